// Applies a resolved location to institutions: which are inside, and how far each is from a point.
import type { EngineData } from '../data';
import { outsideDeadline } from '../deadline';
import type { EngineState } from '../engine-state';
import {
  milesBetween,
  resolveLocation,
  shownLocation,
  splitCityState,
  type ResolvedLocation,
} from './location';
import { guessPlaces } from './place-candidates';
import { BadRequestError } from '../types';

export interface Where {
  /** per institution: 1 = inside; null = everywhere */
  instOk: Uint8Array | null;
  /** miles to each institution rounded to 0.1 (NaN when it has no coordinates); null without a point */
  dist: Float64Array | null;
}

/**
 * A point with radius r keeps institutions whose rounded distance is ≤ r (so a shown Distance never exceeds the
 * radius); radius 0 keeps all and still orders by distance. A state keeps its institutions; radius is ignored.
 */
export function applyLocation(s: EngineState, location: string, radius: number): Where {
  let loc: ResolvedLocation;
  try {
    loc = resolveLocation(location, s.places);
  } catch (error) {
    throw error instanceof BadRequestError ? withPlaces(s, location) : error;
  }
  const { d } = s;
  if (loc.kind === 'nationwide') return { instOk: null, dist: null };
  if (loc.kind === 'state') {
    const st = d.stateIndex.get(loc.state) ?? -1;
    const instOk = new Uint8Array(d.instCount);
    for (let i = 0; i < d.instCount; i++) if (d.instState[i] === st) instOk[i] = 1;
    return { instOk, dist: null };
  }
  const { lat, lon } = loc.point;
  if (radius <= 0) {
    // Radius 0 keeps every school and orders by distance: every distance is needed.
    const dist = new Float64Array(d.instCount);
    for (let i = 0; i < d.instCount; i++) {
      const la = d.instLat[i] ?? NaN;
      const lo = d.instLon[i] ?? NaN;
      dist[i] =
        Number.isNaN(la) || Number.isNaN(lo) ? NaN : Math.round(milesBetween(lat, lon, la, lo) * 10) / 10;
    }
    return { instOk: null, dist };
  }
  // With a radius, a school more than radius/68 degrees of latitude away cannot be inside: it is not measured (it
  // is marked Infinity, outside; only schools inside are ever shown or sorted). The schools in the band are found in
  // a latitude-sorted list, so the work follows the schools near the point, not all schools (71 k at 10× data).
  const latLimit = radius / 68 + 0.1;
  const byLat = latitudeIndex(d);
  const dist = new Float64Array(d.instCount).fill(Infinity);
  for (const i of byLat.noPoint) dist[i] = NaN;
  const instOk = new Uint8Array(d.instCount);
  // The band a little wider than the test below, which alone decides (so rounding cannot move a school across).
  for (let k = firstAtLeast(byLat.lat, lat - latLimit - 1e-6); k < byLat.lat.length; k++) {
    const la = byLat.lat[k] ?? NaN;
    if (la > lat + latLimit + 1e-6) break;
    const i = byLat.inst[k] ?? 0;
    if (Math.abs(la - lat) > latLimit) continue;
    const m = Math.round(milesBetween(lat, lon, la, d.instLon[i] ?? NaN) * 10) / 10;
    dist[i] = m;
    if (m <= radius) instOk[i] = 1;
  }
  return { instOk, dist };
}

interface LatitudeIndex {
  /** institutions with coordinates, by latitude */
  inst: Int32Array;
  lat: Float64Array;
  /** institutions without coordinates */
  noPoint: Int32Array;
}

/** Built on first use per data set (a sort of the institutions: milliseconds), kept as long as the data. */
const latitudeIndexes = new WeakMap<EngineData, LatitudeIndex>();

function latitudeIndex(d: EngineData): LatitudeIndex {
  const known = latitudeIndexes.get(d);
  if (known) return known;
  return outsideDeadline(() => buildLatitudeIndex(d));
}

function buildLatitudeIndex(d: EngineData): LatitudeIndex {
  const withPoint: number[] = [];
  const noPoint: number[] = [];
  for (let i = 0; i < d.instCount; i++) {
    const la = d.instLat[i] ?? NaN;
    const lo = d.instLon[i] ?? NaN;
    (Number.isNaN(la) || Number.isNaN(lo) ? noPoint : withPoint).push(i);
  }
  withPoint.sort((a, b) => (d.instLat[a] ?? 0) - (d.instLat[b] ?? 0) || a - b);
  const ix = {
    inst: Int32Array.from(withPoint),
    lat: Float64Array.from(withPoint, (i) => d.instLat[i] ?? 0),
    noPoint: Int32Array.from(noPoint),
  };
  latitudeIndexes.set(d, ix);
  return ix;
}

/** The first position whose value is ≥ x in an ascending array. */
function firstAtLeast(xs: Float64Array, x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((xs[mid] ?? 0) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function formatMiles(m: number | undefined): string {
  return m === undefined || Number.isNaN(m) ? '' : m.toFixed(1);
}

/** The 400 for a location that could not be used, with the places the user may have meant (decision 0085). */
function withPlaces(s: EngineState, location: string): BadRequestError {
  const parts = splitCityState(location, s.places);
  if ('zip' in parts) {
    return new BadRequestError(
      `ZIP code ${parts.zip} was not found. Check it, or type a city and state such as "Austin, TX".`,
      'location',
    );
  }
  const guess = guessPlaces(s.placeIndex, parts.city, parts.state);
  const first = guess.candidates[0];
  if (!first) {
    return new BadRequestError(
      `Location "${shownLocation(location)}" was not found. Type a ZIP code, or a city and state such as "Austin, TX".`,
      'location',
    );
  }
  const name = shownLocation(guess.name);
  const stateName = parts.state ? (s.placeIndex.stateName.get(parts.state) ?? parts.state) : '';
  const message =
    guess.kind === 'ambiguous'
      ? guess.candidates.length > 1
        ? `Which ${name} do you mean? Add the state, such as "${first.Value}".`
        : `Did you mean ${first.Value}? Add the state to the city.`
      : guess.kind === 'elsewhere' && stateName
        ? `There is no ${name} in ${stateName}. Did you mean ${first.Value}?`
        : `Location "${shownLocation(location)}" was not found. Did you mean ${first.Value}?`;
  return new BadRequestError(message, 'location', guess.candidates);
}
