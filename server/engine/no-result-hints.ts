// No dead ends (decision 0065): when a search finds nothing, count what a wider distance, one filter fewer, no place,
// or a nearby vocabulary term would find — a bounded number of extra passes, only for empty results.
import type { NoResultHints } from '../../contract/programs';
import type { EngineState } from './engine-state';
import type { PassResult, ProgramFilters } from './program-pass';
import { matchKeyword, type KeywordMatch } from './text/match';
import { nearestTerms } from './text/nearest-terms';
import { applyLocation, type Where } from './where';

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

/** Distances tried, in miles; at most MAX_RADII of those above the one asked for. */
const WIDER = [10, 25, 50, 100, 200, 500];
const MAX_RADII = 4;
const MAX_FILTERS = 3;
const MAX_TERMS_TRIED = 6;
const MAX_TERMS_SHOWN = 4;
/**
 * Extra passes one empty search may cost, whatever it asks (each is at most one scan of the programs): the hints
 * that would need more are left out. The answer is cached like any other.
 */
export const MAX_HINT_PASSES = 10;

export interface HintContext {
  keyword: string;
  /** the keyword as typed, matched */
  match: KeywordMatch;
  where: Where;
  radius: number;
  location: string;
  filters: ProgramFilters;
  selected: Array<[FilterSegment, string[]]>;
  passFor: (m: KeywordMatch, w?: Where, f?: ProgramFilters) => PassResult;
}

function without(f: ProgramFilters, seg: FilterSegment): ProgramFilters {
  const field = {
    programLength: 'length',
    school: 'school',
    programName: 'program',
    programFormat: 'format',
    occupation: 'occupation',
    area: 'area',
    filterBySource: 'etplOnly',
  } as const;
  const key = field[seg];
  return { ...f, [key]: key === 'format' ? 0 : key === 'etplOnly' ? false : null };
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
  for (const [seg, values] of c.selected.slice(0, MAX_FILTERS)) {
    if (!canPay()) break;
    hints.Filters.push({
      Segment: seg,
      Values: values,
      Count: c.passFor(c.match, c.where, without(c.filters, seg)).total,
    });
  }
  if (c.selected.length > 1 && canPay()) {
    const none = c.selected.reduce((f, [seg]) => without(f, seg), c.filters);
    hints.WithoutFilters = c.passFor(c.match, c.where, none).total;
  }
  if (c.where.instOk && canPay()) hints.Nationwide = c.passFor(c.match, { instOk: null, dist: null }).total;
  // The vocabulary's nearest terms, counted where the user is looking, with the filters kept.
  for (const near of nearestTerms(s.text, c.match, c.keyword, MAX_TERMS_TRIED)) {
    if (!canPay()) break;
    const count = c.passFor(matchKeyword(s.text, near.term)).total;
    if (count > 0) hints.Terms.push({ Term: near.term, Meaning: near.label, Count: count });
    if (hints.Terms.length >= MAX_TERMS_SHOWN) break;
  }
  return hints;
}
