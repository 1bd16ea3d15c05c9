// The v1 occupation and programName segments: each value matched once per program signature and once per school,
// then every program judged in one pass, whatever the number of values (decision 0080).
//
// A program's band for a text value depends on its signature's fields (CIP title, ETPL name, occupation titles) and
// its school's name (text/match.ts, fillTiers). A value's concepts found in the signature alone give the signature's
// band; all of them in the school name give BAND.school; only concepts split between the two ("community college
// nursing") need a per-program check, and only at the schools whose names hold some of them. A segment ORs its
// values: best band per signature and per school, and a bit per value for the facet counts. The program's tier adds
// its demotion (graduate degree not asked for, no completions reported) to the band.
import { CHECK_MASK, checkDeadline } from '../deadline';
import { NO_INDEX } from '../data';
import type { EngineState } from '../engine-state';
import {
  BAND,
  bandFrom,
  levelMissFor,
  NO_MATCH,
  tierOf,
  type KeywordMatch,
  type TextMatch,
} from '../text/match';
import { gather, groupSize, type Groups } from '../select/postings';

export interface SegmentMatch {
  matches: KeywordMatch[];
  /**
   * award levels the segment's values do not ask for (a demotion): an award is demoted only when every value's
   * credential wish leaves it out — values with different wishes rank by the most generous one (decision 0080)
   */
  levelMiss: Uint8Array;
  /** best band per signature over the values, school names left out */
  sigTier: Uint8Array;
  /** bit v set when value v reaches the signature */
  sigBits: Uint32Array;
  /** BAND.school where some value's concepts are all in the school's name */
  instTier: Uint8Array;
  instBits: Uint32Array;
  /**
   * per school: the text values with some but not all words in its name, as pairs (value, the words missing from
   * the name as bits), checked per program against the program's signature
   */
  partial: Map<number, number[]>;
  /** the words of value v each signature g holds, one bit each, at v * signatures + g (multi-word text values) */
  cover: Uint32Array;
}

function addText(s: EngineState, seg: SegmentMatch, m: TextMatch, v: number): void {
  const { cip, name, list, count } = s.sigs;
  const { full, cipS, cipW, nameS, nameW, listS, listW, cipPhrase, namePhrase } = m;
  const bit = 1 << v;
  // Concepts split between school and program are only possible with two concepts or more.
  const split = full !== 1;
  const base = v * count;
  for (let g = 0; g < count; g++) {
    if ((g & CHECK_MASK) === 0) checkDeadline();
    const c = cip[g] ?? NO_INDEX;
    const nm = name[g] ?? NO_INDEX;
    const l = list[g] ?? 0;
    // The same masks as fillTiers, with no school words.
    const ts = (c >= 0 ? (cipS[c] ?? 0) : 0) | (nm >= 0 ? (nameS[nm] ?? 0) : 0);
    const tw = ts | (c >= 0 ? (cipW[c] ?? 0) : 0) | (nm >= 0 ? (nameW[nm] ?? 0) : 0);
    const os = tw | (listS[l] ?? 0);
    const ow = os | (listW[l] ?? 0);
    const own = ow & full;
    if (split) seg.cover[base + g] = own;
    if (own !== full) continue;
    const phrase = (c >= 0 && cipPhrase[c] === 1) || (nm >= 0 && namePhrase[nm] === 1);
    const t = bandFrom(m, ts, tw, os, ow, own, phrase);
    if (t < (seg.sigTier[g] ?? NO_MATCH)) seg.sigTier[g] = t;
    seg.sigBits[g] = (seg.sigBits[g] ?? 0) | bit;
  }
  for (let i = 0; i < m.instS.length; i++) {
    const b = (m.instS[i] ?? 0) & m.full;
    if (b === 0) continue;
    if (b === m.full) {
      seg.instTier[i] = BAND.school;
      seg.instBits[i] = (seg.instBits[i] ?? 0) | bit;
    } else {
      const missing = m.full & ~b;
      const list = seg.partial.get(i);
      if (list) list.push(v, missing);
      else seg.partial.set(i, [v, missing]);
    }
  }
}

/** A code (or "0", which every program matches): the phrase band for every signature it reaches. */
function addCode(s: EngineState, seg: SegmentMatch, m: KeywordMatch, v: number): void {
  const { cip, list, count } = s.sigs;
  const bit = 1 << v;
  for (let g = 0; g < count; g++) {
    const c = cip[g] ?? NO_INDEX;
    const hit =
      m.kind === 'all' ||
      (m.kind === 'cip' ? c >= 0 && m.cips[c] === 1 : m.kind === 'soc' && m.lists[list[g] ?? 0] === 1);
    if (!hit) continue;
    seg.sigTier[g] = BAND.phrase;
    seg.sigBits[g] = (seg.sigBits[g] ?? 0) | bit;
  }
}

/** The segment's values OR'd; null when the segment sets no condition (no values). */
export function matchSegment(s: EngineState, matches: KeywordMatch[]): SegmentMatch | null {
  if (matches.length === 0) return null;
  const { d } = s;
  const levelMiss = new Uint8Array(d.awards.length).fill(1);
  for (const m of matches) {
    const miss = m.kind === 'none' ? null : m.levelMiss;
    if (miss) for (let a = 0; a < levelMiss.length; a++) levelMiss[a] = (levelMiss[a] ?? 0) & (miss[a] ?? 0);
  }
  if (matches.every((m) => m.kind === 'none')) levelMiss.set(levelMissFor(d, ''));
  const seg: SegmentMatch = {
    matches,
    levelMiss,
    sigTier: new Uint8Array(s.sigs.count).fill(NO_MATCH),
    sigBits: new Uint32Array(s.sigs.count),
    instTier: new Uint8Array(s.d.instCount).fill(NO_MATCH),
    instBits: new Uint32Array(s.d.instCount),
    partial: new Map(),
    cover: new Uint32Array(
      matches.some((m) => m.kind === 'text' && m.full !== 1) ? matches.length * s.sigs.count : 0,
    ),
  };
  matches.forEach((m, v) => {
    if (m.kind === 'text') addText(s, seg, m, v);
    else if (m.kind !== 'none') addCode(s, seg, m, v);
  });
  return seg;
}

/** The programs a segment can reach, as chosen groups of two groupings, and how many they hold. */
function domainOf(
  s: EngineState,
  seg: SegmentMatch,
): { parts: Array<[Groups, Uint8Array]>; size: number; bySignature: number } {
  // Plain loops: typed-array \`from\` with a mapping function calls it through the iterator protocol, which
  // profiled as a sixth of a v1 search.
  const { sigTier, instTier } = seg;
  const sigMask = new Uint8Array(sigTier.length);
  const instMask = new Uint8Array(instTier.length);
  const sigStart = s.sigs.programs.start;
  const instStart = s.ps.byInst.start;
  let size = 0;
  for (let g = 0; g < sigTier.length; g++) {
    if (sigTier[g] === NO_MATCH) continue;
    sigMask[g] = 1;
    size += (sigStart[g + 1] ?? 0) - (sigStart[g] ?? 0);
  }
  const bySignature = size;
  for (let i = 0; i < instTier.length; i++) if (instTier[i] !== NO_MATCH) instMask[i] = 1;
  for (const i of seg.partial.keys()) instMask[i] = 1;
  for (let i = 0; i < instMask.length; i++) {
    if (instMask[i]) size += (instStart[i + 1] ?? 0) - (instStart[i] ?? 0);
  }
  return {
    parts: [
      [s.sigs.programs, sigMask],
      [s.ps.byInst, instMask],
    ],
    size,
    bySignature,
  };
}

export interface SegmentsResult {
  /** tier of every program of `cands` (NO_MATCH when it fails a segment); the other entries mean nothing */
  tiers: Uint8Array;
  /** the programs judged; null = all */
  cands: Int32Array | null;
  /** per segment with several values: the values each program matched, one bit each */
  bits: Array<Uint32Array | null>;
}

/** Where the candidates come from (null: every program) and how many they are. */
export interface CandidatePlan {
  best: Array<[Groups, Uint8Array]> | null;
  size: number;
  /**
   * The fewest programs a segment reaches by their signatures alone (school names left out): at least as many as
   * the profiles every segment reaches hold (profile-pass.ts)
   */
  bySignature: number;
}

/** The smallest of the segments' reach and the location's programs; every program when that is as quick. */
export function planCandidates(
  s: EngineState,
  segs: ReadonlyArray<SegmentMatch | null>,
  instOk: Uint8Array | null,
): CandidatePlan {
  const n = s.d.progCount;
  let best: Array<[Groups, Uint8Array]> | null = null;
  let bestSize = n / 4; // above this a plain scan is as quick
  let bySignature = n;
  for (const seg of segs) {
    if (!seg) continue;
    const { parts, size, bySignature: reach } = domainOf(s, seg);
    if (size < bestSize) [best, bestSize] = [parts, size];
    bySignature = Math.min(bySignature, reach);
  }
  if (instOk) {
    let located = 0;
    for (let i = 0; i < instOk.length; i++) if (instOk[i]) located += groupSize(s.ps.byInst, i);
    if (located < bestSize) [best, bestSize] = [[[s.ps.byInst, instOk]], located];
  }
  return { best, size: best ? bestSize : n, bySignature };
}

/**
 * Judges programs against every segment given (both must match; the weaker tier ranks a program), over the
 * smallest of the segments' reach and the location's programs; a plain pass over all programs when that is as
 * quick.
 */
export function judgeSegments(
  s: EngineState,
  segs: ReadonlyArray<SegmentMatch | null>,
  instOk: Uint8Array | null,
  plan: CandidatePlan = planCandidates(s, segs, instOk),
): SegmentsResult {
  const { d } = s;
  const n = d.progCount;
  const { best } = plan;
  const cands: Int32Array | null = best ? gather(d, n, best, instOk) : null;
  // Every program judged starts at the best tier; each segment in turn can only lower it (or fail it). The state's
  // tiers buffer serves (searches run one at a time, and the pass reads only the candidates' entries): no array the
  // size of the corpus is made per search.
  const tiers = s.tiers;
  if (cands) for (let k = 0; k < cands.length; k++) tiers[cands[k] ?? 0] = 0;
  else tiers.fill(0);
  const bits = segs.map((g) => (g && g.matches.length > 1 ? new Uint32Array(n) : null));
  segs.forEach((seg, j) => {
    if (seg) judgeOne(s, seg, cands, tiers, bits[j] ?? null);
  });
  return { tiers, cands, bits };
}

/**
 * The tiers of the given programs (in s.tiers; the other entries mean nothing) against segments of one value each
 * (no per-value bits): the programs the pass over profiles judges one by one (profile-pass.ts).
 */
export function judgePrograms(s: EngineState, segs: readonly SegmentMatch[], progs: Int32Array): Uint8Array {
  const tiers = s.tiers;
  for (let k = 0; k < progs.length; k++) tiers[progs[k] ?? 0] = 0;
  for (const seg of segs) judgeOne(s, seg, progs, tiers, null);
  return tiers;
}

/** One segment over the candidates (all programs when null): a tight loop over typed arrays. */
function judgeOne(
  s: EngineState,
  seg: SegmentMatch,
  cands: Int32Array | null,
  tiers: Uint8Array,
  out: Uint32Array | null,
): void {
  const { of } = s.sigs;
  const { progInst, progAward, progCompletions } = s.d;
  const { sigTier, instTier, sigBits, instBits, cover, levelMiss } = seg;
  const nSig = s.sigs.count;
  // Schools whose name holds some words of a value: most searches have none, and need no per-school lists.
  const split = seg.partial.size > 0 ? splitLists(s, seg) : null;
  const m = cands ? cands.length : s.d.progCount;
  for (let k = 0; k < m; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const p = cands ? (cands[k] ?? 0) : k;
    const before = tiers[p] ?? NO_MATCH;
    if (before === NO_MATCH) continue; // failed the other segment already
    const g = of[p] ?? 0;
    const i = progInst[p] ?? 0;
    let t = sigTier[g] ?? NO_MATCH;
    const ti = instTier[i] ?? NO_MATCH;
    if (ti < t) t = ti;
    let b = out ? (sigBits[g] ?? 0) | (instBits[i] ?? 0) : 0;
    // A split match ranks BAND.school: it can only matter when nothing better matched. (Which values a program
    // matches that way is settled per school by valueSchoolCounts, where only the counts need it.)
    const pairs = t > BAND.school && split ? (split[i] ?? null) : null;
    if (pairs !== null) {
      // A value whose missing concepts the program's own fields hold matches, at BAND.school.
      for (let j = 0; j < pairs.length; j += 2) {
        const missing = pairs[j + 1] ?? 0;
        if (((cover[(pairs[j] ?? 0) * nSig + g] ?? 0) & missing) !== missing) continue;
        t = BAND.school;
        b |= 1 << (pairs[j] ?? 0);
      }
    }
    if (out) out[p] = b;
    if (t !== NO_MATCH) {
      const demotion = ((levelMiss[progAward[p] ?? 0] ?? 0) << 1) | (progCompletions[p] === 0 ? 1 : 0);
      t = tierOf(t, demotion);
    }
    tiers[p] = t === NO_MATCH || before === NO_MATCH ? NO_MATCH : t > before ? t : before;
  }
}

/** The split (value, missing words) pairs of each school, by school index (looked up once per program). */
function splitLists(s: EngineState, seg: SegmentMatch): Array<Int32Array | null> {
  // Filled, not holey: V8 reads a packed array much faster in the loop above.
  const lists = new Array<Int32Array | null>(s.d.instCount).fill(null);
  for (const [i, values] of seg.partial) lists[i] = Int32Array.from(values);
  return lists;
}

/** For each value of a segment: how many result schools have a result program that the value matches. */
export function valueSchoolCounts(
  s: EngineState,
  seg: SegmentMatch,
  bits: Uint32Array,
  passTier: Uint8Array,
  cands: Int32Array | null,
): number[] {
  const { d } = s;
  const acc = new Uint32Array(d.instCount);
  const inResult = new Uint8Array(d.instCount);
  const m = cands ? cands.length : d.progCount;
  for (let k = 0; k < m; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const p = cands ? (cands[k] ?? 0) : k;
    if (passTier[p] === NO_MATCH) continue;
    const i = d.progInst[p] ?? 0;
    acc[i] = (acc[i] ?? 0) | (bits[p] ?? 0);
    inResult[i] = 1;
  }
  // Values split between a result school's name and its programs: the school counts once one of its result
  // programs holds the missing words — found by looking at its programs until the first one does.
  const { of, count: nSig } = s.sigs;
  const { byInst } = s.ps;
  let n = 0;
  for (const [i, pairs] of seg.partial) {
    if ((n++ & CHECK_MASK) === 0) checkDeadline();
    if (!inResult[i]) continue;
    const have = acc[i] ?? 0;
    for (let j = 0; j < pairs.length; j += 2) {
      const v = pairs[j] ?? 0;
      if (have & (1 << v)) continue;
      const missing = pairs[j + 1] ?? 0;
      for (let k = byInst.start[i] ?? 0; k < (byInst.start[i + 1] ?? 0); k++) {
        const p = byInst.items[k] ?? 0;
        if (passTier[p] === NO_MATCH) continue;
        if (((seg.cover[v * nSig + (of[p] ?? 0)] ?? 0) & missing) !== missing) continue;
        acc[i] = (acc[i] ?? 0) | (1 << v);
        break;
      }
    }
  }
  const counts = new Array<number>(seg.matches.length).fill(0);
  for (let i = 0; i < acc.length; i++) {
    const b = acc[i] ?? 0;
    if (b === 0) continue;
    for (let v = 0; v < seg.matches.length; v++) if (b & (1 << v)) counts[v] = (counts[v] ?? 0) + 1;
  }
  return counts;
}
