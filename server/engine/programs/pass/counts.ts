// A pass's counts (decision 0025: disjunctive), and how they become its result: the result's programs by profile,
// school and tier, the programs failing one filter alone, every dimension's counts by code, and the lists a page
// walks or sorts (page.ts).
import type { ProgramDimensionId } from '../../../../contract/dimensions/program-dimensions';
import type { DimensionData, EngineDimension } from '../../dimensions/engine-dimension';
import { lentList } from '../../scratch/count-pool';
import { inProgramOrder } from '../../select/postings';
import { NO_MATCH, TIERS } from '../../text/match';
import { addRowCounts, codeRows } from '../code-rows';
import type { NamedList } from '../named/named-list';
import type { NamedTally } from '../named/named-programs';
import { namedTierBySet, namedTierPrograms, type NamedTiersBySet } from '../named/named-tiers-by-set';
import {
  bitIndex,
  LIST_CAP,
  popcount1,
  SMALL_RESULT,
  type ActiveFilter,
  type PassContext,
  type PassResult,
} from './pass-types';

/** What a pass counts, and how the counts become the result. */
export class Counts {
  total = 0;
  unfiltered: number | null = 0;
  readonly tierCount: Int32Array;
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
    this.failing = int32(32);
    this.tierCount = int32(TIERS);
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
    // The result's counts, and the first of the filters' own (most searches have none or one): read in the loop
    // itself, the others only for a profile with neither (a call per profile cost a tenth of a search with no
    // keyword, 44,500 of them).
    const [first, second, ...others] = lists;
    const a = first ?? new Int32Array(0);
    const b = second ?? null;
    let n = 0;
    const add = (from: Int32Array, skip: Uint8Array | null) => {
      for (let j = 0; j < from.length; j++) {
        const k = from[j] ?? 0;
        if (skip && skip[k]) continue;
        if (a[k] !== 0 || (b !== null && b[k] !== 0) || (others.length > 0 && others.some((h) => h[k] !== 0)))
          out[n++] = k;
      }
    };
    add(candidates, null);
    if (named) {
      // The named schools' profiles (each once), but those among the candidates.
      const seen = this.x.counts
        ? this.x.counts.uint8(this.x.ix.count, () => candidates)
        : new Uint8Array(this.x.ix.count);
      for (let j = 0; j < candidates.length; j++) seen[candidates[j] ?? 0] = 1;
      add(named, seen);
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
    namedProgs: NamedList | null,
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
        // The program-level dimensions that college profiles do not all share a code in, and every school-level
        // one: counted from rows of their codes side by side (code-rows.ts), each profile's (school's) row read
        // once for all of them; a filter's own failures are added after, column by column.
        const byRow = etpl ? mine.filter((t) => collegeCode(x, t.dim) < 0) : school ? mine : [];
        if (byRow.length > 1) {
          const rows = codeRows(
            d,
            school ? d.instCount : ix.count,
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
    // The named schools' tiers per profile when they were not written program by program (named-school-counts.ts).
    const namedByProfile = this.namedTally?.byProfile ?? null;
    // ... or per set of words at the whole schools (named/named-tiers-by-set.ts).
    const namedBySet = this.namedTally?.bySet ?? null;
    // The named schools' listed programs and how their tiers are read (dense): the others there have none.
    const namedListed = namedProgs
      ? { progs: namedProgs, tiers: namedTier, byProfile: namedByProfile, bySet: namedBySet }
      : null;
    let walkedFrom: { firstAt: Int32Array; from: number } | undefined;
    /** A program's tier at its school `i`, a school inside the place that passes every school-level filter. */
    const tierInSchool = (p: number, i: number): number => {
      if (namedFlag && namedFlag[i]) {
        if (namedByProfile) return (namedByProfile[progProfile[p] ?? 0] ?? 1) - 1;
        if (namedBySet && namedTier) return namedTierBySet(namedBySet, progProfile, namedTier, p, i);
        return namedTier?.[p] ?? NO_MATCH;
      }
      const k = progProfile[p] ?? 0;
      return pf && ((pf[k] ?? 0) & ~(sr ? (sr[i] ?? 0) : 0)) !== 0 ? NO_MATCH : (pt[k] ?? NO_MATCH);
    };
    const tierAt = (p: number): number => {
      const i = progInst[p] ?? 0;
      return sf && sf[i] !== 0 ? NO_MATCH : tierInSchool(p, i);
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
      denseTiers: () =>
        (dense ??= this.dense(tierInSchool, sf, pt, sf || sr ? null : this.touchedProfiles, namedListed))
          .tiers,
      denseBits: () =>
        (dense ??= this.dense(tierInSchool, sf, pt, sf || sr ? null : this.touchedProfiles, namedListed))
          .bits,
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
        const touched = this.touchedProfiles;
        for (let j = 0; j < touched.length; j++) {
          const k = touched[j] ?? 0;
          if (inResult[k] !== 0) from = Math.min(from, firstAt[k] ?? 0);
        }
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
        const schools = this.touchedSchools;
        for (let j = 0; j < schools.length; j++) {
          const i = schools[j] ?? 0;
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
    tierInSchool: (p: number, i: number) => number,
    sf: Uint32Array | null,
    pt: Uint8Array,
    viaProfiles: Int32Array | null,
    namedListed: NamedPrograms | null,
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
      for (let q = 0; q < viaProfiles.length; q++) {
        const k = viaProfiles[q] ?? 0;
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
    if (viaProfiles && namedListed) {
      // The named schools' listed programs, with the tiers the pass wrote (or left per profile); every other program
      // there has none. With no place and no school-level filter nothing else decides.
      const { tiers, byProfile, bySet } = namedListed;
      const progs = namedListed.progs.list();
      const { progProfile } = ix;
      const { progInst } = d;
      for (let j = 0; j < progs.length; j++) {
        const p = progs[j] ?? 0;
        const t = byProfile
          ? (byProfile[progProfile[p] ?? 0] ?? 1) - 1
          : bySet && tiers
            ? namedTierBySet(bySet, progProfile, tiers, p, progInst[p] ?? 0)
            : (tiers?.[p] ?? NO_MATCH);
        if (t === NO_MATCH) continue;
        out[p] = t;
        bits[p >>> 5] = (bits[p >>> 5] ?? 0) | (1 << (p & 31));
      }
      return { tiers: out, bits };
    }
    const { start, items } = this.x.byInst;
    const schools = this.touchedSchools;
    for (let q = 0; q < schools.length; q++) {
      const i = schools[q] ?? 0;
      // A school outside the place or failing a school-level filter has nothing in the result: its entries stay at
      // NO_MATCH, as does every program without a tier (the array comes filled with it, and no other part of this
      // writes here), so only tiers are written, and no program's school is looked up again.
      if ((this.instPass[i] ?? 0) === 0 || (viaProfiles && !this.namedFlag?.[i]) || (sf && sf[i] !== 0))
        continue;
      for (let j = start[i] ?? 0, end = start[i + 1] ?? 0; j < end; j++) {
        const p = items[j] ?? 0;
        const t = tierInSchool(p, i);
        if (t === NO_MATCH) continue;
        out[p] = t;
        bits[p >>> 5] = (bits[p >>> 5] ?? 0) | (1 << (p & 31));
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
    namedProgs: NamedList | null,
    namedTier: Uint8Array | null,
  ): { cost: number; list: (tierAt: (p: number) => number) => Int32Array } {
    const { ix, byInst } = this.x;
    const named = this.namedFlag;
    if (!this.tierSizes) {
      // Per tier, the programs of its profiles with a result (all tiers at once: a page may look at several).
      this.tierSizes = new Float64Array(TIERS);
      const touched = this.touchedProfiles;
      for (let q = 0; q < touched.length; q++) {
        const k = touched[q] ?? 0;
        const tier = pt[k] ?? NO_MATCH;
        if ((this.hist0[k] ?? 0) !== 0)
          this.tierSizes[tier] = (this.tierSizes[tier] ?? 0) + (ix.size[k] ?? 0);
      }
    }
    const viaProfiles = this.tierSizes[t] ?? 0;
    if (this.schoolPrograms < 0) {
      this.schoolPrograms = 0;
      const schools = this.touchedSchools;
      for (let q = 0; q < schools.length; q++) {
        const i = schools[q] ?? 0;
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
      if (!tally) return this.namedOfTier(namedProgs.list(), namedTier, t);
      const count = tally.perTier[t] ?? 0;
      if (tally.bySet && named)
        return namedTierPrograms(
          this.x.d,
          ix,
          namedProgs,
          tally.bySet,
          namedTier,
          tally.profiles,
          named,
          t,
          count,
        );
      const cap = tally.tierListCap;
      return count <= cap
        ? tally.tierLists.slice(t * cap, t * cap + count)
        : ofTier(namedProgs.list(), namedTier, t, count);
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
        const touched = this.touchedProfiles;
        for (let q = 0; q < touched.length; q++) {
          const k = touched[q] ?? 0;
          if (pt[k] !== t || (this.hist0[k] ?? 0) === 0) continue;
          for (let j = start[k] ?? 0, end = start[k + 1] ?? 0; j < end; j++) {
            if (named && named[memberSchool[j] ?? 0]) continue;
            keep(items[j] ?? 0);
          }
        }
      } else {
        const { start, items } = byInst;
        const schools = this.touchedSchools;
        for (let q = 0; q < schools.length; q++) {
          const i = schools[q] ?? 0;
          if ((this.instPass[i] ?? 0) === 0 || named?.[i]) continue;
          for (let j = start[i] ?? 0, end = start[i + 1] ?? 0; j < end; j++) keep(items[j] ?? 0);
        }
      }
      const ofNamed = namedOfTier();
      if (ofNamed) for (let q = 0; q < ofNamed.length; q++) keep(ofNamed[q] ?? 0);
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

/** The named schools' listed programs and their tiers, as the pass wrote them or left them per profile. */
interface NamedPrograms {
  progs: NamedList;
  tiers: Uint8Array | null;
  byProfile: Uint16Array | null;
  bySet: NamedTiersBySet | null;
}
