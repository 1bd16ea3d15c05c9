// The CIP pass (cip-pass.ts) adds a broad match up per code instead of program by program: on the real data it
// must give exactly what the pass over the candidates gives — every count, every tier, every page.
import { beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../select/candidates';
import type { EngineState } from '../engine-state';
import { pickPage, PROGRAM_SORTS, type ProgramSortColumn } from './page';
import { NO_FILTERS, runPass, SMALL_RESULT, type PassResult } from './program-pass';
import { codeReach, runCipPass } from './cip-pass';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realEngineState } from '../../../tests/engine/real-db';
import { fillTiers, matchKeyword, type KeywordMatch } from '../text/match';

let s: EngineState;

function plainPass(m: KeywordMatch): PassResult {
  const { d } = s;
  const cands = candidates(d, d.progCount, s.ps, m, null);
  fillTiers(d, m, s.tiers, cands);
  return runPass(d, s.tiers, NO_FILTERS, cands);
}

function cipPass(m: KeywordMatch): PassResult {
  const reach = codeReach(s.d, s.cipAgg, m);
  if (!reach) throw new Error('no code reach');
  return runCipPass(s.d, s.cipAgg, s.ps, m, reach, s.tiers, null);
}

/** Everything a response is made of, besides the page. */
function counts(r: PassResult) {
  const { passTier, hits, allHits, listHits, ...rest } = r;
  void [passTier, hits, allHits, listHits];
  return rest;
}

describe.skipIf(!HAS_REAL_DATA)('adding a broad match up per CIP code (real data)', () => {
  beforeAll(async () => {
    s = await realEngineState();
  });

  it.each([
    // words (a school's name holding one of them among these), codes of both kinds, a credential wish
    'business',
    'teacher education',
    'computer science',
    'nursing',
    'community college',
    'state university',
    'harvard',
    'welding',
    'doctorate nursing',
    'bachelor business',
    '51',
    '52.0201',
    '29-1141',
    '15-1252',
  ])('counts and tiers "%s" exactly as the pass over its candidates', (keyword) => {
    const m = matchKeyword(s.text, keyword);
    const before = plainPass(m);
    const after = cipPass(m);
    expect(after.total).toBeGreaterThan(0);
    expect(counts(after)).toEqual(counts(before));
    // Corpus-sized: compared as bytes (a deep comparison of each entry takes seconds).
    expect(Buffer.from(after.passTier).equals(Buffer.from(before.passTier))).toBe(true);
    const listed = before.hits ? after.hits : (after.listHits?.(-1) ?? null);
    expect(String(listed)).toBe(String(before.allHits));
  });

  it.each(['business', 'nursing', '51'])('gives the same pages for "%s", walked or sorted', (keyword) => {
    const m = matchKeyword(s.text, keyword);
    const before = plainPass(m);
    const after = cipPass(m);
    expect(after.total).toBeGreaterThan(SMALL_RESULT); // a large result: listed by codes, not in allHits
    expect(after.allHits).toBeNull();
    const columns: ProgramSortColumn[] = ['', ...PROGRAM_SORTS];
    for (const column of columns) {
      for (const desc of [false, true]) {
        for (const start of [0, 3000, before.total - 7]) {
          const q = { column, desc, dist: null, start, limit: 10 };
          const expected = pickPage(s.d, s.o, before, q);
          expect(expected.length).toBe(Math.min(10, before.total - start));
          for (const pick of [undefined, 'walk', 'sort'] as const)
            expect(pickPage(s.d, s.o, after, { ...q, pick }), `${column} ${desc} ${start} ${pick}`).toEqual(
              expected,
            );
        }
      }
    }
  });
});

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);
