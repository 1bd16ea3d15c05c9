// The v1 pass over program profiles (decision 0220) against the program-by-program pass on the real data: every
// school, count, tier, completion total and (for the schools marked) program mark must be the same, for keywords,
// occupation and program-name values (words and codes), school names holding the words, places and every filter.
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultInstitutionsSearch, type InstitutionsRequest } from '../../../contract/requests';
import type { EngineState } from '../engine-state';
import { selectionMask } from '../programs/facet-list';
import { realEngineState } from '../../../tests/engine/real-db';
import { applyLocation } from '../location/where';
import * as sel from '../select/selections';
import { matchKeyword } from '../text/match';
import { isCityValue, selectCity } from './cities';
import { markWholeSchools, runInstPass, type InstFilters } from './institution-pass';
import { profileReach, runInstPassByProfiles } from './profile-pass';
import { selectRegion } from './regions';
import { judgeSegments, matchSegment, type SegmentMatch } from './v1-values';
import { needsRealData } from '../../../tests/support/real-data';

let s: EngineState;

function filtersOf(req: InstitutionsRequest): InstFilters {
  const { d } = s;
  const cityValues = req.state.filter((v) => isCityValue(v));
  return {
    instOk: applyLocation(s, req.location, Number(req.radius || 0)).instOk,
    length: selectionMask(d.awards.length, sel.selectLength(d, req.programLength)),
    state: selectionMask(
      d.states.length,
      sel.selectState(
        d,
        req.state.filter((v) => !isCityValue(v)),
      ),
    ),
    city: selectionMask(s.cities.keys.length, selectCity(d, s.cities, cityValues)),
    region: selectionMask(s.regions.codes.length, selectRegion(s.regions, req.region ?? [])),
  };
}

const same = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  Buffer.from(new Float64Array(Array.from(a)).buffer).equals(
    Buffer.from(new Float64Array(Array.from(b)).buffer),
  );

type Case = { keyword?: string } & Partial<InstitutionsRequest>;

describe('the v1 pass over profiles (real data)', needsRealData, () => {
  beforeAll(async () => {
    s = await realEngineState();
  });

  it.each<Case>([
    { programName: ['nursing'] },
    { occupation: ['welding'], location: 'Lubbock, TX', radius: '50' },
    { occupation: ['29-1141'], state: ['TX', 'OK'], programLength: ['3'] },
    { programName: ['cosmetology'], location: 'CA' },
    { keyword: 'nursing', region: ['Southwest', '8'], programLength: ['3'] },
    { keyword: 'community college nursing' },
    { keyword: 'business', occupation: ['accountants'], state: ['TX', 'Houston, TX'] },
    { keyword: '47-2111.00', location: 'TX', radius: '500' },
    { programName: ['51.3801'], programLength: ['5', '7'], region: ['5'] },
    { keyword: 'medical assistant', location: 'Chicago, IL', radius: '50', state: ['IL'] },
  ])('gives %j as the program-by-program pass does', ({ keyword, ...over }) => {
    const req = { ...defaultInstitutionsSearch, userId: 'test', ...over };
    const f = filtersOf(req);
    const segs = [keyword ? [keyword] : [], req.occupation, req.programName].map((vs) =>
      matchSegment(
        s,
        vs.map((v) => matchKeyword(s.text, v)),
      ),
    );
    const given = segs.filter((g): g is SegmentMatch => g !== null);
    const byProgram = s.marks.scoped(() => {
      const judged = judgeSegments(s, segs, f.instOk);
      const pass = runInstPass(s.d, s.agg, s.cities, s.regions, judged.tiers, f, judged.cands);
      return { ...pass, passTier: pass.passTier.slice() };
    });
    s.marks.scoped(() => {
      const byProfiles = runInstPassByProfiles(s, given, f, profileReach(s, given));
      expect(byProfiles.insts.length, 'a result to compare').toBeGreaterThan(0);
      markWholeSchools(byProfiles, s.ps.byInst, byProfiles.insts);
      expect(byProfiles.insts).toEqual(byProgram.insts);
      for (const k of ['state', 'city', 'region', 'length', 'occupation', 'program'] as const)
        expect([...byProfiles[k]], k).toEqual([...byProgram[k]]);
      for (const k of ['best', 'done', 'reported', 'passTier'] as const)
        expect(same(byProfiles[k], byProgram[k]), k).toBe(true);
    });
  });
});
