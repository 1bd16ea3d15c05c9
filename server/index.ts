// Starts the service: reads the environment, makes sure the database and the SPA exist, listens. Nothing else.
// With WORKERS > 1 this process supervises that many workers (server/workers.ts), each of which runs the rest.
import cluster from 'node:cluster';
import os from 'node:os';
import pino from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig, type ServiceConfig } from './config';
import type { LocalEngine } from './engine/open-engine';
import type { SearchEngine } from './engine/types';
import type { SwappableEngine } from './data-reload';
import { prepare } from './start/prepare';
import { createSteps } from './start/steps';
import { setHeapGrowth } from './start/heap-growth';
import { workerName } from './worker-messages';
import { serveHandedConnections, type WorkerReload } from './worker-side';
import { superviseWorkers } from './workers';

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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** In a worker, its lines say which worker wrote them. */
const name = workerName();
const say = (line: string) => console.log(name ? `[${name}] ${line}` : line);

/** Opens the search data at DB_PATH (at start, and again when a rebuilt database is taken up). */
async function openLocalEngine(config: ServiceConfig): Promise<LocalEngine> {
  setHeapGrowth(config.heapGrowthPercent);
  const { openEngine } = await import('./engine/open-engine');
  const { limits } = config;
  const engine = openEngine(
    config.dbPath,
    {
      deadlineMs: limits.searchDeadlineMs,
      maxValuesPerSegment: limits.maxValuesPerSegment,
      maxKeywordLength: limits.maxKeywordLength,
    },
    { log: (line) => say(line) },
  );
  say(
    `Search data loaded in ${Math.round(engine.startupMs)} ms${engine.fromSnapshot ? ' (from the engine snapshot)' : ''}.`,
  );
  return engine;
}

async function localEngine(config: ServiceConfig): Promise<LocalEngine> {
  const engine = await openLocalEngine(config);
  if (engine.info().dataKind === 'demo' && cluster.isPrimary) {
    console.log('Serving DEMO data: set DATA_DIR to the real source files for real results.');
  }
  return engine;
}

/**
 * A rebuilt database, taken up without a restart (decision 0194): opened beside the one served, then swapped in.
 * With workers the primary says when (all together); a single process watches the file itself.
 */
async function takeUpRebuilds(config: ServiceConfig, holder: SwappableEngine): Promise<WorkerReload> {
  const { openEngine } = await import('./engine/open-engine');
  const { limits } = config;
  let pending: LocalEngine | undefined;
  const prepare = () => {
    pending?.close();
    pending = openEngine(config.dbPath, {
      deadlineMs: limits.searchDeadlineMs,
      maxValuesPerSegment: limits.maxValuesPerSegment,
      maxKeywordLength: limits.maxKeywordLength,
    });
    return { builtAt: pending.info().builtAt };
  };
  const switchTo = () => {
    if (!pending) return;
    const next = pending;
    pending = undefined;
    holder.swap(next);
    next.warmUp();
  };
  const discard = () => {
    pending?.close();
    pending = undefined;
  };
  if (!cluster.worker && config.dbWatchMs > 0) {
    const { watchDatabase } = await import('./data-reload');
    watchDatabase(config.dbPath, holder.info().builtAt, (builtAt) => {
      say(`The database was rebuilt (built ${builtAt}): taking it up.`);
      try {
        const { builtAt: opened } = prepare();
        switchTo();
        say(`Serving the rebuilt database (built ${opened}).`);
      } catch (error) {
        discard();
        console.error(
          `Could not open the rebuilt database: ${(error as Error).message}; still serving the old one.`,
        );
      }
    });
  }
  return { prepare, switchTo, discard };
}

async function gatewayEngine(upstream: NonNullable<ServiceConfig['upstream']>): Promise<SearchEngine> {
  const { createGatewayEngine } = await import('./gateway/gateway-engine');
  return createGatewayEngine(upstream);
}

function sourceOf(config: ServiceConfig, engine: SearchEngine): string {
  if (config.upstream) return `gateway to ${config.upstream.url}`;
  const info = engine.info();
  const n = (value: number) => value.toLocaleString('en-US');
  return `${info.dataKind === 'demo' ? 'DEMO' : 'real'} data: ${n(info.programs)} programs, ${n(info.institutions)} institutions`;
}

/** What the operator should know once, whatever the number of workers. */
function notices(config: ServiceConfig): void {
  if (config.trustProxy === true) {
    console.warn(
      'TRUST_PROXY=true: any client can choose the address it is known by (X-Forwarded-For), and so its budgets. ' +
        'Name your proxies instead (addresses, CIDRs, or loopback/linklocal/uniquelocal).',
    );
  }
  if (config.apiTokens.length === 0)
    console.log('No API_TOKENS set: only the web app’s public search token is accepted.');
}

/** One serving process: the whole service (WORKERS=1), or one worker of several. */
async function serve(config: ServiceConfig): Promise<void> {
  const { swappableEngine } = await import('./data-reload');
  const opened: SearchEngine & Partial<Pick<LocalEngine, 'warmUp' | 'ready' | 'close' | 'stopWarmUp'>> =
    config.upstream ? await gatewayEngine(config.upstream) : await localEngine(config);
  const engine = swappableEngine(opened);
  const app = createApp({
    engine,
    dataGeneration: () => engine.generation,
    mode: config.upstream ? 'gateway' : 'local',
    apiTokens: config.apiTokens,
    publicToken: config.publicToken,
    limits: config.limits,
    trustProxy: config.trustProxy,
    distDir: config.distDir,
    // A worker's log lines carry its number beside pino's usual pid and hostname.
    logger: {
      level: config.logLevel,
      // Written from libuv's thread pool, the lines that arrive meanwhile in one write: written on the event loop,
      // a line per request cost about 8 % of a new search's CPU time (decision 0258). pino writes what is left when
      // the process exits.
      stream: pino.destination({ dest: 1, sync: false }),
      ...(cluster.worker
        ? { base: { pid: process.pid, hostname: os.hostname(), worker: cluster.worker.id } }
        : {}),
    },
    worker: cluster.worker?.id,
    pool: () => pool,
  });
  // A closing server (SIGTERM) does not wait behind the warm-up's searches, one per turn of the loop.
  app.addHook('preClose', (done) => {
    opened.stopWarmUp?.();
    done();
  });
  let pool: { serving: number; wanted: number } | undefined;
  const reload = config.upstream ? undefined : await takeUpRebuilds(config, engine);
  if (cluster.worker) {
    // The primary holds the port and hands this worker its connections (server/workers.ts).
    await app.ready();
    serveHandedConnections(app, {
      ready: {
        type: 'training-search-ready',
        source: sourceOf(config, engine),
        builtAt: engine.info().builtAt,
      },
      onPool: (message) => (pool = { serving: message.serving, wanted: message.wanted }),
      drainMs: config.limits.requestTimeoutMs,
      reload,
      log: say,
    });
    say(`serving (pid ${process.pid}), ready ${Math.round(performance.now())} ms after its start.`);
  } else {
    let closing = false;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (closing) return;
        closing = true;
        void app.close().then(() => process.exit(0));
      });
    }
    const address = await app.listen({ port: config.port, host: config.host });
    const readyMs = Math.round(performance.now());
    console.log(
      `Training Search at ${address} (${sourceOf(config, engine)}); ready ${seconds(readyMs)} after the start ` +
        `(${Math.round(modulesLoaded)} ms of it loading modules).`,
    );
    notices(config);
  }
  // What the first searches do not need is built after the ready line rather than before listening.
  opened.warmUp?.();
  // Said when done: until then the process is busy building (place suggestions, per-school totals) and running its
  // first searches (engine/warm-searches.ts), which a health check with a short timeout on a loaded machine may take
  // for a failure; a deploy script can wait for this line.
  void opened.ready?.().then(() => {
    say(
      `Warm: suggestions and per-school totals built, first searches run, ${Math.round(performance.now())} ms after start.`,
    );
  });
}

const config = readConfig();
// What is missing (the database, the web app) is built once, here, before any worker starts (workers never build),
// after removing what a killed build or start left beside the database (decision 0194).
if (cluster.isPrimary) {
  if (!config.upstream) {
    const { removeLeftovers } = await import('./data/leftovers');
    removeLeftovers(config.dbPath, (line) => console.log(line));
  }
  await prepare(config, createSteps());
}
if (config.workers > 1 && cluster.isPrimary) {
  // One page token for all: a page served by one worker sends its searches to any other. The workers inherit it.
  process.env.PUBLIC_SEARCH_TOKEN = config.publicToken;
  console.log(`Starting ${config.workers} workers, each loading the search data…`);
  superviseWorkers({
    count: config.workers,
    dbPath: config.upstream ? undefined : config.dbPath,
    dbWatchMs: config.dbWatchMs,
    port: config.port,
    host: config.host,
    onReady: (ready) => {
      console.log(
        `Training Search at ${ready.address} (${ready.source}; ${config.workers} workers); ready ` +
          `${seconds(performance.now())} after the start.`,
      );
      notices(config);
    },
  });
} else {
  await serve(config);
}
