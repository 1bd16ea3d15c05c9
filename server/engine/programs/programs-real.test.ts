// v2 on the real national data: every response of a broad query matrix validates, and the invariants hold.
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { programListSchema, programFacetLists, type ProgramList } from '../../../contract/programs/programs';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import { openEngine } from '../open-engine';
import { HAS_REAL_DATA, NO_REAL_DATA_REASON, realDbPath } from '../../../tests/engine/real-db';
import type { SearchEngine } from '../types';

if (!HAS_REAL_DATA) console.warn(NO_REAL_DATA_REASON);

let engine: SearchEngine;
let dbPath: string;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function search(over: Partial<ProgramsRequest>): ProgramList {
  return programListSchema.parse(
    engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', ...over }),
  );
}
function sql<T>(query: string, ...params: unknown[]): T[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}
/** Every result of a search, page by page. */
function everything(over: Partial<ProgramsRequest>): ProgramList['SchoolPrograms'] {
  const out: ProgramList['SchoolPrograms'] = [];
  for (let start = 0; ; start += 500) {
    const page = search({ ...over, startRecord: start, limitRecord: 500 });
    out.push(...page.SchoolPrograms);
    if (page.SchoolPrograms.length < 500) return out;
  }
}
const sorted = <T>(xs: T[], cmp: (a: T, b: T) => number) =>
  xs.every((x, i) => i === 0 || cmp(xs[i - 1] as T, x) <= 0);

describe.skipIf(!HAS_REAL_DATA)('v2 on the real data', () => {
  beforeAll(async () => {
    dbPath = await realDbPath();
    engine = openEngine(dbPath);
  });

  it('answers a broad matrix of queries with responses that validate and keep their promises', () => {
    const keywords = [
      '',
      'nursing',
      'welding',
      'registered nurse',
      'truck driver',
      '29-1141',
      '51.3801',
      '52',
      'nursng',
    ];
    const places: Array<[string, string]> = [
      ['', ''],
      ['TX', ''],
      ['Austin, TX', '25'],
      ['79401', '100'],
      ['New York, NY', '0'],
    ];
    const sorts = ['', 'Program', 'Provider', 'DegreeCredential', 'Location'];
    let n = 0;
    for (const keyword of keywords) {
      for (const [location, radius] of places) {
        const sortColumns = sorts[n % sorts.length] ?? '';
        const sortDirection = n % 2 ? 'DESC' : 'ASC';
        const r = search({
          keyword,
          location,
          radius,
          sortColumns,
          sortDirection,
          startRecord: n % 3,
          limitRecord: 7,
        });
        n++;
        expect(r.SchoolPrograms.length).toBeLessThanOrEqual(7);
        expect(r.SchoolPrograms.length).toBe(Math.max(0, Math.min(7, r.RecordCount - ((n - 1) % 3))));
        if (Number(radius) > 0)
          expect(r.SchoolPrograms.every((p) => Number(p.Distance) <= Number(radius))).toBe(true);
        if (location === '' || location === 'TX')
          expect(r.SchoolPrograms.every((p) => p.Distance === '')).toBe(true);
        if (location === 'TX') expect(r.SchoolPrograms.every((p) => p.StateAbbr === 'TX')).toBe(true);
        expect(r.EtpCount).toBeLessThanOrEqual(r.RecordCount);
        for (const list of programFacetLists) expect(r[list].every((i) => !i.IsSelected)).toBe(true);
      }
    }
  });

  it('gives disjoint pages that together hold exactly RecordCount programs, in every order', () => {
    for (const sortColumns of ['', 'Program', 'Provider', 'DegreeCredential', 'Location']) {
      for (const over of [
        { keyword: 'welding', location: 'TX' },
        { keyword: 'nursing', location: '78701', radius: '100' },
      ]) {
        const all = everything({ ...over, sortColumns, sortDirection: 'DESC' });
        const total = search(over).RecordCount;
        expect(all.length).toBe(total);
        expect(new Set(all.map((p) => p.DetailId)).size).toBe(total);
      }
    }
    // A large result is paged by walking presorted lists: check a stretch of pages and the very end.
    const big = { keyword: 'business', sortColumns: 'Provider' };
    const total = search(big).RecordCount;
    expect(total).toBeGreaterThan(10_000);
    const pages = [0, 50, 100, 150].flatMap(
      (s) => search({ ...big, startRecord: s, limitRecord: 50 }).SchoolPrograms,
    );
    expect(new Set(pages.map((p) => p.DetailId)).size).toBe(200);
    expect(pages.map((p) => p.SchoolName)).toEqual(
      search({ ...big, limitRecord: 200 }).SchoolPrograms.map((p) => p.SchoolName),
    );
    expect(search({ ...big, startRecord: total - 3 }).SchoolPrograms).toHaveLength(3);
  });

  it('keeps every sort order, and DESC is ASC reversed', () => {
    const base = { keyword: 'electrician', location: 'TX' };
    const awardOrder = new Map(
      sql<{ code: number; sort_order: number }>('SELECT * FROM award_level').map((a) => [
        a.code,
        a.sort_order,
      ]),
    );
    const checks: Array<
      [string, (a: ProgramList['SchoolPrograms'][0], b: ProgramList['SchoolPrograms'][0]) => number]
    > = [
      ['Program', (a, b) => collator.compare(a.EtaProgramName, b.EtaProgramName)],
      ['Provider', (a, b) => collator.compare(a.SchoolName, b.SchoolName)],
      [
        'DegreeCredential',
        (a, b) => (awardOrder.get(a.AwLevelCode) ?? 0) - (awardOrder.get(b.AwLevelCode) ?? 0),
      ],
      ['Location', (a, b) => collator.compare(a.City, b.City)],
    ];
    for (const [column, cmp] of checks) {
      const asc = everything({ ...base, sortColumns: column, sortDirection: 'ASC' });
      expect(sorted(asc, cmp)).toBe(true);
      const desc = everything({ ...base, sortColumns: column, sortDirection: 'DESC' });
      expect(desc.map((p) => p.DetailId)).toEqual(asc.map((p) => p.DetailId).reverse());
    }
    const near = everything({
      keyword: 'welding',
      location: 'Lubbock, TX',
      radius: '150',
      sortColumns: 'Location',
    });
    expect(near.length).toBeGreaterThan(5);
    expect(sorted(near, (a, b) => Number(a.Distance) - Number(b.Distance))).toBe(true);
    expect(near.every((p) => Number(p.Distance) <= 150)).toBe(true);
  });

  it('ranks by relevance: programs the words describe first, nearest first, a few per school at the head', () => {
    // Changed by issue 8 (decision 0062): the vocabulary's codes count as the title, and the head is diversified.
    const r = everything({ keyword: 'cosmetology', location: '78701', radius: '60' });
    const described = (p: (typeof r)[0]) =>
      ['12.0401', '12.0407'].includes(p.CipCode) || /cosmetolog/i.test(p.EtaProgramName);
    const first = r.findIndex((p) => !described(p));
    expect(first).toBeGreaterThan(10);
    expect(
      r
        .slice(first)
        .filter(described)
        .every((p) => p.NumberCompleted[0] === '0'),
    ).toBe(true);
    // The head goes round the schools: each one's best program first (nearest first), then the second ones…
    const firstPage = r.slice(0, 10);
    const perSchool = new Map<number, number>();
    for (const p of firstPage) perSchool.set(p.SchoolIDUnique, (perSchool.get(p.SchoolIDUnique) ?? 0) + 1);
    expect(Math.max(...perSchool.values())).toBeLessThanOrEqual(2);
    // (programs reporting no completions follow the others of their band: they are not in the round)
    const firstRepeat = r.findIndex((p, i) =>
      r.slice(0, i).some((q) => q.SchoolIDUnique === p.SchoolIDUnique),
    );
    const round = r.slice(0, firstRepeat).filter((p) => p.NumberCompleted[0] !== '0');
    expect(round.length).toBeGreaterThan(5);
    expect(sorted(round, (a, b) => Number(a.Distance) - Number(b.Distance))).toBe(true);
  });

  it('selecting a facet value yields exactly the count its item showed, and only it is selected', () => {
    const base = { keyword: 'nursing', location: 'TX' };
    const r = search(base);
    const segmentOf = {
      ProgramLengthCountList: 'programLength',
      SchoolCountList: 'school',
      ProgramCountList: 'programName',
      FormatCountList: 'programFormat',
      OccupationCountList: 'occupation',
      AreaCountList: 'area',
    } as const;
    for (const list of programFacetLists) {
      for (const item of r[list].slice(0, 2)) {
        const chosen = search({ ...base, [segmentOf[list]]: [item.Value] });
        expect(chosen.RecordCount).toBe(item.Count);
        const selected = chosen[list].filter((i) => i.IsSelected);
        expect(selected).toEqual([{ ...item, IsSelected: true }]);
      }
    }
    // Multi-select in one facet adds up (a program has one award level), and another facet narrows.
    const [a, b] = r.ProgramLengthCountList;
    if (a && b) {
      const both = search({ ...base, programLength: [a.Value, b.Value] });
      expect(both.RecordCount).toBe(a.Count + b.Count);
      const area = both.AreaCountList[0];
      if (area)
        expect(search({ ...base, programLength: [a.Value, b.Value], area: [area.Value] }).RecordCount).toBe(
          area.Count,
        );
    }
    const etpl = search({ ...base, filterBySource: 'Y' });
    expect(etpl.RecordCount).toBe(r.EtpCount);
    expect(r.EtpCount).toBeGreaterThan(0);
  });

  it('suggests and auto-corrects misspelt keywords', () => {
    for (const [typed, meant] of [
      ['nursng', 'nursing'],
      ['weldng', 'welding'],
      ['electrican', 'electrician'],
    ]) {
      const r = search({ keyword: typed });
      expect(r.DidYouMean[0]).toBe(meant);
      expect(r.IsAutoCorrectionUsed).toBe(true);
      expect(r.SearchedOn.KeywordEntered).toBe(typed);
      expect(r.RecordCount).toBe(search({ keyword: meant }).RecordCount);
    }
    expect(search({ keyword: 'nursing' }).DidYouMean).toEqual([]);
  });

  it('returns exactly the programs the crosswalk links to an SOC code, and the programs of a CIP code', () => {
    const expected = sql<{ id: number }>(
      `SELECT p.id FROM program p WHERE EXISTS (SELECT 1 FROM program_soc s WHERE s.program_id = p.id AND s.soc = ?)
       OR (NOT EXISTS (SELECT 1 FROM program_soc s WHERE s.program_id = p.id)
           AND p.cip IN (SELECT cip FROM cip_soc WHERE soc = ?))`,
      '29-1141',
      '29-1141',
    ).map((r) => r.id);
    const got = everything({ keyword: '29-1141' });
    expect(got.map((p) => p.DetailId).sort((x, y) => x - y)).toEqual(expected.sort((x, y) => x - y));
    expect(search({ keyword: '29-1141' }).SearchedOn).toMatchObject({
      IsCode: true,
      Title: 'Registered Nurses',
      Type: 'Occupation',
    });
    const cip = sql<{ n: number }>("SELECT count(*) AS n FROM program WHERE cip = '51.3801'")[0]?.n;
    const byCip = search({ keyword: '513801' });
    expect(byCip.RecordCount).toBe(cip);
    expect(byCip.SchoolPrograms.every((p) => p.CipCode === '51.3801')).toBe(true);
  });

  it('adds Metadata with one DataSource per source row when asked', () => {
    const sources = sql<{ data_name: string }>('SELECT data_name FROM source ORDER BY id');
    const meta = search({ keyword: 'welding', enableMetaData: true }).Metadata;
    expect(meta?.DataSource.map((d) => d.DataName)).toEqual(sources.map((s) => s.data_name));
    expect(search({ keyword: 'welding' }).Metadata).toBeUndefined();
  });
});
