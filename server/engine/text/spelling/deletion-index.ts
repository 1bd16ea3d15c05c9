// Deletion neighbourhoods of a word list (symmetric delete): the words that may lie within a small edit distance of
// a typed word, found by reading a few buckets rather than scanning the list (issue 11, decision 0127).
//
// Two words within optimal-string-alignment distance k share a string reached by at most k deletions from each: a
// substitution costs one deletion on each side, an insertion one on the longer side, a transposition one on each
// side (delete the same letter of the swapped pair), and OSA edits never overlap. So the index lists every word under
// the hashes of its deletion neighbourhood (itself, every string one or two deletions away), and a look-up reads the
// buckets of the typed word's own neighbourhood. Different strings may share a bucket: a look-up returns a superset
// of the words within distance k, and the caller verifies each by edit distance — answers are those of a full scan.
//
// No deleted string is ever built: the hash is polynomial (mod 2^32), so the hash of a word with one or two letters
// left out is computed from its prefix hashes and powers of the base.
import { CHECK_MASK, checkDeadline } from '../../deadline';

/** Deletions indexed per word: the speller's largest edit distance. */
export const MAX_DELETIONS = 2;

const BASE = 0x01000193; // odd: multiplication by it is a bijection mod 2^32

/** Murmur3's finaliser: spreads the polynomial hash's low bits before they choose a bucket. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Reused per call: prefix hashes, suffix hashes and powers of BASE for a word of up to `n` letters. */
class HashScratch {
  prefix = new Int32Array(64);
  suffix = new Int32Array(64);
  power = new Int32Array(64);

  fit(n: number): void {
    if (this.prefix.length > n + 1) return;
    const size = 2 * (n + 1);
    this.prefix = new Int32Array(size);
    this.suffix = new Int32Array(size);
    this.power = new Int32Array(size);
  }
}

/** Number of strings in a word's neighbourhood (with repeats): 1 + n + n(n-1)/2 for two deletions. */
function neighbourhoodSize(n: number, deletions: number): number {
  let size = 1;
  if (deletions >= 1) size += n;
  if (deletions >= 2) size += (n * (n - 1)) / 2;
  return size;
}

/**
 * Writes to `out` from `at` the bucket (mixed hash & mask) of `word` and of every string `deletions` (0–2) or fewer
 * deletions away, repeats included ("ll" left out either way gives one string twice); returns where it stopped.
 */
function writeDeletionBuckets(
  word: string,
  deletions: number,
  mask: number,
  s: HashScratch,
  out: Int32Array,
  at: number,
): number {
  const n = word.length;
  s.fit(n);
  const { prefix, suffix, power } = s;
  // prefix[i] = hash(word[0..i)); suffix[i] = hash(word[i..n)); power[i] = BASE^i
  power[0] = 1;
  prefix[0] = 0;
  for (let i = 0; i < n; i++) {
    power[i + 1] = Math.imul(power[i] ?? 0, BASE);
    prefix[i + 1] = (Math.imul(prefix[i] ?? 0, BASE) + word.charCodeAt(i)) | 0;
  }
  suffix[n] = 0;
  for (let i = n - 1; i >= 0; i--)
    suffix[i] = (Math.imul(word.charCodeAt(i), power[n - 1 - i] ?? 0) + (suffix[i + 1] ?? 0)) | 0;
  out[at++] = mix(prefix[n] ?? 0) & mask;
  if (deletions < 1) return at;
  for (let i = 0; i < n; i++) {
    // word without letter i: prefix(i) shifted past the n-1-i letters after it, then those letters
    out[at++] = mix((Math.imul(prefix[i] ?? 0, power[n - 1 - i] ?? 0) + (suffix[i + 1] ?? 0)) | 0) & mask;
  }
  if (deletions < 2) return at;
  for (let i = 0; i < n - 1; i++) {
    const head = Math.imul(prefix[i] ?? 0, power[n - 2 - i] ?? 0);
    const skip = prefix[i + 1] ?? 0;
    for (let j = i + 1; j < n; j++) {
      // word without letters i and j: prefix(i), then word[i+1..j), then word[j+1..n)
      const middle = ((prefix[j] ?? 0) - Math.imul(skip, power[j - i - 1] ?? 0)) | 0;
      out[at++] = mix((head + Math.imul(middle, power[n - 1 - j] ?? 0) + (suffix[j + 1] ?? 0)) | 0) & mask;
    }
  }
  return at;
}

export class DeletionIndex {
  /** bucket b's words are ids[start[b]..start[b+1]) */
  private readonly start: Int32Array;
  private readonly ids: Int32Array;
  private readonly mask: number;
  private readonly maxLength: number;
  /** per word: the look-up that last returned it, so a look-up lists each word once */
  private readonly seen: Int32Array;
  private lookUps = 0;
  private readonly scratch = new HashScratch();
  /** the typed word's buckets */
  private typed = new Int32Array(256);

  /** `words`: the list a look-up returns ids (indexes) of. */
  constructor(words: readonly string[]) {
    let total = 0;
    let maxLength = 0;
    for (const w of words) {
      total += neighbourhoodSize(w.length, MAX_DELETIONS);
      maxLength = Math.max(maxLength, w.length);
    }
    let buckets = 1024;
    while (buckets * 2 < total) buckets *= 2;
    this.mask = buckets - 1;
    this.maxLength = maxLength;
    // Every word's buckets in one pass, then counted and placed (one array of entries, no list per bucket). A word
    // listed twice in a bucket costs 4 bytes; a look-up lists each word once anyway.
    const all = new Int32Array(total);
    const ends = new Int32Array(words.length);
    let at = 0;
    words.forEach((w, id) => {
      at = writeDeletionBuckets(w, MAX_DELETIONS, this.mask, this.scratch, all, at);
      ends[id] = at;
    });
    const start = new Int32Array(buckets + 1);
    for (let i = 0; i < total; i++) {
      const b = (all[i] ?? 0) + 1;
      start[b] = (start[b] ?? 0) + 1;
    }
    for (let b = 0; b < buckets; b++) start[b + 1] = (start[b + 1] ?? 0) + (start[b] ?? 0);
    const ids = new Int32Array(total);
    const fill = start.slice(0, buckets);
    let from = 0;
    for (let id = 0; id < words.length; id++) {
      const to = ends[id] ?? 0;
      for (let i = from; i < to; i++) {
        const b = all[i] ?? 0;
        const k = fill[b] ?? 0;
        ids[k] = id;
        fill[b] = k + 1;
      }
      from = to;
    }
    this.start = start;
    this.ids = ids;
    this.seen = new Int32Array(words.length);
  }

  /** Bytes the index holds (its typed arrays). */
  get bytes(): number {
    return this.start.byteLength + this.ids.byteLength + this.seen.byteLength;
  }

  /**
   * Ids of every word within `distance` (at most MAX_DELETIONS) edits of `word` (OSA distance), and some others:
   * the caller verifies. Each id once, in no particular order.
   */
  candidates(word: string, distance: number): number[] {
    const out: number[] = [];
    if (word.length - distance > this.maxLength) return out;
    if (++this.lookUps === 0x7fffffff) {
      this.seen.fill(0);
      this.lookUps = 1;
    }
    const stamp = this.lookUps;
    const deletions = Math.min(distance, MAX_DELETIONS);
    const size = neighbourhoodSize(word.length, deletions);
    if (this.typed.length < size) this.typed = new Int32Array(2 * size);
    const n = writeDeletionBuckets(word, deletions, this.mask, this.scratch, this.typed, 0);
    for (let k = 0; k < n; k++) {
      if ((k & CHECK_MASK) === CHECK_MASK) checkDeadline();
      const b = this.typed[k] ?? 0;
      const end = this.start[b + 1] ?? 0;
      for (let i = this.start[b] ?? 0; i < end; i++) {
        const id = this.ids[i] ?? 0;
        if (this.seen[id] === stamp) continue;
        this.seen[id] = stamp;
        out.push(id);
      }
    }
    return out;
  }
}
