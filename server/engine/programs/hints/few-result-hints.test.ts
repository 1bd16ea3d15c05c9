// Few results (decision 0153): what a wider distance and one filter fewer would add, within a bounded number of passes
// (decision 0269: the first wider radius, then every wider one from a single pass).
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultProgramsSearch } from '../../../../contract/requests';
import { buildState } from '../../engine-state';
import { createFixtureDb } from '../../../../tests/engine/fixture-db';
import { loadData } from '../../load/load-data';
import { applyLocation } from '../../location/where';
import { runProgramPass, type PassResult } from '../execute';
import { planProgramSearch } from '../plan';
import { FEW_RESULTS, fewResultHints, MAX_FEW_PASSES, MAX_FEW_RADII } from './few-result-hints';
import { FILTER_SEGMENTS, WIDER } from './no-result-hints';

const fx = createFixtureDb();
afterAll(() => fx.cleanup());
const db = new Database(fx.dbPath, { readonly: true });
const s = buildState(loadData(db));
db.close();

/** A real search's plan and pass, and a pass maker that counts the passes the hints ask for. */
function search(keyword: string, location: string, radius: number) {
  const plan = planProgramSearch(s, {
    ...defaultProgramsSearch,
    userId: 't',
    keyword,
    location,
    radius: String(radius),
  });
  const x = { ...plan.x, byInst: s.ps.byInst, marks: null, counts: null };
  const run = (w = plan.where) => runProgramPass(x, plan.typed, w, plan.filters);
  let passes = 0;
  const pass = run();
  return {
    passes: () => passes,
    /** What the same search finds at another radius, by a pass of its own. */
    at: (r: number) => run(applyLocation(s, location, r)).total,
    ctx: {
      match: plan.typed,
      where: plan.where,
      radius,
      location,
      filters: plan.filters,
      selected: [],
      pass,
      passFor: (m: typeof plan.typed, w = plan.where) => {
        passes++;
        return runProgramPass(x, m, w, plan.filters);
      },
      total: pass.total,
    },
  };
}

describe('fewResultHints', () => {
  it.each([
    ['welding', '78701', 10],
    ['welding', '79401', 10],
    ['welding', '77002', 25],
    ['nursing', '78701', 10],
    ['', '79401', 25],
  ])(
    'offers for %s near %s (%i miles) what the same search finds at each wider distance, in at most two passes',
    (keyword, location, radius) => {
      const { ctx, passes, at } = search(keyword, location, radius);
      const hints = fewResultHints(s, ctx);
      expect(passes()).toBeLessThanOrEqual(MAX_FEW_PASSES);
      // The radii tried, each counted by a pass of its own: offered while they add programs, up to the first that
      // fills a page.
      const expected: Array<{ Radius: string; Count: number }> = [];
      for (const r of WIDER.filter((w) => w > radius).slice(0, MAX_FEW_RADII)) {
        const count = at(r);
        if (count > ctx.total) expected.push({ Radius: String(r), Count: count });
        if (count >= FEW_RESULTS) break;
      }
      expect(hints?.Distances ?? []).toEqual(expected);
    },
  );

  it('finds a school only the widest radius reaches (Houston is about 146 miles from Austin)', () => {
    const { ctx, at } = search('welding', '78701', 10);
    expect(at(200)).toBeGreaterThan(ctx.total);
    expect(fewResultHints(s, ctx)?.Distances).toEqual([{ Radius: '200', Count: at(200) }]);
  });

  it("counts each filter's removal from the search's own pass", () => {
    const { ctx } = search('welding', '78701', 10);
    const failingOnly: PassResult['failingOnly'] = new Map(FILTER_SEGMENTS.map((seg, k) => [seg, k % 2]));
    const hints = fewResultHints(s, {
      ...ctx,
      pass: { ...ctx.pass, failingOnly },
      selected: FILTER_SEGMENTS.map((seg): [(typeof FILTER_SEGMENTS)[number], string[]] => [seg, ['x']]),
    });
    // The programs kept plus those that failed that filter alone; a filter that removed none is not offered.
    expect(hints?.Filters.map((f) => [f.Segment, f.Count])).toEqual(
      FILTER_SEGMENTS.filter((_, k) => k % 2 === 1).map((seg) => [seg, ctx.total + 1]),
    );
  });

  it('says nothing when neither a wider distance nor a filter fewer adds a program', () => {
    const { ctx } = search('welding', '79401', 10);
    expect(fewResultHints(s, ctx)).toBeUndefined();
  });
});
