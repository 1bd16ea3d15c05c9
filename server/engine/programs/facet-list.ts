// Builds a facet's count items from its count array: top values by count, every requested value kept and marked.
import type { CountItem } from '../../../contract/programs/facets';

export const FACET_CAP = 50;

export interface FacetDomain {
  size: number;
  value(i: number): string;
  item(i: number): string;
  /** tie-break order (alphabetical rank of the label) */
  rank: ArrayLike<number>;
}

export interface Selection {
  /** the requested values as written */
  values: readonly string[];
  /** index of each requested value in the domain, or undefined when unknown */
  indices: ReadonlyArray<number | undefined>;
}

/**
 * Top `cap` indices by count (desc), ties by rank; a bounded insertion keeps it linear in the domain size.
 * `among`: when given, every index whose count is not 0, in any order — only those are read (the schools of a
 * result, not all 71 k schools at 10× data); the top is the same (a total order: count, then a unique rank such as the schools').
 */
export function topByCount(
  counts: ArrayLike<number>,
  rank: ArrayLike<number>,
  cap: number,
  among: ArrayLike<number> | null = null,
): number[] {
  if (cap <= 0) return [];
  // Kept best first; a newcomer's place is found by halving, and those after it move by one (a block copy).
  const top = new Int32Array(cap);
  let size = 0;
  const better = (a: number, b: number) => {
    const d = (counts[b] ?? 0) - (counts[a] ?? 0);
    return d !== 0 ? d < 0 : (rank[a] ?? 0) < (rank[b] ?? 0);
  };
  const n = among ? among.length : counts.length;
  // Once the top is full, the last one's count: a lower count is passed over with no comparison.
  let floor = 1;
  for (let x = 0; x < n; x++) {
    const i = among ? (among[x] ?? 0) : x;
    const c = counts[i] ?? 0;
    if (c < floor) continue;
    if (size === cap && !better(i, top[cap - 1] ?? 0)) continue;
    // The first place whose holder i is better than (after every one it is not better than: ties keep their order).
    let lo = 0;
    let hi = size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (better(i, top[mid] ?? 0)) hi = mid;
      else lo = mid + 1;
    }
    top.copyWithin(lo + 1, lo, size === cap ? cap - 1 : size);
    top[lo] = i;
    if (size < cap) size++;
    if (size === cap) floor = counts[top[cap - 1] ?? 0] ?? 0;
  }
  const out = new Array<number>(size);
  for (let k = 0; k < size; k++) out[k] = top[k] ?? 0;
  return out;
}

/**
 * Count items for one facet: the values with results (top `cap` by count, or all in domain order when `natural`)
 * plus every requested value, IsSelected exactly for those. A requested value the data does not know appears with
 * Count 0 and its own text as Item.
 */
export function facetItems(
  domain: FacetDomain,
  counts: ArrayLike<number>,
  sel: Selection,
  opts: { natural?: boolean; cap?: number; among?: ArrayLike<number> | null } = {},
): CountItem[] {
  const chosen = new Set<number>();
  for (const i of sel.indices) if (i !== undefined) chosen.add(i);
  let shown: number[];
  if (opts.natural) {
    shown = [];
    for (let i = 0; i < domain.size; i++) if ((counts[i] ?? 0) > 0 || chosen.has(i)) shown.push(i);
  } else {
    shown = topByCount(counts, domain.rank, opts.cap ?? FACET_CAP, opts.among ?? null);
    const extra = [...chosen].filter((i) => !shown.includes(i));
    shown = [...shown, ...extra];
  }
  const items: CountItem[] = shown.map((i) => ({
    Item: domain.item(i),
    Count: counts[i] ?? 0,
    Value: domain.value(i),
    IsSelected: chosen.has(i),
  }));
  const seen = new Set<string>();
  sel.values.forEach((v, k) => {
    if (sel.indices[k] === undefined && !seen.has(v)) {
      seen.add(v);
      items.push({ Item: v, Count: 0, Value: v, IsSelected: true });
    }
  });
  return items;
}

/** Marks the requested indices in a mask over the domain; null when nothing was requested (no filter). */
export function selectionMask(size: number, sel: Selection): Uint8Array | null {
  if (sel.values.length === 0) return null;
  const mask = new Uint8Array(size);
  for (const i of sel.indices) if (i !== undefined) mask[i] = 1;
  return mask;
}
