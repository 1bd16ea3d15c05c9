// v2 facets: count lists -> checkbox groups, the Source option from EtpCount, and the applied filters.
import type { CountItem } from '../../../../contract/programs/facets';
import type { ProgramFacetList, ProgramList } from '../../../../contract/programs/programs';
import type { ProgramsSearch } from '../../../../contract/requests';
import { toggleValue, withFilter } from '../../shared/facet-toggle';
import { labelFor, type AppliedFilter, type FacetView } from '../../shared/facet-model';
import { defaultProgramFilters } from '../../../../contract/programs/program-filters';
import { factAppliedFilters, factFacets } from '../../filters/fact-facets';

type ListKey = 'programLength' | 'school' | 'programName' | 'programFormat' | 'occupation' | 'area';

export const programFacetDefs: ReadonlyArray<{
  list: ProgramFacetList;
  key: ListKey;
  legend: string;
  filterable: boolean;
}> = [
  { list: 'ProgramLengthCountList', key: 'programLength', legend: 'Program length', filterable: false },
  { list: 'SchoolCountList', key: 'school', legend: 'School', filterable: true },
  { list: 'ProgramCountList', key: 'programName', legend: 'Program', filterable: true },
  { list: 'FormatCountList', key: 'programFormat', legend: 'Format', filterable: false },
  { list: 'OccupationCountList', key: 'occupation', legend: 'Occupation', filterable: true },
  { list: 'AreaCountList', key: 'area', legend: 'Area', filterable: true },
];

export const WIOA_LABEL = 'WIOA-eligible programs only';

/**
 * The URL decides what is ticked; IsSelected is also honoured when the data belongs to this URL
 * (not while the previous page's data is still shown as a placeholder).
 */
export function programFacets(
  data: ProgramList,
  search: ProgramsSearch,
  current: boolean,
): FacetView<ProgramsSearch>[] {
  const groups = programFacetDefs.map(({ list, key, legend, filterable }) => {
    const selected = search[key];
    const items: CountItem[] = [...data[list]];
    for (const value of selected) {
      if (!items.some((i) => i.Value === value))
        items.push({ Item: value, Value: value, Count: 0, IsSelected: true });
    }
    return {
      key,
      legend,
      filterable,
      options: items.map((item) => {
        const inUrl = selected.includes(item.Value);
        return {
          value: item.Value,
          label: item.Item,
          count: item.Count,
          checked: inUrl || (current && item.IsSelected),
          next: withFilter(search, key, toggleValue(selected, item.Value)),
        };
      }),
    };
  });
  const wioa = search.filterBySource === 'Y';
  const source: FacetView<ProgramsSearch> = {
    key: 'filterBySource',
    legend: 'Source',
    filterable: false,
    options: [
      {
        value: 'Y',
        label: WIOA_LABEL,
        count: data.EtpCount,
        checked: wioa,
        next: withFilter(search, 'filterBySource', wioa ? '' : 'Y'),
      },
    ],
  };
  // The added filters (0070): cost and length beside Program length, sector and eligibility after Format.
  const facts = factFacets(data, search, current);
  const fact = (k: string) => facts.get(k);
  const group = (legend: string) => groups.find((g) => g.legend === legend && g.options.length > 0);
  const ordered = [
    group('Program length'),
    fact('maxCost'),
    fact('maxWeeks'),
    group('School'),
    group('Program'),
    group('Format'),
    fact('sector'),
    fact('pell'),
    fact('childcare'),
    fact('flexibleHours'),
    fact('publicTransit'),
    group('Occupation'),
    group('Area'),
  ].filter((g): g is FacetView<ProgramsSearch> => g !== undefined);
  return [...ordered, ...(data.EtpCount > 0 || wioa ? [source] : [])];
}

export function programAppliedFilters(data: ProgramList | undefined, search: ProgramsSearch) {
  const out: AppliedFilter<ProgramsSearch>[] = [];
  for (const { list, key } of programFacetDefs) {
    for (const value of search[key]) {
      out.push({
        key: `${key}:${value}`,
        label: labelFor(data?.[list] ?? [], value),
        next: withFilter(
          search,
          key,
          search[key].filter((v) => v !== value),
        ),
      });
    }
  }
  if (search.filterBySource === 'Y') {
    out.push({ key: 'filterBySource', label: WIOA_LABEL, next: withFilter(search, 'filterBySource', '') });
  }
  return [...out, ...factAppliedFilters(search)];
}

export function clearProgramFilters(search: ProgramsSearch): ProgramsSearch {
  return {
    ...search,
    programLength: [],
    school: [],
    programName: [],
    programFormat: [],
    occupation: [],
    area: [],
    filterBySource: '',
    ...defaultProgramFilters,
    startRecord: 0,
  };
}
