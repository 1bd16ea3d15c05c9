// v2 facets from the declared dimensions (contract/dimensions/program-dimensions.ts, decision 0160): each
// dimension's count list becomes a checkbox group in the declared order, the Source flag's from EtpCount, and the
// applied filters become chips. Words are English here; facet-words.ts puts them in the page's language.
import type { CountItem } from '../../../../contract/programs/facets';
import type { ProgramList } from '../../../../contract/programs/programs';
import type { ProgramsSearch } from '../../../../contract/requests';
import { NOT_REPORTED, type Dimension } from '../../../../contract/dimensions/dimension';
import { programDimensions, type ProgramDimension } from '../../../../contract/dimensions/program-dimensions';
import { toggleValue, withFilter } from '../../shared/facet-toggle';
import { labelFor, type AppliedFilter, type FacetView } from '../../shared/facet-model';
import { valueWords } from './dimension-words';

type S = ProgramsSearch;

/** The label of the Source group's one option. */
export const WIOA_LABEL = valueWords(programDimension('filterBySource'), 'Y', 'en', '');

function programDimension(id: ProgramDimension['id']): Dimension {
  return programDimensions.find((d) => d.id === id) as Dimension;
}

/** The request's values of a dimension (filterBySource is one text; the rest are lists). */
function valuesOf(search: S, dim: ProgramDimension): string[] {
  if (dim.id === 'filterBySource') return search.filterBySource === '' ? [] : [search.filterBySource];
  return search[dim.id];
}

/** The search with a dimension's values replaced, back on the first page. */
function withValues(search: S, dim: ProgramDimension, values: string[]): S {
  if (dim.id === 'filterBySource') return withFilter(search, 'filterBySource', values[0] ?? '');
  return withFilter(search, dim.id, values);
}

/**
 * The values after ticking or unticking one option. A maximum takes one number at a time (ticking another replaces
 * it) beside "Not reported"; the others OR what is ticked.
 */
export function toggleDimension(dim: Dimension, values: readonly string[], value: string): string[] {
  if (dim.choose !== 'atMost' || value === NOT_REPORTED) return toggleValue(values, value);
  if (values.includes(value)) return values.filter((v) => v !== value);
  return [...values.filter((v) => v === NOT_REPORTED), value];
}

/** An option's English label: the service's for data, the declaration's words for the rest. */
const label = (dim: Dimension, value: string, item: string) => valueWords(dim, value, 'en', item || value);

function group(dim: ProgramDimension, data: ProgramList, search: S, current: boolean): FacetView<S> {
  const selected = valuesOf(search, dim);
  let items: CountItem[];
  if (dim.choose === 'flag') {
    items = [{ Item: '', Value: 'Y', Count: data.EtpCount, IsSelected: selected.includes('Y') }];
  } else {
    items = [...((data[dim.binding.list as keyof ProgramList] as CountItem[] | undefined) ?? [])];
    for (const value of selected)
      if (!items.some((i) => i.Value === value))
        items.push({ Item: value, Value: value, Count: 0, IsSelected: true });
  }
  return {
    key: dim.id,
    legend: dim.legend.en,
    filterable: dim.filterable,
    note: (dim as Dimension).note?.en,
    options: items.map((item) => ({
      value: item.Value,
      label: label(dim, item.Value, item.Item),
      count: item.Count,
      checked: selected.includes(item.Value) || (dim.choose !== 'flag' && current && item.IsSelected),
      next: withValues(search, dim, toggleDimension(dim, selected, item.Value)),
    })),
  };
}

/**
 * The URL decides what is ticked; IsSelected is also honoured when the data belongs to this URL (not while the
 * previous page's data is still shown as a placeholder). A group shows when it has options; Source when the result
 * has list programs or it is ticked. A service that sends no added lists (upstream) shows none of them.
 */
export function programFacets(data: ProgramList, search: S, current: boolean): FacetView<S>[] {
  return programDimensions
    .map((dim) => group(dim, data, search, current))
    .filter((g, k) => {
      const dim = programDimensions[k];
      if (dim?.choose === 'flag') return data.EtpCount > 0 || g.options.some((o) => o.checked);
      return g.options.length > 0;
    });
}

export function programAppliedFilters(data: ProgramList | undefined, search: S): AppliedFilter<S>[] {
  return programDimensions.flatMap((dim) => {
    const values = valuesOf(search, dim);
    if (dim.choose === 'flag') {
      if (!values.includes('Y')) return [];
      return [{ key: dim.id, label: WIOA_LABEL, next: withValues(search, dim, []) }];
    }
    const items = (data?.[dim.binding.list as keyof ProgramList] as CountItem[] | undefined) ?? [];
    return values.map((value) => {
      const words = label(dim, value, labelFor(items, value));
      return {
        key: `${dim.id}:${value}`,
        label: dim.chip === 'legend' ? `${dim.legend.en}: ${words}` : words,
        next: withValues(
          search,
          dim,
          values.filter((v) => v !== value),
        ),
      };
    });
  });
}

export function clearProgramFilters(search: S): S {
  const out = { ...search, startRecord: 0 };
  for (const dim of programDimensions) Object.assign(out, withValues(out, dim, []));
  return { ...out, startRecord: 0 };
}
