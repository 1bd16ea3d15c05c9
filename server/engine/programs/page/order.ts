// Sort orders computed once at start-up, so a query pages through a presorted list instead of sorting.
import { NO_INDEX, type EngineData } from '../../data';

export interface Orders {
  /** Unique rank of each institution by name (then city, id); also the tie-breaker everywhere. */
  instNameRank: Int32Array;
  byProgram: Int32Array;
  byProvider: Int32Array;
  byCredential: Int32Array;
  byPlace: Int32Array;
  /** Most completions first: relevance order within a tier when there is no point location. */
  byCompletions: Int32Array;
  /** Institutions presorted by name, by city, by place (state, city, name). */
  instsByName: Int32Array;
  instsByCity: Int32Array;
  instsByPlace: Int32Array;
  /** Position of each program in byProgram / byProvider / byCredential / byPlace / byCompletions. */
  rank: {
    program: Int32Array;
    provider: Int32Array;
    credential: Int32Array;
    place: Int32Array;
    completions: Int32Array;
  };
  /** Programs grouped by institution (instStart offsets), within a group by completions / by title. */
  instStart: Int32Array;
  instByCompletions: Int32Array;
  instByTitle: Int32Array;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Dense ranks of strings in collation order (equal strings share a rank). */
export function rankStrings(values: readonly string[]): Int32Array {
  const distinct = [...new Set(values)].sort(collator.compare);
  const rank = new Map<string, number>();
  let r = -1;
  distinct.forEach((s, i) => {
    if (i === 0 || collator.compare(distinct[i - 1] ?? '', s) !== 0) r++;
    rank.set(s, r);
  });
  return Int32Array.from(values, (v) => rank.get(v) ?? 0);
}

const bitsFor = (max: number) => Math.max(1, Math.ceil(Math.log2(max + 1)));

/**
 * Indices 0..n-1 ordered by the keys (each a non-negative integer per index), ties by index. Packs the keys into
 * one float and uses the native numeric sort when they fit in 53 bits, else compares key by key.
 */
export function sortByKeys(n: number, keys: ReadonlyArray<ArrayLike<number>>): Int32Array {
  return firstByKeys(n, keys, n);
}

/**
 * The first `k` indices of sortByKeys's order (all of them when k >= n). A page near the top of a large result
 * needs only its first entries: the packed keys up to the k-th smallest (found by selection) are sorted, not all.
 */
export function firstByKeys(n: number, keys: ReadonlyArray<ArrayLike<number>>, k: number): Int32Array {
  const maxes = keys.map((key) => {
    let m = 0;
    for (let i = 0; i < n; i++) m = Math.max(m, key[i] ?? 0);
    return m;
  });
  const idxBits = bitsFor(n);
  const total = maxes.reduce((sum, m) => sum + bitsFor(m), idxBits);
  if (total <= 53) {
    let packed = new Float64Array(n);
    for (const [j, key] of keys.entries()) {
      const scale = 2 ** bitsFor(maxes[j] ?? 0);
      for (let i = 0; i < n; i++) packed[i] = (packed[i] ?? 0) * scale + (key[i] ?? 0);
    }
    const unit = 2 ** idxBits;
    for (let i = 0; i < n; i++) packed[i] = (packed[i] ?? 0) * unit + i;
    // Every packed key is distinct (the index is in it): the k smallest are those up to the k-th.
    if (k * 4 < n) {
      const limit = kthSmallest(packed.slice(), k - 1);
      let m = 0;
      for (let i = 0; i < n; i++) if ((packed[i] ?? 0) <= limit) packed[m++] = packed[i] ?? 0;
      packed = packed.subarray(0, m);
    }
    packed.sort();
    const out = new Int32Array(Math.min(k, packed.length));
    for (let i = 0; i < out.length; i++) {
      const v = packed[i] ?? 0;
      out[i] = v - Math.floor(v / unit) * unit;
    }
    return out;
  }
  const idx = Array.from({ length: n }, (_, i) => i);
  idx.sort((a, b) => {
    for (const key of keys) {
      const d = (key[a] ?? 0) - (key[b] ?? 0);
      if (d !== 0) return d;
    }
    return a - b;
  });
  return Int32Array.from(idx.slice(0, k));
}

/**
 * The value that would stand at position r (0-based) if `xs` (distinct values) were sorted; `xs` is reordered in
 * place so that its r + 1 smallest values come first, in no order (Hoare's selection, median of three).
 */
export function kthSmallest(xs: Float64Array, r: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    // Median of three as the pivot, then Hoare's partition.
    const mid = (lo + hi) >>> 1;
    const a = xs[lo] ?? 0;
    const b = xs[mid] ?? 0;
    const c = xs[hi] ?? 0;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((xs[i] ?? 0) < pivot) i++;
      while ((xs[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const t = xs[i] ?? 0;
        xs[i] = xs[j] ?? 0;
        xs[j] = t;
        i++;
        j--;
      }
    }
    if (r <= j) hi = j;
    else if (r >= i) lo = i;
    else return xs[r] ?? 0;
  }
  return xs[lo] ?? 0;
}

function inverse(order: Int32Array): Int32Array {
  const rank = new Int32Array(order.length);
  order.forEach((v, i) => (rank[v] = i));
  return rank;
}

export function buildOrders(d: EngineData): Orders {
  const ni = d.instCount;
  const nameR = rankStrings(d.instName);
  const cityR = rankStrings(d.instCity);
  const stateR = rankStrings(d.instStateAbbr);
  const instsByName = sortByKeys(ni, [nameR, cityR]);
  const instNameRank = inverse(instsByName);
  const instsByPlace = sortByKeys(ni, [stateR, cityR, instNameRank]);
  const instsByCity = sortByKeys(ni, [cityR, stateR, instNameRank]);
  const n = d.progCount;
  // Rank the few thousand distinct titles (CIP titles and ETPL names together), then look each program's up: a rank
  // used only here, to build the orders (ties share a rank), and not kept.
  const titleRank = rankStrings([...d.cipTitles, ...d.etplNames]);
  const nc = d.cipTitles.length;
  const progTitleRank = new Int32Array(n);
  for (let p = 0; p < n; p++) {
    const nm = d.progName[p] ?? NO_INDEX;
    const c = d.progCip[p] ?? NO_INDEX;
    progTitleRank[p] = nm >= 0 ? (titleRank[nc + nm] ?? 0) : c >= 0 ? (titleRank[c] ?? 0) : 0;
  }
  const pName = Int32Array.from(d.progInst, (i) => instNameRank[i] ?? 0);
  const maxDone = d.progCompletions.reduce((m, c) => Math.max(m, c), 0);
  const fewerDone = Int32Array.from(d.progCompletions, (c) => maxDone - Math.max(0, c));
  // Ties by title, then by program id (index order), which keeps the packed key within 53 bits.
  const byCompletions = sortByKeys(n, [fewerDone, progTitleRank]);
  const byTitle = sortByKeys(n, [progTitleRank, pName]);
  const { instStart, grouped: instByCompletions } = groupByInst(d, byCompletions);
  const instByTitle = groupByInst(d, byTitle).grouped;
  // The other orders follow from these two without sorting again: schools in their order, each school's programs
  // by title (= by school, then title); or the title order bucketed stably by award level.
  const byProvider = concatGroups(instsByName, instStart, instByTitle);
  const byPlace = concatGroups(instsByPlace, instStart, instByTitle);
  const byCredential = bucketStable(byTitle, (p) => d.awards[d.progAward[p] ?? 0]?.sortOrder ?? 0);
  const titlePosition = inverse(byTitle);
  return {
    instsByName,
    instsByCity,
    instsByPlace,
    instNameRank,
    byProgram: byTitle,
    byProvider,
    byCredential,
    byPlace,
    byCompletions,
    rank: {
      program: titlePosition,
      provider: inverse(byProvider),
      credential: inverse(byCredential),
      place: inverse(byPlace),
      completions: inverse(byCompletions),
    },
    instStart,
    instByCompletions,
    instByTitle,
  };
}

function concatGroups(insts: Int32Array, start: Int32Array, grouped: Int32Array): Int32Array {
  const out = new Int32Array(grouped.length);
  let w = 0;
  for (const i of insts) {
    const from = start[i] ?? 0;
    const to = start[i + 1] ?? 0;
    out.set(grouped.subarray(from, to), w);
    w += to - from;
  }
  return out;
}

/** Counting sort of `order` by a small non-negative key, keeping `order` within equal keys. */
function bucketStable(order: Int32Array, key: (p: number) => number): Int32Array {
  let max = 0;
  for (const p of order) max = Math.max(max, key(p));
  const start = new Int32Array(max + 2);
  for (const p of order) start[key(p) + 1] = (start[key(p) + 1] ?? 0) + 1;
  for (let k = 0; k <= max; k++) start[k + 1] = (start[k + 1] ?? 0) + (start[k] ?? 0);
  const out = new Int32Array(order.length);
  for (const p of order) {
    const k = key(p);
    out[start[k] ?? 0] = p;
    start[k] = (start[k] ?? 0) + 1;
  }
  return out;
}

/** Stable bucketing of an order by institution (counting sort). */
function groupByInst(d: EngineData, order: Int32Array): { instStart: Int32Array; grouped: Int32Array } {
  const instStart = new Int32Array(d.instCount + 1);
  for (let p = 0; p < d.progCount; p++) {
    const i = d.progInst[p] ?? NO_INDEX;
    instStart[i + 1] = (instStart[i + 1] ?? 0) + 1;
  }
  for (let i = 0; i < d.instCount; i++) instStart[i + 1] = (instStart[i + 1] ?? 0) + (instStart[i] ?? 0);
  const fill = instStart.slice(0, d.instCount);
  const grouped = new Int32Array(d.progCount);
  for (const p of order) {
    const i = d.progInst[p] ?? 0;
    grouped[fill[i] ?? 0] = p;
    fill[i] = (fill[i] ?? 0) + 1;
  }
  return { instStart, grouped };
}
