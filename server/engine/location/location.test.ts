// Reading the location segment, and distances.
import { describe, expect, it } from 'vitest';
import { milesBetween, resolveLocation, type Gazetteer } from './location';
import { BadRequestError } from '../types';

const places: Gazetteer = {
  zip: (z) => (z === '78701' ? { lat: 30.27, lon: -97.74, state: 'TX' } : undefined),
  city: (key, st) =>
    key === 'austin' && st === 'TX'
      ? { lat: 30.3, lon: -97.7 }
      : key === 'st louis' && st === 'MO'
        ? { lat: 38.6, lon: -90.2 }
        : undefined,
  state: (t) => {
    const u = t.trim().toUpperCase();
    if (u === 'TX' || u === 'TEXAS') return 'TX';
    if (u === 'MO' || u === 'MISSOURI') return 'MO';
    return undefined;
  },
};

describe('resolveLocation', () => {
  it.each(['', '0', 'US', 'usa', 'United States', 'nationwide'])('%j is nationwide', (input) => {
    expect(resolveLocation(input, places)).toEqual({ kind: 'nationwide' });
  });

  it.each(['78701', '78701-1234', '787011234'])('reads ZIP %s', (input) => {
    expect(resolveLocation(input, places)).toEqual({
      kind: 'point',
      point: { lat: 30.27, lon: -97.74 },
      state: 'TX',
    });
  });

  it.each(['Austin, TX', 'austin, texas', 'Austin TX', '  Austin ,  TX '])('reads city %j', (input) => {
    expect(resolveLocation(input, places)).toMatchObject({ kind: 'point', state: 'TX' });
  });

  it('reads "Saint" and "St." alike', () => {
    expect(resolveLocation('Saint Louis, MO', places)).toMatchObject({ kind: 'point', state: 'MO' });
    expect(resolveLocation('St. Louis, Missouri', places)).toMatchObject({ kind: 'point', state: 'MO' });
  });

  it.each(['TX', 'Texas', 'texas'])('reads state %j', (input) => {
    expect(resolveLocation(input, places)).toEqual({ kind: 'state', state: 'TX' });
  });

  it.each(['Atlantis, ZZ', '99999', 'Dallas, TX', 'Austin, ZZ', 'x'.repeat(300)])('rejects %j', (input) => {
    expect(() => resolveLocation(input, places)).toThrow(BadRequestError);
  });

  it('says which place it could not find', () => {
    expect(() => resolveLocation('Atlantis, ZZ', places)).toThrow(
      'Location "Atlantis, ZZ" was not found. Type a ZIP code, or a city and state such as "Austin, TX".',
    );
  });
});

describe('milesBetween', () => {
  it('measures known distances', () => {
    // Austin to Dallas is about 182 miles as the crow flies; a point to itself is 0.
    expect(milesBetween(30.2672, -97.7431, 32.7767, -96.797)).toBeGreaterThan(178);
    expect(milesBetween(30.2672, -97.7431, 32.7767, -96.797)).toBeLessThan(186);
    expect(milesBetween(40, -100, 40, -100)).toBe(0);
  });
});
