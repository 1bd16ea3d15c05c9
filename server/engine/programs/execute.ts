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
import { lentList } from '../scratch/count-pool';
import { NO_MATCH, type KeywordMatch } from '../text/match';
import type { Where } from '../location/where';
import type { NamedList } from './named/named-list';
import { namedPrograms, type NamedTally } from './named/named-programs';
import { namedTiersBySetUsed } from './named/named-tiers-by-set';
import { namedSchoolCounts, namedSchoolCountsUsed } from './named/named-school-counts';
import { namedSchools, profileTiers } from './profile-tiers';
import { Counts } from './pass/counts';
import { byNamedSchools, tierAndCountNamed } from './pass/named-counts';
import {
  OUTSIDE,
  popcount1,
  type ActiveFilter,
  type PassContext,
  type PassResult,
  type PassWay,
} from './pass/pass-types';
import { byPlace, byProfiles, bySchoolFilter, bySize } from './pass/ways';

export { NO_FILTERS, SMALL_RESULT } from './pass/pass-types';
export type { ActiveFilter, PassContext, PassResult, PassWay } from './pass/pass-types';

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
  let namedProgs: NamedList | null = null;
  let namedTier: Uint8Array | null = null;
  let namedTally: NamedTally | null = null;
  if (named && m.kind === 'text') {
    // Flags per school, lent for the search: only the named schools are ever set.
    const flagged = named;
    namedFlag = x.counts ? x.counts.uint8(d.instCount, () => flagged) : new Uint8Array(d.instCount);
    for (let q = 0; q < named.length; q++) {
      const i = named[q] ?? 0;
      if (!(sf && sf[i] === OUTSIDE)) namedFlag[i] = 1;
    }
    // With no filter and no place nothing takes a named program out: its tier can stay with its profile and set.
    const tiersByProfile = !pf && !sf && !sr;
    const anyOrder = tiersByProfile && namedTiersBySetUsed();
    const listing = namedPrograms(d, ix, x.byInst, x.counts, m, named, namedFlag, tiered, anyOrder);
    // Tiers are written only at listed programs, all in the lent list (some listed while tiered, below); a list
    // not made yet is of a large share of the corpus, cleaned whole.
    const written = listing.viaMembers ? listing.buffer : listing.later ? null : listing.progs;
    namedTier = x.marks ? x.marks.take(written) : new Uint8Array(d.progCount).fill(NO_MATCH);
    // Every program of every named school (none outside the place): counted once per data set, not per search.
    const counted =
      listing.wholeAndAlike && namedSchoolCountsUsed() && named.every((i) => namedFlag?.[i] === 1)
        ? namedSchoolCounts(d, ix, named, () => listing.later?.list() ?? listing.progs)
        : undefined;
    ({ tally: namedTally, progs: namedProgs } = tierAndCountNamed(
      x,
      m,
      listing,
      tiered,
      namedTier,
      counted,
      tiersByProfile,
    ));
    // Their profiles' failures, for those the keyword does not reach by the profile alone.
    if (pf) judgeProfiles(namedTally.profiles.filter((k) => pt[k] === NO_MATCH));
  }

  const acc = new Counts(x, filters, int32);
  acc.namedHits = namedProgs?.count ?? 0;
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
    // With no program-level filter every profile reached counts (read, never written, from here on); else they are
    // listed in a lent buffer (no array of up to 44,500 numbers for the collector per search).
    let counting = reached;
    if (pf) {
      const list = lentList(x.counts, reached.length);
      let w = 0;
      for (let j = 0; j < reached.length; j++) {
        const k = reached[j] ?? 0;
        if (counts(k)) list[w++] = k;
      }
      counting = list.subarray(0, w);
    }
    candidates = counting;
    const one =
      schoolFilters.length === 1 && !where.instOk && !namedFlag && !sr ? schoolFilters[0] : undefined;
    if (!sf && !sr && way !== 'profiles') bySize(x, acc, counting, tiered, pf, namedFlag, namedTally, named);
    else if (
      one &&
      sf &&
      (way === undefined || way === 'exclusion') &&
      bySchoolFilter(x, acc, counting, tiered.reachedSize, pt, pf, one, sf, way === 'exclusion')
    ) {
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
