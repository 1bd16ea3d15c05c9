// npm run bench: every benchmark in turn, each in its own process so one's memory does not colour the next.
// Prints figures against docs/budgets.md; asserts nothing (budgets are goals, not tests).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? '../shared/data' };

function run(title: string, args: string[], extraEnv: Record<string, string> = {}): number {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const result = spawnSync('npx', ['tsx', ...args], { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) console.log(`(${title} exited with ${result.status ?? result.signal})`);
  return seconds;
}

console.log(
  `Training Search benchmarks — ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
);

// The full data build, timed from the source files into a scratch database (budget ≤ 60 s).
const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
const buildSeconds = run('data build from the source files', ['server/data/cli.ts'], {
  DB_PATH: path.join(scratch, 'bench.db'),
});
rmSync(scratch, { recursive: true, force: true });
console.log(`data build wall time: ${buildSeconds.toFixed(1)} s (budget 60 s, includes tsx start-up)`);

run('engine, in process', ['bench/engine/engine.ts']);
// 1× and 10× data side by side (the 10× database is built once and cached in the temp folder; issue 11).
run('engine at 1× and 10× data', ['bench/scale/engine-scale.ts']);
// The speller before (scan) and after (deletion-neighbourhood index, decision 0127), at 1× and 10×.
run('speller at 1× and 10× data: scan vs index', ['bench/scale/speller-scale.ts']);
run('HTTP on loopback', ['bench/http/http.ts']);
run('HTTP at scale: bare floor, before, WORKERS=1 and WORKERS=all (repeated and all-new, 32 connections)', [
  'bench/http/http-scale.ts',
]);
run('sharing the search data between engines: copies, mapped file, threads over one SharedArrayBuffer (1×)', [
  'bench/engine/share-modes.ts',
]);
run('sharing the search data at 10×', ['bench/engine/share-modes.ts', '10x']);
run('fair share: ordinary searches while the costliest legal requests arrive at the limit (main vs this)', [
  'bench/load/http-fairness.ts',
]);
run('slow and greedy clients: descriptors and memory (main vs this)', ['bench/load/http-slow-clients.ts']);
// Issue 23: ordinary users under each attack, memory under slow readers, workers replaced (BENCH_BASELINE_REF vs this).
run('overload and damage: ordinary users under each attack, memory, workers replaced (before vs this)', [
  'bench/load/http-overload.ts',
]);
if (process.argv.includes('--no-app')) console.log('\n=== app budgets skipped (--no-app)');
else run('app: bundle sizes and Lighthouse', ['bench/app/app.ts']);
