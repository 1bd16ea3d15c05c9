// The first hour (issue 19, decision 0151): the README's install and test commands, exactly as the README writes
// them, on a fresh clone in a private folder (mktemp -d: mode 700) with no public data beside it. The install must
// succeed without a warning a user cannot act on and leave `git status` clean; the test command must pass, say how
// many tests it left out for want of the data and the command that runs them. Running the whole suite inside the
// suite would be recursive and take as long again, so the test command runs on a selection of files that takes
// every path of the gating: a test that runs anywhere, a real-data file, the unprivileged-user test, and an e2e spec.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SELECTION = {
  /** Runs anywhere. */
  plain: 'contract/urls/paths.test.ts',
  /** Declared with needsRealData. */
  realData: 'server/engine/programs/programs-real.test.ts',
  /** Runs the engine as an unprivileged user: the one that met EACCES in a private folder. */
  unprivileged: 'server/engine/read-only-db.test.ts',
  /** The e2e suite runs on the real data only. */
  e2e: 'e2e/production.spec.ts',
};

/** The README's commands: the fenced lines under "# Run the app" and "# Pass the tests", continuations joined. */
function readmeCommands(): { install: string; test: string } {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const block = /```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const after = (comment: string) => {
    const lines = block.split('\n');
    const start = lines.findIndex((l) => l.startsWith(`# ${comment}`));
    const command: string[] = [];
    for (const line of lines.slice(start + 1)) {
      command.push(line.replace(/\\$/, '').trim());
      if (!line.endsWith('\\')) break;
    }
    return start < 0 ? '' : command.join(' ');
  };
  return { install: after('Run the app').replace(/ && npm start$/, ''), test: after('Pass the tests') };
}

/**
 * npm's cache as a user with the internet has it after one install (decision 0151): this machine's packages (hard
 * links to its cache's content, a copy of its index), and better-sqlite3's prebuilt binary, which the package's
 * install script (prebuild-install) downloads from GitHub there. This machine cannot reach GitHub, so without it the
 * install compiles better-sqlite3 — a minute and a half of CPU, most of the test. The binary is this checkout's own
 * build, packed and named as prebuild-install caches a download. Undefined (the install then compiles) when this
 * machine has no npm cache to start from, or its cache is on another file system.
 */
function npmCacheWithPrebuild(into: string): string | undefined {
  const cache = spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).stdout.trim();
  if (!cache || !existsSync(path.join(cache, '_cacache', 'content-v2'))) return undefined;
  const dir = path.join(into, 'npm-cache');
  mkdirSync(path.join(dir, '_cacache'), { recursive: true });
  const linked = spawnSync('cp', [
    '-al',
    path.join(cache, '_cacache', 'content-v2'),
    path.join(dir, '_cacache'),
  ]);
  const copied = spawnSync('cp', [
    '-a',
    path.join(cache, '_cacache', 'index-v5'),
    path.join(dir, '_cacache'),
  ]);
  if (linked.status !== 0 || copied.status !== 0) return undefined;
  // Where prebuild-install looks for its download in that cache, worked out by prebuild-install itself.
  const where = `const pkg = require('better-sqlite3/package.json'); const util = require('prebuild-install/util');
    const opts = require('prebuild-install/rc')(pkg);
    console.log(util.cachedPrebuild(util.getDownloadUrl({ ...opts, pkg })));`;
  const target = spawnSync(process.execPath, ['-e', where], {
    cwd: repoRoot,
    env: { ...process.env, npm_config_cache: dir },
    encoding: 'utf8',
  }).stdout.trim();
  const binary = 'build/Release/better_sqlite3.node';
  if (!target || !existsSync(path.join(repoRoot, 'node_modules/better-sqlite3', binary))) return undefined;
  mkdirSync(path.dirname(target), { recursive: true });
  const packed = spawnSync('tar', [
    '-czf',
    target,
    '-C',
    path.join(repoRoot, 'node_modules/better-sqlite3'),
    binary,
  ]);
  return packed.status === 0 ? dir : undefined;
}

/** This Node is older than package.json's engines range (a caret range, `^22.12.0`). */
function nodeBelowEngines(): boolean {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  const wanted = /^\^(\d+)\.(\d+)/.exec(pkg.engines.node);
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (!wanted) return false;
  const [wantedMajor, wantedMinor] = [Number(wanted[1]), Number(wanted[2])];
  return major < wantedMajor || (major === wantedMajor && minor < wantedMinor);
}

/** Runs a shell command in the clone with the environment a new user has: no DATA_DIR, no CI flags. */
function run(cwd: string, command: string, timeout: number, extraEnv: Record<string, string> = {}) {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (
      v === undefined ||
      /^(DATA_DIR|ENGINE_TEST_DB|E2E_DB_PATH|DB_PATH|TEST_REQUIRE_DATA|CI|VITEST.*|NODE_ENV)$/.test(k)
    )
      continue;
    env[k] = v;
  }
  env.npm_config_update_notifier = 'false';
  Object.assign(env, extraEnv);
  const started = performance.now();
  const result = spawnSync('bash', ['-c', command], { cwd, env, encoding: 'utf8', timeout });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return { ...result, output: `${result.stdout}\n${result.stderr}`, seconds };
}

/**
 * How many tests the runners themselves list in these files (not as the summary counts them). Vitest lists no
 * skipped test, so it lists the real-data file as it would with the data: DATA_DIR names a folder that holds a
 * stand-in hd2024.csv (listing collects the tests and runs none of them).
 */
function listedTests(vitestFile: string, e2eFile: string): { vitest: number; e2e: number } {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'ts-first-hour-list-'));
  try {
    writeFileSync(path.join(scratch, 'hd2024.csv'), '');
    const json = path.join(scratch, 'list.json');
    const sh = (command: string, env: Record<string, string> = {}) => {
      const result = spawnSync('bash', ['-c', command], {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, ...env },
      });
      if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr}`);
      return result.stdout;
    };
    sh(`npx vitest list --json=${json} ${vitestFile}`, { DATA_DIR: scratch });
    const vitest = (JSON.parse(readFileSync(json, 'utf8')) as unknown[]).length;
    const e2e = Number(/^Total: (\d+) tests? in/m.exec(sh(`npx playwright test --list ${e2eFile}`))?.[1]);
    return { vitest, e2e };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

describe('a fresh clone in a private folder, without the public data, following only the README', () => {
  const commands = readmeCommands();
  const home = mkdtempSync(path.join(os.tmpdir(), 'ts-first-hour-'));
  const clone = path.join(home, 'training-search');
  let install: ReturnType<typeof run>;
  let prebuilt = false;
  let statusAfterInstall = '';

  beforeAll(() => {
    const cloned = spawnSync('git', ['clone', '-q', repoRoot, clone], { encoding: 'utf8' });
    if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
    const cache = npmCacheWithPrebuild(home);
    prebuilt = cache !== undefined;
    install = run(clone, commands.install, 480_000, cache ? { npm_config_cache: cache } : {});
    statusAfterInstall = spawnSync('git', ['status', '--short'], { cwd: clone, encoding: 'utf8' }).stdout;
  }, 540_000);
  // A clone with its node_modules takes a while to delete on a busy machine.
  afterAll(() => rmSync(home, { recursive: true, force: true }), 300_000);

  it('installs with the README’s command, without a warning it cannot act on, and leaves git status clean', () => {
    expect(commands.install).toBe('npm ci');
    console.log(
      `first hour: ${commands.install} took ${install.seconds} s (${prebuilt ? 'better-sqlite3 prebuilt, as downloaded' : 'better-sqlite3 compiled'})`,
    );
    expect(install.status, install.output).toBe(0);
    const said = install.output.split('\n').filter((l) => /^npm (warn|WARN|error|ERR)/.test(l));
    // One warning a user can act on is allowed, and only on a Node older than package.json's engines (decision
    // 0201: this machine and CI still run Node 20): EBADENGINE for the project itself, which says to move Node on.
    const own = said.filter((l) => l.startsWith('npm warn EBADENGINE'));
    expect(said.filter((l) => !own.includes(l))).toEqual([]);
    if (own.length > 0) {
      expect(nodeBelowEngines(), own.join('\n')).toBe(true);
      expect(own.filter((l) => /package: /.test(l))).toEqual([
        expect.stringMatching(/package: 'training-search@/),
      ]);
    }
    expect(statusAfterInstall).toBe('');
  });

  it('lists every browser test without the data, so that the run can count what it leaves out', () => {
    // A spec that reads the public files as it loads cannot even be listed without them; the selection below would
    // not notice, since it lists one spec.
    const specs = readdirSync(path.join(clone, 'e2e')).filter((f) => f.endsWith('.spec.ts'));
    const listed = run(clone, 'npx playwright test --list', 120_000);
    expect(listed.status, listed.output).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^Total: \\d+ tests? in ${specs.length} files?$`, 'm'));
  });

  it(
    'passes the README’s test command, and ends by saying what it left out and how to run it',
    { timeout: 300_000 },
    () => {
      // It starts with the install command, run just above in this clone: the rest follows it here.
      expect(commands.test).toMatch(/^npm ci && .* && npm run test:all$/);
      const afterInstall = commands.test.replace(/^npm ci && /, '');
      const files = Object.values(SELECTION).join(' ');
      const result = run(clone, `${afterInstall} -- ${files}`, 280_000);
      console.log(`first hour: the test command on ${files} took ${result.seconds} s`);
      expect(result.status, result.output).toBe(0);
      const lines = result.stdout.trim().split('\n');
      const listed = listedTests(SELECTION.realData, SELECTION.e2e);
      expect(listed.vitest).toBeGreaterThan(0);
      expect(listed.e2e).toBeGreaterThan(0);
      const leftOut = listed.vitest + listed.e2e;
      // Nothing failed and nothing was skipped silently: what did not run is the real-data tests, counted.
      expect(lines.at(-2)).toMatch(/^tests: [1-9]\d* passed, 0 failed, 0 skipped$/);
      expect(lines.at(-1)).toBe(
        `left out: ${leftOut} tests that need the public data files (none in ${path.join(home, 'shared/data')}); ` +
          `run them with: DATA_DIR=/path/to/the/files npm run test:all -- ${files}   (README: Data sources)`,
      );
      // The unprivileged user's test ran in the private folder (it failed with EACCES there once), and passed.
      const report = JSON.parse(readFileSync(path.join(clone, 'test-results/vitest.json'), 'utf8')) as {
        testResults: Array<{ name: string; assertionResults: Array<{ title: string; status: string }> }>;
      };
      const unprivileged = report.testResults
        .find((f) => f.name.endsWith(SELECTION.unprivileged))
        ?.assertionResults.find((t) => /unprivileged user/.test(t.title));
      expect(unprivileged?.status).toBe('passed');
      expect(spawnSync('git', ['status', '--short'], { cwd: clone, encoding: 'utf8' }).stdout).toBe('');
    },
  );
});
