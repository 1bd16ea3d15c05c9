// A large result's page is picked either by walking the presorted lists or by sorting the hits (page.ts chooses by
// cost): on the real data both must give the very same pages, in every order, at the start, the middle and the end.
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../select/candidates';
import { buildState, type EngineState } from '../engine-state';
import { loadData } from '../load/load-data';
import { pickPage, PROGRAM_SORTS, type ProgramSortColumn } from './page';
import { runPass, SMALL_RESULT, type PassResult } from './program-pass';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realDbPath } from '../real-db';
import { fillTiers, matchKeyword } from '../text/match';
import { applyLocation, type Where } from '../location/where';

let s: EngineState;

function passOf(keyword: string, where: Where): PassResult {
  const { d } = s;
  const m = matchKeyword(s.text, keyword);
  const cands = candidates(d, d.progCount, s.ps, m, where);
  fillTiers(d, m, s.tiers, cands);
  const none = {
    instOk: where.instOk,
    length: null,
    school: null,
    program: null,
    format: 0,
    occupation: null,
    area: null,
    etplOnly: false,
    facts: null,
  };
  return runPass(d, s.tiers, none, cands);
}

describe.skipIf(!HAS_REAL_DATA)('picking a large result’s page (real data)', () => {
  beforeAll(async () => {
    const db = new Database(await realDbPath(), { readonly: true });
    try {
      s = buildState(loadData(db));
    } finally {
      db.close();
    }
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
});

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);
