// The schools with a result nearest first, ties by name: the order of a search around a point with radius 0, which
// keeps every school. Sorted only as far as a walk reads it (walkByInst in page.ts): a first page reads the nearest
// few schools of the tens of thousands with a result, so the rest is left unsorted until a deeper page asks for it.
import type { EngineData } from '../../data';
import type { Orders } from './order';
import { selectSmallest, UNKNOWN_TENTHS } from './packed-sort';

/**
 * Hits this many times fewer than the schools are few: their schools are found by sorting theirs (h·log h) rather
 * than by a look at every school.
 */
export const FEW_HITS = 16;

/** Schools put in order at the first reading: a first page's nearest schools, with room to spare. */
const FIRST_SORTED = 64;

/** The distinct schools of `hits`, ascending. */
function schoolsOf(d: EngineData, hits: ArrayLike<number>): Int32Array {
  const xs = new Int32Array(hits.length);
  for (let k = 0; k < hits.length; k++) xs[k] = d.progInst[hits[k] ?? 0] ?? 0;
  xs.sort();
  let w = 0;
  for (let k = 0; k < xs.length; k++) if (k === 0 || xs[k] !== xs[w - 1]) xs[w++] = xs[k] ?? 0;
  return xs.subarray(0, w);
}

export class NearOrder {
  /** the schools nearest first; only the first `ready` are in place */
  readonly insts: Int32Array;
  ready = 0;

  constructor(
    /** one number per school, (tenths of a mile, name rank): the name rank is unique, so it names the school */
    private readonly packed: Float64Array,
    private readonly unit: number,
    private readonly instsByName: Int32Array,
  ) {
    this.insts = new Int32Array(packed.length);
  }

  /**
   * Puts at least the first n schools in place (at least doubling what is): the smallest of the rest are selected
   * (linear), then sorted. The first `ready` are the smallest of all, sorted, so the next smallest follow them.
   */
  extend(n: number): void {
    const { packed, unit, insts, instsByName } = this;
    if (n <= this.ready) return;
    const from = this.ready;
    const to = Math.min(packed.length, Math.max(n, from * 2, FIRST_SORTED));
    selectSmallest(packed.subarray(from), to - from);
    packed.subarray(from, to).sort();
    for (let k = from; k < to; k++) {
      const v = packed[k] ?? 0;
      // v mod unit, a power of two: exact.
      insts[k] = instsByName[v - Math.floor(v / unit) * unit] ?? 0;
    }
    this.ready = to;
  }
}

/**
 * The schools with results, nearest first (unknown coordinates last), ties by name. `hits`: every program in the
 * result, when known — fewer than the schools, their schools are found from them rather than by a look at every
 * school (71 k at 10× data).
 */
export function nearOrder(
  d: EngineData,
  o: Orders,
  instPass: Int32Array,
  dist: Float64Array,
  hits: ArrayLike<number> | null = null,
): NearOrder {
  const ni = d.instCount;
  const few = hits && hits.length * FEW_HITS < ni ? schoolsOf(d, hits) : null;
  const insts = few ?? new Int32Array(ni);
  let count = few ? few.length : 0;
  if (!few) for (let i = 0; i < ni; i++) if ((instPass[i] ?? 0) > 0) insts[count++] = i;
  // (distance in tenths of a mile, name rank) in one number: the order of the numbers is the total order of
  // (distance, name). Exact while tenths × 2^(bits of the schools) stays below 2^53 (millions of schools).
  const unit = 2 ** Math.max(1, Math.ceil(Math.log2(ni + 1)));
  const packed = new Float64Array(count);
  const { instNameRank, instsByName } = o;
  for (let k = 0; k < count; k++) {
    const i = insts[k] ?? 0;
    const m = dist[i] ?? NaN;
    packed[k] = (m === m ? Math.round(m * 10) : UNKNOWN_TENTHS) * unit + (instNameRank[i] ?? 0);
  }
  return new NearOrder(packed, unit, instsByName);
}
