// What a program search's pass takes and gives (execute.ts runs it; counts.ts, ways.ts and named-counts.ts do its
// parts): the request's filters, the pass's context and its result.
import type { ProgramDimensionId } from '../../../../contract/dimensions/program-dimensions';
import type { Chosen, DimensionData, EngineDimension } from '../../dimensions/engine-dimension';
import type { CountPool } from '../../scratch/count-pool';
import type { MarkPool } from '../../scratch/mark-pool';
import type { Groups } from '../../select/postings';

/** One filter of the request: its dimension, what it keeps, and the bit a program failing it carries. */
export interface ActiveFilter {
  id: ProgramDimensionId;
  dim: EngineDimension;
  chosen: Chosen;
  /** per profile (program level) or per school (school level): its code */
  codes: Int32Array;
  bit: number;
}

/** No filter selected. */
export const NO_FILTERS: readonly ActiveFilter[] = [];

/** Results up to this many are listed (in program order), so a page can be sorted directly. */
export const SMALL_RESULT = 4000;
/** Results up to this many are listed for the page's choice between walking and sorting (page.ts). */
export const LIST_CAP = 65536;
/** A school outside the place: its programs count nowhere. */
export const OUTSIDE = 0x80000000;

export interface PassResult {
  total: number;
  tierCount: Int32Array;
  /** The tier of a program in the result, NO_MATCH for the others. */
  tierAt: (p: number) => number;
  /** the result's programs in program order when there are at most SMALL_RESULT, else null */
  hits: Int32Array | null;
  /** every program in the result, in program order, when they were listed (at most LIST_CAP), else null */
  allHits: Int32Array | null;
  /** whether allHits is there (without putting it in program order) */
  listable: boolean;
  /** programs matching keyword and place, whatever the filters; null when the pass did not see them all */
  unfiltered: number | null;
  /** per filter (by dimension id): programs failing that filter alone, i.e. the count without it */
  failingOnly: ReadonlyMap<ProgramDimensionId, number>;
  /** per school: programs in the result */
  instPass: Int32Array;
  /** a dimension's counts by code: the result's programs plus those failing its filter alone */
  countsFor: (id: ProgramDimensionId, dim: EngineDimension) => Int32Array;
  /** the same for several dimensions at once (then read by countsFor) */
  countAll: (dims: ReadonlyArray<readonly [ProgramDimensionId, EngineDimension]>) => void;
  /** the same by its school part's codes (a dimension with a school part), else null */
  schoolCountsFor: (id: ProgramDimensionId, dim: EngineDimension) => Int32Array | null;
  /** the schools with a count for any school-level facet (each once, in no order) */
  schools: Int32Array;
  /**
   * The tier of every program of the result written in one array (NO_MATCH elsewhere), made on first call: a long
   * walk along a presorted list reads one byte per program rather than its school and profile (page.ts).
   */
  denseTiers: () => Uint8Array;
  /**
   * With denseTiers, one bit per program (bit p & 31 of word p >>> 5): set for the result's. A walk that passes over
   * many programs outside the result tests a bit (the set fits the processor's cache) before reading a tier.
   */
  denseBits: () => Uint32Array;
  /** whether denseTiers is made already (a pass kept for every search, such as browsing everything) */
  denseReady: () => boolean;
  /**
   * The result's programs of one tier, in no order, found from the profiles of that tier (or the schools with a
   * result, whichever reads fewer programs) and the named schools' programs: a few programs of a tier in a large
   * result are sorted rather than walked for along a presorted list of the whole corpus (page.ts).
   */
  tierPrograms: (t: number) => Int32Array;
  /** How many programs tierPrograms(t) reads. */
  tierListCost: (t: number) => number;
  /**
   * A position in an order before which no program of the result lies: the least of its profiles' first positions
   * (`firstAt`, per profile) — walk-from.ts.
   */
  walkFrom: (firstAt: Int32Array) => number;
  /** set on a pass kept for every search (browsing everything): what is shaped from it may be kept with it */
  kept?: boolean;
}

export interface PassContext extends DimensionData {
  byInst: Groups;
  marks: MarkPool | null;
  counts: CountPool | null;
}

/**
 * A pass's context, always made here with its properties in one order. Not by spreading a plan's `x`: the shape a
 * spread adds its properties to is held by V8 only while some object has it, so after a full collection the next
 * search's context had a new shape, and the pass functions compiled for the old one went back to the interpreter —
 * in the middle of their longest loops, at several times the cost (decision 0276).
 */
export function passContext(
  x: DimensionData,
  byInst: Groups,
  marks: MarkPool | null,
  counts: CountPool | null,
): PassContext {
  return { s: x.s, d: x.d, ix: x.ix, byInst, marks, counts };
}

export const popcount1 = (f: number) => f !== 0 && (f & (f - 1)) === 0;

/**
 * How a pass reads its programs; tests force each way to compare them (execute-real.test.ts). 'exclusion': one
 * school-level filter's schools counted by what they lack (ways.ts byExclusion), otherwise taken only for a result
 * too large to list.
 */
export type PassWay = 'sizes' | 'profiles' | 'place' | 'exclusion';

/** The index of a filter's bit (1 → 0, 2 → 1, 4 → 2…). */
export const bitIndex = (bit: number) => 31 - Math.clz32(bit);
