// Same answers, field by field: the engine of another git ref (BENCH_BASELINE_REF, default main, extracted by
// bench/baseline-copy.ts) and this checkout's, in one process, on the same database, on every query of
// answer-queries.ts — at 1× and at 10× (the scale bench's cached copy, decision 0120). Each answer (or the error a
// query raises: its kind, message, segment and candidates) is serialised whole; any difference is printed with the
// first field where the two part. Exits 1 when an answer differs. Usage:
//   BENCH_BASELINE_REF=40e679c npx tsx bench/answers/compare-answers.ts [1x|10x|both] [--filter=<text>]
//   [--added=A,B] [--changed=A,B] [--unless=A|B]
import { existsSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { baselineCopy } from '../baseline-copy';
import type { BenchQuery } from '../engine/engine-queries';
import { ensureScaleDatabases } from '../scale/tenfold-db';
import { answerQueries } from './answer-queries';

interface Engine {
  searchPrograms: (r: never) => unknown;
  searchInstitutions: (r: never) => unknown;
  programDetails: (r: never) => unknown;
  suggest?: (r: never) => unknown;
  warmUp?: () => void;
  ready?: () => Promise<void>;
  close?: () => void;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function open(dir: string, db: string): Promise<Engine> {
  const mod = (await import(pathToFileURL(path.join(dir, 'server/engine/open-engine.ts')).href)) as {
    openEngine: (p: string) => Engine;
  };
  const engine = mod.openEngine(db);
  engine.warmUp?.();
  await engine.ready?.();
  return engine;
}

/** The answer as text: the result, or what was thrown (an error's kind and what the service would say). */
function answer(engine: Engine, q: BenchQuery): string {
  try {
    const r =
      q.op === 'v2'
        ? engine.searchPrograms(q.req as never)
        : q.op === 'v1'
          ? engine.searchInstitutions(q.req as never)
          : q.op === 'suggest'
            ? engine.suggest?.(q.req as never)
            : engine.programDetails(q.req as never);
    return JSON.stringify(r);
  } catch (error) {
    const e = error as Error & { segment?: string; candidates?: unknown; kind?: string };
    return JSON.stringify({
      thrown: e.name,
      message: e.message,
      segment: e.segment,
      candidates: e.candidates,
    });
  }
}

/**
 * The first path at which two JSON values differ, with both sides shortened; '' when equal. Fields are compared by
 * name: an object's keys in another order are the same fields (`order` notes where the order differs).
 */
function firstDifference(a: unknown, b: unknown, at = '$', order?: Set<string>): string {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || a === null || b === null) {
    return a === b ? '' : `${at}: ${short(a)} ≠ ${short(b)}`;
  }
  if (typeof a !== 'object') return a === b ? '' : `${at}: ${short(a)} ≠ ${short(b)}`;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if ([...ka].sort().join() !== [...kb].sort().join()) return `${at}: keys ${ka.join(',')} ≠ ${kb.join(',')}`;
  if (ka.join() !== kb.join()) order?.add(at);
  for (const k of ka) {
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${at}.${k}`,
    );
    if (d) return d;
  }
  return '';
}
const short = (v: unknown) => {
  const s = JSON.stringify(v) ?? 'undefined';
  return s.length > 120 ? `${s.slice(0, 120)}…` : s;
};

/** Counts the fields compared (every leaf of every answer). */
function leaves(v: unknown): number {
  if (v === null || typeof v !== 'object') return 1;
  let n = 0;
  for (const x of Object.values(v as object)) n += leaves(x);
  return n;
}

/** Fields this checkout adds to an answer on purpose (`--added=A,B`): taken out before comparing, and counted. */
const ADDED = (process.argv.find((a) => a.startsWith('--added='))?.slice('--added='.length) ?? '')
  .split(',')
  .filter((f) => f !== '');

/**
 * Fields this checkout changes on purpose (`--changed=A,B`), such as the count lists of a dimension whose values
 * were redefined: taken out of both answers before comparing, so the rest must still be identical.
 */
const CHANGED = (process.argv.find((a) => a.startsWith('--changed='))?.slice('--changed='.length) ?? '')
  .split(',')
  .filter((f) => f !== '');

async function compareAt(label: string, db: string, baseDir: string, queries: BenchQuery[]) {
  // The baseline opens its own link to the database, so each engine keeps its own snapshot beside its path.
  const baseDb = path.join(baseDir, `answers-${label}.db`);
  symlinkSync(db, baseDb);
  // The snapshot too, when there is one: an engine that finds it stale writes its own in place of the link.
  if (existsSync(`${db}.engine`)) symlinkSync(`${db}.engine`, `${baseDb}.engine`);
  const before = await open(baseDir, baseDb);
  const after = await open(repoRoot, db);
  let same = 0;
  let fields = 0;
  const diffs: string[] = [];
  const classes = new Map<string, number>();
  const added = new Map<string, number>();
  const order = new Set<string>();
  for (const q of queries) {
    const a = JSON.parse(answer(before, q)) as unknown;
    const b = JSON.parse(answer(after, q)) as unknown;
    classes.set(q.cls, (classes.get(q.cls) ?? 0) + 1);
    if (b && typeof b === 'object')
      for (const f of ADDED) {
        if (!(f in b)) continue;
        added.set(f, (added.get(f) ?? 0) + 1);
        delete (b as Record<string, unknown>)[f];
      }
    for (const side of [a, b])
      if (side && typeof side === 'object')
        for (const f of CHANGED) delete (side as Record<string, unknown>)[f];
    const d = firstDifference(a, b, '$', order);
    if (d === '') {
      same++;
      fields += leaves(a);
      continue;
    }
    diffs.push(`  [${q.cls}] ${short(q.req)}\n    ${d}`);
  }
  before.close?.();
  after.close?.();
  console.log(
    `${label}: ${same} of ${queries.length} answers identical (${fields.toLocaleString('en-US')} fields compared in the identical ones)`,
  );
  console.log(`  by class: ${[...classes].map(([c, n]) => `${c} ${n}`).join(', ')}`);
  if (added.size > 0)
    console.log(`  added fields (not compared): ${[...added].map(([f, n]) => `${f} in ${n}`).join(', ')}`);
  if (order.size > 0) console.log(`  same fields in another order at: ${[...order].join(', ')}`);
  for (const d of diffs.slice(0, 40)) console.log(d);
  if (diffs.length > 40) console.log(`  … and ${diffs.length - 40} more`);
  return diffs.length;
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'both';
  const filter = process.argv.find((a) => a.startsWith('--filter='))?.slice('--filter='.length) ?? '';
  // `--unless=A|B`: leaves out the queries whose text holds any of these (e.g. the searches a change redefines).
  const unless = (process.argv.find((a) => a.startsWith('--unless='))?.slice('--unless='.length) ?? '')
    .split('|')
    .filter((u) => u !== '');
  const queries = answerQueries().filter((q) => {
    const text = `${q.cls} ${JSON.stringify(q.req)}`;
    return (!filter || text.includes(filter)) && !unless.some((u) => text.includes(u));
  });
  const base = baselineCopy(repoRoot);
  console.log(
    `Answers of ${base.label} and of this checkout, ${queries.length} queries; load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  let differing = 0;
  try {
    const { oneX, tenX } = await ensureScaleDatabases(repoRoot, (l) => console.log(l));
    if (which !== '10x') differing += await compareAt('1x', oneX, base.dir, queries);
    if (which !== '1x') differing += await compareAt('10x', tenX, base.dir, queries);
  } finally {
    base.remove();
  }
  process.exitCode = differing > 0 ? 1 : 0;
}

await main();
