// The 12-segment v1 keyword search on a hand-made database: keyword, radius in the path, region filter and facet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionListSchema, type InstitutionList } from '../../../contract/institutions/institutions';
import {
  defaultInstitutionsKeywordSearch,
  type InstitutionsKeywordRequest,
} from '../../../contract/institutions/keyword-institutions';
import { programListSchema } from '../../../contract/programs/programs';
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  type InstitutionsRequest,
} from '../../../contract/requests';
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

const parse = (out: unknown) => institutionListSchema.parse(out);
const byKeyword = (over: Partial<InstitutionsKeywordRequest>): InstitutionList =>
  parse(engine.searchInstitutions({ ...defaultInstitutionsKeywordSearch, userId: 'test', ...over }));
const byFilters = (over: Partial<InstitutionsRequest>): InstitutionList =>
  parse(engine.searchInstitutions({ ...defaultInstitutionsSearch, userId: 'test', ...over }));
const ids = (r: InstitutionList) => r.SchoolPrograms.map((i) => Number(i.ID)).sort((a, b) => a - b);

describe('v1 keyword search', () => {
  it('matches the keyword as text, SOC, O*NET or CIP code, like v2', () => {
    expect(ids(byKeyword({ keyword: 'welding' }))).toEqual([1, 2, 10000001]);
    expect(ids(byKeyword({ keyword: '51-4121' }))).toEqual([1, 2, 10000001]);
    expect(ids(byKeyword({ keyword: '29-1141.00' }))).toEqual([1, 3]);
    expect(ids(byKeyword({ keyword: '51.3801' }))).toEqual([1, 3]);
    expect(ids(byKeyword({ keyword: 'truck driving' }))).toEqual([10000001]);
  });

  it('ANDs the keyword with the occupation, program and state segments', () => {
    expect(ids(byKeyword({ keyword: 'nursing', state: ['CA'] }))).toEqual([3]);
    expect(ids(byKeyword({ keyword: 'welding', state: ['CA'] }))).toEqual([]);
    // A school qualifies by one program matching everything, not by several programs matching one each.
    expect(ids(byKeyword({ keyword: 'welding', occupation: ['29-1141'] }))).toEqual([]);
    expect(ids(byKeyword({ keyword: 'nursing', programName: ['51.3901'] }))).toEqual([2, 3, 10000001]);
  });

  it('keeps the keyword out of the facet groups', () => {
    const r = byKeyword({ keyword: 'welding' });
    for (const group of [r.OccupationCountList, r.ProgramCountList, r.LocationCountList]) {
      expect(group.UndoList).toEqual([]);
    }
    expect(r.OccupationCountList.FilterList.map((i) => i.Value)).toContain('51-4121');
  });

  it('answers exactly like the 9-segment search when the keyword is 0, with radius from the path', () => {
    const cases: Array<Partial<InstitutionsRequest>> = [
      {},
      { location: 'Austin, TX', radius: '200', sortColumns: 'Distance' },
      { occupation: ['51-4121'], state: ['TX'], sortColumns: 'School', sortDirections: 'desc' },
      { programName: ['weldng'] },
      { programLength: ['20', '21'], startRecord: 1, limitRecord: 2 },
    ];
    for (const c of cases) expect(byKeyword(c)).toEqual(byFilters(c));
  });

  it('filters by region code or name; an ETPL campus counts in its state’s region', () => {
    const sw = byKeyword({ region: ['6'] });
    expect(ids(sw)).toEqual([1, 2, 10000001]);
    expect(ids(byKeyword({ region: ['region 6'] }))).toEqual([1, 2, 10000001]);
    expect(ids(byKeyword({ region: ['6', '8'] }))).toEqual([1, 2, 3, 10000001]);
    // Disjunctive: the region's own selection does not shrink the region counts.
    expect(sw.RegionCountList).toEqual({
      UndoList: [{ Item: 'Region 6', Count: 3, Value: '6' }],
      FilterList: [{ Item: 'Region 8', Count: 1, Value: '8' }],
    });
    // Other criteria do.
    expect(byKeyword({ keyword: 'welding', region: ['8'] }).RegionCountList).toEqual({
      UndoList: [{ Item: 'Region 8', Count: 0, Value: '8' }],
      FilterList: [{ Item: 'Region 6', Count: 3, Value: '6' }],
    });
    // The ETPL campus keeps its own (empty) Region field.
    expect(sw.SchoolPrograms.find((i) => i.ID === '10000001')?.Region).toBe('');
  });

  it('gives every region option exactly the count ticking it yields, in both v1 searches', () => {
    for (const over of [
      {},
      { keyword: 'nursing' },
      { keyword: 'welding', location: 'Austin, TX', radius: '300' },
    ]) {
      for (const option of byKeyword(over).RegionCountList.FilterList) {
        expect(byKeyword({ ...over, region: [option.Value] }).RecordCount).toBe(option.Count);
      }
    }
    expect(byFilters({}).RegionCountList.FilterList).toEqual([
      { Item: 'Region 6', Count: 3, Value: '6' },
      { Item: 'Region 8', Count: 1, Value: '8' },
    ]);
  });

  it('keeps an unknown region applied with Count 0 and finds nothing', () => {
    const r = byKeyword({ region: ['Atlantis'] });
    expect(r.RecordCount).toBe(0);
    expect(r.RegionCountList.UndoList).toEqual([{ Item: 'Atlantis', Count: 0, Value: 'Atlantis' }]);
  });

  it('auto-corrects a misspelt keyword and says so', () => {
    const r = byKeyword({ keyword: 'weldng' });
    expect(r.DidYouMean[0]).toBe('welding');
    expect(r.AutoCorrection).toBe('welding');
    expect(ids(r)).toEqual([1, 2, 10000001]);
  });

  it('reads radius from the path with v2’s rules, and sort words in any case', () => {
    const near = byKeyword({
      location: 'Austin, TX',
      radius: '200',
      sortColumns: 'distance',
      sortDirections: 'Desc',
    });
    expect(near.SchoolPrograms.map((i) => Number(i.ID))).toEqual([10000001, 1]);
    expect(() => byKeyword({ location: 'Austin, TX', radius: '501' })).toThrow(BadRequestError);
  });

  it('reads sort words in any case in both v1 searches and in v2', () => {
    const order = (r: InstitutionList) => r.SchoolPrograms.map((i) => i.ID);
    const sorted = { sortColumns: 'School', sortDirections: 'DESC' };
    for (const [sortColumns, sortDirections] of [
      ['school', 'desc'],
      ['SCHOOL', 'Desc'],
    ] as const) {
      expect(order(byKeyword({ sortColumns, sortDirections }))).toEqual(order(byKeyword(sorted)));
      expect(order(byFilters({ sortColumns, sortDirections }))).toEqual(order(byFilters(sorted)));
    }
    const v2 = (sortColumns: string, sortDirection: string) =>
      engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', sortColumns, sortDirection });
    const ids2 = (sortColumns: string, sortDirection: string) =>
      programListSchema.parse(v2(sortColumns, sortDirection)).SchoolPrograms.map((p) => p.DetailId);
    expect(ids2('provider', 'desc')).toEqual(ids2('Provider', 'DESC'));
    expect(ids2('provider', 'desc')).not.toEqual(ids2('Provider', 'ASC'));
  });

  it.each([
    [{ keyword: 'x'.repeat(201) }, 'keyword'],
    [{ radius: 'far' }, 'radius'],
    [{ sortColumns: 'Program' }, 'sortColumns'],
  ] as Array<[Partial<InstitutionsKeywordRequest>, string]>)(
    'rejects %o naming segment %s',
    (over, segment) => {
      expect(() => byKeyword(over)).toThrow(expect.objectContaining({ segment }));
    },
  );
});
