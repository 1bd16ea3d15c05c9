// The 12-segment v1 keyword search on the real national data: it finds the schools v2 finds, and regions add up.
import { beforeAll, describe, expect, it } from 'vitest';
import { institutionListSchema, type InstitutionList } from '../../../contract/institutions/institutions';
import {
  defaultInstitutionsKeywordSearch,
  type InstitutionsKeywordRequest,
} from '../../../contract/institutions/keyword-institutions';
import { programListSchema } from '../../../contract/programs/programs';
import { defaultProgramsSearch, MAX_LIMIT } from '../../../contract/requests';
import { openEngine } from '../open-engine';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realDbPath } from '../../../tests/engine/real-db';
import type { SearchEngine } from '../types';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

let engine: SearchEngine;

const search = (over: Partial<InstitutionsKeywordRequest>): InstitutionList =>
  institutionListSchema.parse(
    engine.searchInstitutions({ ...defaultInstitutionsKeywordSearch, userId: 'test', ...over }),
  );

/** The schools of every program v2 finds for the same keyword and place, over all its pages. */
function v2Schools(keyword: string, location: string, radius: string): Set<string> {
  const schools = new Set<string>();
  for (let start = 0; ; start += MAX_LIMIT) {
    const page = programListSchema.parse(
      engine.searchPrograms({
        ...defaultProgramsSearch,
        userId: 'test',
        keyword,
        location,
        radius,
        startRecord: start,
        limitRecord: MAX_LIMIT,
      }),
    );
    for (const p of page.SchoolPrograms) schools.add(String(p.SchoolIDUnique));
    if (start + MAX_LIMIT >= page.RecordCount) return schools;
  }
}

/** Every school of a v1 search, over all its pages. */
function v1Schools(over: Partial<InstitutionsKeywordRequest>): Set<string> {
  const schools = new Set<string>();
  for (let start = 0; ; start += MAX_LIMIT) {
    const page = search({ ...over, startRecord: start, limitRecord: MAX_LIMIT });
    for (const s of page.SchoolPrograms) schools.add(s.ID);
    if (start + MAX_LIMIT >= page.RecordCount) return schools;
  }
}

describe.skipIf(!HAS_REAL_DATA)('v1 keyword search on the real data', () => {
  beforeAll(async () => {
    engine = openEngine(await realDbPath());
  });

  it.each([
    ['29-1141.00', '95628', '25'],
    ['Statisticians', '11101', '25'],
    ['welding', '79401', '50'],
    ['51.3801', 'Austin, TX', '30'],
    ['nursing assistant', 'Houston, TX', '25'],
    ['medical assistant', 'CA', '0'],
    ['weldng', 'Denver, CO', '40'],
  ])(
    'finds for %s near %s (%s mi) exactly the schools of the programs v2 finds',
    (keyword, location, radius) => {
      const v1 = v1Schools({ keyword, location, radius });
      expect(v1.size).toBeGreaterThan(0);
      expect([...v1].sort()).toEqual([...v2Schools(keyword, location, radius)].sort());
    },
  );

  it('gives every Region option exactly the count ticking it yields', () => {
    const searches: Array<Partial<InstitutionsKeywordRequest>> = [
      { keyword: 'nursing' },
      { keyword: '47-2111.00', location: 'Kansas City, MO', radius: '300' },
      { keyword: 'welding', programLength: ['3'] },
    ];
    for (const over of searches) {
      const options = search(over).RegionCountList.FilterList;
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) {
        const ticked = search({ ...over, region: [option.Value] });
        expect(ticked.RecordCount, `${JSON.stringify(over)} ${option.Item}`).toBe(option.Count);
        expect(ticked.RegionCountList.UndoList).toEqual([option]);
      }
    }
  });

  it('holds the same schools in a region as in its states (how the web app narrows by region)', () => {
    for (const keyword of ['welding', 'cosmetology', '']) {
      const region = search({ keyword, region: ['Southwest'] });
      const states = search({ keyword, state: ['AZ', 'NM', 'OK', 'TX'] });
      expect(region.RecordCount).toBeGreaterThan(0);
      expect(region.RecordCount).toBe(states.RecordCount);
    }
  });
});
