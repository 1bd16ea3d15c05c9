// Cities in columns (decision 0270): looked up by key and state, and given back row by row as they were given.
import { describe, expect, it } from 'vitest';
import { CityTable } from './city-table';

describe('CityTable', () => {
  const table = new CityTable([
    { id: 'springfield|IL', name: 'Springfield', zips: 12, lat: 39.78, lon: -89.65 },
    { id: 'springfield|MO', name: 'Springfield', zips: 20, lat: 37.21, lon: -93.29 },
    { id: 'st louis|MO', name: 'Saint Louis', zips: 0, lat: 38.63, lon: -90.2 },
  ]);

  it('finds a centroid by city key and state, and nothing for another state', () => {
    expect(table.point('springfield', 'MO')).toEqual({ lat: 37.21, lon: -93.29 });
    expect(table.point('st louis', 'MO')).toEqual({ lat: 38.63, lon: -90.2 });
    expect(table.point('springfield', 'TX')).toBeUndefined();
    expect(table.point('springfeld', 'IL')).toBeUndefined();
  });

  it('gives each row back with its key, name as written, state and ZIP codes, in order', () => {
    expect(table.count).toBe(3);
    expect(Array.from({ length: table.count }, (_, i) => table.city(i))).toEqual([
      { key: 'springfield', name: 'Springfield', state: 'IL', zips: 12 },
      { key: 'springfield', name: 'Springfield', state: 'MO', zips: 20 },
      { key: 'st louis', name: 'Saint Louis', state: 'MO', zips: 0 },
    ]);
    expect(table.key(2)).toBe('st louis');
  });
});
