// Inverted indexes over the distinct searchable texts (CIP titles, SOC titles, school names, ETPL program names).
import { NO_INDEX, type EngineData } from '../data';
import { derivedKey, stem, words } from './analyze';

export interface FieldIndex {
  /** Porter stem -> ids of the texts that contain it */
  postings: Map<string, Int32Array>;
  /** second key (analyze.derivedKey) -> ids of the texts that contain a word with it */
  derived: Map<string, Int32Array>;
  /** each text's stems in order, for phrase checks */
  stems: string[][];
}

export interface TextIndex {
  cip: FieldIndex;
  soc: FieldIndex;
  inst: FieldIndex;
  name: FieldIndex;
  /** every indexed word as written (normalised) -> how many programs it reaches */
  wordWeight: Map<string, number>;
  /** the indexed words in code-unit order, for prefix look-ups (binary search) */
  sortedWords: string[];
  /** Words spelling may offer (decision 0063): CIP and SOC titles, IPEDS school names, words of several programs. */
  attested: Set<string>;
  /** second key of a word, as the index computed it */
  derivedOf(word: string): string;
}

interface FieldSource {
  /** each text's words (analyze.words), computed once for the index, the second key and spelling */
  tokens: string[][];
  /** programs each text reaches */
  weights: ArrayLike<number>;
}

function toPostings(lists: Map<string, number[]>): Map<string, Int32Array> {
  const out = new Map<string, Int32Array>();
  for (const [k, l] of lists) out.set(k, Int32Array.from(l));
  return out;
}

function buildField(
  src: FieldSource,
  derive: (w: string) => string,
  wordWeight: Map<string, number>,
): FieldIndex {
  const lists = new Map<string, number[]>();
  const dlists = new Map<string, number[]>();
  const add = (m: Map<string, number[]>, k: string, id: number) => {
    const l = m.get(k);
    if (!l) m.set(k, [id]);
    else if (l[l.length - 1] !== id) l.push(id);
  };
  const allStems: string[][] = [];
  src.tokens.forEach((ws, id) => {
    const ss = ws.map(stem);
    allStems.push(ss);
    ss.forEach((s) => add(lists, s, id));
    ws.forEach((w) => add(dlists, derive(w), id));
    const weight = src.weights[id] ?? 0;
    for (const w of new Set(ws)) wordWeight.set(w, (wordWeight.get(w) ?? 0) + weight);
  });
  return { postings: toPostings(lists), derived: toPostings(dlists), stems: allStems };
}

/** Words of the ETPL program names that occur in at least this many programs of at least two providers. */
const ATTESTED_PROGRAMS = 3;

export function buildTextIndex(d: EngineData): TextIndex {
  // How many programs each text reaches, so that spelling and prefixes prefer words that lead somewhere.
  const cipW = new Int32Array(d.cipCodes.length);
  const instW = new Int32Array(d.instCount);
  const nameW = new Int32Array(d.etplNames.length);
  const listW = new Int32Array(d.socLists.length);
  for (let p = 0; p < d.progCount; p++) {
    const c = d.progCip[p] ?? NO_INDEX;
    if (c >= 0) cipW[c] = (cipW[c] ?? 0) + 1;
    const i = d.progInst[p] ?? 0;
    instW[i] = (instW[i] ?? 0) + 1;
    const n = d.progName[p] ?? NO_INDEX;
    if (n >= 0) nameW[n] = (nameW[n] ?? 0) + 1;
    const l = d.progSocList[p] ?? 0;
    listW[l] = (listW[l] ?? 0) + 1;
  }
  const socW = new Int32Array(d.socCodes.length);
  d.socLists.forEach((l, li) => l.forEach((s) => (socW[s] = (socW[s] ?? 0) + (listW[li] ?? 0))));
  // Only detailed occupations lead to programs; group titles ("Healthcare Practitioners…") would match nothing.
  const socTexts = d.socTitles.map((t, s) => (d.socDetailed[s] ? t : ''));
  const sources = {
    cip: { tokens: d.cipTitles.map(words), weights: cipW },
    soc: { tokens: socTexts.map(words), weights: socW },
    inst: { tokens: d.instName.map(words), weights: instW },
    name: { tokens: d.etplNames.map(words), weights: nameW },
  };
  // The second key needs to know every stem first (it only maps a word onto a stem the index has).
  const known = new Set<string>();
  for (const src of Object.values(sources))
    for (const ws of src.tokens) for (const w of ws) known.add(stem(w));
  for (const s of [...known]) if (s.length > 6 && s.endsWith('i')) known.add(s.slice(0, -1));
  const derivedCache = new Map<string, string>();
  const derivedOf = (w: string) => {
    let k = derivedCache.get(w);
    if (k === undefined) {
      k = derivedKey(w, (s) => known.has(s));
      if (derivedCache.size < 100_000) derivedCache.set(w, k);
    }
    return k;
  };
  const wordWeight = new Map<string, number>();
  const index = {
    cip: buildField(sources.cip, derivedOf, wordWeight),
    soc: buildField(sources.soc, derivedOf, wordWeight),
    inst: buildField(sources.inst, derivedOf, wordWeight),
    name: buildField(sources.name, derivedOf, wordWeight),
  };
  return {
    ...index,
    wordWeight,
    sortedWords: [...wordWeight.keys()].sort(),
    attested: attestedWords(d, sources, nameW),
    derivedOf,
  };
}

/**
 * Spelling offers only words that many would recognise: those of CIP and SOC titles and of IPEDS school names
 * (published by NCES and BLS), and words of ETPL program names that several programs of two or more providers use —
 * a slip in one provider's list ("Electrcian") never becomes a suggestion.
 */
function attestedWords(
  d: EngineData,
  tokens: Record<'cip' | 'soc' | 'inst' | 'name', { tokens: string[][] }>,
  nameW: Int32Array,
): Set<string> {
  const out = new Set<string>();
  for (const ws of tokens.cip.tokens) for (const w of ws) out.add(w);
  for (const ws of tokens.soc.tokens) for (const w of ws) out.add(w); // group titles were blanked
  tokens.inst.tokens.forEach((ws, i) => {
    if ((d.instId[i] ?? 0) < 10_000_000) for (const w of ws) out.add(w); // IPEDS ids are UNITIDs
  });
  // ETPL names: programs and providers per word.
  const programs = new Map<string, number>();
  const providers = new Map<string, Set<string>>();
  const providerOfName = new Map<number, Set<string>>();
  // A school's programs sit together, so most programs repeat the (name, school) pair just seen: skipping those
  // keeps this loop over every program to typed-array reads (about a second at 10× data otherwise).
  const lastInst = new Int32Array(d.etplNames.length).fill(-1);
  for (let p = 0; p < d.progCount; p++) {
    const n = d.progName[p] ?? NO_INDEX;
    if (n < 0) continue;
    const inst = d.progInst[p] ?? 0;
    if (lastInst[n] === inst) continue;
    lastInst[n] = inst;
    const set = providerOfName.get(n) ?? new Set<string>();
    set.add(d.instName[inst] ?? '');
    providerOfName.set(n, set);
  }
  tokens.name.tokens.forEach((ws, n) => {
    for (const w of new Set(ws)) {
      programs.set(w, (programs.get(w) ?? 0) + (nameW[n] ?? 0));
      const set = providers.get(w) ?? new Set<string>();
      for (const prov of providerOfName.get(n) ?? []) set.add(prov);
      providers.set(w, set);
    }
  });
  for (const [w, count] of programs) {
    if (count >= ATTESTED_PROGRAMS && (providers.get(w)?.size ?? 0) >= 2) out.add(w);
  }
  return out;
}

/** True when some field of the index knows this stem. */
export function knowsStem(ix: TextIndex, s: string): boolean {
  return (
    ix.cip.postings.has(s) || ix.soc.postings.has(s) || ix.inst.postings.has(s) || ix.name.postings.has(s)
  );
}

/** Indexed words that start with `prefix` (as written), at most `max`, those reaching most programs first. */
export function wordsWithPrefix(ix: TextIndex, prefix: string, max: number): string[] {
  const ws = ix.sortedWords;
  let lo = 0;
  let hi = ws.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ws[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: string[] = [];
  for (let i = lo; i < ws.length && (ws[i] ?? '').startsWith(prefix); i++) found.push(ws[i] ?? '');
  if (found.length <= max) return found;
  return found
    .sort((a, b) => (ix.wordWeight.get(b) ?? 0) - (ix.wordWeight.get(a) ?? 0) || (a < b ? -1 : 1))
    .slice(0, max);
}
