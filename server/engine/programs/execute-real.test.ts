// The program pass over indexes (execute.ts, decision 0161) against the plainest reference: every program visited,
// its tier from text/match.ts fillTiers, each filter tested on the program's own code, every count kept. On the real
// data, for keywords (with words in school names, codes, none), places and filter mixes that take each way of the
// pass (profile sizes, profile members, the place's schools, one school-level filter), the result, the tiers, what
// each filter alone removes and every dimension's counts are the reference's.
import { needsRealData } from '../../../tests/support/real-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { programDimensions } from '../../../contract/dimensions/program-dimensions';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import type { EngineState } from '../engine-state';
import { programDimensionHalves } from '../dimensions/program-dimensions';
import { realEngineState } from '../../../tests/engine/real-db';
import { fillTiers, NO_MATCH, TIERS } from '../text/match';
import { runProgramPass, type PassWay } from './execute';
import { useNamedSchoolCounts } from './named/named-school-counts';
import { planProgramSearch } from './plan';

let s: EngineState;

// School names: all the words in a school's name ("state university"), or some there and the rest in the programs'
// own text ("university of texas" at every university).
const keywords = [
  '',
  'nursing',
  'community college',
  '29-1141',
  'welding',
  'state university',
  'university of texas',
  // One word naming schools that hold about half of all programs: tiered from counts made once (decision 0256).
  'university',
  'college',
];
const places: Array<Partial<ProgramsRequest>> = [
  {},
  { location: 'TX' },
  { location: 'Lubbock, TX', radius: '100' },
];
const mixes: Array<Partial<ProgramsRequest>> = [
  {},
  { programLength: ['3', '5'], sector: ['public'] },
  // One school-level filter alone: with no keyword every profile counts, and the filter's own counts are totals.
  { sector: ['public', 'none'] },
  { sector: ['private-for-profit'], programFormat: ['In-person', 'none'] },
  { schoolLevel: ['two-year', 'none'], pell: ['yes', 'none'] },
  { area: ['Harris County, TX', 'Lubbock County, TX'], school: ['10000001'] },
  { maxCost: ['3000', 'none'], filterBySource: 'Y' },
  { occupation: ['29-1141'], programName: ['51.3801'], maxWeeks: ['30'] },
  // Issue 21's: the school's online offer, a pay band, a maximum at a step (decision 0179).
  { programFormat: ['school-online'], pay: ['50000-64999', 'none'], maxCost: ['20000'] },
];

describe('the program pass over indexes (real data)', needsRealData, () => {
  beforeAll(async () => {
    s = await realEngineState();
  });

  it.each(keywords)(
    'counts as a visit of every program does, for "%s" at each place with each filter mix',
    (keyword) => {
      const { d } = s;
      for (const place of places) {
        for (const mix of mixes) {
          const req = { ...defaultProgramsSearch, userId: 'test', keyword, ...place, ...mix };
          const plan = planProgramSearch(s, req);
          const { typed: m, where, filters, x } = plan;
          const tiers = new Uint8Array(d.progCount);
          fillTiers(d, m, tiers, null);
          // The reference: each program, each filter, each dimension's count.
          let total = 0;
          let unfiltered = 0;
          const tierCount = new Int32Array(TIERS);
          const failingOnly = new Map<string, number>();
          const counts = new Map<string, Int32Array>();
          for (const dim of programDimensions)
            counts.set(dim.id, new Int32Array(programDimensionHalves[dim.id].codeCount(x)));
          const codeOf = (id: string, p: number) => {
            const half = programDimensionHalves[id as keyof typeof programDimensionHalves];
            return (
              half.codes(x)[half.level === 'program' ? (x.ix.progProfile[p] ?? 0) : (d.progInst[p] ?? 0)] ?? 0
            );
          };
          // Each program's tier in the result (NO_MATCH when it is not in it).
          const inResult = new Uint8Array(d.progCount).fill(NO_MATCH);
          for (let p = 0; p < d.progCount; p++) {
            const t = tiers[p] ?? NO_MATCH;
            if (t === NO_MATCH) continue;
            if (where.instOk && !where.instOk[d.progInst[p] ?? 0]) continue;
            unfiltered++;
            let fail = 0;
            // Each filter's own codes (a maximum between two steps has codes of the request's own).
            for (const f of filters) {
              const at = f.dim.level === 'program' ? (x.ix.progProfile[p] ?? 0) : (d.progInst[p] ?? 0);
              if (!f.chosen.keep[f.codes[at] ?? 0]) fail |= f.bit;
            }
            if (fail === 0) {
              total++;
              tierCount[t] = (tierCount[t] ?? 0) + 1;
              inResult[p] = t;
            }
            const only = filters.find((f) => f.bit === fail);
            if (only) failingOnly.set(only.id, (failingOnly.get(only.id) ?? 0) + 1);
            for (const dim of programDimensions) {
              const own = filters.find((f) => f.id === dim.id)?.bit;
              if (fail !== 0 && (fail !== own || programDimensionHalves[dim.id].resultOnly)) continue;
              const c = counts.get(dim.id);
              const code = codeOf(dim.id, p);
              if (c) c[code] = (c[code] ?? 0) + 1;
            }
          }
          const ways: Array<PassWay | undefined> = [
            undefined,
            'profiles',
            ...(where.inside ? (['place'] as const) : []),
            // One school-level filter's schools counted by what they lack (at 1× a result is too small for it).
            ...(!where.instOk ? (['exclusion'] as const) : []),
          ];
          // Schools named by every word of the keyword, nowhere limited: with and without their counts made once.
          const runs = ways.flatMap((way) => [
            { way, counted: true },
            ...(keyword === 'university' || keyword === 'college' ? [{ way, counted: false }] : []),
          ]);
          for (const { way, counted } of runs) {
            const ctx = { ...x, byInst: s.ps.byInst, marks: null, counts: null };
            useNamedSchoolCounts(counted);
            const pass = runProgramPass(ctx, m, where, filters, way);
            useNamedSchoolCounts(true);
            const label = `${JSON.stringify({ keyword, ...place, ...mix })} ${way ?? 'chosen'}${counted ? '' : ' uncounted'}`;
            expect(pass.total, label).toBe(total);
            expect(Array.from(pass.tierCount), label).toEqual(Array.from(tierCount));
            // What the keyword and place find whatever the filters (the few-result hints' count without them).
            if (pass.unfiltered !== null) expect(pass.unfiltered, `${label} unfiltered`).toBe(unfiltered);
            for (const f of filters)
              expect(pass.failingOnly.get(f.id) ?? 0, `${label} ${f.id}`).toBe(failingOnly.get(f.id) ?? 0);
            for (const dim of programDimensions) {
              const got = pass.countsFor(dim.id, programDimensionHalves[dim.id]);
              const want = counts.get(dim.id) ?? new Int32Array(0);
              expect(Array.from(got.subarray(0, want.length)), `${label} ${dim.id}`).toEqual(
                Array.from(want),
              );
            }
            if (pass.allHits) for (const p of pass.allHits) expect(pass.tierAt(p), label).toBe(tiers[p]);
            // Every program's tier as the result gives it (one in seven: the result's large lists are not listed).
            let wrong = 0;
            for (let p = 0; p < d.progCount; p += 7) if (pass.tierAt(p) !== inResult[p]) wrong++;
            expect(wrong, `${label} tierAt`).toBe(0);
          }
        }
      }
    },
  );
});

describe(
  'a dimension with a school part (issue 21: "school offers programs fully online")',
  needsRealData,
  () => {
    beforeAll(async () => {
      s = await realEngineState();
    });

    it('filters a program by its own value or its school’s, and counts both, as a visit of every program does', () => {
      const { d } = s;
      // Format, with a school part: the school offers a program online (code 1) or not (0).
      const format = programDimensionHalves.programFormat;
      const online = new Uint8Array(d.instCount);
      for (let p = 0; p < d.progCount; p++) if ((d.progFormat[p] ?? 0) & 2) online[d.progInst[p] ?? 0] = 1;
      const dim = { ...format, schoolPart: { codes: () => online, codeCount: () => 2 } };
      const cases: Array<[string, Partial<ProgramsRequest>, Partial<ProgramsRequest>]> = [
        ['nursing', {}, {}],
        ['welding', { location: 'TX' }, { programLength: ['3'] }],
        ['', { location: 'Houston, TX', radius: '50' }, { sector: ['public', 'none'] }],
      ];
      for (const [keyword, place, extra] of cases) {
        const req = { ...defaultProgramsSearch, userId: 'test', keyword, ...place, ...extra };
        const plan = planProgramSearch(s, req);
        const { x, typed: m, where } = plan;
        // Hybrid programs, or any program of a school that offers one online.
        const chosen = {
          ...(format.choose(x, ['Hybrid']) ?? { keep: new Uint8Array(16), sel: { values: [], indices: [] } }),
          keepSchool: Uint8Array.of(0, 1),
        };
        const filters = [
          ...plan.filters.map((f, k) => ({ ...f, bit: 1 << (k + 1) })),
          { id: 'programFormat' as const, dim, chosen, codes: format.codes(x), bit: 1 },
        ];
        const tiers = new Uint8Array(d.progCount);
        fillTiers(d, m, tiers, null);
        let total = 0;
        const own = new Int32Array(format.codeCount(x));
        const formatCodes = format.codes(x);
        const bySchool = new Int32Array(2);
        for (let p = 0; p < d.progCount; p++) {
          if (tiers[p] === NO_MATCH) continue;
          const i = d.progInst[p] ?? 0;
          if (where.instOk && !where.instOk[i]) continue;
          let fail = 0;
          for (const f of filters) {
            const half = f.dim;
            const code = half.codes(x)[half.level === 'program' ? (x.ix.progProfile[p] ?? 0) : i] ?? 0;
            const kept = f.chosen.keep[code] || (f.chosen.keepSchool && f.chosen.keepSchool[online[i] ?? 0]);
            if (!kept) fail |= f.bit;
          }
          if (fail === 0) total++;
          if (fail === 0 || fail === 1) {
            const code = formatCodes[x.ix.progProfile[p] ?? 0] ?? 0;
            own[code] = (own[code] ?? 0) + 1;
            bySchool[online[i] ?? 0] = (bySchool[online[i] ?? 0] ?? 0) + 1;
          }
        }
        for (const way of [undefined, 'profiles', ...(where.inside ? (['place'] as const) : [])] as const) {
          const ctx = { ...x, byInst: s.ps.byInst, marks: null, counts: null };
          const pass = runProgramPass(ctx, m, where, filters, way);
          const label = `${keyword} ${JSON.stringify(place)} ${way ?? 'chosen'}`;
          expect(pass.total, label).toBe(total);
          expect(total, label).toBeGreaterThan(0);
          expect(Array.from(pass.countsFor('programFormat', dim)), label).toEqual(Array.from(own));
          expect(Array.from(pass.schoolCountsFor('programFormat', dim) ?? []), label).toEqual(
            Array.from(bySchool),
          );
        }
      }
    });
  },
);
