// Before and after on one database (the 10× copy by default): the engine of another checkout (BENCH_BEFORE_DIR, or
// BENCH_BASELINE_REF extracted by baseline-copy.ts) and this one, each in a process of its own (as a worker runs
// it: one engine, one heap, so one engine's garbage is not collected on the other's time), interleaved query by
// query so a busy moment of the shared machine hits both alike. Each query is timed inside its process in CPU time
// (process.cpuUsage, which a loaded machine does not inflate the way it inflates wall time; it includes the
// process's garbage collection) and wall time. Each process sets the heap's headroom a serving process sets
// (HEAP_GROWTH_PERCENT, decision 0255). Prints each query's median before and after, slowest first, and
// p50/p99 by class. Prints figures; asserts nothing. Usage:
//   BENCH_BASELINE_REF=40e679c [BENCH_ONLY=<text>] [BENCH_KEEP_KEYWORDS=1] npx tsx bench/scale/engine-pair.ts [1x|10x]
//   [rounds]
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_HEAP_GROWTH_PERCENT, setHeapGrowth } from '../../server/start/heap-growth';
import { workerEnv } from '../../server/start/malloc-env';
import { baselineCopy } from '../baseline-copy';
import {
  addedQueries,
  benchQueries,
  runBenchQuery,
  type BenchEngine,
  type BenchQuery,
} from '../engine/engine-queries';
import { keptKeywordsOff } from './kept-keywords-off';
import { ensureScaleDatabases } from './tenfold-db';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scale = process.argv[2] ?? '10x';
const rounds = Number(process.argv[3] ?? 10);

async function open(dir: string, db: string): Promise<BenchEngine> {
  const mod = (await import(pathToFileURL(path.join(dir, 'server/engine/open-engine.ts')).href)) as {
    openEngine: (p: string) => BenchEngine;
  };
  const engine = mod.openEngine(db);
  engine.warmUp?.();
  await engine.ready?.();
  return engine;
}

const run = (e: BenchEngine, q: BenchQuery) => runBenchQuery(e, q);

/** A request with only what it sets (empty strings and lists, page defaults and the bench's user id left out). */
const setFields = (req: unknown) =>
  JSON.stringify(req, (key, value: unknown) =>
    key !== '' &&
    (value === '' ||
      (Array.isArray(value) && value.length === 0) ||
      key === 'userId' ||
      key === 'startRecord')
      ? undefined
      : value,
  );

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** In a child process: opens one engine, then times each query the parent sends (CPU and wall ms). */
async function child(dir: string, db: string): Promise<void> {
  await keptKeywordsOff(dir);
  // The heap's headroom as a serving process sets it (decision 0255), for the engines of both checkouts alike.
  setHeapGrowth(Number(process.env.HEAP_GROWTH_PERCENT ?? DEFAULT_HEAP_GROWTH_PERCENT));
  const engine = await open(dir, db);
  process.on('message', (q: BenchQuery) => {
    const t = cpuMs();
    const w = performance.now();
    run(engine, q);
    process.send?.({ cpu: cpuMs() - t, wall: performance.now() - w });
  });
  process.send?.({ ready: true });
}

interface Timed {
  cpu: number;
  wall: number;
}

/** One engine in a child process: `time(q)` runs a query there and answers its CPU and wall time. */
async function spawnEngine(dir: string, db: string) {
  const proc: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    // With the allocator's setting a serving worker has (decision 0267).
    env: { ...process.env, ...workerEnv(), ENGINE_PAIR_CHILD: JSON.stringify([dir, db]) },
    execArgv: process.execArgv,
  });
  let waiting: { resolve: (a: Timed) => void; reject: (e: Error) => void } | null = null;
  proc.on('message', (a: Timed) => waiting?.resolve(a));
  proc.on('exit', (code) => waiting?.reject(new Error(`engine process for ${dir} exited with ${code}`)));
  const next = () => new Promise<Timed>((resolve, reject) => (waiting = { resolve, reject }));
  await next();
  return {
    time: (q: BenchQuery) => {
      const answer = next();
      proc.send(q);
      return answer;
    },
    stop: () => proc.kill(),
  };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};
const f = (x: number) => (Number.isNaN(x) ? '—' : x < 10 ? x.toFixed(2) : x.toFixed(1));

async function main(): Promise<void> {
  const { oneX, tenX } = await ensureScaleDatabases(repoRoot, (l) => console.log(l));
  const db = scale === '1x' ? oneX : tenX;
  const base = process.env.BENCH_BEFORE_DIR ? null : baselineCopy(repoRoot);
  const beforeDir = process.env.BENCH_BEFORE_DIR ?? base?.dir ?? '';
  const [before, after] = await Promise.all([spawnEngine(beforeDir, db), spawnEngine(repoRoot, db)]);
  try {
    // BENCH_ONLY=<text>: only the queries whose class or request holds the text (a closer look at a few).
    const only = process.env.BENCH_ONLY ?? '';
    const queries = [...benchQueries, ...addedQueries].filter(
      (q) => !only || `${q.cls} ${JSON.stringify(q.req)}`.includes(only),
    );
    for (const q of queries) {
      await before.time(q);
      await after.time(q);
    }
    const times = queries.map(() => ({ before: [] as number[], after: [] as number[] }));
    const walls = queries.map(() => ({ before: [] as number[], after: [] as number[] }));
    for (let r = 0; r < rounds; r++) {
      for (const [k, q] of queries.entries()) {
        const order = r % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
        for (const which of order) {
          const { cpu, wall } = await (which === 'before' ? before : after).time(q);
          times[k]?.[which].push(cpu);
          walls[k]?.[which].push(wall);
        }
      }
    }
    console.log(
      `Engine ${base?.label ?? beforeDir} (before) and this checkout (after) on the ${scale} database, ${rounds} interleaved rounds (CPU ms; wall ms in the last columns); load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    const rows = queries.map((q, k) => ({
      q,
      b: quantile(times[k]?.before ?? [], 0.5),
      a: quantile(times[k]?.after ?? [], 0.5),
    }));
    rows.sort((x, y) => Math.max(y.a, y.b) - Math.max(x.a, x.b));
    for (const { q, b, a } of rows.slice(0, Number(process.env.TOP ?? 30)))
      console.log(
        `${f(b).padStart(7)} ${f(a).padStart(7)}  ${q.cls.padEnd(22)} ${setFields(q.req).slice(0, 110)}`,
      );
    const classes = [...new Set(queries.map((q) => q.cls))];
    // CPU time counts the process's garbage-collection threads too (concurrent marking charged to the search that
    // was running); wall time counts the pauses the search waited through. Both are shown.
    console.log(
      '\nclass                     CPU p50 before/after  CPU p99 before/after  wall p50 before/after  wall p99 before/after',
    );
    const pick = (of: (k: number) => boolean, which: 'before' | 'after', from: typeof times) =>
      queries.flatMap((_q, k) => (of(k) ? (from[k]?.[which] ?? []) : []));
    const row = (label: string, of: (k: number) => boolean) => {
      const cells = [times, walls].flatMap((from) =>
        [0.5, 0.99].map((q) => {
          const b = f(quantile(pick(of, 'before', from), q));
          const a = f(quantile(pick(of, 'after', from), q));
          return `${b.padStart(9)} / ${a.padEnd(9)}`;
        }),
      );
      console.log(`${label.padEnd(24)} ${cells.join(' ')}`);
    };
    for (const cls of classes) row(cls, (k) => queries[k]?.cls === cls);
    row('v2 program searches', (k) => queries[k]?.op === 'v2');
    row('all queries', () => true);
  } finally {
    before.stop();
    after.stop();
    base?.remove();
  }
}

const childOf = process.env.ENGINE_PAIR_CHILD;
if (childOf) {
  const [dir = '', db = ''] = JSON.parse(childOf) as string[];
  await child(dir, db);
} else await main();
