// Turns a keyword (text or code) into a match over programs, and gives each program its relevance tier.
import { CHECK_MASK, checkDeadline } from './deadline';
import { parseCode, socPrefix } from './codes';
import { NO_INDEX, type EngineData } from './data';
import type { TextIndex } from './text-index';
import { containsRun, normalize, stem, words } from './text';

/** Relevance tiers, best first; NO_MATCH marks a program the keyword does not reach. */
export const TIER = { phrase: 0, title: 1, occupation: 2, school: 3, spread: 4 } as const;
export const NO_MATCH = 255;
const MAX_WORDS = 30;

export interface CodeInfo {
  kind: 'soc' | 'cip';
  formatted: string;
  title: string;
}

export type KeywordMatch =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'cip'; code: CodeInfo; cips: Uint8Array }
  | { kind: 'soc'; code: CodeInfo; lists: Uint8Array }
  | {
      kind: 'text';
      full: number;
      cipBits: Uint32Array;
      cipPhrase: Uint8Array;
      nameBits: Uint32Array;
      namePhrase: Uint8Array;
      listBits: Uint32Array;
      listFull: Uint8Array;
      instBits: Uint32Array;
    };

export function matchKeyword(d: EngineData, ix: TextIndex, keyword: string): KeywordMatch {
  if (keyword.trim() === '0') return { kind: 'all' }; // the segment's own default, however it was written
  const code = parseCode(keyword);
  if (code?.kind === 'cip') {
    const exact = d.cipIndex.get(code.code);
    const prefix = code.code.length === 7 ? code.code : `${code.code}${code.code.length === 2 ? '.' : ''}`;
    const cips = Uint8Array.from(d.cipCodes, (c) => (c.length === 7 && c.startsWith(prefix) ? 1 : 0));
    return {
      kind: 'cip',
      code: {
        kind: 'cip',
        formatted: code.code,
        title: exact === undefined ? '' : (d.cipTitles[exact] ?? ''),
      },
      cips,
    };
  }
  if (code?.kind === 'soc') {
    const s = d.socIndex.get(code.code);
    const lists = new Uint8Array(d.socLists.length);
    const prefix = s !== undefined && d.socDetailed[s] ? code.code : socPrefix(code.code);
    d.socCodes.forEach((c, i) => {
      if (d.socDetailed[i] && c.startsWith(prefix)) for (const l of d.listsBySoc[i] ?? []) lists[l] = 1;
    });
    return {
      kind: 'soc',
      code: { kind: 'soc', formatted: code.code, title: s === undefined ? '' : (d.socTitles[s] ?? '') },
      lists,
    };
  }
  const qStems = [...new Set(words(keyword).map(stem))].slice(0, MAX_WORDS);
  // Only punctuation ("*", "-"): no keyword. Words that are all too common or too short to index ("the", "c++"):
  // nothing can match them, so nothing is found rather than everything.
  if (qStems.length === 0) return normalize(keyword) === '' ? { kind: 'all' } : { kind: 'none' };
  return matchText(d, ix, qStems);
}

function matchText(d: EngineData, ix: TextIndex, qStems: string[]): KeywordMatch {
  const full = (1 << qStems.length) - 1;
  const cipBits = new Uint32Array(d.cipCodes.length);
  const nameBits = new Uint32Array(d.etplNames.length);
  const instBits = new Uint32Array(d.instCount);
  const socBits = new Uint32Array(d.socCodes.length);
  qStems.forEach((s, i) => {
    const bit = 1 << i;
    for (const [field, bits] of [
      [ix.cip, cipBits],
      [ix.name, nameBits],
      [ix.inst, instBits],
      [ix.soc, socBits],
    ] as const) {
      const post = field.postings.get(s);
      if (post) for (const id of post) bits[id] = (bits[id] ?? 0) | bit;
    }
  });
  const phrase = (bits: Uint32Array, stems: string[][]) => {
    const out = new Uint8Array(bits.length);
    for (let id = 0; id < bits.length; id++)
      if (bits[id] === full && containsRun(stems[id] ?? [], qStems)) out[id] = 1;
    return out;
  };
  const listBits = new Uint32Array(d.socLists.length);
  const listFull = new Uint8Array(d.socLists.length);
  for (let s = 0; s < socBits.length; s++) {
    const b = socBits[s] ?? 0;
    if (b === 0) continue;
    for (const l of d.listsBySoc[s] ?? []) {
      listBits[l] = (listBits[l] ?? 0) | b;
      if (b === full) listFull[l] = 1;
    }
  }
  return {
    kind: 'text',
    full,
    cipBits,
    cipPhrase: phrase(cipBits, ix.cip.stems),
    nameBits,
    namePhrase: phrase(nameBits, ix.name.stems),
    listBits,
    listFull,
    instBits,
  };
}

/** Writes the tier (or NO_MATCH) of each candidate program (all programs when `cands` is null) into `out`. */
export function fillTiers(
  d: EngineData,
  m: KeywordMatch,
  out: Uint8Array,
  cands: Int32Array | null = null,
): void {
  const n = cands ? cands.length : d.progCount;
  const { progCip, progSocList, progName, progInst } = d;
  if (m.kind === 'none') {
    if (!cands) out.fill(NO_MATCH, 0, n);
    else for (let k = 0; k < n; k++) out[cands[k] ?? 0] = NO_MATCH;
  } else if (m.kind === 'all') {
    if (!cands) out.fill(TIER.phrase, 0, n);
    else for (let k = 0; k < n; k++) out[cands[k] ?? 0] = TIER.phrase;
  } else if (m.kind === 'cip') {
    for (let k = 0; k < n; k++) {
      if ((k & CHECK_MASK) === 0) checkDeadline();
      const p = cands ? (cands[k] ?? 0) : k;
      const c = progCip[p] ?? NO_INDEX;
      out[p] = c >= 0 && m.cips[c] ? TIER.phrase : NO_MATCH;
    }
  } else if (m.kind === 'soc') {
    for (let k = 0; k < n; k++) {
      if ((k & CHECK_MASK) === 0) checkDeadline();
      const p = cands ? (cands[k] ?? 0) : k;
      out[p] = m.lists[progSocList[p] ?? 0] ? TIER.phrase : NO_MATCH;
    }
  } else {
    const { full, cipBits, cipPhrase, nameBits, namePhrase, listBits, listFull, instBits } = m;
    for (let k = 0; k < n; k++) {
      if ((k & CHECK_MASK) === 0) checkDeadline();
      const p = cands ? (cands[k] ?? 0) : k;
      const c = progCip[p] ?? NO_INDEX;
      const nm = progName[p] ?? NO_INDEX;
      const l = progSocList[p] ?? 0;
      const title = (c >= 0 ? (cipBits[c] ?? 0) : 0) | (nm >= 0 ? (nameBits[nm] ?? 0) : 0);
      const school = instBits[progInst[p] ?? 0] ?? 0;
      // Most programs miss some word in every field: settle those first.
      let t: number = NO_MATCH;
      if ((title | (listBits[l] ?? 0) | school) !== full) t = NO_MATCH;
      else if ((c >= 0 && cipPhrase[c]) || (nm >= 0 && namePhrase[nm])) t = TIER.phrase;
      else if (title === full) t = TIER.title;
      else if (listFull[l]) t = TIER.occupation;
      else if (school === full) t = TIER.school;
      else t = TIER.spread;
      out[p] = t;
    }
  }
}
