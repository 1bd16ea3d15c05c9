// One declaration, two halves (decision 0160): on the real data, what the engine counts for a dimension is what the
// contract's declaration reads off the result's list items (`fromItem`), value by value — so the mock service, which
// filters by the declaration, and the engine, which derives codes per profile and school, cannot drift apart. And
// the school level added by issue 20 filters like every other added list: each option gives the count it showed.
import { needsRealData } from '../../../tests/support/real-data';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CountItem } from '../../../contract/programs/facets';
import { NOT_REPORTED, type Dimension } from '../../../contract/dimensions/dimension';
import { programDimensions, type ProgramDimensionId } from '../../../contract/dimensions/program-dimensions';
import { comparableCost, comparableWeeks } from '../../../contract/dimensions/fact-values';
import { programListSchema, type ProgramItem, type ProgramList } from '../../../contract/programs/programs';
import { defaultProgramsSearch, type ProgramsRequest } from '../../../contract/requests';
import { openEngine } from '../open-engine';
import { realDbPath } from '../../../tests/engine/real-db';
import type { SearchEngine } from '../types';

let engine: SearchEngine;
const v2 = (over: Partial<ProgramsRequest>): ProgramList =>
  programListSchema.parse(engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', ...over }));

/** Searches whose whole result fits in one page of 500, from colleges and list programs both. */
const searches: Array<Partial<ProgramsRequest>> = [
  { keyword: 'welding', location: 'Lubbock, TX', radius: '100' },
  { keyword: 'truck driving', location: 'TX' },
  { keyword: 'dental', location: '10001', radius: '25' },
  { keyword: '', location: 'Abilene, TX', radius: '10' },
  { keyword: 'cosmetology', location: 'Houston, TX', radius: '30' },
];

describe('declared dimensions on the real data', needsRealData, () => {
  beforeAll(async () => {
    engine = openEngine(await realDbPath());
  });

  it.each(searches)('counts each value as the declaration reads it off the items (%j)', (base) => {
    const r = v2({ ...base, limitRecord: 500 });
    expect(r.RecordCount).toBeGreaterThan(0);
    expect(r.RecordCount).toBeLessThanOrEqual(500);
    const items: ProgramItem[] = r.SchoolPrograms;
    for (const dim of programDimensions) {
      if (!('fromItem' in dim)) continue;
      const tally = new Map<string, number>();
      for (const item of items) for (const v of dim.fromItem(item)) tally.set(v, (tally.get(v) ?? 0) + 1);
      const list = r[dim.binding.list as keyof ProgramList];
      if (dim.choose === 'flag') {
        expect(list, dim.id).toBe(tally.get('Y') ?? 0);
        continue;
      }
      const shown = (list ?? []) as CountItem[];
      expect(shown.length, dim.id).toBeGreaterThan(0);
      for (const item of shown) {
        let expected = tally.get(item.Value) ?? 0;
        // A maximum's item counts every value at most it.
        if (dim.choose === 'atMost' && item.Value !== NOT_REPORTED)
          expected = [...tally]
            .filter(([v]) => v !== NOT_REPORTED && Number(v) <= Number(item.Value))
            .reduce((n, [, c]) => n + c, 0);
        expect(item.Count, `${dim.id} ${item.Value}`).toBe(expected);
      }
    }
  });

  it('School level: every option gives the count it showed, and "Not reported" keeps the schools IPEDS does not place', () => {
    for (const base of [...searches, { keyword: 'nursing', location: 'TX' }, { keyword: 'business' }]) {
      const r = v2(base);
      const options = r.SchoolLevelCountList ?? [];
      expect(options.length).toBeGreaterThan(0);
      expect(options.reduce((n, o) => n + o.Count, 0)).toBe(r.RecordCount);
      for (const option of options) {
        const ticked = v2({ ...base, schoolLevel: [option.Value], limitRecord: 100 });
        expect(ticked.RecordCount, option.Item).toBe(option.Count);
        expect(ticked.SchoolLevelCountList?.find((o) => o.Value === option.Value)).toEqual({
          ...option,
          IsSelected: true,
        });
        for (const p of ticked.SchoolPrograms)
          expect(programDimensions.find((d) => d.id === 'schoolLevel')?.fromItem?.(p)).toEqual([
            option.Value,
          ]);
      }
    }
    expect(() => v2({ keyword: 'welding', schoolLevel: ['graduate'] })).toThrow(
      /schoolLevel takes four-year, two-year, less-than-two-year and\/or none/,
    );
  });

  /** Each option of a count list, ticked alone, gives the count it showed, and its programs have that value. */
  function eachOptionGivesItsCount(base: Partial<ProgramsRequest>, id: ProgramDimensionId) {
    const dim = programDimensions.find((d) => d.id === id);
    if (!dim || !('fromItem' in dim)) throw new Error(id);
    const r = v2(base);
    const options = (r[dim.binding.list as keyof ProgramList] ?? []) as CountItem[];
    expect(options.length, id).toBeGreaterThan(0);
    for (const option of options) {
      const ticked = v2({ ...base, [id]: [option.Value], limitRecord: 100 });
      expect(ticked.RecordCount, `${id} ${option.Value}`).toBe(option.Count);
      for (const p of ticked.SchoolPrograms) {
        const values = dim.fromItem(p);
        if (dim.choose === 'atMost' && option.Value !== NOT_REPORTED)
          expect(Number(values[0]), `${id} ${option.Value}`).toBeLessThanOrEqual(Number(option.Value));
        else expect(values, `${id} ${option.Value}`).toContain(option.Value);
      }
    }
  }

  it.each([
    { keyword: 'nursing', location: 'Columbus, OH', radius: '50' },
    { keyword: 'welding', location: 'TX' },
    { keyword: 'business' },
  ])('cost, length, format and pay: every option gives the count it showed (%j)', (base) => {
    for (const id of ['maxCost', 'maxWeeks', 'programFormat', 'pay'] as const)
      eachOptionGivesItsCount(base, id);
  });

  it('in Ohio, the school’s fully online offer and a cost range give Ohio programs; Online, a list’s, says whose list', () => {
    const ohio = { keyword: 'nursing', location: 'OH' };
    const all = v2(ohio);
    const online = v2({ ...ohio, programFormat: ['school-online'], limitRecord: 500 });
    expect(online.RecordCount).toBeGreaterThan(0);
    expect(online.RecordCount).toBeLessThan(all.RecordCount);
    for (const p of online.SchoolPrograms) {
      expect(p.State).toBe('Ohio');
      expect(['Some', 'All']).toContain(p.SchoolOnline);
      expect(p.Format).toEqual([]);
    }
    const cheap = v2({ ...ohio, maxCost: ['20000'], limitRecord: 500 });
    expect(cheap.RecordCount).toBeGreaterThan(0);
    for (const p of cheap.SchoolPrograms) {
      expect(p.State).toBe('Ohio');
      expect(comparableCost(p)).toBeLessThanOrEqual(20_000);
    }
    expect(cheap.ListOnlyStates).toBeUndefined();
    const listOnline = v2({ ...ohio, programFormat: ['Online'] });
    expect(listOnline.RecordCount).toBe(0);
    expect(listOnline.ListOnlyStates).toEqual(['Texas']);
    expect(v2({ keyword: 'welding', pell: ['yes'] }).ListOnlyStates).toEqual(['Texas']);
    expect(v2({ keyword: 'welding', pell: ['yes', 'none'] }).ListOnlyStates).toBeUndefined();
  });

  it('a maximum between two steps keeps only programs at most it, and lists the count it gives', () => {
    for (const [id, max] of [
      ['maxCost', 3000],
      ['maxCost', 30000],
      ['maxWeeks', 40],
    ] as const) {
      const base = { keyword: 'nursing', location: 'Columbus, OH', radius: '50' };
      const r = v2({ ...base, [id]: [String(max)], limitRecord: 500 });
      const dim = programDimensions.find((d) => d.id === id) as Dimension | undefined;
      for (const p of r.SchoolPrograms) expect(Number(dim?.fromItem?.(p)[0])).toBeLessThanOrEqual(max);
      const list = (r[dim?.binding.list as keyof ProgramList] ?? []) as CountItem[];
      expect(list.find((o) => o.Value === String(max))).toMatchObject({
        Count: r.RecordCount,
        IsSelected: true,
      });
      const withNone = v2({ ...base, [id]: [String(max), 'none'] });
      const noneCount = (withNone[dim?.binding.list as keyof ProgramList] as CountItem[]).find(
        (o) => o.Value === NOT_REPORTED,
      )?.Count;
      expect(withNone.RecordCount).toBe(r.RecordCount + (noneCount ?? 0));
    }
  });

  it('sorts by cost, length and pay read the same figures, programs without one last either way', () => {
    const base = { keyword: 'nursing', location: 'Columbus, OH', radius: '50', limitRecord: 500 };
    for (const [column, value] of [
      ['Cost', comparableCost],
      ['Length', comparableWeeks],
      ['Pay', (p: ProgramItem) => p.PayMedianLow ?? NaN],
    ] as const) {
      for (const dir of ['ASC', 'DESC'] as const) {
        const r = v2({ ...base, sortColumns: column, sortDirection: dir });
        expect(r.RecordCount).toBeLessThanOrEqual(500);
        const figures = r.SchoolPrograms.map((p) => value(p));
        const reported = figures.filter((f) => !Number.isNaN(f));
        expect(
          figures.slice(0, reported.length).every((f) => !Number.isNaN(f)),
          `${column} ${dir}`,
        ).toBe(true);
        for (let i = 1; i < reported.length; i++)
          if (dir === 'ASC')
            expect(reported[i], `${column} ${dir}`).toBeGreaterThanOrEqual(reported[i - 1] ?? 0);
          else expect(reported[i], `${column} ${dir}`).toBeLessThanOrEqual(reported[i - 1] ?? 0);
      }
    }
  });
});
