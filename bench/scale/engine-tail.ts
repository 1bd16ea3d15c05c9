// What makes the v2 p99 of one engine on one database (issue 20 point 2, `docs/engine-speed.md` and decision 0275): the v2 searches of
// the fixed set, BENCH_ENGINE_REPS rounds (20, as engine-one.ts), each timed; the p99, how many samples are over
// BENCH_TAIL_MS (10) against how many a p99 allows, which searches they are, and how many had a garbage collection
// inside (PerformanceObserver 'gc' entries overlapping the sample), with the collections by kind. Keyword keeping off
// and the heap headroom a worker sets, as the engine benches run. Prints figures; asserts nothing.
//   node --expose-gc --import tsx bench/scale/engine-tail.ts <db> [<checkout dir whose engine to time>]
import path from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_HEAP_GROWTH_PERCENT, setHeapGrowth } from '../../server/start/heap-growth';
import { addedQueries, benchQueries, runBenchQuery, type BenchEngine } from '../engine/engine-queries';
import { keptKeywordsOff } from './kept-keywords-off';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const db = path.resolve(process.argv[2] ?? 'data/training.db');
const dir = path.resolve(process.argv[3] ?? repoRoot);
const REPS = Number(process.env.BENCH_ENGINE_REPS ?? 20);
const LIMIT_MS = Number(process.env.BENCH_TAIL_MS ?? 10);

const mod = (await import(pathToFileURL(path.join(dir, 'server/engine/open-engine.ts')).href)) as {
  openEngine: (p: string) => BenchEngine;
};
await keptKeywordsOff(dir);
setHeapGrowth(Number(process.env.HEAP_GROWTH_PERCENT ?? DEFAULT_HEAP_GROWTH_PERCENT));
const engine = mod.openEngine(db);
engine.warmUp?.();
await engine.ready?.();
// Every query of the set runs, as in engine-one.ts (the others' garbage lands in the v2 samples too); v2 is timed.
const queries = [...benchQueries, ...addedQueries].filter(
  (q) => (q.op !== 'suggest' || engine.suggest) && (q.op !== 'details' || engine.programDetails),
);
for (const q of queries) runBenchQuery(engine, q);
global.gc?.();

interface Collection {
  start: number;
  ms: number;
  kind: number;
}
const collections: Collection[] = [];
const observer = new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    collections.push({
      start: e.startTime,
      ms: e.duration,
      kind: (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0,
    });
});
observer.observe({ entryTypes: ['gc'] });

interface Sample {
  ms: number;
  start: number;
  label: string;
}
const samples: Sample[] = [];
for (let rep = 0; rep < REPS; rep++) {
  for (const q of queries) {
    const start = performance.now();
    runBenchQuery(engine, q);
    const ms = performance.now() - start;
    if (q.op === 'v2') samples.push({ ms, start, label: `${q.cls}: ${JSON.stringify(q.req).slice(0, 90)}` });
  }
}
await new Promise((resolve) => setTimeout(resolve, 50)); // the last entries are delivered asynchronously
observer.disconnect();

const withCollection = (s: Sample) =>
  collections.some((c) => c.start < s.start + s.ms && c.start + c.ms > s.start);
const sorted = [...samples].sort((a, b) => b.ms - a.ms);
const allowed = Math.ceil(sorted.length * 0.01) - 1;
const over = sorted.filter((s) => s.ms > LIMIT_MS);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]?.ms ?? NaN;
console.log(
  `${path.basename(db)}, ${dir === repoRoot ? 'this checkout' : dir}: ${sorted.length} v2 samples, ` +
    `p50 ${at(0.5).toFixed(2)} ms, p99 ${sorted[allowed]?.ms.toFixed(2)} ms; over ${LIMIT_MS} ms: ${over.length} ` +
    `(a p99 allows ${allowed}), ${over.filter(withCollection).length} of them with a collection inside`,
);
const kinds = new Map<number, { n: number; ms: number; max: number }>();
for (const c of collections) {
  const k = kinds.get(c.kind) ?? { n: 0, ms: 0, max: 0 };
  kinds.set(c.kind, { n: k.n + 1, ms: k.ms + c.ms, max: Math.max(k.max, c.ms) });
}
const KIND: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
console.log(
  'collections: ' +
    [...kinds]
      .map(([k, v]) => `${KIND[k] ?? k} ${v.n} (${v.ms.toFixed(0)} ms, longest ${v.max.toFixed(1)})`)
      .join('; '),
);
const bySearch = new Map<string, { n: number; collected: number }>();
for (const s of over) {
  const v = bySearch.get(s.label) ?? { n: 0, collected: 0 };
  bySearch.set(s.label, { n: v.n + 1, collected: v.collected + (withCollection(s) ? 1 : 0) });
}
for (const [label, v] of [...bySearch].sort((a, b) => b[1].n - a[1].n))
  console.log(`${String(v.n).padStart(4)} (${v.collected} with a collection)  ${label}`);
