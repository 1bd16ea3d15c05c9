// Schools in latitude bands, each band by longitude (issue 11, decision 0121): a radius measures only the schools in
// the few bands it crosses and, within each, the stretch of longitudes it can reach — the schools near the point,
// not every school at its latitude across the country (71 k schools at 10× data).
import type { EngineData } from '../data';
import { outsideDeadline } from '../deadline';

/** Band height in degrees of latitude (about 35 miles): a 25-mile radius crosses two or three bands. */
const BAND_DEGREES = 0.5;

export interface SchoolGrid {
  minLat: number;
  /** band b holds inst[bandStart[b] .. bandStart[b + 1]), by longitude */
  bandStart: Int32Array;
  inst: Int32Array;
  lat: Float64Array;
  lon: Float64Array;
  /** institutions without coordinates */
  noPoint: Int32Array;
  /** each state's institutions, ascending (index = state index) */
  byState: Int32Array[];
}

/** Built on first use per data set (a sort of the institutions: milliseconds), kept as long as the data. */
const grids = new WeakMap<EngineData, SchoolGrid>();

export function schoolGrid(d: EngineData): SchoolGrid {
  return grids.get(d) ?? outsideDeadline(() => buildSchoolGrid(d));
}

function buildSchoolGrid(d: EngineData): SchoolGrid {
  const withPoint: number[] = [];
  const noPoint: number[] = [];
  let minLat = Infinity;
  let maxLat = -Infinity;
  const byState: number[][] = d.states.map(() => []);
  for (let i = 0; i < d.instCount; i++) {
    const la = d.instLat[i] ?? NaN;
    const lo = d.instLon[i] ?? NaN;
    const st = d.instState[i] ?? -1;
    if (st >= 0) byState[st]?.push(i);
    if (Number.isNaN(la) || Number.isNaN(lo)) noPoint.push(i);
    else {
      withPoint.push(i);
      minLat = Math.min(minLat, la);
      maxLat = Math.max(maxLat, la);
    }
  }
  if (withPoint.length === 0) minLat = maxLat = 0;
  const bands = Math.floor((maxLat - minLat) / BAND_DEGREES) + 1;
  const bandOf = (i: number) => Math.floor(((d.instLat[i] ?? 0) - minLat) / BAND_DEGREES);
  withPoint.sort((a, b) => bandOf(a) - bandOf(b) || (d.instLon[a] ?? 0) - (d.instLon[b] ?? 0) || a - b);
  const bandStart = new Int32Array(bands + 1);
  for (const i of withPoint) bandStart[bandOf(i) + 1] = (bandStart[bandOf(i) + 1] ?? 0) + 1;
  for (let b = 0; b < bands; b++) bandStart[b + 1] = (bandStart[b + 1] ?? 0) + (bandStart[b] ?? 0);
  const grid: SchoolGrid = {
    minLat,
    bandStart,
    inst: Int32Array.from(withPoint),
    lat: Float64Array.from(withPoint, (i) => d.instLat[i] ?? 0),
    lon: Float64Array.from(withPoint, (i) => d.instLon[i] ?? 0),
    noPoint: Int32Array.from(noPoint),
    byState: byState.map((l) => Int32Array.from(l)),
  };
  grids.set(d, grid);
  return grid;
}

const EARTH_RADIUS_MILES = 3958.7613;
const RAD = Math.PI / 180;

/**
 * Calls `visit` with every school whose latitude is within `latLimit` degrees of the point and whose longitude could
 * put it within `miles` of it (a superset of the schools within `miles`, never a subset). The longitude bound: the
 * haversine gives d ≥ 2R·√(cos φ1 · cos φ2)·sin(Δλ/2), and cos φ2 is at least its value at the band's edge farthest
 * from the equator; near the poles, or when the window would cross the ±180° meridian, the whole band is visited.
 */
export function visitNear(
  g: SchoolGrid,
  lat: number,
  lon: number,
  latLimit: number,
  miles: number,
  /** called with the school and its slot in the grid (its coordinates at g.lat[k], g.lon[k]: numbers passed to a
   * callback are boxed, one allocation each, where read from the arrays they are not) */
  visit: (i: number, k: number) => void,
): void {
  const lo = lat - latLimit - 1e-6;
  const hi = lat + latLimit + 1e-6;
  const bands = g.bandStart.length - 1;
  const b0 = Math.max(0, Math.floor((lo - g.minLat) / BAND_DEGREES));
  const b1 = Math.min(bands - 1, Math.floor((hi - g.minLat) / BAND_DEGREES));
  const far = Math.min(90, Math.max(Math.abs(lo), Math.abs(hi)));
  const scale = 2 * EARTH_RADIUS_MILES * Math.sqrt(Math.max(0, Math.cos(lat * RAD) * Math.cos(far * RAD)));
  const ratio = (miles + 0.1) / scale;
  let lonLimit = ratio < 1 ? (2 * Math.asin(ratio)) / RAD + 1e-6 : Infinity;
  if (lon - lonLimit < -180 || lon + lonLimit > 180) lonLimit = Infinity;
  const west = lon - lonLimit;
  const east = lon + lonLimit;
  const { bandStart, inst, lon: lons } = g;
  for (let b = b0; b <= b1; b++) {
    const end = bandStart[b + 1] ?? 0;
    let k = bandStart[b] ?? 0;
    if (lonLimit !== Infinity) {
      // The first school of the band at or east of the window's west edge.
      let top = end;
      while (k < top) {
        const mid = (k + top) >>> 1;
        if ((lons[mid] ?? 0) < west) k = mid + 1;
        else top = mid;
      }
    }
    for (; k < end; k++) {
      const x = lons[k] ?? 0;
      if (x > east) break;
      visit(inst[k] ?? 0, k);
    }
  }
}
