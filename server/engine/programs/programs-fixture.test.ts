// The v2 search on a hand-made database: matching, ranking, location, facets and errors with known answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programListSchema, type ProgramList } from '../../../contract/programs/programs';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
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

function search(over: Partial<ProgramsRequest>): ProgramList {
  const out = engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', ...over }) as ProgramList;
  return programListSchema.parse(out);
}
const ids = (r: ProgramList) => r.SchoolPrograms.map((p) => p.DetailId);
const facet = (r: ProgramList, list: keyof ProgramList) =>
  Object.fromEntries((r[list] as Array<{ Value: string; Count: number }>).map((i) => [i.Value, i.Count]));

describe('keyword matching and relevance', () => {
  it('finds every nursing program by title, occupation or school, most completions first', () => {
    const r = search({ keyword: 'Nursing' });
    // 107 reported no completions: it follows the others of its band (decision 0062).
    expect(ids(r)).toEqual([106, 101, 105, 110, 107]);
    expect(r.RecordCount).toBe(5);
    expect(r.SearchedOn).toMatchObject({ KeywordEntered: 'Nursing', IsCode: false, Type: 'Keyword' });
  });

  it('ranks a phrase in the program title above a match on the school name only', () => {
    const r = search({ keyword: 'welding' });
    // 108 is named "Combination Welding" and is at "Houston Welding School"; 102/104 via the CIP title.
    expect(new Set(ids(r))).toEqual(new Set([102, 104, 108, 109, 110]));
    expect(ids(r).slice(-2).sort()).toEqual([109, 110]); // matched by school name only: ranked last
    expect(r.SearchedOn.SchoolOrProgram).toBe('Program');
  });

  it('says School when only school names match', () => {
    const r = search({ keyword: 'Austin Community' });
    expect(ids(r).sort()).toEqual([101, 102, 103]);
    expect(r.SearchedOn.SchoolOrProgram).toBe('School');
  });

  it('needs every word, across title, occupation and school, while some program has them all', () => {
    expect(ids(search({ keyword: 'nursing austin' }))).toEqual([101]);
    expect(ids(search({ keyword: 'nursing welding' }))).toEqual([110]); // "Online Nursing Prep" at a welding school
    expect(search({ keyword: 'nursing welding' }).PartialMatch).toBeUndefined();
  });

  it('shows the best partial matches, and says so, when no program has every word', () => {
    // Changed by issue 8: this found nothing before (all words or nothing).
    const r = search({ keyword: 'nursing business' });
    expect(new Set(ids(r))).toEqual(new Set([101, 103, 105, 106, 107, 110]));
    expect(r.PartialMatch).toEqual({ MatchedWords: ['nursing', 'business'], MissingWords: [] });
    const one = search({ keyword: 'welding zzyzx' });
    expect(new Set(ids(one))).toEqual(new Set(ids(search({ keyword: 'welding' }))));
    expect(one.PartialMatch).toEqual({ MatchedWords: ['welding'], MissingWords: ['zzyzx'] });
  });

  it('reads SOC, O*NET and CIP codes through the crosswalk and the programs own occupations', () => {
    for (const code of ['51-4121', '51-4121.00', '51412100']) {
      const r = search({ keyword: code });
      expect(ids(r).sort()).toEqual([102, 104, 108]);
      expect(r.SearchedOn).toMatchObject({
        IsCode: true,
        FormattedCode: '51-4121',
        Title: 'Welders, Cutters, Solderers, and Brazers',
        Type: 'Occupation',
      });
    }
    for (const code of ['48.0508', '480508']) {
      const r = search({ keyword: code });
      expect(ids(r).sort()).toEqual([102, 104, 108]);
      expect(r.SearchedOn).toMatchObject({ IsCode: true, FormattedCode: '48.0508', Type: 'Program' });
    }
    expect(ids(search({ keyword: '29-0000' })).sort()).toEqual([101, 105, 106, 107, 110]);
    expect(ids(search({ keyword: '51.38' })).sort()).toEqual([101, 106]);
  });

  it('reads a keyword of 0 or of punctuation only as no keyword, and one of unindexed words as matching nothing', () => {
    for (const keyword of ['0', ' - ', '*']) expect(search({ keyword }).RecordCount).toBe(10);
    expect(search({ keyword: '0' }).SearchedOn).toMatchObject({ IsCode: false, Type: '' });
    for (const keyword of ['the', 'c++', 'of and']) expect(search({ keyword }).RecordCount).toBe(0);
  });

  it('suggests and auto-corrects a misspelling, keeping what was typed', () => {
    const r = search({ keyword: 'weldng' });
    expect(r.DidYouMean[0]).toBe('welding');
    expect(r.IsAutoCorrectionUsed).toBe(true);
    expect(r.RecordCount).toBe(search({ keyword: 'welding' }).RecordCount);
    expect(r.SearchedOn.KeywordEntered).toBe('weldng');
    const right = search({ keyword: 'welding' });
    expect(right.DidYouMean).toEqual([]);
    expect(right.IsAutoCorrectionUsed).toBe(false);
  });
});

describe('location and distance', () => {
  it('keeps programs within the radius of a city, nearest first, with distances in miles', () => {
    const r = search({ keyword: 'welding', location: 'Austin, TX', radius: '200' });
    // Title matches by distance (Austin, then Houston), then the school-name matches; Lubbock is too far.
    expect(ids(r)).toEqual([102, 108, 109, 110]);
    const miles = r.SchoolPrograms.map((p) => Number(p.Distance));
    expect(miles.every((m) => m <= 200)).toBe(true);
    expect(miles[0]).toBe(0);
    expect(miles[1]).toBeGreaterThan(140);
    expect(miles[1]).toBeLessThan(150);
  });

  it('reads a ZIP, a ZIP+4, a state name or abbreviation, and nationwide', () => {
    expect(
      search({ location: '79401', radius: '10' }).SchoolPrograms.every((p) => p.City === 'Lubbock'),
    ).toBe(true);
    expect(search({ location: '79401-1234', radius: '10' }).RecordCount).toBe(2);
    expect(search({ location: 'California' }).RecordCount).toBe(2);
    const tx = search({ location: 'tx', radius: '5' });
    expect(tx.RecordCount).toBe(8); // the radius is ignored with a state
    expect(tx.SchoolPrograms.every((p) => p.Distance === '')).toBe(true);
    expect(search({ location: 'US' }).RecordCount).toBe(10);
  });

  it('rejects an unknown place with the message the service shows', () => {
    expect(() => search({ location: 'Atlantis, ZZ' })).toThrow(
      new BadRequestError(
        'Location "Atlantis, ZZ" was not found. Type a ZIP code, or a city and state such as "Austin, TX".',
        'location',
      ),
    );
    expect(() => search({ location: '00000' })).toThrow(BadRequestError);
  });
});

describe('facets', () => {
  it('counts disjunctively: a facet ignores its own selection, the others apply', () => {
    const r = search({ programLength: ['20'], area: ['Travis County, TX'] });
    expect(ids(r)).toEqual([102]);
    expect(facet(r, 'ProgramLengthCountList')).toEqual({ '3': 2, '20': 1 }); // Travis County only
    expect(facet(r, 'AreaCountList')).toEqual({ 'Travis County, TX': 1, 'Harris County, TX': 2 }); // <12 weeks only
    expect(r.ProgramLengthCountList.filter((i) => i.IsSelected).map((i) => i.Value)).toEqual(['20']);
  });

  it('keeps a requested value that matches nothing, selected, with count 0', () => {
    const r = search({ school: ['3', '999'] });
    const selected = r.SchoolCountList.filter((i) => i.IsSelected);
    expect(selected.map((i) => [i.Value, i.Count])).toEqual([
      ['3', 2],
      ['999', 0],
    ]);
  });

  it('answers browsing everything the same each time, whatever was searched in between', () => {
    // Browsing everything keeps its pass and count lists (shape.ts): other searches must get their own.
    const first = search({});
    expect(search({})).toEqual(first);
    const asked = search({ programFormat: ['Correspondence'] });
    expect(asked.FormatCountList.filter((i) => i.IsSelected)).toEqual([
      { Item: 'Correspondence', Count: 0, Value: 'Correspondence', IsSelected: true },
    ]);
    const near = search({ location: 'tx', radius: '5' });
    expect(near.RecordCount).toBe(8);
    expect(near.AreaCountList.reduce((n, i) => n + i.Count, 0)).toBe(8);
    expect(search({})).toEqual(first);
  });

  it('lists formats, occupations and programs with labels, and counts ETPL programs', () => {
    const r = search({});
    expect(r.FormatCountList.map((i) => [i.Item, i.Count])).toEqual([
      ['In-person', 2],
      ['Online', 1],
      ['Hybrid', 1],
      // IPEDS reports no delivery: counted, and selectable, instead of vanishing (decision 0070).
      ['Not reported', r.RecordCount - 3],
    ]);
    expect(search({ programFormat: ['none'] }).RecordCount).toBe(r.RecordCount - 3);
    expect(r.OccupationCountList.find((i) => i.Value === '51-4121')).toMatchObject({
      Item: 'Welders, Cutters, Solderers, and Brazers',
      Count: 3,
    });
    expect(r.ProgramCountList.find((i) => i.Value === '51.3901')?.Count).toBe(3);
    expect(r.EtpCount).toBe(3);
    const etpl = search({ filterBySource: 'Y' });
    expect(etpl.RecordCount).toBe(3);
    expect(etpl.EtpCount).toBe(3);
    expect(etpl.SearchedOn.DataSetType).toBe('ETPL');
  });
});

describe('items, sorting and paging', () => {
  it('fills a program item from the program, its school and its occupations', () => {
    const item = search({ keyword: 'Combination Welding' }).SchoolPrograms[0];
    expect(item).toMatchObject({
      DetailId: 108,
      CipCode: '48.0508',
      EtaProgramName: 'Combination Welding',
      Credential: 'AWS Certified Welder',
      Format: ['In-person', 'Hybrid'],
      DataSource: 'ETPL',
      NumberCompleted: [],
      OccupationsList: ['Welders, Cutters, Solderers, and Brazers'],
      SchoolIDUnique: 10000001,
      State: 'Texas',
      Distance: '',
    });
    const ipeds = search({ keyword: '52.0201' }).SchoolPrograms[0];
    expect(ipeds).toMatchObject({
      EtaProgramName: 'Business Administration and Management, General',
      NumberCompleted: ['80'],
    });
    expect(ipeds?.Credential).toBe("Associate's degree");
  });

  it('sorts by each column both ways', () => {
    const names = (r: ProgramList) => r.SchoolPrograms.map((p) => p.EtaProgramName);
    const asc = names(search({ sortColumns: 'Program', sortDirection: 'ASC' }));
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)));
    expect(names(search({ sortColumns: 'Program', sortDirection: 'DESC' }))).toEqual([...asc].reverse());
    const schools = search({ sortColumns: 'provider' }).SchoolPrograms.map((p) => p.SchoolName);
    expect(schools).toEqual([...schools].sort((a, b) => a.localeCompare(b)));
    const levels = search({
      sortColumns: 'DegreeCredential',
      sortDirection: 'DESC',
      limitRecord: 10,
    }).SchoolPrograms;
    expect(levels[0]?.AwardLevel).toBe("Bachelor's degree");
  });

  it('gives disjoint pages that together hold every result', () => {
    const all = ids(search({ limitRecord: 500 }));
    const paged = [0, 3, 6, 9].flatMap((start) => ids(search({ startRecord: start, limitRecord: 3 })));
    expect(paged).toEqual(all);
    expect(search({ startRecord: 50 }).SchoolPrograms).toEqual([]);
  });

  it('adds Metadata only when asked', () => {
    expect(search({}).Metadata).toBeUndefined();
    const meta = search({ enableMetaData: true }).Metadata;
    expect(meta?.DataSource).toHaveLength(1);
    expect(meta?.DataSource[0]?.DataName).toBe('Fixture institutions');
    expect(meta?.LastAccessDate).toBe('2026-01-02');
  });
});

describe('invalid requests', () => {
  it.each([
    [{ limitRecord: 0 }, 'limitRecord'],
    [{ limitRecord: 501 }, 'limitRecord'],
    [{ radius: '501' }, 'radius'],
    [{ radius: 'ten' }, 'radius'],
    [{ sortColumns: 'Price' }, 'sortColumns'],
    [{ sortDirection: 'UP' }, 'sortDirection'],
    [{ filterBySource: 'X' }, 'filterBySource'],
    [{ keyword: 'x'.repeat(201) }, 'keyword'],
  ] as Array<[Partial<ProgramsRequest>, string]>)('rejects %o naming segment %s', (over, segment) => {
    let caught: unknown;
    try {
      search(over);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(BadRequestError);
    expect((caught as BadRequestError).segment).toBe(segment);
  });
});
