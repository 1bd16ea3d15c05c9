// The programs of the schools a common school-name word names, counted by profile and by school once per data set
// (decision 0256). "university" and "college" each name schools holding about half of all programs (1.4 M at 10×):
// tierNamedPrograms read each of them to count it by profile, school and tier (16 of a 21 ms search at 10×). When
// every one of those schools' names holds every word of the keyword, a program's tier there is its profile's alone,
// so these counts give the profile, school and tier counts without that reading; each program is then read once,
// only to write its tier (tierFromCounts).
import { CHECK_MASK, checkDeadline } from '../../deadline';
import type { NamedList } from './named-list';
import type { EngineData } from '../../data';
import type { ProfileIndex } from '../../load/profile-index';
import type { Groups } from '../../select/postings';
import { NO_MATCH, type TextMatch } from '../../text/match';
import { flaggedSchoolsPrograms, listedByRuns, programsOf, type NamedTally } from './named-programs';
import { tierAtSchool } from '../profile-tiers';

export interface NamedSchoolCounts {
  /** the named schools these count, as a keyword match lists them (its instIds) */
  ids: Int32Array;
  /** per profile: its programs at those schools */
  perProfile: Int32Array;
  /** the profiles with programs there, in the order of their first program */
  profiles: Int32Array;
  /** the schools with programs, in the order of their first program */
  schools: Int32Array;
  /** their programs, school by school (aligned with `schools`) */
  schoolPrograms: Int32Array;
}

/** Kept per data set: a few common words (each about 0.4 MB at 10×, the size of the profiles and named schools). */
const KEPT = 16;
const kept = new WeakMap<ProfileIndex, NamedSchoolCounts[]>();

let used = true;
/** Whether searches use these counts (a test compares the answers with and without them). */
export function useNamedSchoolCounts(on: boolean): void {
  used = on;
}
/** Whether searches use these counts now. */
export const namedSchoolCountsUsed = () => used;

const sameList = (a: Int32Array, b: Int32Array) => {
  if (a.length !== b.length) return false;
  for (let j = 0; j < a.length; j++) if (a[j] !== b[j]) return false;
  return true;
};

/** The counts of the schools `ids`, whose programs in program order are `progs`: found, else made and kept. */
export function namedSchoolCounts(
  d: EngineData,
  ix: ProfileIndex,
  ids: Int32Array,
  /** makes the list of their programs (asked only when the counts are not kept) */
  listed: () => Int32Array,
): NamedSchoolCounts {
  let list = kept.get(ix);
  if (!list) kept.set(ix, (list = []));
  const found = list.find((c) => sameList(c.ids, ids));
  if (found) return found;
  const progs = listed();
  const { progInst } = d;
  const { progProfile } = ix;
  const perProfile = new Int32Array(ix.count);
  const perSchool = new Int32Array(d.instCount);
  const profiles: number[] = [];
  const schools: number[] = [];
  for (let j = 0; j < progs.length; j++) {
    const p = progs[j] ?? 0;
    const k = progProfile[p] ?? 0;
    if (perProfile[k] === 0) profiles.push(k);
    perProfile[k] = (perProfile[k] ?? 0) + 1;
    const i = progInst[p] ?? 0;
    if (perSchool[i] === 0) schools.push(i);
    perSchool[i] = (perSchool[i] ?? 0) + 1;
  }
  const made: NamedSchoolCounts = {
    ids: Int32Array.from(ids),
    perProfile,
    profiles: Int32Array.from(profiles),
    schools: Int32Array.from(schools),
    schoolPrograms: Int32Array.from(schools, (i) => perSchool[i] ?? 0),
  };
  list.push(made);
  if (list.length > KEPT) list.shift();
  return made;
}

/**
 * Made ahead, while the service warms up: the counts of every school-name word whose schools are listed run by run
 * (a large share of all programs), so that no search waits for them.
 */
export function warmNamedSchoolCounts(
  d: EngineData,
  ix: ProfileIndex,
  byInst: Groups,
  postings: ReadonlyMap<string, Int32Array>,
): void {
  const flagged = new Uint8Array(d.instCount);
  let buffer: Int32Array | undefined;
  for (const ids of postings.values()) {
    if (ids.length === 0) continue;
    for (const i of ids) flagged[i] = 1;
    if (listedByRuns(d, programsOf(byInst, ids, flagged))) {
      buffer ??= new Int32Array(d.progCount);
      const into = buffer;
      namedSchoolCounts(d, ix, ids, () => flaggedSchoolsPrograms(d, flagged, into));
    }
    for (const i of ids) flagged[i] = 0;
  }
}

/**
 * tierNamedPrograms' work from the counts: the tally (in the lent buffers, as it fills them), and every listed
 * program's tier into `out`, reading each program once — or, `byProfile`, no program read at all: the tiers are left
 * per profile in the memo (tally.byProfile), for a pass in which nothing can take a named program out (no filter, no
 * place), whose readers then ask the profile. False, having written nothing but the memo, when some profile has no
 * tier there (its programs would not count at their schools): the programs are then read one by one as before.
 */
export function tierFromCounts(
  ix: ProfileIndex,
  m: TextMatch,
  listed: NamedList,
  out: Uint8Array,
  tally: NamedTally,
  counted: NamedSchoolCounts,
  memo: Uint16Array,
  byProfile: boolean,
): { profiles: number; schools: number } | false {
  const { profiles, perProfile, schools, schoolPrograms } = counted;
  for (let q = 0; q < profiles.length; q++) {
    if (tierAtSchool(ix, m, profiles[q] ?? 0, m.full, memo) === NO_MATCH) return false;
  }
  const { perTier, tierLists, tierListCap } = tally;
  for (let q = 0; q < profiles.length; q++) {
    const k = profiles[q] ?? 0;
    const n = perProfile[k] ?? 0;
    tally.perProfile[k] = n;
    tally.profiles[q] = k;
    const t = (memo[k] ?? 1) - 1;
    perTier[t] = (perTier[t] ?? 0) + n;
  }
  for (let q = 0; q < schools.length; q++) {
    const i = schools[q] ?? 0;
    tally.perSchool[i] = schoolPrograms[q] ?? 0;
    tally.schools[q] = i;
  }
  if (byProfile) {
    tally.byProfile = memo;
    // The same tiers as kept by set (every school's set is every word): a page asks a tier's programs that way.
    const whole: Array<Uint16Array | undefined> = [];
    whole[m.full] = memo;
    tally.bySet = { whole, others: [], instS: m.instS, full: m.full };
    return { profiles: profiles.length, schools: schools.length };
  }
  // Each program's tier, and each tier's first programs in order (tierLists), in one reading.
  const progs = listed.list();
  const filled = new Int32Array(perTier.length);
  const { progProfile } = ix;
  for (let j = 0; j < progs.length; j++) {
    if ((j & CHECK_MASK) === 0) checkDeadline();
    const p = progs[j] ?? 0;
    const t = (memo[progProfile[p] ?? 0] ?? 1) - 1;
    out[p] = t;
    const c = filled[t] ?? 0;
    if (c < tierListCap) {
      tierLists[t * tierListCap + c] = p;
      filled[t] = c + 1;
    }
  }
  return { profiles: profiles.length, schools: schools.length };
}
