// Location resolution for the mock service: ZIP, "City, ST", "ST" or a state name; unknown is an error.
import type { PlaceCandidate } from '../../contract/errors';
import { schools } from './dataset';

export type Place =
  { kind: 'nation' } | { kind: 'state'; state: string } | { kind: 'point'; lat: number; lon: number };

const states: Record<string, string> = { texas: 'TX', oklahoma: 'OK', tx: 'TX', ok: 'OK' };

export function resolveLocation(raw: string): Place | null {
  const text = raw.trim().toLowerCase();
  if (text === '' || text === 'us') return { kind: 'nation' };
  const state = states[text];
  if (state) return { kind: 'state', state };
  const school = schools.find(
    (s) =>
      s.zip === text.slice(0, 5) ||
      `${s.city}, ${s.stateAbbr}`.toLowerCase() === text ||
      `${s.city}, ${s.state}`.toLowerCase() === text,
  );
  return school ? { kind: 'point', lat: school.lat, lon: school.lon } : null;
}

/** The dataset's cities of that name (without a state), as the real service lists them. */
export function placeCandidates(raw: string): PlaceCandidate[] {
  const name = raw.trim().toLowerCase();
  const seen = new Map<string, PlaceCandidate>();
  for (const s of schools) {
    if (s.city.toLowerCase() !== name) continue;
    seen.set(s.stateAbbr, { Value: `${s.city}, ${s.stateAbbr}`, Item: `${s.city}, ${s.state}` });
  }
  return [...seen.values()];
}

export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

/** Distance in miles from the place (when it is a point), or null. */
export function distanceFrom(place: Place, at: { lat: number; lon: number }): number | null {
  return place.kind === 'point' ? milesBetween(place, at) : null;
}

export function withinPlace(
  place: Place,
  radius: string,
  at: { lat: number; lon: number; stateAbbr: string },
): boolean {
  if (place.kind === 'nation') return true;
  if (place.kind === 'state') return at.stateAbbr === place.state;
  const miles = Number(radius);
  return radius === '' || milesBetween(place, at) <= miles;
}
