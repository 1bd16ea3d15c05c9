// Few results offer the next step (decision 0153): when a search finds some programs but not a full first page, how
// many the same search finds at a wider distance — the nearest radius that fills a page, else the widest tried that
// adds some — and without each selected filter. Counted like the no-result hints (decision 0065): the counts without
// a filter come free from the search's own pass, and the wider radii cost at most two passes (decision 0269).
import type { FewResultHints } from '../../../../contract/programs/programs';
import type { EngineState } from '../../engine-state';
import { applyLocation } from '../../location/where';
import { WIDER, type HintContext } from './no-result-hints';

/** A full first page: the page size the app starts with. Fewer than this is "few". */
export const FEW_RESULTS = 10;
/** Wider radii a search with few results looks at, stopping at the first that fills a page. */
export const MAX_FEW_RADII = 4;
/** Extra passes they may cost: the first wider radius, then every wider one at once. */
export const MAX_FEW_PASSES = 2;

type FewContext = Omit<HintContext, 'keyword'> & { total: number };

export function fewResultHints(s: EngineState, ctx: FewContext): FewResultHints | undefined {
  const hints: FewResultHints = { Distances: [], Filters: [] };
  if (ctx.where.dist && ctx.radius > 0) {
    const radii = WIDER.filter((w) => w > ctx.radius).slice(0, MAX_FEW_RADII);
    for (const [radius, count] of widerCounts(s, ctx, radii)) {
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

/**
 * What the search finds at each of `radii` (ascending), asked for one at a time. The first is a pass of its own: it
 * often fills a page, and a narrow circle is the cheapest. The others come from one pass at the widest: a program is
 * in a search's result by its profile and its school alone, never by which other schools are inside, so the count at
 * a smaller radius is the widest pass's count at the schools no farther than that radius (the same rounded distance
 * applyLocation keeps a school by). Where a page fills at the second radius this pass reads more schools than a
 * pass at that radius would; where it does not, it saves two passes and two location look-ups.
 */
function* widerCounts(
  s: EngineState,
  ctx: FewContext,
  radii: readonly number[],
): Generator<[number, number]> {
  const [first, ...rest] = radii;
  if (first === undefined) return;
  yield [first, ctx.passFor(ctx.match, applyLocation(s, ctx.location, first)).total];
  const widest = rest.at(-1);
  if (widest === undefined) return;
  const where = applyLocation(s, ctx.location, widest);
  const pass = ctx.passFor(ctx.match, where);
  const counts = rest.map(() => 0);
  const { dist } = where;
  for (let j = 0; j < pass.schools.length; j++) {
    const i = pass.schools[j] ?? 0;
    const n = pass.instPass[i] ?? 0;
    if (n === 0) continue;
    const miles = dist?.[i] ?? Infinity;
    for (let r = 0; r < rest.length; r++) if (miles <= (rest[r] ?? 0)) counts[r] = (counts[r] ?? 0) + n;
  }
  for (let r = 0; r < rest.length; r++) yield [rest[r] ?? 0, counts[r] ?? 0];
}
