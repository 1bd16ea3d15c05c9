// The programs of the schools whose name holds a word of the keyword (decision 0161: their programs are tiered one
// by one, since the school's name adds to what they match). Only the programs that can match are listed — fillTiers'
// own test, made first: at a school named by all the words (or in a partial search) every program; at a school
// named by some of them, the programs whose own text holds the others. "university of texas" names every university,
// whose programs mostly hold no "texas": those are found from the few profiles that do, not school by school.
import type { EngineData } from '../../data';
import type { ProfileIndex } from '../../load/profile-index';
import { lentList, type CountPool } from '../../scratch/count-pool';
import type { Groups } from '../../select/postings';
import { inProgramOrder } from '../../select/postings';
import { schoolRuns } from '../../select/school-runs';
import { NO_MATCH, type TextMatch } from '../../text/match';
import type { NamedList } from './named-list';
import type { NamedTiersBySet } from './named-tiers-by-set';
import { tierAtSchool, type ProfileTiers } from '../profile-tiers';
import { CHECK_MASK, checkAfterRead, checkDeadline } from '../../deadline';

const EMPTY = new Int32Array(0);

/** Named schools holding more than 1 / RUNS_SHARE of the corpus are listed run by run (reading every run). */
const RUNS_SHARE = 16;

/** The named schools' programs, and whether they are every program of those schools, each school naming every word. */
export interface NamedListing {
  /**
   * The listed programs, in program order; with `viaMembers`, only those listed so far (school by school, in no
   * order), in the first entries of `buffer`.
   */
  progs: Int32Array;
  /**
   * Every program of the named schools inside the place, listed run by run, and every one of those schools' names
   * holds every word of the keyword: a program's tier there is its profile's alone (named-school-counts.ts).
   */
  wholeAndAlike: boolean;
  /**
   * Sets of words whose schools' programs are yet to be listed from the members of the profiles holding the words
   * their names lack (tierViaMembers lists and tiers them in one reading), when there are any.
   */
  viaMembers?: ViaMembers[];
  /** The lent list every listed program is written in (viaMembers' after `progs`): at most every named program. */
  buffer: Int32Array;
  /** When set, `progs` is not made yet: this makes it (in `buffer`) on first asking. */
  later?: NamedList;
  /**
   * When `progs` is every program of these schools, school after school in this order (each school's programs
   * side by side, as its group lists them): tierWholeSchools then reads a school's set once, not each program's school.
   */
  wholeSchools?: Int32Array;
}

/** Schools whose names hold the same set of the keyword's words, whose programs must hold the words they lack. */
export interface ViaMembers {
  set: number;
  lack: number;
  schools: Int32Array;
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
  /** the list may be left in any order (its tiers will be kept by set: NamedTiersBySet) */
  anyOrder = false,
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
  if ((partial || alike) && listedByRuns(d, bound)) {
    // Every program of schools each named by every word, whose tiers may stay per profile: listed only if asked.
    if (alike && anyOrder) {
      let made: Int32Array | null = null;
      const later = { count: bound, list: () => (made ??= flaggedSchoolsPrograms(d, inPlace, list)) };
      return { progs: EMPTY, wholeAndAlike: true, buffer: list, later };
    }
    return { progs: flaggedSchoolsPrograms(d, inPlace, list), wholeAndAlike: alike, buffer: list };
  }
  // A school's programs are in ascending order (groupPrograms' counting sort): written whole, school after school,
  // each starting past the one before, the list needs no sorting (two passes over 1.5 M programs for "university" at
  // 10×). Schools out of that order, or programs picked within a school, are sorted as before.
  let sorted = true;
  let last = -1;
  const { worded, wordedMasks } = words;
  const { size } = ix;
  let viaMembers: ViaMembers[] | undefined;
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
      // The members of the profiles holding those words, at this set's schools: listed and tiered in one reading
      // (tierViaMembers), since a member's tier is its profile's at this set (no reading of its school and profile
      // again, scattered over the corpus).
      (viaMembers ??= []).push({ set, lack, schools });
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
  // With programs still to list from members, the list is put in program order once they are in (tierViaMembers).
  if (viaMembers) return { progs: out, wholeAndAlike: false, viaMembers, buffer: list };
  if (!sorted && !anyOrder)
    return { progs: inProgramOrder(out, d.progCount), wholeAndAlike: false, buffer: list };
  // Left as listed: school after school, every program of each when every set was listed whole.
  const whole = partial || alike ? { wholeSchools: grouped.subarray(0, inside) } : {};
  return { progs: out, wholeAndAlike: false, buffer: list, ...whole };
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
  /** When set, the tiers at the schools whose every program is listed were left per set of words (NamedTiersBySet). */
  bySet?: NamedTiersBySet;
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
  /** when given, the tiers at whole schools are left in their set's memo, recorded here, and not written */
  bySet?: NamedTiersBySet,
): { profiles: number; schools: number } {
  const { progInst } = d;
  const { progProfile } = ix;
  const { instS, full } = m;
  // By set of words (a mask of the keyword's few words): programs listed from profiles change school, and often set,
  // at every program, so the memo is found by index, not by a Map's lookup.
  const memoFor = memosBySet(lendMemo, m, bySet);
  let set = -1;
  let memo: Uint16Array = new Uint16Array(0);
  // The set's schools are whole, and bySet keeps their tiers: none written here.
  let kept = false;
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
        memo = memoFor(next);
        kept = keptBySet(m, next, bySet);
        set = next;
      }
    }
    const k = progProfile[p] ?? 0;
    const known = memo[k] ?? 0;
    const t = known !== 0 ? known - 1 : tierAtSchool(ix, m, k, set, memo);
    if (!kept) out[p] = t;
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

/** Whether a set's tiers stay in its memo (bySet): its schools are whole, every program of theirs listed. */
const keptBySet = (m: TextMatch, set: number, bySet: NamedTiersBySet | undefined) =>
  bySet !== undefined && (m.partial || set === m.full);

/** Each set of words' memo, lent at its first asking and recorded in bySet (as a whole set's, or another's). */
function memosBySet(lendMemo: () => Uint16Array, m: TextMatch, bySet: NamedTiersBySet | undefined) {
  const memos: Array<Uint16Array | undefined> = [];
  return (set: number): Uint16Array => {
    let known = memos[set];
    if (!known) {
      memos[set] = known = lendMemo();
      if (!bySet) return known;
      if (keptBySet(m, set, bySet)) bySet.whole[set] = known;
      else bySet.others.push(known);
    }
    return known;
  };
}

/**
 * tierNamedPrograms over a list that is every program of `schools`, school after school (NamedListing.wholeSchools):
 * the same tiers, counts and order of profiles and schools met, each school's set of words read once.
 */
export function tierWholeSchools(
  ix: ProfileIndex,
  m: TextMatch,
  byInst: Groups,
  schoolsListed: Int32Array,
  progs: Int32Array,
  out: Uint8Array,
  tally: NamedTally,
  lendMemo: () => Uint16Array,
  bySet?: NamedTiersBySet,
): { profiles: number; schools: number } {
  const { progProfile } = ix;
  const { instS, full } = m;
  const { start } = byInst;
  const memoFor = memosBySet(lendMemo, m, bySet);
  let set = -1;
  let memo: Uint16Array = new Uint16Array(0);
  let kept = false;
  let listed = 0;
  let schools = 0;
  const { perProfile, profiles, perTier, tierLists, tierListCap, perSchool } = tally;
  const schoolList = tally.schools;
  let j = 0;
  let read = 0;
  for (let q = 0; q < schoolsListed.length; q++) {
    const i = schoolsListed[q] ?? 0;
    const end = j + (start[i + 1] ?? 0) - (start[i] ?? 0);
    read = checkAfterRead(read, end - j + 1);
    if (end === j) continue;
    const next = (instS[i] ?? 0) & full;
    if (next !== set) {
      memo = memoFor(next);
      kept = keptBySet(m, next, bySet);
      set = next;
    }
    let run = 0;
    // (tierNamedPrograms' reading of a program, written out again: a shared closure would hold the counters in a
    // context, read slower, in the loop over hundreds of thousands of programs.)
    for (; j < end; j++) {
      const p = progs[j] ?? 0;
      const k = progProfile[p] ?? 0;
      const known = memo[k] ?? 0;
      const t = known !== 0 ? known - 1 : tierAtSchool(ix, m, k, set, memo);
      if (!kept) out[p] = t;
      if (perProfile[k] === 0) profiles[listed++] = k;
      perProfile[k] = (perProfile[k] ?? 0) + 1;
      const c = perTier[t] ?? 0;
      if (c < tierListCap) tierLists[t * tierListCap + c] = p;
      perTier[t] = c + 1;
      if (t !== NO_MATCH) run++;
    }
    if (run !== 0) {
      if (perSchool[i] === 0) schoolList[schools++] = i;
      perSchool[i] = (perSchool[i] ?? 0) + run;
    }
  }
  return { profiles: listed, schools };
}

/**
 * Lists the programs of `via`'s schools whose profiles hold the words those schools' names lack — the members of
 * such profiles at those schools, appended to `list` from `w` — and tiers and counts them in the same reading, into
 * `out` and `tally` from its `at` profiles and schools on (as tierNamedPrograms would, but tierLists: fillTierLists).
 * A member's tier is its profile's at the set, worked out once per profile. Returns the new end of the list and counts.
 */
export function tierViaMembers(
  ix: ProfileIndex,
  m: TextMatch,
  words: ProfileTiers,
  via: ViaMembers,
  /** zeroed flags per school, lent: set here at via's schools, and zeroed again before returning */
  mine: Uint8Array,
  memo: Uint16Array,
  list: Int32Array,
  w: number,
  out: Uint8Array,
  tally: NamedTally,
  at: { profiles: number; schools: number },
): { w: number; profiles: number; schools: number } {
  const { set, lack, schools: theirs } = via;
  const { worded, wordedMasks } = words;
  const { members, memberSchool } = ix;
  const { start, items } = members;
  const { perProfile, profiles, perTier, perSchool } = tally;
  const schoolList = tally.schools;
  let listed = at.profiles;
  let schools = at.schools;
  for (let q = 0; q < theirs.length; q++) mine[theirs[q] ?? 0] = 1;
  let visited = 0;
  for (let q = 0; q < worded.length; q++) {
    if (((wordedMasks[q] ?? 0) & lack) !== lack) continue;
    const k = worded[q] ?? 0;
    const from = start[k] ?? 0;
    const end = start[k + 1] ?? 0;
    visited = checkAfterRead(visited, end - from);
    // Worked out at the first member met here only: the memo is written at the profiles the tally lists alone.
    let t = -1;
    let n = 0;
    for (let j = from; j < end; j++) {
      const i = memberSchool[j] ?? 0;
      if (!mine[i]) continue;
      if (t < 0) t = tierAtSchool(ix, m, k, set, memo);
      const p = items[j] ?? 0;
      list[w++] = p;
      out[p] = t;
      n++;
      if (t === NO_MATCH) continue;
      if (perSchool[i] === 0) schoolList[schools++] = i;
      perSchool[i] = (perSchool[i] ?? 0) + 1;
    }
    if (n === 0) continue;
    if (perProfile[k] === 0) profiles[listed++] = k;
    perProfile[k] = (perProfile[k] ?? 0) + n;
    perTier[t] = (perTier[t] ?? 0) + n;
  }
  for (let q = 0; q < theirs.length; q++) mine[theirs[q] ?? 0] = 0;
  return { w, profiles: listed, schools };
}

/**
 * Each tier's first tally.tierListCap listed programs, in program order, from the tiers written in `out` (`progs`
 * in program order, every one tiered and counted in tally.perTier): read only until every tier's list is full.
 */
export function fillTierLists(progs: Int32Array, out: Uint8Array, tally: NamedTally): void {
  const { perTier, tierLists, tierListCap: cap } = tally;
  if (cap === 0) return;
  const filled = new Int32Array(perTier.length);
  let open = 0;
  for (let t = 0; t < perTier.length; t++) if ((perTier[t] ?? 0) > 0) open++;
  for (let j = 0; j < progs.length && open > 0; j++) {
    const p = progs[j] ?? 0;
    const t = out[p] ?? NO_MATCH;
    const c = filled[t] ?? 0;
    if (c >= cap) continue;
    tierLists[t * cap + c] = p;
    filled[t] = c + 1;
    if (c + 1 === Math.min(cap, perTier[t] ?? 0)) open--;
  }
}
