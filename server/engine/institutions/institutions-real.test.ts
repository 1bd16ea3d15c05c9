// v1 on the real national data, and hostile input for both operations: 400-style errors only, never a crash.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  institutionListSchema,
  institutionFacetGroups,
  type InstitutionList,
} from '../../../contract/institutions/institutions';
import { programListSchema } from '../../../contract/programs/programs';
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  type InstitutionsRequest,
  type ProgramsRequest,
} from '../../../contract/requests';
import { openEngine } from '../open-engine';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realDbPath } from '../../../tests/engine/real-db';
import { BadRequestError, type SearchEngine } from '../types';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

let engine: SearchEngine;

function search(over: Partial<InstitutionsRequest>): InstitutionList {
  return institutionListSchema.parse(
    engine.searchInstitutions({ ...defaultInstitutionsSearch, userId: 'test', ...over }),
  );
}

describe.skipIf(!HAS_REAL_DATA)('v1 on the real data', () => {
  beforeAll(async () => {
    engine = openEngine(await realDbPath());
  });

  it('answers a matrix of searches with valid responses, one item per school', () => {
    const criteria: Array<Partial<InstitutionsRequest>> = [
      {},
      { occupation: ['nursing'] },
      { programName: ['welding'], location: 'Lubbock, TX', radius: '100' },
      { occupation: ['29-1141'], state: ['TX', 'OK'] },
      { programName: ['51.3801'], programLength: ['3'] },
      { location: 'New York, NY', radius: '20', sortColumns: 'Distance' },
      { location: 'CA', sortColumns: 'City', sortDirections: 'DESC' },
      { occupation: ['weldng'] },
    ];
    for (const c of criteria) {
      const r = search({ ...c, limitRecord: 20 });
      const ids = r.SchoolPrograms.map((i) => i.ID);
      expect(new Set(ids).size).toBe(ids.length);
      expect(r.SchoolPrograms.length).toBe(Math.min(20, r.RecordCount));
      if (c.radius) expect(r.SchoolPrograms.every((i) => Number(i.Distance) <= Number(c.radius))).toBe(true);
      if (c.state) expect(r.SchoolPrograms.every((i) => c.state?.includes(i.StateAbbr))).toBe(true);
      for (const g of institutionFacetGroups) expect(r[g].FilterList.length).toBeLessThanOrEqual(50);
    }
  });

  it('pages without overlap through every school of a search', () => {
    const over = { programName: ['nursing'], sortColumns: 'School' };
    const total = search(over).RecordCount;
    const ids = new Set<string>();
    for (let start = 0; start < total; start += 500) {
      for (const i of search({ ...over, startRecord: start, limitRecord: 500 }).SchoolPrograms) ids.add(i.ID);
    }
    expect(ids.size).toBe(total);
  });

  it('a state or length from FilterList narrows to exactly its count, and moves to UndoList', () => {
    const base = { occupation: ['welding'] };
    const r = search(base);
    const state = r.LocationCountList.FilterList[0];
    expect(state).toBeDefined();
    if (!state) return;
    const inState = search({ ...base, state: [state.Value] });
    expect(inState.RecordCount).toBe(state.Count);
    expect(inState.LocationCountList.UndoList).toEqual([state]);
    const length = inState.ProgramLengthCountList.FilterList[0];
    if (!length) return;
    const both = search({ ...base, state: [state.Value], programLength: [length.Value] });
    expect(both.RecordCount).toBe(length.Count);
  });

  it('auto-corrects a misspelt occupation', () => {
    const r = search({ occupation: ['weldng'] });
    expect(r.AutoCorrection).toBe('welding');
    expect(r.RecordCount).toBe(search({ occupation: ['welding'] }).RecordCount);
  });
});

const texts = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    'nursing',
    'Austin, TX',
    '78701',
    'TX',
    'Y',
    'N',
    'ASC',
    'DESC',
    'Program',
    'School',
  ),
  fc.constantFrom(
    '29-1141',
    '51.3801',
    '~',
    '|',
    '%',
    "'; DROP TABLE program; --",
    'NEAR(',
    '*',
    '\u0000',
    '🙂',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 250 }),
  fc.integer({ min: -5, max: 1000 }).map(String),
);
const lists = fc.array(texts, { maxLength: 3 });
const ints = fc.oneof(fc.integer({ min: 0, max: 600 }), fc.integer({ min: -3, max: 2 ** 31 }));

describe.skipIf(!HAS_REAL_DATA)('hostile input', () => {
  beforeAll(async () => {
    engine ??= openEngine(await realDbPath());
  });

  const expectValidOrBadRequest = (run: () => unknown, check: (v: unknown) => unknown) => {
    try {
      check(run());
    } catch (e) {
      expect(e).toBeInstanceOf(BadRequestError);
      expect((e as BadRequestError).message.length).toBeGreaterThan(0);
    }
  };

  it('v2 returns a valid listing or a BadRequestError, whatever the segments hold', () => {
    const req = fc.record({
      keyword: texts,
      location: texts,
      radius: texts,
      programLength: lists,
      school: lists,
      programName: lists,
      programFormat: lists,
      occupation: lists,
      filterBySource: texts,
      area: lists,
      sortColumns: texts,
      sortDirection: texts,
      startRecord: ints,
      limitRecord: ints,
    });
    fc.assert(
      fc.property(req, (r) => {
        const full: ProgramsRequest = { ...defaultProgramsSearch, ...r, userId: 'fuzz' };
        expectValidOrBadRequest(
          () => engine.searchPrograms(full),
          (v) => programListSchema.parse(v),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('v1 returns a valid listing or a BadRequestError, whatever the segments hold', () => {
    const req = fc.record({
      location: texts,
      occupation: lists,
      programName: lists,
      programLength: lists,
      state: lists,
      sortColumns: texts,
      sortDirections: texts,
      startRecord: ints,
      limitRecord: ints,
      radius: texts,
    });
    fc.assert(
      fc.property(req, (r) => {
        const full: InstitutionsRequest = { ...defaultInstitutionsSearch, ...r, userId: 'fuzz' };
        expectValidOrBadRequest(
          () => engine.searchInstitutions(full),
          (v) => institutionListSchema.parse(v),
        );
      }),
      { numRuns: 200 },
    );
  });
});
