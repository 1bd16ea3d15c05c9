// The vocabulary's terms nearest to a keyword that found nothing: siblings by program code, neighbours by spelling.
import { normalize } from '../analyze';
import type { KeywordMatch, TextSearch } from '../match';
import { editDistance } from './spelling';
import type { VocabularyEntry } from '../vocabulary';

export interface NearTerm {
  /** the entry's main term, as the table writes it */
  term: string;
  label: string;
}

const series = (cip: string) => cip.slice(0, 5);

/**
 * Up to `max` terms, best first: entries sharing a CIP series with what the keyword meant ("CNA" -> home health
 * aide, medication aide…), then entries with a word spelt like one of the keyword's words or starting like it.
 */
export function nearestTerms(t: TextSearch, m: KeywordMatch, keyword: string, max: number): NearTerm[] {
  const entries = t.vocab.entries.filter((e) => e.cips.length > 0 && e.lang === 'en');
  const typedKeys = new Set(normalize(keyword).split(' '));
  const meant = new Set<string>();
  if (m.kind === 'text')
    for (const c of m.query.concepts) for (const code of c.meaning?.cips ?? []) meant.add(series(code));
  if (m.kind === 'cip') m.cips.forEach((on, i) => on && meant.add(series(t.d.cipCodes[i] ?? '')));
  const scored: Array<[VocabularyEntry, number]> = [];
  const words = m.kind === 'text' ? m.query.concepts.filter((c) => !c.meaning).flatMap((c) => c.words) : [];
  for (const e of entries) {
    if (e.terms.some((term) => typedKeys.has(normalize(term)))) continue;
    let score = 0;
    const overlap = e.cips.filter((c) => meant.has(series(c))).length;
    if (overlap > 0) score = 100 + overlap;
    else {
      for (const w of words) {
        for (const term of e.terms) {
          for (const tw of normalize(term).split(' ')) {
            if (tw.length < 3) continue;
            const d = editDistance(w, tw, 2);
            if (d <= (w.length <= 4 ? 1 : 2)) score = Math.max(score, 60 - d * 10);
            else if (w.length >= 3 && tw.startsWith(w.slice(0, Math.max(3, w.length - 2))))
              score = Math.max(score, 30);
          }
        }
      }
    }
    if (score > 0) scored.push([e, score]);
  }
  return scored
    .sort((a, b) => b[1] - a[1] || a[0].line - b[0].line)
    .slice(0, max)
    .map(([e]) => ({ term: e.terms[0] ?? '', label: e.label }));
}
