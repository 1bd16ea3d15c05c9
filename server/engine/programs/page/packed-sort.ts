// A small result's hits in page order by one native sort of packed numbers (decision 0221), instead of a
// comparison function called per pair: each hit's keys — its tier, its school's rank by distance, its position in a
// presorted list — are small integers, packed into one float64 (below 2^53) whose order is the page order. The
// position in a presorted list is unique per program, so it also names the program (`order[position]`) when the
// hit's own index does not fit.
import type { EngineData } from '../../data';
import { kthSmallest, type Orders } from './order';

const bitsFor = (max: number) => Math.max(1, Math.ceil(Math.log2(max + 1)));

/** Where schools of unknown place sort (in tenths of a mile): after every known distance (none is this far). */
export const UNKNOWN_TENTHS = 1_000_000;

/**
 * Per school, -1 between sorts: one array per data set, lent to each sort by distance and set back at the schools it
 * wrote. A new one per sort was the size of every school (284 KB at 10× data) outside the heap, and such arrays
 * are what start the collector's full collections (external memory).
 */
const rankArrays = new WeakMap<EngineData, Int32Array>();

/**
 * Per hit's school: its rank among the hits' schools by (tenths of a mile, name rank), the order of sortHits's
 * place key; the number of those schools; and `release`, which sets the lent array back (call it once done).
 */
function schoolRanks(
  d: EngineData,
  o: Orders,
  hits: ArrayLike<number>,
  dist: Float64Array,
): { rankOf: Int32Array; count: number; release: () => void } {
  let rankOf = rankArrays.get(d);
  if (!rankOf) rankArrays.set(d, (rankOf = new Int32Array(d.instCount).fill(-1)));
  const ranks = rankOf;
  const schools: number[] = [];
  const release = () => {
    for (let j = 0; j < schools.length; j++) ranks[schools[j] ?? 0] = -1;
  };
  for (let k = 0; k < hits.length; k++) {
    const i = d.progInst[hits[k] ?? 0] ?? 0;
    if (rankOf[i] === -1) {
      rankOf[i] = 0;
      schools.push(i);
    }
  }
  const unit = 2 ** bitsFor(d.instCount);
  const packed = new Float64Array(schools.length);
  for (let j = 0; j < schools.length; j++) {
    const i = schools[j] ?? 0;
    const x = dist[i] ?? NaN;
    const tenths = Number.isNaN(x) ? UNKNOWN_TENTHS : Math.round(x * 10);
    packed[j] = tenths * unit + (o.instNameRank[i] ?? 0);
  }
  packed.sort();
  for (let j = 0; j < packed.length; j++) {
    const v = packed[j] ?? 0;
    rankOf[o.instsByName[v - Math.floor(v / unit) * unit] ?? 0] = j;
  }
  return { rankOf, count: schools.length, release };
}

/**
 * The hits ordered by (tier when `tiers` is given, school by distance when `dist` is given, position in `order`),
 * `rank` being each program's position in `order`; null when the keys do not fit in 53 bits (the caller compares).
 * Returns the programs in order, and with `tiers`, each one's tier.
 */
export function packedSort(
  d: EngineData,
  o: Orders,
  hits: ArrayLike<number>,
  rank: Int32Array,
  order: Int32Array,
  tiers: Uint8Array | null,
  dist: Float64Array | null,
  /** when given (and well below the hits' number): only this many of the first in order are sorted and returned */
  prefix?: number,
): { sorted: number[]; sortedTiers: Uint8Array | null; cut: boolean } | null {
  const places = dist ? schoolRanks(d, o, hits, dist) : null;
  try {
    return sortPacked(d, hits, rank, order, tiers, places, prefix);
  } finally {
    places?.release();
  }
}

function sortPacked(
  d: EngineData,
  hits: ArrayLike<number>,
  rank: Int32Array,
  order: Int32Array,
  tiers: Uint8Array | null,
  places: { rankOf: Int32Array; count: number } | null,
  prefix: number | undefined,
): { sorted: number[]; sortedTiers: Uint8Array | null; cut: boolean } | null {
  const m = hits.length;
  const rankBits = bitsFor(d.progCount);
  const placeBits = places ? bitsFor(places.count) : 0;
  const tierBits = tiers ? 8 : 0;
  if (tierBits + placeBits + rankBits > 53) return null;
  const placeUnit = 2 ** rankBits;
  const tierUnit = 2 ** (rankBits + placeBits);
  const packed = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    const p = hits[k] ?? 0;
    let v = rank[p] ?? 0;
    if (places) v += (places.rankOf[d.progInst[p] ?? 0] ?? 0) * placeUnit;
    if (tiers) v += (tiers[k] ?? 0) * tierUnit;
    packed[k] = v;
  }
  // A page near the head of a large result needs its first few in order: those are selected (linear), then sorted.
  const cut = prefix !== undefined && prefix * 4 < m;
  const n = cut ? prefix : m;
  if (cut) {
    selectSmallest(packed, n);
    packed.subarray(0, n).sort();
  } else packed.sort();
  const sorted = new Array<number>(n);
  const sortedTiers = tiers ? new Uint8Array(n) : null;
  for (let k = 0; k < n; k++) {
    const v = packed[k] ?? 0;
    // v mod placeUnit, a power of two: exact, and without the float remainder's call into the runtime.
    sorted[k] = order[v - Math.floor(v / placeUnit) * placeUnit] ?? 0;
    if (sortedTiers) sortedTiers[k] = Math.floor(v / tierUnit);
  }
  return { sorted, sortedTiers, cut };
}

/** Moves the n smallest values of `a` (all distinct) to its first n places, in no order: linear on average. */
export function selectSmallest(a: Float64Array, n: number): void {
  if (n > 0 && n < a.length) kthSmallest(a, n - 1);
}
