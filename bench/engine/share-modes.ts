// How N search engines share the loaded data (issue 11, point 1; decision 0132), measured in one run on one database:
//   copies   N processes, each reading the engine snapshot into memory of its own (what WORKERS=N runs today)
//   mapped   N processes, each mapping the snapshot file (mmap-io): the pages are shared through the page cache
//   threads  one process, N worker threads, each opening the engine over ONE SharedArrayBuffer holding the snapshot
// For each: memory once every engine is open and warm (RSS and PSS summed over the processes: PSS counts a shared
// page once, split between its users — the honest total), and the engine's own throughput with all N running the
// bench query set at once (no HTTP: what the sharing costs or gains at the engine). Prints figures; asserts nothing.
//   npx tsx bench/engine/share-modes.ts [db path, default data/training.db | 10x]   (BENCH_SHARE_N=cores, BENCH_SHARE_SECONDS=5)
// `mapped` needs mmap-io, which does not build with this repository's compiler defaults on Node 20 (it builds with
// CXXFLAGS=-std=c++17): point BENCH_MMAP_IO at an installed copy's folder, else that mode is skipped and says so.
import { fork } from 'node:child_process';
import { fstatSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { benchQueries, type BenchQuery } from './engine-queries';
import { openEngine, type LocalEngine } from '../../server/engine/open-engine';
import {
  readIntoShared,
  snapshotPathFor,
  snapshotReadable,
  writeSnapshotFor,
} from '../../server/engine/snapshot/start-up';
import { ensureTenfoldDatabase } from '../scale/tenfold-db';

const here = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(here), '../..');
const N = Number(process.env.BENCH_SHARE_N ?? os.availableParallelism());
const SECONDS = Number(process.env.BENCH_SHARE_SECONDS ?? 5);
type Mode = 'copies' | 'mapped' | 'threads';

/** Messages from an engine (a process or a thread) to the bench. */
type FromEngine = { type: 'ready'; openMs: number } | { type: 'done'; queries: number };

function run(engine: LocalEngine, q: BenchQuery): unknown {
  if (q.op === 'v2') return engine.searchPrograms(q.req as never);
  if (q.op === 'v1') return engine.searchInstitutions(q.req as never);
  if (q.op === 'suggest') return engine.suggest?.(q.req as never);
  return engine.programDetails?.(q.req as never);
}

/** Opens one engine, warms it, reports ready; on "go" runs the query set for SECONDS and reports how many. */
async function engineSide(
  dbPath: string,
  buffer: ArrayBufferLike | undefined,
  send: (m: FromEngine) => void,
  onGo: (f: () => void) => void,
): Promise<void> {
  const t0 = performance.now();
  const engine = openEngine(dbPath, undefined, buffer ? { snapshotBuffer: buffer } : {});
  const openMs = performance.now() - t0;
  engine.warmUp();
  await engine.ready();
  for (const q of benchQueries) run(engine, q);
  send({ type: 'ready', openMs });
  onGo(() => {
    let queries = 0;
    const end = performance.now() + SECONDS * 1000;
    for (let i = 0; performance.now() < end; i++) {
      run(engine, benchQueries[i % benchQueries.length] as BenchQuery);
      queries++;
    }
    send({ type: 'done', queries });
    engine.close();
  });
}

/** The snapshot file mapped read-only and shared (MAP_SHARED): its pages are the page cache's. */
function mapSnapshot(dbPath: string): ArrayBufferLike {
  const dir = process.env.BENCH_MMAP_IO ?? '';
  const mmap = createRequire(path.join(dir, 'x.js'))('mmap-io') as {
    map: (size: number, prot: number, flags: number, fd: number, offset: number) => Buffer;
    PROT_READ: number;
    MAP_SHARED: number;
  };
  const fd = openSync(snapshotPathFor(dbPath), 'r');
  const b = mmap.map(fstatSync(fd).size, mmap.PROT_READ, mmap.MAP_SHARED, fd, 0);
  return b.buffer;
}

/** Memory of a process from /proc (MB): resident and proportional set size. */
function memoryOf(pid: number): { rss: number; pss: number } {
  const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { rss: kb('Rss') / 1024, pss: kb('Pss') / 1024 };
}

interface Result {
  mode: Mode;
  rss: number;
  pss: number;
  openMs: number;
  qps: number;
  /** CPU time the engines' processes used per query: what a loaded machine does not change, unlike queries/s */
  cpuMsPerQuery: number;
}

/** CPU seconds (user + system) a process has used, all its threads included. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs one mode: N engines open, memory read, then all run at once. */
async function measure(mode: Mode, dbPath: string): Promise<Result | string> {
  if (mode === 'mapped' && !process.env.BENCH_MMAP_IO)
    return 'skipped: set BENCH_MMAP_IO (see the top of this file)';
  type Side = { pid: number; on: (f: (m: FromEngine) => void) => void; go: () => void; stop: () => void };
  const sides: Side[] = [];
  if (mode === 'threads') {
    // One copy of the file's bytes, in memory every thread can see.
    const shared = readIntoShared(snapshotPathFor(dbPath));
    for (let i = 0; i < N; i++) {
      const w = new Worker(path.join(repoRoot, 'bench/engine/ts-worker.mjs'), {
        workerData: { entry: pathToFileURL(here).href, dbPath, shared },
      });
      sides.push({
        pid: process.pid,
        on: (f) => w.on('message', f),
        go: () => w.postMessage('go'),
        stop: () => void w.terminate(),
      });
    }
  } else {
    for (let i = 0; i < N; i++) {
      const c = fork(here, ['engine', mode, dbPath], { execArgv: ['--import', 'tsx'], cwd: repoRoot });
      sides.push({
        pid: c.pid ?? 0,
        on: (f) => c.on('message', (m) => f(m as FromEngine)),
        go: () => c.send('go'),
        stop: () => void c.kill(),
      });
    }
  }
  const next = (type: FromEngine['type']) =>
    Promise.all(
      sides.map((s) => new Promise<FromEngine>((resolve) => s.on((m) => m.type === type && resolve(m)))),
    );
  const ready = await next('ready');
  global.gc?.();
  const pids = [...new Set(sides.map((s) => s.pid))];
  const mem = pids.map(memoryOf).reduce((a, b) => ({ rss: a.rss + b.rss, pss: a.pss + b.pss }));
  const done = next('done');
  const cpuBefore = pids.reduce((a, p) => a + cpuSecondsOf(p), 0);
  for (const s of sides) s.go();
  const counts = await done;
  const cpu = pids.reduce((a, p) => a + cpuSecondsOf(p), 0) - cpuBefore;
  for (const s of sides) s.stop();
  const queries = counts.reduce((a, m) => a + (m.type === 'done' ? m.queries : 0), 0);
  const openMs = Math.max(...ready.map((m) => (m.type === 'ready' ? m.openMs : 0)));
  return { mode, ...mem, openMs, qps: queries / SECONDS, cpuMsPerQuery: (1000 * cpu) / Math.max(1, queries) };
}

if (!isMainThread) {
  const { dbPath, shared } = workerData as { dbPath: string; shared: SharedArrayBuffer };
  await engineSide(
    dbPath,
    shared,
    (m) => parentPort?.postMessage(m),
    (f) => parentPort?.once('message', f),
  );
} else if (process.argv[2] === 'engine') {
  const [, , , mode, dbPath] = process.argv as [string, string, string, Mode, string];
  await engineSide(
    dbPath,
    mode === 'mapped' ? mapSnapshot(dbPath) : undefined,
    (m) => process.send?.(m),
    (f) => process.once('message', f),
  );
} else {
  const oneX = path.resolve(repoRoot, process.env.DB_PATH ?? 'data/training.db');
  // "10x": the bench's 10× database (bench/scale/tenfold-db.ts), with a snapshot this version reads.
  const dbPath =
    process.argv[2] === '10x'
      ? await ensureTenfoldDatabase(oneX, (l) => console.log(l))
      : path.resolve(process.argv[2] ?? oneX);
  if (!snapshotReadable(dbPath)) writeSnapshotFor(dbPath, (l) => console.log(l));
  const snapshotMB = readFileSync(snapshotPathFor(dbPath)).byteLength / 2 ** 20;
  console.log(
    `Sharing the search data: ${N} engines on ${path.basename(dbPath)} (snapshot ${snapshotMB.toFixed(0)} MB), ` +
      `${SECONDS} s of the bench queries each, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    `${'mode'.padEnd(10)}${'RSS MB'.padStart(9)}${'PSS MB'.padStart(9)}${'open ms'.padStart(9)}${'queries/s'.padStart(11)}` +
      `${'CPU ms/query'.padStart(14)}`,
  );
  for (const mode of ['copies', 'mapped', 'threads'] as const) {
    const r = await measure(mode, dbPath);
    if (typeof r === 'string') console.log(`${mode.padEnd(10)}${r}`);
    else
      console.log(
        `${mode.padEnd(10)}${r.rss.toFixed(0).padStart(9)}${r.pss.toFixed(0).padStart(9)}` +
          `${r.openMs.toFixed(0).padStart(9)}${r.qps.toFixed(0).padStart(11)}${r.cpuMsPerQuery.toFixed(2).padStart(14)}`,
      );
  }
}
