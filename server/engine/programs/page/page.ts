// Picks one page of programs in the requested order by walking presorted lists (no per-query sort of programs).
import { CHECK_MASK, checkDeadline } from '../../deadline';
import type { EngineData } from '../../data';
import { NO_MATCH } from '../../text/match';
import type { Orders } from './order';
import type { PassResult } from '../execute';
import { factOrderAt, factOrderKey, type FactOrder } from '../../facts/fact-orders';
import { packedSort } from './packed-sort';
import { factOrderFor, type ProgramSortColumn } from './fact-sorts';
import { firstByCompletions } from './walk-from';
import { FEW_HITS, nearOrder, type NearOrder } from './near-order';

export { PROGRAM_SORTS, type ProgramSortColumn } from './fact-sorts';

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

/** Calls `visit` with the programs of `order` that are in the result (of `tier`, when ≥ 0) until it returns false. */
function walk(
  order: Int32Array,
  desc: boolean,
  tier: number,
  tierAt: (p: number) => number,
  visit: (p: number) => boolean,
  from = 0,
  dense: Dense | null = null,
): void {
  const n = order.length;
  if (dense && !desc) return walkDense(order, tier, dense, visit, from);
  // `from`: a position before which nothing is in the result (walk-from.ts), from the head only.
  for (let k = desc ? 0 : from; k < n; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const p = order[desc ? n - 1 - k : k] ?? 0;
    const t = tierAt(p);
    if (t === NO_MATCH || (tier >= 0 && t !== tier)) continue;
    if (!visit(p)) return;
  }
}

/** The result's tiers written in one array, and its programs as a bitset (PassResult.denseTiers, denseBits). */
interface Dense {
  tiers: Uint8Array;
  bits: Uint32Array;
}

/** walk from the head over the dense tiers: a bit tested per program passed over, no call until one is in. */
function walkDense(
  order: Int32Array,
  tier: number,
  dense: Dense,
  visit: (p: number) => boolean,
  from: number,
): void {
  const { tiers, bits } = dense;
  const n = order.length;
  for (let k = from; k < n; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const p = order[k] ?? 0;
    if ((((bits[p >>> 5] ?? 0) >>> (p & 31)) & 1) === 0) continue;
    const t = tiers[p] ?? NO_MATCH;
    if (t === NO_MATCH || (tier >= 0 && t !== tier)) continue;
    if (!visit(p)) return;
  }
}

function walkFact(o: FactOrder, desc: boolean, tierAt: (p: number) => number, page: PageCollector): void {
  const n = o.order.length;
  for (let k = 0; k < n; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    const p = factOrderAt(o, desc, k);
    if (tierAt(p) === NO_MATCH) continue;
    if (!page.offer(p)) return;
  }
}

/** The same, institution by institution (in `insts` order), each institution's programs in `grouped` order. */
function walkByInst(
  o: Orders,
  order: Int32Array | NearOrder,
  grouped: Int32Array,
  desc: boolean,
  tier: number,
  tierAt: (p: number) => number,
  visit: (p: number) => boolean,
  /** the result's programs per school, when given: a school with none is passed over whole */
  counted: Int32Array | null = null,
): void {
  // The nearest schools are put in order as the walk reaches them (all of them for the farthest first).
  const near = order instanceof Int32Array ? null : order;
  const insts = near ? near.insts : (order as Int32Array);
  const n = insts.length;
  if (near && desc) near.extend(n);
  for (let k = 0; k < n; k++) {
    if ((k & CHECK_MASK) === 0) checkDeadline();
    if (near && k >= near.ready) near.extend(k + 1);
    const i = insts[desc ? n - 1 - k : k] ?? 0;
    if (counted && counted[i] === 0) continue;
    const from = o.instStart[i] ?? 0;
    const to = o.instStart[i + 1] ?? 0;
    for (let j = from; j < to; j++) {
      const p = grouped[desc ? to - 1 - (j - from) : j] ?? 0;
      const t = tierAt(p);
      if (t === NO_MATCH || (tier >= 0 && t !== tier)) continue;
      if (!visit(p)) return;
    }
  }
}

/**
 * Relevance order within a tier (decision 0062): the head of DIVERSE_WINDOW programs is filled round by round — each
 * school's best program, then each school's second… (at most MAX_ROUNDS rounds) — and the rest follow in the plain
 * order (nearest, then most completions). Deterministic, so pages stay disjoint.
 */
export const DIVERSE_WINDOW = 30;
export const MAX_ROUNDS = 4;

/** The head of a tier: `eachPlain(visit)` walks the tier in plain order until `visit` returns false. */
export function diverseHead(
  d: EngineData,
  eachPlain: (visit: (p: number) => boolean) => void,
): { head: number[]; inHead: Set<number> } {
  const head: number[] = [];
  const inHead = new Set<number>();
  const perSchool = new Map<number, number>();
  for (let cap = 1; cap <= MAX_ROUNDS && head.length < DIVERSE_WINDOW; cap++) {
    let added = 0;
    let capped = false;
    eachPlain((p) => {
      if (inHead.has(p)) return true;
      const i = d.progInst[p] ?? 0;
      const n = perSchool.get(i) ?? 0;
      if (n >= cap) {
        capped = true;
        return true;
      }
      head.push(p);
      inHead.add(p);
      perSchool.set(i, n + 1);
      added++;
      return head.length < DIVERSE_WINDOW;
    });
    if (added === 0 || !capped) break; // nothing held back: the tier is all in
  }
  return { head, inHead };
}

/** A tier's programs (given in plain order) in relevance order: the diverse head, then the rest. */
export function diversify(d: EngineData, plain: readonly number[]): number[] {
  const { head, inHead } = diverseHead(d, (visit) => {
    for (const p of plain) if (!visit(p)) return;
  });
  return head.concat(plain.filter((p) => !inHead.has(p)));
}

export interface PageRequest {
  column: ProgramSortColumn;
  desc: boolean;
  /** distances per institution when the location is a point */
  dist: Float64Array | null;
  start: number;
  limit: number;
  /** How a large result's page is picked: by cost (default), or forced (tests compare the two). */
  pick?: 'walk' | 'sort';
}

/**
 * A step of a walk that reads a program's tier through its school and profile costs about DENSE_GAIN times a step
 * that reads it from the result's tiers written in one array (PassResult.denseTiers), which costs a write per
 * program of the result and, when handed back, a sweep of the array (DENSE_FILL bytes per program step).
 */
const DENSE_GAIN = 4;
const DENSE_FILL = 32;

/** Program indices of the requested page; every order is total (ties end in program id), so pages are disjoint. */
export function pickPage(d: EngineData, o: Orders, r: PassResult, q: PageRequest): number[] {
  const page = new PageCollector(q.start, q.limit);
  if (q.start >= r.total) return [];
  const upTo = q.start + q.limit;
  if (r.hits) return sortHits(d, o, r.hits, r, q, upTo).slice(q.start, upTo);
  // A large result is walked along the presorted lists, which pays for the programs passed over: cheap when the
  // result is dense, up to the whole corpus when it is sparse. Sorting the hits themselves pays for the hits: the
  // cheaper of the two is taken (both give the same page: the orders are the same total orders).
  const n = d.progCount;
  /** The result's programs of a tier (all with -1), when it can list them (allHits has all r.total of them). */
  const list = r.listable
    ? (t: number) => {
        const all = r.allHits ?? new Int32Array(0);
        return t < 0 ? all : all.filter((p) => r.tierAt(p) === t);
      }
    : null;
  if (list && q.column !== '') {
    const sort = q.pick ? q.pick === 'sort' : sortCost(r.total) < Math.min(n, (upTo * n) / r.total);
    if (sort) return sortHits(d, o, list(-1), r, q, upTo).slice(q.start, upTo);
  }
  const offer = (p: number) => page.offer(p);
  const fact = factOrderFor(d, o, q.column);
  // Schools nearest first (radius 0): only for the orders that read them (by place, and relevance).
  const byNear =
    q.column === 'Location' ||
    (q.column !== 'Program' && q.column !== 'Provider' && q.column !== 'DegreeCredential' && !fact);
  const near =
    q.dist && byNear
      ? nearOrder(d, o, r.instPass, q.dist, r.listable && r.total * FEW_HITS < d.instCount ? r.allHits : null)
      : null;
  // A long walk along a presorted list (a deep page, a sparse result) reads one byte per program passed over, once
  // the result's tiers are written in one array: worth it when the walk passes over more programs than writing them
  // costs. In relevance order a tier may be walked once per round of its diverse head, then once more. By school name
  // (Provider) the walk passes over the schools with no result whole, but reads every program of the others: a deep
  // page of "nursing" by school read 2.9 against 2.4 ms with its tiers in one array.
  const rounds = q.column === '' ? MAX_ROUNDS + 1 : 1;
  // In relevance order the walk along byCompletions starts where the result's programs can begin (walk-from.ts).
  const from = !q.dist && q.column === '' ? r.walkFrom(firstByCompletions(d, o)) : 0;
  const span = n - from;
  const walked = (rounds * (q.start + q.limit + DIVERSE_WINDOW) * span) / Math.max(1, r.total);
  const dense =
    !q.dist &&
    q.column !== 'Location' &&
    (r.denseReady() || walked > (r.total + n / DENSE_FILL) / DENSE_GAIN);
  const tiers = dense ? r.denseTiers() : null;
  const bits = dense ? r.denseBits() : null;
  const both = tiers && bits ? { tiers, bits } : null;
  const pass =
    tiers && bits
      ? (p: number) => (((bits[p >>> 5] ?? 0) >>> (p & 31)) & 1 ? (tiers[p] ?? NO_MATCH) : NO_MATCH)
      : r.tierAt;
  if (q.column === 'Program') walk(o.byProgram, q.desc, -1, pass, offer, 0, both);
  // byProvider and byPlace are the schools in name or place order, each school's programs by title: walked school
  // by school, the schools with no program in the result are passed over whole.
  else if (q.column === 'Provider')
    walkByInst(o, o.instsByName, o.instByTitle, q.desc, -1, pass, offer, r.instPass);
  else if (q.column === 'DegreeCredential') walk(o.byCredential, q.desc, -1, pass, offer, 0, both);
  else if (fact) walkFact(fact, q.desc, pass, page);
  else if (q.column === 'Location') {
    if (near) walkByInst(o, near, o.instByTitle, q.desc, -1, pass, offer);
    else walkByInst(o, o.instsByPlace, o.instByTitle, q.desc, -1, pass, offer, r.instPass);
  } else {
    // Relevance: best tier first; within a tier nearest first (point location) or most completions first, with
    // the diverse window at the head of each tier.
    const plain = (t: number, visit: (p: number) => boolean) =>
      near
        ? walkByInst(o, near, o.instByCompletions, false, t, pass, visit)
        : walk(o.byCompletions, false, t, pass, visit, from, both);
    for (let t = 0; t < r.tierCount.length && !page.full; t++) {
      const count = r.tierCount[t] ?? 0;
      if (count === 0) continue;
      if (page.seenCount + count <= q.start) {
        page.skip(count);
        continue;
      }
      // A tier whose programs are few among the corpus is sorted rather than walked: the walk would pass over
      // most of the corpus, up to MAX_ROUNDS + 1 times (for the diverse head, then the rest).
      const need = Math.min(count, q.start + q.limit - page.seenCount + DIVERSE_WINDOW);
      const walkSteps = (MAX_ROUNDS + 1) * Math.min(span, (need * span) / count);
      // Its programs are found from the whole list of the result's, or from the tier's profiles and schools.
      // (What listing the tier costs is looked at only where sorting it could pay at all.)
      const viaList = list ? r.total : Infinity;
      const sortable = q.pick ? q.pick === 'sort' : sortCost(count) < walkSteps;
      const viaTier = sortable ? r.tierListCost(t) : Infinity;
      if (sortable && (q.pick === 'sort' || Math.min(viaList, viaTier) + sortCost(count) < walkSteps)) {
        const tierHits = list && viaList <= viaTier ? list(t) : r.tierPrograms(t);
        for (const p of sortHits(d, o, tierHits, r, { ...q, column: '' }, upTo)) if (!page.offer(p)) break;
        continue;
      }
      const { head, inHead } = diverseHead(d, (visit) => plain(t, visit));
      if (page.seenCount + head.length <= q.start) page.skip(head.length);
      else for (const p of head) if (!page.offer(p)) break;
      if (!page.full) plain(t, (p) => inHead.has(p) || page.offer(p));
    }
  }
  return page.items;
}

/**
 * Sorting `h` hits on precomputed keys, in steps of a walk (one program passed over): a comparison costs about as
 * much as SORT_STEP steps of the walk's sequential read and one-byte lookup.
 */
const SORT_STEP = 20;
const sortCost = (h: number) => SORT_STEP * h * (Math.log2(h + 1) + 1);

/**
 * A small result is sorted directly, with the same total order the walks above produce (so either path gives the
 * same pages): the position in the presorted list, after tier and distance where those lead.
 */
function sortHits(
  d: EngineData,
  o: Orders,
  hits: ArrayLike<number>,
  r: PassResult,
  q: PageRequest,
  /** how many of the first in order are used (the relevance order's tiers past them are not diversified) */
  need: number,
): number[] {
  const m = hits.length;
  const dist = q.dist;
  // Each hit's keys are worked out once (no closure or lookup chain per comparison): primary, then secondary.
  const primary = new Float64Array(m);
  const secondary = new Float64Array(m);
  const tenths = (p: number) => {
    const x = dist ? (dist[d.progInst[p] ?? 0] ?? NaN) : NaN;
    return Number.isNaN(x) ? 1_000_000 : Math.round(x * 10);
  };
  /** Distance in tenths of a mile (below 2^20), then the school's name rank (below 2^22): exact in a float64. */
  const placeKey = (p: number) => tenths(p) * 2 ** 22 + (o.instNameRank[d.progInst[p] ?? 0] ?? 0);
  const fact = factOrderFor(d, o, q.column);
  const rank =
    q.column === 'Program'
      ? o.rank.program
      : q.column === 'Provider'
        ? o.rank.provider
        : q.column === 'DegreeCredential'
          ? o.rank.credential
          : q.column === 'Location'
            ? dist
              ? o.rank.program
              : o.rank.place
            : o.rank.completions;
  // Relevance: each hit's tier, read once.
  const tier = q.column === '' ? new Uint8Array(m) : null;
  if (tier) for (let k = 0; k < m; k++) tier[k] = r.tierAt(hits[k] ?? 0);
  // Packed into one number per hit and sorted natively where the keys fit (packed-sort.ts); else compared below.
  if (fact) {
    const sorted = factSort(fact, q.desc, hits);
    if (sorted) return sorted;
  } else {
    const byPlace = q.column === '' || q.column === 'Location' ? dist : null;
    // In relevance order, a page near the head of a large result sorts only the first few of it (PREFIX_ROOM times
    // what the page needs, and more for the diverse head); when they turn out too few to decide the page (a tier's
    // diverse head reached their end), the whole result is sorted.
    const prefix =
      tier && need < m ? need * PREFIX_ROOM + DIVERSE_WINDOW * MAX_ROUNDS * PREFIX_ROOM : undefined;
    const packed = packedSort(d, o, hits, rank, orderOf(o, rank), tier, byPlace, prefix);
    if (packed?.sortedTiers) {
      const first = diversifyTiers(d, packed.sortedTiers, packed.sorted, need, packed.cut);
      if (first) return first;
      const whole = packedSort(d, o, hits, rank, orderOf(o, rank), tier, byPlace);
      if (whole?.sortedTiers) return diversifyTiers(d, whole.sortedTiers, whole.sorted, need, false) ?? [];
    }
    if (packed) return q.desc ? packed.sorted.reverse() : packed.sorted;
  }
  for (let k = 0; k < m; k++) {
    const p = hits[k] ?? 0;
    // Not reported stays last in both directions, so the direction is in the fact key, not a reversal.
    if (fact) primary[k] = factOrderKey(fact, q.desc, p);
    else if (q.column === 'Location') {
      primary[k] = dist ? placeKey(p) : 0;
      secondary[k] = rank[p] ?? 0;
    } else if (q.column === '') {
      // Relevance: tier (below 2^8) before the place key (below 2^42).
      primary[k] = (tier?.[k] ?? 0) * 2 ** 42 + (dist ? placeKey(p) : 0);
      secondary[k] = rank[p] ?? 0;
    } else primary[k] = rank[p] ?? 0;
  }
  const at = Array.from({ length: m }, (_, k) => k);
  at.sort((x, y) => (primary[x] ?? 0) - (primary[y] ?? 0) || (secondary[x] ?? 0) - (secondary[y] ?? 0));
  const sorted = at.map((k) => hits[k] ?? 0);
  if (fact) return sorted;
  if (tier)
    return (
      diversifyTiers(
        d,
        Uint8Array.from(at, (k) => tier[k] ?? 0),
        sorted,
        need,
        false,
      ) ?? []
    );
  return q.desc ? sorted.reverse() : sorted;
}

/** The presorted list whose positions `rank` holds. */
function orderOf(o: Orders, rank: Int32Array): Int32Array {
  const { rank: r } = o;
  return rank === r.program
    ? o.byProgram
    : rank === r.provider
      ? o.byProvider
      : rank === r.credential
        ? o.byCredential
        : rank === r.place
          ? o.byPlace
          : o.byCompletions;
}

/** A fact order's keys are distinct (a position in it): packed with the hit's index, sorted natively. */
function factSort(fact: FactOrder, desc: boolean, hits: ArrayLike<number>): number[] | null {
  const m = hits.length;
  const unit = 2 ** Math.max(1, Math.ceil(Math.log2(m + 1)));
  if (fact.order.length * unit >= 2 ** 53) return null;
  const packed = new Float64Array(m);
  for (let k = 0; k < m; k++) packed[k] = factOrderKey(fact, desc, hits[k] ?? 0) * unit + k;
  packed.sort();
  const out = new Array<number>(m);
  for (let k = 0; k < m; k++) {
    const v = packed[k] ?? 0;
    out[k] = hits[v - Math.floor(v / unit) * unit] ?? 0; // v mod unit (a power of two), exact
  }
  return out;
}

/** How many more than a page needs a relevance sort of a large result puts in order first (see sortHits). */
const PREFIX_ROOM = 2;

/**
 * Applies the diverse window to each tier of a list sorted by tier, then plain order (`tiers`: each one's tier), as
 * far as the first `need`. `cut`: the list is only the first part of the order; null when that part does not decide
 * them (a tier reaching its end was read to that end).
 */
function diversifyTiers(
  d: EngineData,
  tiers: Uint8Array,
  sorted: number[],
  need: number,
  cut: boolean,
): number[] | null {
  const out: number[] = [];
  // The tiers past the page's end are not needed: the first `need` in order are the same without them.
  for (let from = 0; from < sorted.length && out.length < need;) {
    const t = tiers[from];
    let to = from;
    while (to < sorted.length && tiers[to] === t) to++;
    // A tier running to the end of a cut list may go on past it: reading it to that end decides nothing.
    const open = cut && to === sorted.length;
    let readToEnd = false;
    // diversify() in place: the head, then the rest of the tier in plain order, only as far as needed.
    const tierFrom = from;
    const { head, inHead } = diverseHead(d, (visit) => {
      for (let j = tierFrom; j < to; j++) if (!visit(sorted[j] ?? 0)) return;
      readToEnd = true;
    });
    if (open && readToEnd) return null;
    for (const p of head) out.push(p);
    for (let j = from; j < to && out.length < need; j++) {
      const p = sorted[j] ?? 0;
      if (!inHead.has(p)) out.push(p);
    }
    if (open && out.length < need) return null;
    from = to;
  }
  if (cut && out.length < need) return null;
  return out;
}
