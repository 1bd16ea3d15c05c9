// The school grid may only leave out schools that cannot be inside the radius: checked against measuring every
// school, at points across the globe (poles, the ±180° meridian, the equator) and radii from 1 to 3,000 miles.
import { describe, expect, it } from 'vitest';
import type { EngineData } from '../data';
import { milesBetween } from './location';
import { schoolGrid, visitNear } from './school-grid';

/** A deterministic pseudo-random sequence (no flaky seeds). */
function lcg(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function schools(count: number): EngineData {
  const rnd = lcg(7);
  const lat = new Float64Array(count);
  const lon = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    // Most near the continental US, some anywhere (Alaska across the meridian, Guam, the far south), a few unknown.
    const anywhere = i % 5 === 0;
    lat[i] = i % 97 === 0 ? NaN : anywhere ? -89.9 + rnd() * 179.8 : 24 + rnd() * 25;
    lon[i] = anywhere ? -180 + rnd() * 360 : -125 + rnd() * 58;
  }
  return {
    instCount: count,
    instLat: lat,
    instLon: lon,
    instState: new Int16Array(count).fill(-1),
    states: [],
  } as unknown as EngineData;
}

describe('school grid', () => {
  const d = schools(6000);
  const g = schoolGrid(d);

  it('visits every school within the radius (and its latitude window), wherever the point', () => {
    const rnd = lcg(11);
    const points: Array<[number, number]> = [
      [30.27, -97.74],
      [64.8, -147.7],
      [51.9, 179.9],
      [51.9, -179.9],
      [-89.5, 10],
      [89.5, -60],
      [0, 0],
      [13.4, 144.8],
    ];
    for (let k = 0; k < 40; k++) points.push([-89 + rnd() * 178, -180 + rnd() * 360]);
    for (const [lat, lon] of points) {
      for (const radius of [1, 10, 25, 100, 500, 3000]) {
        const latLimit = radius / 68 + 0.1;
        const seen = new Set<number>();
        visitNear(g, lat, lon, latLimit, radius, (i) => seen.add(i));
        for (let i = 0; i < d.instCount; i++) {
          const la = d.instLat[i] ?? NaN;
          const lo = d.instLon[i] ?? NaN;
          if (Number.isNaN(la) || Math.abs(la - lat) > latLimit) continue;
          const m = Math.round(milesBetween(lat, lon, la, lo) * 10) / 10;
          if (m <= radius)
            expect(seen.has(i), `school ${i} at ${m} mi of (${lat}, ${lon}), r ${radius}`).toBe(true);
        }
      }
    }
  });

  it('visits few schools for a small radius: the nearby bands and longitudes, not the whole latitude', () => {
    let visited = 0;
    visitNear(g, 35, -100, 10 / 68 + 0.1, 10, () => visited++);
    let sameLatitude = 0;
    for (let i = 0; i < d.instCount; i++) if (Math.abs((d.instLat[i] ?? NaN) - 35) <= 0.5) sameLatitude++;
    expect(visited).toBeLessThan(sameLatitude / 4);
  });

  it('lists schools without coordinates apart', () => {
    expect(g.noPoint.length).toBe(Math.ceil(6000 / 97));
  });
});
