// v1 facets: UndoList (applied) + FilterList (available) -> checkbox groups, and the applied filters.
import type { FacetItem } from '../../../../contract/programs/facets';
import type { InstitutionFacetGroup, InstitutionList } from '../../../../contract/institutions/institutions';
import type { InstitutionsSearch } from '../../../../contract/requests';
import { toggleValue, withFilter } from '../../shared/facet-toggle';
import { labelFor, type AppliedFilter, type FacetOption, type FacetView } from '../../shared/facet-model';

type S = InstitutionsSearch;
type ListKey = 'state' | 'occupation' | 'programName' | 'programLength' | 'region';

interface Def {
  /** The group's own name (City shares the state segment). */
  key: string;
  group: InstitutionFacetGroup;
  legend: string;
  filterable: boolean;
  /** Whether the option is applied by the URL, and the search after toggling it. */
  apply: (search: S, item: FacetItem) => { inUrl: boolean; next: S };
}

function listDef(
  group: InstitutionFacetGroup,
  legend: string,
  key: ListKey,
  filterable: boolean,
  name: string = key,
): Def {
  return {
    key: name,
    group,
    legend,
    filterable,
    apply: (search, item) => ({
      inUrl: search[key].includes(item.Value),
      next: withFilter(search, key, toggleValue(search[key], item.Value)),
    }),
  };
}

export const schoolFacetDefs: Def[] = [
  listDef('LocationCountList', 'State', 'state', true),
  // v1 has no city segment: the state segment carries "City, ST" values too (decision 0029); location stays.
  listDef('CityCountList', 'City', 'state', true, 'city'),
  // One region is one filter: the service's `region` query parameter (decision 0075), not its states.
  listDef('RegionCountList', 'Region', 'region', false),
  listDef('OccupationCountList', 'Occupation', 'occupation', true),
  listDef('ProgramCountList', 'Program', 'programName', true),
  listDef('ProgramLengthCountList', 'Program length', 'programLength', false),
];

export function schoolFacets(data: InstitutionList, search: S): FacetView<S>[] {
  return schoolFacetDefs
    .map(({ key, group, legend, filterable, apply }) => {
      const { UndoList, FilterList } = data[group];
      const options: FacetOption<S>[] = [
        ...UndoList.map((item) => ({ item, undo: true })),
        ...FilterList.map((item) => ({ item, undo: false })),
      ].map(({ item, undo }) => {
        const { inUrl, next } = apply(search, item);
        return { value: item.Value, label: item.Item, count: item.Count, checked: undo || inUrl, next };
      });
      return { key, legend, filterable, options };
    })
    .filter((g) => g.options.length > 0);
}

/** The form's keyword is the first occupation value; the rest, and the other lists, are filters. */
export function schoolAppliedFilters(data: InstitutionList | undefined, search: S): AppliedFilter<S>[] {
  const items = (group: InstitutionFacetGroup) =>
    data ? [...data[group].UndoList, ...data[group].FilterList] : [];
  const lists: Array<[ListKey, InstitutionFacetGroup, number]> = [
    ['state', 'LocationCountList', 0],
    ['occupation', 'OccupationCountList', 1],
    ['programName', 'ProgramCountList', 0],
    ['programLength', 'ProgramLengthCountList', 0],
    ['region', 'RegionCountList', 0],
  ];
  // A "City, ST" value in the state segment is labelled from the City list.
  const groupOf = (key: ListKey, group: InstitutionFacetGroup, value: string): InstitutionFacetGroup =>
    key === 'state' && value.includes(',') ? 'CityCountList' : group;
  return lists.flatMap(([key, group, skip]) =>
    search[key].slice(skip).map((value) => ({
      key: `${key}:${value}`,
      label: labelFor(items(groupOf(key, group, value)), value),
      next: withFilter(
        search,
        key,
        search[key].filter((v, i) => i < skip || v !== value),
      ),
    })),
  );
}

export function clearSchoolFilters(search: S): S {
  return {
    ...search,
    occupation: search.occupation.slice(0, 1),
    programName: [],
    programLength: [],
    state: [],
    region: [],
    startRecord: 0,
  };
}
