// Which answers the result cache keeps (decision 0034): those asked a second time. Most searches are asked once — a
// new keyword, place or page — and keeping each for a minute held 64 MB of answers that nobody asked for again:
// every one of them outlived a young-generation collection and was copied into the old generation, which then had
// to be collected as often. Under all-new searches at 32 connections the service answered about a fifth more per
// second, at a lower p99, with the cache off than on. A key's first ask is only marked, in a bitset of hashes
// (128 KB, no string kept); a second ask within the cache's lifetime finds the mark and the answer is kept. A
// false mark (two keys with one hash) only keeps an answer one ask early.
const BITS = 1 << 20;

export interface SecondAsk {
  /** Marks the key as asked; true when it was asked before (within the last `forgetMs`, give or take one period). */
  askedBefore(key: string): boolean;
}

export function createSecondAsk(forgetMs: number, now: () => number = Date.now): SecondAsk {
  let marks = new Uint32Array(BITS >>> 5);
  let marked = 0;
  let since = now();
  return {
    askedBefore(key) {
      // Forgotten every period, or sooner once an eighth of the bits are set (false marks stay rare).
      const t = now();
      if (t - since >= forgetMs || marked > BITS / 8) {
        marks = new Uint32Array(BITS >>> 5);
        marked = 0;
        since = t;
      }
      const h = fnv1a(key) & (BITS - 1);
      const word = h >>> 5;
      const bit = 1 << (h & 31);
      const was = ((marks[word] ?? 0) & bit) !== 0;
      if (!was) {
        marks[word] = (marks[word] ?? 0) | bit;
        marked++;
      }
      return was;
    },
  };
}

/** FNV-1a over the key's UTF-16 code units: a few ns a character, no allocation. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
