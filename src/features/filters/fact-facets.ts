// The added filters as facet groups (decision 0070): maximum cost and length, sector, Pell Grant and services.
// Labels are made here from the values, so the page words them (and issue 12 translates them) in one place.
import type { CountItem } from '../../../contract/programs/facets';
import {
  NOT_REPORTED,
  SECTOR_LABELS,
  SECTOR_VALUES,
  type ProgramFilterParam,
} from '../../../contract/programs/program-filters';
import type { ProgramExtraList } from '../../../contract/programs/program-extras';
import type { ProgramList } from '../../../contract/programs/programs';
import type { ProgramsSearch } from '../../../contract/requests';
import { formatMoney } from '../shared/facts';
import { formatNumber } from '../shared/format';
import type { AppliedFilter, FacetView } from '../shared/facet-model';
import { toggleValue, withFilter } from '../shared/facet-toggle';

interface FactDef {
  list: ProgramExtraList;
  key: ProgramFilterParam;
  legend: string;
  /** 'max': one number at a time (ticking another replaces it) plus Not reported; 'any': several values OR'd. */
  kind: 'max' | 'any';
  label: (value: string) => string;
}

const yesNo = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : 'Not reported');
const notReported = (value: string) => value === NOT_REPORTED;

export const factDefs: FactDef[] = [
  {
    list: 'CostCountList',
    key: 'maxCost',
    legend: 'Maximum cost',
    kind: 'max',
    label: (v) => (notReported(v) ? 'Not reported' : `${formatMoney(Number(v))} or less`),
  },
  {
    list: 'WeeksCountList',
    key: 'maxWeeks',
    legend: 'Maximum length',
    kind: 'max',
    label: (v) =>
      notReported(v)
        ? 'Not reported'
        : `${formatNumber(Number(v), 1)} ${v === '1' ? 'week' : 'weeks'} or less`,
  },
  {
    list: 'SectorCountList',
    key: 'sector',
    legend: 'School sector',
    kind: 'any',
    label: (v) => {
      const known = SECTOR_VALUES.find((s) => s === v);
      return known ? SECTOR_LABELS[known] : 'Not reported';
    },
  },
  { list: 'PellCountList', key: 'pell', legend: 'Pell Grant eligible', kind: 'any', label: yesNo },
  { list: 'ChildcareCountList', key: 'childcare', legend: 'On-site childcare', kind: 'any', label: yesNo },
  {
    list: 'FlexibleHoursCountList',
    key: 'flexibleHours',
    legend: 'Flexible hours',
    kind: 'any',
    label: yesNo,
  },
  {
    list: 'PublicTransitCountList',
    key: 'publicTransit',
    legend: 'Near public transit',
    kind: 'any',
    label: yesNo,
  },
];

/** The values after ticking or unticking one option. */
export function toggleFact(kind: FactDef['kind'], values: readonly string[], value: string): string[] {
  if (kind === 'any' || notReported(value)) return toggleValue(values, value);
  if (values.includes(value)) return values.filter((v) => v !== value);
  return [...values.filter(notReported), value];
}

function factView(def: FactDef, data: ProgramList, search: ProgramsSearch, current: boolean) {
  const selected = search[def.key];
  const items: CountItem[] = [...(data[def.list] ?? [])];
  for (const value of selected)
    if (!items.some((i) => i.Value === value))
      items.push({ Item: value, Value: value, Count: 0, IsSelected: true });
  return {
    key: def.key,
    legend: def.legend,
    filterable: false,
    options: items.map((item) => ({
      value: item.Value,
      label: def.label(item.Value),
      count: item.Count,
      checked: selected.includes(item.Value) || (current && item.IsSelected),
      next: withFilter(search, def.key, toggleFact(def.kind, selected, item.Value)),
    })),
  };
}

/** Groups for the lists the answer carries (a service that sends none, such as upstream, shows none). */
export function factFacets(
  data: ProgramList,
  search: ProgramsSearch,
  current: boolean,
): Map<string, FacetView<ProgramsSearch>> {
  const out = new Map<string, FacetView<ProgramsSearch>>();
  for (const def of factDefs) {
    const view = factView(def, data, search, current);
    if (view.options.length > 0) out.set(def.key, view);
  }
  return out;
}

export function factAppliedFilters(search: ProgramsSearch): AppliedFilter<ProgramsSearch>[] {
  return factDefs.flatMap((def) =>
    search[def.key].map((value) => ({
      key: `${def.key}:${value}`,
      label: `${def.legend}: ${def.label(value)}`,
      next: withFilter(
        search,
        def.key,
        search[def.key].filter((v) => v !== value),
      ),
    })),
  );
}
