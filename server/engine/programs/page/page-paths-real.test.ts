// Two ways to the same answer, on the real data (one engine state for both, so CI builds it once):
// - a large result's page is picked either by walking the presorted lists or by sorting the hits (page.ts chooses by
//   cost): both must give the very same pages, in every order, at the start, the middle and the end;
// - a search near a place may read the place's programs or the keyword's profiles (programs/execute.ts): whichever
//   way is taken, the programs found must be exactly those a scan of every program finds inside.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineState } from '../../engine-state';
import { pickPage, PROGRAM_SORTS, type ProgramSortColumn } from './page';
import { NO_FILTERS, runProgramPass, SMALL_RESULT, type PassResult, type PassWay } from '../execute';
import { realEngineState } from '../../../../tests/engine/real-db';
import { needsRealData } from '../../../../tests/support/real-data';
import { fillTiers, matchKeyword, NO_MATCH, type KeywordMatch } from '../../text/match';
import { applyLocation, type Where } from '../../location/where';
import { profilesOf } from '../../load/profiles';
import { defaultProgramsSearch } from '../../../../contract/requests';
import { planProgramSearch } from '../plan';
import { firstByCompletions } from './walk-from';

let s: EngineState;

function passOf(keyword: string, where: Where, way?: PassWay): PassResult {
  const ctx = { s, d: s.d, ix: profilesOf(s.d), byInst: s.ps.byInst, marks: null, counts: null };
  return runProgramPass(ctx, matchKeyword(s.text, keyword), where, NO_FILTERS, way);
}

/** The programs a keyword reaches inside the place, by a scan of every program (the reference). */
function scanned(m: KeywordMatch, instOk: Uint8Array | null): number[] {
  const tiers = new Uint8Array(s.d.progCount);
  fillTiers(s.d, m, tiers, null);
  const out: number[] = [];
  for (let p = 0; p < s.d.progCount; p++) {
    if (tiers[p] !== NO_MATCH && (!instOk || instOk[s.d.progInst[p] ?? 0])) out.push(p);
  }
  return out;
}

describe('two ways to the same answer (real data)', needsRealData, () => {
  beforeAll(async () => {
    s = await realEngineState();
  });

  it.each([
    ['nursing', '', ''],
    ['', '60601', '100'],
  ])('gives the same pages both ways for "%s" near "%s"', (keyword, location, radius) => {
    const where = applyLocation(s, location, Number(radius || 0));
    const pass = passOf(keyword, where);
    expect(pass.total).toBeGreaterThan(SMALL_RESULT); // a large result: the walk is one of the two ways
    expect(pass.allHits).toHaveLength(pass.total);
    const columns: ProgramSortColumn[] = ['', ...PROGRAM_SORTS];
    for (const column of columns) {
      for (const desc of [false, true]) {
        for (const start of [0, 25, Math.floor(pass.total / 2), pass.total - 7]) {
          const q = { column, desc, dist: where.dist, start, limit: 10 };
          const walked = pickPage(s.d, s.o, pass, { ...q, pick: 'walk' });
          expect(walked.length, `${column} ${desc} ${start}`).toBe(Math.min(10, pass.total - start));
          expect(pickPage(s.d, s.o, pass, { ...q, pick: 'sort' }), `${column} ${desc} ${start}`).toEqual(
            walked,
          );
        }
      }
    }
  });

  // "university" and "college" name schools holding half the corpus (a result too large to list): a relevance page
  // sorts their best tiers from the tier pass's own lists of them (pass/counts.ts tierListing), which must hold what
  // the walk meets.
  it.each(['university', 'college'])('gives the same relevance pages both ways for "%s"', (keyword) => {
    const pass = passOf(keyword, applyLocation(s, '', 0));
    expect(pass.total).toBeGreaterThan(SMALL_RESULT);
    for (const start of [0, 25, 990, 1030]) {
      const q = { column: '' as const, desc: false, dist: null, start, limit: 10 };
      const walked = pickPage(s.d, s.o, pass, { ...q, pick: 'walk' });
      expect(walked.length, `${start}`).toBe(10);
      expect(pickPage(s.d, s.o, pass, { ...q, pick: 'sort' }), `${start}`).toEqual(walked);
    }
  });

  // The state lists' programs report no completions, so the relevance order holds them last: the walk starts there.
  it('gives the same pages both ways for a list-only filter with no keyword (the walk starts past the rest)', () => {
    const plan = planProgramSearch(s, { ...defaultProgramsSearch, userId: 'test', filterBySource: 'Y' });
    const ctx = { ...plan.x, byInst: s.ps.byInst, marks: null, counts: null };
    const pass = runProgramPass(ctx, plan.typed, plan.where, plan.filters);
    expect(pass.total).toBeGreaterThan(SMALL_RESULT);
    expect(pass.walkFrom(firstByCompletions(s.d, s.o))).toBeGreaterThan(s.d.progCount / 2);
    for (const start of [0, 25, Math.floor(pass.total / 2), pass.total - 7]) {
      const q = { column: '' as const, desc: false, dist: null, start, limit: 10 };
      const walked = pickPage(s.d, s.o, pass, { ...q, pick: 'walk' });
      expect(walked.length, `${start}`).toBe(Math.min(10, pass.total - start));
      expect(pickPage(s.d, s.o, pass, { ...q, pick: 'sort' }), `${start}`).toEqual(walked);
    }
  });

  it.each([
    ['dental', '10001', '10', false],
    ['welding', '79401', '50', false],
    ['nursing', 'TX', '', false],
    ['CNA', 'Houston, TX', '25', false],
    ['', 'Austin, TX', '10', false],
    ['51.3801', '78701', '50', false],
    ['29-1141', 'Chicago, IL', '25', false],
    ['community college', 'Sacramento, CA', '30', false],
    ['underwater welding', 'Houston, TX', '25', true],
    ['medical assistant', 'Anchorage, AK', '500', false],
  ])(
    'finds the same programs from the place as from the keyword: "%s" near "%s" (radius %s, partial %s)',
    (kw, loc, radius, partial) => {
      const where = applyLocation(s, loc, Number(radius || 0));
      const typed = matchKeyword(s.text, kw);
      const m: KeywordMatch = partial && typed.kind === 'text' ? { ...typed, partial: true } : typed;
      const expected = scanned(m, where.instOk);
      expect(expected.length).toBeGreaterThan(0);
      const tiers = new Uint8Array(s.d.progCount);
      fillTiers(s.d, m, tiers, null);
      for (const way of ['place', 'profiles'] as const) {
        const ctx = { s, d: s.d, ix: profilesOf(s.d), byInst: s.ps.byInst, marks: null, counts: null };
        const pass = runProgramPass(ctx, m, where, NO_FILTERS, way);
        expect(pass.total, way).toBe(expected.length);
        expect(Array.from(pass.allHits ?? []), way).toEqual(expected);
        for (const p of expected) expect(pass.tierAt(p), `${way} ${p}`).toBe(tiers[p]);
      }
    },
  );
});
