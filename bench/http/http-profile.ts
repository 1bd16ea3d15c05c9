// Where the CPU of an all-new search goes (issue 23 point 6, decision 0240): the service, one process as `npm start`
// runs it, under V8's sampling profiler (a sample every BENCH_PROFILE_INTERVAL_US, 250) while autocannon sends
// searches never asked before from BENCH_CONNECTIONS (32) connections for BENCH_SECONDS (20), after a warm-up on other
// searches; the samples of that window are split by part of the request path (bench/http/cpu-profile.ts: engine pass,
// page, hints, counts, shaping, serialization, compression, HTTP, admission, log, GC…) with the functions of most self
// and inclusive time. Prints figures; asserts nothing. `npx tsx bench/http/http-profile.ts [--keep]` (--keep leaves the
// .cpuprofile for a viewer and prints its path); BENCH_GZIP=0 sends no Accept-Encoding; BENCH_SERVICE_DIR (with its
// DB_PATH) profiles another checkout, such as a baseline copy. The profiler inflates system calls (writev, getrusage).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { analyseProfile, type CpuProfile } from './cpu-profile';
import { distinctPaths } from './http-searches';
import { BUDGETS_OUT_OF_THE_WAY, DATA_DIR, fakeDist, repoRoot } from './service-pair';

const TOKEN = 'http-profile-api-token-0123456789';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const headers: Record<string, string> = {
  authorization: `Bearer ${TOKEN}`,
  ...(process.env.BENCH_GZIP === '0' ? {} : { 'accept-encoding': 'gzip' }),
};

const dist = fakeDist();
const profDir = mkdtempSync(path.join(os.tmpdir(), 'http-profile-'));
const child = spawn(
  process.execPath,
  [
    '--cpu-prof',
    `--cpu-prof-dir=${profDir}`,
    `--cpu-prof-interval=${process.env.BENCH_PROFILE_INTERVAL_US ?? 250}`,
    'scripts/start.mjs',
  ],
  {
    // BENCH_SERVICE_DIR: another checkout (a baseline copy, bench/baseline-copy.ts) with its DB_PATH.
    cwd: process.env.BENCH_SERVICE_DIR ?? repoRoot,
    env: {
      ...process.env,
      WORKERS: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: dist.dir,
      DATA_DIR,
      API_TOKENS: TOKEN,
      // Budgets out of the way, as in bench/http/http-scale.ts: one address sends everything.
      ...BUDGETS_OUT_OF_THE_WAY,
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
const url = await new Promise<string>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`the service exited with ${code} before it was ready`)));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const m = /Training Search at (http:\/\/\S+)/.exec(line);
    if (m?.[1]) resolve(m[1]);
  });
});

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const allNew = (paths: string[]): autocannon.Request[] => {
  let next = 0;
  return [
    { method: 'GET', headers, setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) },
  ];
};
// Warm-up on other page sizes (searches the measured ones never repeat), until the JIT has settled.
await new Promise((resolve) => setTimeout(resolve, 5000));
await autocannon({ url, connections: CONNECTIONS, duration: 12, requests: allNew(distinctPaths([16, 17])) });
const pid = child.pid ?? 0;
const cpuBefore = cpuSeconds(pid);
// V8's profile timestamps are CLOCK_MONOTONIC µs, as process.hrtime is.
const from = Number(process.hrtime.bigint() / 1000n);
const r = await autocannon({
  url,
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: allNew(distinctPaths([10])),
});
const to = Number(process.hrtime.bigint() / 1000n);
const cpuUsed = cpuSeconds(pid) - cpuBefore;
child.kill('SIGTERM');
await exited;
dist.remove();
const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no .cpuprofile written');
const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as CpuProfile;
const answers = r.requests.total;
const non2xx = r.non2xx;
console.log(
  `all-new searches, ${CONNECTIONS} connections, ${SECONDS} s: ${answers} answers (${non2xx} not 2xx), ` +
    `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; ` +
    `service CPU ${((cpuUsed * 1e6) / answers).toFixed(0)} µs per answer (/proc, all threads)`,
);
console.log(`window ${from}..${to} (profile clock, µs)`);
console.log(
  analyseProfile(profile, { from, to, answers, repoRoot: process.env.BENCH_SERVICE_DIR ?? repoRoot }),
);
if (process.argv.includes('--keep')) console.log(`profile kept: ${path.join(profDir, file)}`);
else rmSync(profDir, { recursive: true, force: true });
