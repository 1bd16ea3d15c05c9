// npm run bench:relevance — search quality on the judged query set (issue 8 point 6, docs/budgets.md, decision 0068).
//
// 1. The judge reads the raw source files (DATA_DIR, default ../shared/data) without any server code and works out,
//    for each query of the set (queries.ts; or holdout-queries.ts, judged blind, decision 0069), the relevant programs at its place: programs whose CIP code the query's judgment
//    lists, inside the radius (haversine miles from the place to the IPEDS LATITUDE/LONGITUD, or to a Texas ETPL
//    campus's ZIP centroid), or in the state, or nationwide.
// 2. The real service is started (server/index.ts on a loopback port; it builds the database when DB_PATH is
//    missing), or `--base-url http://…` measures one already running. Each query is sent as the app sends it: v2
//    programs, relevance order, the first page of 10, then pages of 500 from the start up to --depth results.
// 3. Measures, per query (don't-care results are left out of the ranked list first):
//    - grades: 2 = exactly what was asked, 1 = closely related and acceptable, 0 = not relevant; "don't care" =
//      a relevant code within ±1.5 mi of the radius edge (the two sides' place centroids may differ a little), or a
//      Texas ETPL row without a length (the data build may reject it, decision 0011);
//    - P@10 = relevant (grade ≥ 1) results among the first k, divided by k, with
//      k = min(10, max(exact programs in the radius, results returned), programs of grade ≥ 1 in the radius):
//      three good programs returned first score 1 whatever follows; a page of exact programs only is not blamed
//      for leaving related ones out, but leaving out exact ones costs and zero results score 0; an irrelevant
//      result among the first k costs;
//    - recall = exact (grade 2) programs among the results read, over min(exact programs in the radius, depth);
//    - nDCG@10 = DCG of the first 10 (gain 2^grade − 1, discount log2(rank + 1)) over the DCG of the best possible
//      first 10 from the radius's relevant programs;
//    - zero-result queries (RecordCount 0), and those whose words the vocabulary should know (all but the Spanish).
//    A measure with nothing to measure (no relevant program in the radius) is n/a and left out of the means.
// Budgets (docs/budgets.md): P@10 ≥ 0.85, recall ≥ 0.9, no zero-result query for a known word. Printed, not asserted.
//
// Options: --set main|holdout|jobseeker|jobseeker-holdout|all (which judged set: main = queries.ts, the default;
// holdout = holdout-queries.ts; jobseeker / jobseeker-holdout = the two parts of jobseeker-queries.ts, the second
// printed as group means only unless --show-held-out; all = every set, each printed and summarized on its own), --base-url URL (measure a running service), --json FILE (every figure), --depth N (results read for
// recall, default 3000), --only TEXT (queries whose keyword contains TEXT), --judge-only (the relevant counts, no
// service), --explain (each query's first page, item by item, with its grade). Example: npm run bench:relevance -- --base-url http://127.0.0.1:8080 --json relevance.json
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startService } from '../http/http-service';
import { scoreQuery, summarize, type QueryScore } from './evaluate';
import { indexRawData, judgeQuery, type Judgment } from './judge';
import { holdoutQueries } from './holdout-queries';
import type { JudgedQuery } from './judged-query';
import { jobseekerHoldout, jobseekerQueries } from './jobseeker-queries';
import { judgedQueries } from './queries';
import { readRawData } from './raw-sources';
import {
  formatExplain,
  formatGroups,
  formatJudgments,
  formatScores,
  formatSpelling,
  formatSummary,
} from './report';
import { askService, NO_ANSWER, readRuntimeConfig, ServiceError } from './service-client';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { values: opts } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    json: { type: 'string' },
    depth: { type: 'string', default: '3000' },
    only: { type: 'string' },
    'judge-only': { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    set: { type: 'string', default: 'main' },
    'show-held-out': { type: 'boolean', default: false },
  },
});
const SETS: Record<string, { title: string; queries: JudgedQuery[] }> = {
  main: { title: 'the judged set (queries.ts)', queries: judgedQueries },
  holdout: { title: 'the held-out set (holdout-queries.ts, judged blind)', queries: holdoutQueries },
  jobseeker: { title: 'the job-seeker set (jobseeker-queries.ts, tuning part)', queries: jobseekerQueries },
  'jobseeker-holdout': {
    title: 'the job-seeker held-out part (jobseeker-queries.ts, never tuned on)',
    queries: jobseekerHoldout,
  },
};
/** Sets whose queries are printed only as group means unless --show-held-out (decision 0180). */
const HELD_OUT_SETS = new Set(['jobseeker-holdout']);
const setNames = opts.set === 'all' ? Object.keys(SETS) : opts.set.split(',');
for (const name of setNames) {
  if (!(name in SETS))
    throw new Error(`--set must be ${Object.keys(SETS).join(', ')} or all, got ${opts.set}`);
}
const depth = Number(opts.depth);
if (!Number.isInteger(depth) || depth < 10)
  throw new Error(`--depth must be a whole number ≥ 10, got ${opts.depth}`);

const started = performance.now();
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '../shared/data');
const index = indexRawData(readRawData(dataDir));
const sets = setNames.map((name) => {
  const set = SETS[name] ?? { title: name, queries: [] };
  const queries = set.queries.filter((q) => !opts.only || q.keyword.includes(opts.only));
  const judgments: Judgment[] = queries.map((q) => judgeQuery(q, index));
  return { name, title: set.title, judgments };
});
console.log(
  `Judged ${sets.map((s) => `${s.judgments.length} queries of ${s.title}`).join(' and ')} from the raw files in ` +
    `${dataDir} (${index.data.programs.length.toLocaleString('en-US')} programs) in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);

if (opts['judge-only']) {
  for (const set of sets) {
    console.log(`\n── ${set.title} ──`);
    for (const line of formatJudgments(set.judgments)) console.log(line);
  }
  process.exit(0);
}

process.env.LOG_LEVEL ??= 'warn';
const service = opts['base-url'] ? undefined : await startService();
const baseUrl = opts['base-url'] ?? service?.url ?? '';
try {
  const config = await readRuntimeConfig(baseUrl);
  console.log(
    `Service: ${baseUrl}${service ? ` (started in ${(service.startupMs / 1000).toFixed(1)} s)` : ''}`,
  );
  const results: Array<{ set: string; summary: ReturnType<typeof summarize>; scores: QueryScore[] }> = [];
  for (const set of sets) {
    const scores: QueryScore[] = [];
    for (const j of set.judgments) {
      try {
        scores.push(scoreQuery(j, await askService(baseUrl, config, j.query, depth), index, depth));
      } catch (error) {
        // A refused query (a 4xx) is a failure of that query, scored as no results, not the end of the run.
        if (!(error instanceof ServiceError)) throw error;
        scores.push({ ...scoreQuery(j, NO_ANSWER, index, depth), error: error.message });
      }
    }
    const summary = summarize(scores);
    results.push({ set: set.name, summary, scores });
    console.log(`\n══ ${set.title}: ${scores.length} queries ══`);
    const perQuery = !HELD_OUT_SETS.has(set.name) || opts['show-held-out'];
    if (opts.explain && perQuery) for (const line of formatExplain(scores)) console.log(line);
    for (const line of [
      ...(perQuery
        ? formatScores(scores)
        : ['(held-out: per-query lines not printed; --show-held-out prints them)']),
      '',
      ...formatGroups(scores),
      '',
      ...formatSpelling(scores, perQuery),
      '',
      ...formatSummary(summary),
    ]) {
      console.log(line);
    }
  }
  console.log(`\nRun time ${((performance.now() - started) / 1000).toFixed(1)} s (depth ${depth}).`);
  if (opts.json) {
    // One set: its summary and scores at the top level (as before); several: one entry per set.
    const [only] = results;
    const body =
      results.length === 1 && only
        ? { set: only.set, summary: only.summary, scores: only.scores }
        : { sets: results };
    writeFileSync(opts.json, `${JSON.stringify({ baseUrl, depth, ...body }, null, 2)}\n`);
    console.log(`Wrote ${opts.json}`);
  }
} finally {
  service?.child.kill('SIGTERM');
}
