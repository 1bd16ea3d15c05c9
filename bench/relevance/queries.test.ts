// The judged query sets themselves (queries.ts, and the held-out holdout-queries.ts of decision 0069): big and varied
// enough, every code real, and every query answerable on the real data.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexRawData, judgeQuery, type RawIndex } from './judge';
import { holdoutQueries } from './holdout-queries';
import type { JudgedQuery } from './judged-query';
import { heldOut, jobseekerAll, jobseekerHoldout, jobseekerQueries } from './jobseeker-queries';
import { crosswalkCips, readOnetRaw } from './onet-raw';
import { judgedQueries } from './queries';
import { readCsv, readRawData } from './raw-sources';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA_DIR = path.resolve(repoRoot, process.env.DATA_DIR ?? '../shared/data');
const HAS_REAL_DATA = existsSync(path.join(DATA_DIR, 'CIPCode2020.csv'));
if (!HAS_REAL_DATA)
  console.warn(`judged query set checks skipped: no source files in ${DATA_DIR} (set DATA_DIR)`);

// The table at the top of issue 8 and the two queries its text names: the set must hold every one.
const ISSUE_ROWS: Array<[string, string, number]> = [
  ['CNA', 'Houston, TX', 25],
  ['LPN', 'Pittsburgh, PA', 50],
  ['CDL', '30303', 50],
  ['auto mechanic', 'Detroit, MI', 25],
  ['police academy', 'Sacramento, CA', 50],
  ['IT support', 'Charlotte, NC', 25],
  ['certified nursing assistant', 'Cleveland, OH', 25],
  ['cybersecurity', 'Washington, DC', 25],
  ['truck driving', 'Dallas, TX', 50],
  ['HVAC', 'Chicago, IL', 25],
  ['coding', 'Seattle, WA', 25],
  ['teacher certification', 'Austin, TX', 50],
  ['nursing', 'Austin, TX', 25],
  ['welding', 'Lubbock, TX', 50],
];

const SETS: Array<[string, JudgedQuery[]]> = [
  ['queries.ts', judgedQueries],
  ['holdout-queries.ts', holdoutQueries],
  ['jobseeker-queries.ts', jobseekerAll],
];
const texan = (q: JudgedQuery) => /(, TX|Texas|^TX$|^7[5-9]\d{3}$)/.test(q.location);

describe('the held-out judged set (decision 0069)', () => {
  it('holds at least 80 distinct queries none of which the main set types, in and outside Texas', () => {
    const keys = holdoutQueries.map((q) => `${q.keyword}|${q.location}|${q.radius}`);
    expect(new Set(keys).size).toBe(holdoutQueries.length);
    expect(holdoutQueries.length).toBeGreaterThanOrEqual(80);
    const mainKeywords = new Set(judgedQueries.map((q) => q.keyword.toLowerCase()));
    expect(
      holdoutQueries.filter((q) => mainKeywords.has(q.keyword.toLowerCase())).map((q) => q.keyword),
    ).toEqual([]);
    const kinds = new Set(holdoutQueries.map((q) => q.kind));
    for (const kind of ['everyday', 'acronym', 'phrase', 'code', 'misspelling', 'spanish'])
      expect(kinds).toContain(kind);
    expect(holdoutQueries.filter(texan).length).toBeGreaterThan(30);
    expect(holdoutQueries.filter((q) => !texan(q)).length).toBeGreaterThan(30);
    expect(holdoutQueries.some((q) => q.location === '0')).toBe(true);
    expect(holdoutQueries.some((q) => q.radius === 0 && q.location !== '0')).toBe(true);
  });
});

describe('the job-seeker judged set (decision 0180)', () => {
  it('adds at least 150 queries the older sets never type, a third of them held out, of every new kind', () => {
    const keys = jobseekerAll.map((q) => `${q.keyword}|${q.location}|${q.radius}`);
    expect(new Set(keys).size).toBe(jobseekerAll.length);
    expect(jobseekerAll.length).toBeGreaterThanOrEqual(150);
    const older = new Set([...judgedQueries, ...holdoutQueries].map((q) => q.keyword.toLowerCase()));
    expect(jobseekerAll.filter((q) => older.has(q.keyword.toLowerCase())).map((q) => q.keyword)).toEqual([]);
    expect(jobseekerHoldout.length).toBeGreaterThan(jobseekerAll.length / 5);
    expect(jobseekerQueries.length + jobseekerHoldout.length).toBe(jobseekerAll.length);
    expect(jobseekerHoldout.every(heldOut) && !jobseekerQueries.some(heldOut)).toBe(true);
    for (const part of [jobseekerQueries, jobseekerHoldout]) {
      const kinds = new Set(part.map((q) => q.kind));
      for (const kind of ['title', 'phrasing', 'acronym', 'spanish', 'misspelling', 'program-type'])
        expect(kinds, kind).toContain(kind);
    }
    for (const q of jobseekerAll.filter((q) => q.kind === 'misspelling'))
      expect(q.meant, q.keyword).toBeTruthy();
  });
});

describe('the judged query set', () => {
  it('holds at least 70 distinct queries of every kind, in and outside Texas, with radii of 10-100 miles', () => {
    const keys = judgedQueries.map((q) => `${q.keyword}|${q.location}|${q.radius}`);
    expect(new Set(keys).size).toBe(judgedQueries.length);
    expect(judgedQueries.length).toBeGreaterThanOrEqual(70);
    const kinds = new Set(judgedQueries.map((q) => q.kind));
    for (const kind of ['everyday', 'acronym', 'phrase', 'code', 'misspelling', 'spanish'])
      expect(kinds).toContain(kind);
    expect(judgedQueries.filter(texan).length).toBeGreaterThan(15);
    expect(judgedQueries.filter((q) => !texan(q)).length).toBeGreaterThan(15);
    for (const q of [...judgedQueries, ...holdoutQueries].filter((q) => q.radius > 0)) {
      expect(q.radius, q.keyword).toBeGreaterThanOrEqual(10);
      expect(q.radius, q.keyword).toBeLessThanOrEqual(100);
    }
    expect(judgedQueries.some((q) => q.location === '0')).toBe(true);
  });

  it('holds every row of the table in issue 8', () => {
    for (const [keyword, location, radius] of ISSUE_ROWS) {
      expect(
        judgedQueries.some((q) => q.keyword === keyword && q.location === location && q.radius === radius),
        `${keyword} ${location} ${radius}`,
      ).toBe(true);
    }
  });

  it.each(SETS)(
    '%s flags its Spanish queries, and gives every query exact codes and a reason',
    (_, queries) => {
      const spanish = queries.filter((q) => q.kind === 'spanish');
      expect(spanish.length).toBeGreaterThanOrEqual(5);
      for (const q of spanish) expect(q.lang, q.keyword).toBe('es');
      for (const q of queries) {
        expect(q.exact.length, q.keyword).toBeGreaterThan(0);
        expect(q.why.length, q.keyword).toBeGreaterThan(20);
      }
    },
  );
});

describe.skipIf(!HAS_REAL_DATA)('the judged query set on the real CIP 2020 and crosswalk files', () => {
  it.each(SETS)('%s names only codes that exist in CIP 2020', (_, queries) => {
    const cips = new Set(readCsv(path.join(DATA_DIR, 'CIPCode2020.csv')).map((r) => r.CIPCode));
    for (const q of queries) {
      for (const code of [...q.exact, ...(q.related ?? [])]) {
        expect(cips.has(code), `${q.keyword}: ${code}`).toBe(true);
      }
    }
  });

  it.each(SETS)(
    '%s answers an occupation (SOC) code with exactly the CIP codes the crosswalk maps to it',
    (_, queries) => {
      const crosswalk = readCsv(path.join(DATA_DIR, 'CIP2020_SOC2018_Crosswalk.csv'));
      for (const q of queries.filter((q) => /^\d\d-\d{4}(\.\d\d)?$/.test(q.keyword))) {
        const soc = q.keyword.slice(0, 7);
        const mapped = crosswalk.filter((r) => r.SOC2018Code === soc).map((r) => r.CIP2020Code);
        expect([...q.exact].sort(), q.keyword).toEqual(mapped.sort());
      }
    },
  );
});

describe.skipIf(!HAS_REAL_DATA)('the job-seeker set on the real O*NET 29.3 and crosswalk files', () => {
  it('types every job title as O*NET lists it for its occupation, judged by exactly that occupation’s crosswalk', () => {
    const onet = readOnetRaw(DATA_DIR);
    const titled = jobseekerAll.filter((q) => q.occupation !== undefined);
    expect(titled.length).toBeGreaterThanOrEqual(80);
    for (const q of titled) {
      expect([...(onet.codesOfTitle.get(q.keyword.toLowerCase()) ?? [])], q.keyword).toEqual([q.occupation]);
      expect([...q.exact].sort(), q.keyword).toEqual(crosswalkCips(onet, q.occupation ?? ''));
    }
  });
});

describe.skipIf(!HAS_REAL_DATA)('the judged query set on the real source files', () => {
  let index: RawIndex;
  beforeAll(() => {
    index = indexRawData(readRawData(DATA_DIR));
  });

  it.each(SETS)('%s: every place resolves and every query has at least one exact program', (_, queries) => {
    const empty = queries
      .map((q) => judgeQuery(q, index))
      .filter((j) => j.exactCount === 0)
      .map((j) => `${j.query.keyword} @ ${j.query.location}`);
    expect(empty).toEqual([]);
  });

  it('agrees with the issue’s own counts for its table (CNA near Houston: 7; CDL near 30303: 5; HVAC near Chicago: 19)', () => {
    const exact = (keyword: string, location: string) => {
      const q = judgedQueries.find((x) => x.keyword === keyword && x.location === location);
      return q ? judgeQuery(q, index).exactCount : -1;
    };
    expect(exact('CNA', 'Houston, TX')).toBe(7);
    expect(exact('CDL', '30303')).toBe(5);
    expect(exact('HVAC', 'Chicago, IL')).toBe(19);
  });
});
