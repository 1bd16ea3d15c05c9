// A prefix- and typo-tolerant index of short texts (terms, titles, places) for suggestions as you type.
import { CHECK_MASK, checkDeadline } from '../../deadline';
import { normalize, STOP_WORDS } from '../analyze';

export interface SuggestEntry {
  text: string;
  value: string;
  kind: string;
  detail: string;
  /** how much it leads to (programs, ZIP codes…): the more, the higher */
  weight: number;
  /** kind preference: added to the score */
  boost: number;
  /**
   * entries of one group (a vocabulary entry's terms) show once, the best-matching one; none: the entry's value alone
   * tells it apart (a place, shown once per value anyway)
   */
  group?: string;
  /** more words to match on, not shown (a program's code) */
  keys?: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A query word this long or longer may hold one slip (a letter missing, extra, swapped or wrong). */
const TYPO_MIN_LENGTH = 4;
/** Most words one typed prefix may stand for (a single letter would otherwise touch everything). */
const MAX_WORDS_PER_PREFIX = 400;

/** Words of a text for matching: normalised, stop words left out unless they are all there is. */
function keyWords(text: string): string[] {
  const ws = normalize(text).split(' ').filter(Boolean);
  const content = ws.filter((w) => !STOP_WORDS.has(w));
  return content.length > 0 ? content : ws;
}

function entryWords(e: SuggestEntry): string[] {
  return keyWords(e.keys ? `${e.text} ${e.keys}` : e.text);
}

/** Every string one edit away from `w` (deletion, transposition, substitution, insertion). */
function edits1(w: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < w.length; i++) {
    out.add(w.slice(0, i) + w.slice(i + 1));
    if (i + 1 < w.length) out.add(w.slice(0, i) + (w[i + 1] ?? '') + (w[i] ?? '') + w.slice(i + 2));
    for (const c of LETTERS) if (c !== w[i]) out.add(w.slice(0, i) + c + w.slice(i + 1));
  }
  for (let i = 0; i <= w.length; i++) for (const c of LETTERS) out.add(w.slice(0, i) + c + w.slice(i));
  out.delete(w);
  return out;
}

export class SuggestIndex {
  private readonly words: string[];
  /**
   * The entries holding words[w] are postIds[postStart[w] .. postStart[w + 1]): one list for all words, not an array
   * per word (tens of thousands of place words, each a typed array's few hundred bytes of heap — decision 0266).
   */
  private readonly postStart: Int32Array;
  private readonly postIds: Int32Array;
  /** per entry: the index in `words` of its first word (-1: none) */
  private readonly firstWord: Int32Array;

  /** `wordsOf` (each entry's match words) may be given when already worked out, e.g. by buildAsync. */
  constructor(
    private readonly entries: readonly SuggestEntry[],
    wordsOf: readonly string[][] = entries.map(entryWords),
  ) {
    const byWord = new Map<string, number[]>();
    let total = 0;
    for (let id = 0; id < wordsOf.length; id++) {
      for (const w of new Set(wordsOf[id])) {
        const l = byWord.get(w);
        if (l) l.push(id);
        else byWord.set(w, [id]);
        total++;
      }
    }
    this.words = [...byWord.keys()].sort();
    this.postStart = new Int32Array(this.words.length + 1);
    this.postIds = new Int32Array(total);
    const wordIndex = new Map<string, number>();
    let at = 0;
    this.words.forEach((w, i) => {
      wordIndex.set(w, i);
      this.postStart[i] = at;
      for (const id of byWord.get(w) ?? []) this.postIds[at++] = id;
    });
    this.postStart[this.words.length] = at;
    this.firstWord = Int32Array.from(wordsOf, (ws) => wordIndex.get(ws[0] ?? '') ?? -1);
  }

  /**
   * The same index, built a slice at a time with the event loop free in between: searches arriving meanwhile are
   * not held up by tens of thousands of place names.
   */
  static async buildAsync(entries: readonly SuggestEntry[], slice = 2000): Promise<SuggestIndex> {
    const wordsOf: string[][] = [];
    for (let from = 0; from < entries.length; from += slice) {
      for (const e of entries.slice(from, from + slice)) wordsOf.push(entryWords(e));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return new SuggestIndex(entries, wordsOf);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Index of the first word ≥ prefix. */
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.words[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Entries holding a word that starts with `prefix`. */
  private entriesFor(prefix: string, into: Set<number>): void {
    checkDeadline(); // a long text with slips makes thousands of these lookups
    let seen = 0;
    for (let i = this.lowerBound(prefix); i < this.words.length && seen < MAX_WORDS_PER_PREFIX; i++) {
      const w = this.words[i] ?? '';
      if (!w.startsWith(prefix)) break;
      seen++;
      for (let j = this.postStart[i] ?? 0, end = this.postStart[i + 1] ?? 0; j < end; j++)
        into.add(this.postIds[j] ?? 0);
    }
  }

  /**
   * Entries whose words cover every typed word — the last one as a prefix, the others as a prefix too ("med asst"
   * finds nothing, "medical ass" finds "Medical Assistant") — best first. A word may hold one slip when exact
   * matching leaves fewer than `limit` entries.
   */
  search(typed: string, limit: number): SuggestEntry[] {
    const qs = normalize(typed).split(' ').filter(Boolean);
    const content = qs.filter((w, i) => i === qs.length - 1 || !STOP_WORDS.has(w));
    if (content.join('').length < 2) return [];
    const exact = content.map((w) => {
      const s = new Set<number>();
      this.entriesFor(w, s);
      return s;
    });
    const scores = new Map<number, number>();
    this.collect(exact, content, 0, scores);
    // One slip per word, only when the exact prefixes find nothing ("weldng", "sacrmento").
    if (scores.size === 0) {
      const loose = content.map((w, k) => {
        const s = new Set(exact[k]);
        if (w.length >= TYPO_MIN_LENGTH && !/^\d+$/.test(w))
          for (const v of edits1(w)) if (v.length >= 3) this.entriesFor(v, s);
        return s;
      });
      this.collect(loose, content, -3, scores);
    }
    const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const out: SuggestEntry[] = [];
    const shown = new Set<string>();
    for (const [id] of ranked) {
      const e = this.entries[id];
      if (!e) continue;
      const keys =
        e.group === undefined
          ? [`v:${e.value.toLowerCase()}`]
          : [`v:${e.value.toLowerCase()}`, `g:${e.group}`];
      if (keys.some((k) => shown.has(k))) continue;
      keys.forEach((k) => shown.add(k));
      out.push(e);
      if (out.length >= limit) break;
    }
    return out;
  }

  /** Scores the entries present in every set (not already scored). */
  private collect(
    sets: Array<Set<number>>,
    typed: string[],
    penalty: number,
    scores: Map<number, number>,
  ): void {
    const ordered = [...sets].sort((a, b) => a.size - b.size);
    const [smallest, ...others] = ordered;
    let k = 0;
    for (const id of smallest ?? []) {
      if ((++k & CHECK_MASK) === 0) checkDeadline();
      if (scores.has(id) || !others.every((s) => s.has(id))) continue;
      const e = this.entries[id];
      if (!e) continue;
      const first = this.firstWord[id] ?? -1;
      const starts = (first < 0 ? '' : (this.words[first] ?? '')).startsWith(typed[0] ?? '') ? 1.5 : 0;
      scores.set(id, e.boost + Math.log10(1 + e.weight) + starts + penalty);
    }
  }
}
