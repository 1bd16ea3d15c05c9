// The count lists of the added filters (CostCountList …), each with its "Not reported" item.
import type { CountItem } from '../../../contract/programs/facets';
import {
  COST_STEPS,
  NOT_REPORTED,
  NOT_REPORTED_LABEL,
  SECTOR_LABELS,
  SECTOR_VALUES,
  WEEK_STEPS,
  YES,
  NO,
  type ProgramFilterSearch,
} from '../../../contract/programs/program-filters';
import type { ProgramList } from '../../../contract/programs/programs';
import { NONE_BUCKET, STATE_NO, STATE_NONE, STATE_YES } from './attributes';
import type { FactCounts } from './fact-counts';

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
const lower = (values: readonly string[]) => new Set(values.map((v) => v.trim().toLowerCase()));

/** Cumulative "at most" items for the steps (and a requested maximum between them), then "Not reported". */
function rangeItems(
  buckets: Int32Array,
  atMax: number,
  steps: readonly number[],
  requested: readonly string[],
  label: (n: number) => string,
): CountItem[] {
  const asked = lower(requested);
  const numbers = [...asked].filter((v) => v !== NOT_REPORTED).map(Number);
  const items: CountItem[] = [];
  let running = 0;
  steps.forEach((step, i) => {
    running += buckets[i] ?? 0;
    const selected = numbers.includes(step);
    if (running > 0 || selected)
      items.push({ Item: label(step), Count: running, Value: String(step), IsSelected: selected });
  });
  for (const n of numbers) {
    if (steps.includes(n)) continue;
    const at = items.findIndex((it) => Number(it.Value) > n);
    const item = { Item: label(n), Count: atMax, Value: String(n), IsSelected: true };
    items.splice(at < 0 ? items.length : at, 0, item);
  }
  const none = buckets[NONE_BUCKET] ?? 0;
  if (none > 0 || asked.has(NOT_REPORTED))
    items.push({
      Item: NOT_REPORTED_LABEL,
      Count: none,
      Value: NOT_REPORTED,
      IsSelected: asked.has(NOT_REPORTED),
    });
  return items;
}

function yesNoItems(counts: Int32Array, requested: readonly string[]): CountItem[] {
  const asked = lower(requested);
  const options: Array<[string, string, number]> = [
    ['Yes', YES, STATE_YES],
    ['No', NO, STATE_NO],
    [NOT_REPORTED_LABEL, NOT_REPORTED, STATE_NONE],
  ];
  return options
    .map(([Item, Value, state]) => ({ Item, Value, Count: counts[state] ?? 0, IsSelected: asked.has(Value) }))
    .filter((it) => it.Count > 0 || it.IsSelected);
}

function sectorItems(counts: Int32Array, requested: readonly string[]): CountItem[] {
  const asked = lower(requested);
  const options: Array<[string, string, number]> = [
    ...SECTOR_VALUES.map((v, i): [string, string, number] => [SECTOR_LABELS[v], v, i + 1]),
    [NOT_REPORTED_LABEL, NOT_REPORTED, 0],
  ];
  return options
    .map(([Item, Value, control]) => ({
      Item,
      Value,
      Count: counts[control] ?? 0,
      IsSelected: asked.has(Value),
    }))
    .filter((it) => it.Count > 0 || it.IsSelected);
}

type FactLists = Required<
  Pick<
    ProgramList,
    | 'CostCountList'
    | 'WeeksCountList'
    | 'PellCountList'
    | 'ChildcareCountList'
    | 'FlexibleHoursCountList'
    | 'PublicTransitCountList'
    | 'SectorCountList'
  >
>;

export function factLists(c: FactCounts, req: ProgramFilterSearch): FactLists {
  return {
    CostCountList: rangeItems(c.cost, c.costAtMax, COST_STEPS, req.maxCost, (n) => `${dollars(n)} or less`),
    WeeksCountList: rangeItems(c.weeks, c.weeksAtMax, WEEK_STEPS, req.maxWeeks, (n) =>
      n === 1 ? '1 week or less' : `${n.toLocaleString('en-US')} weeks or less`,
    ),
    PellCountList: yesNoItems(c.yesNo.pell, req.pell),
    ChildcareCountList: yesNoItems(c.yesNo.childcare, req.childcare),
    FlexibleHoursCountList: yesNoItems(c.yesNo.flexibleHours, req.flexibleHours),
    PublicTransitCountList: yesNoItems(c.yesNo.publicTransit, req.publicTransit),
    SectorCountList: sectorItems(c.sector, req.sector),
  };
}
