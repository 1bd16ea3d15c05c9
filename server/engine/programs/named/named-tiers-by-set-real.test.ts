// With no filter and no place, the tiers of the programs at schools whose name holds every word of the keyword (or
// any, in a partial search) are kept per set of words, not written program by program, and the named schools'
// list is left in no order (NamedTiersBySet). Whatever the sort or page, the answer is the one writing each tier
// gives, every field — for keywords whose words name different sets of schools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../../contract/requests';
import type { EngineState } from '../../engine-state';
import { realEngineState } from '../../../../tests/engine/real-db';
import { searchPrograms } from '../programs';
import { needsRealData } from '../../../../tests/support/real-data';
import { useNamedTiersBySet } from './named-tiers-by-set';

let s: EngineState;

const sorts: Array<Partial<ProgramsRequest>> = [
  {},
  { sortColumns: 'Program', sortDirection: 'ASC' },
  { sortColumns: 'Provider', sortDirection: 'DESC' },
  { sortColumns: 'Cost', sortDirection: 'ASC' },
  { sortColumns: 'DegreeCredential', sortDirection: 'DESC' },
];
const pages: Array<Partial<ProgramsRequest>> = [
  { startRecord: 0, limitRecord: 10 },
  { startRecord: 40, limitRecord: 50 },
  { startRecord: 1500, limitRecord: 100 },
];

describe('named schools’ tiers kept per set of words (real data)', needsRealData, () => {
  beforeAll(async () => {
    s = await realEngineState();
  });
  afterAll(() => useNamedTiersBySet(true));

  it.each([
    'state university',
    'university health',
    'texas a&m university',
    'community college nursing',
    'health science business management technology',
    'technical college welding',
  ])('answers "%s" as writing each tier does, for every sort and page tried', (keyword) => {
    let compared = 0;
    for (const sort of sorts)
      for (const page of pages) {
        const req = { ...defaultProgramsSearch, userId: 'test', keyword, ...sort, ...page };
        useNamedTiersBySet(true);
        const kept = searchPrograms(s, req);
        useNamedTiersBySet(false);
        const written = searchPrograms(s, req);
        expect(kept, JSON.stringify({ ...sort, ...page })).toEqual(written);
        if (written.SchoolPrograms.length > 0) compared++;
      }
    // The pages tried are not all empty (the comparison is of results, not of nothing).
    expect(compared).toBeGreaterThan(sorts.length);
  });
});
