// v1 facets from the declared dimensions (contract/dimensions/institution-dimensions.ts, decision 0160): UndoList
// (applied) + FilterList (available) -> checkbox groups, and the applied filters.
import type { FacetItem } from '../../../../contract/programs/facets';
import type { InstitutionFacetGroup, InstitutionList } from '../../../../contract/institutions/institutions';
import type { InstitutionsSearch } from '../../../../contract/requests';
import { institutionDimensions } from '../../../../contract/dimensions/institution-dimensions';
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

// v1 has no city segment: the state segment carries "City, ST" values too (decision 0029), so City's field is
// `state`; one region is one filter (the `region` query parameter, decision 0075), not its states.
export const schoolFacetDefs: Def[] = institutionDimensions.map((d) =>
  listDef(d.binding.list, d.legend.en, d.binding.field, d.filterable, d.id),
);

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
  // One chip list per request field (City's values are in State's field); the first occupation is the keyword.
  const lists: Array<[ListKey, InstitutionFacetGroup, number]> = [];
  for (const d of institutionDimensions)
    if (!lists.some(([key]) => key === d.binding.field))
      lists.push([d.binding.field, d.binding.list, d.binding.field === 'occupation' ? 1 : 0]);
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
