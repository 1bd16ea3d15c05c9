// What job seekers type, on the real data (issue 22): job titles from O*NET, everyday phrasing, filter words,
// program types, acronyms that stay acronyms, Spanish cognates, and a speller that proposes only sensible queries.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProgramList } from '../../../contract/programs/programs';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import { openEngine } from '../open-engine';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realDbPath } from '../../../tests/engine/real-db';
import type { SearchEngine } from '../types';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

let engine: SearchEngine;
const search = async (keyword: string, location = '', radius = '') =>
  await engine.searchPrograms({
    ...defaultProgramsSearch,
    userId: 'test',
    limitRecord: 10,
    keyword,
    location,
    radius,
  } satisfies ProgramsRequest);
const cips = (r: ProgramList) => r.SchoolPrograms.map((p) => p.CipCode);
const understood = (r: ProgramList, source: string) =>
  (r.SearchedOn.UnderstoodAs ?? []).filter((u) => u.Source === source);

const CITIES = [
  'Houston, TX',
  'Chicago, IL',
  'Phoenix, AZ',
  'Atlanta, GA',
  'Denver, CO',
  'Philadelphia, PA',
  'Seattle, WA',
  'Memphis, TN',
];
const SPELLED = [
  'how to become a dental assistant',
  'cheap cna classes',
  'night classes for nursing',
  'i want to work in a hospital',
  'learn to weld',
  'weekend phlebotomy course',
  'free cdl training near me',
  'how do i become an electrician',
  'online medical billing and coding',
  'short courses to become a pharmacy tech',
];

describe.skipIf(!HAS_REAL_DATA)('job seekers’ words on the real data', () => {
  beforeAll(async () => {
    engine = openEngine(await realDbPath());
  });

  it.each(CITIES)('proposes no correction for correctly spelled everyday searches near %s', async (city) => {
    for (const keyword of SPELLED) {
      const r = await search(keyword, city, '50');
      expect(r.DidYouMean, keyword).toEqual([]);
      expect(r.IsAutoCorrectionUsed, keyword).toBe(false);
    }
  });

  it('reads a job title through O*NET to its occupation and the crosswalk’s programs', async () => {
    const r = await search('RDH', 'Dallas, TX', '50');
    expect(understood(r, 'JobTitle')[0]?.Onet).toEqual(['29-1292.00']);
    expect(new Set(cips(r))).toEqual(new Set(['51.0602']));
    // O*NET lists "Pipe Welder" under welders and under pipefitters: programs whose titles say it come first.
    const welder = await search('pipe welder', 'Houston, TX', '50');
    expect(understood(welder, 'JobTitle')[0]?.Onet).toEqual(['47-2152.00', '51-4121.00']);
    expect(cips(welder).slice(0, 3)).toEqual(['48.0508', '48.0508', '48.0508']);
  });

  it('never corrects an acronym O*NET or the vocabulary knows', async () => {
    for (const keyword of ['RBT', 'rbt', 'GIS', 'EPA 608', 'RDH', 'LOTA']) {
      const r = await search(keyword, 'San Antonio, TX', '100');
      expect(r.IsAutoCorrectionUsed, keyword).toBe(false);
      expect(r.DidYouMean, keyword).toEqual([]);
      expect(r.RecordCount, keyword).toBeGreaterThan(0);
    }
  });

  it('corrects a misspelt word into an attested one, keeping the rest of the query as typed', async () => {
    const r = await search('cheap phlebotmy classes', 'Houston, TX', '25');
    expect(r.DidYouMean[0]).toBe('cheap phlebotomy classes');
    const t = await search('nursing assitant', 'Cleveland, OH', '25');
    expect(t.DidYouMean[0]).toBe('nursing assistant');
  });

  it('offers the filters the words name and leaves the results unfiltered', async () => {
    const r = await search('online medical billing', 'Tampa, FL', '50');
    expect(understood(r, 'Filter').map((u) => u.Filter)).toEqual([
      { Name: 'programFormat', Value: 'Online' },
    ]);
    expect(r.RecordCount).toBe((await search('medical billing', 'Tampa, FL', '50')).RecordCount);
    const c = await search('cheap cna classes 10 weeks', 'Dallas, TX', '25');
    expect(understood(c, 'Filter').map((u) => u.Filter?.Name)).toEqual(['maxCost', 'maxWeeks']);
  });

  it('puts the kind of program a word names first without hiding the rest', async () => {
    const r = await search('apprenticeship electrician', 'Houston, TX', '50');
    expect(r.SchoolPrograms.every((p) => p.CipCode.startsWith('46.03'))).toBe(true);
    expect(r.SchoolPrograms.some((p) => /Bachelor|Master|Doctor/.test(p.AwardLevel ?? ''))).toBe(false);
    expect(r.RecordCount).toBe((await search('electrician', 'Houston, TX', '50')).RecordCount);
    const a = await search('nursing associate degree', 'Phoenix, AZ', '50');
    expect(a.SchoolPrograms[0]?.AwardLevel).toBe("Associate's degree");
  });

  it('reads "hospital" as a hospital, not as hospitality', async () => {
    const r = await search('hospital', 'Las Vegas, NV', '25');
    expect(cips(r).some((c) => c.startsWith('52.09'))).toBe(false);
  });

  it('reads Spanish words through their English cognates', async () => {
    const r = await search('mecánico de aviación', 'Dallas, TX', '50');
    expect(cips(r).every((c) => ['47.0607', '47.0608', '47.0609'].includes(c))).toBe(true);
    expect(r.DidYouMean).toEqual([]);
    const f = await search('fotografía', 'Los Angeles, CA', '25');
    expect(cips(f).some((c) => c.startsWith('50.06') || c === '50.0406')).toBe(true);
  });
});
