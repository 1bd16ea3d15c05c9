// Text analysis shared by the index and the queries: normalise, split into words, drop stop words, stem.
import { stemmer } from 'stemmer';

/** Words too common in titles and queries to tell programs apart ("and", "of"…); never indexed, never required. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'near',
]);

/** Lower case, accents folded, apostrophes dropped ("Bachelor's" -> "bachelors"), everything else not a letter or digit a space. */
export function normalize(text: string): string {
  // Accent folding only when there is something to fold: most texts are plain ASCII.
  const folded = /[^ -~]/.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  return folded
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text as written (normalised), stop words and lone letters left out. */
export function words(text: string): string[] {
  const norm = normalize(text);
  if (norm === '') return [];
  return norm.split(' ').filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));
}

const stemCache = new Map<string, string>();

/** Porter stem of one normalised word (digits kept as they are); memoised, the vocabulary is small. */
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /\d/.test(word) ? word : stemmer(word);
    if (stemCache.size < 200_000) stemCache.set(word, s);
  }
  return s;
}

/** The stems of a text in order (duplicates kept, for phrase checks). */
export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** True when `needle` occurs as a contiguous run inside `hay`. */
export function containsRun(hay: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > hay.length) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
