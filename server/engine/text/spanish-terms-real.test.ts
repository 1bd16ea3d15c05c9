// Job seekers' Spanish words find the same programs as their English counterparts, on the real data (issue 12):
// the same programs first (the best ten), with or without accents. Totals may differ: the English word also matches
// program names that merely contain it ("Electrical Engineering" for "electrician"), which a Spanish word cannot.
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import { openEngine } from '../open-engine';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realDbPath } from '../../../tests/engine/real-db';
import type { SearchEngine } from '../types';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

let engine: SearchEngine;
const search = async (over: Partial<ProgramsRequest>) =>
  await engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', limitRecord: 10, ...over });

const pairs: Array<[string, string, string]> = [
  ['enfermería', 'enfermeria', 'nursing'],
  ['soldadura', 'soldadura', 'welding'],
  ['camionero', 'camionero', 'truck driver'],
  ['electricista', 'electricista', 'electrician'],
  ['asistente médico', 'asistente medico', 'medical assistant'],
];
const places = ['', 'Lubbock, TX', 'Houston, TX'];

describe.skipIf(!HAS_REAL_DATA)('Spanish job-seeker words on the real data', () => {
  beforeAll(async () => {
    engine = openEngine(await realDbPath());
  });

  describe.each(pairs)('"%s" (and "%s") and "%s"', (spanish, plain, english) => {
    it.each(places)('find the same programs near %j', async (location) => {
      const radius = location ? '50' : '';
      const en = await search({ keyword: english, location, radius });
      expect(en.RecordCount).toBeGreaterThan(0);
      for (const keyword of new Set([spanish, plain])) {
        const es = await search({ keyword, location, radius });
        const ids = (r: typeof en) => new Set(r.SchoolPrograms.map((p) => p.DetailId));
        expect(es.RecordCount, keyword).toBeGreaterThan(0);
        expect(ids(es), keyword).toEqual(ids(en));
      }
    });
  });
});
