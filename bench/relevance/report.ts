// Plain-text tables for bench:relevance.
import { summarize, type QueryScore, type Summary } from './evaluate';
import type { Judgment } from './judge';

export const BUDGETS = { precision: 0.85, recall: 0.9, zeroResultKnown: 0 };

const fixed = (v: number | null) => (v === null ? 'n/a' : v.toFixed(2));
const where = (location: string, radius: number) =>
  radius > 0 ? `${location} ${radius} mi` : location === '0' ? 'nationwide' : location;

function table(head: string[], rows: string[][], leftColumns: number): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < leftColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)];
}

export function formatJudgments(judgments: Judgment[]): string[] {
  return table(
    ['query', 'where', 'kind', 'exact', 'acceptable', "don't care"],
    judgments.map((j) => [
      j.query.keyword,
      where(j.query.location, j.query.radius),
      j.query.kind,
      String(j.exactCount),
      String(j.acceptableCount),
      String(j.dontCareCount),
    ]),
    3,
  );
}

export function formatScores(scores: QueryScore[]): string[] {
  return [
    'exact/acc = programs in the radius (raw files) exactly asked for / acceptable; found = RecordCount; page 1 = ' +
      "grades of the first 10 results (2 exact, 1 related, 0 not relevant, - don't care)",
    ...table(
      ['query', 'where', 'exact', 'acc', 'found', 'P@10', 'recall', 'nDCG@10', 'schools', 'page 1'],
      scores.map((s) => [
        s.lang ? `${s.keyword} (${s.lang})` : s.keyword,
        where(s.location, s.radius),
        String(s.exact),
        String(s.acceptable),
        String(s.recordCount),
        fixed(s.precision),
        fixed(s.recall),
        fixed(s.ndcg),
        String(s.schoolsOnPage1),
        s.error ? `refused: ${s.error.slice(0, 60)}` : s.page1 || '(none)',
      ]),
      2,
    ),
  ];
}

export function formatSummary(s: Summary): string[] {
  const mark = (ok: boolean) => (ok ? 'meets' : 'MISSES');
  const p = s.meanPrecision ?? 0;
  const r = s.meanRecall ?? 0;
  return [
    `${s.queries} queries. Means over the queries where the measure is defined:`,
    `  precision@10 ${fixed(s.meanPrecision)}  (budget >= ${BUDGETS.precision}: ${mark(p >= BUDGETS.precision)})`,
    `  recall       ${fixed(s.meanRecall)}  (budget >= ${BUDGETS.recall}: ${mark(r >= BUDGETS.recall)})`,
    `  nDCG@10      ${fixed(s.meanNdcg)}`,
    `  zero-result queries: ${s.zeroResult}, of them for words the vocabulary should know: ${s.zeroResultKnown} ` +
      `(budget 0: ${mark(s.zeroResultKnown === 0)})`,
    ...(s.noExact > 0 ? [`  queries with no exact program in the radius (recall n/a): ${s.noExact}`] : []),
    ...(s.unmatched > 0 ? [`  returned items the raw files do not hold (graded 0): ${s.unmatched}`] : []),
    ...(s.errors > 0 ? [`  queries the service refused (scored as no results): ${s.errors}`] : []),
  ];
}

/** The first page of each query, item by item: what a reviewer checks the grades against. */
export function formatExplain(scores: QueryScore[]): string[] {
  return scores.flatMap((s) => [
    '',
    `${s.keyword} — ${where(s.location, s.radius)}: ${s.recordCount} found; exact ${s.exact}, acceptable ${s.acceptable}` +
      (s.didYouMean.length > 0 ? `; DidYouMean ${s.didYouMean.join(', ')}` : ''),
    ...s.firstPage.map(
      (e, i) =>
        `  ${String(i + 1).padStart(2)}. [${e.grade === null ? '-' : e.grade}] ${e.cip || '(no CIP)'} ${e.program} — ` +
        `${e.award} — ${e.school}${e.distance ? ` (${e.distance} mi)` : ''}`,
    ),
  ]);
}

/** Means per kind of query, and for the queries issue 8 names, so that a change's effect can be located. */
export function formatGroups(scores: QueryScore[]): string[] {
  const groups: Array<[string, QueryScore[]]> = [
    ['issue 8 (table and text)', scores.filter((s) => s.origin?.startsWith('issue 8'))],
    ...[...new Set(scores.map((s) => s.kind))].map((kind): [string, QueryScore[]] => [
      kind,
      scores.filter((s) => s.kind === kind),
    ]),
  ];
  return table(
    ['group', 'queries', 'P@10', 'recall', 'nDCG@10', 'zero results', 'DidYouMean', 'auto-corrected'],
    groups
      .filter(([, g]) => g.length > 0)
      .map(([name, g]) => {
        const s = summarize(g);
        return [
          name,
          String(s.queries),
          fixed(s.meanPrecision),
          fixed(s.meanRecall),
          fixed(s.meanNdcg),
          String(s.zeroResult),
          String(g.filter((q) => q.didYouMean.length > 0).length),
          String(g.filter((q) => q.autoCorrected).length),
        ];
      }),
    1,
  );
}

/** The query as meant, compared as the service normalises words (case, accents, punctuation). */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Did-you-mean outcomes (decision 0180): correctly spelled queries (every kind but misspelling) should get no
 * suggestion and no auto-correction; a misspelling should be offered the query as meant (`meant`), first.
 */
export function formatSpelling(scores: QueryScore[], examples = true): string[] {
  const spelled = scores.filter((s) => s.kind !== 'misspelling');
  const suggested = spelled.filter((s) => s.didYouMean.length > 0);
  const corrected = spelled.filter((s) => s.autoCorrected);
  const misspelt = scores.filter((s) => s.kind === 'misspelling');
  const withMeant = misspelt.filter((s) => s.meant !== undefined);
  const offered = withMeant.filter((s) => s.didYouMean.some((d) => plain(d) === plain(s.meant ?? '')));
  const first = withMeant.filter((s) => plain(s.didYouMean[0] ?? '') === plain(s.meant ?? ''));
  const lines = [
    `Spelling: ${spelled.length} correctly spelled queries, ${suggested.length} got a DidYouMean, ` +
      `${corrected.length} were auto-corrected` +
      (suggested.length > 0 && examples
        ? ` (${suggested
            .slice(0, 12)
            .map((s) => `"${s.keyword}" → "${s.didYouMean[0] ?? ''}"${s.autoCorrected ? ' [auto]' : ''}`)
            .join(', ')}${suggested.length > 12 ? ', …' : ''})`
        : ''),
    `          ${misspelt.length} misspellings: ${misspelt.filter((s) => s.didYouMean.length > 0).length} got a ` +
      `DidYouMean, ${misspelt.filter((s) => s.autoCorrected).length} auto-corrected` +
      (withMeant.length > 0
        ? `; of ${withMeant.length} with the meant query known, ${offered.length} were offered it (${first.length} first)`
        : ''),
  ];
  return lines;
}
