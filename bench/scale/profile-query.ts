// Profiles one or more bench queries (by index in the per-query order, or by class substring) at a given scale:
// runs them N times inside the V8 sampling profiler and prints self time by function.
//   npx tsx bench/scale/profile-query.ts <db> <match> [rounds]
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEngine } from '../../server/engine/open-engine';
import { addedQueries, benchQueries, runBenchQuery, type BenchQuery } from '../engine/engine-queries';
import { keptKeywordsOff } from './kept-keywords-off';

const db = path.resolve(process.argv[2] ?? 'data/training.db');
const match = process.argv[3] ?? '';
const rounds = Number(process.argv[4] ?? 20);
await keptKeywordsOff(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
const engine = openEngine(db);
engine.warmUp();
await engine.ready();
const run = (q: BenchQuery) => runBenchQuery(engine, q);
const qs = [...benchQueries, ...addedQueries].filter(
  (q) => q.op === (process.env.OP ?? q.op) && (q.cls + ' ' + JSON.stringify(q.req)).includes(match),
);
console.log(`${qs.length} queries`);
for (const q of qs) run(q);
const s = new Session();
s.connect();
await s.post('Profiler.enable');
await s.post('Profiler.setSamplingInterval', { interval: 100 });
await s.post('Profiler.start');
const t0 = performance.now();
for (let r = 0; r < rounds; r++) for (const q of qs) run(q);
const ms = performance.now() - t0;
const { profile } = await s.post('Profiler.stop');
const self = new Map<string, number>();
const total = (profile.samples ?? []).length;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map<number, number>();
for (const id of profile.samples ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
for (const [id, c] of counts) {
  const n = byId.get(id);
  if (!n) continue;
  const key = `${n.callFrame.functionName || '(anon)'} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + c);
}
console.log(`${(ms / rounds / qs.length).toFixed(2)} ms per query`);
for (const [k, c] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${((100 * c) / total).toFixed(1).padStart(5)}%  ${k}`);
if (process.env.TICKS) {
  const lines = new Map<string, number>();
  for (const n of profile.nodes)
    if (n.callFrame.functionName === process.env.TICKS)
      for (const t of n.positionTicks ?? [])
        lines.set(String(t.line), (lines.get(String(t.line)) ?? 0) + t.ticks);
  console.log([...lines].sort((a, b) => b[1] - a[1]).slice(0, 10));
}
