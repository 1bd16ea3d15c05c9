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
import type { TextMatch } from '../text/match';
import { tierAtSchool, type ProfileTiers } from './profile-tiers';
import { CHECK_MASK, checkDeadline } from '../deadline';

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
): Int32Array {
  const { start, items } = byInst;
  const { full, instS, partial } = m;
  // Per set of words the school's name holds (a few sets): its schools' programs, what listing them reads.
  const bySet = new Map<number, { schools: number[]; programs: number }>();
  let bound = 0;
  for (const i of named) {
    if (!inPlace[i]) continue;
    const set = (instS[i] ?? 0) & full;
    const n = (start[i + 1] ?? 0) - (start[i] ?? 0);
    let entry = bySet.get(set);
    if (!entry) bySet.set(set, (entry = { schools: [], programs: 0 }));
    entry.schools.push(i);
    entry.programs += n;
    bound += n;
  }
  const list = lentList(counts, bound);
  let w = 0;
  const { worded, wordedMasks } = words;
  const { size, members, memberSchool } = ix;
  for (const [set, { schools, programs }] of bySet) {
    if (partial || set === full) {
      for (const i of schools)
        for (let j = start[i] ?? 0, end = start[i + 1] ?? 0; j < end; j++) list[w++] = items[j] ?? 0;
      continue;
    }
    // The words the school's name lacks: each program must hold them all in its own text.
    const lack = full & ~set;
    let viaProfiles = 0;
    for (let q = 0; q < worded.length; q++) {
      if (((wordedMasks[q] ?? 0) & lack) === lack) viaProfiles += size[worded[q] ?? 0] ?? 0;
    }
    if (viaProfiles < programs) {
      // The members of the profiles holding those words, at this set's schools.
      const mine = new Uint8Array(d.instCount);
      for (const i of schools) mine[i] = 1;
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
      for (const i of schools) {
        for (let j = start[i] ?? 0, end = start[i + 1] ?? 0; j < end; j++) {
          const p = items[j] ?? 0;
          if (holds[progProfile[p] ?? 0]) list[w++] = p;
        }
      }
    }
  }
  return inProgramOrder(list.subarray(0, w), d.progCount);
}

/**
 * Writes each listed program's tier into `out` (NO_MATCH elsewhere): its profile's tier at a school whose name holds
 * the words its school's does, worked out once per profile and set of words (not once per program). With `count`,
 * also adds each program to its profile's count and lists each profile met once; returns how many were listed.
 */
export function tierNamedPrograms(
  d: EngineData,
  ix: ProfileIndex,
  m: TextMatch,
  progs: Int32Array,
  out: Uint8Array,
  count: { perProfile: Int32Array; profiles: Int32Array } | null = null,
): number {
  const { progInst } = d;
  const { progProfile } = ix;
  const { instS, full } = m;
  const memos = new Map<number, Uint16Array>();
  let lastSet = -1;
  let memo: Uint16Array = new Uint16Array(0);
  const perProfile = count?.perProfile;
  const profiles = count?.profiles;
  let listed = 0;
  for (let j = 0; j < progs.length; j++) {
    if ((j & CHECK_MASK) === 0) checkDeadline();
    const p = progs[j] ?? 0;
    const set = (instS[progInst[p] ?? 0] ?? 0) & full;
    if (set !== lastSet) {
      let next = memos.get(set);
      if (!next) memos.set(set, (next = new Uint16Array(ix.count)));
      memo = next;
      lastSet = set;
    }
    const k = progProfile[p] ?? 0;
    out[p] = tierAtSchool(ix, m, k, set, memo);
    if (perProfile && profiles) {
      if (perProfile[k] === 0) profiles[listed++] = k;
      perProfile[k] = (perProfile[k] ?? 0) + 1;
    }
  }
  return listed;
}
