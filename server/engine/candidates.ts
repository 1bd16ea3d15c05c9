// Narrows a query to candidate programs before the full checks: by keyword postings or by location, whichever is fewer.
import type { KeywordMatch } from './text/match';
import { gather, groupSize, type Groups, type Postings } from './postings';

type Part = [Groups, ArrayLike<number>];

function estimate(parts: readonly Part[]): number {
  let total = 0;
  for (const [g, keys] of parts) for (let k = 0; k < keys.length; k++) if (keys[k]) total += groupSize(g, k);
  return total;
}

/** Groups whose text holds query word `bit`: any program that matches every word is among their programs. */
function wordParts(m: Extract<KeywordMatch, { kind: 'text' }>, ps: Postings, bit: number): Part[] {
  const has = (bits: Uint32Array) => {
    const out = new Uint8Array(bits.length);
    for (let k = 0; k < bits.length; k++) if (((bits[k] ?? 0) & bit) !== 0) out[k] = 1;
    return out;
  };
  return [
    [ps.byCip, has(m.cipBits)],
    [ps.byName, has(m.nameBits)],
    [ps.byInst, has(m.instBits)],
    [ps.byList, has(m.listBits)],
  ];
}

function keywordParts(m: KeywordMatch, ps: Postings): Part[] | null {
  if (m.kind === 'all') return null;
  if (m.kind === 'none') return [];
  if (m.kind === 'cip') return [[ps.byCip, m.cips]];
  if (m.kind === 'soc') return [[ps.byList, m.lists]];
  let best: Part[] = [];
  let bestSize = Infinity;
  for (let bit = 1; bit <= m.full && bit > 0; bit <<= 1) {
    const parts = wordParts(m, ps, bit);
    const size = estimate(parts);
    if (size < bestSize) [best, bestSize] = [parts, size];
  }
  return best;
}

/** Candidate programs (each once, in no particular order), or null when nothing narrows the search below a full scan. */
export function candidates(
  d: { progInst: Int32Array },
  n: number,
  ps: Postings,
  m: KeywordMatch,
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
