// The engine's half of a dimension (decision 0160): how each program's (or school's) value is derived, as a small
// code, what a request's values keep, and how counts by code become the answer's list. The contract's half
// (contract/dimensions/) says where the request carries it, its values and their words; both are keyed by the
// dimension's id. A search never tests a dimension program by program: it reads a code per profile (a program's
// profile, load/profiles.ts) or per school, and a `keep` table over the codes (programs/execute.ts).
import type { CountItem } from '../../../contract/programs/facets';
import type { EngineData } from '../data';
import type { EngineState } from '../engine-state';
import type { ProfileIndex } from '../load/profile-index';
import type { Selection } from '../programs/facet-list';

/** What the halves read. */
export interface DimensionData {
  s: EngineState;
  d: EngineData;
  ix: ProfileIndex;
}

/** A request's values read as a filter. */
export interface Chosen {
  /** per code: 1 = kept */
  keep: Uint8Array;
  /** the values as written and their places in the dimension's domain (IsSelected, values the data lacks) */
  sel: Selection;
  /** atMost dimensions: the largest number asked (null when only `none` was) */
  max?: number | null;
  /** a dimension with a school part: per school code, 1 = the school's own value is asked (keeps its programs) */
  keepSchool?: Uint8Array;
  /**
   * Codes this request's `keep` reads instead of the dimension's (per profile or school), when the values asked
   * cut finer than its codes — a maximum between two steps (dimension-kinds.ts); counts keep the dimension's codes.
   */
  codes?: Int32Array;
}

/** What the answer's list of a dimension is made from. */
export interface ListInput {
  /** programs by code: the result's, plus those failing this dimension's filter alone */
  counts: Int32Array;
  chosen: Chosen | null;
  /** the request's values as written */
  values: readonly string[];
  /** the schools with a count (school-level dimensions), so a list need not read every school */
  schools: Int32Array | null;
  /** a dimension with a school part: programs by the school part's code, counted like `counts` */
  schoolCounts?: Int32Array | null;
  /** programs in the result (RecordCount) */
  total?: number;
}

export interface EngineDimension {
  /** Decided per profile (the program's own fields) or per school (where it is). */
  level: 'program' | 'school';
  /** Counted among the result only (filterBySource's EtpCount) rather than disjunctively. */
  resultOnly?: boolean;
  /** Its code is the school itself (the School facet): its counts are the pass's per-school counts. */
  perSchool?: boolean;
  /** Per profile (program level) or per school (school level): its code, from 0 to `codeCount - 1`. */
  codes(x: DimensionData): Int32Array;
  codeCount(x: DimensionData): number;
  /** The request's values as a filter, or null when none is asked. Throws BadRequestError naming the field. */
  choose(x: DimensionData, values: readonly string[]): Chosen | null;
  /** The answer's count list (or count, for a flag). */
  list(x: DimensionData, input: ListInput): CountItem[] | number;
  /**
   * The sort the contract declares for this dimension (`sort`): each program's value (NaN: not reported), from which
   * the order is built at warm-up or on first use (programs/page/fact-sorts.ts; not kept in the snapshot, whose
   * staleness check knows the database, not these rules: decision 0211).
   */
  sort?: { values: (d: EngineData) => ArrayLike<number> };
  /**
   * A program-level dimension one of whose values is a school's rather than the program's own — "the school offers
   * programs fully online" beside a program's own format (issue 21): each school's code for it. A program has the
   * value when its school does; a filter keeps a program whose own value or whose school's value is asked
   * (`Chosen.keepSchool`), and the list counts both (`ListInput.schoolCounts`).
   */
  schoolPart?: { codes(x: DimensionData): ArrayLike<number>; codeCount(x: DimensionData): number };
  /**
   * Per-program values this dimension reads that no other does (a new fact's column): programs that differ in them
   * are different profiles (load/profiles.ts), so a profile's value is any of its programs' (`ix.first`).
   */
  programValues?: (d: EngineData) => ReadonlyArray<ArrayLike<number>>;
  /**
   * The dimension's half for each basis the contract declares (`basis`): the request's basis picks one, which
   * filters and counts as any half does (programs/plan.ts).
   */
  bases?: Readonly<Record<string, EngineDimension>>;
}

/**
 * A dimension's codes as one kind of array (Int32Array), computed once per data set: the loops that read every
 * dimension's codes at one place in the code (programs/pass/counts.ts, countAll) then see one kind of array, which
 * V8 reads fastest.
 */
export function codesPerData(
  build: (x: DimensionData) => ArrayLike<number>,
): (x: DimensionData) => Int32Array {
  return perData((x) => {
    const codes = build(x);
    return codes instanceof Int32Array ? codes : Int32Array.from(codes);
  });
}

/** Computed once per data set, whatever the search. */
export function perData<T>(build: (x: DimensionData) => T): (x: DimensionData) => T {
  const cache = new WeakMap<EngineData, T>();
  return (x) => {
    let v = cache.get(x.d);
    if (v === undefined) cache.set(x.d, (v = build(x)));
    return v;
  };
}
