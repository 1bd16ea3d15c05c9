// Spelling suggestions drawn from the searchable vocabulary (DidYouMean), by edit distance and reach.
import { CHECK_MASK, checkDeadline, outsideDeadline } from '../../deadline';
import { MAX_SPELLED_WORDS } from '../../limits';
import { knowsStem, type TextIndex } from '../text-index';
import { normalize, stem, STOP_WORDS } from '../analyze';
import { cognateCandidates } from '../cognates';
import { DeletionIndex } from './deletion-index';
import type { VocabularyIndex } from '../vocabulary';

export interface Speller {
  /**
   * Up to `max` whole-query corrections, best first; [] when every word is known and not rare. Only the first
   * MAX_SPELLED_WORDS words that need help are looked up; later ones stay.
   * A budget shared by several calls bounds the lookups of a whole request (v1 spells several values).
   */
  suggest(keyword: string, max?: number, budget?: SpellingBudget): string[];
  /** Builds the look-up index now (once the service listens) rather than on the first misspelt word. */
  warmUp(): void;
}

/** Word lookups left; each lookup takes one. */
export interface SpellingBudget {
  words: number;
}

/** A word reaching fewer programs than this is "rare": a far more common near neighbour is suggested. */
const RARE = 3;
const RARE_RATIO = 100;
/** A word only program or school names hold is looked up when it reaches fewer programs than this. */
const NAMES_ONLY_RARE = 30;

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

/** Weight given to a job-seeker vocabulary word that no indexed text holds ("camionero"). */
const VOCABULARY_WORD_WEIGHT = 1000;

/**
 * How a look-up finds the words near a typed one: `index` reads the deletion neighbourhoods (deletion-index.ts),
 * whose cost follows the candidates; `scan` walks every word of a plausible length (the way before decision 0127,
 * kept as the reference the index is tested and benchmarked against). Both give the same answers.
 */
export type NearWordSearch = 'index' | 'scan';

/** The words spelling may offer, with what each look-up needs of them. */
interface OfferedWords {
  words: string[];
  weights: number[];
  stems: string[];
  /** index: every word; scan: word ids by length, most-reaching first */
  near: DeletionIndex | Map<number, number[]>;
  bags?: Uint8Array[];
}

function offeredWords(
  ix: TextIndex,
  vocabularyWords: ReadonlySet<string>,
  search: NearWordSearch,
  titleWords: ReadonlySet<string> = new Set(),
): OfferedWords {
  const offered = new Map<string, number>();
  for (const w of ix.attested) {
    const weight = ix.wordWeight.get(w) ?? 0;
    if (weight > 0) offered.set(w, weight);
  }
  // Words of O*NET's job titles (decision 0180): attested by O*NET; weighted by the programs they reach, at least 1,
  // so a word leading to programs comes first.
  for (const w of titleWords) if (!offered.has(w)) offered.set(w, Math.max(1, ix.wordWeight.get(w) ?? 0));
  for (const w of vocabularyWords) offered.set(w, Math.max(offered.get(w) ?? 0, VOCABULARY_WORD_WEIGHT));
  const words: string[] = [];
  const weights: number[] = [];
  for (const [w, weight] of offered) {
    if (/\d/.test(w) || w.length < 3) continue;
    words.push(w);
    weights.push(weight);
  }
  const stems = words.map(stem);
  if (search === 'index') return { words, weights, stems, near: new DeletionIndex(words) };
  // Grouped by length, most-reaching words first, so a scan looks only at plausible lengths.
  const byLength = new Map<number, number[]>();
  words.forEach((w, id) => {
    const l = byLength.get(w.length) ?? [];
    l.push(id);
    byLength.set(w.length, l);
  });
  const heavier = (x: number, y: number) =>
    (weights[y] ?? 0) - (weights[x] ?? 0) || ((words[x] ?? '') < (words[y] ?? '') ? -1 : 1);
  for (const l of byLength.values()) l.sort(heavier);
  return { words, weights, stems, near: byLength, bags: words.map(letterBag) };
}

/** Ids of the offered words that may lie within `limit` edits of `word` (a superset: the caller verifies). */
function nearIds(o: OfferedWords, word: string, limit: number): number[] {
  if (o.near instanceof DeletionIndex) return o.near.candidates(word, limit);
  const out: number[] = [];
  const bag = letterBag(word);
  let k = 0;
  for (let len = word.length - limit; len <= word.length + limit; len++) {
    for (const id of o.near.get(len) ?? []) {
      if ((++k & CHECK_MASK) === 0) checkDeadline();
      if (bagDistance(bag, o.bags?.[id] ?? bag) <= limit) out.push(id);
    }
  }
  return out;
}

/** The single words (3 letters or more) of the job-seeker vocabulary's terms: known to spelling, and offered. */
export function vocabularySpellingWords(vocab: VocabularyIndex): Set<string> {
  return new Set(
    vocab.entries
      .flatMap((e) =>
        e.terms.flatMap((t) => {
          const ws = normalize(t).split(' ');
          // a term of two or three words is also found written solid ("x-ray" / "xray"): known that way too
          return ws.length >= 2 && ws.length <= 3 ? [...ws, ws.join('')] : ws;
        }),
      )
      .filter((w) => w.length > 2),
  );
}

/**
 * `vocabularyWords`: the single words of the job-seeker vocabulary's terms. They are known (never corrected) and
 * may be offered; so are the index's well-attested words (decision 0063), never a word only one list misspells.
 * The offered words and their look-up index are built on the first look-up or by warmUp, outside any deadline.
 */
/** Words spelling knows beyond the index and the table (decision 0181). */
export interface KnownWords {
  /** job-title words (O*NET): known, never corrected, and offered (built on warm-up) */
  titles?: () => ReadonlySet<string>;
  /** words everyone knows (familiar English, phrasing, filler, Spanish phrasing): known, never offered */
  familiar?: ReadonlySet<string>;
}

/** An acronym as typed ("EPA", "RBT", "CCNA"): the user wrote it in capitals on purpose; never corrected. */
const TYPED_ACRONYM = /^[A-Z][A-Z0-9&+]{1,5}$/;
const SPANISH_LETTERS = /[áéíóúñü]/i;

export function createSpeller(
  ix: TextIndex,
  vocabularyWords: ReadonlySet<string> = new Set(),
  search: NearWordSearch = 'index',
  known: KnownWords = {},
): Speller {
  const stemWeight = new Map<string, number>();
  for (const [w, weight] of ix.wordWeight) stemWeight.set(stem(w), (stemWeight.get(stem(w)) ?? 0) + weight);
  for (const w of vocabularyWords)
    stemWeight.set(stem(w), Math.max(stemWeight.get(stem(w)) ?? 0, VOCABULARY_WORD_WEIGHT));
  // A word is attested when a published title, an IPEDS school name or several providers use it (decision 0063);
  // a word only one provider's list holds ("Assitant") is not, and may be corrected.
  // Built on the first look-up or by warmUp, like the offered words: start-up does not wait for them.
  let stemSets: { attested: Set<string>; published: Set<string> } | undefined;
  const stemSetsNow = () =>
    (stemSets ??= outsideDeadline(() => ({
      attested: new Set([...ix.attested].map(stem)),
      // Words of the published CIP and SOC titles: never corrected.
      published: new Set([...ix.cip.stems, ...ix.soc.stems].flat()),
    })));
  const familiar = known.familiar ?? new Set<string>();
  let titleWords: ReadonlySet<string> | undefined;
  const titlesNow = () => (titleWords ??= outsideDeadline(() => known.titles?.() ?? new Set<string>()));
  let offered: OfferedWords | undefined;
  const offeredNow = () =>
    (offered ??= outsideDeadline(() => offeredWords(ix, vocabularyWords, search, titlesNow())));
  const cache = new Map<string, string[]>();

  function candidates(word: string): string[] {
    const hit = cache.get(word);
    if (hit) return hit;
    const o = offeredNow();
    const limit = word.length <= 4 ? 1 : 2;
    const ownStem = stem(word);
    const own = stemWeight.get(ownStem) ?? 0;
    const found: Array<[string, number, number]> = [];
    let k = 0;
    for (const id of nearIds(o, word, limit)) {
      if ((++k & CHECK_MASK) === 0) checkDeadline();
      const w = o.words[id] ?? '';
      const weight = o.weights[id] ?? 0;
      if (w === word || o.stems[id] === ownStem || weight < Math.max(1, own * RARE_RATIO)) continue;
      const dist = editDistance(word, w, limit);
      if (dist <= limit) found.push([w, dist, weight]);
    }
    const best = Math.min(...found.map((f) => f[1]));
    // At the same distance, a word the typed one could be by leaving letters out ("electrican" in "electrician")
    // beats a substitution ("electrical"): dropped letters are the commonest slip. Then the more used word wins.
    // Words are distinct, so the order is total: it does not depend on the order the candidates were found in.
    const omitted = (w: string) => (isSubsequence(word, w) ? 0 : 1);
    const out = found
      .filter((f) => f[1] === best)
      .sort((x, y) => omitted(x[0]) - omitted(y[0]) || y[2] - x[2] || (x[0] < y[0] ? -1 : 1))
      .map((f) => f[0]);
    if (cache.size > 5000) cache.clear();
    cache.set(word, out);
    return out;
  }

  /**
   * Only an unknown word gets help: not a word of the vocabulary, of a job title, of everyday English or Spanish
   * phrasing, nor an attested word (one reaching too few programs still may: "weld" → "welding").
   */
  function needsHelp(word: string): boolean {
    if (word.length < 3 || /\d/.test(word) || STOP_WORDS.has(word) || vocabularyWords.has(word)) return false;
    if (familiar.has(word) || titlesNow().has(word)) return false;
    // A Spanish word the titles know through its English cognate ("aviación" → aviation) is understood, not wrong.
    if (cognateCandidates(word).some((c) => (ix.wordWeight.get(c) ?? 0) > 0)) return false;
    const s = stem(word);
    const weight = stemWeight.get(s) ?? 0;
    if (!knowsStem(ix, s) || weight < RARE) return true;
    const { attested, published } = stemSetsNow();
    if (published.has(s)) return false;
    // Known only from program and school names: a common slip several lists share ("Assitant") reaches few programs.
    return !attested.has(s) || weight < NAMES_ONLY_RARE;
  }

  return {
    warmUp: () => {
      stemSetsNow();
      offeredNow();
    },
    suggest(keyword: string, max = 3, budget: SpellingBudget = { words: MAX_SPELLED_WORDS }): string[] {
      // The words as typed: a correction replaces an unknown word and leaves every other word as it was written.
      const ws = keyword.split(/\s+/).filter(Boolean);
      const lookUp = (typed: string) => {
        const w = normalize(typed);
        // Written with Spanish letters (á, ñ…): Spanish on purpose, not a slip of English.
        if (w.includes(' ') || TYPED_ACRONYM.test(typed.replace(/[.\s]/g, '')) || SPANISH_LETTERS.test(typed))
          return [];
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
