// HTTP at scale (issue 11): the bare-Node floor beside the service at WORKERS=1 and at WORKERS=all, in one run, at 32
// connections: repeated searches (every answer already in the result cache, gzip as browsers ask) and all-new
// searches (every request a search not asked before). The floor answers the same paths with the same captured
// headers and bytes from a plain node:http server, so the repeated row's share of it is what the service's request
// path costs. The same two scenarios run first on the code of BENCH_BASELINE_REF (default main) at one process: the
// "before" of this run. The all-new searches of WORKERS=1 and WORKERS=all run in alternating rounds, both services
// up (BENCH_ROUNDS, default 4, of half a scenario each), so that a shared machine's load weighs on both alike. Prints figures; asserts nothing. Run alone with `npx tsx bench/http/http-scale.ts`
// (BENCH_SECONDS=10 per scenario, BENCH_CONNECTIONS=32, BENCH_WORKERS=all: os.availableParallelism()).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { realInstitutionPaths, realProgramPaths } from '../../tests/server/helpers/real-api-paths';
import { baselineCopy } from '../baseline-copy';
import { distinctPaths } from './http-searches';
import { BUDGETS_OUT_OF_THE_WAY, fakeDist } from './service-pair';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOKEN = 'http-scale-api-token-0123456789';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ALL = Number(process.env.BENCH_WORKERS ?? os.availableParallelism());
const repeatedPaths = [...realProgramPaths, ...realInstitutionPaths];
const headers = { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip' };

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  requests: number;
  /** CPU time the serving processes used per answer (user + system; all workers): what the machine's load does
   * not change, unlike req/s on a shared machine. */
  cpuUsPerRequest: number;
  /** The load generator's (this process's) share of the CPU time used by it and the service during the scenario:
   * on a 2-core machine the generator competes with the workers for the same cores. */
  generatorShare: number;
}

interface Child {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Spawns a process and resolves once a stdout line matches `ready` (its first group is the URL). */
function startChild(args: string[], env: NodeJS.ProcessEnv, ready: RegExp, cwd = repoRoot): Promise<Child> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready`)),
    );
    // Request log lines keep coming during the run; they are read and dropped, as a log shipper would.
    createInterface({ input: child.stdout ?? process.stdin }).on('line', (line) => {
      const match = ready.exec(line);
      if (match?.[1]) {
        resolve({
          url: match[1],
          child,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
  });
}

/** The service as `npm start` runs it, from this checkout or from a baseline copy (with its own database). */
function startService(workers: number, cwd = repoRoot, dbPath?: string): Promise<Child> {
  return startChild(
    ['scripts/start.mjs'],
    {
      ...process.env,
      ...(dbPath ? { DB_PATH: dbPath } : {}),
      WORKERS: String(workers),
      DIST_DIR: dist.dir,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR ?? path.resolve(repoRoot, '../shared/data'),
      API_TOKENS: TOKEN,
      // Budgets out of the way: this benchmark measures throughput from one address.
      ...BUDGETS_OUT_OF_THE_WAY,
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    /Training Search at (http:\/\/\S+)/,
    cwd,
  );
}

/** CPU seconds used so far by a process and its live child processes (/proc: user + system, in clock ticks). */
function cpuSeconds(pid: number): number {
  const ticks = (p: number) => {
    try {
      // Fields after the command name (which is in parentheses): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  let total = ticks(pid);
  for (const child of childPids(pid)) total += ticks(child);
  return total / 100;
}

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Waits until the service's processes stop using CPU: what an engine builds after listening (suggest's place
 * index…) would otherwise be counted against the first scenario's answers.
 */
async function untilIdle(pid: number, timeoutMs = 120_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let last = cpuSeconds(pid);
  // Three quiet seconds in a row: on a loaded machine a warming worker can be kept off the CPU for a second.
  let quiet = 0;
  while (performance.now() < deadline && quiet < 3) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid);
    quiet = now - last < 0.05 ? quiet + 1 : 0;
    last = now;
  }
}

async function load(
  name: string,
  url: string,
  requests: autocannon.Request[],
  pid: number,
  status = 200,
  seconds = SECONDS,
): Promise<Row> {
  const cpuBefore = cpuSeconds(pid);
  const ownBefore = process.cpuUsage();
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
  const cpuUsed = cpuSeconds(pid) - cpuBefore;
  const own = process.cpuUsage(ownBefore);
  const ownSeconds = (own.user + own.system) / 1e6;
  const byStatus = r.statusCodeStats as unknown as Record<string, { count: number }> | undefined;
  const expected = byStatus?.[String(status)]?.count ?? 0;
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.errors + r.timeouts + (r.requests.total - expected),
    requests: r.requests.total,
    cpuUsPerRequest: (cpuUsed * 1e6) / Math.max(1, r.requests.total),
    generatorShare: ownSeconds / Math.max(1e-9, ownSeconds + cpuUsed),
  };
}

/** Rounds of 3 s until the CPU per answer is within 10% of the round before (at most 8 rounds). */
async function warm(url: string, requests: autocannon.Request[], pid: number): Promise<void> {
  let last = Infinity;
  for (let round = 0; round < 8; round++) {
    const cpuBefore = cpuSeconds(pid);
    const r = await autocannon({ url, connections: CONNECTIONS, duration: 3, requests });
    const perAnswer = (cpuSeconds(pid) - cpuBefore) / Math.max(1, r.requests.total);
    if (perAnswer > 0.9 * last) return;
    last = perAnswer;
  }
}

const repeatedRequests = (): autocannon.Request[] =>
  repeatedPaths.map((p) => ({ method: 'GET', path: p, headers }));

/**
 * All-new searches on two services in alternating rounds (a, b, a, b…; both up, the one not measured idle), each
 * side's paths continuing from round to round: on a shared machine the load of others then weighs on both alike,
 * which one scenario after the other does not ensure. req/s and CPU per answer over all rounds; p50 the median of
 * the rounds', p99 the highest round's.
 */
async function pairedAllNew(
  sides: Array<{ name: string; url: string; pid: number; paths: string[] }>,
  rounds: number,
  seconds: number,
): Promise<Row[]> {
  const requests = sides.map((s) => allNewRequests(s.paths));
  const parts: Row[][] = sides.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? sides.keys() : [...sides.keys()].reverse();
    for (const i of order) {
      const side = sides[i];
      const reqs = requests[i];
      if (!side || !reqs) continue;
      parts[i]?.push(await load(side.name, side.url, reqs, side.pid, 200, seconds));
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return sides.map((side, i) => {
    const rows = parts[i] ?? [];
    const requests = rows.reduce((a, r) => a + r.requests, 0);
    return {
      name: side.name,
      rps: requests / (rows.length * seconds),
      p50: median(rows.map((r) => r.p50)),
      p99: Math.max(...rows.map((r) => r.p99)),
      bad: rows.reduce((a, r) => a + r.bad, 0),
      requests,
      cpuUsPerRequest: rows.reduce((a, r) => a + r.cpuUsPerRequest * r.requests, 0) / Math.max(1, requests),
      generatorShare: rows.reduce((a, r) => a + r.generatorShare, 0) / Math.max(1, rows.length),
    };
  });
}

/** One template whose path advances through searches never asked before, across all connections. */
function allNewRequests(paths: string[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'GET',
      headers,
      setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }),
    },
  ];
}

interface Memory {
  rss: number;
  /** proportional set size: a page shared by k processes counts 1/k in each (the honest figure for sharing) */
  pss: number;
}

/** Memory of a process and of its child processes (the workers), in MB, from /proc/<pid>/smaps_rollup. */
function memory(pid: number): { self: Memory; children: Memory[] } {
  const of = (p: number): Memory => {
    const text = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
    const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0) / 1024;
    return { rss: mb('Rss'), pss: mb('Pss') };
  };
  return { self: of(pid), children: childPids(pid).map(of) };
}

/** Fetches every repeated path once (filling the cache) and keeps status, headers and bytes for the floor. */
async function capture(url: string): Promise<string> {
  const out: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  for (const p of repeatedPaths) {
    // node:http, not fetch: the bytes as sent (fetch would undo the gzip).
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(url + p, { headers }, resolve).on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    const kept: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers)) {
      if (typeof v === 'string' && !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k))
        kept[k] = v;
    }
    out[p] = { status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString('base64') };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(out));
  return file;
}

async function serviceRows(
  workers: number,
  newPaths: string[],
  baseline?: { dir: string; db: string; label: string },
) {
  const started = performance.now();
  const service = await startService(workers, baseline?.dir, baseline?.db);
  const startupMs = performance.now() - started;
  try {
    await untilIdle(service.child.pid ?? 0);
    // Every worker's cache warmed, and the JIT past the hot paths, before anything is measured: the repeated
    // paths, then new searches (not among the measured ones), so that each worker's search path and what it builds
    // on first use are warm too. Each is repeated until the CPU per answer settles: every worker warms up on its own
    // share of the requests, so WORKERS=N needs about N times as long, and a fixed warm-up measured its JIT.
    const pid = service.child.pid ?? 0;
    await warm(service.url, repeatedRequests(), pid);
    await warm(service.url, allNewRequests(warmUpPaths), pid);
    const label = baseline ? `before (${baseline.label})` : `WORKERS=${workers}`;
    const repeated = await load(`repeated, ${label}`, service.url, repeatedRequests(), pid);
    const allNew = baseline
      ? await load(`all-new, ${label}`, service.url, allNewRequests(newPaths), pid)
      : undefined;
    return { service, repeated, allNew, startupMs, mem: () => memory(service.child.pid ?? 0) };
  } catch (error) {
    await service.stop();
    throw error;
  }
}

// A stand-in for the built pages (without one the service would build the app at start).
const dist = fakeDist();
// 120,000 searches, a third per service: at 1,500 answers a second two workers used up 24,000 and came round to
// answers they had kept. Page sizes around the app's 10, a mean of 12.9 records, taken in turns, and each service
// takes every third search: so every service, and every round, has the same mix (contiguous thirds of the searches
// in size order gave the later services the larger pages).
const NEW_PAGE_SIZES = [8, 9, 10, 11, 12, 13, 14, 15, 18, 19];
const pathsBySize = NEW_PAGE_SIZES.map((size) => distinctPaths([size]));
const newPaths = (pathsBySize[0] ?? []).flatMap((_, j) =>
  pathsBySize.flatMap((paths) => paths.slice(j, j + 1)),
);
const thirdOfNewPaths = (k: number) => newPaths.filter((_, i) => i % 3 === k);
// Other page sizes: searches none of the measured ones repeat.
const warmUpPaths = distinctPaths([16, 17]);
console.log(
  `HTTP at scale: ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${os.availableParallelism()} cores ` +
    `(load generator included), load average ${os.loadavg()[0]?.toFixed(1)}`,
);

// The baseline's database is this checkout's when the schema is the same, else built by the ref's own data build.
const base = baselineCopy(repoRoot);
const sameSchema = (() => {
  try {
    execFileSync(
      'git',
      ['diff', '--quiet', base.label.split(' @ ')[1] ?? 'main', '--', 'server/data/schema.sql'],
      {
        cwd: repoRoot,
      },
    );
    return true;
  } catch {
    return false;
  }
})();
const dataDir = process.env.DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const ownDb = path.resolve(repoRoot, process.env.DB_PATH ?? 'data/training.db');
const before = await serviceRows(1, thirdOfNewPaths(0), {
  dir: base.dir,
  db: sameSchema ? ownDb : base.database(dataDir),
  label: base.label,
});
await before.service.stop();
base.remove();
// One worker next; its answers are what the floor replays. It stays up (idle) for the paired all-new rounds.
const one = await serviceRows(1, []);
const floorFile = await capture(one.service.url);
const floor = await startChild(
  ['--import', 'tsx', 'bench/http/bare-floor.ts', floorFile],
  process.env,
  /bare floor at (\S+)/,
);
await autocannon({ url: floor.url, connections: CONNECTIONS, duration: 2, requests: repeatedRequests() });
const floorRow = await load(
  'bare Node floor (same bytes)',
  floor.url,
  repeatedRequests(),
  floor.child.pid ?? 0,
);
await floor.stop();
rmSync(path.dirname(floorFile), { recursive: true, force: true });
const all = await serviceRows(ALL, []);
// All-new searches, WORKERS=1 and WORKERS=all in alternating rounds (BENCH_ROUNDS, default 4, of half a scenario).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const [oneAllNew, allAllNew] = await pairedAllNew(
  [
    {
      name: 'all-new, WORKERS=1 (paired rounds)',
      url: one.service.url,
      pid: one.service.child.pid ?? 0,
      paths: thirdOfNewPaths(1),
    },
    {
      name: `all-new, WORKERS=${ALL} (paired rounds)`,
      url: all.service.url,
      pid: all.service.child.pid ?? 0,
      paths: thirdOfNewPaths(2),
    },
  ],
  ROUNDS,
  Math.max(1, Math.round(SECONDS / 2)),
);
const oneMem = one.mem();
const allMem = all.mem();
await one.service.stop();
await all.service.stop();
dist.remove();
if (!before.allNew || !oneAllNew || !allAllNew) throw new Error('an all-new scenario did not run');
const bothAllNew = { one: oneAllNew, all: allAllNew };

const rows = [
  floorRow,
  before.repeated,
  one.repeated,
  all.repeated,
  before.allNew,
  bothAllNew.one,
  bothAllNew.all,
];
console.log(
  `${'scenario'.padEnd(40)}${'req/s'.padStart(9)}${'of floor'.padStart(10)}${'p50 ms'.padStart(8)}` +
    `${'p99 ms'.padStart(8)}${'bad'.padStart(6)}${'requests'.padStart(10)}${'CPU µs/req'.padStart(12)}` +
    `${'generator'.padStart(11)}`,
);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(40)}${r.rps.toFixed(0).padStart(9)}${(r.rps / floorRow.rps).toFixed(3).padStart(10)}` +
      `${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.bad).padStart(6)}` +
      `${String(r.requests).padStart(10)}${r.cpuUsPerRequest.toFixed(0).padStart(12)}` +
      `${`${(100 * r.generatorShare).toFixed(0)}% CPU`.padStart(11)}`,
  );
}
const mb = (m: Memory) => `${m.rss.toFixed(0)}/${m.pss.toFixed(0)}`;
const perWorker = allMem.children.map(mb).join(' + ');
const pssTotal = [allMem.self, ...allMem.children].reduce((a, m) => a + m.pss, 0);
console.log(
  `memory after the run (RSS/PSS MB): WORKERS=1 ${mb(oneMem.self)}; WORKERS=${ALL} primary ` +
    `${mb(allMem.self)} + workers ${perWorker || '(none)'} = PSS ${pssTotal.toFixed(0)} MB`,
);
console.log(
  `the generator column: this process's (autocannon's) share of the CPU it and the service used — on a machine ` +
    `with ${os.availableParallelism()} cores, CPU the workers could not have`,
);
console.log(
  `start-up to ready (spawn → ready line): WORKERS=1 ${one.startupMs.toFixed(0)} ms, ` +
    `WORKERS=${ALL} ${all.startupMs.toFixed(0)} ms`,
);
const scale = bothAllNew.all.rps / bothAllNew.one.rps;
console.log(
  `CPU per repeated answer against the floor's (what req/s would be with the CPU to itself): ` +
    `before ${(floorRow.cpuUsPerRequest / before.repeated.cpuUsPerRequest).toFixed(2)}, ` +
    `WORKERS=1 ${(floorRow.cpuUsPerRequest / one.repeated.cpuUsPerRequest).toFixed(2)}, ` +
    `WORKERS=${ALL} ${(floorRow.cpuUsPerRequest / all.repeated.cpuUsPerRequest).toFixed(2)} of the floor`,
);
const repeatedShare = Math.max(one.repeated.rps, all.repeated.rps) / floorRow.rps;
console.log(
  `targets: all-new WORKERS=${ALL} / WORKERS=1 = ${scale.toFixed(2)}× (≥ 1.5 on 2 cores: ${scale >= 1.5 ? 'ok' : 'MISSED'}); ` +
    `all-new p99 at WORKERS=${ALL} ${bothAllNew.all.p99} ms (≤ 30: ${bothAllNew.all.p99 <= 30 ? 'ok' : 'MISSED'}); ` +
    `repeated ${repeatedShare.toFixed(2)} of the floor (≥ 0.33: ${repeatedShare >= 1 / 3 ? 'ok' : 'MISSED'})`,
);
if ([before.allNew, bothAllNew.one, bothAllNew.all].some((r) => r.requests > newPaths.length / 3)) {
  console.log('(some all-new paths came round twice: raise the page sizes in http-scale.ts)');
}
