import { describe, expect, it } from 'vitest';
import { defaultInstitutionsSearch, type InstitutionsSearch } from '../../../../contract/requests';
import { emptyInstitutionList } from '../../../../contract/programs/empty-results';
import { clearSchoolFilters, schoolAppliedFilters, schoolFacets } from './school-facets';

const search = (patch: Partial<InstitutionsSearch> = {}): InstitutionsSearch => ({
  ...defaultInstitutionsSearch,
  occupation: ['welding'],
  ...patch,
});

const data = {
  ...emptyInstitutionList(),
  LocationCountList: {
    UndoList: [{ Item: 'Texas', Value: 'TX', Count: 5 }],
    FilterList: [{ Item: 'Oklahoma', Value: 'OK', Count: 1 }],
  },
  CityCountList: { UndoList: [], FilterList: [{ Item: 'Austin', Value: 'Austin, TX', Count: 2 }] },
  RegionCountList: {
    UndoList: [],
    FilterList: [{ Item: 'Southwest (AZ, NM, OK, TX)', Value: '6', Count: 6 }],
  },
  OccupationCountList: { UndoList: [{ Item: 'welding', Value: 'welding', Count: 6 }], FilterList: [] },
};

describe('schoolFacets', () => {
  it('ticks UndoList items and what the URL applies', () => {
    const groups = schoolFacets(data, search({ state: ['TX'] }));
    expect(groups.map((g) => g.legend)).toEqual(['State', 'City', 'Region', 'Occupation']);
    const ticked = groups.flatMap((g) =>
      g.options.filter((o) => o.checked).map((o) => `${g.legend}:${o.value}`),
    );
    expect(ticked).toEqual(['State:TX', 'Occupation:welding']);
  });

  it('a city toggles its "City, ST" value in the state segment, keeping the location; a region is one region value', () => {
    const near = { state: ['CA'], location: '78701', radius: '25', startRecord: 20 };
    const [, city, region] = schoolFacets(data, search(near));
    expect(city?.options[0]?.checked).toBe(false);
    expect(city?.options[0]?.next).toEqual(search({ ...near, state: ['CA', 'Austin, TX'], startRecord: 0 }));
    const [, cityOn] = schoolFacets(data, search({ ...near, state: ['CA', 'Austin, TX'] }));
    expect(cityOn?.options[0]?.checked).toBe(true);
    expect(cityOn?.options[0]?.next).toEqual(search({ ...near, startRecord: 0 }));
    // Ticking a region leaves the states alone: one option, one filter (decision 0075).
    expect(region?.options[0]?.next).toEqual(search({ ...near, region: ['6'], startRecord: 0 }));
    const [, , regionOn] = schoolFacets(data, search({ state: ['CA'], region: ['6'] }));
    expect(regionOn?.options[0]?.checked).toBe(true);
    expect(regionOn?.options[0]?.next).toEqual(search({ state: ['CA'], region: [], startRecord: 0 }));
    expect(schoolAppliedFilters(data, search({ region: ['6'] })).map((f) => f.label)).toEqual([
      'Southwest (AZ, NM, OK, TX)',
    ]);
  });

  it('labels an applied city from the City list and removes it alone', () => {
    const s = search({ state: ['TX', 'Austin, TX'], location: '78701' });
    const applied = schoolAppliedFilters(data, s);
    expect(applied.map((f) => f.label)).toEqual(['Texas', 'Austin']);
    expect(applied[1]?.next).toEqual(search({ state: ['TX'], location: '78701' }));
  });

  it('keeps the keyword out of applied filters and out of "Clear all filters"', () => {
    const s = search({ occupation: ['welding', '51-4121'], state: ['TX'], startRecord: 10 });
    expect(schoolAppliedFilters(data, s).map((f) => f.label)).toEqual(['Texas', '51-4121']);
    expect(clearSchoolFilters(s)).toEqual(search({ occupation: ['welding'] }));
  });
});
