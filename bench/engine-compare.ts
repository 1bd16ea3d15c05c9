// Before/after in one run: this checkout's engine and another checkout's (e.g. main) on the same database and the
// same query set, interleaved, per class. Prints figures; asserts nothing.
//   npx tsx bench/engine-compare.ts --before ../main     (DB_PATH defaults to data/training.db)
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { LocalEngine } from '../server/engine/open-engine';
import { openEngine } from '../server/engine/open-engine';
import { benchQueries, type BenchQuery } from './engine-queries';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { before: { type: 'string' }, reps: { type: 'string', default: '30' } },
});
if (!values.before) throw new Error('--before <checkout> is required (the other tree, e.g. ../main)');
const beforeRoot = path.resolve(repoRoot, values.before);
const dbPath = path.resolve(repoRoot, process.env.DB_PATH ?? 'data/training.db');
const reps = Number(values.reps);

const other = (await import(pathToFileURL(path.join(beforeRoot, 'server/engine/open-engine.ts')).href)) as {
  openEngine: (db: string) => LocalEngine;
};
let t = performance.now();
const before = other.openEngine(dbPath);
const beforeStart = performance.now() - t;
t = performance.now();
const after = openEngine(dbPath);
const afterStart = performance.now() - t;
before.warmUp();
after.warmUp();
await after.ready();

const run = (e: LocalEngine, q: BenchQuery) =>
  q.op === 'v2' ? e.searchPrograms(q.req) : q.op === 'v1' ? e.searchInstitutions(q.req) : e.suggest?.(q.req);
const runnable = (e: LocalEngine, q: BenchQuery) => q.op !== 'suggest' || typeof e.suggest === 'function';
for (const q of benchQueries) {
  if (runnable(before, q)) run(before, q);
  run(after, q);
}
const samples = new Map<string, { before: number[]; after: number[] }>();
for (let rep = 0; rep < reps; rep++) {
  for (const q of benchQueries) {
    const s = samples.get(q.cls) ?? { before: [], after: [] };
    samples.set(q.cls, s);
    // Alternate which goes first, so neither always runs on a cache the other warmed.
    const order: Array<['before' | 'after', LocalEngine]> =
      rep % 2
        ? [
            ['after', after],
            ['before', before],
          ]
        : [
            ['before', before],
            ['after', after],
          ];
    for (const [name, e] of order) {
      if (!runnable(e, q)) continue;
      const t0 = performance.now();
      run(e, q);
      s[name].push(performance.now() - t0);
    }
  }
}
const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] ?? NaN) : NaN;
};
const f = (x: number) => (Number.isNaN(x) ? 'n/a' : x < 10 ? x.toFixed(2) : x.toFixed(1));
const rows = [...samples].map(([cls, s]) => [cls, s.before, s.after] as const);
rows.push(['all queries', rows.flatMap((r) => r[1]), rows.flatMap((r) => r[2])]);
const table = [
  ['query class', 'before p50', 'after p50', 'before p99', 'after p99', 'after/before p50'],
  ...rows.map(([cls, b, a]) => [
    cls,
    f(q(b, 0.5)),
    f(q(a, 0.5)),
    f(q(b, 0.99)),
    f(q(a, 0.99)),
    b.length ? `${(q(a, 0.5) / q(b, 0.5)).toFixed(2)}x` : 'new',
  ]),
];
const widths = table[0]?.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length))) ?? [];
console.log(`Engine before (${beforeRoot}) and after (${repoRoot}) on ${dbPath}, ${reps} interleaved rounds`);
for (const r of table)
  console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '));
console.log(
  `openEngine: before ${beforeStart.toFixed(0)} ms, after ${afterStart.toFixed(0)} ms (each run once, in that order)`,
);
console.log(
  `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores: above the cores, wall times inflate`,
);
