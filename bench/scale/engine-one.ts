// One engine on one database, in its own process (so its memory is its own): load time, memory, and the fixed query
// set's p50/p99 by class, with the heap's headroom a serving process sets (HEAP_GROWTH_PERCENT, decision 0255).
// Prints one JSON line for bench/scale/engine-scale.ts. Usage:
//   npx tsx bench/scale/engine-one.ts <db path> [<checkout dir whose engine to time; default this one>]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_HEAP_GROWTH_PERCENT, setHeapGrowth } from '../../server/start/heap-growth';
import { IDLE_TRIM_MS } from '../../server/engine/scratch/idle-trim';
import {
  addedQueries,
  benchQueries,
  runBenchQuery,
  type BenchEngine,
  type BenchQuery,
} from '../engine/engine-queries';
import { keptKeywordsOff } from './kept-keywords-off';

export interface EngineRun {
  loadMs: number;
  /** the engine read its arrays from the snapshot beside the database (engines before decision 0122: undefined) */
  fromSnapshot?: boolean;
  /** RSS added by opening the engine, its warm-up and one pass of the queries, once searches have paused for
   * SETTLE_MS: what a serving worker holds between bursts of searches (MB) */
  rssMB: number;
  /** the same, read right after the pass: with the memory the allocator holds for reuse (MB; older runs: undefined) */
  rssBusyMB?: number;
  heapMB: number;
  classes: Array<{ cls: string; n: number; p50: number; p99: number }>;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPS = Number(process.env.BENCH_ENGINE_REPS ?? 20);
/** The pause before memory is read: over two of the engine's idle periods, so that one whole period is idle. */
const SETTLE_MS = 2 * IDLE_TRIM_MS + 500;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};

async function main(): Promise<void> {
  const dbPath = path.resolve(process.argv[2] ?? 'data/training.db');
  const dir = path.resolve(process.argv[3] ?? repoRoot);
  const mod = (await import(pathToFileURL(path.join(dir, 'server/engine/open-engine.ts')).href)) as {
    openEngine: (p: string) => BenchEngine & { fromSnapshot?: boolean };
  };
  await keptKeywordsOff(dir);
  // The heap's headroom as a serving process sets it (decision 0255), for the engines of both checkouts alike.
  setHeapGrowth(Number(process.env.HEAP_GROWTH_PERCENT ?? DEFAULT_HEAP_GROWTH_PERCENT));
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const engine = mod.openEngine(dbPath);
  const loadMs = performance.now() - t0;
  engine.warmUp?.();
  await engine.ready?.();
  const run = (q: BenchQuery) => runBenchQuery(engine, q);
  // The checkout may predate the added queries: time only the ones its engine answers.
  const queries = [...benchQueries, ...addedQueries].filter(
    (q) => (q.op !== 'suggest' || engine.suggest) && (q.op !== 'details' || engine.programDetails),
  );
  for (const q of queries) run(q); // warm-up: JIT and the one-off browse-all tallies
  global.gc?.();
  const busyRss = process.memoryUsage().rss;
  // A worker's searches come in bursts; between them an engine may give back what its searches freed (decision
  // 0277). Both checkouts' engines are read after the same pause.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const mem = process.memoryUsage();
  const samples = new Map<string, number[]>();
  /** the v2 program searches alone (issue 20's target is the program search's) */
  const v2: number[] = [];
  for (let rep = 0; rep < REPS; rep++) {
    for (const q of queries) {
      const t = performance.now();
      run(q);
      const ms = performance.now() - t;
      if (q.op === 'v2') v2.push(ms);
      const l = samples.get(q.cls) ?? [];
      l.push(ms);
      samples.set(q.cls, l);
    }
  }
  const all = [...samples.values()].flat();
  const out: EngineRun = {
    loadMs,
    fromSnapshot: engine.fromSnapshot,
    rssMB: (mem.rss - rss0) / 2 ** 20,
    rssBusyMB: (busyRss - rss0) / 2 ** 20,
    heapMB: mem.heapUsed / 2 ** 20,
    classes: [
      ...[...samples].map(([cls, xs]) => ({
        cls,
        n: xs.length,
        p50: quantile(xs, 0.5),
        p99: quantile(xs, 0.99),
      })),
      { cls: 'v2 program searches', n: v2.length, p50: quantile(v2, 0.5), p99: quantile(v2, 0.99) },
      { cls: 'all queries', n: all.length, p50: quantile(all, 0.5), p99: quantile(all, 0.99) },
    ],
  };
  console.log(JSON.stringify(out));
}

await main();
