// Few results (decision 0153): what a wider distance and one filter fewer would add, within a bounded number of passes.
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildState } from '../../engine-state';
import { createFixtureDb } from '../../../../tests/engine/fixture-db';
import { loadData } from '../../load/load-data';
import { applyLocation } from '../../location/where';
import { matchKeyword } from '../../text/match';
import { FEW_RESULTS, fewResultHints, MAX_FEW_PASSES } from './few-result-hints';
import { FILTER_SEGMENTS } from './no-result-hints';
import { NO_FILTERS, type PassResult } from '../execute';

const fx = createFixtureDb();
afterAll(() => fx.cleanup());
const db = new Database(fx.dbPath, { readonly: true });
const s = buildState(loadData(db));
db.close();

const context = (counts: number[], total = 2) => {
  let passes = 0;
  const failingOnly: PassResult['failingOnly'] = new Map(FILTER_SEGMENTS.map((seg, k) => [seg, k % 2]));
  return {
    passes: () => passes,
    ctx: {
      match: matchKeyword(s.text, 'welding'),
      where: applyLocation(s, '79401', 10),
      radius: 10,
      location: '79401',
      filters: NO_FILTERS,
      selected: FILTER_SEGMENTS.map((seg): [(typeof FILTER_SEGMENTS)[number], string[]] => [seg, ['x']]),
      pass: { total, failingOnly } as unknown as PassResult,
      passFor: () => ({ total: counts[passes++] ?? 0 }) as PassResult,
      total,
    },
  };
};

describe('fewResultHints', () => {
  it('stops at the first distance that fills a page, and lists only distances that add programs', () => {
    const { ctx, passes } = context([2, 7, FEW_RESULTS + 3, 99]);
    const hints = fewResultHints(s, ctx);
    expect(passes()).toBe(3);
    expect(hints?.Distances).toEqual([
      { Radius: '50', Count: 7 },
      { Radius: '100', Count: FEW_RESULTS + 3 },
    ]);
  });

  it(`never costs more than ${MAX_FEW_PASSES} passes, and counts each filter's removal from the search's own pass`, () => {
    const { ctx, passes } = context([3, 4, 5, 6, 7, 8, 9]);
    const hints = fewResultHints(s, ctx);
    expect(passes()).toBe(MAX_FEW_PASSES);
    expect(hints?.Distances.at(-1)).toEqual({ Radius: '200', Count: 6 });
    // The programs kept plus those that failed that filter alone; a filter that removed none is not offered.
    expect(hints?.Filters.map((f) => [f.Segment, f.Count])).toEqual(
      FILTER_SEGMENTS.filter((_, k) => k % 2 === 1).map((seg) => [seg, 3]),
    );
  });

  it('says nothing when neither a wider distance nor a filter fewer adds a program', () => {
    const { ctx } = context([2, 2, 2, 2]);
    expect(fewResultHints(s, { ...ctx, selected: [] })).toBeUndefined();
  });
});
