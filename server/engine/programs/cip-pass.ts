// The pass of a broad search with no filter and no place, added up per CIP code rather than program by program
// (decision 0121): a keyword reaching 300 k programs at 10× data reaches them through a few hundred codes.
import { CHECK_MASK, checkDeadline } from '../deadline';
import { NO_INDEX, type EngineData } from '../data';
import { FORMAT_MASKS, type CipAggregates } from '../load/cip-aggregates';
import type { MarkPool } from '../scratch/mark-pool';
import { candidates } from '../select/candidates';
import type { Postings } from '../select/postings';
import { codeBands, fillTiers, NO_MATCH, tierOf, type KeywordMatch } from '../text/match';
import { countPlain, finishPlain, plainCounts, SMALL_RESULT, type PassResult } from './program-pass';

/** Below this many programs found through their codes the plain pass over the candidates is as quick. */
export const CIP_PASS_FROM = SMALL_RESULT;

/** What the CIP pass needs of a match: its per-code bands and how many plain programs they reach. */
export interface CodeReach {
  bands: Uint8Array;
  /** plain programs whose code is found */
  reached: number;
}

/** Whether a match can be added up per code (a full text match or a code), and how far its codes reach. */
export function codeReach(d: EngineData, a: CipAggregates, m: KeywordMatch): CodeReach | null {
  if (m.kind !== 'cip' && m.kind !== 'soc' && !(m.kind === 'text' && !m.partial)) return null;
  const bands = codeBands(d, m);
  let reached = 0;
  for (let c = 0; c < bands.length; c++) if (bands[c] !== NO_MATCH) reached += a.count[c] ?? 0;
  return { bands, reached };
}

/**
 * The result of `m` over every program (no filter, no place): the plain programs of found codes are added up per
 * code; the rest — list programs, programs named or filed apart from their code, and plain programs whose school's
 * name holds a word while their code is not found — are checked one by one. Counts and tiers equal runPass's.
 */
export function runCipPass(
  d: EngineData,
  a: CipAggregates,
  ps: Postings,
  m: KeywordMatch,
  reach: CodeReach,
  tiers: Uint8Array,
  marks: MarkPool | null,
): PassResult {
  const { bands } = reach;
  const singles = singlesOf(d, a, ps, m, bands);
  fillTiers(d, m, tiers, singles);
  // Written across the corpus (the found codes' programs), so cleaned whole on release.
  const passTier = marks ? marks.take(null) : new Uint8Array(d.progCount).fill(NO_MATCH);
  const acc = plainCounts(d, passTier, false);
  countPlain(d, tiers, null, singles, acc);
  const { keys, keyCount, fmtCount, count, instStart, inst, instCount, itemKey } = a;
  const { start, items } = a.byCip;
  const { tierCount, length, program, fmtMask, listCount, instPass, touched } = acc;
  const { cipSocList } = d;
  const levelMiss = m.kind === 'none' ? null : m.levelMiss;
  const tierByKey = new Uint8Array(keys);
  let total = 0;
  for (let c = 0; c < bands.length; c++) {
    const band = bands[c] ?? NO_MATCH;
    if (band === NO_MATCH) continue;
    checkDeadline();
    for (let key = 0; key < keys; key++)
      tierByKey[key] = tierOf(band, ((levelMiss?.[key >> 1] ?? 0) << 1) | (key & 1));
    const n = count[c] ?? 0;
    total += n;
    program[c] = (program[c] ?? 0) + n;
    const l = cipSocList[c] ?? 0;
    listCount[l] = (listCount[l] ?? 0) + n;
    for (let key = 0; key < keys; key++) {
      const k = keyCount[c * keys + key] ?? 0;
      if (k === 0) continue;
      const t = tierByKey[key] ?? NO_MATCH;
      tierCount[t] = (tierCount[t] ?? 0) + k;
      length[key >> 1] = (length[key >> 1] ?? 0) + k;
    }
    for (let f = 0; f < FORMAT_MASKS; f++)
      fmtMask[f] = (fmtMask[f] ?? 0) + (fmtCount[c * FORMAT_MASKS + f] ?? 0);
    const to = instStart[c + 1] ?? 0;
    for (let s = instStart[c] ?? 0; s < to; s++) {
      const i = inst[s] ?? 0;
      if (instPass[i] === 0) touched.push(i);
      instPass[i] = (instPass[i] ?? 0) + (instCount[s] ?? 0);
    }
    const end = start[c + 1] ?? 0;
    for (let j = start[c] ?? 0; j < end; j++) {
      if ((j & CHECK_MASK) === 0) checkDeadline();
      passTier[items[j] ?? 0] = tierByKey[itemKey[j] ?? 0] ?? NO_MATCH;
    }
  }
  acc.total += total;
  const result = finishPlain(d, acc);
  result.listHits = (tier) => listOf(a, bands, singles, passTier, tier);
  // A small result lists its programs, as every pass does (few codes reached: cheap to list).
  if (result.total <= SMALL_RESULT) result.hits = result.allHits = result.listHits(-1);
  return result;
}

/**
 * The programs checked one by one, in program order: the candidates among the programs that are not plain, and —
 * for words — the plain programs of schools whose name holds a word while their code is not found (with it found,
 * a school's name changes nothing: every word is already matched).
 */
function singlesOf(
  d: EngineData,
  a: CipAggregates,
  ps: Postings,
  m: KeywordMatch,
  bands: Uint8Array,
): Int32Array {
  let others = candidates(d, d.progCount, a.others, m, null);
  if (!others) {
    const all: number[] = [];
    for (let p = 0; p < d.progCount; p++) if (!a.plain[p]) all.push(p);
    others = Int32Array.from(all);
  }
  if (m.kind !== 'text') return others;
  const extra: number[] = [];
  const { instS } = m;
  const { start, items } = ps.byInst;
  for (let i = 0; i < instS.length; i++) {
    if ((instS[i] ?? 0) === 0) continue;
    const end = start[i + 1] ?? 0;
    for (let j = start[i] ?? 0; j < end; j++) {
      const p = items[j] ?? 0;
      if (a.plain[p] && bands[d.progCip[p] ?? NO_INDEX] === NO_MATCH) extra.push(p);
    }
  }
  if (extra.length === 0) return others;
  const out = new Int32Array(others.length + extra.length);
  out.set(others);
  out.set(extra, others.length);
  return out.sort();
}

/** The result's programs of `tier` (every one with -1), in program order. */
function listOf(
  a: CipAggregates,
  bands: Uint8Array,
  singles: Int32Array,
  passTier: Uint8Array,
  tier: number,
): number[] {
  const out: number[] = [];
  const keep = (p: number) => {
    const t = passTier[p] ?? NO_MATCH;
    if (t !== NO_MATCH && (tier < 0 || t === tier)) out.push(p);
  };
  for (const p of singles) keep(p);
  const { start, items } = a.byCip;
  for (let c = 0; c < bands.length; c++) {
    const band = bands[c] ?? NO_MATCH;
    if (band === NO_MATCH || (tier >= 0 && band !== tier >> 2)) continue;
    checkDeadline();
    const end = start[c + 1] ?? 0;
    for (let j = start[c] ?? 0; j < end; j++) keep(items[j] ?? 0);
  }
  return Array.from(Int32Array.from(out).sort());
}
