// Execution of a program search over indexes (issue 20 point 2, decisions 0161–0162): the keyword, every
// program-level filter and every program-level facet are decided once per program profile, the place and every
// school-level filter once per school, and programs are visited only where both meet — the members of the profiles
// that can count, or the programs of the schools inside the place, whichever are fewer. A search with no place and
// no school-level filter visits no program to count what its profiles decide: it adds their sizes, and reads only
// the schools of the profiles in the result (School, Area and sector count schools).
//
// Counting is disjunctive (decision 0025): a program failing no filter is in the result and counts for every
// facet; one failing exactly one filter counts only for that filter's facet (so ticking an option gives the count
// it showed); one failing two or more counts nowhere.
import { CHECK_MASK, checkDeadline, outsideDeadline } from '../deadline';
import type { ProgramDimensionId } from '../../../contract/dimensions/program-dimensions';
import type { Chosen, DimensionData, EngineDimension } from '../dimensions/engine-dimension';
import { lentList, type CountPool } from '../scratch/count-pool';
import type { MarkPool } from '../scratch/mark-pool';
import type { Groups } from '../select/postings';
import { NO_MATCH, TIERS, type KeywordMatch, type TextMatch } from '../text/match';
import { addRowCounts, codeRows } from './code-rows';
import { namedPrograms, tierNamedPrograms, TIER_LIST_CAP, type NamedTally } from './named-programs';
import type { Where } from '../location/where';
import { inProgramOrder } from '../select/postings';
import { namedSchools, profileTiers, type ProfileTiers } from './profile-tiers';

/** One filter of the request: its dimension, what it keeps, and the bit a program failing it carries. */
export interface ActiveFilter {
  id: ProgramDimensionId;
  dim: EngineDimension;
  chosen: Chosen;
  /** per profile (program level) or per school (school level): its code */
  codes: Int32Array;
  bit: number;
}

/** No filter selected. */
export const NO_FILTERS: readonly ActiveFilter[] = [];

/** Results up to this many are listed (in program order), so a page can be sorted directly. */
export const SMALL_RESULT = 4000;
/** Results up to this many are listed for the page's choice between walking and sorting (page.ts). */
const LIST_CAP = 65536;
/** A school outside the place: its programs count nowhere. */
const OUTSIDE = 0x80000000;

export interface PassResult {
  total: number;
  tierCount: Int32Array;
  /** The tier of a program in the result, NO_MATCH for the others. */
  tierAt: (p: number) => number;
  /** the result's programs in program order when there are at most SMALL_RESULT, else null */
  hits: Int32Array | null;
  /** every program in the result, in program order, when they were listed (at most LIST_CAP), else null */
  allHits: Int32Array | null;
  /** whether allHits is there (without putting it in program order) */
  listable: boolean;
  /** programs matching keyword and place, whatever the filters; null when the pass did not see them all */
  unfiltered: number | null;
  /** per filter (by dimension id): programs failing that filter alone, i.e. the count without it */
  failingOnly: ReadonlyMap<ProgramDimensionId, number>;
  /** per school: programs in the result */
  instPass: Int32Array;
  /** a dimension's counts by code: the result's programs plus those failing its filter alone */
  countsFor: (id: ProgramDimensionId, dim: EngineDimension) => Int32Array;
  /** the same for several dimensions at once (then read by countsFor) */
  countAll: (dims: ReadonlyArray<readonly [ProgramDimensionId, EngineDimension]>) => void;
  /** the same by its school part's codes (a dimension with a school part), else null */
  schoolCountsFor: (id: ProgramDimensionId, dim: EngineDimension) => Int32Array | null;
  /** the schools with a count for any school-level facet (each once, in no order) */
  schools: Int32Array;
  /**
   * The tier of every program of the result written in one array (NO_MATCH elsewhere), made on first call: a long
   * walk along a presorted list reads one byte per program rather than its school and profile (page.ts).
   */
  denseTiers: () => Uint8Array;
  /**
   * With denseTiers, one bit per program (bit p & 31 of word p >>> 5): set for the result's. A walk that passes over
   * many programs outside the result tests a bit (the set fits the processor's cache) before reading a tier.
   */
  denseBits: () => Uint32Array;
  /** whether denseTiers is made already (a pass kept for every search, such as browsing everything) */
  denseReady: () => boolean;
  /**
   * The result's programs of one tier, in no order, found from the profiles of that tier (or the schools with a
   * result, whichever reads fewer programs) and the named schools' programs: a few programs of a tier in a large
   * result are sorted rather than walked for along a presorted list of the whole corpus (page.ts).
   */
  tierPrograms: (t: number) => Int32Array;
  /** How many programs tierPrograms(t) reads. */
  tierListCost: (t: number) => number;
  /**
   * A position in an order before which no program of the result lies: the least of its profiles' first positions
   * (`firstAt`, per profile) — walk-from.ts.
   */
  walkFrom: (firstAt: Int32Array) => number;
  /** set on a pass kept for every search (browsing everything): what is shaped from it may be kept with it */
  kept?: boolean;
}

export interface PassContext extends DimensionData {
  byInst: Groups;
  marks: MarkPool | null;
  counts: CountPool | null;
}

const popcount1 = (f: number) => f !== 0 && (f & (f - 1)) === 0;

/** How a pass reads its programs; tests force each way to compare them (execute-real.test.ts). */
export type PassWay = 'sizes' | 'profiles' | 'place';

/** The program search's pass: `filters` in declaration order, their bits 1, 2, 4… */
export function runProgramPass(
  x: PassContext,
  m: KeywordMatch,
  where: Where,
  filters: readonly ActiveFilter[],
  way?: PassWay,
): PassResult {
  const { d, ix } = x;
  const tiered = profileTiers(d, ix, m);
  const { tiers: pt, reached } = tiered;
  const int32 = (n: number, written?: () => ArrayLike<number> | null) =>
    x.counts ? x.counts.int32(n, written) : new Int32Array(n);
  const uint32 = (n: number) => (x.counts ? x.counts.uint32(n) : new Uint32Array(n));
  const progFilters = filters.filter((f) => f.dim.level === 'program');
  const schoolFilters = filters.filter((f) => f.dim.level === 'school');
  // Per profile: the bits of the program-level filters it fails.
  let pf: Uint32Array | null = null;
  /** Sets the failure bits of the given profiles (those the keyword reaches, and the named schools' programs'). */
  const judgeProfiles = (profiles: ArrayLike<number>) => {
    if (!pf) return;
    for (const f of progFilters) {
      const { keep } = f.chosen;
      const { codes, bit } = f;
      for (let j = 0; j < profiles.length; j++) {
        const k = profiles[j] ?? 0;
        if (!keep[codes[k] ?? 0]) pf[k] = (pf[k] ?? 0) | bit;
      }
    }
  };
  if (progFilters.length > 0) {
    pf = uint32(ix.count);
    judgeProfiles(reached);
  }
  // Per school: the bits of the school-level filters it fails, OUTSIDE when it is not in the place.
  let sf: Uint32Array | null = null;
  if (schoolFilters.length > 0 || where.instOk) {
    sf = uint32(d.instCount);
    const inside = where.instOk;
    // The schools to judge: the place's, or all; then each school-level filter over them, one at a time.
    let judged: ArrayLike<number> | null = null;
    if (inside && where.inside) {
      sf.fill(OUTSIDE);
      judged = where.inside;
      for (let k = 0; k < judged.length; k++) sf[judged[k] ?? 0] = 0;
    } else if (inside) for (let i = 0; i < d.instCount; i++) if (!inside[i]) sf[i] = OUTSIDE;
    for (const f of schoolFilters) {
      const { keep } = f.chosen;
      const { codes, bit } = f;
      if (judged) {
        for (let k = 0; k < judged.length; k++) {
          const i = judged[k] ?? 0;
          if (!keep[codes[i] ?? 0]) sf[i] = (sf[i] ?? 0) | bit;
        }
      } else {
        for (let i = 0; i < d.instCount; i++) {
          if (!keep[codes[i] ?? 0] && sf[i] !== OUTSIDE) sf[i] = (sf[i] ?? 0) | bit;
        }
      }
    }
  }
  // Per school: the bits of program-level filters a school's own value passes for all its programs (a dimension
  // with a school part, such as a format a school offers: engine-dimension.ts `schoolPart`).
  let sr: Uint32Array | null = null;
  for (const f of progFilters) {
    const part = f.dim.schoolPart;
    const keepSchool = f.chosen.keepSchool;
    if (!part || !keepSchool) continue;
    sr ??= uint32(d.instCount);
    const codes = part.codes(x);
    for (let i = 0; i < d.instCount; i++) if (keepSchool[codes[i] ?? 0]) sr[i] = (sr[i] ?? 0) | f.bit;
  }
  // Schools whose name holds a word: their programs that can match are listed and tiered on their own (named-programs.ts).
  const named = namedSchools(m);
  let namedFlag: Uint8Array | null = null;
  let namedProgs: Int32Array | null = null;
  let namedTier: Uint8Array | null = null;
  let namedTally: NamedTally | null = null;
  if (named && m.kind === 'text') {
    namedFlag = new Uint8Array(d.instCount);
    for (const i of named) if (!(sf && sf[i] === OUTSIDE)) namedFlag[i] = 1;
    namedProgs = namedPrograms(d, ix, x.byInst, x.counts, m, named, namedFlag, tiered);
    namedTier = x.marks ? x.marks.take(namedProgs) : new Uint8Array(d.progCount).fill(NO_MATCH);
    namedTally = tierAndCountNamed(x, m, namedProgs, namedTier);
    // Their profiles' failures, for those the keyword does not reach by the profile alone.
    if (pf) judgeProfiles(namedTally.profiles.filter((k) => pt[k] === NO_MATCH));
  }

  const acc = new Counts(x, filters, int32);
  acc.namedHits = namedProgs?.length ?? 0;
  // The profiles that can count anywhere: reached by the keyword, failing at most one program-level filter.
  // A failure a school can take back (a school part, above) may leave one: such bits are not counted here.
  let rescuable = 0;
  for (const f of progFilters) if (f.chosen.keepSchool) rescuable |= f.bit;
  const counts = (k: number) => {
    const fails = pf ? (pf[k] ?? 0) & ~rescuable : 0;
    return fails === 0 || popcount1(fails);
  };
  // A place holding fewer programs than the profiles that can count: its programs are read, and the profiles are
  // not even listed (the sizes are added only until they pass the place's).
  let viaPlace = false;
  if (sf && where.inside && way !== 'profiles') {
    viaPlace = way === 'place';
    if (way === undefined) {
      let viaProfiles = 0;
      for (let j = 0; j < reached.length && viaProfiles <= where.insidePrograms; j++) {
        const k = reached[j] ?? 0;
        if (counts(k)) viaProfiles += ix.size[k] ?? 0;
      }
      viaPlace = where.insidePrograms < viaProfiles;
    }
  }
  let candidates: Int32Array;
  if (viaPlace && sf && where.inside) {
    candidates = byPlace(x, acc, where.inside, pt, pf, sf, namedFlag, sr);
  } else {
    // Listed in a lent buffer (no array of up to 44,500 numbers for the collector per search).
    const list = lentList(x.counts, reached.length);
    let w = 0;
    for (let j = 0; j < reached.length; j++) {
      const k = reached[j] ?? 0;
      if (counts(k)) list[w++] = k;
    }
    const counting = list.subarray(0, w);
    candidates = counting;
    const one =
      schoolFilters.length === 1 && !where.instOk && !namedFlag && !sr ? schoolFilters[0] : undefined;
    if (!sf && !sr && way !== 'profiles') bySize(x, acc, counting, tiered, pf, namedFlag, namedTally);
    else if (one && sf && way === undefined && bySchoolFilter(x, acc, counting, reached, pt, pf, one, sf)) {
      // Counted by the schools the filter keeps, and by profile for those it does not (below).
    } else byProfiles(x, acc, counting, pt, pf, sf ?? uint32(d.instCount), namedFlag, sr);
  }
  if (namedProgs && namedTier) byNamedSchools(x, acc, namedProgs, namedTier, pf, sf, sr, namedTally);
  acc.namedFlag = namedFlag;
  return acc.finish(
    pt,
    pf,
    sf,
    namedFlag,
    namedTier,
    sr,
    candidates,
    namedProgs,
    namedTally?.profiles ?? null,
  );
}

/** What a pass counts, and how the counts become the result. */
class Counts {
  total = 0;
  unfiltered: number | null = 0;
  readonly tierCount = new Int32Array(TIERS);
  /** per profile: programs in the result; per filter: programs failing it alone (by profile or by school) */
  readonly hist0: Int32Array;
  readonly byBit: Int32Array[] = [];
  readonly instPass: Int32Array;
  /** the profiles with a count, each once (listProfiles, once the pass is done) */
  touchedProfiles: Int32Array = new Int32Array(0);
  /** the schools with a count, each once, in the first schoolCount entries (a lent buffer; cut to them by finish) */
  touchedSchools: Int32Array;
  schoolCount = 0;
  readonly failing: Int32Array;
  /** per filter: counts by code of programs failing it alone, added without a per-school count (bySchoolFilter) */
  readonly byCode = new Map<ProgramDimensionId, Int32Array>();
  /** lends zeroed counters for the search (scratch/count-pool.ts) */
  private readonly int32: (n: number, written?: () => ArrayLike<number> | null) => Int32Array;
  /** set once the profiles and schools with a count are listed */
  private done = false;
  /** the named schools' programs, which any pass may add to the result besides its own (byNamedSchools) */
  namedHits = 0;

  /**
   * Lends the list of the result's programs, for at most `bound` of them (at most LIST_CAP: a result found larger
   * than the list is not listed).
   */
  reserveHits(bound: number): void {
    this.hits = lentList(this.x.counts, Math.min(bound + this.namedHits, LIST_CAP));
  }

  /** the result's programs as met (while there are at most LIST_CAP; null past that) */
  hits: Int32Array | null;
  hitCount = 0;
  /** the bits of the school-level filters */
  private readonly schoolBits: number;
  /** the bits of program-level filters with a school part: their failures are also counted per school */
  private readonly bothBits: number;
  /** per such filter: per school, programs failing it alone */
  readonly schoolByBit: Int32Array[] = [];
  private readonly seenSchool: Int32Array;

  constructor(
    readonly x: PassContext,
    readonly filters: readonly ActiveFilter[],
    int32: (n: number, written?: () => ArrayLike<number> | null) => Int32Array,
  ) {
    const { ix, d } = x;
    // Entries set are at the profiles and schools listed once the pass is done (none listed if it did not finish:
    // then whole arrays are zeroed).
    const profiles = () => (this.done ? this.touchedProfiles : null);
    const schools = () => (this.done ? this.touchedSchools : null);
    this.touchedSchools = lentList(x.counts, d.instCount);
    this.hist0 = int32(ix.count, profiles);
    this.hits = null;
    this.instPass = int32(d.instCount, schools);
    this.failing = new Int32Array(32);
    let schoolBits = 0;
    let bothBits = 0;
    for (const f of filters) {
      this.byBit[bitIndex(f.bit)] =
        f.dim.level === 'program' ? int32(ix.count, profiles) : int32(d.instCount, schools);
      if (f.dim.level === 'school') schoolBits |= f.bit;
      if (f.dim.schoolPart) {
        bothBits |= f.bit;
        this.schoolByBit[bitIndex(f.bit)] = int32(d.instCount, schools);
      }
    }
    this.schoolBits = schoolBits;
    this.bothBits = bothBits;
    this.seenSchool = int32(d.instCount, schools);
    this.int32 = int32;
  }

  /**
   * The profiles with a count, each once: found after the pass among those that can have one (the profiles that
   * can count, and those of the named schools' programs), rather than by a mark per program counted.
   */
  private listProfiles(candidates: Int32Array, named: Int32Array | null): void {
    const lists = [this.hist0, ...this.byBit.filter((h, b) => h && ((1 << b) & this.schoolBits) === 0)];
    // In a lent buffer: no array of up to 44,500 numbers for the collector per search.
    const out = lentList(this.x.counts, candidates.length + (named?.length ?? 0));
    let n = 0;
    const check = (k: number) => {
      for (const h of lists) {
        if (h[k] !== 0) {
          out[n++] = k;
          return;
        }
      }
    };
    for (let j = 0; j < candidates.length; j++) check(candidates[j] ?? 0);
    if (named) {
      // The named schools' profiles (each once), but those among the candidates.
      const seen = new Uint8Array(this.x.ix.count);
      for (let j = 0; j < candidates.length; j++) seen[candidates[j] ?? 0] = 1;
      for (let j = 0; j < named.length; j++) {
        const k = named[j] ?? 0;
        if (!seen[k]) check(k);
      }
    }
    this.touchedProfiles = out.subarray(0, n);
  }

  touchSchool(i: number): void {
    if (this.seenSchool[i]) return;
    this.seenSchool[i] = 1;
    this.touchedSchools[this.schoolCount++] = i;
  }

  /** One program of profile k at school i, with tier t and failure bits f (not outside the place). */
  add(p: number, k: number, i: number, t: number, f: number): void {
    if (f === 0) {
      this.hist0[k] = (this.hist0[k] ?? 0) + 1;
      if (this.instPass[i] === 0) this.touchSchool(i);
      this.instPass[i] = (this.instPass[i] ?? 0) + 1;
      this.tierCount[t] = (this.tierCount[t] ?? 0) + 1;
      this.total++;
      if (this.hits) {
        if (this.hitCount < this.hits.length) this.hits[this.hitCount++] = p;
        else this.hits = null;
      }
    } else if (popcount1(f)) {
      const b = bitIndex(f);
      this.failing[b] = (this.failing[b] ?? 0) + 1;
      const h = this.byBit[b];
      if (!h) return;
      if ((f & this.schoolBits) === 0) {
        h[k] = (h[k] ?? 0) + 1;
        if (f & this.bothBits) {
          const hs = this.schoolByBit[b];
          if (hs) hs[i] = (hs[i] ?? 0) + 1;
          this.touchSchool(i);
        }
      } else {
        h[i] = (h[i] ?? 0) + 1;
        this.touchSchool(i);
      }
    }
  }

  finish(
    pt: Uint8Array,
    pf: Uint32Array | null,
    sf: Uint32Array | null,
    namedFlag: Uint8Array | null,
    namedTier: Uint8Array | null,
    sr: Uint32Array | null,
    candidates: Int32Array,
    namedProgs: Int32Array | null,
    namedProfiles: Int32Array | null,
  ): PassResult {
    const { x, filters } = this;
    const { d, ix } = x;
    this.touchedSchools = this.touchedSchools.subarray(0, this.schoolCount);
    this.listProfiles(candidates, namedProfiles);
    this.done = true;
    const { progInst } = d;
    const { progProfile } = ix;
    // Listed in the order met (profile by profile, school by school): put in program order, in place — at once for
    // a small result, which the page sorts; on first use for a larger one (only some pages sort it).
    const buffer = this.hits && this.hitCount === this.total ? this.hits.subarray(0, this.hitCount) : null;
    let listed: Int32Array | null | undefined =
      buffer && buffer.length <= SMALL_RESULT ? inProgramOrder(buffer, d.progCount) : undefined;
    const failingOnly = new Map<ProgramDimensionId, number>();
    for (const f of filters) failingOnly.set(f.id, this.failing[bitIndex(f.bit)] ?? 0);
    const schools = this.touchedSchools;
    const counted = new Map<ProgramDimensionId, Int32Array>();
    /**
     * The dimensions' counts by code, several at once: the profiles (or schools) with a count are read once for all
     * the dimensions of their level, each adding the result's programs and those failing its own filter alone.
     */
    /** A list of n numbers, every one written by the borrower: lent for the search (no garbage per search). */
    const lend = (n: number) => lentList(x.counts, n).subarray(0, n);
    const countAll = (dims: ReadonlyArray<readonly [ProgramDimensionId, EngineDimension]>) => {
      const todo: Array<{
        out: Int32Array;
        codes: Int32Array;
        own: Int32Array | undefined;
        school: boolean;
        dim: EngineDimension;
      }> = [];
      for (const [id, dim] of dims) {
        if (counted.has(id)) continue;
        const filter = filters.find((f) => f.id === id);
        const own = filter && !dim.resultOnly ? this.byBit[bitIndex(filter.bit)] : undefined;
        // The school itself: its counts are the result's per school (with its own filter's failures added).
        if (dim.perSchool && !own) {
          counted.set(id, this.instPass);
          continue;
        }
        const out = this.int32(dim.codeCount(x));
        const extra = this.byCode.get(id);
        if (extra) out.set(extra);
        counted.set(id, out);
        todo.push({ out, codes: dim.codes(x), own, school: dim.level === 'school', dim });
      }
      for (const school of [false, true]) {
        const mine = todo.filter((t) => t.school === school);
        if (mine.length === 0) continue;
        // The profiles (or schools) with a count and their result counts, in flat arrays read once per dimension.
        // Profiles apart by source: the list facts (cost, weeks, Pell, services, source) have one code for every
        // college profile, whose counts are then added once.
        const touched = school ? this.touchedSchools : this.touchedProfiles;
        const base = school ? this.instPass : this.hist0;
        const etpl = school ? null : ix.etpl;
        const m = touched.length;
        const at = lend(m);
        const n0 = lend(m);
        let lists = 0;
        let colleges = 0;
        for (let j = 0; j < m; j++) {
          const k = touched[j] ?? 0;
          at[j] = k;
          n0[j] = base[k] ?? 0;
          if (etpl && etpl[k]) lists++;
        }
        const atList = lend(lists);
        const n0List = lend(lists);
        if (etpl) {
          for (let j = 0, w = 0; j < m; j++) {
            const k = at[j] ?? 0;
            if (etpl[k]) {
              atList[w] = k;
              n0List[w++] = n0[j] ?? 0;
            } else colleges += n0[j] ?? 0;
          }
        }
        // The program-level dimensions that college profiles do not all share a code in: counted from rows of
        // their codes side by side (code-rows.ts), each profile's row read once for all of them; a filter's own
        // failures are added after, column by column.
        const byRow = etpl ? mine.filter((t) => collegeCode(x, t.dim) < 0) : [];
        if (byRow.length > 1) {
          const rows = codeRows(
            d,
            ix.count,
            byRow.map((t) => t.codes),
            byRow.map((t) => t.dim.codeCount(x)),
          );
          const flat = this.int32(rows.total);
          addRowCounts(flat, rows, at, n0);
          byRow.forEach((t, c) => {
            const base = rows.bases[c] ?? 0;
            for (let code = 0; code < t.out.length; code++) {
              const n = flat[base + code] ?? 0;
              if (n !== 0) t.out[code] = (t.out[code] ?? 0) + n;
            }
            if (t.own) addOwnCounts(t.out, t.codes, t.own, at);
          });
        }
        for (const t of mine) {
          if (byRow.length > 1 && byRow.includes(t)) continue;
          const c = etpl && !t.own ? collegeCode(x, t.dim) : -1;
          if (c < 0) addCounts(t.out, t.codes, t.own, at, n0);
          else {
            t.out[c] = (t.out[c] ?? 0) + colleges;
            addCounts(t.out, t.codes, undefined, atList, n0List);
          }
        }
      }
    };
    const countsFor = (id: ProgramDimensionId, dim: EngineDimension): Int32Array => {
      if (!counted.has(id)) countAll([[id, dim]]);
      return counted.get(id) ?? new Int32Array(0);
    };
    let dense: { tiers: Uint8Array; bits: Uint32Array } | undefined;
    let walkedFrom: { firstAt: Int32Array; from: number } | undefined;
    const tierAt = (p: number): number => {
      const i = progInst[p] ?? 0;
      if (sf && sf[i] !== 0) return NO_MATCH;
      if (namedFlag && namedFlag[i]) return namedTier?.[p] ?? NO_MATCH;
      const k = progProfile[p] ?? 0;
      return pf && ((pf[k] ?? 0) & ~(sr ? (sr[i] ?? 0) : 0)) !== 0 ? NO_MATCH : (pt[k] ?? NO_MATCH);
    };
    return {
      total: this.total,
      tierCount: this.tierCount,
      tierAt,
      hits: listed ?? null,
      listable: buffer !== null,
      get allHits() {
        return (listed ??= buffer ? inProgramOrder(buffer, d.progCount) : null);
      },
      unfiltered: this.unfiltered,
      failingOnly,
      instPass: this.instPass,
      countsFor,
      countAll,
      schools,
      denseTiers: () => (dense ??= this.dense(tierAt, pt, sf || sr ? null : this.touchedProfiles)).tiers,
      denseBits: () => (dense ??= this.dense(tierAt, pt, sf || sr ? null : this.touchedProfiles)).bits,
      denseReady: () => dense !== undefined,
      tierListCost: (t) => this.tierListing(t, pt, namedProgs, namedTier).cost,
      tierPrograms: (t) => this.tierListing(t, pt, namedProgs, namedTier).list(tierAt),
      walkFrom: (firstAt) => {
        // Every program of the result counts at its profile, the named schools' too: their profiles' first
        // positions bound them all. Kept for the pass (a kept pass, such as browsing everything, reads its up to
        // 44,500 profiles once, not once per page).
        if (walkedFrom?.firstAt === firstAt) return walkedFrom.from;
        let from = d.progCount;
        const inResult = this.hist0;
        for (const k of this.touchedProfiles) if (inResult[k] !== 0) from = Math.min(from, firstAt[k] ?? 0);
        walkedFrom = { firstAt, from };
        return from;
      },
      schoolCountsFor: (id, dim) => {
        const part = dim.schoolPart;
        if (!part) return null;
        const filter = filters.find((f) => f.id === id);
        const own = filter ? this.schoolByBit[bitIndex(filter.bit)] : undefined;
        const out = new Int32Array(part.codeCount(x));
        const codes = part.codes(x);
        for (const i of this.touchedSchools) {
          const n = (this.instPass[i] ?? 0) + (own?.[i] ?? 0);
          if (n !== 0) out[codes[i] ?? 0] = (out[codes[i] ?? 0] ?? 0) + n;
        }
        return out;
      },
    };
  }

  /**
   * The result's tiers in one array. With no place and no school-level filter the result is its profiles' members
   * (and the named schools' programs); else it lies in the schools counted, whose programs are read school by school.
   */
  private dense(
    tierAt: (p: number) => number,
    pt: Uint8Array,
    viaProfiles: Int32Array | null,
  ): { tiers: Uint8Array; bits: Uint32Array } {
    const { d, ix } = this.x;
    const out = this.x.marks ? this.x.marks.take(null) : new Uint8Array(d.progCount).fill(NO_MATCH);
    const words = (d.progCount + 31) >>> 5;
    const bits = this.x.counts ? this.x.counts.uint32(words) : new Uint32Array(words);
    if (viaProfiles) {
      // Every member of a profile in the result is in it, but at the named schools (written below).
      const { members, memberSchool } = ix;
      const { start, items } = members;
      const named = this.namedFlag;
      for (const k of viaProfiles) {
        // A profile the keyword does not reach counts only for its programs at the named schools (written below).
        const t = pt[k] ?? NO_MATCH;
        if ((this.hist0[k] ?? 0) === 0 || t === NO_MATCH) continue;
        const end = start[k + 1] ?? 0;
        for (let j = start[k] ?? 0; j < end; j++) {
          if (named && named[memberSchool[j] ?? 0]) continue;
          const p = items[j] ?? 0;
          out[p] = t;
          bits[p >>> 5] = (bits[p >>> 5] ?? 0) | (1 << (p & 31));
        }
      }
    }
    const { start, items } = this.x.byInst;
    for (const i of this.touchedSchools) {
      if ((this.instPass[i] ?? 0) === 0 || (viaProfiles && !this.namedFlag?.[i])) continue;
      for (let j = start[i] ?? 0, end = start[i + 1] ?? 0; j < end; j++) {
        const p = items[j] ?? 0;
        const t = tierAt(p);
        out[p] = t;
        if (t !== NO_MATCH) bits[p >>> 5] = (bits[p >>> 5] ?? 0) | (1 << (p & 31));
      }
    }
    return { tiers: out, bits };
  }

  /**
   * Where a tier's programs lie: the members of its profiles with a result (but at the named schools, whose
   * programs have their own tiers), or else the programs of the schools with a result — whichever is fewer — and
   * the named schools' programs. Each is kept only if tierAt gives it that tier (the place and filters decide).
   */
  private tierListing(
    t: number,
    pt: Uint8Array,
    namedProgs: Int32Array | null,
    namedTier: Uint8Array | null,
  ): { cost: number; list: (tierAt: (p: number) => number) => Int32Array } {
    const { ix, byInst } = this.x;
    const named = this.namedFlag;
    if (!this.tierSizes) {
      // Per tier, the programs of its profiles with a result (all tiers at once: a page may look at several).
      this.tierSizes = new Float64Array(TIERS);
      for (const k of this.touchedProfiles) {
        const tier = pt[k] ?? NO_MATCH;
        if ((this.hist0[k] ?? 0) !== 0)
          this.tierSizes[tier] = (this.tierSizes[tier] ?? 0) + (ix.size[k] ?? 0);
      }
    }
    const viaProfiles = this.tierSizes[t] ?? 0;
    if (this.schoolPrograms < 0) {
      this.schoolPrograms = 0;
      for (const i of this.touchedSchools) {
        if ((this.instPass[i] ?? 0) !== 0 && !named?.[i])
          this.schoolPrograms += (byInst.start[i + 1] ?? 0) - (byInst.start[i] ?? 0);
      }
    }
    const viaSchools = this.schoolPrograms;
    const byProfile = viaProfiles <= viaSchools;
    // The named schools' programs of the tier: counted by tierNamedPrograms when none was taken out since (then listed
    // only if the list is asked for), else listed to be counted.
    const namedOfTier = () => {
      if (!namedProgs || !namedTier) return null;
      const tally = this.namedTally;
      if (!tally) return this.namedOfTier(namedProgs, namedTier, t);
      const count = tally.perTier[t] ?? 0;
      const cap = tally.tierListCap;
      return count <= cap
        ? tally.tierLists.slice(t * cap, t * cap + count)
        : ofTier(namedProgs, namedTier, t, count);
    };
    const namedCount = this.namedTally ? (this.namedTally.perTier[t] ?? 0) : (namedOfTier()?.length ?? 0);
    const list = (tierAt: (p: number) => number) => {
      const out = new Int32Array((this.tierCount[t] ?? 0) + 1);
      let w = 0;
      const keep = (p: number) => {
        if (tierAt(p) === t && w < out.length) out[w++] = p;
      };
      if (byProfile) {
        const { start, items } = ix.members;
        const { memberSchool } = ix;
        for (const k of this.touchedProfiles) {
          if (pt[k] !== t || (this.hist0[k] ?? 0) === 0) continue;
          for (let j = start[k] ?? 0, end = start[k + 1] ?? 0; j < end; j++) {
            if (named && named[memberSchool[j] ?? 0]) continue;
            keep(items[j] ?? 0);
          }
        }
      } else {
        const { start, items } = byInst;
        for (const i of this.touchedSchools) {
          if ((this.instPass[i] ?? 0) === 0 || named?.[i]) continue;
          for (let j = start[i] ?? 0, end = start[i + 1] ?? 0; j < end; j++) keep(items[j] ?? 0);
        }
      }
      const ofNamed = namedOfTier();
      if (ofNamed) for (const p of ofNamed) keep(p);
      return out.subarray(0, w);
    };
    return { cost: Math.min(viaProfiles, viaSchools) + namedCount, list };
  }

  /** The named schools' programs of one tier (by their own tiers), from a list of them by tier made once. */
  private namedOfTier(namedProgs: Int32Array, namedTier: Uint8Array, t: number): Int32Array {
    if (!this.namedByTier) {
      const at = new Int32Array(TIERS + 1);
      for (let j = 0; j < namedProgs.length; j++) {
        const tier = namedTier[namedProgs[j] ?? 0] ?? NO_MATCH;
        at[tier + 1] = (at[tier + 1] ?? 0) + 1;
      }
      for (let u = 0; u < TIERS; u++) at[u + 1] = (at[u + 1] ?? 0) + (at[u] ?? 0);
      const fill = at.slice(0, TIERS);
      const items = new Int32Array(namedProgs.length);
      for (let j = 0; j < namedProgs.length; j++) {
        const p = namedProgs[j] ?? 0;
        const tier = namedTier[p] ?? NO_MATCH;
        items[fill[tier] ?? 0] = p;
        fill[tier] = (fill[tier] ?? 0) + 1;
      }
      this.namedByTier = { at, items };
    }
    const { at, items } = this.namedByTier;
    return items.subarray(at[t] ?? 0, at[t + 1] ?? 0);
  }

  private namedByTier: { at: Int32Array; items: Int32Array } | null = null;
  /** per tier: the programs of its profiles with a result (tierListing) */
  private tierSizes: Float64Array | null = null;

  /** The programs of the schools with a result but the named ones (-1 until tierListing needs it). */
  private schoolPrograms = -1;

  /**
   * The named schools' programs counted by tierNamedPrograms, when they were added to the result from those counts
   * (all of them in the result, with the tiers it wrote): addNamedCounts.
   */
  namedTally: NamedTally | null = null;

  /** Set by the pass: per school, 1 when its name holds a word of the keyword (its programs tiered on their own). */
  namedFlag: Uint8Array | null = null;
}

const bitIndex = (bit: number) => 31 - Math.clz32(bit);

const collegeCodes = new WeakMap<EngineDimension, WeakMap<object, number>>();
/**
 * The one code every college (non-list) profile has in a program-level dimension, or -1 when they differ: the
 * facts only lists report are "not reported" for every college program (built once per data set).
 */
function collegeCode(x: DimensionData, dim: EngineDimension): number {
  let perData = collegeCodes.get(dim);
  if (!perData) collegeCodes.set(dim, (perData = new WeakMap()));
  let c = perData.get(x.d);
  if (c === undefined) {
    const codes = dim.codes(x);
    c = -2;
    for (let k = 0; k < x.ix.count && c !== -1; k++) {
      if (x.ix.etpl[k]) continue;
      const code = codes[k] ?? 0;
      c = c === -2 || c === code ? code : -1;
    }
    if (c === -2) c = -1;
    perData.set(x.d, c);
  }
  return c;
}

/** out[code] += each listed profile's count failing `own`'s filter alone (its result count added elsewhere). */
function addOwnCounts(out: Int32Array, codes: Int32Array, own: Int32Array, at: Int32Array) {
  const m = at.length;
  for (let j = 0; j < m; j++) {
    const k = at[j] as number;
    const n = own[k] as number;
    if (n !== 0) {
      const c = codes[k] as number;
      out[c] = (out[c] as number) + n;
    }
  }
}

/** out[code] += each listed profile's (or school's) result count, plus its count failing `own`'s filter alone. */
function addCounts(
  out: Int32Array,
  codes: Int32Array,
  own: Int32Array | undefined,
  at: Int32Array,
  n0: Int32Array,
) {
  const m = at.length;
  if (own) {
    for (let j = 0; j < m; j++) {
      const k = at[j] as number;
      const n = (n0[j] as number) + (own[k] as number);
      if (n !== 0) {
        const c = codes[k] as number;
        out[c] = (out[c] as number) + n;
      }
    }
  } else {
    for (let j = 0; j < m; j++) {
      const n = n0[j] as number;
      if (n !== 0) {
        const c = codes[at[j] as number] as number;
        out[c] = (out[c] as number) + n;
      }
    }
  }
}

/**
 * No place and no school-level filter: what each profile decides holds for all its programs, so its size is added
 * (except the programs of schools named by the keyword, counted on their own). Only the result's profiles have
 * their programs read, for the schools they are at.
 */
function bySize(
  x: PassContext,
  acc: Counts,
  counting: Int32Array,
  tiered: ProfileTiers,
  pf: Uint32Array | null,
  namedFlag: Uint8Array | null,
  /** the named schools' programs by profile (counted by byNamedSchools) */
  named: NamedTally | null,
): void {
  const { ix } = x;
  const { size, members, memberSchool } = ix;
  const { start, items } = members;
  const pt = tiered.tiers;
  const namedCount = named?.perProfile ?? null;
  // The programs the keyword reaches (summed once per keyword), but the named schools' (left to byNamedSchools).
  let unfiltered = tiered.reachedSize;
  if (named) {
    for (const k of named.profiles) if (pt[k] !== NO_MATCH) unfiltered -= named.perProfile[k] ?? 0;
  }
  acc.unfiltered = unfiltered;
  let total = 0;
  for (let q = 0; q < counting.length; q++) {
    const k = counting[q] ?? 0;
    if (!pf || pf[k] === 0) total += (size[k] ?? 0) - (namedCount?.[k] ?? 0);
  }
  acc.reserveHits(total);
  // Written below without a check: only when they all fit.
  if (total > LIST_CAP) acc.hits = null;
  const { hist0, instPass, tierCount, failing, byBit } = acc;
  // Schools met here are met first here (nothing was counted before): listed without the per-school check.
  const touched = acc.touchedSchools;
  let tn = acc.schoolCount;
  let visited = 0;
  for (let q = 0; q < counting.length; q++) {
    const k = counting[q] ?? 0;
    const n = (size[k] ?? 0) - (namedCount?.[k] ?? 0);
    if (n === 0) continue;
    const f = pf ? (pf[k] ?? 0) : 0;
    if (f !== 0) {
      const b = bitIndex(f);
      failing[b] = (failing[b] ?? 0) + n;
      const h = byBit[b];
      if (h) h[k] = (h[k] ?? 0) + n;
      continue;
    }
    hist0[k] = (hist0[k] ?? 0) + n;
    const t = pt[k] ?? 0;
    tierCount[t] = (tierCount[t] ?? 0) + n;
    acc.total += n;
    const from = start[k] ?? 0;
    const end = start[k + 1] ?? 0;
    visited += end - from;
    if (visited > CHECK_MASK) {
      checkDeadline();
      visited = 0;
    }
    const hits = acc.hits;
    let w = acc.hitCount;
    // The result's schools (School, Area, sector): one increment per program, the profile's schools read in order.
    if (namedFlag || hits) {
      for (let j = from; j < end; j++) {
        const i = memberSchool[j] ?? 0;
        if (namedFlag && namedFlag[i]) continue;
        if (instPass[i] === 0) touched[tn++] = i;
        instPass[i] = (instPass[i] ?? 0) + 1;
        if (hits) hits[w++] = items[j] ?? 0;
      }
      acc.hitCount = w;
    } else {
      for (let j = from; j < end; j++) {
        const i = memberSchool[j] ?? 0;
        if (instPass[i] === 0) touched[tn++] = i;
        instPass[i] = (instPass[i] ?? 0) + 1;
      }
    }
  }
  acc.schoolCount = tn;
}

/**
 * One school-level filter with a few values (sector, school level), no place: the schools it keeps are read program
 * by program (the result and every other facet are theirs); those it does not keep count only for the filter's own
 * facet, which each profile's programs by the filter's value give (built once per data set). False (nothing
 * counted) when reading the schools it keeps would cost more than reading the profiles' programs.
 */
function bySchoolFilter(
  x: PassContext,
  acc: Counts,
  counting: Int32Array,
  reached: Int32Array,
  pt: Uint8Array,
  pf: Uint32Array | null,
  filter: ActiveFilter,
  sf: Uint32Array,
): boolean {
  const { d, ix } = x;
  const codeCount = filter.dim.codeCount(x);
  if (codeCount > SMALL_CODES) return false;
  const { start } = x.byInst;
  const open = new Int32Array(d.instCount);
  let opened = 0;
  let openPrograms = 0;
  for (let i = 0; i < d.instCount; i++) {
    if (sf[i] !== 0) continue;
    open[opened++] = i;
    openPrograms += (start[i + 1] ?? 0) - (start[i] ?? 0);
  }
  let viaProfiles = 0;
  for (let q = 0; q < counting.length; q++) viaProfiles += ix.size[counting[q] ?? 0] ?? 0;
  if (openPrograms >= viaProfiles) return false;
  byPlace(x, acc, open.subarray(0, opened), pt, pf, sf, null, null);
  // Programs matching the keyword, whatever the filters: every profile's, nowhere limited.
  let unfiltered = 0;
  for (const k of reached) unfiltered += ix.size[k] ?? 0;
  acc.unfiltered = unfiltered;
  const byValue = profilesByCode(x, filter.dim);
  const own = new Int32Array(codeCount);
  const { keep } = filter.chosen;
  let failing = 0;
  for (let q = 0; q < counting.length; q++) {
    const k = counting[q] ?? 0;
    if (pf && pf[k] !== 0) continue;
    for (let c = 0; c < codeCount; c++) {
      if (keep[c]) continue;
      const n = byValue[k * codeCount + c] ?? 0;
      own[c] = (own[c] ?? 0) + n;
      failing += n;
    }
  }
  acc.byCode.set(filter.id, own);
  const b = bitIndex(filter.bit);
  acc.failing[b] = (acc.failing[b] ?? 0) + failing;
  return true;
}

/** School-level dimensions with at most this many values have their programs counted per profile and value. */
const SMALL_CODES = 8;
const byCodeCache = new WeakMap<EngineDimension, WeakMap<object, Int32Array>>();

/** Per profile and value of a school-level dimension: its programs at schools with that value (`[k * codes + c]`). */
function profilesByCode(x: PassContext, dim: EngineDimension): Int32Array {
  let perData = byCodeCache.get(dim);
  if (!perData) byCodeCache.set(dim, (perData = new WeakMap()));
  let out = perData.get(x.d);
  if (out) return out;
  const built = outsideDeadline(() => {
    const codeCount = dim.codeCount(x);
    const codes = dim.codes(x);
    const { members, memberSchool } = x.ix;
    const h = new Int32Array(x.ix.count * codeCount);
    for (let k = 0; k < x.ix.count; k++) {
      for (let j = members.start[k] ?? 0, end = members.start[k + 1] ?? 0; j < end; j++) {
        const at = k * codeCount + (codes[memberSchool[j] ?? 0] ?? 0);
        h[at] = (h[at] ?? 0) + 1;
      }
    }
    return h;
  });
  perData.set(x.d, (out = built));
  return out;
}

/** Tiers the named schools' listed programs into `tiers` and counts them, in one reading of them. */
function tierAndCountNamed(
  x: PassContext,
  m: TextMatch,
  namedProgs: Int32Array,
  tiers: Uint8Array,
): NamedTally {
  // Lent for the search, like the counts (a named school's programs can be 100,000: no list grown for each).
  const seen = lentList(x.counts, namedProgs.length);
  const met = lentList(x.counts, Math.min(namedProgs.length, x.d.instCount));
  let n = 0;
  let schools = 0;
  const perProfile = x.counts
    ? x.counts.int32(x.ix.count, () => seen.subarray(0, n))
    : new Int32Array(x.ix.count);
  const perSchool = x.counts
    ? x.counts.int32(x.d.instCount, () => met.subarray(0, schools))
    : new Int32Array(x.d.instCount);
  const perTier = new Int32Array(TIERS);
  // Each tier's first programs listed only where reading the list again would cost (past a list's size).
  const tierListCap = namedProgs.length > LIST_CAP ? TIER_LIST_CAP : 0;
  const tierLists = lentList(x.counts, TIERS * tierListCap);
  ({ profiles: n, schools } = tierNamedPrograms(x.d, x.ix, m, namedProgs, tiers, {
    perProfile,
    profiles: seen,
    perSchool,
    schools: met,
    perTier,
    tierListCap,
    tierLists,
  }));
  return {
    perProfile,
    profiles: seen.subarray(0, n),
    perSchool,
    schools: met.subarray(0, schools),
    perTier,
    tierListCap,
    tierLists,
  };
}

/** The members of the profiles that can count, each tested at its school (a place or school-level filters). */
function byProfiles(
  x: PassContext,
  acc: Counts,
  counting: Int32Array,
  pt: Uint8Array,
  pf: Uint32Array | null,
  sf: Uint32Array,
  namedFlag: Uint8Array | null,
  sr: Uint32Array | null,
): void {
  const { members, memberSchool } = x.ix;
  const { start, items } = members;
  // Profiles failing two filters were not read: the count without filters is made by another pass if needed.
  acc.unfiltered = pf ? null : 0;
  let bound = 0;
  for (let q = 0; q < counting.length; q++) bound += x.ix.size[counting[q] ?? 0] ?? 0;
  acc.reserveHits(bound);
  let visited = 0;
  for (let q = 0; q < counting.length; q++) {
    const k = counting[q] ?? 0;
    const t = pt[k] ?? 0;
    const pk = pf ? (pf[k] ?? 0) : 0;
    const end = start[k + 1] ?? 0;
    for (let j = start[k] ?? 0; j < end; j++) {
      if ((++visited & CHECK_MASK) === 0) checkDeadline();
      const i = memberSchool[j] ?? 0;
      const s = sf[i] ?? 0;
      if (s === OUTSIDE || (namedFlag && namedFlag[i])) continue;
      if (acc.unfiltered !== null) acc.unfiltered++;
      acc.add(items[j] ?? 0, k, i, t, (sr ? pk & ~(sr[i] ?? 0) : pk) | s);
    }
  }
}

/** The programs of the schools inside the place, school by school; returns the profiles met (each once). */
function byPlace(
  x: PassContext,
  acc: Counts,
  inside: ArrayLike<number>,
  pt: Uint8Array,
  pf: Uint32Array | null,
  sf: Uint32Array,
  namedFlag: Uint8Array | null,
  sr: Uint32Array | null,
): Int32Array {
  const { start, items } = x.byInst;
  const { progProfile } = x.ix;
  const { hist0, instPass, tierCount } = acc;
  let bound = 0;
  for (let s = 0; s < inside.length; s++) {
    const i = inside[s] ?? 0;
    bound += (start[i + 1] ?? 0) - (start[i] ?? 0);
  }
  // The profiles met, in a list lent for the search (at most one per program read, and per profile).
  const metList = lentList(x.counts, Math.min(bound, x.ix.count));
  let metCount = 0;
  const seen = x.counts
    ? x.counts.int32(x.ix.count, () => metList.subarray(0, metCount))
    : new Int32Array(x.ix.count);
  acc.reserveHits(bound);
  let unfiltered = 0;
  for (let s = 0; s < inside.length; s++) {
    if ((s & 0xff) === 0) checkDeadline();
    const i = inside[s] ?? 0;
    const si = sf[i] ?? 0;
    if (si === OUTSIDE || (namedFlag && namedFlag[i])) continue;
    const from = start[i] ?? 0;
    const end = start[i + 1] ?? 0;
    const rescue = sr ? (sr[i] ?? 0) : 0;
    if (pf === null && si === 0) {
      // Nothing to fail: every program the keyword reaches is in the result (the common case, inlined).
      let n = 0;
      const hits = acc.hits;
      let w = acc.hitCount;
      for (let j = from; j < end; j++) {
        const p = items[j] ?? 0;
        const k = progProfile[p] ?? 0;
        const t = pt[k] ?? NO_MATCH;
        if (t === NO_MATCH) continue;
        if (seen[k] === 0) {
          seen[k] = 1;
          metList[metCount++] = k;
        }
        n++;
        hist0[k] = (hist0[k] ?? 0) + 1;
        tierCount[t] = (tierCount[t] ?? 0) + 1;
        if (hits && w < hits.length) hits[w++] = p;
      }
      if (n === 0) continue;
      if (acc.hits && w >= acc.hits.length && acc.total + n > acc.hits.length) acc.hits = null;
      acc.hitCount = w;
      if (instPass[i] === 0) acc.touchSchool(i);
      instPass[i] = (instPass[i] ?? 0) + n;
      acc.total += n;
      unfiltered += n;
      continue;
    }
    // Filters to pass: the result's programs counted here, the rest (failing one filter, or more) by acc.add.
    let n = 0;
    const hits = acc.hits;
    let w = acc.hitCount;
    for (let j = from; j < end; j++) {
      const p = items[j] ?? 0;
      const k = progProfile[p] ?? 0;
      const t = pt[k] ?? NO_MATCH;
      if (t === NO_MATCH) continue;
      if (seen[k] === 0) {
        seen[k] = 1;
        metList[metCount++] = k;
      }
      unfiltered++;
      const f = ((pf ? (pf[k] ?? 0) : 0) & ~rescue) | si;
      if (f !== 0) {
        if (popcount1(f)) acc.add(p, k, i, t, f);
        continue;
      }
      n++;
      hist0[k] = (hist0[k] ?? 0) + 1;
      tierCount[t] = (tierCount[t] ?? 0) + 1;
      if (hits && w < hits.length) hits[w++] = p;
    }
    if (n === 0) continue;
    if (acc.hits && w >= acc.hits.length && acc.total + n > acc.hits.length) acc.hits = null;
    acc.hitCount = w;
    if (instPass[i] === 0) acc.touchSchool(i);
    instPass[i] = (instPass[i] ?? 0) + n;
    acc.total += n;
  }
  acc.unfiltered = unfiltered;
  return metList.subarray(0, metCount);
}

/** The programs of schools whose name holds a word, with their own tiers (inside the place). */
function byNamedSchools(
  x: PassContext,
  acc: Counts,
  progs: Int32Array,
  namedTier: Uint8Array,
  pf: Uint32Array | null,
  sf: Uint32Array | null,
  sr: Uint32Array | null,
  named: NamedTally | null,
): void {
  if (!pf && !sf && !sr && named && named.perTier[NO_MATCH] === 0) {
    addNamedCounts(acc, progs, named);
    return;
  }
  const { progInst } = x.d;
  const { progProfile } = x.ix;
  for (let j = 0; j < progs.length; j++) {
    const p = progs[j] ?? 0;
    const t = namedTier[p] ?? NO_MATCH;
    if (t === NO_MATCH) continue;
    const i = progInst[p] ?? 0;
    const k = progProfile[p] ?? 0;
    const f = ((pf ? (pf[k] ?? 0) : 0) & ~(sr ? (sr[i] ?? 0) : 0)) | (sf ? (sf[i] ?? 0) : 0);
    if (acc.unfiltered !== null) acc.unfiltered++;
    if (f === 0 || popcount1(f)) acc.add(p, k, i, t, f);
    // Not in the result: its tier must not be read as one (tierAt reads namedTier for these schools).
    if (f !== 0) namedTier[p] = NO_MATCH;
  }
}

/**
 * What byNamedSchools's reading adds when nothing can fail (no filter, no place) and every listed program has a tier:
 * every one is in the result, added from the counts tierNamedPrograms made (by profile, school and tier) rather than
 * program by program — the same counts, the schools met in the same order.
 */
function addNamedCounts(acc: Counts, progs: Int32Array, named: NamedTally): void {
  const { hist0, instPass, tierCount } = acc;
  const { perProfile, profiles, perSchool, schools, perTier } = named;
  for (const k of profiles) hist0[k] = (hist0[k] ?? 0) + (perProfile[k] ?? 0);
  for (const i of schools) {
    if (instPass[i] === 0) acc.touchSchool(i);
    instPass[i] = (instPass[i] ?? 0) + (perSchool[i] ?? 0);
  }
  for (let t = 0; t < TIERS; t++) tierCount[t] = (tierCount[t] ?? 0) + (perTier[t] ?? 0);
  acc.total += progs.length;
  if (acc.unfiltered !== null) acc.unfiltered += progs.length;
  const hits = acc.hits;
  if (hits && acc.hitCount + progs.length > hits.length) acc.hits = null;
  else if (hits) {
    hits.set(progs, acc.hitCount);
    acc.hitCount += progs.length;
  }
  acc.namedTally = named;
}

/**
 * The programs of `progs` whose tier is `t`, `count` of them, in their order: one reading of the list (a page lists
 * one tier or two, where sorting them all by tier reads it twice and writes it once).
 */
function ofTier(progs: Int32Array, tiers: Uint8Array, t: number, count: number): Int32Array {
  const out = new Int32Array(count);
  let w = 0;
  for (let j = 0; j < progs.length && w < count; j++) {
    const p = progs[j] ?? 0;
    if (tiers[p] === t) out[w++] = p;
  }
  return out;
}
