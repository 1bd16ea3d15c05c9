// The v1 facet groups: UndoList = values applied (to remove), FilterList = values still available to add.
import type { FacetGroup, FacetItem } from '../../contract/facets';
import type { InstitutionList } from '../../contract/institutions';
import { parseCode } from './codes';
import type { EngineState } from './engine-state';
import { FACET_CAP, topByCount, type FacetDomain, type Selection } from './facet-list';
import { candidates } from './candidates';
import type { InstPass } from './institution-pass';
import { fillTiers, matchKeyword, NO_MATCH } from './match';

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
  valueCount: (v: string) => number,
): FacetGroup {
  const index = kind === 'soc' ? s.d.socIndex : s.d.cipIndex;
  const indices = values.map((v) => {
    const c = parseCode(v);
    return c?.kind === kind ? index.get(c.code) : undefined;
  });
  const group = fromDomain(domain, counts, { values, indices }, false);
  group.UndoList = values.map((v, k) => {
    const i = indices[k];
    const count = valueCount(v);
    return { Item: i === undefined ? v : domain.item(i), Count: count, Value: v };
  });
  return group;
}

/** How many result schools have a result program that this one value (text or code) matches. */
function schoolsMatching(s: EngineState, pass: InstPass, value: string): number {
  const m = matchKeyword(s.d, s.ix, value);
  const cands = candidates(s.d, s.d.progCount, s.ps, m, null);
  const tiers = new Uint8Array(s.d.progCount);
  fillTiers(s.d, m, tiers, cands);
  const seen = new Uint8Array(s.d.instCount);
  let count = 0;
  const len = cands ? cands.length : s.d.progCount;
  for (let k = 0; k < len; k++) {
    const p = cands ? (cands[k] ?? 0) : k;
    if (tiers[p] === NO_MATCH || pass.passTier[p] === NO_MATCH) continue;
    const i = s.d.progInst[p] ?? 0;
    if (!seen[i]) {
      seen[i] = 1;
      count++;
    }
  }
  return count;
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
): Groups {
  const dom = s.domains;
  const total = pass.insts.length;
  // With one value applied, every result school matches it; with several, count each value's schools.
  const countFor = (values: string[]) => (v: string) =>
    values.length === 1 ? total : schoolsMatching(s, pass, v);
  return {
    LocationCountList: fromDomain(dom.state, pass.state, applied.state, false),
    CityCountList: fromDomain(s.cities.domain, pass.city, applied.city, false),
    RegionCountList: fromDomain(s.regions.domain, pass.region, applied.region, false),
    OccupationCountList: fromSearch(
      s,
      applied.occupation,
      dom.occupation,
      pass.occupation,
      'soc',
      countFor(applied.occupation),
    ),
    ProgramCountList: fromSearch(
      s,
      applied.programName,
      dom.program,
      pass.program,
      'cip',
      countFor(applied.programName),
    ),
    ProgramLengthCountList: fromDomain(dom.length, pass.length, applied.length, true),
  };
}
