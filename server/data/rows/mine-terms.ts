// Mines the words of ETPL program names that reliably predict a CIP code ("CDL" -> 49.0205), for the search to use
// as a weaker signal than the reviewed vocabulary (decision 0060).
import { FILLER_WORDS, stem, words } from '../../engine/text/analyze';

export interface NamedProgram {
  name: string;
  /** 6-digit dotted CIP, '' when the list gave none */
  cip: string;
  provider: string;
}

export interface MinedTerm {
  /** the term as most programs write it (normalised): "cdl", "nurse aide" */
  term: string;
  cip: string;
  /** programs whose name holds the term */
  programs: number;
  /** providers among them */
  providers: number;
  /** share of those programs that have this CIP code */
  precision: number;
}

export interface MiningRules {
  minPrograms: number;
  minProviders: number;
  minPrecision: number;
}

/** Thresholds measured on the Texas list (decision 0060): loose enough for "CDL" (49.0205), tight enough to drop "level". */
export const MINING_RULES: MiningRules = { minPrograms: 8, minProviders: 4, minPrecision: 0.75 };

interface Tally {
  programs: number;
  providers: Set<string>;
  byCip: Map<string, number>;
  spellings: Map<string, number>;
}

/** Unigrams and bigrams of program names (stem keys), each counted once per program. */
export function mineTerms(programs: readonly NamedProgram[], rules: MiningRules = MINING_RULES): MinedTerm[] {
  const tallies = new Map<string, Tally>();
  for (const p of programs) {
    if (!p.cip) continue;
    const ws = words(p.name).filter((w) => !/^\d+$/.test(w) && !FILLER_WORDS.has(w));
    const seen = new Set<string>();
    const grams: Array<[string, string]> = ws.map((w) => [stem(w), w]);
    for (let i = 0; i + 1 < ws.length; i++)
      grams.push([`${stem(ws[i] ?? '')} ${stem(ws[i + 1] ?? '')}`, `${ws[i]} ${ws[i + 1]}`]);
    for (const [key, written] of grams) {
      if (seen.has(key)) continue;
      seen.add(key);
      let t = tallies.get(key);
      if (!t) {
        t = { programs: 0, providers: new Set(), byCip: new Map(), spellings: new Map() };
        tallies.set(key, t);
      }
      t.programs++;
      t.providers.add(p.provider);
      t.byCip.set(p.cip, (t.byCip.get(p.cip) ?? 0) + 1);
      t.spellings.set(written, (t.spellings.get(written) ?? 0) + 1);
    }
  }
  const out: MinedTerm[] = [];
  for (const t of tallies.values()) {
    if (t.programs < rules.minPrograms || t.providers.size < rules.minProviders) continue;
    const [cip, count] = [...t.byCip].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0] ?? ['', 0];
    const precision = count / t.programs;
    if (precision < rules.minPrecision) continue;
    const term = [...t.spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
    out.push({ term, cip, programs: t.programs, providers: t.providers.size, precision });
  }
  return out.sort((a, b) => b.programs - a.programs || (a.term < b.term ? -1 : 1));
}
