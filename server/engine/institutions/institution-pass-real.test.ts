// A v1 search with no text (no keyword, occupation or program name) goes school by school, reading a school's
// levels, completions, occupations and CIPs from its aggregates when all its programs are in: on the real data every
// count, mark and total must be those of the program-by-program loop, with and without a length filter that splits
// schools.
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultInstitutionsSearch, type InstitutionsRequest } from '../../../contract/requests';
import type { EngineState } from '../engine-state';
import { selectionMask } from '../programs/facet-list';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realEngineState } from '../../../tests/engine/real-db';
import { applyLocation } from '../location/where';
import * as sel from '../select/selections';
import { isCityValue, selectCity } from './cities';
import { markWholeSchools, runInstPass, type InstFilters, type InstPass } from './institution-pass';
import { selectRegion } from './regions';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

let s: EngineState;

function filtersOf(req: InstitutionsRequest): InstFilters {
  const { d } = s;
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
    city: selectionMask(
      s.cities.keys.length,
      selectCity(
        d,
        s.cities,
        req.state.filter((v) => isCityValue(v)),
      ),
    ),
    region: selectionMask(s.regions.codes.length, selectRegion(s.regions, req.region ?? [])),
  };
}

const same = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  Buffer.from(new Float64Array(Array.from(a)).buffer).equals(
    Buffer.from(new Float64Array(Array.from(b)).buffer),
  );

function expectSamePass(bySchool: InstPass, byProgram: InstPass) {
  expect(bySchool.insts).toEqual(byProgram.insts);
  for (const k of ['state', 'city', 'region', 'length', 'occupation', 'program'] as const)
    expect([...bySchool[k]], k).toEqual([...byProgram[k]]);
  for (const k of ['best', 'done', 'reported', 'passTier'] as const)
    expect(same(bySchool[k], byProgram[k]), k).toBe(true);
}

describe.skipIf(!HAS_REAL_DATA)('the v1 pass school by school (real data)', () => {
  beforeAll(async () => {
    s = await realEngineState();
  });

  it.each<Partial<InstitutionsRequest>>([
    { region: ['5', '8'] },
    { region: ['5', '8'], programLength: ['3'] },
    { location: 'TX' },
    { location: 'TX', programLength: ['5', '7'], state: ['Houston, TX', 'Austin, TX'] },
    { state: ['TX', 'OK'], region: ['6'], programLength: ['3', '20'] },
    { location: 'New York, NY', radius: '20' },
    { location: 'Chicago, IL', radius: '50', programLength: ['3', '5'], region: ['3'] },
    { programLength: ['2', '3'] },
  ])('counts %j as the program-by-program loop does', (over) => {
    const { d } = s;
    const f = filtersOf({ ...defaultInstitutionsSearch, userId: 'test', ...over });
    const tiers = new Uint8Array(d.progCount); // every program at the best tier
    const bySchool = runInstPass(d, s.agg, s.cities, s.regions, tiers, f, null, null, s.ps.byInst);
    expect(bySchool.insts.length, 'a result to compare').toBeGreaterThan(0);
    const byProgram = runInstPass(d, s.agg, s.cities, s.regions, tiers, f, null, null, null);
    // The schools wholly in are marked for the page's items only: marked all here, the marks must be the same.
    markWholeSchools(bySchool, s.ps.byInst, bySchool.insts);
    expectSamePass(bySchool, byProgram);
  });
});
