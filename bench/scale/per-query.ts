// Per-query timings of one engine on one database: median, p90 and max of N rounds, slowest first (where time goes).
//   npx tsx bench/scale/per-query.ts <db> [<checkout dir>] [rounds]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  addedQueries,
  benchQueries,
  runBenchQuery,
  type BenchEngine,
  type BenchQuery,
} from '../engine/engine-queries';
import { keptKeywordsOff } from './kept-keywords-off';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const db = path.resolve(process.argv[2] ?? 'data/training.db');
const dir = path.resolve(process.argv[3] ?? repoRoot);
const rounds = Number(process.argv[4] ?? 7);
const mod = (await import(pathToFileURL(path.join(dir, 'server/engine/open-engine.ts')).href)) as {
  openEngine: (p: string) => BenchEngine;
};
await keptKeywordsOff(dir);
const engine = mod.openEngine(db);
engine.warmUp?.();
await engine.ready?.();
const run = (q: BenchQuery) => runBenchQuery(engine, q);
const qs = [...benchQueries, ...addedQueries];
for (const q of qs) run(q);
const times = qs.map(() => [] as number[]);
for (let r = 0; r < rounds; r++)
  qs.forEach((q, k) => {
    const t = performance.now();
    run(q);
    times[k]?.push(performance.now() - t);
  });
const rows = qs.map((q, k) => {
  const s = [...(times[k] ?? [])].sort((a, b) => a - b);
  return {
    q,
    med: s[Math.floor(s.length / 2)] ?? NaN,
    p90: s[Math.floor(s.length * 0.9)] ?? NaN,
    max: s[s.length - 1] ?? NaN,
  };
});
rows.sort((a, b) => b.med - a.med);
for (const { q, med, p90, max } of rows.slice(0, Number(process.env.TOP ?? 40))) {
  const req = Object.fromEntries(
    Object.entries(q.req as object).filter(
      ([k, v]) =>
        k !== 'userId' &&
        !(Array.isArray(v) && v.length === 0) &&
        v !== '' &&
        !(k === 'startRecord' && v === 0) &&
        !(k === 'limitRecord' && v === 10),
    ),
  );
  console.log(
    `${med.toFixed(2).padStart(7)} ${p90.toFixed(2).padStart(7)} ${max.toFixed(2).padStart(7)}  ${q.cls.padEnd(22)} ${JSON.stringify(req)}`,
  );
}
