// The programs of the schools whose name holds a word of the keyword (named-programs.ts lists them): tiered and
// counted in one reading, then added to the result program by program, or from those counts when nothing can fail.
import { lentList } from '../../scratch/count-pool';
import { NO_MATCH, TIERS, type TextMatch } from '../../text/match';
import {
  fillTierLists,
  tierNamedPrograms,
  tierViaMembers,
  tierWholeSchools,
  TIER_LIST_CAP,
  type NamedListing,
  type NamedTally,
} from '../named/named-programs';
import { namedList, type NamedList } from '../named/named-list';
import { namedTierBySet, namedTiersBySetUsed, type NamedTiersBySet } from '../named/named-tiers-by-set';
import type { ProfileTiers } from '../profile-tiers';
import { inProgramOrder } from '../../select/postings';
import { tierFromCounts, type NamedSchoolCounts } from '../named/named-school-counts';
import type { Counts } from './counts';
import { LIST_CAP, popcount1, type PassContext } from './pass-types';

const EMPTY = new Int32Array(0);

/** Tiers the named schools' listed programs into `tiers` and counts them, in one reading of them. */
export function tierAndCountNamed(
  x: PassContext,
  m: TextMatch,
  listing: NamedListing,
  words: ProfileTiers,
  tiers: Uint8Array,
  /** the named schools' counts made once (named-school-counts.ts), when every program of theirs is listed */
  counted?: NamedSchoolCounts,
  /** nothing can take a named program out of the result (no filter, no place): tiers may stay per profile */
  tiersByProfile = false,
): { tally: NamedTally; progs: NamedList } {
  const { viaMembers } = listing;
  // At most every program listed so far, or every one the lent list can hold when more are listed below.
  const listed = listing.later ?? namedList(listing.progs);
  const bound = viaMembers ? listing.buffer.length : listed.count;
  // Lent for the search, like the counts (a named school's programs can be 100,000: no list grown for each).
  const seen = lentList(x.counts, bound);
  const met = lentList(x.counts, Math.min(bound, x.d.instCount));
  let n = 0;
  let schools = 0;
  const perProfile = x.counts
    ? x.counts.int32(x.ix.count, () => seen.subarray(0, n))
    : new Int32Array(x.ix.count);
  const perSchool = x.counts
    ? x.counts.int32(x.d.instCount, () => met.subarray(0, schools))
    : new Int32Array(x.d.instCount);
  const perTier = new Int32Array(TIERS);
  // Each tier's first programs listed only where reading the list again would cost (past a list's size).
  const listCap = (length: number) => (length > LIST_CAP ? TIER_LIST_CAP : 0);
  const tierLists = lentList(x.counts, TIERS * listCap(bound));
  // (Each memo is written at the profiles listed in `seen` alone: zeroed there when the search ends.)
  const lendMemo = () =>
    x.counts ? x.counts.uint16(x.ix.count, () => seen.subarray(0, n)) : new Uint16Array(x.ix.count);
  const tally: NamedTally = {
    perProfile,
    profiles: seen,
    perSchool,
    schools: met,
    perTier,
    tierListCap: viaMembers ? 0 : listCap(bound),
    tierLists,
  };
  const fromCounts =
    counted && tierFromCounts(x.ix, m, listed, tiers, tally, counted, lendMemo(), tiersByProfile);
  // From here on the list is read (but after counts that kept every tier per profile).
  let progs = fromCounts && tally.byProfile ? EMPTY : listed.list();
  // Nothing can take a named program out: the whole schools' tiers stay with their sets (NamedTiersBySet).
  let bySet: NamedTiersBySet | undefined =
    tiersByProfile && !fromCounts && namedTiersBySetUsed()
      ? { whole: [], others: [], instS: m.instS, full: m.full }
      : undefined;
  if (bySet) tally.tierListCap = 0;
  if (fromCounts) ({ profiles: n, schools } = fromCounts);
  else if (listing.wholeSchools)
    ({ profiles: n, schools } = tierWholeSchools(
      x.ix,
      m,
      x.byInst,
      listing.wholeSchools,
      progs,
      tiers,
      tally,
      lendMemo,
      bySet,
    ));
  else ({ profiles: n, schools } = tierNamedPrograms(x.d, x.ix, m, progs, tiers, tally, lendMemo, bySet));
  if (viaMembers) {
    // The programs listed from members: after those listed so far, tiered as they are listed; then (unless the
    // tiers are kept by set) all of them in program order, and each tier's first programs found in that order.
    const { buffer } = listing;
    // (Zeroed again after each set by tierViaMembers: nothing left to clean but after a stop midway.)
    const mine = x.counts ? x.counts.uint8(x.d.instCount, () => []) : new Uint8Array(x.d.instCount);
    let w = progs.length;
    for (const via of viaMembers) {
      const at = { profiles: n, schools };
      const memo = lendMemo();
      bySet?.others.push(memo);
      ({
        w,
        profiles: n,
        schools,
      } = tierViaMembers(x.ix, m, words, via, mine, memo, buffer, w, tiers, tally, at));
    }
    progs = buffer.subarray(0, w);
    if (!bySet) {
      progs = inProgramOrder(progs, x.d.progCount);
      tally.tierListCap = listCap(w);
      fillTierLists(progs, tiers, tally);
    }
  }
  // A listed program without a tier (none is expected: a listed program's profile or school holds every word) is
  // read program by program after this (byNamedSchools), by the tiers written, in program order: the kept tiers are
  // written after all.
  if (bySet && (perTier[NO_MATCH] ?? 0) > 0) {
    progs = inProgramOrder(progs, x.d.progCount);
    writeKeptTiers(x, progs, bySet, tiers);
    bySet = undefined;
  }
  return {
    progs: fromCounts && tally.byProfile ? listed : namedList(progs),
    tally: {
      perProfile,
      profiles: seen.subarray(0, n),
      perSchool,
      schools: met.subarray(0, schools),
      perTier,
      tierListCap: tally.tierListCap,
      tierLists,
      ...(tally.byProfile ? { byProfile: tally.byProfile } : {}),
      ...((bySet ?? tally.bySet) ? { bySet: bySet ?? tally.bySet } : {}),
    },
  };
}

/** Writes the tiers kept by set into `tiers`, at every listed program of a whole school. */
function writeKeptTiers(x: PassContext, progs: Int32Array, bySet: NamedTiersBySet, tiers: Uint8Array): void {
  const { progInst } = x.d;
  const { progProfile } = x.ix;
  for (let j = 0; j < progs.length; j++) {
    const p = progs[j] ?? 0;
    tiers[p] = namedTierBySet(bySet, progProfile, tiers, p, progInst[p] ?? 0);
  }
}

/** The programs of schools whose name holds a word, with their own tiers (inside the place). */
export function byNamedSchools(
  x: PassContext,
  acc: Counts,
  listed: NamedList,
  namedTier: Uint8Array,
  pf: Uint32Array | null,
  sf: Uint32Array | null,
  sr: Uint32Array | null,
  named: NamedTally | null,
): void {
  if (!pf && !sf && !sr && named && named.perTier[NO_MATCH] === 0) {
    addNamedCounts(acc, listed, named);
    return;
  }
  const progs = listed.list();
  const { progInst } = x.d;
  const { progProfile } = x.ix;
  for (let j = 0; j < progs.length; j++) {
    const p = progs[j] ?? 0;
    const t = namedTier[p] ?? NO_MATCH;
    if (t === NO_MATCH) continue;
    const i = progInst[p] ?? 0;
    const k = progProfile[p] ?? 0;
    const f = ((pf ? (pf[k] ?? 0) : 0) & ~(sr ? (sr[i] ?? 0) : 0)) | (sf ? (sf[i] ?? 0) : 0);
    if (acc.unfiltered !== null) acc.unfiltered++;
    if (f === 0 || popcount1(f)) acc.add(p, k, i, t, f);
    // Not in the result: its tier must not be read as one (tierAt reads namedTier for these schools).
    if (f !== 0) namedTier[p] = NO_MATCH;
  }
}

/**
 * What byNamedSchools's reading adds when nothing can fail (no filter, no place) and every listed program has a tier:
 * every one is in the result, added from the counts tierNamedPrograms made (by profile, school and tier) rather than
 * program by program — the same counts, the schools met in the same order.
 */
function addNamedCounts(acc: Counts, listed: NamedList, named: NamedTally): void {
  const { hist0, instPass, tierCount } = acc;
  const { perProfile, profiles, perSchool, schools, perTier } = named;
  for (let q = 0; q < profiles.length; q++) {
    const k = profiles[q] ?? 0;
    hist0[k] = (hist0[k] ?? 0) + (perProfile[k] ?? 0);
  }
  for (let q = 0; q < schools.length; q++) {
    const i = schools[q] ?? 0;
    if (instPass[i] === 0) acc.touchSchool(i);
    instPass[i] = (instPass[i] ?? 0) + (perSchool[i] ?? 0);
  }
  for (let t = 0; t < TIERS; t++) tierCount[t] = (tierCount[t] ?? 0) + (perTier[t] ?? 0);
  const count = listed.count;
  acc.total += count;
  if (acc.unfiltered !== null) acc.unfiltered += count;
  const hits = acc.hits;
  if (hits && acc.hitCount + count > hits.length) acc.hits = null;
  else if (hits) {
    hits.set(listed.list(), acc.hitCount);
    acc.hitCount += count;
  }
  acc.namedTally = named;
}
