// Narrows a query to candidate programs before the full checks: by keyword postings or by location, whichever is fewer.
import type { KeywordMatch, TextMatch } from '../text/match';
import { gather, groupSize, type Groups, type Postings } from './postings';

type Part = [Groups, ArrayLike<number>];

function estimate(parts: readonly Part[]): number {
  let total = 0;
  for (const [g, keys] of parts) for (let k = 0; k < keys.length; k++) if (keys[k]) total += groupSize(g, k);
  return total;
}

/** Groups whose text matches a concept of `mask` in any way: any program matching it is among their programs. */
function conceptParts(m: TextMatch, ps: Postings, mask: number): Part[] {
  const has = (a: Uint32Array, b: Uint32Array | null) => {
    const out = new Uint8Array(a.length);
    for (let k = 0; k < a.length; k++) if ((((a[k] ?? 0) | (b?.[k] ?? 0)) & mask) !== 0) out[k] = 1;
    return out;
  };
  return [
    [ps.byCip, has(m.cipS, m.cipW)],
    [ps.byName, has(m.nameS, m.nameW)],
    [ps.byInst, has(m.instS, null)],
    [ps.byList, has(m.listS, m.listW)],
  ];
}

/** How many programs the groups matching a concept of `mask` hold (an upper bound; no arrays made). */
function conceptSize(m: TextMatch, ps: Postings, mask: number): number {
  let total = 0;
  for (const [g, a, b] of [
    [ps.byCip, m.cipS, m.cipW],
    [ps.byName, m.nameS, m.nameW],
    [ps.byInst, m.instS, null],
    [ps.byList, m.listS, m.listW],
  ] as const) {
    for (let k = 0; k < a.length; k++)
      if ((((a[k] ?? 0) | (b?.[k] ?? 0)) & mask) !== 0) total += groupSize(g, k);
  }
  return total;
}

function keywordParts(m: KeywordMatch | { kind: 'all' }, ps: Postings): Part[] | null {
  if (m.kind === 'all') return null;
  if (m.kind === 'none') return [];
  if (m.kind === 'cip') return [[ps.byCip, m.cips]];
  if (m.kind === 'soc') return [[ps.byList, m.lists]];
  // A partial match needs only one concept: the programs matching any.
  if (m.partial) return conceptParts(m, ps, m.full);
  // Every program of a full match matches each concept: the rarest concept's programs are enough. Measured first,
  // its groups listed once (a 30-word keyword makes no 120 arrays).
  let bestBit = 1;
  let bestSize = Infinity;
  for (let bit = 1; bit <= m.full && bit > 0; bit <<= 1) {
    const size = conceptSize(m, ps, bit);
    if (size < bestSize) [bestBit, bestSize] = [bit, size];
    if (size === 0) break;
  }
  return conceptParts(m, ps, bestBit);
}

/** Candidate programs (each once, in no particular order), or null when nothing narrows the search below a full scan. */
export function candidates(
  d: { progInst: Int32Array },
  n: number,
  ps: Postings,
  /** `{ kind: 'all' }`: no keyword */
  m: KeywordMatch | { kind: 'all' },
  instOk: Uint8Array | null,
): Int32Array | null {
  const options: Part[][] = [];
  const kw = keywordParts(m, ps);
  if (kw?.length === 0) return new Int32Array(0);
  if (kw) options.push(kw);
  if (instOk) options.push([[ps.byInst, instOk]]);
  let best: Part[] | null = null;
  let bestSize = n / 4; // above this a plain scan is as quick
  for (const o of options) {
    const size = estimate(o);
    if (size < bestSize) [best, bestSize] = [o, size];
  }
  return best ? gather(d, n, best, instOk) : null;
}
