// The v1 institution search on a hand-made database: grouping by school, facet groups, sorting, spelling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionListSchema, type InstitutionList } from '../../../contract/institutions/institutions';
import { defaultInstitutionsSearch, type InstitutionsRequest } from '../../../contract/requests';
import { createFixtureDb } from '../../../tests/engine/fixture-db';
import { openEngine } from '../open-engine';
import { BadRequestError, type SearchEngine } from '../types';

let engine: SearchEngine;
let cleanup: () => void;
beforeAll(() => {
  const fx = createFixtureDb();
  cleanup = fx.cleanup;
  engine = openEngine(fx.dbPath);
});
afterAll(() => cleanup());

function search(over: Partial<InstitutionsRequest>): InstitutionList {
  const out = engine.searchInstitutions({
    ...defaultInstitutionsSearch,
    userId: 'test',
    ...over,
  }) as InstitutionList;
  return institutionListSchema.parse(out);
}
const ids = (r: InstitutionList) => r.SchoolPrograms.map((i) => Number(i.ID));

describe('v1 institution search', () => {
  it('lists every school offering programs, most graduates first, with its programs summed up', () => {
    const r = search({});
    expect(ids(r)).toEqual([1, 3, 2, 10000001]);
    expect(r.RecordCount).toBe(4);
    expect(r.SchoolOrProgram).toBe('School');
    expect(r.SchoolPrograms[0]).toMatchObject({
      SchoolName: 'Austin Community College',
      StateName: 'Texas',
      StudentGraduated: '215',
      TotalEnrollment: '20,000 and above',
      RegionCode: '6',
      Region: 'Region 6',
      ElementID: '101',
      Distance: '',
      ProgramLength: [
        { Name: 'Certificates of less than 12 weeks', Value: '20' },
        { Name: "Associate's degree", Value: '3' },
      ],
    });
  });

  it('matches an occupation code through the crosswalk and shows it in UndoList by title', () => {
    const r = search({ occupation: ['51-4121'] });
    expect(ids(r).sort((a, b) => a - b)).toEqual([1, 2, 10000001]);
    expect(r.OccupationCountList.UndoList).toEqual([
      { Item: 'Welders, Cutters, Solderers, and Brazers', Count: 3, Value: '51-4121' },
    ]);
    expect(r.OccupationCountList.FilterList.map((i) => i.Value)).not.toContain('51-4121');
    const houston = r.SchoolPrograms.find((i) => i.ID === '10000001');
    expect(houston?.ProgramName).toBe('Combination Welding');
    expect(houston?.Format).toEqual(['In-person', 'Hybrid']);
    expect(houston?.Occupationslist).toEqual([
      { Name: 'Welders, Cutters, Solderers, and Brazers', Value: '51-4121' },
    ]);
  });

  it('counts each of several applied occupations by the schools it matches', () => {
    const r = search({ occupation: ['51-4121', 'nursing'] });
    expect(r.RecordCount).toBe(4);
    expect(r.OccupationCountList.UndoList).toEqual([
      { Item: 'Welders, Cutters, Solderers, and Brazers', Count: 3, Value: '51-4121' },
      { Item: 'nursing', Count: 4, Value: 'nursing' },
    ]);
  });

  it('filters by state and program length, counting the other states and lengths still available', () => {
    const ca = search({ state: ['CA'] });
    expect(ids(ca)).toEqual([3]);
    expect(ca.LocationCountList.UndoList).toEqual([{ Item: 'California', Count: 1, Value: 'CA' }]);
    expect(ca.LocationCountList.FilterList).toEqual([{ Item: 'Texas', Count: 3, Value: 'TX' }]);
    const short = search({ programLength: ['20'] });
    expect(ids(short).sort((a, b) => a - b)).toEqual([1, 10000001]);
    expect(short.ProgramLengthCountList.UndoList).toEqual([
      { Item: 'Certificates of less than 12 weeks', Count: 2, Value: '20' },
    ]);
    const other = Object.fromEntries(short.ProgramLengthCountList.FilterList.map((i) => [i.Value, i.Count]));
    expect(other).toEqual({ '21': 3, '2': 1, '3': 1, '5': 1 });
  });

  it('filters by City values in the state segment, counting cities disjunctively', () => {
    const all = search({});
    const houston = all.CityCountList.FilterList.find((i) => i.Value === 'Houston, TX');
    expect(houston).toEqual({ Item: 'Houston, TX', Count: 1, Value: 'Houston, TX' });
    const r = search({ state: ['Houston, TX'] });
    expect(ids(r)).toEqual([10000001]);
    expect(r.CityCountList.UndoList).toEqual([houston]);
    // Its own selection does not shrink the City counts; it does shrink the states.
    expect(r.CityCountList.FilterList.map((i) => i.Value).sort()).toEqual([
      'Austin, TX',
      'Los Angeles, CA',
      'Lubbock, TX',
    ]);
    expect(r.LocationCountList).toEqual({
      UndoList: [],
      FilterList: [{ Item: 'Texas', Count: 1, Value: 'TX' }],
    });
  });

  it('ORs cities among themselves, ANDs them with states and the location', () => {
    const two = search({ state: ['Houston, TX', 'Los Angeles, CA'] });
    expect(ids(two).sort((a, b) => a - b)).toEqual([3, 10000001]);
    expect(two.LocationCountList.FilterList.map((i) => [i.Value, i.Count])).toEqual([
      ['CA', 1],
      ['TX', 1],
    ]);
    const withState = search({ state: ['TX', 'Houston, TX', 'Los Angeles, CA'] });
    expect(ids(withState)).toEqual([10000001]);
    expect(withState.LocationCountList.UndoList).toEqual([{ Item: 'Texas', Count: 1, Value: 'TX' }]);
    // The state shrinks the City list: Los Angeles is applied but has no school in Texas.
    expect(withState.CityCountList.UndoList.map((i) => [i.Value, i.Count])).toEqual([
      ['Houston, TX', 1],
      ['Los Angeles, CA', 0],
    ]);
    expect(withState.CityCountList.FilterList.map((i) => i.Value).sort()).toEqual([
      'Austin, TX',
      'Lubbock, TX',
    ]);
    const near = search({ location: 'Austin, TX', radius: '200', state: ['Houston, TX'] });
    expect(ids(near)).toEqual([10000001]);
    expect(near.CityCountList.FilterList).toEqual([{ Item: 'Austin, TX', Count: 1, Value: 'Austin, TX' }]);
  });

  it('reads city values leniently and keeps an unknown one applied with Count 0', () => {
    expect(ids(search({ state: [' houston ,  texas '] }))).toEqual([10000001]);
    const r = search({ state: ['Atlantis, ZZ'] });
    expect(r.RecordCount).toBe(0);
    expect(r.CityCountList.UndoList).toEqual([{ Item: 'Atlantis, ZZ', Count: 0, Value: 'Atlantis, ZZ' }]);
  });

  it('leaves StudentGraduated empty for a school whose programs report no completions', () => {
    const byId = (r: InstitutionList) => Object.fromEntries(r.SchoolPrograms.map((i) => [i.ID, i]));
    expect(byId(search({}))['10000001']?.StudentGraduated).toBe('');
    // A reported zero stays a zero.
    expect(byId(search({ state: ['CA'], programLength: ['21'] }))['3']?.StudentGraduated).toBe('0');
  });

  it('keeps schools within the radius and sorts by distance both ways', () => {
    const near = search({ location: 'Austin, TX', radius: '200', sortColumns: 'Distance' });
    expect(ids(near)).toEqual([1, 10000001]);
    expect(near.SchoolPrograms.map((i) => Number(i.Distance)).every((m) => m <= 200)).toBe(true);
    expect(
      ids(search({ location: 'Austin, TX', radius: '200', sortColumns: 'Distance', sortDirections: 'DESC' })),
    ).toEqual([10000001, 1]);
  });

  it('sorts by school name and by city', () => {
    expect(search({ sortColumns: 'School' }).SchoolPrograms.map((i) => i.SchoolName)).toEqual([
      'Austin Community College',
      'Houston Welding School',
      'Lubbock Technical College',
      'Pacific Nursing Institute',
    ]);
    expect(search({ sortColumns: 'City', sortDirections: 'DESC' }).SchoolPrograms.map((i) => i.City)).toEqual(
      ['Lubbock', 'Los Angeles', 'Houston', 'Austin'],
    );
  });

  it('auto-corrects a misspelt program name', () => {
    const r = search({ programName: ['weldng'] });
    expect(r.DidYouMean[0]).toBe('welding');
    expect(r.AutoCorrection).toBe('welding');
    expect(r.RecordCount).toBe(3);
    expect(search({ programName: ['welding'] }).AutoCorrection).toBe('');
  });

  it('pages without overlap', () => {
    const all = ids(search({ limitRecord: 500 }));
    const paged = [0, 2].flatMap((start) => ids(search({ startRecord: start, limitRecord: 2 })));
    expect(paged).toEqual(all);
  });

  it.each([
    [{ sortColumns: 'Program' }, 'sortColumns'],
    [{ sortDirections: 'sideways' }, 'sortDirections'],
    [{ radius: '600' }, 'radius'],
    [{ limitRecord: 0 }, 'limitRecord'],
    [{ location: 'Atlantis, ZZ' }, 'location'],
  ] as Array<[Partial<InstitutionsRequest>, string]>)('rejects %o naming segment %s', (over, segment) => {
    expect(() => search(over)).toThrow(BadRequestError);
    try {
      search(over);
    } catch (e) {
      expect((e as BadRequestError).segment).toBe(segment);
    }
  });
});
