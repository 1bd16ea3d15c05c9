// Programs grouped by school (CSR arrays), and the gathering of several groupings' programs in program order.
import { CHECK_MASK, checkDeadline } from '../deadline';
import { NO_INDEX, type EngineData } from '../data';

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

/**
 * The programs of each school. (Programs by CIP code, occupation list and name were kept too until the program
 * profiles took over finding a keyword's programs: profile-tiers.ts groups the profiles instead — decision 0268.)
 */
export interface Postings {
  byInst: Groups;
}

export function buildPostings(d: EngineData): Postings {
  return { byInst: groupPrograms(d.progCount, d.instCount, d.progInst) };
}

/**
 * The chosen groups of one grouping: flags by group (1 = chosen), or — when `ids` is given — the chosen groups
 * listed (the flags are then not read: a grouping of 71 k schools of which a keyword names three).
 */
export type Part = [Groups, Uint8Array, Int32Array?];

export const groupSize = (g: Groups, k: number) => (g.start[k + 1] ?? 0) - (g.start[k] ?? 0);

/**
 * Collects the programs of the chosen groups of several groupings, each program once, in ascending program order.
 * The order matters for speed, not for results: the passes then read the per-program arrays front to back, which the
 * processor prefetches, instead of jumping around several megabytes of them (profiled: a pass over 48 k candidates in
 * group order cost 3–4× the same pass in program order). The programs are marked in a bitset (one per thread, left
 * zeroed) and read back from the words between the lowest and the highest marked: a tenth of the program count in
 * bytes at most, cheap next to the candidates themselves.
 */
export function gather(
  d: { progInst: Int32Array },
  n: number,
  parts: readonly Part[],
  /** when given, programs of schools outside (0) are left out at once */
  instOk: Uint8Array | null = null,
): Int32Array {
  let size = 0;
  for (const [g, keys, ids] of parts) {
    if (ids) for (let j = 0; j < ids.length; j++) size += groupSize(g, ids[j] ?? 0);
    else for (let k = 0; k < keys.length; k++) if (keys[k]) size += groupSize(g, k);
  }
  const out = new Int32Array(size);
  if (size === 0) return out;
  const bits = markBits(n);
  const { progInst } = d;
  let lo = bits.length;
  let hi = -1;
  let w = 0;
  let cleared = false;
  try {
    for (const [g, keys, ids] of parts) {
      const { start, items } = g;
      // Two loops rather than one with a test: each stays monomorphic (flags are bytes, listed groups int32s).
      const count = ids ? ids.length : keys.length;
      for (let x = 0; x < count; x++) {
        if ((x & CHECK_MASK) === 0) checkDeadline();
        let k = x;
        if (ids) k = ids[x] ?? 0;
        else if (!keys[x]) continue;
        const end = start[k + 1] ?? 0;
        for (let j = start[k] ?? 0; j < end; j++) {
          const p = items[j] ?? 0;
          const word = p >>> 5;
          bits[word] = (bits[word] ?? 0) | (1 << (p & 31));
          if (word < lo) lo = word;
          if (word > hi) hi = word;
        }
      }
    }
    for (let word = lo; word <= hi; word++) {
      let b = bits[word] ?? 0;
      if (b === 0) continue;
      if ((word & CHECK_MASK) === 0) checkDeadline();
      bits[word] = 0;
      const base = word << 5;
      while (b !== 0) {
        const low = b & -b; // the lowest set bit
        const p = base + 31 - Math.clz32(low);
        b ^= low;
        // The location is tested here, in program order, rather than while marking: the per-program school is then
        // read front to back (profiled at 10× data: half of a located keyword search was this test in group order).
        if (instOk && !instOk[progInst[p] ?? 0]) continue;
        out[w++] = p;
      }
    }
    cleared = true;
  } finally {
    // A deadline mid-way leaves marks behind: clear the touched words, so the next gather finds the bitset zero.
    if (!cleared && hi >= lo) bits.fill(0, lo, hi + 1);
  }
  return w === size ? out : out.subarray(0, w);
}

/**
 * `list` (distinct programs) in ascending order, written back into it: through the bitset for a long list (a mark
 * each and a read of the span they cover, cheaper than a sort's n·log n from a few thousand on), else sorted.
 */
export function inProgramOrder(list: Int32Array, n: number): Int32Array {
  if (list.length < BITSET_FROM) return list.sort();
  const bits = markBits(n);
  let lo = bits.length;
  let hi = -1;
  for (let k = 0; k < list.length; k++) {
    const p = list[k] ?? 0;
    const word = p >>> 5;
    bits[word] = (bits[word] ?? 0) | (1 << (p & 31));
    if (word < lo) lo = word;
    if (word > hi) hi = word;
  }
  // No deadline check in here: the list is already made, and the read stays within its span (a tenth of it in bytes).
  drainBits(bits, lo, hi, list);
  return list;
}

/**
 * Writes the set bits of words `lo`..`hi` of `bits`, ascending, into `out` from 0 (bit b of word w is w·32 + b),
 * zeroing those words; returns how many were written.
 */
export function drainBits(bits: Uint32Array, lo: number, hi: number, out: Int32Array): number {
  let w = 0;
  for (let word = lo; word <= hi; word++) {
    let b = bits[word] ?? 0;
    if (b === 0) continue;
    bits[word] = 0;
    const base = word << 5;
    while (b !== 0) {
      const low = b & -b;
      out[w++] = base + 31 - Math.clz32(low);
      b ^= low;
    }
  }
  return w;
}
const BITSET_FROM = 4096;

/** One zeroed bitset per thread (a bit per program), grown to the largest corpus seen; gather leaves it zeroed. */
let bitBuffer = new Uint32Array(0);
function markBits(n: number): Uint32Array {
  const words = (n + 31) >>> 5;
  if (bitBuffer.length < words) bitBuffer = new Uint32Array(words);
  return bitBuffer;
}
