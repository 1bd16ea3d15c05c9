// Resolves a typed location the way a user means it, from the ZIP files alone (no server code), and measures
// distance. The rules follow the service's documented reading (decision 0024) so that both sides agree up to small
// differences in the centroid, which the judge's edge band absorbs (decision 0068):
//   - "", "0", "US", "nationwide" … → nationwide;
//   - 5 digits (or ZIP+4) → that ZIP's point (Census ZCTA centroid, else GeoNames);
//   - a state abbreviation or name → that state, radius ignored;
//   - "City, ST" / "City, State" (or without the comma) → the mean of the points of the GeoNames ZIPs whose place
//     name is that city in that state (case, spacing and dots ignored; "Saint" read as "St").
import type { ZipRow } from './raw-sources';

export interface Point {
  lat: number;
  lon: number;
}

export type Place =
  | { kind: 'nationwide' }
  | { kind: 'state'; state: string }
  | { kind: 'point'; point: Point; state: string; zips: number };

const NATIONWIDE = new Set(['', '0', 'us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'nationwide', 'all']);

export function cityKey(city: string): string {
  return city
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^saint /, 'st ');
}

export class Gazetteer {
  private readonly states = new Map<string, string>();
  private readonly cities = new Map<string, Point[]>();

  constructor(readonly zips: ReadonlyMap<string, ZipRow>) {
    for (const z of zips.values()) {
      if (z.state === '') continue;
      this.states.set(z.state.toLowerCase(), z.state);
      if (z.stateName) this.states.set(z.stateName.toLowerCase(), z.state);
      if (Number.isNaN(z.lat) || Number.isNaN(z.lon)) continue;
      const key = `${cityKey(z.city)}|${z.state}`;
      const list = this.cities.get(key) ?? [];
      list.push({ lat: z.lat, lon: z.lon });
      this.cities.set(key, list);
    }
  }

  state(text: string): string | undefined {
    return this.states.get(text.trim().replace(/\s+/g, ' ').toLowerCase());
  }

  city(city: string, state: string): { point: Point; zips: number } | undefined {
    const points = this.cities.get(`${cityKey(city)}|${state}`);
    if (!points || points.length === 0) return undefined;
    const lat = points.reduce((s, p) => s + p.lat, 0) / points.length;
    const lon = points.reduce((s, p) => s + p.lon, 0) / points.length;
    return { point: { lat, lon }, zips: points.length };
  }
}

/** The place a typed location names; throws on one it cannot find (a judged query must name a real place). */
export function resolvePlace(input: string, places: Gazetteer): Place {
  const text = input.trim().replace(/\s+/g, ' ');
  if (NATIONWIDE.has(text.toLowerCase())) return { kind: 'nationwide' };
  const zip = /^(\d{5})(?:-?\d{4})?$/.exec(text)?.[1];
  if (zip) {
    const z = places.zips.get(zip);
    if (!z || Number.isNaN(z.lat)) throw new Error(`unknown ZIP "${input}"`);
    return { kind: 'point', point: { lat: z.lat, lon: z.lon }, state: z.state, zips: 1 };
  }
  const state = places.state(text);
  if (state) return { kind: 'state', state };
  const comma = text.lastIndexOf(',');
  const splits: Array<[string, string]> = [];
  if (comma > 0) splits.push([text.slice(0, comma), text.slice(comma + 1)]);
  else {
    const words = text.split(' ');
    for (let cut = words.length - 1; cut >= 1 && cut >= words.length - 3; cut--) {
      splits.push([words.slice(0, cut).join(' '), words.slice(cut).join(' ')]);
    }
  }
  for (const [cityPart, statePart] of splits) {
    const st = places.state(statePart);
    const found = st ? places.city(cityPart, st) : undefined;
    if (st && found) return { kind: 'point', point: found.point, state: st, zips: found.zips };
  }
  throw new Error(`unknown place "${input}"`);
}

const EARTH_RADIUS_MILES = 3958.8;
const RAD = Math.PI / 180;

/** Great-circle (haversine) distance in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles within which a program at the radius edge is "don't care": place centroids differ a little. */
export const EDGE_BAND_MILES = 1.5;

export type Where = 'inside' | 'edge' | 'outside';

/**
 * Where a program lies relative to the searched area: inside (counted), within ±EDGE_BAND_MILES of the radius
 * (don't care) or outside. A radius of 0, a state or nationwide has no edge. No coordinates: outside a radius.
 */
export function whereIs(place: Place, radius: number, program: Point & { state: string }): Where {
  if (place.kind === 'nationwide') return 'inside';
  if (place.kind === 'state') return program.state === place.state ? 'inside' : 'outside';
  if (radius <= 0) return 'inside';
  if (Number.isNaN(program.lat) || Number.isNaN(program.lon)) return 'outside';
  const miles = milesBetween(place.point, program);
  if (miles < radius - EDGE_BAND_MILES) return 'inside';
  return miles <= radius + EDGE_BAND_MILES ? 'edge' : 'outside';
}
