// ZIP centroids in columns (decision 0270): the same answers a map of the rows gave.
import { describe, expect, it } from 'vitest';
import { ZipTable } from './zip-table';

describe('ZipTable', () => {
  const rows: Array<[string, string, number, number]> = [
    ['79401', 'TX', 33.5779, -101.8552],
    ['04769', 'ME', 46.6812, -68.0159],
    ['00601', 'PR', 18.1801, -66.7503],
    ['99950', 'AK', 55.5427, -131.4281],
    ['79401', 'TX', 33.58, -101.85],
    ['1234', 'XX', 1, 1],
  ];
  const zips = new ZipTable(rows);

  it('finds every five-digit code, leading zeros kept, with its state and centroid', () => {
    expect(zips.get('04769')).toEqual({ lat: 46.6812, lon: -68.0159, state: 'ME' });
    expect(zips.get('00601')).toEqual({ lat: 18.1801, lon: -66.7503, state: 'PR' });
    expect(zips.get('99950')?.state).toBe('AK');
    expect(zips.size).toBe(4);
  });

  it('keeps the last row of a code given twice, as a map would', () => {
    expect(zips.get('79401')).toEqual({ lat: 33.58, lon: -101.85, state: 'TX' });
  });

  it('knows nothing of other codes or of text that is not five digits', () => {
    for (const z of ['79402', '4769', '01234', '1234', '00000', '100000', '7940a', ''])
      expect(zips.get(z), z).toBeUndefined();
  });

  it('answers as a map of the rows does, for every code from 00000 to 99999', () => {
    const map = new Map<string, { lat: number; lon: number; state: string }>();
    for (const [zip, state, lat, lon] of rows) if (/^\d{5}$/.test(zip)) map.set(zip, { lat, lon, state });
    for (let n = 0; n < 100000; n += 7) {
      const z = String(n).padStart(5, '0');
      expect(zips.get(z)).toEqual(map.get(z));
    }
    for (const z of map.keys()) expect(zips.get(z)).toEqual(map.get(z));
  });
});
