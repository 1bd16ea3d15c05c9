// A keyword's match kept for the next searches with it (decision 0240): the same answers as made afresh, whatever
// searched with it before, at most KEPT_KEYWORDS kept, and only once a search with it has been answered.
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import { createFixtureDb } from '../../../tests/engine/fixture-db';
import { buildState } from '../engine-state';
import { loadData } from '../load/load-data';
import { openEngine } from '../open-engine';
import { KEPT_KEYWORDS, keepKeywordMatch, keywordMatch, setKeptKeywords, unkept } from './keyword-matches';

const fx = createFixtureDb();
afterAll(() => fx.cleanup());

const request = (over: Partial<ProgramsRequest>): ProgramsRequest => ({
  ...defaultProgramsSearch,
  userId: 'test',
  ...over,
});

/** Searches that share keywords: other places, radii, pages, sorts, filters, and a few that find little or nothing. */
const searches: ProgramsRequest[] = [
  'welding',
  'nursing',
  'Nursing austin',
  'nursng',
  'welding school',
].flatMap((keyword) => [
  request({ keyword }),
  request({ keyword, location: 'TX' }),
  request({ keyword, location: '79401', radius: '25' }),
  request({ keyword, location: '79401', radius: '500' }),
  request({ keyword, startRecord: 2, limitRecord: 2 }),
  request({ keyword, sortColumns: 'Cost', sortDirection: 'DESC' }),
  request({ keyword, programFormat: ['Online'] }),
  request({ keyword, location: 'CA', programLength: ['3'] }),
]);

describe('a kept keyword match', () => {
  it('gives every search the answer a fresh engine gives it', () => {
    const kept = openEngine(fx.dbPath);
    // Each search once on an engine that has seen none before it: what the answer is without anything kept.
    const fresh = searches.map((req) => {
      const engine = openEngine(fx.dbPath);
      try {
        return engine.searchPrograms(req);
      } finally {
        engine.close();
      }
    });
    // Twice through on one engine: the second time every keyword's match is the one kept from the first.
    for (let round = 0; round < 2; round++) {
      searches.forEach((req, i) => expect(kept.searchPrograms(req), JSON.stringify(req)).toEqual(fresh[i]));
    }
    kept.close();
  });

  it('is the same match for the same keyword once kept, and only then', () => {
    const db = new Database(fx.dbPath, { readonly: true });
    const s = buildState(loadData(db));
    db.close();
    const made = keywordMatch(s.text, 'welding');
    // Not kept until a search with it has been answered (a search stopped midway keeps nothing).
    expect(keywordMatch(s.text, 'welding')).not.toBe(made);
    keepKeywordMatch(s.text, 'welding', made);
    expect(keywordMatch(s.text, 'welding')).toBe(made);
    expect(keywordMatch(s.text, 'nursing')).not.toBe(made);
  });

  it(`keeps the ${KEPT_KEYWORDS} most recently searched keywords`, () => {
    const db = new Database(fx.dbPath, { readonly: true });
    const s = buildState(loadData(db));
    db.close();
    const keep = (k: string) => {
      const m = keywordMatch(s.text, k);
      keepKeywordMatch(s.text, k, m);
      return m;
    };
    const first = keep('welding');
    const second = keep('nursing');
    for (let i = 0; i < KEPT_KEYWORDS - 2; i++) keep(`word${i}`);
    // Used again: now the most recent, so the next new keyword pushes out the least recent, "nursing".
    expect(keep('welding')).toBe(first);
    keep('one more');
    expect(keywordMatch(s.text, 'welding')).toBe(first);
    expect(keywordMatch(s.text, 'nursing')).not.toBe(second);
  });

  it('keeps none when a bench turns keeping off, and keeps again when it is turned back on', () => {
    const db = new Database(fx.dbPath, { readonly: true });
    const s = buildState(loadData(db));
    db.close();
    setKeptKeywords(0);
    try {
      const made = keywordMatch(s.text, 'welding');
      keepKeywordMatch(s.text, 'welding', made);
      expect(keywordMatch(s.text, 'welding')).not.toBe(made);
    } finally {
      setKeptKeywords(KEPT_KEYWORDS);
    }
    const made = keywordMatch(s.text, 'welding');
    keepKeywordMatch(s.text, 'welding', made);
    expect(keywordMatch(s.text, 'welding')).toBe(made);
  });

  it('is neither read nor kept by a warm-up search, which makes its match afresh', () => {
    const db = new Database(fx.dbPath, { readonly: true });
    const s = buildState(loadData(db));
    db.close();
    const made = keywordMatch(s.text, 'welding');
    keepKeywordMatch(s.text, 'welding', made);
    unkept(() => {
      expect(keywordMatch(s.text, 'welding')).not.toBe(made);
      const warm = keywordMatch(s.text, 'nursing');
      keepKeywordMatch(s.text, 'nursing', warm);
    });
    expect(keywordMatch(s.text, 'welding')).toBe(made);
    expect(keywordMatch(s.text, 'nursing')).not.toBe(keywordMatch(s.text, 'nursing'));
  });
});
