// The v1 pass over program profiles (decision 0220): a text search whose values reach many programs decides each
// value's tier once per profile (its signature's band, demoted by the profile's award level and its zero
// completions), then reads the members of the profiles it reaches front to back — their schools and completions in
// member order — instead of judging, passing and counting the candidates program by program across the corpus.
// Schools whose name holds words of a value (a tier that depends on the school) are judged program by program as
// before (passPrograms), and counted apart: a school is one or the other, so nothing counts twice. Programs are
// marked in passTier only for the page's schools (`markPage`), the only marks read when no value has siblings.
import { checkDeadline } from '../deadline';
import type { EngineState } from '../engine-state';
import { profilesOf } from '../load/profiles';
import type { ProfileIndex } from '../load/profile-index';
import { NO_MATCH, tierOf } from '../text/match';
import {
  countSchools,
  OUTSIDE,
  PassAccumulator,
  passPrograms,
  resultCounts,
  resultSchools,
  schoolFailures,
  type InstFilters,
  type InstPass,
} from './institution-pass';
import { judgePrograms, type SegmentMatch } from './v1-values';
import { v1ProfileIndex, type V1ProfileIndex } from './v1-profile-index';

/** The profiles every segment reaches (school names left out), and how many programs they hold. */
export interface ProfileReach {
  profiles: Int32Array;
  programs: number;
}

/** The profiles of the signatures the first segment reaches, kept where every other segment reaches them too. */
export function profileReach(s: EngineState, segs: readonly SegmentMatch[]): ProfileReach {
  const ix = profilesOf(s.d);
  const v = v1ProfileIndex(s.d, ix, s.sigs);
  const [first, ...rest] = segs;
  const out: number[] = [];
  let programs = 0;
  if (first) {
    const { sigTier } = first;
    const { start, items } = v.bySig;
    for (let g = 0; g < sigTier.length; g++) {
      if (sigTier[g] === NO_MATCH || rest.some((seg) => seg.sigTier[g] === NO_MATCH)) continue;
      for (let j = start[g] ?? 0; j < (start[g + 1] ?? 0); j++) {
        const k = items[j] ?? 0;
        out.push(k);
        programs += ix.size[k] ?? 0;
      }
    }
  }
  return { profiles: Int32Array.from(out), programs };
}

/** Per profile: the weakest tier over the segments (NO_MATCH where one does not reach), school names left out. */
function profileTiers(
  ix: ProfileIndex,
  segs: readonly SegmentMatch[],
  reach: ProfileReach,
  v: V1ProfileIndex,
): Uint8Array {
  const pt = new Uint8Array(ix.count).fill(NO_MATCH);
  const { award, zero } = ix;
  for (const k of reach.profiles) {
    let t = 0;
    for (const { sigTier, levelMiss } of segs) {
      const band = sigTier[v.sig[k] ?? 0] ?? NO_MATCH;
      const own = tierOf(band, ((levelMiss[award[k] ?? 0] ?? 0) << 1) | (zero[k] ?? 0));
      if (own > t) t = own;
    }
    pt[k] = t;
  }
  return pt;
}

/** The profiles in the order of a per-profile key (ties by profile). */
function sortedBy(profiles: Int32Array, key: Int32Array, count: number): Int32Array {
  const packed = new Float64Array(profiles.length);
  for (let j = 0; j < profiles.length; j++) {
    const k = profiles[j] ?? 0;
    packed[j] = ((key[k] ?? 0) + 1) * count + k;
  }
  packed.sort();
  const out = new Int32Array(profiles.length);
  for (let j = 0; j < out.length; j++) out[j] = (packed[j] ?? 0) % count;
  return out;
}

/** The v1 pass of segments with one value each (no per-value counts to make), over the profile index. */
export function runInstPassByProfiles(
  s: EngineState,
  segs: readonly SegmentMatch[],
  f: InstFilters,
  reach: ProfileReach,
): InstPass {
  const { d, agg, cities, regions } = s;
  const ix = profilesOf(d);
  const v = v1ProfileIndex(d, ix, s.sigs);
  const nA = d.awards.length;
  const pt = profileTiers(ix, segs, reach, v);
  const schoolFail = schoolFailures(d, cities, regions, f);
  // Schools whose name holds words of a value: judged program by program; the profile reads skip them.
  const named = new Uint8Array(d.instCount);
  for (const seg of segs) {
    const { instTier } = seg;
    for (let i = 0; i < d.instCount; i++) if (instTier[i] !== NO_MATCH) named[i] = 1;
    for (const i of seg.partial.keys()) named[i] = 1;
  }
  const profFail = schoolFail.slice();
  const namedProgs: number[] = [];
  const { byInst } = s.ps;
  for (let i = 0; i < d.instCount; i++) {
    if (!named[i]) continue;
    profFail[i] = OUTSIDE;
    if (schoolFail[i] === OUTSIDE) continue;
    for (let j = byInst.start[i] ?? 0; j < (byInst.start[i + 1] ?? 0); j++)
      namedProgs.push(byInst.items[j] ?? 0);
  }
  const named32 = Int32Array.from(namedProgs);
  // Every position written in passTier is listed here (the named schools' programs, then the page's), so the pool
  // cleans only those when the search ends.
  const written: number[] = namedProgs;
  const passTier = s.marks.take(written);
  const best = new Uint8Array(d.instCount).fill(NO_MATCH);
  const done = new Float64Array(d.instCount);
  const reported = new Uint8Array(d.instCount);
  const state = new Int32Array(d.states.length);
  const city = new Int32Array(cities.keys.length);
  const region = new Int32Array(regions.codes.length);
  const length = new Int32Array(nA);
  const acc = new PassAccumulator(d.instCount);
  const out = { best, done, reported, length };
  const tiers = judgePrograms(s, segs, named32);
  const namedPassing = passPrograms(d, tiers, named32, schoolFail, f, acc, out, passTier);
  const keeps = (k: number) => pt[k] !== NO_MATCH && (!f.length || f.length[ix.award[k] ?? 0] === 1);
  passMembers(ix, v, reach.profiles, pt, profFail, f, acc, out);
  countSchools(d, cities, regions, acc.counted, schoolFail, { state, city, region });
  const { occupation, program } = resultCounts(d, agg, namedPassing);
  const kept = reach.profiles.filter(keeps);
  countCips(ix, sortedBy(kept, ix.cip, ix.count), profFail, program);
  countOccupations(s, ix, sortedBy(kept, ix.socList, ix.count), profFail, occupation);
  const marked = new Uint8Array(d.instCount);
  const markPage = (insts: readonly number[]) => {
    for (const i of insts) {
      if (named[i] || marked[i] || profFail[i] !== 0) continue;
      marked[i] = 1;
      for (let j = byInst.start[i] ?? 0; j < (byInst.start[i + 1] ?? 0); j++) {
        const p = byInst.items[j] ?? 0;
        const k = ix.progProfile[p] ?? 0;
        if (!keeps(k)) continue;
        passTier[p] = pt[k] ?? NO_MATCH;
        written.push(p);
      }
    }
  };
  return {
    passTier,
    insts: resultSchools(best),
    best,
    done,
    reported,
    state,
    city,
    region,
    length,
    occupation,
    program,
    whole: null,
    markPage,
  };
}

/** The members of the profiles reached, school by school as passPrograms does program by program. */
function passMembers(
  ix: ProfileIndex,
  v: V1ProfileIndex,
  profiles: Int32Array,
  pt: Uint8Array,
  profFail: Uint8Array,
  f: InstFilters,
  acc: PassAccumulator,
  out: { best: Uint8Array; done: Float64Array; reported: Uint8Array; length: Int32Array },
): void {
  const { counted, countedSeen, lengthSeen } = acc;
  const { best, done, reported, length } = out;
  const { start } = ix.members;
  const { memberSchool } = ix;
  const { completions } = v;
  for (let q = 0; q < profiles.length; q++) {
    if ((q & 0xff) === 0) checkDeadline();
    const k = profiles[q] ?? 0;
    const t = pt[k] ?? NO_MATCH;
    const a = ix.award[k] ?? 0;
    const bit = 1 << a;
    const kept = !f.length || f.length[a] === 1;
    const to = start[k + 1] ?? 0;
    for (let j = start[k] ?? 0; j < to; j++) {
      const i = memberSchool[j] ?? 0;
      const sf = profFail[i] ?? 0;
      if (sf === OUTSIDE) continue;
      // Length counts the levels of the schools failing no school filter, whatever the length filter.
      if (sf === 0 && ((lengthSeen[i] ?? 0) & bit) === 0) {
        lengthSeen[i] = (lengthSeen[i] ?? 0) | bit;
        length[a] = (length[a] ?? 0) + 1;
      }
      if (!kept) continue;
      if (!countedSeen[i]) {
        countedSeen[i] = 1;
        counted.push(i);
      }
      if (sf !== 0) continue;
      if (t < (best[i] ?? NO_MATCH)) best[i] = t;
      const c = completions[j] ?? -1;
      if (c >= 0) {
        done[i] = (done[i] ?? 0) + c;
        reported[i] = 1;
      }
    }
  }
}

/** Per CIP: the result schools (outside the named ones) with a result program of it, each once. */
function countCips(ix: ProfileIndex, byCip: Int32Array, profFail: Uint8Array, program: Int32Array): void {
  const seen = new Int32Array(profFail.length).fill(-1);
  const from = ix.members.start;
  const { memberSchool } = ix;
  for (let q = 0; q < byCip.length; q++) {
    if ((q & 0xff) === 0) checkDeadline();
    const k = byCip[q] ?? 0;
    const c = ix.cip[k] ?? -1;
    if (c < 0) continue;
    let n = 0;
    const to = from[k + 1] ?? 0;
    for (let j = from[k] ?? 0; j < to; j++) {
      const i = memberSchool[j] ?? 0;
      if (profFail[i] !== 0 || seen[i] === c) continue;
      seen[i] = c;
      n++;
    }
    program[c] = (program[c] ?? 0) + n;
  }
}

/**
 * Per occupation: the result schools (outside the named ones) with a result program whose list holds it, each once:
 * the schools of each occupation list first (each once per list), then each occupation's lists' schools merged.
 */
function countOccupations(
  s: EngineState,
  ix: ProfileIndex,
  byList: Int32Array,
  profFail: Uint8Array,
  occupation: Int32Array,
): void {
  const { d } = s;
  const seen = new Int32Array(d.instCount).fill(-1);
  const from = ix.members.start;
  const { memberSchool } = ix;
  const schools: number[] = [];
  /** per occupation: its lists' school ranges in `schools`, as pairs (from, to) */
  const ranges = new Map<number, number[]>();
  for (let q = 0; q < byList.length;) {
    checkDeadline();
    const l = ix.socList[byList[q] ?? 0] ?? 0;
    let end = q + 1;
    while (end < byList.length && ix.socList[byList[end] ?? 0] === l) end++;
    const socs = d.socLists[l];
    const first = schools.length;
    for (let g = q; g < end && socs && socs.length > 0; g++) {
      const k = byList[g] ?? 0;
      const to = from[k + 1] ?? 0;
      for (let j = from[k] ?? 0; j < to; j++) {
        const i = memberSchool[j] ?? 0;
        if (profFail[i] !== 0 || seen[i] === l) continue;
        seen[i] = l;
        schools.push(i);
      }
    }
    q = end;
    if (!socs || schools.length === first) continue;
    for (const soc of socs) {
      const r = ranges.get(soc);
      if (r) r.push(first, schools.length);
      else ranges.set(soc, [first, schools.length]);
    }
  }
  seen.fill(-1);
  for (const [soc, r] of ranges) {
    if (r.length === 2) {
      occupation[soc] = (occupation[soc] ?? 0) + ((r[1] ?? 0) - (r[0] ?? 0));
      continue;
    }
    let n = 0;
    for (let q = 0; q < r.length; q += 2) {
      for (let j = r[q] ?? 0; j < (r[q + 1] ?? 0); j++) {
        const i = schools[j] ?? 0;
        if (seen[i] === soc) continue;
        seen[i] = soc;
        n++;
      }
    }
    occupation[soc] = (occupation[soc] ?? 0) + n;
  }
}
