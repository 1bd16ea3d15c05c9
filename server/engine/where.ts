// Applies a resolved location to institutions: which are inside, and how far each is from a point.
import type { EngineState } from './engine-state';
import {
  milesBetween,
  resolveLocation,
  shownLocation,
  splitCityState,
  type ResolvedLocation,
} from './location';
import { guessPlaces } from './place-candidates';
import { BadRequestError } from './types';

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
  const dist = new Float64Array(d.instCount);
  const { lat, lon } = loc.point;
  // With a radius, a school more than radius/68 degrees of latitude away cannot be inside: no need to measure it
  // (it is marked Infinity, outside; only schools inside are ever shown or sorted).
  const latLimit = radius > 0 ? radius / 68 + 0.1 : Infinity;
  for (let i = 0; i < d.instCount; i++) {
    const la = d.instLat[i] ?? NaN;
    const lo = d.instLon[i] ?? NaN;
    if (Number.isNaN(la) || Number.isNaN(lo)) dist[i] = NaN;
    else if (Math.abs(la - lat) > latLimit) dist[i] = Infinity;
    else dist[i] = Math.round(milesBetween(lat, lon, la, lo) * 10) / 10;
  }
  if (radius <= 0) return { instOk: null, dist };
  const instOk = new Uint8Array(d.instCount);
  for (let i = 0; i < d.instCount; i++) if ((dist[i] ?? NaN) <= radius) instOk[i] = 1;
  return { instOk, dist };
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
