// Engine benchmark (docs/budgets.md): the fixed mixed query set timed in process on the real data, per class, beside
// the naive SQLite FTS5 baseline timed in the same run. Prints figures; asserts nothing.
// Run alone with `npx tsx bench/engine/engine.ts` (DATA_DIR defaults to ../shared/data; DB_PATH to data/training.db).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { ensureDatabase } from '../../server/data/ensure-database';
import { openEngine } from '../../server/engine/open-engine';
import { runBaseline } from './engine-baseline';
import { addedQueries, benchQueries, type BenchQuery } from './engine-queries';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface EngineBenchRow {
  queryClass: string;
  n: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time (user + system) p50: less disturbed than wall time when other jobs share the machine */
  cpuP50Ms: number;
  baselineP50Ms: number;
  baselineP99Ms: number;
  /** baseline p50 / engine p50 */
  speedup: number;
}

export interface EngineBenchResult {
  rows: EngineBenchRow[];
  startupMs: number;
  rssMB: number;
  heapMB: number;
  dbPath: string;
  /** 1-minute load average at the end: above the 2 cores, other jobs were competing and wall times inflate */
  loadAverage: number;
}

const ENGINE_REPS = Number(process.env.BENCH_ENGINE_REPS ?? 30);
const BASELINE_REPS = Number(process.env.BENCH_BASELINE_REPS ?? 3);

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

function time(fn: () => unknown, cpu?: number[]): number {
  const c = process.cpuUsage();
  const t = performance.now();
  fn();
  const wall = performance.now() - t;
  const used = process.cpuUsage(c);
  cpu?.push((used.user + used.system) / 1000);
  return wall;
}

export async function runEngineBench(
  log: (line: string) => void = () => undefined,
): Promise<EngineBenchResult> {
  const dbPath = path.resolve(repoRoot, process.env.DB_PATH ?? 'data/training.db');
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '../shared/data');
  await ensureDatabase({ dbPath, dataDir, log });
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const engine = openEngine(dbPath);
  const startupMs = performance.now() - t0;
  const mem = process.memoryUsage();
  const run = (q: BenchQuery) =>
    q.op === 'v2'
      ? engine.searchPrograms(q.req)
      : q.op === 'v1'
        ? engine.searchInstitutions(q.req)
        : q.op === 'suggest'
          ? engine.suggest?.(q.req)
          : engine.programDetails(q.req);
  engine.warmUp(); // as the service does once it listens: the suggestion indexes, the per-school totals
  await engine.ready();
  const queries = [...benchQueries, ...addedQueries];
  for (const q of queries) run(q); // warm-up: JIT and the one-off browse-all tallies
  const samples = new Map<string, { engine: number[]; cpu: number[]; baseline: number[] }>();
  const bucket = (cls: string) => {
    let b = samples.get(cls);
    if (!b) samples.set(cls, (b = { engine: [], cpu: [], baseline: [] }));
    return b;
  };
  // Interleaved rounds, so a slow moment of the machine spreads over all classes instead of hitting one.
  for (let rep = 0; rep < ENGINE_REPS; rep++) {
    for (const q of queries) {
      const b = bucket(q.cls);
      b.engine.push(time(() => run(q), b.cpu));
    }
  }
  const db = new Database(dbPath, { readonly: true });
  try {
    for (let rep = 0; rep < BASELINE_REPS; rep++) {
      for (const q of queries) {
        // The naive baseline knows docs/service.md's search only (it has no details operation).
        if (q.op !== 'details') bucket(q.cls).baseline.push(time(() => runBaseline(db, q)));
      }
    }
  } finally {
    db.close();
  }
  const row = (queryClass: string, e: number[], c: number[], b: number[]): EngineBenchRow => {
    e.sort((x, y) => x - y);
    c.sort((x, y) => x - y);
    b.sort((x, y) => x - y);
    const p50 = quantile(e, 0.5);
    const bp50 = quantile(b, 0.5);
    return {
      queryClass,
      n: e.length,
      p50Ms: p50,
      p99Ms: quantile(e, 0.99),
      cpuP50Ms: quantile(c, 0.5),
      baselineP50Ms: bp50,
      baselineP99Ms: quantile(b, 0.99),
      speedup: bp50 / p50,
    };
  };
  const rows = [...samples].map(([cls, s]) => row(cls, [...s.engine], [...s.cpu], [...s.baseline]));
  const all = [...samples.values()];
  rows.push(
    row(
      'all queries',
      all.flatMap((s) => s.engine),
      all.flatMap((s) => s.cpu),
      all.flatMap((s) => s.baseline),
    ),
  );
  return {
    rows,
    startupMs,
    rssMB: (mem.rss - rss0) / 2 ** 20,
    heapMB: mem.heapUsed / 2 ** 20,
    dbPath,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

export function formatEngineBench(r: EngineBenchResult): string[] {
  const f = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
  const head = ['query class', 'n', 'p50 ms', 'p99 ms', 'cpu p50', 'naive p50', 'naive p99', 'speed-up'];
  const body = r.rows.map((x) => [
    x.queryClass,
    String(x.n),
    f(x.p50Ms),
    f(x.p99Ms),
    f(x.cpuP50Ms),
    f(x.baselineP50Ms),
    f(x.baselineP99Ms),
    `${x.speedup.toFixed(0)}x`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [
    `Engine, in process, real data (${r.dbPath}); budgets p50 <= 5 ms, p99 <= 20 ms, >= 10x the naive SQLite query`,
    line(head),
    ...body.map(line),
    `machine load average ${r.loadAverage.toFixed(1)} on ${os.cpus().length} cores; speed-up = naive p50 / engine p50`,
    `start-up (openEngine): ${r.startupMs.toFixed(0)} ms (budget 2,000 ms); memory: +${r.rssMB.toFixed(0)} MB RSS, ${r.heapMB.toFixed(0)} MB JS heap`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runEngineBench((line) => console.error(line));
  for (const line of formatEngineBench(result)) console.log(line);
}
