// A search with no keyword and a school-level filter (school, area, sector, a place) is counted school by school
// (school-pass.ts): on the real data its result, page marks and every facet count must be those of the pass over
// every program, whichever program-level filters come with it.
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import type { EngineState } from '../engine-state';
import { selectionMask } from './facet-list';
import { runPass, type PassResult, type ProgramFilters } from './program-pass';
import { runSchoolPass } from './school-pass';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realEngineState } from '../../../tests/engine/real-db';
import { fillTiers, matchKeyword } from '../text/match';
import { applyLocation } from '../location/where';
import { readFactFilters } from '../facts/fact-filters';
import * as sel from '../select/selections';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

let s: EngineState;

/** The filters a v2 request selects (as programs.ts reads them). */
function filtersOf(req: ProgramsRequest): ProgramFilters {
  const { d } = s;
  const format = sel.selectFormat(req.programFormat);
  return {
    instOk: applyLocation(s, req.location, Number(req.radius || 0)).instOk,
    length: selectionMask(d.awards.length, sel.selectLength(d, req.programLength)),
    school: selectionMask(d.instCount, sel.selectSchool(d, req.school)),
    program: selectionMask(d.cipCodes.length, sel.selectProgram(d, req.programName)),
    format: format.indices.reduce<number>((m, i) => (i === undefined ? m : m | (1 << i)), 0),
    occupation: sel.listMask(d, sel.selectOccupation(d, req.occupation)),
    area: selectionMask(d.counties.length, sel.selectArea(d, req.area)),
    etplOnly: req.filterBySource === 'Y',
    facts: readFactFilters(req),
  };
}

/** Everything a response is made of, as plain values. */
function counted(p: PassResult) {
  return {
    total: p.total,
    hits: p.hits,
    tierCount: [...p.tierCount],
    unfiltered: p.unfiltered,
    failingOnly: [...p.failingOnly],
    etpCount: p.etpCount,
    instPass: [...p.instPass],
    length: [...p.length],
    school: [...p.school],
    program: [...p.program],
    format: [...p.format],
    occupation: [...p.occupation],
    area: [...p.area],
    facts: {
      cost: [...p.facts.cost],
      costAtMax: p.facts.costAtMax,
      weeks: [...p.facts.weeks],
      weeksAtMax: p.facts.weeksAtMax,
      yesNo: Object.fromEntries(Object.entries(p.facts.yesNo).map(([k, v]) => [k, [...v]])),
      sector: [...p.facts.sector],
    },
  };
}

describe.skipIf(!HAS_REAL_DATA)('the no-keyword pass school by school (real data)', () => {
  beforeAll(async () => {
    s = await realEngineState();
  });

  it.each<Partial<ProgramsRequest>>([
    { sector: ['private-for-profit'], programFormat: ['In-person', 'none'] },
    { sector: ['private-for-profit'] },
    {
      sector: ['private-nonprofit', 'none'],
      location: 'NY',
      programLength: ['3', '5'],
      programFormat: ['Online'],
    },
    { sector: ['private-for-profit'], occupation: ['29-1141', '31-1131'], filterBySource: 'N' },
    { sector: ['private-for-profit'], maxCost: ['7500', 'none'], pell: ['yes', 'none'] },
    { sector: ['public'], programName: ['51.3801'], location: 'TX' },
    { school: ['110635', '228778'], occupation: ['29-1141'] },
    { area: ['Harris County, TX', 'Cook County, IL'], programFormat: ['Hybrid', 'Online'] },
    { area: ['Harris County, TX'], school: ['225511'], sector: ['public'], programLength: ['3'] },
    { location: 'Houston, TX', radius: '25', sector: ['private-for-profit'], programFormat: ['none'] },
    { location: 'OK', school: ['207388'], filterBySource: 'Y' },
    { location: 'TX' },
    { location: 'CA', school: ['110635'], occupation: ['29-1141', '29-2061'] },
    { location: 'Houston, TX', radius: '50', programLength: ['3'], area: ['Harris County, TX'] },
  ])('counts %j as the pass over every program does', (over) => {
    const { d } = s;
    const f = filtersOf({ ...defaultProgramsSearch, userId: 'test', ...over });
    const m = matchKeyword(s.text, '');
    const bySchool = runSchoolPass(d, s.ps.byInst, m, s.tiers, f, null);
    expect(bySchool, 'the school-level filters leave out most programs').not.toBeNull();
    if (!bySchool) return;
    const schoolTiers = Uint8Array.from(bySchool.passTier);
    const school = counted(bySchool);
    fillTiers(d, m, s.tiers, null);
    const everything = runPass(d, s.tiers, f, null);
    expect(school).toEqual(counted(everything));
    // 270 k marks: compared as bytes (a deep comparison of them takes seconds).
    expect(Buffer.from(schoolTiers).equals(Buffer.from(everything.passTier)), 'the same marks').toBe(true);
  });

  it('leaves a search with no school-level filter, or one keeping most schools, to the pass over every program', () => {
    const m = matchKeyword(s.text, '');
    const req = { ...defaultProgramsSearch, userId: 'test' };
    expect(
      runSchoolPass(s.d, s.ps.byInst, m, s.tiers, filtersOf({ ...req, programFormat: ['Online'] }), null),
    ).toBeNull();
    expect(
      runSchoolPass(s.d, s.ps.byInst, m, s.tiers, filtersOf({ ...req, sector: ['public'] }), null),
    ).toBeNull();
    const welding = matchKeyword(s.text, 'welding');
    expect(
      runSchoolPass(s.d, s.ps.byInst, welding, s.tiers, filtersOf({ ...req, school: ['110635'] }), null),
    ).toBeNull();
  });
});
