// Starts the service: reads the environment, makes sure the database and the SPA exist, listens. Nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig, repoRoot, type ServiceConfig } from './config';
import type { LocalEngine } from './engine/open-engine';
import type { SearchEngine } from './engine/types';

// performance.now() counts from process start: this is when Node (and tsx, under npm run dev) and the static
// imports are done.
// The data build, the engine and the gateway are imported only in the mode that needs them: the data build alone
// (with its spreadsheet reader) costs about a second of start-up, and a built database does not need it.
const modulesLoaded = performance.now();

function readConfig(): ServiceConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function localEngine(config: ServiceConfig): Promise<SearchEngine & Pick<LocalEngine, 'warmUp'>> {
  if (!existsSync(config.dbPath)) {
    const { ensureDatabase } = await import('./data/ensure-database');
    const { DataBuildError } = await import('./data/errors');
    try {
      await ensureDatabase({
        dbPath: config.dbPath,
        dataDir: config.dataDir,
        log: (line) => console.log(line),
      });
    } catch (error) {
      // A bad source file is the operator's to fix: say which and stop, without a stack trace.
      if (!(error instanceof DataBuildError)) throw error;
      console.error(`The search database could not be built: ${error.message}`);
      process.exit(1);
    }
    console.log(`Built the search database at ${path.relative(repoRoot, config.dbPath)}.`);
  }
  const { openEngine } = await import('./engine/open-engine');
  const engine = openEngine(config.dbPath, { log: (line) => console.log(line) });
  console.log(
    `Search data loaded in ${Math.round(engine.startupMs)} ms${engine.fromSnapshot ? ' (from the engine snapshot)' : ''}.`,
  );
  if (engine.info().dataKind === 'demo') {
    console.log('Serving DEMO data: set DATA_DIR to the real source files for real results.');
  }
  return engine;
}

async function gatewayEngine(upstream: NonNullable<ServiceConfig['upstream']>): Promise<SearchEngine> {
  const { createGatewayEngine } = await import('./gateway/gateway-engine');
  return createGatewayEngine(upstream);
}

/** `npm start` builds what is missing: the SPA too, when dist/ has no index.html. */
function ensureSpa(distDir: string): void {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  console.log('Building the web app (dist/ is missing)…');
  const result = spawnSync('npx', ['vite', 'build', '--outDir', distDir], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) console.warn('The web app build failed; the API is served, the pages are not.');
}

const config = readConfig();
const engine: SearchEngine & Partial<Pick<LocalEngine, 'warmUp'>> = config.upstream
  ? await gatewayEngine(config.upstream)
  : await localEngine(config);
ensureSpa(config.distDir);
const app = createApp({
  engine,
  mode: config.upstream ? 'gateway' : 'local',
  apiTokens: config.apiTokens,
  publicToken: config.publicToken,
  rateLimitPerMinute: config.rateLimitPerMinute,
  trustProxy: config.trustProxy,
  distDir: config.distDir,
  logger: { level: config.logLevel },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
const address = await app.listen({ port: config.port, host: config.host });
const info = engine.info();
const source = config.upstream
  ? `gateway to ${config.upstream.url}`
  : `${info.dataKind === 'demo' ? 'DEMO' : 'real'} data: ${info.programs} programs, ${info.institutions} institutions`;
console.log(
  `Training Search at ${address} (${source}); ready ${Math.round(performance.now())} ms after process start ` +
    `(${Math.round(modulesLoaded)} ms of it loading modules).`,
);
if (config.apiTokens.length === 0)
  console.log('No API_TOKENS set: only the web app’s public search token is accepted.');
// What the first searches do not need is built after the ready line rather than before listening.
engine.warmUp?.();
