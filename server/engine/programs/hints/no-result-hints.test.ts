// The no-result hints cost a bounded number of extra passes, whatever the request asks.
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildState } from '../../engine-state';
import { createFixtureDb } from '../../../../tests/engine/fixture-db';
import { loadData } from '../../load/load-data';
import { FILTER_SEGMENTS, MAX_HINT_PASSES, noResultHints } from './no-result-hints';
import type { PassResult } from '../execute';
import { matchKeyword } from '../../text/match';
import { applyLocation } from '../../location/where';

const fx = createFixtureDb();
afterAll(() => fx.cleanup());
const db = new Database(fx.dbPath, { readonly: true });
const s = buildState(loadData(db));
db.close();

describe('noResultHints', () => {
  it(`never costs more than ${MAX_HINT_PASSES} passes, even with every filter, a radius and a vocabulary term`, () => {
    let passes = 0;
    const hints = noResultHints(s, {
      keyword: 'CNA welding nursing',
      match: matchKeyword(s.text, 'CNA welding nursing'),
      where: applyLocation(s, '79401', 10),
      radius: 10,
      location: '79401',
      filters: [],
      selected: FILTER_SEGMENTS.map((seg) => [seg, ['x']]),
      pass: {
        unfiltered: 5,
        failingOnly: new Map(FILTER_SEGMENTS.map((seg, k) => [seg, k + 1])),
      } as unknown as PassResult,
      passFor: () => {
        passes++;
        return { total: 0 } as PassResult;
      },
    });
    expect(passes).toBeGreaterThan(3);
    expect(passes).toBeLessThanOrEqual(MAX_HINT_PASSES);
    expect(hints.Distances.every((d) => d.Count === 0)).toBe(true);
    // Without each filter, and without all: read from the search's own pass, at no cost.
    expect(hints.Filters.map((f) => f.Count)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(hints.WithoutFilters).toBe(5);
  });
});
