// `npx tsx bench/http/first-start.ts`: npm start as a newcomer meets it (decision 0152), before and after, in one run. A
// clone of BENCH_BASELINE_REF (default main) and a clone of this checkout's HEAD, both on this checkout's packages
// and DATA_DIR's files, each started with `npm start` from nothing (no database, no web app, no bundle: a first
// start) and again with everything built (a restart), in turns, BENCH_ROUNDS times (default 2). Prints the seconds to
// the line that says where the service listens, and the lines of warning each first start printed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const baselineRef = process.env.BENCH_BASELINE_REF ?? 'main';
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '../shared/data');
const port = Number(process.env.BENCH_APP_PORT ?? 8330);

function clone(ref: string, into: string): string {
  const dir = path.join(into, ref.replace(/[^\w.-]/g, '_'));
  // The commit, as this checkout names it: a branch here is only a remote branch in the clone.
  const commit = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (commit.status !== 0) throw new Error(`no commit ${ref} here: ${commit.stderr}`);
  for (const args of [
    ['clone', '-q', '--shared', '--no-checkout', repoRoot, dir],
    ['-C', dir, 'checkout', '-q', '--detach', commit.stdout.trim()],
  ]) {
    const run = spawnSync('git', args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

interface Start {
  seconds: number;
  warnings: string[];
}

/** Runs npm start until it says where it listens; stops it; the seconds it took and its warning lines. */
function start(dir: string): Promise<Start> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['start'], {
      cwd: dir,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, npm_config_update_notifier: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const warnings: string[] = [];
    let seconds = 0;
    const timer = setTimeout(() => stop(new Error(`${dir}: no ready line in 10 minutes`)), 600_000);
    const stop = (error?: Error) => {
      clearTimeout(timer);
      try {
        process.kill(-(child.pid ?? 0), 'SIGTERM');
      } catch {
        // gone already
      }
      child.once('exit', () => (error ? reject(error) : resolve({ seconds, warnings })));
    };
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (/warn|deprecat|can't be bundled|annotation/i.test(line)) warnings.push(line.trim());
        if (/Training Search at http/.test(line) && seconds === 0) {
          seconds = (performance.now() - started) / 1000;
          stop();
        }
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
}

const fresh = (dir: string) => {
  for (const p of ['data/training.db', 'data/training.db.engine', 'dist', '.cache'])
    rmSync(path.join(dir, p), { recursive: true, force: true });
};

/** The lower median: with two rounds, the better one (the machine's other load only ever adds time). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'ts-first-start-'));
try {
  const sides = { before: clone(baselineRef, scratch), after: clone('HEAD', scratch) };
  const times = {
    before: { first: [] as number[], restart: [] as number[] },
    after: { first: [] as number[], restart: [] as number[] },
  };
  const warned = { before: new Set<string>(), after: new Set<string>() };
  for (let r = 0; r < rounds; r++) {
    for (const side of ['before', 'after'] as const) {
      fresh(sides[side]);
      const first = await start(sides[side]);
      times[side].first.push(first.seconds);
      for (const w of first.warnings) warned[side].add(w);
      console.log(`round ${r + 1} ${side}: first start ${first.seconds.toFixed(1)} s`);
    }
    for (const side of ['before', 'after'] as const) {
      const again = await start(sides[side]);
      times[side].restart.push(again.seconds);
      console.log(`round ${r + 1} ${side}: restart ${again.seconds.toFixed(1)} s`);
    }
  }
  console.log(
    `\nnpm start on ${dataDir}, ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1)}:`,
  );
  console.log('                 first start (median, all)        restart (median, all)');
  for (const side of ['before', 'after'] as const) {
    const t = times[side];
    const all = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(', ');
    console.log(
      `${side === 'before' ? baselineRef.padEnd(16) : 'this checkout   '} ${median(t.first).toFixed(1).padStart(6)} s (${all(t.first)})` +
        `${' '.repeat(12)}${median(t.restart).toFixed(1).padStart(6)} s (${all(t.restart)})`,
    );
  }
  for (const side of ['before', 'after'] as const)
    console.log(
      `\nwarning lines, ${side}: ${warned[side].size === 0 ? 'none' : `\n  ${[...warned[side]].join('\n  ')}`}`,
    );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
