import { describe, expect, it } from 'vitest';
import { defaultProgramsSearch, type ProgramsSearch } from '../../../../contract/requests';
import { countItem, programList } from '../../../../tests/factories/programs';
import { clearProgramFilters, programAppliedFilters, programFacets, WIOA_LABEL } from './program-facets';

const search = (patch: Partial<ProgramsSearch> = {}): ProgramsSearch => ({
  ...defaultProgramsSearch,
  keyword: 'welding',
  startRecord: 20,
  ...patch,
});

const data = programList({
  SchoolCountList: [
    countItem({ Item: 'Caprock', Value: '1002', Count: 2, IsSelected: true }),
    countItem({ Item: 'Llano', Value: '1001', Count: 3 }),
  ],
  FormatCountList: [countItem({ Item: 'Online', Value: 'Online', Count: 4 })],
  EtpCount: 3,
});

describe('programFacets', () => {
  it('builds one group per non-empty list, plus Source from EtpCount', () => {
    expect(programFacets(data, search(), true).map((f) => f.legend)).toEqual(['School', 'Format', 'Source']);
    expect(programFacets({ ...data, EtpCount: 0 }, search(), true).map((f) => f.legend)).toEqual([
      'School',
      'Format',
    ]);
  });

  it.each([
    // URL values, data is current, expected ticked school values
    [[], true, ['1002']],
    [[], false, []],
    [['1001'], false, ['1001']],
    [['1001'], true, ['1002', '1001']],
  ])('school=%j (current data: %s) ticks %j', (school, current, ticked) => {
    const [schools] = programFacets(data, search({ school }), current);
    expect(schools?.options.filter((o) => o.checked).map((o) => o.value)).toEqual(ticked);
  });

  it('each option leads to the search with that value toggled, on page 1', () => {
    const [schools] = programFacets(data, search({ school: ['1002'] }), true);
    const [caprock, llano] = schools?.options ?? [];
    expect(caprock?.next).toEqual(search({ school: [], startRecord: 0 }));
    expect(llano?.next).toEqual(search({ school: ['1002', '1001'], startRecord: 0 }));
  });

  it('keeps a selected value the lists no longer hold, with count 0, so it can be unticked', () => {
    const [schools] = programFacets(data, search({ school: ['999'] }), true);
    expect(schools?.options.at(-1)).toMatchObject({ value: '999', label: '999', count: 0, checked: true });
  });

  it('drives filterBySource from the Source option', () => {
    const source = programFacets(data, search(), true).at(-1);
    expect(source?.options).toEqual([
      expect.objectContaining({
        label: WIOA_LABEL,
        count: 3,
        checked: false,
        next: search({ filterBySource: 'Y', startRecord: 0 }),
      }),
    ]);
    const on = programFacets(data, search({ filterBySource: 'Y' }), true).at(-1);
    expect(on?.options[0]).toMatchObject({
      checked: true,
      next: search({ filterBySource: '', startRecord: 0 }),
    });
  });
});

describe('programAppliedFilters', () => {
  it('labels applied values from the lists and removes one at a time', () => {
    const applied = programAppliedFilters(data, search({ school: ['1002', '555'], filterBySource: 'Y' }));
    expect(applied.map((a) => a.label)).toEqual(['Caprock', '555', WIOA_LABEL]);
    expect(applied[0]?.next.school).toEqual(['555']);
    expect(applied[2]?.next.filterBySource).toBe('');
  });

  it('clearing keeps keyword, place, sort and page size', () => {
    const s = search({
      school: ['1'],
      area: ['X'],
      filterBySource: 'Y',
      sortColumns: 'Program',
      location: 'TX',
      limitRecord: 25,
    });
    expect(clearProgramFilters(s)).toEqual(
      search({ sortColumns: 'Program', location: 'TX', limitRecord: 25, startRecord: 0 }),
    );
  });
});
