// Programs grouped by CIP, by occupation list and by ETPL name (CSR arrays), to gather a query's candidates.
import { CHECK_MASK, checkDeadline } from './deadline';
import { NO_INDEX, type EngineData } from './data';

export interface Groups {
  start: Int32Array; // group g holds items[start[g] .. start[g + 1])
  items: Int32Array;
}

/** Counting sort of programs 0..n-1 by a group key (-1 = in no group). */
export function groupPrograms(n: number, groups: number, keyOf: ArrayLike<number>): Groups {
  const start = new Int32Array(groups + 1);
  for (let p = 0; p < n; p++) {
    const g = keyOf[p] ?? NO_INDEX;
    if (g >= 0) start[g + 1] = (start[g + 1] ?? 0) + 1;
  }
  for (let g = 0; g < groups; g++) start[g + 1] = (start[g + 1] ?? 0) + (start[g] ?? 0);
  const fill = start.slice(0, groups);
  const items = new Int32Array(start[groups] ?? 0);
  for (let p = 0; p < n; p++) {
    const g = keyOf[p] ?? NO_INDEX;
    if (g < 0) continue;
    items[fill[g] ?? 0] = p;
    fill[g] = (fill[g] ?? 0) + 1;
  }
  return { start, items };
}

export interface Postings {
  byCip: Groups;
  byList: Groups;
  byName: Groups;
  byInst: Groups;
}

export function buildPostings(d: EngineData): Postings {
  const n = d.progCount;
  return {
    byCip: groupPrograms(n, d.cipCodes.length, d.progCip),
    byList: groupPrograms(n, d.socLists.length, d.progSocList),
    byName: groupPrograms(n, d.etplNames.length, d.progName),
    byInst: groupPrograms(n, d.instCount, d.progInst),
  };
}

export const groupSize = (g: Groups, k: number) => (g.start[k + 1] ?? 0) - (g.start[k] ?? 0);

/**
 * Collects the programs of the chosen groups of several groupings, each program once. A single grouping has no
 * overlaps, so only several need the stamp array. Order is the groups' order: the passes do not depend on it.
 */
export function gather(
  d: { progInst: Int32Array },
  n: number,
  parts: ReadonlyArray<[Groups, ArrayLike<number>]>,
  /** when given, programs of schools outside (0) are left out at once */
  instOk: Uint8Array | null = null,
): Int32Array {
  let size = 0;
  for (const [g, keys] of parts) {
    for (let k = 0; k < keys.length; k++) if (keys[k]) size += (g.start[k + 1] ?? 0) - (g.start[k] ?? 0);
  }
  const out = new Int32Array(size);
  const seen = parts.length > 1 ? new Uint8Array(n) : null;
  let w = 0;
  for (const [g, keys] of parts) {
    for (let k = 0; k < keys.length; k++) {
      if ((k & CHECK_MASK) === 0) checkDeadline();
      if (!keys[k]) continue;
      for (let j = g.start[k] ?? 0; j < (g.start[k + 1] ?? 0); j++) {
        const p = g.items[j] ?? 0;
        if (instOk && !instOk[d.progInst[p] ?? 0]) continue;
        if (seen) {
          if (seen[p]) continue;
          seen[p] = 1;
        }
        out[w++] = p;
      }
    }
  }
  return w === size ? out : out.subarray(0, w);
}
