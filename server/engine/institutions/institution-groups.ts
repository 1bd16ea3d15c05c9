// The v1 facet groups: UndoList = values applied (to remove), FilterList = values still available to add.
import type { FacetGroup, FacetItem } from '../../../contract/programs/facets';
import type { InstitutionList } from '../../../contract/institutions/institutions';
import { parseCode } from '../codes';
import type { EngineState } from '../engine-state';
import { FACET_CAP, topByCount, type FacetDomain, type Selection } from '../programs/facet-list';
import type { InstPass } from './institution-pass';
import {
  institutionDimensions,
  type InstitutionDimensionId,
} from '../../../contract/dimensions/institution-dimensions';

type Groups = Pick<
  InstitutionList,
  | 'LocationCountList'
  | 'CityCountList'
  | 'RegionCountList'
  | 'OccupationCountList'
  | 'ProgramCountList'
  | 'ProgramLengthCountList'
>;

function fromDomain(
  domain: FacetDomain,
  counts: ArrayLike<number>,
  sel: Selection,
  natural: boolean,
): FacetGroup {
  const chosen = new Set(sel.indices.filter((i): i is number => i !== undefined));
  const UndoList: FacetItem[] = [];
  sel.values.forEach((v, k) => {
    const i = sel.indices[k];
    UndoList.push(
      i === undefined
        ? { Item: v, Count: 0, Value: v }
        : { Item: domain.item(i), Count: counts[i] ?? 0, Value: domain.value(i) },
    );
  });
  let order: number[];
  if (natural) order = Array.from({ length: domain.size }, (_, i) => i).filter((i) => (counts[i] ?? 0) > 0);
  else order = topByCount(counts, domain.rank, FACET_CAP + chosen.size);
  const FilterList = order
    .filter((i) => !chosen.has(i))
    .slice(0, FACET_CAP)
    .map((i) => ({ Item: domain.item(i), Count: counts[i] ?? 0, Value: domain.value(i) }));
  return { UndoList, FilterList };
}

/**
 * Applied occupation / programName values (text or codes) go to UndoList with the number of result institutions
 * (all of them when only one value was applied); code values are shown by their title and leave FilterList.
 */
function fromSearch(
  s: EngineState,
  values: readonly string[],
  domain: FacetDomain,
  counts: ArrayLike<number>,
  kind: 'soc' | 'cip',
  valueCount: (k: number) => number,
): FacetGroup {
  const index = kind === 'soc' ? s.d.socIndex : s.d.cipIndex;
  const indices = values.map((v) => {
    const c = parseCode(v);
    return c?.kind === kind ? index.get(c.code) : undefined;
  });
  const group = fromDomain(domain, counts, { values, indices }, false);
  group.UndoList = values.map((v, k) => {
    const i = indices[k];
    const count = valueCount(k);
    return { Item: i === undefined ? v : domain.item(i), Count: count, Value: v };
  });
  return group;
}

/** Per applied value of each segment, the result schools it reaches (empty when the segment has one value). */
export interface ValueCounts {
  occupation: number[];
  programName: number[];
}

export function institutionGroups(
  s: EngineState,
  pass: InstPass,
  applied: {
    occupation: string[];
    programName: string[];
    length: Selection;
    state: Selection;
    city: Selection;
    region: Selection;
  },
  counts: ValueCounts,
): Groups {
  const dom = s.domains;
  const total = pass.insts.length;
  // With one value applied, every result school matches it; with several, count each value's schools.
  const countFor = (values: string[], each: number[]) => (k: number) =>
    values.length === 1 ? total : (each[k] ?? 0);
  // Each declared v1 dimension's group (contract/dimensions/institution-dimensions.ts, decision 0160), by its id.
  const group: Record<InstitutionDimensionId, () => FacetGroup> = {
    state: () => fromDomain(dom.state, pass.state, applied.state, false),
    city: () => fromDomain(s.cities.domain, pass.city, applied.city, false),
    region: () => fromDomain(s.regions.domain, pass.region, applied.region, false),
    occupation: () =>
      fromSearch(
        s,
        applied.occupation,
        dom.occupation,
        pass.occupation,
        'soc',
        countFor(applied.occupation, counts.occupation),
      ),
    programName: () =>
      fromSearch(
        s,
        applied.programName,
        dom.program,
        pass.program,
        'cip',
        countFor(applied.programName, counts.programName),
      ),
    programLength: () => fromDomain(dom.length, pass.length, applied.length, true),
  };
  return Object.fromEntries(institutionDimensions.map((d) => [d.binding.list, group[d.id]()])) as Groups;
}
