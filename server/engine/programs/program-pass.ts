// One pass over all programs: applies location and filters, and counts every facet disjunctively.
import { CHECK_MASK, checkDeadline } from '../deadline';
import { NO_INDEX, type EngineData } from '../data';
import { NO_MATCH, TIERS } from '../text/match';
import {
  CHECK_COST,
  CHECK_WEEKS,
  FACT_BIT,
  factTables,
  FactTally,
  type FactCounts,
} from '../facts/fact-counts';
import { hasFactFilter, type FactFilters } from '../facts/fact-filters';
import type { MarkPool } from '../scratch/mark-pool';
/** The attribute index of "nothing reported" (every college program; load-programs.ts). */
const NOTHING_REPORTED = 0;

/** Which filters a program fails, one bit each; a program failing exactly one still counts for that facet. */
export const F = {
  length: 1,
  school: 2,
  program: 4,
  format: 8,
  occupation: 16,
  area: 32,
  source: 64,
  ...FACT_BIT,
} as const;

/** The format bit that stands for "not reported" (a program with no format). */
export const FORMAT_NONE_BIT = 1 << 3;

export interface ProgramFilters {
  /** per institution: 1 = inside the location (state or radius) */
  instOk: Uint8Array | null;
  length: Uint8Array | null; // by award index
  school: Uint8Array | null; // by institution index
  program: Uint8Array | null; // by CIP index
  format: number; // bit mask of wanted formats (FORMAT_NONE_BIT: none reported), 0 = any
  occupation: Uint8Array | null; // by socLists index: list holds a wanted SOC
  area: Uint8Array | null; // by county index
  etplOnly: boolean;
  /** The added filters (cost, weeks, yes/no facts, sector), or null when none is asked for. */
  facts: FactFilters | null;
}

/** No filter selected (the location is the pass's own). */
export const NO_FILTERS: Readonly<ProgramFilters> = {
  instOk: null,
  length: null,
  school: null,
  program: null,
  format: 0,
  occupation: null,
  area: null,
  etplOnly: false,
  facts: null,
};

export function hasFilters(f: ProgramFilters): boolean {
  return Boolean(
    f.length ||
    f.school ||
    f.program ||
    f.format ||
    f.occupation ||
    f.area ||
    f.etplOnly ||
    (f.facts && hasFactFilter(f.facts)),
  );
}

/**
 * How many of the selected segments every college (non-ETPL) program fails whatever its values: "list programs
 * only", and each added filter whose "not reported" is not chosen (college data reports none of them). Sector is
 * the school's, so it is not counted. From two on, a college program counts nowhere — not in the result, not in any
 * facet (a program counts for a facet only when it fails that facet's filter alone) — so a pass may skip them all.
 */
export function collegeFailures(d: EngineData, f: ProgramFilters): number {
  let n = f.etplOnly ? 1 : 0;
  if (f.facts && hasFactFilter(f.facts)) {
    let bits = (factTables(f.facts, d.attrValues).byAttr[NOTHING_REPORTED] ?? 0) & ~FACT_BIT.sector;
    bits &= ~(CHECK_COST | CHECK_WEEKS); // never set for "not reported"; a check is not a failure
    for (; bits !== 0; bits &= bits - 1) n++;
  }
  return n;
}

/** Each data set's list programs (ETPL), in program order: built on first use, kept as long as the data. */
const listProgramsOf = new WeakMap<EngineData, Int32Array>();

/** The candidates that may count when college programs cannot (`collegeFailures` ≥ 2): the list programs among them. */
export function listProgramsAmong(
  d: EngineData,
  cands: Int32Array | null,
  instOk: Uint8Array | null,
): Int32Array {
  const { progEtpl, progInst } = d;
  let out: number[];
  if (cands) {
    out = [];
    for (let k = 0; k < cands.length; k++) {
      const p = cands[k] ?? 0;
      if (progEtpl[p]) out.push(p);
    }
    return Int32Array.from(out);
  }
  let all = listProgramsOf.get(d);
  if (!all) {
    const list: number[] = [];
    for (let p = 0; p < d.progCount; p++) if (progEtpl[p]) list.push(p);
    all = Int32Array.from(list);
    listProgramsOf.set(d, all);
  }
  if (!instOk) return all;
  out = [];
  for (let k = 0; k < all.length; k++) {
    const p = all[k] ?? 0;
    if (instOk[progInst[p] ?? 0]) out.push(p);
  }
  return Int32Array.from(out);
}

export interface PassResult {
  /** the tier of each program in the result, NO_MATCH for the others */
  passTier: Uint8Array;
  /** the result's programs in program order when there are at most SMALL_RESULT of them, else null */
  hits: number[] | null;
  /**
   * Every program in the result (program order) when the pass had candidates — their number bounds it, so listing
   * them costs no more than checking them — else null. A page of a large sparse result is picked from it (page.ts).
   */
  allHits: number[] | null;
  /**
   * When allHits is null but the result can still list its programs for less than visiting the corpus (the CIP
   * pass, cip-pass.ts): the programs of one tier (all with -1), in program order.
   */
  listHits?: (tier: number) => number[];
  total: number;
  tierCount: Int32Array;
  /**
   * Programs matching keyword and place, whatever the filters (for the no-result hints); null when the pass skipped
   * programs that fail two filters or more (`collegeFailures`), so it did not see them all: counted on demand then.
   */
  unfiltered: number | null;
  /** by filter bit (F): programs failing that filter alone, i.e. the count without that segment's selection */
  failingOnly: Int32Array;
  etpCount: number;
  instPass: Int32Array;
  length: Int32Array;
  school: Int32Array;
  program: Int32Array;
  format: Int32Array; // by format index; index 3 = not reported
  occupation: Int32Array; // by SOC index
  area: Int32Array; // by county index
  facts: FactCounts;
}

/** Results up to this many are also listed (in program order), so a page can be sorted directly. */
export const SMALL_RESULT = 4000;

/** The result's tier per program: lent by the request's pool (cleaned where the candidates are), else a new array. */
function passTiers(n: number, cands: Int32Array | null, marks: MarkPool | null): Uint8Array {
  return marks ? marks.take(cands) : new Uint8Array(n).fill(NO_MATCH);
}

/**
 * Checks the candidate programs (all when `cands` is null); `tiers` must be set for every candidate. With `marks`,
 * the result's passTier is lent for the request only (a result kept longer, such as browse-all, passes null).
 */
export function runPass(
  d: EngineData,
  tiers: Uint8Array,
  f: ProgramFilters,
  cands: Int32Array | null,
  marks: MarkPool | null = null,
): PassResult {
  if (!hasFilters(f)) return runPlainPass(d, tiers, f.instOk, cands, marks);
  const facts = f.facts && hasFactFilter(f.facts) ? factTables(f.facts, d.attrValues) : null;
  const tally = new FactTally(d.attrValues);
  const { all: factAll, sector: factSector } = tally;
  // A requested maximum between the steps is counted from the values themselves (facts/fact-lists.ts).
  const maxCost = facts?.maxCost ?? NaN;
  const maxWeeks = facts?.maxWeeks ?? NaN;
  const countCost = !Number.isNaN(maxCost);
  const countWeeks = !Number.isNaN(maxWeeks);
  const { progAttr, progCost, progWeeks, instControl } = d;
  const n = d.progCount;
  const m = cands ? cands.length : n;
  const hits: number[] = [];
  const keepAll = cands !== null;
  const { progInst, progAward, progCip, progFormat, progSocList, progEtpl, instCounty } = d;
  const passTier = passTiers(n, cands, marks);
  const tierCount = new Int32Array(TIERS);
  const instPass = new Int32Array(d.instCount);
  const length = new Int32Array(d.awards.length);
  const school = new Int32Array(d.instCount);
  const program = new Int32Array(d.cipCodes.length);
  const fmtMask = new Int32Array(8);
  const listCount = new Int32Array(d.socLists.length);
  const areaInst = new Int32Array(d.instCount);
  /** institutions with a program counted for Area (a superset of those with a result: fail 0 counts there too) */
  const touched: number[] = [];
  let total = 0;
  let etpCount = 0;
  let unfiltered = 0;
  const failingOnly = new Int32Array(32);
  for (let k = 0; k < m; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const p = cands ? (cands[k] ?? 0) : k;
    const t = tiers[p] ?? NO_MATCH;
    if (t === NO_MATCH) continue;
    const i = progInst[p] ?? 0;
    if (f.instOk && !f.instOk[i]) continue;
    const a = progAward[p] ?? 0;
    const c = progCip[p] ?? NO_INDEX;
    const fm = progFormat[p] ?? 0;
    const l = progSocList[p] ?? 0;
    let fail = 0;
    if (f.length && !f.length[a]) fail |= F.length;
    if (f.school && !f.school[i]) fail |= F.school;
    if (f.program && (c < 0 || !f.program[c])) fail |= F.program;
    if (f.format && ((fm || FORMAT_NONE_BIT) & f.format) === 0) fail |= F.format;
    if (f.occupation && !f.occupation[l]) fail |= F.occupation;
    if (f.area && !f.area[instCounty[i] ?? NO_INDEX]) fail |= F.area;
    const etpl = progEtpl[p] ?? 0;
    if (f.etplOnly && !etpl) fail |= F.source;
    // Only list programs report anything the added filters ask about (the rest are all "not reported").
    const attr = etpl ? (progAttr[p] ?? 0) : NOTHING_REPORTED;
    if (facts) {
      let af = (facts.byAttr[attr] ?? 0) | (facts.byControl[instControl[i] ?? 0] ?? 0);
      if (af & CHECK_COST) af = (af & ~CHECK_COST) | ((progCost[p] ?? NaN) <= maxCost ? 0 : F.cost);
      if (af & CHECK_WEEKS) af = (af & ~CHECK_WEEKS) | ((progWeeks[p] ?? NaN) <= maxWeeks ? 0 : F.weeks);
      fail |= af;
    }
    unfiltered++;
    if (fail !== 0 && (fail & (fail - 1)) === 0) {
      const b = 31 - Math.clz32(fail);
      failingOnly[b] = (failingOnly[b] ?? 0) + 1;
    }
    if (fail === 0) {
      passTier[p] = t;
      if (keepAll || total < SMALL_RESULT) hits.push(p);
      total++;
      tierCount[t] = (tierCount[t] ?? 0) + 1;
      instPass[i] = (instPass[i] ?? 0) + 1;
      if (etpl) etpCount++;
    } else if ((fail & (fail - 1)) !== 0) continue; // fails two or more filters: counts nowhere
    // Programs failing nothing are counted per school for sector (below), and list programs by their attributes;
    // the others all report nothing (added below from the totals).
    if (fail === 0) {
      if (etpl) factAll[attr] = (factAll[attr] ?? 0) + 1;
    } else if (fail >= F.cost) tally.addOnly(fail, attr, instControl[i] ?? 0);
    if (countCost && (fail === 0 || fail === F.cost) && (progCost[p] ?? NaN) <= maxCost) tally.costAtMax++;
    if (countWeeks && (fail === 0 || fail === F.weeks) && (progWeeks[p] ?? NaN) <= maxWeeks)
      tally.weeksAtMax++;
    if (fail === 0 || fail === F.length) length[a] = (length[a] ?? 0) + 1;
    if (fail === 0 || fail === F.school) school[i] = (school[i] ?? 0) + 1;
    if (c >= 0 && (fail === 0 || fail === F.program)) program[c] = (program[c] ?? 0) + 1;
    if (fail === 0 || fail === F.format) fmtMask[fm] = (fmtMask[fm] ?? 0) + 1;
    if (fail === 0 || fail === F.occupation) listCount[l] = (listCount[l] ?? 0) + 1;
    if (fail === 0 || fail === F.area) {
      // Every institution counted here is listed once, so the per-institution totals below cost what was counted.
      if (areaInst[i] === 0) touched.push(i);
      areaInst[i] = (areaInst[i] ?? 0) + 1;
    }
  }
  factAll[NOTHING_REPORTED] = (factAll[NOTHING_REPORTED] ?? 0) + total - etpCount;
  for (const i of touched) {
    const c = instControl[i] ?? 0;
    factSector[c] = (factSector[c] ?? 0) + (instPass[i] ?? 0);
  }
  return {
    passTier,
    hits: total <= SMALL_RESULT ? hits : null,
    allHits: keepAll || total <= SMALL_RESULT ? hits : null,
    total,
    tierCount,
    unfiltered,
    failingOnly,
    etpCount,
    instPass,
    length,
    school,
    program,
    ...expand(d, fmtMask, listCount, areaInst, touched),
    facts: tally.finish(),
  };
}

/**
 * Counts kept per format mask, occupation list and institution are spread to formats, SOCs and counties.
 * `touched`: every institution whose count in `areaInst` is not zero (each once), so the spread costs what the pass
 * counted rather than the institution count (71 k at 10× data).
 */
function expand(
  d: EngineData,
  fmtMask: Int32Array,
  listCount: Int32Array,
  areaInst: Int32Array,
  touched: readonly number[],
) {
  const format = new Int32Array(4);
  for (let mask = 0; mask < fmtMask.length; mask++) {
    const cnt = fmtMask[mask] ?? 0;
    for (let b = 0; b < 3; b++) if (mask & (1 << b)) format[b] = (format[b] ?? 0) + cnt;
  }
  format[3] = fmtMask[0] ?? 0; // programs whose source reports no format
  const occupation = new Int32Array(d.socCodes.length);
  const { socLists, instCounty } = d;
  for (let l = 0; l < listCount.length; l++) {
    const cnt = listCount[l] ?? 0;
    if (cnt > 0) for (const s of socLists[l] ?? []) occupation[s] = (occupation[s] ?? 0) + cnt;
  }
  const area = new Int32Array(d.counties.length);
  for (const i of touched) {
    const c = instCounty[i] ?? NO_INDEX;
    if (c >= 0) area[c] = (area[c] ?? 0) + (areaInst[i] ?? 0);
  }
  return { format, occupation, area };
}

/** The counters of a pass with no facet selected: every facet counts the same programs, so one tally serves all. */
export interface PlainCounts {
  passTier: Uint8Array;
  /** programs listed as found (program order), up to SMALL_RESULT unless keepAll */
  hits: number[];
  keepAll: boolean;
  tierCount: Int32Array;
  instPass: Int32Array;
  length: Int32Array;
  program: Int32Array;
  fmtMask: Int32Array;
  listCount: Int32Array;
  /** institutions with a result, each once (in the order first met) */
  touched: number[];
  total: number;
  etpCount: number;
  tally: FactTally;
}

export function plainCounts(d: EngineData, passTier: Uint8Array, keepAll: boolean): PlainCounts {
  return {
    passTier,
    hits: [],
    keepAll,
    tierCount: new Int32Array(TIERS),
    instPass: new Int32Array(d.instCount),
    length: new Int32Array(d.awards.length),
    program: new Int32Array(d.cipCodes.length),
    fmtMask: new Int32Array(8),
    listCount: new Int32Array(d.socLists.length),
    touched: [],
    total: 0,
    etpCount: 0,
    tally: new FactTally(d.attrValues),
  };
}

/** Counts the candidate programs (all when `cands` is null) of `tiers` inside `instOk` into `acc`. */
export function countPlain(
  d: EngineData,
  tiers: Uint8Array,
  instOk: Uint8Array | null,
  cands: Int32Array | null,
  acc: PlainCounts,
): void {
  const m = cands ? cands.length : d.progCount;
  const { progInst, progAward, progCip, progFormat, progSocList, progEtpl, progAttr } = d;
  const { passTier, hits, keepAll, tierCount, instPass, length, program, fmtMask, listCount, touched } = acc;
  const factAll = acc.tally.all;
  let { total, etpCount } = acc;
  for (let k = 0; k < m; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const p = cands ? (cands[k] ?? 0) : k;
    const t = tiers[p] ?? NO_MATCH;
    if (t === NO_MATCH) continue;
    const i = progInst[p] ?? 0;
    if (instOk && !instOk[i]) continue;
    passTier[p] = t;
    if (keepAll || total < SMALL_RESULT) hits.push(p);
    total++;
    tierCount[t] = (tierCount[t] ?? 0) + 1;
    if (instPass[i] === 0) touched.push(i);
    instPass[i] = (instPass[i] ?? 0) + 1;
    etpCount += progEtpl[p] ?? 0;
    const a = progAward[p] ?? 0;
    length[a] = (length[a] ?? 0) + 1;
    const c = progCip[p] ?? NO_INDEX;
    if (c >= 0) program[c] = (program[c] ?? 0) + 1;
    const fm = progFormat[p] ?? 0;
    fmtMask[fm] = (fmtMask[fm] ?? 0) + 1;
    const l = progSocList[p] ?? 0;
    listCount[l] = (listCount[l] ?? 0) + 1;
    if (progEtpl[p]) {
      const attr = progAttr[p] ?? 0;
      factAll[attr] = (factAll[attr] ?? 0) + 1;
    }
  }
  acc.total = total;
  acc.etpCount = etpCount;
}

/** The pass's result from its counters (the facets spread from what was counted). */
export function finishPlain(d: EngineData, acc: PlainCounts): PassResult {
  const { instPass, touched, total, etpCount, hits, tally } = acc;
  const { all: factAll, sector: factSector } = tally;
  // College programs report nothing the added filters ask about; sector is a school's, counted per school.
  factAll[NOTHING_REPORTED] = (factAll[NOTHING_REPORTED] ?? 0) + total - etpCount;
  const { instControl } = d;
  for (const i of touched) {
    const c = instControl[i] ?? 0;
    factSector[c] = (factSector[c] ?? 0) + (instPass[i] ?? 0);
  }
  return {
    passTier: acc.passTier,
    hits: total <= SMALL_RESULT ? hits : null,
    allHits: acc.keepAll || total <= SMALL_RESULT ? hits : null,
    total,
    tierCount: acc.tierCount,
    unfiltered: total,
    failingOnly: new Int32Array(32),
    etpCount,
    instPass,
    length: acc.length,
    school: instPass,
    program: acc.program,
    ...expand(d, acc.fmtMask, acc.listCount, instPass, touched),
    facts: tally.finish(),
  };
}

/** The common case with no facet selected. */
function runPlainPass(
  d: EngineData,
  tiers: Uint8Array,
  instOk: Uint8Array | null,
  cands: Int32Array | null,
  marks: MarkPool | null,
): PassResult {
  const acc = plainCounts(d, passTiers(d.progCount, cands, marks), cands !== null);
  countPlain(d, tiers, instOk, cands, acc);
  return finishPlain(d, acc);
}
