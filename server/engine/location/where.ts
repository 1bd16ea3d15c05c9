// Applies a resolved location to institutions: which are inside, and how far each is from a point.
import type { EngineState } from '../engine-state';
import {
  milesBetween,
  resolveLocation,
  shownLocation,
  splitCityState,
  type ResolvedLocation,
} from './location';
import { guessPlaces } from './place-candidates';
import { schoolGrid, visitNear, type SchoolGrid } from './school-grid';
import type { MarkPool } from '../scratch/mark-pool';
import { SchoolScratch } from '../scratch/school-scratch';
import { BadRequestError } from '../types';

export interface Where {
  /** per institution: 1 = inside; null = everywhere */
  instOk: Uint8Array | null;
  /** miles to each institution rounded to 0.1 (NaN when it has no coordinates); null without a point */
  dist: Float64Array | null;
  /**
   * The institutions inside, ascending (null = everywhere), and how many programs they hold: a search near a place
   * may read their programs rather than the keyword's profiles (programs/execute.ts).
   */
  inside: Int32Array | null;
  insidePrograms: number;
  /**
   * A point with radius 0 (every school, ordered by distance): `dist` holds only the schools measured so far, and a
   * search measures those it will read — its result's — once it has them (most schools have nothing to show, and a
   * distance costs four trigonometric calls). Absent: every entry of `dist` is set.
   */
  measure?: (schools: ArrayLike<number>) => void;
}

/** No location: every institution. */
export const EVERYWHERE: Readonly<Where> = { instOk: null, dist: null, inside: null, insidePrograms: 0 };

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
  if (loc.kind === 'nationwide') return EVERYWHERE;
  const grid = schoolGrid(d);
  const progStart = s.ps.byInst.start;
  if (loc.kind === 'state') {
    const st = d.stateIndex.get(loc.state) ?? -1;
    const inside = grid.byState[st] ?? new Int32Array(0);
    const instOk = scratchOf(s, grid).schoolMarks(inside);
    let insidePrograms = 0;
    for (let k = 0; k < inside.length; k++) {
      const i = inside[k] ?? 0;
      instOk[i] = 1;
      insidePrograms += (progStart[i + 1] ?? 0) - (progStart[i] ?? 0);
    }
    return { instOk, dist: null, inside, insidePrograms };
  }
  const { lat, lon } = loc.point;
  if (radius <= 0) {
    // Radius 0 keeps every school and orders by distance: the distances of the schools the search reads, in the
    // scratch's distances (Infinity until measured; a school without coordinates stays NaN), reset whole at the end
    // (no list kept of the schools measured: they can be most of them).
    const dist = scratchOf(s, grid).distances(null);
    const measure = (schools: ArrayLike<number>) => {
      for (let k = 0; k < schools.length; k++) {
        const i = schools[k] ?? 0;
        if (dist[i] !== Infinity) continue;
        const la = d.instLat[i] ?? NaN;
        const lo = d.instLon[i] ?? NaN;
        dist[i] =
          Number.isNaN(la) || Number.isNaN(lo) ? NaN : Math.round(milesBetween(lat, lon, la, lo) * 10) / 10;
      }
    };
    return { instOk: null, dist, inside: null, insidePrograms: 0, measure };
  }
  // With a radius, a school more than radius/68 degrees of latitude away cannot be inside, nor one too far east or
  // west: it is not measured. Only the distances of schools inside are kept (the others stay Infinity, outside):
  // only those are ever shown or sorted. The schools that may be inside are found in the school grid, so the work
  // follows the schools near the point.
  const latLimit = radius / 68 + 0.1;
  // Gathered in the scratch's list (not a growing array of numbers), then copied at their count: the schools written.
  let inside = new Int32Array(0);
  const scratch = scratchOf(s, grid);
  const dist = scratch.distances(() => inside);
  const instOk = scratch.schoolMarks(() => inside);
  const found = scratch.gather();
  let n = 0;
  let insidePrograms = 0;
  // The grid's window is a little wider than the test below, which alone decides (so rounding cannot move a school).
  const { lat: lats, lon: lons } = grid;
  visitNear(grid, lat, lon, latLimit, radius, (i, k) => {
    const la = lats[k] ?? 0;
    const lo = lons[k] ?? 0;
    if (Math.abs(la - lat) > latLimit) return;
    const m = Math.round(milesBetween(lat, lon, la, lo) * 10) / 10;
    if (m <= radius) {
      dist[i] = m;
      instOk[i] = 1;
      found[n++] = i;
      insidePrograms += (progStart[i + 1] ?? 0) - (progStart[i] ?? 0);
    }
  });
  inside = found.slice(0, n).sort();
  return { instOk, dist, inside, insidePrograms };
}

/** Each engine state's school scratch (keyed by its mark pool: one per state, so per worker). */
const scratches = new WeakMap<MarkPool, SchoolScratch>();

function scratchOf(s: EngineState, grid: SchoolGrid): SchoolScratch {
  let scratch = scratches.get(s.marks);
  if (!scratch) {
    const rest = new Float64Array(s.d.instCount).fill(Infinity);
    for (const i of grid.noPoint) rest[i] = NaN;
    scratch = new SchoolScratch(s.marks, rest);
    scratches.set(s.marks, scratch);
  }
  return scratch;
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
