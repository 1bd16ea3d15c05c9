// The judge's place reading and distance, on the tiny fixture gazetteer (bench/relevance/fixtures).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EDGE_BAND_MILES, Gazetteer, milesBetween, resolvePlace, whereIs, type Place } from './places';
import { readZips } from './raw-sources';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const places = new Gazetteer(readZips(FIXTURES));
/** Miles per degree of latitude at the judge's earth radius (3,958.8 mi). */
const MILES_PER_DEGREE = (3958.8 * Math.PI) / 180;

describe('resolvePlace', () => {
  it('reads a ZIP as its Census ZCTA centroid, ZIP+4 too', () => {
    const expected = { kind: 'point', point: { lat: 30.27, lon: -97.74 }, state: 'TX', zips: 1 };
    expect(resolvePlace('78701', places)).toEqual(expected);
    expect(resolvePlace('78701-1234', places)).toEqual(expected);
  });

  it('falls back to the GeoNames point for a ZIP without a ZCTA centroid', () => {
    expect(resolvePlace('78702', places)).toMatchObject({ point: { lat: 30.26, lon: -97.72 } });
  });

  it('reads "City, ST" as the mean of the city’s ZIP points, whatever the case, spacing or comma', () => {
    // 78701 (ZCTA 30.27, -97.74) and 78702 (GeoNames 30.26, -97.72)
    for (const typed of ['Austin, TX', 'austin,tx', '  Austin ,  Texas ', 'Austin TX']) {
      const place = resolvePlace(typed, places);
      expect(place.kind).toBe('point');
      if (place.kind !== 'point') continue;
      expect(place.point.lat).toBeCloseTo(30.265, 9);
      expect(place.point.lon).toBeCloseTo(-97.73, 9);
      expect(place.zips).toBe(2);
    }
  });

  it('reads "St." and "Saint" alike', () => {
    expect(resolvePlace('St. Louis, MO', places)).toMatchObject({ kind: 'point', state: 'MO' });
    expect(resolvePlace('Saint Louis, Missouri', places)).toMatchObject({ kind: 'point', state: 'MO' });
  });

  it('reads a state by abbreviation or name, and the nationwide forms', () => {
    expect(resolvePlace('TX', places)).toEqual({ kind: 'state', state: 'TX' });
    expect(resolvePlace('new york', places)).toEqual({ kind: 'state', state: 'NY' });
    for (const typed of ['0', '', 'US', 'nationwide', 'United States']) {
      expect(resolvePlace(typed, places)).toEqual({ kind: 'nationwide' });
    }
  });

  it('refuses a place it cannot find rather than guessing', () => {
    expect(() => resolvePlace('99999', places)).toThrow(/unknown ZIP/);
    expect(() => resolvePlace('Atlantis, TX', places)).toThrow(/unknown place/);
    expect(() => resolvePlace('Austin, ZZ', places)).toThrow(/unknown place/);
  });
});

describe('milesBetween', () => {
  it('is 0 from a point to itself and one degree of latitude is about 69.09 miles', () => {
    const austin = { lat: 30.265, lon: -97.73 };
    expect(milesBetween(austin, austin)).toBe(0);
    expect(milesBetween(austin, { lat: 31.265, lon: -97.73 })).toBeCloseTo(69.0941, 3);
  });

  it('measures a known city pair (Austin to Dallas, about 182 miles) the same both ways', () => {
    const austin = { lat: 30.2672, lon: -97.7431 };
    const dallas = { lat: 32.7767, lon: -96.797 };
    expect(milesBetween(austin, dallas)).toBeGreaterThan(180);
    expect(milesBetween(austin, dallas)).toBeLessThan(184);
    expect(milesBetween(dallas, austin)).toBeCloseTo(milesBetween(austin, dallas), 9);
  });
});

describe('whereIs: the ±1.5 mile edge band', () => {
  const centre: Place = { kind: 'point', point: { lat: 30, lon: -97 }, state: 'TX', zips: 1 };
  const at = (miles: number) => ({ lat: 30 + miles / MILES_PER_DEGREE, lon: -97, state: 'TX' });

  it('counts a program well inside the radius, ignores one at the edge, excludes one beyond', () => {
    expect(EDGE_BAND_MILES).toBe(1.5);
    expect(whereIs(centre, 25, at(23.4))).toBe('inside');
    expect(whereIs(centre, 25, at(23.6))).toBe('edge');
    expect(whereIs(centre, 25, at(25))).toBe('edge');
    expect(whereIs(centre, 25, at(26.4))).toBe('edge');
    expect(whereIs(centre, 25, at(26.6))).toBe('outside');
  });

  it('puts a program without coordinates outside any radius, and inside with no radius', () => {
    const nowhere = { lat: Number.NaN, lon: Number.NaN, state: 'TX' };
    expect(whereIs(centre, 25, nowhere)).toBe('outside');
    expect(whereIs({ kind: 'nationwide' }, 0, nowhere)).toBe('inside');
  });

  it('has no edge for a state: in the state or not', () => {
    const texas: Place = { kind: 'state', state: 'TX' };
    expect(whereIs(texas, 25, at(500))).toBe('inside');
    expect(whereIs(texas, 25, { ...at(0), state: 'OK' })).toBe('outside');
  });
});
