// The ways a pass reads its programs (execute.ts picks one): by profile sizes (no place, no school-level filter), by
// the schools one school-level filter keeps, by the members of the profiles that can count, or by the programs of
// the schools inside the place — whichever reads fewer.
import { CHECK_MASK, checkAfterRead, checkDeadline, outsideDeadline } from '../../deadline';
import type { EngineDimension } from '../../dimensions/engine-dimension';
import { lentList } from '../../scratch/count-pool';
import { NO_MATCH } from '../../text/match';
import type { NamedTally } from '../named/named-programs';
import type { ProfileTiers } from '../profile-tiers';
import type { Counts } from './counts';
import { bitIndex, LIST_CAP, OUTSIDE, popcount1, type ActiveFilter, type PassContext } from './pass-types';

/**
 * No place and no school-level filter: what each profile decides holds for all its programs, so its size is added
 * (except the programs of schools named by the keyword, counted on their own). Only the result's profiles have
 * their programs read, for the schools they are at.
 */
export function bySize(
  x: PassContext,
  acc: Counts,
  counting: Int32Array,
  tiered: ProfileTiers,
  pf: Uint32Array | null,
  namedFlag: Uint8Array | null,
  /** the named schools' programs by profile (counted by byNamedSchools) */
  named: NamedTally | null,
  /** the schools whose name holds a word (those flagged in namedFlag among them) */
  namedSchools: Int32Array | null = null,
): void {
  const { ix } = x;
  const { size, members, memberSchool } = ix;
  const { start, items } = members;
  const pt = tiered.tiers;
  const namedCount = named?.perProfile ?? null;
  // The programs the keyword reaches (summed once per keyword), but the named schools' (left to byNamedSchools).
  let unfiltered = tiered.reachedSize;
  if (named) {
    const { profiles, perProfile } = named;
    for (let q = 0; q < profiles.length; q++) {
      const k = profiles[q] ?? 0;
      if (pt[k] !== NO_MATCH) unfiltered -= perProfile[k] ?? 0;
    }
  }
  acc.unfiltered = unfiltered;
  let total = 0;
  for (let q = 0; q < counting.length; q++) {
    const k = counting[q] ?? 0;
    if (!pf || pf[k] === 0) total += (size[k] ?? 0) - (namedCount?.[k] ?? 0);
  }
  acc.reserveHits(total);
  // Written below without a check: only when they all fit.
  if (total > LIST_CAP) acc.hits = null;
  const { hist0, instPass, tierCount, failing, byBit } = acc;
  // Schools met here are met first here (nothing was counted before): listed without the per-school check.
  const touched = acc.touchedSchools;
  let tn = acc.schoolCount;
  let visited = 0;
  // With no list of the result's programs, a named school's programs are left out with no check of each program's
  // school: its count starts far below zero (never met as a first), and is set back to zero after.
  const fenced = namedFlag && !acc.hits ? namedSchools : null;
  if (fenced) setFlagged(instPass, fenced, namedFlag, FENCE);
  // Many programs to read (a broad keyword): each school's count is only added to, and the schools with a count are
  // found by one look at every school afterwards. A first meeting tested per program was a branch the processor
  // could not foresee, taken once per school, for a list made in no order anyway.
  const ni = x.d.instCount;
  const scanAfter = tn === 0 && !acc.hits && !(namedFlag && !fenced) && total * SCAN_AFTER >= ni;
  for (let q = 0; q < counting.length; q++) {
    const k = counting[q] ?? 0;
    const n = (size[k] ?? 0) - (namedCount?.[k] ?? 0);
    if (n === 0) continue;
    const f = pf ? (pf[k] ?? 0) : 0;
    if (f !== 0) {
      const b = bitIndex(f);
      failing[b] = (failing[b] ?? 0) + n;
      const h = byBit[b];
      if (h) h[k] = (h[k] ?? 0) + n;
      continue;
    }
    hist0[k] = (hist0[k] ?? 0) + n;
    const t = pt[k] ?? 0;
    tierCount[t] = (tierCount[t] ?? 0) + n;
    acc.total += n;
    const from = start[k] ?? 0;
    const end = start[k + 1] ?? 0;
    visited = checkAfterRead(visited, end - from);
    const hits = acc.hits;
    let w = acc.hitCount;
    // The result's schools (School, Area, sector): one increment per program, the profile's schools read in order.
    if ((namedFlag && !fenced) || hits) {
      for (let j = from; j < end; j++) {
        const i = memberSchool[j] ?? 0;
        if (namedFlag && namedFlag[i]) continue;
        if (instPass[i] === 0) touched[tn++] = i;
        instPass[i] = (instPass[i] ?? 0) + 1;
        if (hits) hits[w++] = items[j] ?? 0;
      }
      acc.hitCount = w;
    } else if (scanAfter) {
      for (let j = from; j < end; j++) {
        const i = memberSchool[j] ?? 0;
        instPass[i] = (instPass[i] ?? 0) + 1;
      }
    } else {
      for (let j = from; j < end; j++) {
        const i = memberSchool[j] ?? 0;
        if (instPass[i] === 0) touched[tn++] = i;
        instPass[i] = (instPass[i] ?? 0) + 1;
      }
    }
  }
  // (A fenced school's count is still below zero: not listed, and set back below.)
  if (scanAfter) for (let i = 0; i < ni; i++) if ((instPass[i] ?? 0) > 0) touched[tn++] = i;
  if (fenced) setFlagged(instPass, fenced, namedFlag, 0);
  acc.schoolCount = tn;
}

/** Programs to read at least 1/SCAN_AFTER of the schools' number: their schools are found by a look at all. */
const SCAN_AFTER = 2;

/** Far below zero: a school count starting here meets zero at no count a data set can hold. */
const FENCE = -(2 ** 30);

function setFlagged(counts: Int32Array, schools: Int32Array, flag: Uint8Array | null, value: number): void {
  for (let q = 0; q < schools.length; q++) {
    const i = schools[q] ?? 0;
    if (flag?.[i]) counts[i] = value;
  }
}

/**
 * One school-level filter with a few values (sector, school level), no place: the schools it keeps are read program
 * by program (the result and every other facet are theirs); those it does not keep count only for the filter's own
 * facet, which each profile's programs by the filter's value give (built once per data set). False (nothing
 * counted) when reading the schools it keeps would cost more than reading the profiles' programs.
 */
export function bySchoolFilter(
  x: PassContext,
  acc: Counts,
  counting: Int32Array,
  /** the programs of the profiles the keyword reaches (ProfileTiers.reachedSize) */
  reachedSize: number,
  pt: Uint8Array,
  pf: Uint32Array | null,
  filter: ActiveFilter,
  sf: Uint32Array,
  /** counted by what the kept schools lack whatever the sizes (a test's comparison of the ways) */
  byExclusionAlways = false,
): boolean {
  const { d, ix } = x;
  const codeCount = filter.dim.codeCount(x);
  if (codeCount > SMALL_CODES) return false;
  const { start } = x.byInst;
  const open = lentList(x.counts, d.instCount);
  let opened = 0;
  let openPrograms = 0;
  for (let i = 0; i < d.instCount; i++) {
    if (sf[i] !== 0) continue;
    open[opened++] = i;
    openPrograms += (start[i + 1] ?? 0) - (start[i] ?? 0);
  }
  // (Added only until they pass the open schools' programs: that answers the question.)
  let viaProfiles = 0;
  for (let q = 0; q < counting.length && viaProfiles <= openPrograms; q++)
    viaProfiles += ix.size[counting[q] ?? 0] ?? 0;
  if (openPrograms >= viaProfiles && !byExclusionAlways) return false;
  const { byValue, totals } = profilesByCode(x, filter.dim);
  const { keep } = filter.chosen;
  const kept = open.subarray(0, opened);
  const counted = byExclusion(
    x,
    acc,
    kept,
    openPrograms,
    pt,
    pf,
    sf,
    keep,
    byValue,
    codeCount,
    byExclusionAlways,
  );
  if (!counted) byPlace(x, acc, kept, pt, pf, sf, null, null);
  // Programs matching the keyword, whatever the filters: every profile's, nowhere limited.
  acc.unfiltered = reachedSize;
  const own = new Int32Array(codeCount);
  // Every profile counting (no keyword, no program-level filter): the filter's own counts are its values' totals.
  // With a program-level filter too, when every profile still counts (none fails two filters), they are the totals
  // less the profiles failing it, if those are the fewer (a format or length filter mostly keeps most programs).
  const all = counting.length === ix.count;
  let failingProfiles = 0;
  if (all && pf) for (let k = 0; k < ix.count; k++) if (pf[k] !== 0) failingProfiles++;
  if (all && (!pf || failingProfiles * 2 < ix.count)) {
    own.set(totals);
    if (pf) {
      for (let k = 0; k < ix.count; k++) {
        if (pf[k] === 0) continue;
        for (let c = 0; c < codeCount; c++)
          if (!keep[c]) own[c] = (own[c] ?? 0) - (byValue[k * codeCount + c] ?? 0);
      }
    }
  } else {
    for (let q = 0; q < counting.length; q++) {
      const k = counting[q] ?? 0;
      if (pf && pf[k] !== 0) continue;
      for (let c = 0; c < codeCount; c++)
        if (!keep[c]) own[c] = (own[c] ?? 0) + (byValue[k * codeCount + c] ?? 0);
    }
  }
  // Only the values the filter does not keep fail it.
  let failing = 0;
  for (let c = 0; c < codeCount; c++) {
    if (keep[c]) own[c] = 0;
    else failing += own[c] ?? 0;
  }
  acc.byCode.set(filter.id, own);
  const b = bitIndex(filter.bit);
  acc.failing[b] = (acc.failing[b] ?? 0) + failing;
  return true;
}

/**
 * The schools one school-level filter keeps (no place, no named school), counted by what they lack: each kept school
 * starts with all its programs, and the programs of the profiles out of the result — not reached by the keyword, or
 * failing a program-level filter — are read from those profiles' members and taken away there (those failing one
 * filter alone counted for its facet, as byPlace counts them). Each profile's count in the result is its programs at
 * the kept values (profilesByCode). Taken when those profiles' programs are fewer than the kept schools' and the
 * result is too large to list (its programs are not read one by one); false when not taken (nothing counted).
 */
function byExclusion(
  x: PassContext,
  acc: Counts,
  open: Int32Array,
  openPrograms: number,
  pt: Uint8Array,
  pf: Uint32Array | null,
  sf: Uint32Array,
  keep: Uint8Array,
  byValue: Int32Array,
  codeCount: number,
  always: boolean,
): boolean {
  // (The kept schools' programs bound the result: no fewer than a list holds, no look at the profiles.)
  if (!always && openPrograms <= LIST_CAP) return false;
  const { ix } = x;
  const { size, members, memberSchool } = ix;
  let excluded = 0;
  for (let k = 0; k < ix.count; k++) if (outOfResult(pt, pf, k)) excluded += size[k] ?? 0;
  // At least openPrograms - excluded programs are in the result: more than a list holds.
  if (!always && (excluded >= openPrograms || openPrograms - excluded <= LIST_CAP)) return false;
  const { hist0, instPass, tierCount } = acc;
  const { start: progStart } = x.byInst;
  acc.hits = null;
  for (let q = 0; q < open.length; q++) {
    const i = open[q] ?? 0;
    instPass[i] = (instPass[i] ?? 0) + (progStart[i + 1] ?? 0) - (progStart[i] ?? 0);
  }
  let total = openPrograms;
  const { start, items } = members;
  let read = 0;
  for (let k = 0; k < ix.count; k++) {
    if (!outOfResult(pt, pf, k)) {
      let n = 0;
      for (let c = 0; c < codeCount; c++) if (keep[c]) n += byValue[k * codeCount + c] ?? 0;
      hist0[k] = (hist0[k] ?? 0) + n;
      const t = pt[k] ?? 0;
      tierCount[t] = (tierCount[t] ?? 0) + n;
      continue;
    }
    const t = pt[k] ?? NO_MATCH;
    const f = pf ? (pf[k] ?? 0) : 0;
    const failsOne = t !== NO_MATCH && popcount1(f);
    const from = start[k] ?? 0;
    const end = start[k + 1] ?? 0;
    read = checkAfterRead(read, end - from);
    if (!failsOne) {
      total -= takeAwayMembers(memberSchool, from, end, sf, instPass);
      continue;
    }
    for (let j = from; j < end; j++) {
      const i = memberSchool[j] ?? 0;
      if (sf[i] !== 0) continue;
      instPass[i] = (instPass[i] ?? 0) - 1;
      total--;
      acc.add(items[j] ?? 0, k, i, t, f);
    }
  }
  acc.total += total;
  for (let q = 0; q < open.length; q++) {
    const i = open[q] ?? 0;
    if ((instPass[i] ?? 0) > 0) acc.touchSchool(i);
  }
  return true;
}

/**
 * A profile none of whose programs is in the result: not reached by the keyword, or failing a program-level filter.
 * (A top-level function, not a closure made per search: optimized code entered in a long loop is tied to the
 * closure it was compiled with, and a new one each search sent it back to the interpreter for the rest of the loop.)
 */
function outOfResult(pt: Uint8Array, pf: Uint32Array | null, k: number): boolean {
  return pt[k] === NO_MATCH || (pf !== null && pf[k] !== 0);
}

/**
 * One out-of-result profile's members taken from their kept schools' counts; returns how many were taken. (Typed
 * arrays and numbers only, and called once per profile: optimized soon and never sent back for an object's shape,
 * as the loop inlined in byExclusion was in its first searches, at 7–18 ms instead of 1 ms at 10×.)
 */
function takeAwayMembers(
  memberSchool: Int32Array,
  from: number,
  end: number,
  sf: Uint32Array,
  instPass: Int32Array,
): number {
  let taken = 0;
  for (let j = from; j < end; j++) {
    const i = memberSchool[j] ?? 0;
    if (sf[i] !== 0) continue;
    instPass[i] = (instPass[i] ?? 0) - 1;
    taken++;
  }
  return taken;
}

/** School-level dimensions with at most this many values have their programs counted per profile and value. */
const SMALL_CODES = 8;
const byCodeCache = new WeakMap<EngineDimension, WeakMap<object, ProfilesByCode>>();

interface ProfilesByCode {
  /** per profile and value: its programs at schools with that value (`[k * codes + c]`) */
  byValue: Int32Array;
  /** per value: its programs, all profiles together */
  totals: Int32Array;
}

/** Per profile and value of a school-level dimension: its programs at schools with that value, and the totals. */
function profilesByCode(x: PassContext, dim: EngineDimension): ProfilesByCode {
  let perData = byCodeCache.get(dim);
  if (!perData) byCodeCache.set(dim, (perData = new WeakMap()));
  let out = perData.get(x.d);
  if (out) return out;
  const built = outsideDeadline(() => {
    const codeCount = dim.codeCount(x);
    const codes = dim.codes(x);
    const { members, memberSchool } = x.ix;
    const h = new Int32Array(x.ix.count * codeCount);
    const totals = new Int32Array(codeCount);
    for (let k = 0; k < x.ix.count; k++) {
      for (let j = members.start[k] ?? 0, end = members.start[k + 1] ?? 0; j < end; j++) {
        const c = codes[memberSchool[j] ?? 0] ?? 0;
        const at = k * codeCount + c;
        h[at] = (h[at] ?? 0) + 1;
        totals[c] = (totals[c] ?? 0) + 1;
      }
    }
    return { byValue: h, totals };
  });
  perData.set(x.d, (out = built));
  return out;
}

/** The members of the profiles that can count, each tested at its school (a place or school-level filters). */
export function byProfiles(
  x: PassContext,
  acc: Counts,
  counting: Int32Array,
  pt: Uint8Array,
  pf: Uint32Array | null,
  sf: Uint32Array,
  namedFlag: Uint8Array | null,
  sr: Uint32Array | null,
): void {
  const { members, memberSchool } = x.ix;
  const { start, items } = members;
  // Profiles failing two filters were not read: the count without filters is made by another pass if needed.
  acc.unfiltered = pf ? null : 0;
  let bound = 0;
  for (let q = 0; q < counting.length; q++) bound += x.ix.size[counting[q] ?? 0] ?? 0;
  acc.reserveHits(bound);
  let visited = 0;
  for (let q = 0; q < counting.length; q++) {
    const k = counting[q] ?? 0;
    const t = pt[k] ?? 0;
    const pk = pf ? (pf[k] ?? 0) : 0;
    const end = start[k + 1] ?? 0;
    for (let j = start[k] ?? 0; j < end; j++) {
      if ((++visited & CHECK_MASK) === 0) checkDeadline();
      const i = memberSchool[j] ?? 0;
      const s = sf[i] ?? 0;
      if (s === OUTSIDE || (namedFlag && namedFlag[i])) continue;
      if (acc.unfiltered !== null) acc.unfiltered++;
      acc.add(items[j] ?? 0, k, i, t, (sr ? pk & ~(sr[i] ?? 0) : pk) | s);
    }
  }
}

/** The programs of the schools inside the place, school by school; returns the profiles met (each once). */
export function byPlace(
  x: PassContext,
  acc: Counts,
  inside: ArrayLike<number>,
  pt: Uint8Array,
  pf: Uint32Array | null,
  sf: Uint32Array,
  namedFlag: Uint8Array | null,
  sr: Uint32Array | null,
): Int32Array {
  const { start, items } = x.byInst;
  const { progProfile } = x.ix;
  const { hist0, instPass, tierCount } = acc;
  let bound = 0;
  for (let s = 0; s < inside.length; s++) {
    const i = inside[s] ?? 0;
    bound += (start[i + 1] ?? 0) - (start[i] ?? 0);
  }
  // The profiles met, in a list lent for the search (at most one per program read, and per profile).
  const metList = lentList(x.counts, Math.min(bound, x.ix.count));
  let metCount = 0;
  const seen = x.counts
    ? x.counts.int32(x.ix.count, () => metList.subarray(0, metCount))
    : new Int32Array(x.ix.count);
  acc.reserveHits(bound);
  let unfiltered = 0;
  for (let s = 0; s < inside.length; s++) {
    if ((s & 0xff) === 0) checkDeadline();
    const i = inside[s] ?? 0;
    const si = sf[i] ?? 0;
    if (si === OUTSIDE || (namedFlag && namedFlag[i])) continue;
    const from = start[i] ?? 0;
    const end = start[i + 1] ?? 0;
    const rescue = sr ? (sr[i] ?? 0) : 0;
    if (pf === null && si === 0) {
      // Nothing to fail: every program the keyword reaches is in the result (the common case, inlined).
      let n = 0;
      const hits = acc.hits;
      let w = acc.hitCount;
      for (let j = from; j < end; j++) {
        const p = items[j] ?? 0;
        const k = progProfile[p] ?? 0;
        const t = pt[k] ?? NO_MATCH;
        if (t === NO_MATCH) continue;
        if (seen[k] === 0) {
          seen[k] = 1;
          metList[metCount++] = k;
        }
        n++;
        hist0[k] = (hist0[k] ?? 0) + 1;
        tierCount[t] = (tierCount[t] ?? 0) + 1;
        if (hits && w < hits.length) hits[w++] = p;
      }
      if (n === 0) continue;
      if (acc.hits && w >= acc.hits.length && acc.total + n > acc.hits.length) acc.hits = null;
      acc.hitCount = w;
      if (instPass[i] === 0) acc.touchSchool(i);
      instPass[i] = (instPass[i] ?? 0) + n;
      acc.total += n;
      unfiltered += n;
      continue;
    }
    // Filters to pass: the result's programs counted here, the rest (failing one filter, or more) by acc.add.
    let n = 0;
    const hits = acc.hits;
    let w = acc.hitCount;
    for (let j = from; j < end; j++) {
      const p = items[j] ?? 0;
      const k = progProfile[p] ?? 0;
      const t = pt[k] ?? NO_MATCH;
      if (t === NO_MATCH) continue;
      if (seen[k] === 0) {
        seen[k] = 1;
        metList[metCount++] = k;
      }
      unfiltered++;
      const f = ((pf ? (pf[k] ?? 0) : 0) & ~rescue) | si;
      if (f !== 0) {
        if (popcount1(f)) acc.add(p, k, i, t, f);
        continue;
      }
      n++;
      hist0[k] = (hist0[k] ?? 0) + 1;
      tierCount[t] = (tierCount[t] ?? 0) + 1;
      if (hits && w < hits.length) hits[w++] = p;
    }
    if (n === 0) continue;
    if (acc.hits && w >= acc.hits.length && acc.total + n > acc.hits.length) acc.hits = null;
    acc.hitCount = w;
    if (instPass[i] === 0) acc.touchSchool(i);
    instPass[i] = (instPass[i] ?? 0) + n;
    acc.total += n;
  }
  acc.unfiltered = unfiltered;
  return metList.subarray(0, metCount);
}
