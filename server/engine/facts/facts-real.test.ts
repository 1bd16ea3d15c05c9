// The added filters, sorts and the v1 Region filter on the real data: every option gives exactly its count, and
// programs that report nothing are counted as "Not reported" instead of disappearing.
import { comparableCost, comparableWeeks } from '../../../contract/dimensions/fact-values';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CountItem } from '../../../contract/programs/facets';
import { institutionListSchema } from '../../../contract/institutions/institutions';
import type { ProgramFilterSearch } from '../../../contract/programs/program-filters';
import { programQueryDimensions } from '../../../contract/dimensions/program-dimensions';
import { programListSchema, type ProgramItem, type ProgramList } from '../../../contract/programs/programs';
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  type InstitutionsRequest,
  type ProgramsRequest,
} from '../../../contract/requests';
import { openEngine } from '../open-engine';
import { realDbPath } from '../../../tests/engine/real-db';
import type { SearchEngine } from '../types';
import { needsRealData } from '../../../tests/support/real-data';

let engine: SearchEngine;
const v2 = (over: Partial<ProgramsRequest>): ProgramList =>
  programListSchema.parse(engine.searchPrograms({ ...defaultProgramsSearch, userId: 'test', ...over }));
const v1 = (over: Partial<InstitutionsRequest>) =>
  institutionListSchema.parse(
    engine.searchInstitutions({ ...defaultInstitutionsSearch, userId: 'test', limitRecord: 10, ...over }),
  );

/** What the Cost filter and sort and the Length filter and sort read, for every program (decision 0179). */
const figure = (p: ProgramItem, field: 'Cost' | 'Length') => {
  const v = field === 'Cost' ? comparableCost(p) : comparableWeeks(p);
  return Number.isNaN(v) ? undefined : v;
};

/** Every added filter's list (the declared query dimensions, contract/dimensions/program-dimensions.ts). */
const lists: Array<[keyof ProgramList, keyof ProgramFilterSearch]> = programQueryDimensions.map((d) => [
  d.binding.list,
  d.binding.field,
]);

const searches: Array<Partial<ProgramsRequest>> = [
  { keyword: 'welding', location: 'Lubbock, TX', radius: '100' },
  { keyword: 'nursing', location: 'TX' },
  { keyword: 'truck driving', location: 'Dallas, TX', radius: '50', pell: ['yes', 'none'] },
  { keyword: 'medical assistant', location: 'Houston, TX', radius: '25', programFormat: ['Online'] },
  // One added filter without "Not reported": ticking a second one leaves college programs failing two filters, which
  // the pass skips (decision 0121); the counts must not notice. Nationwide with no keyword too (the full scan).
  { keyword: 'nursing', location: 'TX', maxWeeks: ['52'] },
  { keyword: '', pell: ['yes'] },
];

describe('added filters on the real data', needsRealData, () => {
  beforeAll(async () => {
    engine = openEngine(await realDbPath());
  });

  it.each(searches)('every option of every added list gives exactly its count (%j)', (base) => {
    const r = v2(base);
    for (const [list, param] of lists) {
      const items = (r[list] ?? []) as CountItem[];
      expect(items.length, String(list)).toBeGreaterThan(0);
      for (const item of items) {
        const ticked = v2({ ...base, [param]: [item.Value] });
        expect(ticked.RecordCount, `${String(list)} ${item.Item}`).toBe(item.Count);
        const again = (ticked[list] ?? []) as CountItem[];
        // The list's own selection does not shrink it (disjunctive), and the ticked item says so.
        expect(again.find((i) => i.Value === item.Value)).toEqual({ ...item, IsSelected: true });
      }
    }
  });

  it('yes/no and sector lists add up to the whole result: nothing is silently left out', () => {
    for (const base of searches) {
      const r = v2(base);
      for (const [list, param] of [
        ['PellCountList', 'pell'],
        ['ChildcareCountList', 'childcare'],
        ['SectorCountList', 'sector'],
        ['SchoolLevelCountList', 'schoolLevel'],
      ] as const) {
        // A list's own selection does not shrink it, so only a list not ticked adds up to the result.
        if ((base[param] ?? []).length > 0) continue;
        const sum = (r[list] ?? []).reduce((n, i) => n + i.Count, 0);
        expect(sum, list).toBe(r.RecordCount);
      }
      const cost = r.CostCountList ?? [];
      const none = cost.find((i) => i.Value === 'none')?.Count ?? 0;
      const all = v2({ ...base, limitRecord: 500 });
      const unreported = all.SchoolPrograms.filter((p) => figure(p, 'Cost') === undefined).length;
      if (all.RecordCount <= 500) expect(none).toBe(unreported);
    }
  });

  it('a search that skips college programs still says how many it would find without the filters', () => {
    for (const base of [
      { keyword: 'welding', location: 'Lubbock, TX', radius: '25' },
      { keyword: '', location: 'Lubbock, TX', radius: '25' },
    ]) {
      const plain = v2(base);
      expect(plain.RecordCount).toBeGreaterThan(0);
      // Two added filters nothing near there meets, and two path filters (so the hints give the total without all).
      const none = v2({
        ...base,
        pell: ['yes'],
        maxWeeks: ['1'],
        filterBySource: 'Y',
        programFormat: ['Online'],
      });
      expect(none.RecordCount).toBe(0);
      expect(none.NoResultHints?.WithoutFilters).toBe(plain.RecordCount);
    }
  });

  it('Format has "Not reported": ticking In-person with it keeps the college programs (nursing near Austin)', () => {
    const base = { keyword: 'nursing', location: 'Austin, TX', radius: '25' };
    const all = v2({ ...base, limitRecord: 500 });
    const formats = all.FormatCountList;
    const none = formats.find((f) => f.Value === 'none');
    expect(none?.Item).toBe('Not reported');
    expect(none?.Count).toBe(all.SchoolPrograms.filter((p) => p.Format.length === 0).length);
    const inPerson = v2({ ...base, programFormat: ['In-person'], limitRecord: 500 });
    const both = v2({ ...base, programFormat: ['In-person', 'none'], limitRecord: 500 });
    expect(both.RecordCount).toBe(inPerson.RecordCount + (none?.Count ?? 0));
    const colleges = all.SchoolPrograms.filter((p) => p.DataSource === 'IPEDS');
    expect(colleges.length).toBeGreaterThan(0);
    for (const p of colleges) expect(both.SchoolPrograms.some((q) => q.DetailId === p.DetailId)).toBe(true);
  });

  it('a maximum cost keeps programs at most that much; with none it keeps those that do not say', () => {
    const base = { keyword: 'welding', location: 'TX', limitRecord: 500 };
    const capped = v2({ ...base, maxCost: ['3000'] });
    expect(capped.RecordCount).toBeGreaterThan(0);
    for (const p of capped.SchoolPrograms) expect(comparableCost(p)).toBeLessThanOrEqual(3000);
    // A maximum between the steps is listed too, selected, with the count it gives.
    expect(capped.CostCountList?.find((i) => i.Value === '3000')).toMatchObject({
      Count: capped.RecordCount,
      IsSelected: true,
    });
    const withNone = v2({ ...base, maxCost: ['3000', 'none'] });
    const none = withNone.CostCountList?.find((i) => i.Value === 'none')?.Count ?? 0;
    expect(withNone.RecordCount).toBe(capped.RecordCount + none);
    expect(() => v2({ ...base, maxCost: ['cheap'] })).toThrow(/maxCost/);
  });

  it('sorts by cost and by length put what is not reported last, in both directions', () => {
    for (const [column, field] of [
      ['Cost', 'Cost'],
      ['Length', 'Length'],
    ] as const) {
      for (const dir of ['ASC', 'DESC']) {
        for (const base of [{ keyword: 'welding', location: 'TX' }, { keyword: 'welding' }]) {
          const r = v2({ ...base, sortColumns: column, sortDirection: dir, limitRecord: 500 });
          const values = r.SchoolPrograms.map((p) => figure(p, field));
          const firstMissing = values.findIndex((v) => v === undefined);
          const reported = (firstMissing < 0 ? values : values.slice(0, firstMissing)) as number[];
          expect(reported.length).toBeGreaterThan(0);
          if (firstMissing >= 0) expect(values.slice(firstMissing).every((v) => v === undefined)).toBe(true);
          const sorted = [...reported].sort((a, b) => (dir === 'ASC' ? a - b : b - a));
          expect(reported).toEqual(sorted);
        }
      }
    }
  });

  it('v1 Region: one option is one filter, and ticking it gives its count', () => {
    // With no occupation or program name the pass goes school by school (decision 0121): browsing, with a state,
    // with a program length (a school may then count for one facet through some of its programs only).
    const browse = v1({});
    const states = browse.LocationCountList.FilterList.slice(0, 2).map((i) => i.Value);
    const lengths = browse.ProgramLengthCountList.FilterList.slice(0, 1).map((i) => i.Value);
    expect(states).toHaveLength(2);
    expect(lengths).toHaveLength(1);
    for (const base of [
      { occupation: ['welding'] },
      { occupation: ['nursing'], location: 'Dallas, TX', radius: '300' },
      {},
      { state: states },
      { programLength: lengths, state: states.slice(0, 1) },
    ]) {
      const r = v1(base);
      for (const region of r.RegionCountList.FilterList) {
        const ticked = v1({ ...base, region: [region.Value] });
        expect(ticked.RecordCount, region.Item).toBe(region.Count);
        expect(ticked.RegionCountList.UndoList).toEqual([region]);
        // The location list undoes the base's own states only: the region is not a location.
        expect(ticked.LocationCountList.UndoList.map((i) => i.Value)).toEqual(
          'state' in base ? base.state : [],
        );
        for (const s of ticked.SchoolPrograms) expect(s.RegionCode).toBe(region.Value);
      }
    }
  });
});
