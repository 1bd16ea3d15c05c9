// Narrows a query to candidate programs before the full checks: by keyword postings or by location, whichever is fewer.
import { CHECK_MASK, checkDeadline } from '../deadline';
import { NO_INDEX, type EngineData } from '../data';
import type { KeywordMatch, TextMatch } from '../text/match';
import { gather, groupSize, inProgramOrder, type Part, type Postings } from './postings';

const NO_FLAGS = new Uint8Array(0);

function estimate(parts: readonly Part[]): number {
  let total = 0;
  for (const [g, keys, ids] of parts) {
    if (ids) for (let j = 0; j < ids.length; j++) total += groupSize(g, ids[j] ?? 0);
    else for (let k = 0; k < keys.length; k++) if (keys[k]) total += groupSize(g, k);
  }
  return total;
}

/** Groups whose text matches a concept of `mask` in any way: any program matching it is among their programs. */
function conceptParts(m: TextMatch, ps: Postings, mask: number): Part[] {
  const has = (a: Uint32Array, b: Uint32Array | null) => {
    const out = new Uint8Array(a.length);
    for (let k = 0; k < a.length; k++) if ((((a[k] ?? 0) | (b?.[k] ?? 0)) & mask) !== 0) out[k] = 1;
    return out;
  };
  // Schools are many (71 k at 10× data) and the keyword names few: only those are listed.
  const schools = m.instIds.filter((i) => ((m.instS[i] ?? 0) & mask) !== 0);
  return [
    [ps.byCip, has(m.cipS, m.cipW)],
    [ps.byName, has(m.nameS, m.nameW)],
    [ps.byInst, NO_FLAGS, schools],
    [ps.byList, has(m.listS, m.listW)],
  ];
}

/** How many programs the groups matching a concept of `mask` hold (an upper bound; no arrays made). */
function conceptSize(m: TextMatch, ps: Postings, mask: number): number {
  let total = 0;
  for (const [g, a, b] of [
    [ps.byCip, m.cipS, m.cipW],
    [ps.byName, m.nameS, m.nameW],
    [ps.byList, m.listS, m.listW],
  ] as const) {
    for (let k = 0; k < a.length; k++)
      if ((((a[k] ?? 0) | (b?.[k] ?? 0)) & mask) !== 0) total += groupSize(g, k);
  }
  for (const i of m.instIds) if (((m.instS[i] ?? 0) & mask) !== 0) total += groupSize(ps.byInst, i);
  return total;
}

/** Which concepts the keyword's candidates are drawn by: all of a partial match's, else the rarest concept's. */
function candidateMask(m: TextMatch, ps: Postings): { mask: number; size: number } {
  // A partial match needs only one concept: the programs matching any.
  if (m.partial) return { mask: m.full, size: conceptSize(m, ps, m.full) };
  // Every program of a full match matches each concept: the rarest concept's programs are enough. Measured first,
  // its groups listed once (a 30-word keyword makes no 120 arrays).
  let bestBit = 1;
  let bestSize = Infinity;
  for (let bit = 1; bit <= m.full && bit > 0; bit <<= 1) {
    const size = conceptSize(m, ps, bit);
    if (size < bestSize) [bestBit, bestSize] = [bit, size];
    if (size === 0) break;
  }
  return { mask: bestBit, size: bestSize };
}

/** The place a search is limited to: its institutions (ascending) and how many programs they hold. */
export interface Place {
  instOk: Uint8Array | null;
  inside: Int32Array | null;
  insidePrograms: number;
}

/**
 * A keyword's postings are marked one program at a time in group order (a random read per program) and then read
 * back over the span of the corpus they cover; a place's programs are tested where they lie. Measured at 10× data,
 * testing a place's program costs about a third of gathering a posting: the place is walked when it holds fewer
 * than PLACE_WEIGHT times the keyword's programs.
 */
const PLACE_WEIGHT = 3;

/** Candidate programs (each once, ascending), or null when nothing narrows the search below a full scan. */
export function candidates(
  d: EngineData,
  n: number,
  ps: Postings,
  /** `{ kind: 'all' }`: no keyword */
  m: KeywordMatch | { kind: 'all' },
  place: Place | null,
): Int32Array | null {
  if (m.kind === 'none') return new Int32Array(0);
  const instOk = place?.instOk ?? null;
  let kw: Part[] | null = null;
  let kwSize = Infinity;
  let mask = 0;
  if (m.kind === 'cip') [kw, kwSize] = [[[ps.byCip, m.cips]], estimate([[ps.byCip, m.cips]])];
  else if (m.kind === 'soc') [kw, kwSize] = [[[ps.byList, m.lists]], estimate([[ps.byList, m.lists]])];
  else if (m.kind === 'text') ({ mask, size: kwSize } = candidateMask(m, ps));
  if (kwSize === 0) return new Int32Array(0);
  const limit = n / 4; // above this a plain scan is as quick
  if (place?.inside && place.insidePrograms < limit && place.insidePrograms < PLACE_WEIGHT * kwSize) {
    return placePrograms(d, ps, m, place.inside, place.insidePrograms);
  }
  if (m.kind === 'text' && kwSize < limit) kw = conceptParts(m, ps, mask);
  const options: Part[][] = [];
  if (kw) options.push(kw);
  if (instOk) options.push([place?.inside ? [ps.byInst, instOk, place.inside] : [ps.byInst, instOk]]);
  let best: Part[] | null = null;
  let bestSize = limit;
  for (const o of options) {
    const size = estimate(o);
    if (size < bestSize) [best, bestSize] = [o, size];
  }
  return best ? gather(d, n, best, instOk) : null;
}

/**
 * The concepts each CIP code, ETPL name and occupation list matches in any way, for a test per program: the code and
 * the name shifted by one, so "none" (-1) reads the 0 in front (no branch per program).
 */
function conceptsByKey(m: TextMatch) {
  const either = (a: Uint32Array, b: Uint32Array, shift: number) => {
    const out = new Uint32Array(a.length + shift);
    for (let k = 0; k < a.length; k++) out[k + shift] = (a[k] ?? 0) | (b[k] ?? 0);
    return out;
  };
  return {
    full: m.full,
    partial: m.partial,
    instS: m.instS,
    cip: either(m.cipS, m.cipW, 1),
    name: either(m.nameS, m.nameW, 1),
    list: either(m.listS, m.listW, 0),
  };
}

/**
 * The programs of the place's institutions that the keyword reaches (all of them without a keyword), ascending.
 * For a text keyword the test is fillTiers' own (text/match.ts): the concepts matched by the program's CIP code,
 * name, occupations and school, all of them (or, for a partial match, any).
 */
function placePrograms(
  d: EngineData,
  ps: Postings,
  m: KeywordMatch | { kind: 'all' },
  inside: Int32Array,
  size: number,
): Int32Array {
  const { start, items } = ps.byInst;
  const { progCip, progName, progSocList } = d;
  const out = new Int32Array(size);
  const text = m.kind === 'text' ? conceptsByKey(m) : null;
  let w = 0;
  for (let k = 0; k < inside.length; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const i = inside[k] ?? 0;
    const from = start[i] ?? 0;
    const to = start[i + 1] ?? 0;
    if (m.kind === 'all') {
      out.set(items.subarray(from, to), w);
      w += to - from;
    } else if (m.kind === 'cip') {
      for (let j = from; j < to; j++) {
        const p = items[j] ?? 0;
        const c = progCip[p] ?? NO_INDEX;
        if (c >= 0 && m.cips[c]) out[w++] = p;
      }
    } else if (m.kind === 'soc') {
      for (let j = from; j < to; j++) {
        const p = items[j] ?? 0;
        if (m.lists[progSocList[p] ?? 0]) out[w++] = p;
      }
    } else if (text) {
      const school = text.instS[i] ?? 0;
      for (let j = from; j < to; j++) {
        const p = items[j] ?? 0;
        const any =
          (school |
            (text.cip[(progCip[p] ?? NO_INDEX) + 1] ?? 0) |
            (text.name[(progName[p] ?? NO_INDEX) + 1] ?? 0) |
            (text.list[progSocList[p] ?? 0] ?? 0)) &
          text.full;
        if (text.partial ? any !== 0 : any === text.full) out[w++] = p;
      }
    }
  }
  // In program order, as gather gives them: the passes then read the per-program arrays front to back.
  return inProgramOrder(out.subarray(0, w), d.progCount);
}
