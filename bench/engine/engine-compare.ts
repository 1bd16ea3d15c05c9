// Before/after in one run: the engine of an earlier checkout and this one, each on its own database, timed on the
// same query set interleaved (so a busy moment of the shared machine hits both alike). Prints figures; asserts
// nothing. Usage:
//   git worktree add /tmp/before <commit>   (or: git archive <commit> | tar -x -C /tmp/before)
//   cd /tmp/before && ln -s <repo>/node_modules && DATA_DIR=<data> npx tsx server/data/cli.ts   (its own database)
//   BENCH_BEFORE_DIR=/tmp/before npx tsx bench/engine/engine-compare.ts
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openEngine } from '../../server/engine/open-engine';
import { addedQueries, benchQueries, type BenchQuery } from './engine-queries';

interface Engine {
  searchPrograms: (r: never) => unknown;
  searchInstitutions: (r: never) => unknown;
  programDetails?: (r: never) => unknown;
  suggest?: (r: never) => unknown;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPS = Number(process.env.BENCH_ENGINE_REPS ?? 30);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};

function runner(engine: Engine) {
  return (q: BenchQuery) =>
    q.op === 'v2'
      ? engine.searchPrograms(q.req as never)
      : q.op === 'v1'
        ? engine.searchInstitutions(q.req as never)
        : q.op === 'suggest'
          ? engine.suggest?.(q.req as never)
          : engine.programDetails?.(q.req as never);
}

function timed(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

export async function compareEngines(beforeDir: string): Promise<string[]> {
  const beforeDb = path.join(beforeDir, 'data/training.db');
  const afterDb = path.resolve(repoRoot, process.env.DB_PATH ?? 'data/training.db');
  const mod = (await import(pathToFileURL(path.join(beforeDir, 'server/engine/open-engine.ts')).href)) as {
    openEngine: (p: string) => Engine & { startupMs: number };
  };
  const rss0 = process.memoryUsage().rss;
  const before = mod.openEngine(beforeDb);
  const rss1 = process.memoryUsage().rss;
  const after = openEngine(afterDb);
  after.warmUp(); // the suggestion indexes, built after listening in the service
  await after.ready();
  const rss2 = process.memoryUsage().rss;
  const runBefore = runner(before);
  const runAfter = runner(after as unknown as Engine);
  for (const q of benchQueries) {
    runBefore(q);
    runAfter(q);
  }
  for (const q of addedQueries) runAfter(q);
  const samples = new Map<string, { before: number[]; after: number[] }>();
  const bucket = (cls: string) => {
    let b = samples.get(cls);
    if (!b) samples.set(cls, (b = { before: [], after: [] }));
    return b;
  };
  for (let rep = 0; rep < REPS; rep++) {
    for (const q of benchQueries) {
      // Alternate which goes first, so neither always meets a warm cache the other left.
      const [first, second] = rep % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      const b = bucket(q.cls);
      b[first].push(timed(() => (first === 'before' ? runBefore(q) : runAfter(q))));
      b[second].push(timed(() => (second === 'before' ? runBefore(q) : runAfter(q))));
    }
    for (const q of addedQueries) bucket(q.cls).after.push(timed(() => runAfter(q)));
  }
  const f = (x: number) => (Number.isNaN(x) ? '—' : x < 10 ? x.toFixed(2) : x.toFixed(1));
  const rows = [...samples].map(([cls, s]) => [
    cls,
    f(quantile(s.before, 0.5)),
    f(quantile(s.after, 0.5)),
    f(quantile(s.before, 0.99)),
    f(quantile(s.after, 0.99)),
  ]);
  const all = [...samples.values()];
  const old = all.filter((s) => s.before.length > 0);
  rows.push([
    'docs/service.md query set (all)',
    f(
      quantile(
        old.flatMap((s) => s.before),
        0.5,
      ),
    ),
    f(
      quantile(
        old.flatMap((s) => s.after),
        0.5,
      ),
    ),
    f(
      quantile(
        old.flatMap((s) => s.before),
        0.99,
      ),
    ),
    f(
      quantile(
        old.flatMap((s) => s.after),
        0.99,
      ),
    ),
  ]);
  const head = ['query class', 'before p50', 'after p50', 'before p99', 'after p99'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [
    `Engine before (${beforeDir}) and after (this checkout), in process, real data, ${REPS} interleaved rounds (ms)`,
    line(head),
    ...rows.map(line),
    `start-up: before ${before.startupMs.toFixed(0)} ms, after ${after.startupMs.toFixed(0)} ms; memory added: before +${((rss1 - rss0) / 2 ** 20).toFixed(0)} MB RSS, after +${((rss2 - rss1) / 2 ** 20).toFixed(0)} MB RSS`,
    `machine load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores; budgets (docs/budgets.md): p50 <= 2 ms, p99 <= 5 ms; details p99 <= 5 ms`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.env.BENCH_BEFORE_DIR;
  if (!dir) {
    console.error('Set BENCH_BEFORE_DIR to a checkout of the earlier commit with its own data/training.db.');
    process.exit(2);
  }
  for (const line of await compareEngines(path.resolve(dir))) console.log(line);
}
