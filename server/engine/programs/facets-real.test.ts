// Facet promises on the real data: a v1 City option yields its count, v2 school labels never collide.
import { beforeAll, describe, expect, it } from 'vitest';
import { institutionListSchema, type InstitutionList } from '../../../contract/institutions/institutions';
import { programListSchema } from '../../../contract/programs/programs';
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  type InstitutionsRequest,
  type ProgramsRequest,
} from '../../../contract/requests';
import { openEngine } from '../open-engine';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realDbPath } from '../../../tests/engine/real-db';
import type { SearchEngine } from '../types';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

let engine: SearchEngine;
const v1 = (over: Partial<InstitutionsRequest>): InstitutionList =>
  institutionListSchema.parse(
    engine.searchInstitutions({ ...defaultInstitutionsSearch, userId: 'test', limitRecord: 500, ...over }),
  );
const v2 = (over: Partial<ProgramsRequest>) =>
  programListSchema.parse(engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', ...over }));

describe.skipIf(!HAS_REAL_DATA)('facets on the real data', () => {
  beforeAll(async () => {
    engine = openEngine(await realDbPath());
  });

  const bases: Array<Partial<InstitutionsRequest>> = [
    { state: ['TX'], occupation: ['nursing'] },
    { occupation: ['welding'] },
    { programName: ['nursing'], location: 'Dallas, TX', radius: '50' },
    { location: 'Houston, TX', radius: '25' },
    { state: ['Texas', 'OK'], programLength: ['3'] },
  ];

  it.each(bases)('ticking a City option of %j yields exactly its count, those schools only', (base) => {
    const r = v1(base);
    const list = r.CityCountList.FilterList;
    expect(list.length).toBeGreaterThan(1);
    const picks = [list[0], list[1], list[list.length - 1]].filter((c) => c !== undefined);
    for (const city of picks) {
      const ticked = v1({ ...base, state: [...(base.state ?? []), city.Value] });
      expect(ticked.RecordCount).toBe(city.Count);
      expect(ticked.CityCountList.UndoList).toEqual([city]);
      for (const s of ticked.SchoolPrograms)
        expect(`${s.City}, ${s.StateAbbr}`.toLowerCase()).toBe(city.Value.toLowerCase());
      // Its own selection leaves the other cities' counts as they were.
      expect(ticked.CityCountList.FilterList.slice(0, 5)).toEqual(list.filter((c) => c !== city).slice(0, 5));
    }
    // Two cities are OR'd: their schools add up.
    const [a, b] = list;
    if (a && b)
      expect(v1({ ...base, state: [...(base.state ?? []), a.Value, b.Value] }).RecordCount).toBe(
        a.Count + b.Count,
      );
  });

  it('a state and a city are AND-ed; the city shrinks the State counts to its own state', () => {
    const city = v1({ occupation: ['nursing'] }).CityCountList.FilterList.find((c) =>
      c.Value.endsWith(', TX'),
    );
    expect(city).toBeDefined();
    if (!city) return;
    const r = v1({ occupation: ['nursing'], state: [city.Value] });
    expect(r.LocationCountList.FilterList).toEqual([{ Item: 'Texas', Count: city.Count, Value: 'TX' }]);
    expect(v1({ occupation: ['nursing'], state: ['TX', city.Value] }).RecordCount).toBe(city.Count);
    expect(v1({ occupation: ['nursing'], state: ['CA', city.Value] }).RecordCount).toBe(0);
  });

  it('StudentGraduated is empty only where no program reports completions', () => {
    const schools = v1({ state: ['TX'], occupation: ['welding'] }).SchoolPrograms;
    const empty = schools.filter((s) => s.StudentGraduated === '');
    expect(empty.length).toBeGreaterThan(0);
    // ETPL campuses (ids from 10,000,000, decision 0011): the list reports no completions.
    expect(empty.every((s) => Number(s.ID) >= 10_000_000)).toBe(true);
    expect(schools.some((s) => /^\d+$/.test(s.StudentGraduated))).toBe(true);
  });

  it('no two options of a SchoolCountList share a label; twins are told apart by place', () => {
    const queries: Array<Partial<ProgramsRequest>> = [
      {},
      { location: 'TX' },
      { keyword: 'welding', location: 'TX' },
      { keyword: 'nursing', location: 'Lubbock, TX', radius: '100' },
      { keyword: 'truck driving' },
      { keyword: 'cosmetology', location: 'TX' },
      { keyword: 'medical assistant', location: 'Houston, TX', radius: '50' },
      { keyword: 'electrician' },
      { keyword: '51.3801' },
      { keyword: 'South Plains College' },
    ];
    let twins = 0;
    for (const q of queries) {
      const items = v2(q).SchoolCountList;
      const labels = items.map((i) => i.Item);
      expect(new Set(labels).size, JSON.stringify(q)).toBe(labels.length);
      twins += items.filter((i) => /\(.*, [A-Z]{2}\)$/.test(i.Item)).length;
    }
    expect(twins).toBeGreaterThan(0);
    const spc = v2({ keyword: 'South Plains College' }).SchoolCountList.filter((i) =>
      i.Item.startsWith('South Plains College'),
    );
    expect(spc.length).toBeGreaterThan(1);
    expect(new Set(spc.map((i) => i.Value)).size).toBe(spc.length);
  });
});
