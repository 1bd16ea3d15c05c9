// Real inputs for the speller's comparison test and benchmark: its vocabulary read from a search database, and
// words misspelt the four ways people slip (a letter left out, added, replaced, two swapped).
import Database from 'better-sqlite3';
import { loadEngineData } from '../../server/engine/snapshot/start-up';
import { buildTextIndex, type TextIndex } from '../../server/engine/text/text-index';
import { buildVocabularyIndex } from '../../server/engine/text/vocabulary';
import { vocabularySpellingWords } from '../../server/engine/text/spelling/spelling';

export interface SpellingSource {
  ix: TextIndex;
  vocabularyWords: Set<string>;
  /** the words spelling may offer, in code-unit order */
  offered: string[];
}

export function spellingSource(dbPath: string): SpellingSource {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const ix = buildTextIndex(loadEngineData(db, dbPath).d);
    const vocabularyWords = vocabularySpellingWords(buildVocabularyIndex());
    const offered = [...new Set([...ix.attested, ...vocabularyWords])]
      .filter((w) => w.length >= 3 && !/\d/.test(w))
      .sort();
    return { ix, vocabularyWords, offered };
  } finally {
    db.close();
  }
}

/** Every `step`-th word, so a sample spans the alphabet. */
export const everyNth = (words: readonly string[], size: number): string[] =>
  words.filter((_, i) => i % Math.max(1, Math.floor(words.length / size)) === 0);

export type Slip = 'deletion' | 'insertion' | 'substitution' | 'transposition';
export const SLIPS: readonly Slip[] = ['deletion', 'insertion', 'substitution', 'transposition'];

/** A small deterministic generator (mulberry32), so a failing word can be reproduced. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** `word` with one slip of the kind asked for, at a random place (a random letter where one is added or replaced). */
export function misspell(word: string, slip: Slip, random: () => number): string {
  const at = (n: number) => Math.floor(random() * n);
  const letter = () => LETTERS[at(26)] ?? 'a';
  const i = at(word.length);
  switch (slip) {
    case 'deletion':
      return word.slice(0, i) + word.slice(i + 1);
    case 'insertion':
      return word.slice(0, i) + letter() + word.slice(i);
    case 'substitution':
      return word.slice(0, i) + letter() + word.slice(i + 1);
    case 'transposition': {
      const j = Math.min(i, word.length - 2);
      return word.slice(0, j) + (word[j + 1] ?? '') + (word[j] ?? '') + word.slice(j + 2);
    }
  }
}
