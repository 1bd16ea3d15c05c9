// One declaration, two halves (decision 0160): on the real data, what the engine counts for a dimension is what the
// contract's declaration reads off the result's list items (`fromItem`), value by value — so the mock service, which
// filters by the declaration, and the engine, which derives codes per profile and school, cannot drift apart. And
// the school level added by issue 20 filters like every other added list: each option gives the count it showed.
import { needsRealData } from '../../../tests/support/real-data';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CountItem } from '../../../contract/programs/facets';
import { NOT_REPORTED } from '../../../contract/dimensions/dimension';
import { programDimensions } from '../../../contract/dimensions/program-dimensions';
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
});
