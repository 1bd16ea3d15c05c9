// The sorts the dimensions declare (contract/dimensions: Cost, Length; decision 0160): the column names and each
// column's order, built from the programs' values at warm-up or on first use.
import { programDimensions, dimensionSorts } from '../../../../contract/dimensions/program-dimensions';
import type { Dimension } from '../../../../contract/dimensions/dimension';
import type { EngineData } from '../../data';
import { outsideDeadline } from '../../deadline';
import { programDimensionHalves } from '../../dimensions/program-dimensions';
import { buildFactOrder, type FactOrder } from '../../facts/fact-orders';
import type { Orders } from './order';

/** docs/service.md's four sorts, then the dimensions' (decision 0070). */
export const PROGRAM_SORTS = [
  'Program',
  'Provider',
  'DegreeCredential',
  'Location',
  ...dimensionSorts.map((s) => s.column),
] as const;
export type ProgramSortColumn = string;

const built = new WeakMap<Orders, Map<string, FactOrder>>();

/** The order of a declared sort column, null for the others. */
export function factOrderFor(d: EngineData, o: Orders, column: string): FactOrder | null {
  const dim = (programDimensions as readonly Dimension[]).find((x) => x.sort?.column === column);
  const sort = dim ? programDimensionHalves[dim.id as keyof typeof programDimensionHalves].sort : undefined;
  if (!sort) return null;
  let cache = built.get(o);
  if (!cache) built.set(o, (cache = new Map()));
  let order = cache.get(column);
  if (!order) {
    const values = sort.values;
    order = outsideDeadline(() => buildFactOrder(values(d), o.byProgram, o.rank.program));
    cache.set(column, order);
  }
  return order ?? null;
}

/** Builds every declared sort's order ahead of the first search that asks for it (the engine's warm-up). */
export function warmFactOrders(d: EngineData, o: Orders): void {
  for (const s of dimensionSorts) factOrderFor(d, o, s.column);
}
