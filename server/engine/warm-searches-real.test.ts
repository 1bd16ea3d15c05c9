// The searches a starting engine runs on itself (decision 0276), on the real data: each is a request the service
// answers, most find programs, and together they take the ways a search can go — every filter, every sort, named
// schools, a place with a radius, deep pages, both operations.
import { beforeAll, describe, expect, it } from 'vitest';
import { programBindings } from '../../contract/dimensions/program-bindings';
import { institutionListSchema } from '../../contract/institutions/institutions';
import { programListSchema } from '../../contract/programs/programs';
import { realEngineState } from '../../tests/engine/real-db';
import { needsRealData } from '../../tests/support/real-data';
import type { EngineState } from './engine-state';
import { INSTITUTION_SORTS, searchInstitutions } from './institutions/institutions';
import { PROGRAM_SORTS } from './programs/page/fact-sorts';
import { searchPrograms } from './programs/programs';
import { warmRequests, warmSearches, WARM_ROUNDS, type LocalSearch } from './warm-searches';

let s: EngineState;
let engine: LocalSearch;

describe('the searches a starting engine warms up with, on the real data', needsRealData, () => {
  beforeAll(async () => {
    s = await realEngineState();
    engine = {
      searchPrograms: (req) => searchPrograms(s, req),
      searchInstitutions: (req) => searchInstitutions(s, req),
    };
  });

  it('are each answered as the service answers them, and most find something', () => {
    const { programs, institutions } = warmRequests(s, engine);
    const found = programs.map((req) => programListSchema.parse(engine.searchPrograms(req)).RecordCount);
    const schools = institutions.map((req) => institutionListSchema.parse(engine.searchInstitutions(req)));
    // (Not all: a filter of facts only some states' lists report, asked at the largest school's place, finds none.)
    expect(found.filter((n) => n > 0).length).toBeGreaterThanOrEqual(Math.floor(found.length * 0.75));
    expect(schools.filter((l) => l.RecordCount > 0).length).toBeGreaterThanOrEqual(institutions.length - 1);
  });

  it('take every filter, every sort, named schools, a place with a radius and deep pages', () => {
    const { programs, institutions } = warmRequests(s, engine);
    for (const { field } of Object.values(programBindings)) {
      const asked = programs.filter((req) => {
        const v = (req as unknown as Record<string, unknown>)[field];
        return Array.isArray(v) ? v.length > 0 : v !== '' && v !== undefined;
      });
      expect(asked.length, field).toBeGreaterThan(0);
      // A filter asked alone, with no keyword and no place (a school-level one is counted by what it leaves out).
      if (field !== 'filterBySource')
        expect(
          asked.some((req) => req.keyword === '' && req.location === ''),
          field,
        ).toBe(true);
    }
    for (const column of PROGRAM_SORTS) {
      const sorted = programs.filter((req) => req.sortColumns === column);
      expect(new Set(sorted.map((req) => req.sortDirection)), column).toEqual(new Set(['ASC', 'DESC']));
    }
    for (const column of INSTITUTION_SORTS)
      expect(institutions.some((req) => req.sortColumns === column)).toBe(true);
    expect(programs.some((req) => req.radius === '0' && req.location !== '')).toBe(true);
    expect(programs.filter((req) => req.startRecord > 100).length).toBeGreaterThanOrEqual(2);
    // Some keyword is a word of many school names (their programs are tiered one by one, decision 0161).
    const nameWords = new Set(s.d.instName.flatMap((n) => n.toLowerCase().split(/[^a-z]+/)));
    const twoWords = programs.map((req) => req.keyword.split(' ')).filter((words) => words.length >= 2);
    expect(twoWords.some(([first = '']) => nameWords.has(first))).toBe(true);
  });

  it(`are run ${WARM_ROUNDS} times each, one search a step, and no failure stops them`, () => {
    const { programs, institutions } = warmRequests(s, engine);
    let asked = 0;
    let armed = false;
    const failing: LocalSearch = {
      searchPrograms: (req) => {
        asked++;
        if (armed && asked % 2 === 0) throw new Error('a deadline passed');
        return engine.searchPrograms(req);
      },
      searchInstitutions: (req) => {
        asked++;
        return engine.searchInstitutions(req);
      },
    };
    const steps = warmSearches(s, failing);
    const before = asked;
    armed = true;
    expect(steps).toHaveLength((programs.length + institutions.length) * WARM_ROUNDS);
    for (const step of steps) step();
    expect(asked - before).toBe(steps.length);
  });
});
