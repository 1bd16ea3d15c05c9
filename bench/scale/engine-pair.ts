// Before and after in one process, on one database (the 10× copy by default): the engine of another checkout
// (BENCH_BEFORE_DIR, or BENCH_BASELINE_REF extracted by baseline-copy.ts) and this one, interleaved query by query
// so a busy moment of the shared machine hits both alike. Each query is timed in CPU time (process.cpuUsage, which
// a loaded machine does not inflate the way it inflates wall time) and wall time. Prints each query's median
// before and after, slowest first, and p50/p99 by class. Prints figures; asserts nothing. Usage:
//   BENCH_BASELINE_REF=40e679c [BENCH_ONLY=<text>] npx tsx bench/scale/engine-pair.ts [1x|10x] [rounds]
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { baselineCopy } from '../baseline-copy';
import { addedQueries, benchQueries, type BenchQuery } from '../engine-queries';
import { ensureScaleDatabases } from './tenfold-db';

interface Engine {
  searchPrograms: (r: never) => unknown;
  searchInstitutions: (r: never) => unknown;
  programDetails: (r: never) => unknown;
  suggest?: (r: never) => unknown;
  warmUp?: () => void;
  ready?: () => Promise<void>;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scale = process.argv[2] ?? '10x';
const rounds = Number(process.argv[3] ?? 10);

async function open(dir: string, db: string): Promise<Engine> {
  const mod = (await import(pathToFileURL(path.join(dir, 'server/engine/open-engine.ts')).href)) as {
    openEngine: (p: string) => Engine;
  };
  const engine = mod.openEngine(db);
  engine.warmUp?.();
  await engine.ready?.();
  return engine;
}

const run = (e: Engine, q: BenchQuery) =>
  q.op === 'v2'
    ? e.searchPrograms(q.req as never)
    : q.op === 'v1'
      ? e.searchInstitutions(q.req as never)
      : q.op === 'suggest'
        ? e.suggest?.(q.req as never)
        : e.programDetails(q.req as never);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const f = (x: number) => (Number.isNaN(x) ? '—' : x < 10 ? x.toFixed(2) : x.toFixed(1));

async function main(): Promise<void> {
  const { oneX, tenX } = await ensureScaleDatabases(repoRoot, (l) => console.log(l));
  const db = scale === '1x' ? oneX : tenX;
  const base = process.env.BENCH_BEFORE_DIR ? null : baselineCopy(repoRoot);
  const beforeDir = process.env.BENCH_BEFORE_DIR ?? base?.dir ?? '';
  try {
    const before = await open(beforeDir, db);
    const after = await open(repoRoot, db);
    // BENCH_ONLY=<text>: only the queries whose class or request holds the text (a closer look at a few).
    const only = process.env.BENCH_ONLY ?? '';
    const queries = [...benchQueries, ...addedQueries].filter(
      (q) => !only || `${q.cls} ${JSON.stringify(q.req)}`.includes(only),
    );
    for (const q of queries) {
      run(before, q);
      run(after, q);
    }
    const times = queries.map(() => ({ before: [] as number[], after: [] as number[] }));
    const walls = queries.map(() => ({ before: [] as number[], after: [] as number[] }));
    for (let r = 0; r < rounds; r++) {
      queries.forEach((q, k) => {
        const order = r % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
        for (const which of order) {
          const t = cpuMs();
          const w = performance.now();
          run(which === 'before' ? before : after, q);
          times[k]?.[which].push(cpuMs() - t);
          walls[k]?.[which].push(performance.now() - w);
        }
      });
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
        `${f(b).padStart(7)} ${f(a).padStart(7)}  ${q.cls.padEnd(22)} ${JSON.stringify(q.req)
          .replace(/"userId":"bench",?/, '')
          .slice(0, 110)}`,
      );
    const classes = [...new Set(queries.map((q) => q.cls))];
    console.log('\nclass                     before p50  after p50  before p99  after p99');
    const all = { before: [] as number[], after: [] as number[] };
    for (const cls of classes) {
      const b = queries.flatMap((q, k) => (q.cls === cls ? (times[k]?.before ?? []) : []));
      const a = queries.flatMap((q, k) => (q.cls === cls ? (times[k]?.after ?? []) : []));
      all.before.push(...b);
      all.after.push(...a);
      console.log(
        `${cls.padEnd(24)} ${f(quantile(b, 0.5)).padStart(10)} ${f(quantile(a, 0.5)).padStart(10)} ${f(quantile(b, 0.99)).padStart(11)} ${f(quantile(a, 0.99)).padStart(10)}`,
      );
    }
    const v2 = { before: [] as number[], after: [] as number[] };
    queries.forEach((q, k) => {
      if (q.op !== 'v2') return;
      v2.before.push(...(times[k]?.before ?? []));
      v2.after.push(...(times[k]?.after ?? []));
    });
    console.log(
      `${'v2 program searches'.padEnd(24)} ${f(quantile(v2.before, 0.5)).padStart(10)} ${f(quantile(v2.after, 0.5)).padStart(10)} ${f(quantile(v2.before, 0.99)).padStart(11)} ${f(quantile(v2.after, 0.99)).padStart(10)}`,
    );
    console.log(
      `${'all queries'.padEnd(24)} ${f(quantile(all.before, 0.5)).padStart(10)} ${f(quantile(all.after, 0.5)).padStart(10)} ${f(quantile(all.before, 0.99)).padStart(11)} ${f(quantile(all.after, 0.99)).padStart(10)}`,
    );
  } finally {
    base?.remove();
  }
}

await main();
