// Finds a program by its DetailId: binary search over the id column (the table is read in id order).
import { NO_INDEX, type EngineData } from '../data';

/** Per data set: null when the ids are sorted (binary search), else a map built once. */
const lookups = new WeakMap<EngineData, Map<number, number> | null>();

function isSorted(ids: Float64Array): boolean {
  for (let k = 1; k < ids.length; k++) if ((ids[k] ?? 0) <= (ids[k - 1] ?? 0)) return false;
  return true;
}

/** The program index of `id`, or NO_INDEX. */
export function findProgram(d: EngineData, id: number): number {
  if (!Number.isSafeInteger(id)) return NO_INDEX;
  const ids = d.progId;
  let map = lookups.get(d);
  if (map === undefined) {
    // Only a database written out of id order needs a map.
    map = isSorted(ids) ? null : new Map(Array.from(ids, (v, k) => [v, k]));
    lookups.set(d, map);
  }
  if (map) return map.get(id) ?? NO_INDEX;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = ids[mid] ?? 0;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return NO_INDEX;
}
