// Scores one service answer against the judge's relevant set (measures: metrics.ts, decision 0068).
import { gradeItem, type Grade, type Judgment, type RawIndex, type ResultItem } from './judge';
import { mean, ndcgAt10, PAGE_SIZE, precisionAtK, recall } from './metrics';
import type { ServiceAnswer } from './service-client';

export interface QueryScore {
  keyword: string;
  location: string;
  radius: number;
  kind: string;
  lang?: string;
  known: boolean;
  /** "issue 8 table" / "issue 8 text" for the queries the issue names */
  origin?: string;
  /** programs exactly asked for (grade 2) inside the radius, from the raw files */
  exact: number;
  /** programs exact or related (grade ≥ 1) inside the radius */
  acceptable: number;
  dontCare: number;
  recordCount: number;
  /** results read for recall (first pages, up to the depth) */
  read: number;
  precision: number | null;
  recall: number | null;
  ndcg: number | null;
  /** distinct schools on the first page (one school should not fill it) */
  schoolsOnPage1: number;
  /** returned items the raw files do not hold (should be 0) */
  unmatched: number;
  /** the first page as grades, '-' for don't care: "2 2 1 0 …" */
  page1: string;
  didYouMean: string[];
  autoCorrected: boolean;
  /** misspellings: the query as meant */
  meant?: string;
  firstPageMs: number;
  /** the service's message when it refused the query (scored as no results) */
  error?: string;
  /** the first page, item by item, for --explain and the JSON */
  firstPage: PageEntry[];
}

export interface PageEntry {
  grade: Grade;
  cip: string;
  program: string;
  award: string;
  school: string;
  distance: string;
}

/** The result list the user pages through: the first page of 10, then the deeper pages from result 11 on. */
export function resultList(answer: ServiceAnswer): ResultItem[] {
  return [...answer.firstPage, ...answer.deep.slice(answer.firstPage.length)];
}

export function scoreQuery(j: Judgment, answer: ServiceAnswer, index: RawIndex, depth: number): QueryScore {
  const graded = resultList(answer).map((item) => gradeItem(j, item, index));
  const ranked = graded.flatMap((g) => (g.grade === null ? [] : [g.grade]));
  const page1 = graded.slice(0, PAGE_SIZE);
  const firstPage = answer.firstPage.map((item, i) => ({
    grade: graded[i] === undefined ? 0 : graded[i].grade,
    cip: item.CipCode,
    program: item.EtaProgramName,
    award: item.AwardLevel ?? '',
    school: `${item.SchoolName}, ${item.City}`,
    distance: item.Distance ?? '',
  }));
  return {
    keyword: j.query.keyword,
    location: j.query.location,
    radius: j.query.radius,
    kind: j.query.kind,
    ...(j.query.lang ? { lang: j.query.lang } : {}),
    known: j.query.known ?? true,
    ...(j.query.origin ? { origin: j.query.origin } : {}),
    exact: j.exactCount,
    acceptable: j.acceptableCount,
    dontCare: j.dontCareCount,
    recordCount: answer.recordCount,
    read: graded.length,
    precision: precisionAtK(ranked, j.exactCount, j.acceptableCount),
    recall: recall(ranked, j.exactCount, depth),
    ndcg: ndcgAt10(ranked, j.idealGrades),
    schoolsOnPage1: new Set(answer.firstPage.map((i) => `${i.DataSource}|${i.SchoolIDUnique}`)).size,
    unmatched: graded.filter((g) => g.unmatched).length,
    page1: page1.map((g) => (g.grade === null ? '-' : String(g.grade))).join(''),
    didYouMean: answer.didYouMean,
    autoCorrected: answer.autoCorrected,
    ...(j.query.meant ? { meant: j.query.meant } : {}),
    firstPageMs: answer.firstPageMs,
    firstPage,
  };
}

export interface Summary {
  queries: number;
  meanPrecision: number | null;
  meanRecall: number | null;
  meanNdcg: number | null;
  zeroResult: number;
  zeroResultKnown: number;
  /** queries with no exact program in the radius (their recall is undefined and left out of the mean) */
  noExact: number;
  unmatched: number;
  /** queries the service refused */
  errors: number;
}

export function summarize(scores: QueryScore[]): Summary {
  return {
    queries: scores.length,
    meanPrecision: mean(scores.map((s) => s.precision)),
    meanRecall: mean(scores.map((s) => s.recall)),
    meanNdcg: mean(scores.map((s) => s.ndcg)),
    zeroResult: scores.filter((s) => s.recordCount === 0).length,
    zeroResultKnown: scores.filter((s) => s.recordCount === 0 && s.known).length,
    noExact: scores.filter((s) => s.exact === 0).length,
    unmatched: scores.reduce((n, s) => n + s.unmatched, 0),
    errors: scores.filter((s) => s.error !== undefined).length,
  };
}
