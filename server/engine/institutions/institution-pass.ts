// v1 pass: programs matching the criteria, aggregated per institution, with facet counts of institutions.
import { CHECK_MASK, checkDeadline } from '../deadline';
import type { Cities } from './cities';
import { NO_INDEX, type EngineData } from '../data';
import type { InstAggregates } from './inst-aggregates';
import { NO_MATCH } from '../text/match';
import type { Regions } from './regions';
import type { MarkPool } from '../scratch/mark-pool';
import type { Groups } from '../select/postings';

export interface InstFilters {
  instOk: Uint8Array | null;
  length: Uint8Array | null; // by award index
  state: Uint8Array | null; // by state index
  city: Uint8Array | null; // by city index
  region: Uint8Array | null; // by region index
}

export interface InstPass {
  passTier: Uint8Array;
  /** result institutions, in index order */
  insts: number[];
  best: Uint8Array; // best tier per institution
  done: Float64Array; // completions summed per institution
  /** 1 when some qualifying program of the institution reports completions (ETPL programs report none) */
  reported: Uint8Array;
  /** institutions per value, disjunctive for state, city, region and length, within the result for the rest */
  state: Int32Array;
  city: Int32Array;
  region: Int32Array;
  length: Int32Array;
  occupation: Int32Array;
  program: Int32Array;
  /**
   * Per institution, 1 when all its programs are in the result at the best tier but are not marked in passTier
   * (the school-by-school pass leaves that to `markWholeSchools`, for the page's schools only); null: all marked.
   */
  whole: Uint8Array | null;
  /**
   * Marks in passTier the result programs of the given schools, when the pass left them unmarked (the pass over
   * profiles: profile-pass.ts); absent when every result program is marked (or `whole` says which are not).
   */
  markPage?: (insts: readonly number[]) => void;
}

/** Marks in passTier the programs of the given schools that the pass left unmarked (before their items are made). */
export function markWholeSchools(pass: InstPass, bySchool: Groups, insts: readonly number[]): void {
  pass.markPage?.(insts);
  const { whole, passTier } = pass;
  if (!whole) return;
  for (const i of insts) {
    if (!whole[i]) continue;
    for (let j = bySchool.start[i] ?? 0; j < (bySchool.start[i + 1] ?? 0); j++)
      passTier[bySchool.items[j] ?? 0] = 0;
  }
}

/** A school filter the school fails (one bit each; the length filter is a program's). */
const FAIL_STATE = 2;
const FAIL_CITY = 4;
const FAIL_REGION = 8;
/** A school outside the place, or failing two school filters: its programs count nowhere. */
export const OUTSIDE = 0xff;

/** Checks the candidate programs (all when `cands` is null); `tiers` must be set for every candidate. */
export function runInstPass(
  d: EngineData,
  agg: InstAggregates,
  cities: Cities,
  regions: Regions,
  tiers: Uint8Array,
  f: InstFilters,
  cands: Int32Array | null,
  /** lends passTier for the request only (scratch/mark-pool.ts); null for a pass kept longer */
  marks: MarkPool | null = null,
  /**
   * The programs by school, when every program matches at the best tier (no keyword, occupation or program name) and
   * `cands` is null: the pass then goes school by school and skips the programs of a school that fails a school
   * filter (state, city, region), which can only count once for that filter's facet.
   */
  bySchool: Groups | null = null,
): InstPass {
  const nA = d.awards.length;
  const passTier = marks ? marks.take(cands) : new Uint8Array(d.progCount).fill(NO_MATCH);
  const best = new Uint8Array(d.instCount).fill(NO_MATCH);
  const done = new Float64Array(d.instCount);
  const reported = new Uint8Array(d.instCount);
  const state = new Int32Array(d.states.length);
  const city = new Int32Array(cities.keys.length);
  const region = new Int32Array(regions.codes.length);
  const length = new Int32Array(nA);
  if (bySchool && !cands && nA <= 32) {
    const whole = new Uint8Array(d.instCount);
    const { occupation, program } = schoolBySchool(d, agg, cities, regions, f, bySchool, passTier, whole, {
      best,
      done,
      reported,
      state,
      city,
      region,
      length,
    });
    const insts: number[] = [];
    for (let i = 0; i < d.instCount; i++) if ((best[i] ?? NO_MATCH) !== NO_MATCH) insts.push(i);
    return { passTier, insts, best, done, reported, state, city, region, length, occupation, program, whole };
  }
  // The place and the school filters are the school's: judged once per school, not per program.
  const schoolFail = schoolFailures(d, cities, regions, f);
  const acc = new PassAccumulator(d.instCount);
  const out = { best, done, reported, length };
  const passing = passPrograms(d, tiers, cands, schoolFail, f, acc, out, passTier);
  const { counted } = acc;
  countSchools(d, cities, regions, counted, schoolFail, { state, city, region });
  const insts = resultSchools(best);
  return {
    passTier,
    insts,
    best,
    done,
    reported,
    state,
    city,
    region,
    length,
    ...resultCounts(d, agg, passing),
    whole: null,
  };
}

/** What the passes share while they visit schools: which schools were counted, which award levels each has. */
export class PassAccumulator {
  /** schools with a matching program passing the length filter (each once), for the school facets */
  readonly counted: number[] = [];
  readonly countedSeen: Uint8Array;
  /** per school: the award levels already counted for Length (bit a = award index a; every index is below 32) */
  readonly lengthSeen: Uint32Array;
  constructor(schools: number) {
    this.countedSeen = new Uint8Array(schools);
    this.lengthSeen = new Uint32Array(schools);
  }
}

/**
 * The candidate programs (all when `cands` is null) one by one: marks the result's in passTier, adds to the
 * per-school arrays and to Length; returns the result's programs in the order visited.
 */
export function passPrograms(
  d: EngineData,
  tiers: Uint8Array,
  cands: Int32Array | null,
  schoolFail: Uint8Array,
  f: InstFilters,
  acc: PassAccumulator,
  out: { best: Uint8Array; done: Float64Array; reported: Uint8Array; length: Int32Array },
  passTier: Uint8Array,
): Int32Array {
  const { counted, countedSeen, lengthSeen } = acc;
  const { best, done, reported, length } = out;
  const m = cands ? cands.length : d.progCount;
  const passing = new Int32Array(m);
  let passed = 0;
  const { progInst, progAward, progCompletions } = d;
  for (let k = 0; k < m; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const p = cands ? (cands[k] ?? 0) : k;
    const t = tiers[p] ?? NO_MATCH;
    if (t === NO_MATCH) continue;
    const i = progInst[p] ?? 0;
    const sf = schoolFail[i] ?? 0;
    if (sf === OUTSIDE) continue;
    const a = progAward[p] ?? 0;
    // Length counts the levels of the schools failing no school filter, whatever the length filter.
    if (sf === 0 && !((lengthSeen[i] ?? 0) & (1 << a))) {
      lengthSeen[i] = (lengthSeen[i] ?? 0) | (1 << a);
      length[a] = (length[a] ?? 0) + 1;
    }
    if (f.length && !f.length[a]) continue;
    if (!countedSeen[i]) {
      countedSeen[i] = 1;
      counted.push(i);
    }
    if (sf !== 0) continue;
    passTier[p] = t;
    passing[passed++] = p;
    if (t < (best[i] ?? NO_MATCH)) best[i] = t;
    const completions = progCompletions[p] ?? -1;
    if (completions >= 0) {
      done[i] = (done[i] ?? 0) + completions;
      reported[i] = 1;
    }
  }
  return passing.subarray(0, passed);
}

/**
 * Per school: OUTSIDE (outside the place, or failing two school filters: its programs count nowhere), else the bit
 * of the one school filter it fails (state, city, region), else 0.
 */
export function schoolFailures(d: EngineData, cities: Cities, regions: Regions, f: InstFilters): Uint8Array {
  const schoolFail = new Uint8Array(d.instCount);
  if (!f.state && !f.city && !f.region) {
    // Only the place (or nothing) to judge: a school fails it or none.
    const { instOk } = f;
    if (instOk) for (let i = 0; i < d.instCount; i++) if (!instOk[i]) schoolFail[i] = OUTSIDE;
    return schoolFail;
  }
  for (let i = 0; i < d.instCount; i++) {
    if (f.instOk && !f.instOk[i]) {
      schoolFail[i] = OUTSIDE;
      continue;
    }
    const st = d.instState[i] ?? NO_INDEX;
    let fail = 0;
    if (f.state && (st < 0 || !f.state[st])) fail |= FAIL_STATE;
    if (f.city && !f.city[cities.instCity[i] ?? 0]) fail |= FAIL_CITY;
    const r = regions.instRegion[i] ?? NO_INDEX;
    if (f.region && (r < 0 || !f.region[r])) fail |= FAIL_REGION;
    // Two school filters failed: none of its programs counts anywhere.
    schoolFail[i] = (fail & (fail - 1)) !== 0 ? OUTSIDE : fail;
  }
  return schoolFail;
}

/**
 * A school with a program passing the length filter (`counted`, each once) counts once for City, Region and State
 * when it fails no school filter, or only for the one facet whose filter it fails.
 */
export function countSchools(
  d: EngineData,
  cities: Cities,
  regions: Regions,
  counted: readonly number[],
  schoolFail: Uint8Array,
  out: { state: Int32Array; city: Int32Array; region: Int32Array },
): void {
  const { state, city, region } = out;
  for (const i of counted) {
    const sf = schoolFail[i] ?? 0;
    const st = d.instState[i] ?? NO_INDEX;
    const c = cities.instCity[i] ?? 0;
    const r = regions.instRegion[i] ?? NO_INDEX;
    if (sf === 0 || sf === FAIL_CITY) city[c] = (city[c] ?? 0) + 1;
    if ((sf === 0 || sf === FAIL_REGION) && r >= 0) region[r] = (region[r] ?? 0) + 1;
    if ((sf === 0 || sf === FAIL_STATE) && st >= 0) state[st] = (state[st] ?? 0) + 1;
  }
}

/** The schools with a result program (a best tier), in index order. */
export function resultSchools(best: Uint8Array): number[] {
  const insts: number[] = [];
  for (let i = 0; i < best.length; i++) if ((best[i] ?? NO_MATCH) !== NO_MATCH) insts.push(i);
  return insts;
}

/** The per-institution arrays a pass fills (created by the caller, so both ways return the same shapes). */
interface SchoolCounts {
  best: Uint8Array;
  done: Float64Array;
  reported: Uint8Array;
  state: Int32Array;
  city: Int32Array;
  region: Int32Array;
  length: Int32Array;
}

/**
 * The pass with no text segment (every program at the best tier) and no candidates, one school at a time: a school's
 * place, state, city and region are judged once; its award levels, completions, occupations and CIPs come from the
 * aggregates when all its programs are in (no length filter, or one keeping every level it offers), so only the
 * programs of a school the length filter splits are read one by one. The programs of a school wholly in are not
 * marked in `passTier` (`whole` says which schools): only the page's items read the marks. The counts are those of the program-by-program loop of runInstPass.
 */
function schoolBySchool(
  d: EngineData,
  agg: InstAggregates,
  cities: Cities,
  regions: Regions,
  f: InstFilters,
  bySchool: Groups,
  passTier: Uint8Array,
  whole: Uint8Array,
  out: SchoolCounts,
): { occupation: Int32Array; program: Int32Array } {
  const { best, done, reported, state, city, region, length } = out;
  const occupation = new Int32Array(d.socCodes.length);
  const program = new Int32Array(d.cipCodes.length);
  let lengthMask = 0;
  if (f.length) for (let a = 0; a < f.length.length; a++) if (f.length[a]) lengthMask |= 1 << a;
  const { start, items } = bySchool;
  const splitProgs: number[] = [];
  const wholeInState = new Int32Array(d.states.length);
  for (let i = 0; i < d.instCount; i++) {
    if ((i & CHECK_MASK) === 0) checkDeadline();
    if (f.instOk && !f.instOk[i]) continue;
    const from = start[i] ?? 0;
    const to = start[i + 1] ?? 0;
    if (from === to) continue;
    const st = d.instState[i] ?? NO_INDEX;
    const c = cities.instCity[i] ?? 0;
    const r = regions.instRegion[i] ?? NO_INDEX;
    let schoolFail = 0;
    if (f.state && (st < 0 || !f.state[st])) schoolFail |= FAIL_STATE;
    if (f.city && !f.city[c]) schoolFail |= FAIL_CITY;
    if (f.region && (r < 0 || !f.region[r])) schoolFail |= FAIL_REGION;
    if ((schoolFail & (schoolFail - 1)) !== 0) continue; // two school filters failed: counts nowhere
    const awards = agg.awards[i] ?? 0;
    // Some program passes the length filter: the school is in the result (or, failing one school filter, counts
    // once for that filter's facet).
    if (f.length && (awards & lengthMask) === 0) {
      if (schoolFail === 0)
        for (let a = 0; a < length.length; a++) if (awards & (1 << a)) length[a] = (length[a] ?? 0) + 1;
      continue;
    }
    if (schoolFail !== 0) {
      if (schoolFail === FAIL_CITY) city[c] = (city[c] ?? 0) + 1;
      else if (schoolFail === FAIL_REGION && r >= 0) region[r] = (region[r] ?? 0) + 1;
      else if (schoolFail === FAIL_STATE && st >= 0) state[st] = (state[st] ?? 0) + 1;
      continue;
    }
    // Length counts every level the school offers (a program counts for Length whatever its own level).
    for (let a = 0; a < length.length; a++) if (awards & (1 << a)) length[a] = (length[a] ?? 0) + 1;
    best[i] = 0;
    city[c] = (city[c] ?? 0) + 1;
    if (r >= 0) region[r] = (region[r] ?? 0) + 1;
    if (st >= 0) state[st] = (state[st] ?? 0) + 1;
    if (!f.length || (awards & ~lengthMask) === 0) {
      whole[i] = 1; // its programs are marked only if it is on the page (markWholeSchools)
      done[i] = agg.done[i] ?? 0;
      reported[i] = agg.reported[i] ?? 0;
      // Added below: by state when every school of its state is wholly in, else by itself.
      if (st >= 0) wholeInState[st] = (wholeInState[st] ?? 0) + 1;
      else addWholeSchool(agg, i, occupation, program);
      continue;
    }
    for (let j = from; j < to; j++) {
      const p = items[j] ?? 0;
      if (!f.length?.[d.progAward[p] ?? 0]) continue;
      passTier[p] = 0;
      splitProgs.push(p);
      const completions = d.progCompletions[p] ?? -1;
      if (completions >= 0) {
        done[i] = (done[i] ?? 0) + completions;
        reported[i] = 1;
      }
    }
  }
  addWholeStates(d, agg, whole, wholeInState, occupation, program);
  // The split schools' passing programs (listed school by school).
  const part = resultCounts(d, agg, splitProgs);
  for (let s = 0; s < occupation.length; s++)
    occupation[s] = (occupation[s] ?? 0) + (part.occupation[s] ?? 0);
  for (let c = 0; c < program.length; c++) program[c] = (program[c] ?? 0) + (part.program[c] ?? 0);
  return { occupation, program };
}

/**
 * The whole schools' distinct occupations and CIPs: a state at least half of whose schools are wholly in adds its
 * totals less the schools that are not (a region or a state browsed adds a few vectors rather than every school's
 * lists); the others school by school.
 */
function addWholeStates(
  d: EngineData,
  agg: InstAggregates,
  whole: Uint8Array,
  wholeInState: Int32Array,
  occupation: Int32Array,
  program: Int32Array,
): void {
  const byState = agg.byState;
  for (let st = 0; st < wholeInState.length; st++) {
    const n = wholeInState[st] ?? 0;
    if (n === 0) continue;
    const all = byState.schools[st] ?? 0;
    if (n * 2 >= all) {
      // Most of the state is in: its totals, less its schools that are not wholly in.
      const socs = byState.socs[st];
      const cips = byState.cips[st];
      if (socs) for (let s = 0; s < socs.length; s++) occupation[s] = (occupation[s] ?? 0) + (socs[s] ?? 0);
      if (cips) for (let c = 0; c < cips.length; c++) program[c] = (program[c] ?? 0) + (cips[c] ?? 0);
      if (n < all)
        for (const i of byState.insts[st] ?? [])
          if (!whole[i]) addWholeSchool(agg, i, occupation, program, -1);
      continue;
    }
    for (const i of byState.insts[st] ?? []) if (whole[i]) addWholeSchool(agg, i, occupation, program);
  }
}

/** A school whose every program is in the result: its distinct occupations and CIPs, from the aggregates. */
function addWholeSchool(
  agg: InstAggregates,
  i: number,
  occupation: Int32Array,
  program: Int32Array,
  /** -1 to take the school out of totals it is in */
  sign = 1,
): void {
  for (let k = agg.socs.start[i] ?? 0; k < (agg.socs.start[i + 1] ?? 0); k++) {
    const s = agg.socs.items[k] ?? 0;
    occupation[s] = (occupation[s] ?? 0) + sign;
  }
  for (let k = agg.cips.start[i] ?? 0; k < (agg.cips.start[i + 1] ?? 0); k++) {
    const c = agg.cips.items[k] ?? 0;
    program[c] = (program[c] ?? 0) + sign;
  }
}

/**
 * Occupation and program counts of the result institutions (each institution once per value), from the passing
 * programs. Programs are stored school by school, nearly (a school's list programs come after the college ones), so
 * the passing programs come in blocks of one school: a school met in one block is counted from it at once; the
 * programs of a school met in several blocks are set aside and counted together at the end (a few, sorted by school).
 */
export function resultCounts(d: EngineData, agg: InstAggregates, passing: ArrayLike<number>) {
  const occupation = new Int32Array(d.socCodes.length);
  const program = new Int32Array(d.cipCodes.length);
  const socSeen = new Int32Array(d.socCodes.length).fill(-1);
  const cipSeen = new Int32Array(d.cipCodes.length).fill(-1);
  const listSeen = new Int32Array(d.socLists.length).fill(-1);
  const { progInst } = d;
  /** the programs of school i are passing[from .. to) (every passing program of it, or all its set-aside ones) */
  const countSchool = (i: number, progs: ArrayLike<number>, from: number, to: number) => {
    if (to - from === agg.programs[i]) {
      addWholeSchool(agg, i, occupation, program);
      return;
    }
    for (let j = from; j < to; j++) {
      const p = progs[j] ?? 0;
      const c = d.progCip[p] ?? NO_INDEX;
      if (c >= 0 && cipSeen[c] !== i) {
        cipSeen[c] = i;
        program[c] = (program[c] ?? 0) + 1;
      }
      const l = d.progSocList[p] ?? 0;
      if (listSeen[l] === i) continue;
      listSeen[l] = i;
      for (const s of d.socLists[l] ?? []) {
        if (socSeen[s] === i) continue;
        socSeen[s] = i;
        occupation[s] = (occupation[s] ?? 0) + 1;
      }
    }
  };
  const n = passing.length;
  const blocks = new Uint8Array(d.instCount);
  for (let k = 0, prev = -1; k < n; k++) {
    const i = progInst[passing[k] ?? 0] ?? 0;
    if (i !== prev && (blocks[i] ?? 0) < 2) blocks[i] = (blocks[i] ?? 0) + 1;
    prev = i;
  }
  const aside: number[] = [];
  for (let k = 0; k < n;) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const i = progInst[passing[k] ?? 0] ?? 0;
    let end = k + 1;
    while (end < n && progInst[passing[end] ?? 0] === i) end++;
    if (blocks[i] === 1) countSchool(i, passing, k, end);
    else for (let j = k; j < end; j++) aside.push(passing[j] ?? 0);
    k = end;
  }
  aside.sort((a, b) => (progInst[a] ?? 0) - (progInst[b] ?? 0) || a - b);
  for (let k = 0; k < aside.length;) {
    const i = progInst[aside[k] ?? 0] ?? 0;
    let end = k + 1;
    while (end < aside.length && progInst[aside[end] ?? 0] === i) end++;
    countSchool(i, aside, k, end);
    k = end;
  }
  return { occupation, program };
}
