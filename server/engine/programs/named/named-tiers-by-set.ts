// The named schools' tiers kept per set of words (decision 0274): with no filter and no place nothing takes a named
// program out of the result, so at a school whose every program is listed a program's tier is its profile's at the
// set of words the school's name holds — kept in that set's memo, not written program by program, and the named
// schools' list need not be put in program order for it.
import type { EngineData } from '../../data';
import { CHECK_MASK, checkDeadline } from '../../deadline';
import type { ProfileIndex } from '../../load/profile-index';
import { inProgramOrder } from '../../select/postings';
import { NO_MATCH, type SchoolBits } from '../../text/match';
import type { NamedList } from './named-list';

/**
 * The named schools' tiers when nothing can take a named program out (no filter, no place) and their names hold
 * different sets of the words: at a school every program of which is listed (its name holds every word, or any in a
 * partial search), a program's tier is its profile's at the school's set, kept in that set's memo (tier + 1) rather
 * than written program by program; at the other named schools it is written as before. So the list need not be put
 * in program order, nor each tier's first programs found in it: a page asks for one tier's (namedTierPrograms).
 */
export interface NamedTiersBySet {
  /** per set of words (a school's name's, masked to the keyword's): the memo of a set whose schools are whole */
  whole: Array<Uint16Array | undefined>;
  /** the memos of the other sets (their programs' tiers written): which profiles can have a tier there */
  others: Uint16Array[];
  instS: SchoolBits;
  full: number;
}

let bySetUsed = true;
/** Whether searches keep the whole schools' tiers by set (a test compares the answers with and without). */
export function useNamedTiersBySet(on: boolean): void {
  bySetUsed = on;
}
/** Whether searches keep them by set now. */
export const namedTiersBySetUsed = () => bySetUsed;

/** A named school `i`'s program `p`'s tier (`written`: the tiers the pass wrote, NO_MATCH where it wrote none). */
export function namedTierBySet(
  bySet: NamedTiersBySet,
  progProfile: Int32Array,
  written: Uint8Array,
  p: number,
  i: number,
): number {
  const memo = bySet.whole[(bySet.instS[i] ?? 0) & bySet.full];
  return memo ? (memo[progProfile[p] ?? 0] ?? 1) - 1 : (written[p] ?? NO_MATCH);
}

/**
 * The named schools' programs of tier `t` (`count` of them), in program order, when their tiers are kept by set:
 * from the members of the profiles that have the tier at some set, at the named schools, when those are few; else
 * by reading the list (in no order: the tier's programs are put in order once found).
 */
export function namedTierPrograms(
  d: EngineData,
  ix: ProfileIndex,
  listed: NamedList,
  bySet: NamedTiersBySet,
  written: Uint8Array,
  profiles: Int32Array,
  named: Uint8Array,
  t: number,
  count: number,
): Int32Array {
  const out = new Int32Array(count);
  const want = t + 1;
  const { size, progProfile } = ix;
  const memos = [...bySet.whole.filter((memo): memo is Uint16Array => memo !== undefined), ...bySet.others];
  // (A loop, not `some` with a closure: this is asked once or twice per profile of the result.)
  const hasTier = (k: number) => {
    for (let q = 0; q < memos.length; q++) if (memos[q]?.[k] === want) return true;
    return false;
  };
  let viaMembers = 0;
  for (let q = 0; q < profiles.length; q++) {
    const k = profiles[q] ?? 0;
    if (hasTier(k)) viaMembers += size[k] ?? 0;
  }
  let w = 0;
  if (viaMembers * 4 < listed.count) {
    const { start, items } = ix.members;
    const { memberSchool } = ix;
    for (let q = 0; q < profiles.length; q++) {
      const k = profiles[q] ?? 0;
      if (!hasTier(k)) continue;
      for (let j = start[k] ?? 0, end = start[k + 1] ?? 0; j < end && w < count; j++) {
        const i = memberSchool[j] ?? 0;
        if (!named[i]) continue;
        const p = items[j] ?? 0;
        if (namedTierBySet(bySet, progProfile, written, p, i) === t) out[w++] = p;
      }
    }
  } else {
    const { progInst } = d;
    const progs = listed.list();
    for (let j = 0; j < progs.length && w < count; j++) {
      if ((j & CHECK_MASK) === 0) checkDeadline();
      const p = progs[j] ?? 0;
      if (namedTierBySet(bySet, progProfile, written, p, progInst[p] ?? 0) === t) out[w++] = p;
    }
  }
  return inProgramOrder(out.subarray(0, w), d.progCount);
}
