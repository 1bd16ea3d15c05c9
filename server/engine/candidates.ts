// Narrows a query to candidate programs before the full checks: by keyword postings or by location, whichever is fewer.
import type { KeywordMatch } from './match';
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

/** How many programs the groups holding query word `bit` have (an upper bound; no arrays made). */
function wordSize(m: Extract<KeywordMatch, { kind: 'text' }>, ps: Postings, bit: number): number {
  let total = 0;
  for (const [g, bits] of [
    [ps.byCip, m.cipBits],
    [ps.byName, m.nameBits],
    [ps.byInst, m.instBits],
    [ps.byList, m.listBits],
  ] as const) {
    for (let k = 0; k < bits.length; k++) if (((bits[k] ?? 0) & bit) !== 0) total += groupSize(g, k);
  }
  return total;
}

function keywordParts(m: KeywordMatch, ps: Postings): Part[] | null {
  if (m.kind === 'all') return null;
  if (m.kind === 'none') return [];
  if (m.kind === 'cip') return [[ps.byCip, m.cips]];
  if (m.kind === 'soc') return [[ps.byList, m.lists]];
  // The rarest word narrows most: measured first, its groups listed once (a 30-word keyword makes no 120 arrays).
  let bestBit = 1;
  let bestSize = Infinity;
  for (let bit = 1; bit <= m.full && bit > 0; bit <<= 1) {
    const size = wordSize(m, ps, bit);
    if (size < bestSize) [bestBit, bestSize] = [bit, size];
    if (size === 0) break;
  }
  return wordParts(m, ps, bestBit);
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
