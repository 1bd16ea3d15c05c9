// Matching on the hand-made database: vocabulary codes, word forms, fillers, what SearchedOn says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programListSchema, type ProgramList } from '../../../contract/programs/programs';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import { createFixtureDb } from '../../../tests/engine/fixture-db';
import { openEngine } from '../open-engine';
import type { SearchEngine } from '../types';

let engine: SearchEngine;
let cleanup: () => void;
beforeAll(() => {
  const fx = createFixtureDb();
  cleanup = fx.cleanup;
  engine = openEngine(fx.dbPath);
});
afterAll(() => cleanup());

const search = (over: Partial<ProgramsRequest>): ProgramList =>
  programListSchema.parse(engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', ...over }));
const ids = (r: ProgramList) => new Set(r.SchoolPrograms.map((p) => p.DetailId));

describe('matching a job seeker’s words', () => {
  it('finds a vocabulary term’s programs by their code, and says what the term was read as', () => {
    // No title in the fixture says "LVN": the vocabulary maps it to CIP 51.3901.
    const r = search({ keyword: 'LVN' });
    expect(ids(r)).toEqual(new Set([105, 107, 110]));
    expect(r.SearchedOn.Title).toBe('Licensed practical / vocational nurse (LPN, LVN)');
    expect(r.SearchedOn.UnderstoodAs).toEqual([
      expect.objectContaining({ Words: 'lvn', Source: 'Vocabulary', CipCodes: ['51.3901'] }),
    ]);
  });

  it('leaves filler words out, and reports them', () => {
    const r = search({ keyword: 'LVN classes near me' });
    expect(ids(r)).toEqual(new Set([105, 107, 110]));
    expect(r.SearchedOn.UnderstoodAs?.filter((t) => t.Source === 'Ignored').map((t) => t.Words)).toEqual([
      'classes',
      'me',
    ]);
    expect(r.PartialMatch).toBeUndefined();
  });

  it('meets other word forms: "truck drivers" finds "Commercial Truck Driving"', () => {
    expect(ids(search({ keyword: 'truck drivers' }))).toEqual(new Set([109]));
  });

  it('reads Spanish terms like their English counterparts', () => {
    expect(ids(search({ keyword: 'enfermería' }))).toEqual(ids(search({ keyword: 'nursing' })));
    // "welding" also finds the programs of "Houston Welding School" by its name; the Spanish word cannot.
    expect(ids(search({ keyword: 'soldadura' }))).toEqual(new Set([102, 104, 108]));
  });

  it('puts a credential the words ask for first ("nursing bachelor" -> the BSN)', () => {
    expect(search({ keyword: 'nursing bachelor' }).SchoolPrograms[0]?.DetailId).toBe(106);
    expect(search({ keyword: 'nursing' }).SchoolPrograms[0]?.DetailId).toBe(106); // most completions
    expect(search({ keyword: 'nursing associate degree' }).SchoolPrograms[0]?.DetailId).toBe(101);
  });
});
