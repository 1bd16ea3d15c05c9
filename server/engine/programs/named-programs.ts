// The programs of the schools whose name holds a word of the keyword (decision 0161: their programs are tiered one
// by one, since the school's name adds to what they match). Only the programs that can match are listed — fillTiers'
// own test, made first: at a school named by all the words (or in a partial search) every program; at a school
// named by some of them, the programs whose own text holds the others. "university of texas" names every university,
// whose programs mostly hold no "texas": those are found from the few profiles that do, not school by school.
import type { EngineData } from '../data';
import type { ProfileIndex } from '../load/profile-index';
import { lentList, type CountPool } from '../scratch/count-pool';
import type { Groups } from '../select/postings';
import { inProgramOrder } from '../select/postings';
import { schoolRuns } from '../select/school-runs';
import { NO_MATCH, type TextMatch } from '../text/match';
import { tierAtSchool, type ProfileTiers } from './profile-tiers';
import { CHECK_MASK, checkDeadline } from '../deadline';

const EMPTY = new Int32Array(0);

/** Named schools holding more than 1 / RUNS_SHARE of the corpus are listed run by run (reading every run). */
const RUNS_SHARE = 16;

/** The named schools' programs, and whether they are every program of those schools, each school naming every word. */
export interface NamedListing {
  progs: Int32Array;
  /**
   * Every program of the named schools inside the place, listed run by run, and every one of those schools' names
   * holds every word of the keyword: a program's tier there is its profile's alone (named-school-counts.ts).
   */
  wholeAndAlike: boolean;
}

/** Every program of the flagged schools, in program order, read run by run (select/school-runs.ts). */
export function flaggedSchoolsPrograms(d: EngineData, flagged: Uint8Array, into: Int32Array): Int32Array {
  const runs = schoolRuns(d);
  const { school } = runs;
  const runStart = runs.start;
  let w = 0;
  for (let r = 0; r < school.length; r++) {
    if (!flagged[school[r] ?? 0]) continue;
    for (let p = runStart[r] ?? 0, end = runStart[r + 1] ?? 0; p < end; p++) into[w++] = p;
  }
  return into.subarray(0, w);
}

/** How many programs the flagged schools among `schools` hold. */
export function programsOf(byInst: Groups, schools: ArrayLike<number>, flagged: Uint8Array): number {
  let n = 0;
  for (let j = 0; j < schools.length; j++) {
    const i = schools[j] ?? 0;
    if (flagged[i]) n += (byInst.start[i + 1] ?? 0) - (byInst.start[i] ?? 0);
  }
  return n;
}

/** Whether the programs of schools holding `programs` programs are listed run by run (a large share of all). */
export const listedByRuns = (d: EngineData, programs: number) => programs * RUNS_SHARE > d.progCount;

/**
 * The named schools' programs that can match, in program order. `inPlace`: the named schools inside the place (the
 * others left out), each flagged 1.
 */
export function namedPrograms(
  d: EngineData,
  ix: ProfileIndex,
  byInst: Groups,
  counts: CountPool | null,
  m: TextMatch,
  named: Int32Array,
  inPlace: Uint8Array,
  words: ProfileTiers,
): NamedListing {
  const { start, items } = byInst;
  const { full, instS, partial } = m;
  // Per set of words the school's name holds (a few sets): its schools, what listing their programs reads. Counted
  // first, then the schools written set by set in one lent array (no list of numbers grown per search).
  const bySet = new Map<number, { schools: Int32Array; count: number; programs: number; filled: number }>();
  let bound = 0;
  let inside = 0;
  for (let q = 0; q < named.length; q++) {
    const i = named[q] ?? 0;
    if (!inPlace[i]) continue;
    const set = (instS[i] ?? 0) & full;
    const n = (start[i + 1] ?? 0) - (start[i] ?? 0);
    let entry = bySet.get(set);
    if (!entry) bySet.set(set, (entry = { schools: EMPTY, count: 0, programs: 0, filled: 0 }));
    entry.count++;
    entry.programs += n;
    bound += n;
    inside++;
  }
  const grouped = lentList(counts, inside);
  let at = 0;
  for (const entry of bySet.values()) {
    entry.filled = at;
    at += entry.count;
    entry.schools = grouped.subarray(entry.filled, at);
  }
  for (let q = 0; q < named.length; q++) {
    const i = named[q] ?? 0;
    const entry = inPlace[i] ? bySet.get((instS[i] ?? 0) & full) : undefined;
    if (entry) grouped[entry.filled++] = i;
  }
  const list = lentList(counts, bound);
  let w = 0;
  // Every program of schools holding a large share of the corpus ("university", "college": half of it): listed run
  // by run (select/school-runs.ts), in program order with no sort; copied school by school, a school whose programs
  // lie in two runs puts the list out of order, and sorting it reads it twice more.
  const alike = [...bySet.keys()].every((set) => set === full);
  if ((partial || alike) && listedByRuns(d, bound))
    return { progs: flaggedSchoolsPrograms(d, inPlace, list), wholeAndAlike: alike };
  // A school's programs are in ascending order (groupPrograms' counting sort): written whole, school after school,
  // each starting past the one before, the list needs no sorting (two passes over 1.5 M programs for "university" at
  // 10×). Schools out of that order, or programs picked within a school, are sorted as before.
  let sorted = true;
  let last = -1;
  const { worded, wordedMasks } = words;
  const { size, members, memberSchool } = ix;
  for (const [set, { schools, programs }] of bySet) {
    if (partial || set === full) {
      for (let q = 0; q < schools.length; q++) {
        const i = schools[q] ?? 0;
        const from = start[i] ?? 0;
        const end = start[i + 1] ?? 0;
        if (from === end) continue;
        if ((items[from] ?? 0) <= last) sorted = false;
        for (let j = from; j < end; j++) list[w++] = items[j] ?? 0;
        last = items[end - 1] ?? 0;
      }
      continue;
    }
    // The words the school's name lacks: each program must hold them all in its own text.
    const lack = full & ~set;
    let viaProfiles = 0;
    for (let q = 0; q < worded.length; q++) {
      if (((wordedMasks[q] ?? 0) & lack) === lack) viaProfiles += size[worded[q] ?? 0] ?? 0;
    }
    sorted = false;
    if (viaProfiles < programs) {
      // The members of the profiles holding those words, at this set's schools.
      const mine = new Uint8Array(d.instCount);
      for (let q = 0; q < schools.length; q++) mine[schools[q] ?? 0] = 1;
      for (let q = 0; q < worded.length; q++) {
        if (((wordedMasks[q] ?? 0) & lack) !== lack) continue;
        const k = worded[q] ?? 0;
        for (let j = members.start[k] ?? 0, end = members.start[k + 1] ?? 0; j < end; j++)
          if (mine[memberSchool[j] ?? 0]) list[w++] = members.items[j] ?? 0;
      }
    } else {
      const { progProfile } = ix;
      // Per profile, whether its own text holds the lacking words (the profiles outside `worded` hold none).
      const holds = new Uint8Array(ix.count);
      for (let q = 0; q < worded.length; q++)
        if (((wordedMasks[q] ?? 0) & lack) === lack) holds[worded[q] ?? 0] = 1;
      for (let q = 0; q < schools.length; q++) {
        const i = schools[q] ?? 0;
        for (let j = start[i] ?? 0, end = start[i + 1] ?? 0; j < end; j++) {
          const p = items[j] ?? 0;
          if (holds[progProfile[p] ?? 0]) list[w++] = p;
        }
      }
    }
  }
  const out = list.subarray(0, w);
  return { progs: sorted ? out : inProgramOrder(out, d.progCount), wholeAndAlike: false };
}

/** What tierNamedPrograms counts of the listed programs, in buffers the caller lends (zeroed). */
export interface NamedTally {
  /** per profile: its listed programs */
  perProfile: Int32Array;
  /** the profiles met, each once, in order (written from 0) */
  profiles: Int32Array;
  /** per school: its listed programs with a tier */
  perSchool: Int32Array;
  /** the schools with a tiered program, each once, in the order of their first one (written from 0) */
  schools: Int32Array;
  /** per tier (NO_MATCH included): listed programs */
  perTier: Int32Array;
  /** how many programs of each tier are kept in tierLists (0: none) */
  tierListCap: number;
  /**
   * per tier t: its first tierListCap listed programs, in order, from t * tierListCap (so that a page finds a small
   * tier's programs — the best tier is often a hundred of a million — without reading the list again)
   */
  tierLists: Int32Array;
  /**
   * When set, the listed programs' tiers were not written program by program: a program's tier is its profile's here
   * (tier + 1), every named school's name holding every word (named-school-counts.ts), and tierLists holds nothing.
   */
  byProfile?: Uint16Array;
}

/** How many programs of each tier a large named list keeps listed (NamedTally.tierLists). */
export const TIER_LIST_CAP = 1024;

/**
 * Writes each listed program's tier into `out` (NO_MATCH elsewhere): its profile's tier at a school whose name holds
 * the words its school's does, worked out once per profile and set of words (not once per program). Counts them by
 * profile, school and tier in `tally` in the same reading (so that, with no filter or place, they are added to the
 * result from those counts rather than read again: pass/named-counts.ts byNamedSchools). Returns how many profiles
 * and schools were listed in the tally.
 */
export function tierNamedPrograms(
  d: EngineData,
  ix: ProfileIndex,
  m: TextMatch,
  progs: Int32Array,
  out: Uint8Array,
  tally: NamedTally,
  /**
   * A zeroed memo per profile (one per set of words met), written only at the profiles listed in the tally: lent
   * for the search by the caller, since one made here per search was most of the arrays a search left to the
   * collector (a keyword naming schools: most keywords).
   */
  lendMemo: () => Uint16Array = () => new Uint16Array(ix.count),
): { profiles: number; schools: number } {
  const { progInst } = d;
  const { progProfile } = ix;
  const { instS, full } = m;
  // By set of words (a mask of the keyword's few words): programs listed from profiles change school, and often set,
  // at every program, so the memo is found by index, not by a Map's lookup.
  const memos: Array<Uint16Array | undefined> = [];
  let set = -1;
  let memo: Uint16Array = new Uint16Array(0);
  let listed = 0;
  let schools = 0;
  // A school's programs come in runs (the list is in program order): its set of words and count change per run.
  let inst = -1;
  let run = 0;
  // (Written out twice below, not as a closure: one would hold the loop's counters in a context, read slower.)
  const { perProfile, profiles, perTier, tierLists, tierListCap, perSchool } = tally;
  const schoolList = tally.schools;
  for (let j = 0; j < progs.length; j++) {
    if ((j & CHECK_MASK) === 0) checkDeadline();
    const p = progs[j] ?? 0;
    const i = progInst[p] ?? 0;
    if (i !== inst) {
      if (run !== 0) {
        if (perSchool[inst] === 0) schoolList[schools++] = inst;
        perSchool[inst] = (perSchool[inst] ?? 0) + run;
      }
      inst = i;
      run = 0;
      const next = (instS[i] ?? 0) & full;
      if (next !== set) {
        let known = memos[next];
        if (!known) memos[next] = known = lendMemo();
        memo = known;
        set = next;
      }
    }
    const k = progProfile[p] ?? 0;
    const known = memo[k] ?? 0;
    const t = known !== 0 ? known - 1 : tierAtSchool(ix, m, k, set, memo);
    out[p] = t;
    if (perProfile[k] === 0) profiles[listed++] = k;
    perProfile[k] = (perProfile[k] ?? 0) + 1;
    const c = perTier[t] ?? 0;
    if (c < tierListCap) tierLists[t * tierListCap + c] = p;
    perTier[t] = c + 1;
    if (t !== NO_MATCH) run++;
  }
  if (run !== 0) {
    if (perSchool[inst] === 0) schoolList[schools++] = inst;
    perSchool[inst] = (perSchool[inst] ?? 0) + run;
  }
  return { profiles: listed, schools };
}
