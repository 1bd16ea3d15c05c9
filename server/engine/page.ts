// Picks one page of programs in the requested order by walking presorted lists (no per-query sort of programs).
import { CHECK_MASK, checkDeadline } from './deadline';
import type { EngineData } from './data';
import { NO_MATCH } from './match';
import { sortByKeys, type Orders } from './order';
import type { PassResult } from './program-pass';
import { factOrderAt, factOrderKey, type FactOrder } from './facts/fact-orders';

/** SERVICE.md's four, and Cost and Length (decision 0070). */
export const PROGRAM_SORTS = [
  'Program',
  'Provider',
  'DegreeCredential',
  'Location',
  'Cost',
  'Length',
] as const;
export type ProgramSortColumn = (typeof PROGRAM_SORTS)[number] | '';

class PageCollector {
  readonly items: number[] = [];
  private seen = 0;
  constructor(
    private readonly start: number,
    private readonly limit: number,
  ) {}
  /** Offers the next program in order; false once the page is full. */
  offer(p: number): boolean {
    if (this.seen++ >= this.start) this.items.push(p);
    return this.items.length < this.limit;
  }
  skip(count: number): void {
    this.seen += count;
  }
  get seenCount(): number {
    return this.seen;
  }
  get full(): boolean {
    return this.items.length >= this.limit;
  }
}

/** Institutions with results, nearest first (unknown coordinates last), ties by name. */
export function instsByDistance(
  d: EngineData,
  o: Orders,
  instPass: Int32Array,
  dist: Float64Array,
): Int32Array {
  const insts: number[] = [];
  for (let i = 0; i < d.instCount; i++) if ((instPass[i] ?? 0) > 0) insts.push(i);
  const tenths = insts.map((i) => {
    const m = dist[i] ?? NaN;
    return Number.isNaN(m) ? 1_000_000 : Math.round(m * 10);
  });
  const names = insts.map((i) => o.instNameRank[i] ?? 0);
  return Int32Array.from(sortByKeys(insts.length, [tenths, names]), (k) => insts[k] ?? 0);
}

function walk(order: Int32Array, desc: boolean, tier: number, pass: Uint8Array, page: PageCollector): void {
  const n = order.length;
  for (let k = 0; k < n; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const p = order[desc ? n - 1 - k : k] ?? 0;
    const t = pass[p] ?? NO_MATCH;
    if (t === NO_MATCH || (tier >= 0 && t !== tier)) continue;
    if (!page.offer(p)) return;
  }
}

function walkFact(o: FactOrder, desc: boolean, pass: Uint8Array, page: PageCollector): void {
  const n = o.order.length;
  for (let k = 0; k < n; k++) {
    const p = factOrderAt(o, desc, k);
    if ((pass[p] ?? NO_MATCH) === NO_MATCH) continue;
    if (!page.offer(p)) return;
  }
}

function walkByInst(
  o: Orders,
  insts: Int32Array,
  grouped: Int32Array,
  desc: boolean,
  tier: number,
  pass: Uint8Array,
  page: PageCollector,
): void {
  const n = insts.length;
  for (let k = 0; k < n && !page.full; k++) {
    const i = insts[desc ? n - 1 - k : k] ?? 0;
    const from = o.instStart[i] ?? 0;
    const to = o.instStart[i + 1] ?? 0;
    for (let j = from; j < to; j++) {
      const p = grouped[desc ? to - 1 - (j - from) : j] ?? 0;
      const t = pass[p] ?? NO_MATCH;
      if (t === NO_MATCH || (tier >= 0 && t !== tier)) continue;
      if (!page.offer(p)) return;
    }
  }
}

export interface PageRequest {
  column: ProgramSortColumn;
  desc: boolean;
  /** distances per institution when the location is a point */
  dist: Float64Array | null;
  start: number;
  limit: number;
}

/** Program indices of the requested page; every order is total (ties end in program id), so pages are disjoint. */
export function pickPage(d: EngineData, o: Orders, r: PassResult, q: PageRequest): number[] {
  const page = new PageCollector(q.start, q.limit);
  if (q.start >= r.total) return [];
  if (r.hits) return sortHits(d, o, r, q).slice(q.start, q.start + q.limit);
  const pass = r.passTier;
  const near = q.dist ? instsByDistance(d, o, r.instPass, q.dist) : null;
  if (q.column === 'Program') walk(o.byProgram, q.desc, -1, pass, page);
  else if (q.column === 'Provider') walk(o.byProvider, q.desc, -1, pass, page);
  else if (q.column === 'DegreeCredential') walk(o.byCredential, q.desc, -1, pass, page);
  else if (q.column === 'Cost') walkFact(o.byCost, q.desc, pass, page);
  else if (q.column === 'Length') walkFact(o.byLength, q.desc, pass, page);
  else if (q.column === 'Location') {
    if (near) walkByInst(o, near, o.instByTitle, q.desc, -1, pass, page);
    else walk(o.byPlace, q.desc, -1, pass, page);
  } else {
    // Relevance: best tier first; within a tier nearest first (point location) or most completions first.
    for (let t = 0; t < r.tierCount.length && !page.full; t++) {
      const count = r.tierCount[t] ?? 0;
      if (count === 0) continue;
      if (page.seenCount + count <= q.start) {
        page.skip(count);
        continue;
      }
      if (near) walkByInst(o, near, o.instByCompletions, false, t, pass, page);
      else walk(o.byCompletions, false, t, pass, page);
    }
  }
  return page.items;
}

/**
 * A small result is sorted directly, with the same total order the walks above produce (so either path gives the
 * same pages): the position in the presorted list, after tier and distance where those lead.
 */
function sortHits(d: EngineData, o: Orders, r: PassResult, q: PageRequest): number[] {
  const hits = [...(r.hits ?? [])];
  const dist = q.dist;
  const tenths = (p: number) => {
    const m = dist ? (dist[d.progInst[p] ?? 0] ?? NaN) : NaN;
    return Number.isNaN(m) ? 1_000_000 : Math.round(m * 10);
  };
  const byInst = (a: number, b: number) =>
    tenths(a) - tenths(b) ||
    (o.instNameRank[d.progInst[a] ?? 0] ?? 0) - (o.instNameRank[d.progInst[b] ?? 0] ?? 0);
  const by = (rank: Int32Array) => (a: number, b: number) => (rank[a] ?? 0) - (rank[b] ?? 0);
  let cmp: (a: number, b: number) => number;
  const fact = q.column === 'Cost' ? o.byCost : q.column === 'Length' ? o.byLength : null;
  if (fact) {
    // Not reported stays last in both directions, so the direction is in the key, not a reversal.
    hits.sort((a, b) => factOrderKey(fact, q.desc, a) - factOrderKey(fact, q.desc, b));
    return hits;
  }
  if (q.column === 'Program') cmp = by(o.rank.program);
  else if (q.column === 'Provider') cmp = by(o.rank.provider);
  else if (q.column === 'DegreeCredential') cmp = by(o.rank.credential);
  else if (q.column === 'Location')
    cmp = dist ? (a, b) => byInst(a, b) || by(o.rank.program)(a, b) : by(o.rank.place);
  else {
    const tier = (a: number, b: number) => (r.passTier[a] ?? 0) - (r.passTier[b] ?? 0);
    cmp = (a, b) => tier(a, b) || (dist ? byInst(a, b) : 0) || by(o.rank.completions)(a, b);
  }
  hits.sort(cmp);
  return q.desc && q.column !== '' ? hits.reverse() : hits;
}
