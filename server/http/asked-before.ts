// Whether a search was asked before, lately: the result cache keeps an answer from its second asking on (decision
// 0273). Most searches are asked once — a person's own words, place and page — and keeping each of their answers cost
// every worker a tenth of its searches under new ones: the entries outlived the young generation, were copied and
// promoted, and were collected again by full mark-compacts once pushed out (all-new searches at WORKERS=2, 32
// connections: 1,450 → 1,630 answers a second, p99 58 → 47 ms, with nothing kept). A search asked again within a minute
// or so is kept as before; a browser that asks again within the minute its answer may be reused asks its own cache.

/**
 * Slots of the table of recent searches: a search is remembered until another lands in its slot — a minute later, 85 %
 * of them still are at a worker's 700 new searches a second, its most — in 1 MB and no object for the collector.
 */
const SLOTS = 1 << 18;

/**
 * FNV-1a over the key's UTF-16 code units, then MurmurHash3's finalizer (keys differing in their last characters, a
 * page's number, otherwise differ little in the low bits that pick the slot): 32 bits, never 0 (an empty slot).
 */
function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0 || 1;
}

/**
 * A function telling whether `key` was given to it before, lately, and remembering it. Two keys sharing a slot push
 * each other out (the later is remembered); two sharing all 32 bits of their hash are taken for one (a search kept
 * at its first asking, 1 in 16,384 of those landing in a slot: harmless).
 */
export function createAskedBefore(slots = SLOTS): (key: string) => boolean {
  const table = new Uint32Array(slots);
  const mask = slots - 1;
  return (key) => {
    const h = hashKey(key);
    const slot = h & mask;
    if (table[slot] === h) return true;
    table[slot] = h;
    return false;
  };
}
