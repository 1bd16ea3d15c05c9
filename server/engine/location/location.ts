// Reads the location segment: ZIP / ZIP+4, "City, ST", "City, State", a state, or nationwide.
import { BadRequestError } from '../types';

export interface Point {
  lat: number;
  lon: number;
}

export type ResolvedLocation =
  { kind: 'nationwide' } | { kind: 'state'; state: string } | { kind: 'point'; point: Point; state: string };

/** What the parser needs to know about places; the engine builds it from the zip and state tables. */
export interface Gazetteer {
  zip(zip5: string): (Point & { state: string }) | undefined;
  /** Centroid of a city's ZIPs; city as normalised by cityKey. */
  city(cityKey: string, state: string): Point | undefined;
  /** State abbreviation from an abbreviation or a full name (any case); undefined when not a state. */
  state(text: string): string | undefined;
}

const NATIONWIDE = new Set(['', '0', 'us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'nationwide', 'all']);

/** Lower case, single spaces, dots dropped ("St. Louis" and "St Louis" meet), "saint" read as "st". */
export function cityKey(city: string): string {
  const lower = city.toLowerCase();
  // Most names need nothing more; the regular expressions run only when there is something to fix.
  if (!/[.\s]{2}|\.|^saint |^\s|\s$/.test(lower)) return lower;
  return lower
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^saint /, 'st ');
}

export const shownLocation = (input: string) => (input.length > 80 ? `${input.slice(0, 80)}…` : input);

export function notFound(input: string): BadRequestError {
  return new BadRequestError(
    `Location "${shownLocation(input)}" was not found. Type a ZIP code, or a city and state such as "Austin, TX".`,
    'location',
  );
}

/** How a location the gazetteer could not resolve divides into a city and the state it names, if any. */
export function splitCityState(
  input: string,
  places: Pick<Gazetteer, 'state'>,
): { zip: string } | { city: string; state: string | undefined } {
  const text = input.trim().replace(/\s+/g, ' ');
  const zip = /^(\d{5})(?:-?\d{4})?$/.exec(text);
  if (zip?.[1]) return { zip: zip[1] };
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    // "Springfield, XX": what follows the comma is no state, but what comes before it is still the city.
    return { city: text.slice(0, comma).trim(), state: places.state(text.slice(comma + 1).trim()) };
  }
  const parts = text.split(' ');
  for (let cut = parts.length - 1; cut >= 1 && cut >= parts.length - 3; cut--) {
    const state = places.state(parts.slice(cut).join(' '));
    if (state) return { city: parts.slice(0, cut).join(' '), state };
  }
  return { city: text, state: undefined };
}

export function resolveLocation(input: string, places: Gazetteer): ResolvedLocation {
  const text = input.trim().replace(/\s+/g, ' ');
  if (NATIONWIDE.has(text.toLowerCase())) return { kind: 'nationwide' };
  const zip = /^(\d{5})(?:-?\d{4})?$/.exec(text);
  if (zip?.[1]) {
    const z = places.zip(zip[1]);
    if (!z) throw notFound(input);
    return { kind: 'point', point: { lat: z.lat, lon: z.lon }, state: z.state };
  }
  const state = places.state(text);
  if (state) return { kind: 'state', state };
  // "City, ST" / "City, State", or without the comma ("Austin TX", "Kansas City Missouri").
  const comma = text.lastIndexOf(',');
  const candidates: Array<[string, string]> = [];
  if (comma > 0) candidates.push([text.slice(0, comma), text.slice(comma + 1)]);
  else {
    const parts = text.split(' ');
    for (let cut = parts.length - 1; cut >= 1 && cut >= parts.length - 3; cut--) {
      candidates.push([parts.slice(0, cut).join(' '), parts.slice(cut).join(' ')]);
    }
  }
  for (const [cityPart, statePart] of candidates) {
    const st = places.state(statePart.trim().replace(/^(\d{5})$/, ''));
    if (!st) continue;
    const point = places.city(cityKey(cityPart), st);
    if (point) return { kind: 'point', point, state: st };
  }
  throw notFound(input);
}

const EARTH_RADIUS_MILES = 3958.7613;
const RAD = Math.PI / 180;

/** Great-circle distance in miles (haversine). */
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
