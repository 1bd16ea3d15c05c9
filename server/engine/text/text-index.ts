// Inverted indexes over the distinct searchable texts (CIP titles, SOC titles, school names, ETPL program names).
import { NO_INDEX, type EngineData } from '../data';
import { stem, words } from './analyze';

export interface FieldIndex {
  /** stem -> ids of the texts that contain it */
  postings: Map<string, Int32Array>;
  /** each text's stems in order, for phrase checks */
  stems: string[][];
}

export interface TextIndex {
  cip: FieldIndex;
  soc: FieldIndex;
  inst: FieldIndex;
  name: FieldIndex;
  /** every indexed word as written (normalised) -> how many programs it reaches; for spelling */
  wordWeight: Map<string, number>;
}

function buildField(
  texts: readonly string[],
  weights: ArrayLike<number>,
  wordWeight: Map<string, number>,
): FieldIndex {
  const lists = new Map<string, number[]>();
  const allStems: string[][] = [];
  texts.forEach((text, id) => {
    const ws = words(text);
    const ss = ws.map(stem);
    allStems.push(ss);
    for (const s of new Set(ss)) {
      const l = lists.get(s);
      if (l) l.push(id);
      else lists.set(s, [id]);
    }
    const w = weights[id] ?? 0;
    for (const word of new Set(ws)) wordWeight.set(word, (wordWeight.get(word) ?? 0) + w);
  });
  const postings = new Map<string, Int32Array>();
  for (const [s, l] of lists) postings.set(s, Int32Array.from(l));
  return { postings, stems: allStems };
}

export function buildTextIndex(d: EngineData): TextIndex {
  // How many programs each text reaches, so that spelling prefers words that lead somewhere.
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
  const wordWeight = new Map<string, number>();
  // Only detailed occupations lead to programs; group titles ("Healthcare Practitioners…") would match nothing.
  const socTexts = d.socTitles.map((t, s) => (d.socDetailed[s] ? t : ''));
  return {
    cip: buildField(d.cipTitles, cipW, wordWeight),
    soc: buildField(socTexts, socW, wordWeight),
    inst: buildField(d.instName, instW, wordWeight),
    name: buildField(d.etplNames, nameW, wordWeight),
    wordWeight,
  };
}

/** True when some field of the index knows this stem. */
export function knowsStem(ix: TextIndex, s: string): boolean {
  return (
    ix.cip.postings.has(s) || ix.soc.postings.has(s) || ix.inst.postings.has(s) || ix.name.postings.has(s)
  );
}
