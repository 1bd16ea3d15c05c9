// No dead ends (decision 0065): when a search finds nothing, count what a wider distance, one filter fewer, no place,
// or a nearby vocabulary term would find — a bounded number of extra passes, only for empty results.
import type { NoResultHints } from '../../../../contract/programs/programs';
import type { EngineState } from '../../engine-state';
import { NO_FILTERS, type ActiveFilter, type PassResult } from '../execute';
import { matchKeyword, type KeywordMatch } from '../../text/match';
import { nearestTerms } from '../../text/spelling/nearest-terms';
import { applyLocation, EVERYWHERE, type Where } from '../../location/where';

export const FILTER_SEGMENTS = [
  'programLength',
  'school',
  'programName',
  'programFormat',
  'occupation',
  'area',
  'filterBySource',
] as const;
export type FilterSegment = (typeof FILTER_SEGMENTS)[number];

/** The pass of a keyword match at a place with filters (programs.ts). */
export type PassFor = (m: KeywordMatch, w?: Where, f?: readonly ActiveFilter[]) => PassResult;

/** Distances tried, in miles (the Distance choices the app offers; the few-result hints try the same); at most
 * MAX_RADII of those above the one asked for. */
export const WIDER = [10, 25, 50, 100, 200, 500];
const MAX_RADII = 4;
const MAX_TERMS_TRIED = 6;
const MAX_TERMS_SHOWN = 4;
/**
 * Extra passes one empty search may cost, whatever it asks (each is at most one scan of the programs): wider radii,
 * nationwide, nearby terms; the hints that would need more are left out. The counts without each filter come free
 * from the search's own pass. The answer is cached like any other.
 */
export const MAX_HINT_PASSES = 8;

export interface HintContext {
  keyword: string;
  /** the keyword as typed, matched */
  match: KeywordMatch;
  where: Where;
  radius: number;
  location: string;
  filters: readonly ActiveFilter[];
  selected: Array<[FilterSegment, string[]]>;
  /** the search's own (empty) pass: it counted what each filter alone removed */
  pass: PassResult;
  passFor: PassFor;
}

export function noResultHints(s: EngineState, ctx: HintContext): NoResultHints {
  const hints: NoResultHints = { Distances: [], Filters: [], WithoutFilters: -1, Nationwide: -1, Terms: [] };
  if (ctx.match.kind === 'none') return hints;
  let budget = MAX_HINT_PASSES;
  const c: HintContext = {
    ...ctx,
    passFor: (m, w, f) => {
      budget--;
      return ctx.passFor(m, w, f);
    },
  };
  const canPay = () => budget > 0;
  if (c.where.dist && c.radius > 0) {
    for (const r of WIDER.filter((w) => w > c.radius).slice(0, MAX_RADII)) {
      if (!canPay()) break;
      const count = c.passFor(c.match, applyLocation(s, c.location, r)).total;
      hints.Distances.push({ Radius: String(r), Count: count });
      if (count > 0) break;
    }
  }
  // Without one filter, or without all: counted by the search's own pass, no pass of their own.
  for (const [seg, values] of c.selected) {
    hints.Filters.push({ Segment: seg, Values: values, Count: c.pass.failingOnly.get(seg) ?? 0 });
  }
  // A pass that skipped programs failing two filters did not count them all: one pass without the filters does
  // (for a nationwide search with no keyword, the kept browse-everything pass).
  if (c.selected.length > 1)
    hints.WithoutFilters = c.pass.unfiltered ?? ctx.passFor(c.match, c.where, NO_FILTERS).total;
  // Nationwide with no keyword would scan every program: the filters' own counts say enough there.
  if (c.where.instOk && c.match.kind !== 'all' && canPay())
    hints.Nationwide = c.passFor(c.match, EVERYWHERE).total;
  // The vocabulary's nearest terms, counted where the user is looking, with the filters kept.
  for (const near of nearestTerms(s.text, c.match, c.keyword, MAX_TERMS_TRIED)) {
    if (!canPay()) break;
    const count = c.passFor(matchKeyword(s.text, near.term)).total;
    if (count > 0) hints.Terms.push({ Term: near.term, Meaning: near.label, Count: count });
    if (hints.Terms.length >= MAX_TERMS_SHOWN) break;
  }
  return hints;
}
