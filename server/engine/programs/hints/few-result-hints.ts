// Few results offer the next step (decision 0153): when a search finds some programs but not a full first page, how
// many the same search finds at a wider distance — the nearest radius that fills a page, else the widest tried that
// adds some — and without each selected filter. Counted like the no-result hints (decision 0065): a wider radius is
// one pass, the counts without a filter come free from the search's own pass, and the extra passes are bounded.
import type { FewResultHints } from '../../../../contract/programs/programs';
import type { EngineState } from '../../engine-state';
import { applyLocation } from '../../location/where';
import { WIDER, type HintContext } from './no-result-hints';

/** A full first page: the page size the app starts with. Fewer than this is "few". */
export const FEW_RESULTS = 10;
/** Extra passes a search with few results may cost: wider radii only, stopping at the first that fills a page. */
export const MAX_FEW_PASSES = 4;

export function fewResultHints(
  s: EngineState,
  ctx: Omit<HintContext, 'keyword'> & { total: number },
): FewResultHints | undefined {
  const hints: FewResultHints = { Distances: [], Filters: [] };
  if (ctx.where.dist && ctx.radius > 0) {
    for (const radius of WIDER.filter((w) => w > ctx.radius).slice(0, MAX_FEW_PASSES)) {
      const count = ctx.passFor(ctx.match, applyLocation(s, ctx.location, radius)).total;
      if (count > ctx.total) hints.Distances.push({ Radius: String(radius), Count: count });
      if (count >= FEW_RESULTS) break;
    }
  }
  // Without one filter: the programs this search kept, and those that failed that filter alone.
  for (const [seg, values] of ctx.selected) {
    const extra = ctx.pass.failingOnly.get(seg) ?? 0;
    if (extra > 0) hints.Filters.push({ Segment: seg, Values: values, Count: ctx.total + extra });
  }
  return hints.Distances.length > 0 || hints.Filters.length > 0 ? hints : undefined;
}
