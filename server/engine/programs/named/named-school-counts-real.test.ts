// A keyword of one word naming schools that hold a large share of all programs ("university", "college") is tiered
// from counts made once per data set (decision 0256). Whatever the sort, page, page size or filter, the answer is
// the one the program-by-program reading gives, every field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../../contract/requests';
import type { EngineState } from '../../engine-state';
import { realEngineState } from '../../../../tests/engine/real-db';
import { searchPrograms } from '../programs';
import { needsRealData } from '../../../../tests/support/real-data';
import { useNamedSchoolCounts } from './named-school-counts';

let s: EngineState;

const sorts: Array<Partial<ProgramsRequest>> = [
  {},
  { sortColumns: 'Program', sortDirection: 'ASC' },
  { sortColumns: 'Provider', sortDirection: 'DESC' },
  { sortColumns: 'Cost', sortDirection: 'ASC' },
  { sortColumns: 'Length', sortDirection: 'DESC' },
  { sortColumns: 'DegreeCredential', sortDirection: 'ASC' },
];
const pages: Array<Partial<ProgramsRequest>> = [
  { startRecord: 0, limitRecord: 10 },
  { startRecord: 40, limitRecord: 50 },
  { startRecord: 2500, limitRecord: 100 },
];
const filters: Array<Partial<ProgramsRequest>> = [
  {},
  { programLength: ['3', '5'] },
  { maxCost: ['5000', 'none'], programFormat: ['In-person'] },
  { sector: ['public'] },
];

describe('schools named by a common word, tiered from counts made once (real data)', needsRealData, () => {
  beforeAll(async () => {
    s = await realEngineState();
  });
  afterAll(() => useNamedSchoolCounts(true));

  it.each(['university', 'college', 'UNIVERSITY'])(
    'answers "%s" as reading each program does, for every sort, page and filter tried',
    (keyword) => {
      let compared = 0;
      for (const sort of sorts)
        for (const page of pages)
          for (const filter of filters) {
            const req = { ...defaultProgramsSearch, userId: 'test', keyword, ...sort, ...page, ...filter };
            useNamedSchoolCounts(true);
            const counted = searchPrograms(s, req);
            useNamedSchoolCounts(false);
            const read = searchPrograms(s, req);
            expect(counted, JSON.stringify({ ...sort, ...page, ...filter })).toEqual(read);
            if (read.SchoolPrograms.length > 0) compared++;
          }
      // The pages tried are not all empty (the comparison is of results, not of nothing).
      expect(compared).toBeGreaterThan(sorts.length * filters.length);
    },
  );
});
