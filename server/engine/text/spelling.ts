// Spelling suggestions drawn from the searchable vocabulary (DidYouMean), by edit distance and reach.
import { CHECK_MASK, checkDeadline } from '../deadline';
import { MAX_SPELLED_WORDS } from '../limits';
import { knowsStem, type TextIndex } from './text-index';
import { normalize, stem, STOP_WORDS } from './analyze';

export interface Speller {
  /**
   * Up to `max` whole-query corrections, best first; [] when every word is known and not rare. Only the first
   * MAX_SPELLED_WORDS words that need help are looked up (each costs a scan of the vocabulary); later ones stay.
   * A budget shared by several calls bounds the lookups of a whole request (v1 spells several values).
   */
  suggest(keyword: string, max?: number, budget?: SpellingBudget): string[];
}

/** Word lookups left; each lookup takes one. */
export interface SpellingBudget {
  words: number;
}

/** A word reaching fewer programs than this is "rare": a far more common near neighbour is suggested. */
const RARE = 3;
const RARE_RATIO = 100;

/** Optimal-string-alignment distance, giving up (returning limit + 1) once it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    prev2 = prev;
    prev = cur;
  }
  return Math.min(prev[b.length] ?? limit + 1, limit + 1);
}

/** True when every letter of `short` appears in `long` in order. */
export function isSubsequence(short: string, long: string): boolean {
  let j = 0;
  for (let i = 0; i < long.length && j < short.length; i++) if (long[i] === short[j]) j++;
  return j === short.length;
}

/** Letter counts a-z of a word (the vocabulary and the looked-up words are normalised: a-z and digits only). */
function letterBag(word: string): Uint8Array {
  const bag = new Uint8Array(26);
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    if (c >= 0 && c < 26) bag[c] = (bag[c] ?? 0) + 1;
  }
  return bag;
}

/**
 * A lower bound of the edit distance: each edit adds or removes at most one letter on each side (a transposition
 * none), so letters one word has beyond the other's cannot be fewer than the edits. 26 steps instead of a full
 * distance computation lets a scan skip nearly the whole vocabulary (decision 0080).
 */
function bagDistance(a: Uint8Array, b: Uint8Array): number {
  let extraA = 0;
  let extraB = 0;
  for (let c = 0; c < 26; c++) {
    const d = (a[c] ?? 0) - (b[c] ?? 0);
    if (d > 0) extraA += d;
    else extraB -= d;
  }
  return Math.max(extraA, extraB);
}

type VocabWord = [word: string, weight: number, bag: Uint8Array, stem: string];

/** Weight given to a job-seeker vocabulary word that no indexed text holds ("camionero"). */
const VOCABULARY_WORD_WEIGHT = 1000;

/**
 * `vocabularyWords`: the single words of the job-seeker vocabulary's terms. They are known (never corrected) and
 * may be offered; so are the index's well-attested words (decision 0063), never a word only one list misspells.
 */
export function createSpeller(ix: TextIndex, vocabularyWords: ReadonlySet<string> = new Set()): Speller {
  // Vocabulary grouped by length, most-reaching words first, so a scan looks only at plausible lengths.
  const offered = new Map<string, number>();
  for (const w of ix.attested) {
    const weight = ix.wordWeight.get(w) ?? 0;
    if (weight > 0) offered.set(w, weight);
  }
  for (const w of vocabularyWords) offered.set(w, Math.max(offered.get(w) ?? 0, VOCABULARY_WORD_WEIGHT));
  const byLength = new Map<number, VocabWord[]>();
  for (const [w, weight] of offered) {
    if (/\d/.test(w) || w.length < 3) continue;
    const l = byLength.get(w.length) ?? [];
    l.push([w, weight, letterBag(w), stem(w)]);
    byLength.set(w.length, l);
  }
  for (const l of byLength.values()) l.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  const stemWeight = new Map<string, number>();
  for (const [w, weight] of ix.wordWeight) stemWeight.set(stem(w), (stemWeight.get(stem(w)) ?? 0) + weight);
  for (const w of vocabularyWords)
    stemWeight.set(stem(w), Math.max(stemWeight.get(stem(w)) ?? 0, VOCABULARY_WORD_WEIGHT));
  const cache = new Map<string, string[]>();

  function candidates(word: string): string[] {
    const hit = cache.get(word);
    if (hit) return hit;
    const limit = word.length <= 4 ? 1 : 2;
    const ownStem = stem(word);
    const own = stemWeight.get(ownStem) ?? 0;
    const bag = letterBag(word);
    const found: Array<[string, number, number]> = [];
    let k = 0;
    for (let len = word.length - limit; len <= word.length + limit; len++) {
      for (const [w, weight, wBag, wStem] of byLength.get(len) ?? []) {
        if ((++k & CHECK_MASK) === 0) checkDeadline();
        if (w === word || wStem === ownStem || weight < Math.max(1, own * RARE_RATIO)) continue;
        if (bagDistance(bag, wBag) > limit) continue;
        const dist = editDistance(word, w, limit);
        if (dist <= limit) found.push([w, dist, weight]);
      }
    }
    const best = Math.min(...found.map((f) => f[1]));
    // At the same distance, a word the typed one could be by leaving letters out ("electrican" in "electrician")
    // beats a substitution ("electrical"): dropped letters are the commonest slip. Then the more used word wins.
    const omitted = (w: string) => (isSubsequence(word, w) ? 0 : 1);
    const out = found
      .filter((f) => f[1] === best)
      .sort((x, y) => omitted(x[0]) - omitted(y[0]) || y[2] - x[2] || (x[0] < y[0] ? -1 : 1))
      .map((f) => f[0]);
    if (cache.size > 5000) cache.clear();
    cache.set(word, out);
    return out;
  }

  function needsHelp(word: string): boolean {
    if (word.length < 3 || /\d/.test(word) || STOP_WORDS.has(word) || vocabularyWords.has(word)) return false;
    return !knowsStem(ix, stem(word)) || (stemWeight.get(stem(word)) ?? 0) < RARE;
  }

  return {
    suggest(keyword: string, max = 3, budget: SpellingBudget = { words: MAX_SPELLED_WORDS }): string[] {
      const ws = normalize(keyword).split(' ').filter(Boolean);
      const lookUp = (w: string) => {
        if (budget.words <= 0 || !needsHelp(w)) return [];
        budget.words--;
        return candidates(w);
      };
      const options = ws.map(lookUp);
      if (options.every((o) => o.length === 0)) return [];
      // Variants: the best fix for every word, then the next-best fixes of the first word that has several.
      const base = ws.map((w, i) => options[i]?.[0] ?? w);
      const out = [base.join(' ')];
      const first = options.findIndex((o) => o.length > 1);
      for (const alt of first >= 0 ? (options[first] ?? []).slice(1) : []) {
        if (out.length >= max) break;
        out.push(base.map((w, i) => (i === first ? alt : w)).join(' '));
      }
      return out.slice(0, max);
    },
  };
}
