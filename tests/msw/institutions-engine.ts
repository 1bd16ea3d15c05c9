// The mock v1 search: one item per school offering matching programs, with UndoList/FilterList facet groups.
import type { FacetGroup } from '../../contract/programs/facets';
import type {
  InstitutionFacetGroup,
  InstitutionItem,
  InstitutionList,
} from '../../contract/institutions/institutions';
import type { InstitutionsRequest } from '../../contract/requests';
import { awardLevels, occupations, programs, schools, type MockProgram, type MockSchool } from './dataset';
import { distanceFrom, withinPlace } from './geo';
import { MockBadRequest, placeOrThrow, validatePaging } from './programs-engine';
import { matchesKeyword, suggestions } from './text-match';
import {
  institutionDimensions,
  type InstitutionDimensionId,
} from '../../contract/dimensions/institution-dimensions';

type Row = { p: MockProgram; s: MockSchool };
type Key = InstitutionDimensionId;
type Facet = { group: InstitutionFacetGroup; key: Key | null; values: (r: Row) => Array<[string, string]> };

/** Each declared v1 dimension's value(s) for a row of the dataset, with their labels. */
const rowValues: Record<Key, (r: Row) => Array<[string, string]>> = {
  state: (r) => [[r.s.stateAbbr, r.s.state]],
  city: (r) => [[cityOf(r), cityOf(r)]],
  region: (r) => [[r.s.regionCode, r.s.region]],
  occupation: (r) => r.p.socs.map((c) => [c, occupations[c] ?? c]),
  programName: (r) => [[r.p.cip, r.p.cipTitle]],
  programLength: (r) => [[String(r.p.awLevel), awardLevels[r.p.awLevel] ?? '']],
};

/** The groups, from the declared dimensions (contract/dimensions/institution-dimensions.ts). */
const facets: Facet[] = institutionDimensions.map((d) => ({
  group: d.binding.list,
  key: d.id,
  values: rowValues[d.id],
}));

const cityOf = (r: Row) => `${r.s.city}, ${r.s.stateAbbr}`;

/** Like the service (decision 0029): the state segment carries states and "City, ST" values (with a comma). */
function valuesOf(req: InstitutionsRequest, k: Key): string[] {
  if (k === 'state') return req.state.filter((v) => !v.includes(','));
  if (k === 'city') return req.state.filter((v) => v.includes(','));
  return req[k];
}

const tests: Record<Key, (r: Row, v: string) => boolean> = {
  occupation: (r, v) => matchesKeyword(r.p, v),
  programName: (r, v) => matchesKeyword(r.p, v),
  programLength: (r, v) => String(r.p.awLevel) === v,
  state: (r, v) => r.s.stateAbbr === v,
  city: (r, v) => cityOf(r).toLowerCase() === v.toLowerCase(),
  region: (r, v) => r.s.regionCode === v,
};

function passes(r: Row, req: InstitutionsRequest, except: Key | null): boolean {
  return (Object.keys(tests) as Key[]).every(
    (k) => k === except || valuesOf(req, k).length === 0 || valuesOf(req, k).some((v) => tests[k](r, v)),
  );
}

function group(rows: Row[], req: InstitutionsRequest, f: Facet): FacetGroup {
  const bySchool = new Map<string, { Item: string; Value: string; ids: Set<number> }>();
  for (const r of rows.filter((row) => passes(row, req, f.key))) {
    for (const [Value, Item] of f.values(r)) {
      const e = bySchool.get(Value) ?? { Item, Value, ids: new Set<number>() };
      e.ids.add(r.s.id);
      bySchool.set(Value, e);
    }
  }
  const key = f.key;
  const applied = (v: string) => (key ? valuesOf(req, key).includes(v) : false);
  const items = [...bySchool.values()]
    .map((e) => ({ Item: e.Item, Value: e.Value, Count: e.ids.size }))
    .sort((a, b) => b.Count - a.Count || a.Item.localeCompare(b.Item));
  return {
    UndoList: items.filter((i) => applied(i.Value)),
    FilterList: items.filter((i) => !applied(i.Value)),
  };
}

export function searchInstitutions(req: InstitutionsRequest): InstitutionList {
  validatePaging(req);
  const place = placeOrThrow(req.location);
  const all = programs.flatMap((p) => {
    const s = schools.find((x) => x.id === p.schoolId);
    return s && withinPlace(place, req.radius, s) ? [{ p, s }] : [];
  });
  const typed = req.occupation[0] ?? '';
  const didYouMean = typed ? suggestions(typed, programs) : [];
  let effective = req;
  if (typed && !all.some((r) => passes(r, req, null))) {
    const fix = didYouMean.find((d) => all.some((r) => passes(r, { ...req, occupation: [d] }, null)));
    if (fix) effective = { ...req, occupation: [fix, ...req.occupation.slice(1)] };
  }
  const matched = all.filter((r) => passes(r, effective, null));
  const ids = [...new Set(matched.map((r) => r.s.id))];
  const items: InstitutionItem[] = ids.map((id) => {
    const rows = matched.filter((r) => r.s.id === id);
    const s = rows[0]?.s ?? (schools[0] as MockSchool);
    const miles = distanceFrom(place, s);
    const levels = [...new Set(rows.map((r) => r.p.awLevel))];
    const socs = [...new Set(rows.flatMap((r) => r.p.socs))];
    return {
      ID: String(s.id),
      SchoolName: s.name,
      SchoolUrl: s.url,
      Address: s.address,
      City: s.city,
      StateAbbr: s.stateAbbr,
      StateName: s.state,
      Zip: s.zip,
      Phone: s.phone,
      Distance: miles === null ? '' : miles.toFixed(1),
      Region: s.region,
      RegionCode: s.regionCode,
      Format: [...new Set(rows.flatMap((r) => r.p.format))],
      TotalEnrollment: s.enrollment,
      ProgramName: [...new Set(rows.map((r) => r.p.etaName || r.p.cipTitle))].join(', '),
      StudentGraduated: String(rows.reduce((n, r) => n + r.p.completed, 0)),
      ElementID: String(s.id),
      ProgramLength: levels.map((l) => ({ Name: awardLevels[l] ?? '', Value: String(l) })),
      Occupationslist: socs.map((c) => ({ Name: occupations[c] ?? c, Value: c })),
    };
  });
  const dir = req.sortDirections === 'DESC' ? -1 : 1;
  const cmp: Record<string, (a: InstitutionItem, b: InstitutionItem) => number> = {
    School: (a, b) => a.SchoolName.localeCompare(b.SchoolName),
    City: (a, b) => a.City.localeCompare(b.City),
    Distance: (a, b) => Number(a.Distance) - Number(b.Distance),
  };
  if (req.sortColumns && !cmp[req.sortColumns])
    throw new MockBadRequest('Unknown sortColumns.', 'sortColumns');
  const sorter = cmp[req.sortColumns];
  if (sorter) items.sort((a, b) => dir * sorter(a, b));
  const out = Object.fromEntries(facets.map((f) => [f.group, group(all, effective, f)])) as Record<
    InstitutionFacetGroup,
    FacetGroup
  >;
  return {
    SchoolPrograms: items.slice(req.startRecord, req.startRecord + req.limitRecord),
    RecordCount: items.length,
    DidYouMean: didYouMean,
    AutoCorrection: effective === req ? '' : (effective.occupation[0] ?? ''),
    ...out,
    SchoolOrProgram: 'School',
  };
}
