// Turns a keyword (text or code) into a match over programs, and gives each program its relevance tier.
import { parseCode, socPrefix } from '../codes';
import { CHECK_MASK, checkDeadline } from '../deadline';
import { NO_INDEX, type EngineData } from '../data';
import { containsRun, normalize, stem } from './analyze';
import { readQuery, type Alternative, type QueryContext, type TextQuery } from './query';
import type { FieldIndex, TextIndex } from './text-index';
import type { LevelWish, VocabularyIndex } from './vocabulary';

/**
 * A program's tier = band × 4 + demotion (decision 0062): the band says how well the words describe it (0 best),
 * the demotion puts graduate degrees (unless asked for) and programs reporting no completions after the rest of
 * their band. NO_MATCH marks a program the keyword does not reach.
 */
export const NO_MATCH = 255;
export const TIERS = 256;
export const BAND = {
  /** every word in the title (or its CIP code from the vocabulary), as a phrase */
  phrase: 0,
  title: 1,
  /** in the title by a weaker key: word form, prefix, compound, a mined code */
  titleWeak: 2,
  occupation: 3,
  occupationWeak: 4,
  school: 5,
  /** partial matches start here: some required words missing (decision 0061) */
  partial: 8,
} as const;
const MAX_BAND = 62;
export const tierOf = (band: number, demotion: number) => Math.min(MAX_BAND, band) * 4 + demotion;
export const bandOf = (tier: number) => tier >> 2;

export interface CodeInfo {
  kind: 'soc' | 'cip';
  formatted: string;
  title: string;
}

/** Everything a keyword is matched against, built once at start-up. */
export interface TextSearch {
  d: EngineData;
  ix: TextIndex;
  vocab: VocabularyIndex;
  /** mined term (stems joined by spaces) -> CIP codes */
  mined: Map<string, string[]>;
}

export interface TextMatch {
  kind: 'text';
  query: TextQuery;
  /** bit mask of the required concepts */
  full: number;
  /** programs matching only some concepts are kept too (the fallback when none match all) */
  partial: boolean;
  /** per CIP / ETPL name / occupation list / school: concepts matched strongly (S) or only weakly (W) */
  cipS: Uint32Array;
  cipW: Uint32Array;
  nameS: Uint32Array;
  nameW: Uint32Array;
  listS: Uint32Array;
  listW: Uint32Array;
  /** one bit per concept, in the narrowest array that holds them all (SchoolBits) */
  instS: SchoolBits;
  /** the schools whose instS is not 0 (each once): a few, listed so no pass over every school finds them */
  instIds: Int32Array;
  cipPhrase: Uint8Array;
  namePhrase: Uint8Array;
  /** per award index: 1 = not what the words ask for (graduate degrees unless asked) */
  levelMiss: Uint8Array;
}

/**
 * Per school, the concepts its name holds: a byte per school for up to 8 concepts (nearly every keyword), wider only
 * for longer ones. It is made per keyword the size of every school (71 k at 10× data), outside the heap, and such
 * arrays are what start the collector's full collections; a byte is a quarter of the 32 bits.
 */
export type SchoolBits = Uint8Array | Uint16Array | Uint32Array;

function schoolBits(concepts: number, count: number): SchoolBits {
  if (concepts <= 8) return new Uint8Array(count);
  return concepts <= 16 ? new Uint16Array(count) : new Uint32Array(count);
}

export type KeywordMatch =
  /** everything; `query` when the words only named filters or a credential ("online", "certificate") */
  | { kind: 'all'; levelMiss: Uint8Array; query?: TextQuery }
  | { kind: 'none' }
  | { kind: 'cip'; code: CodeInfo; cips: Uint8Array; levelMiss: Uint8Array }
  | { kind: 'soc'; code: CodeInfo; lists: Uint8Array; levelMiss: Uint8Array }
  | TextMatch;

const GRADUATE = [6, 7, 8, 17, 18, 19];
const WISHED: Record<Exclude<LevelWish, ''>, number[]> = {
  graduate: GRADUATE,
  doctorate: [17, 18, 19],
  bachelor: [5],
  associate: [3],
  // Certificates of every length (an ETPL program's weeks are bucketed into the same levels): also what an
  // apprenticeship or a licence is prepared for (decision 0181).
  certificate: [20, 21, 2, 4],
  degree: [3, 5],
};

/** Award levels the words do not ask for: graduate degrees by default, everything but the wish when one is made. */
export function levelMissFor(d: EngineData, wish: LevelWish): Uint8Array {
  // Read only, the same for every search with the wish: made once per data set (not per keyword matched).
  let byWish = levelMisses.get(d);
  if (!byWish) levelMisses.set(d, (byWish = new Map()));
  let miss = byWish.get(wish);
  if (!miss) {
    const wanted = wish ? WISHED[wish] : null;
    miss = Uint8Array.from(d.awards, (a) =>
      wanted ? (wanted.includes(a.code) ? 0 : 1) : GRADUATE.includes(a.code) ? 1 : 0,
    );
    byWish.set(wish, miss);
  }
  return miss;
}

const levelMisses = new WeakMap<EngineData, Map<LevelWish, Uint8Array>>();

export function matchKeyword(t: TextSearch, keyword: string): KeywordMatch {
  const { d } = t;
  if (keyword.trim() === '0') return { kind: 'all', levelMiss: levelMissFor(d, '') }; // the segment's own default
  const code = parseCode(keyword);
  if (code?.kind === 'cip') {
    const exact = d.cipIndex.get(code.code);
    const prefix = code.code.length === 7 ? code.code : `${code.code}${code.code.length === 2 ? '.' : ''}`;
    const cips = Uint8Array.from(d.cipCodes, (c) => (c.length === 7 && c.startsWith(prefix) ? 1 : 0));
    return {
      kind: 'cip',
      code: {
        kind: 'cip',
        formatted: code.code,
        title: exact === undefined ? '' : (d.cipTitles[exact] ?? ''),
      },
      cips,
      levelMiss: levelMissFor(d, ''),
    };
  }
  if (code?.kind === 'soc') {
    const s = d.socIndex.get(code.code);
    const lists = new Uint8Array(d.socLists.length);
    const prefix = s !== undefined && d.socDetailed[s] ? code.code : socPrefix(code.code);
    d.socCodes.forEach((c, i) => {
      if (d.socDetailed[i] && c.startsWith(prefix)) for (const l of d.listsBySoc[i] ?? []) lists[l] = 1;
    });
    return {
      kind: 'soc',
      code: { kind: 'soc', formatted: code.code, title: s === undefined ? '' : (d.socTitles[s] ?? '') },
      lists,
      levelMiss: levelMissFor(d, ''),
    };
  }
  const query = readQuery(t as QueryContext, keyword);
  // Only punctuation ("*", "-"): no keyword. Words too common or too short to index ("the", "c++"): nothing can
  // match them, so nothing is found rather than everything.
  if (query.concepts.length === 0) {
    // Words that only name filters or a kind of credential ("online", "cheap certificate"): everything, with the
    // filters offered and the credential first (decision 0181).
    if (query.filters.length > 0 || query.level)
      return { kind: 'all', levelMiss: levelMissFor(d, query.level), query };
    return normalize(keyword) === ''
      ? { kind: 'all', levelMiss: levelMissFor(d, query.level) }
      : { kind: 'none' };
  }
  return matchText(t, query);
}

/** Ids of the texts of one field holding an alternative. */
function textsWith(field: FieldIndex, alt: Alternative): ArrayLike<number> {
  if (alt.kind === 'stem') return field.postings.get(alt.key) ?? [];
  if (alt.kind === 'derived') return field.derived.get(alt.key) ?? [];
  if (alt.kind === 'derivedAll') {
    const lists = alt.keys.map((k) => field.derived.get(k));
    if (lists.length === 0 || lists.some((l) => !l)) return [];
    const [first, ...rest] = (lists as Int32Array[]).sort((a, b) => a.length - b.length);
    return first ? intersectAscending(first, rest) : [];
  }
  // A run of stems: every text holding the run holds each of its stems, so the texts of its rarest stem are the fewest
  // to check for the whole run ("health science": the texts holding the rarer of the two, not every "health" text).
  let start: Int32Array | undefined;
  for (const stem of alt.stems) {
    const texts = field.postings.get(stem);
    if (!texts) return [];
    if (!start || texts.length < start.length) start = texts;
  }
  if (!start) return [];
  if (alt.stems.length === 1) return start;
  const out = new Int32Array(start.length);
  let n = 0;
  for (let j = 0; j < start.length; j++) {
    const id = start[j] ?? 0;
    if (containsRun(field.stems[id] ?? [], alt.stems)) out[n++] = id;
  }
  return out.subarray(0, n);
}

/**
 * The ids of `first` found in every list of `others`, in first's order: posting lists are ascending (text-index.ts
 * builds them in id order), so each other list is walked once beside it. A Set of each other list made thousands of
 * entries and iterator results per search for the collector.
 */
function intersectAscending(first: Int32Array, others: readonly Int32Array[]): Int32Array {
  const at = new Int32Array(others.length);
  const out = new Int32Array(first.length);
  let n = 0;
  for (let j = 0; j < first.length; j++) {
    const id = first[j] ?? 0;
    let inAll = true;
    for (let o = 0; o < others.length && inAll; o++) {
      const list = others[o] ?? first;
      let k = at[o] ?? 0;
      while (k < list.length && (list[k] ?? 0) < id) k++;
      at[o] = k;
      inAll = k < list.length && list[k] === id;
    }
    if (inAll) out[n++] = id;
  }
  return out.subarray(0, n);
}

const EMPTY_LISTS = new Int32Array(0);
const isStrong = (alt: Alternative) => alt.kind === 'run' || (alt.kind === 'stem' && alt.strong);

function markField(field: FieldIndex, query: TextQuery, strong: Uint32Array, weak: Uint32Array | null): void {
  query.concepts.forEach((concept, i) => {
    const bit = 1 << i;
    for (const alt of concept.alts) {
      checkDeadline(); // one posting list each: a long keyword of common words has many
      const target = isStrong(alt) ? strong : weak;
      if (!target) continue;
      // Read by index: an iterator over a list of thousands made an object per id for the collector.
      const ids = textsWith(field, alt);
      for (let j = 0; j < ids.length; j++) {
        const id = ids[j] ?? 0;
        target[id] = (target[id] ?? 0) | bit;
      }
    }
  });
}

function matchText(t: TextSearch, query: TextQuery): TextMatch {
  const { d, ix } = t;
  const n = query.concepts.length;
  const full = n >= 31 ? 0x7fffffff : (1 << n) - 1;
  const cipS = new Uint32Array(d.cipCodes.length);
  const cipW = new Uint32Array(d.cipCodes.length);
  const cipCode = new Uint32Array(d.cipCodes.length);
  const nameS = new Uint32Array(d.etplNames.length);
  const nameW = new Uint32Array(d.etplNames.length);
  const socS = new Uint32Array(d.socCodes.length);
  const socW = new Uint32Array(d.socCodes.length);
  markField(ix.cip, query, cipS, cipW);
  markField(ix.name, query, nameS, nameW);
  markField(ix.soc, query, socS, socW);
  // School names count only as written: a word form or prefix of a school's name is no reason to list it.
  // Most keywords name no school: they share one array of zeros (never written) rather than each making one the
  // size of the schools (71 k at 10× data).
  let instS = noSchools(d);
  // The schools' lists first, so that the named ones are gathered in one array of their bound (a common word names
  // 17,850 schools at 10× data: a growing list of numbers was most of what such a search left to the collector).
  const instLists = query.concepts.map((concept) =>
    concept.alts.filter(isStrong).map((alt) => textsWith(ix.inst, alt)),
  );
  let bound = 0;
  for (const lists of instLists) for (const ids of lists) bound += ids.length;
  let instIds = new Int32Array(0);
  if (bound > 0) {
    const named = schoolBits(n, d.instCount);
    const listed = new Int32Array(Math.min(bound, d.instCount));
    let count = 0;
    instLists.forEach((lists, i) => {
      const bit = 1 << i;
      for (const ids of lists) {
        for (let j = 0; j < ids.length; j++) {
          const id = ids[j] ?? 0;
          if (named[id] === 0) listed[count++] = id;
          named[id] = (named[id] ?? 0) | bit;
        }
      }
    });
    instS = named;
    instIds = listed.subarray(0, count);
  }
  // The vocabulary's codes: its CIP codes are as good as the words in the title, its SOC codes as in an occupation.
  // A job title's programs (the crosswalk's codes for its occupations) are as good as the words in the title too, but
  // only the reviewed table's codes make the phrase band: a title that says the job's words comes first.
  const tableTerm = (c: (typeof query.concepts)[number]) =>
    (c.meaning?.cips.length ?? 0) > 0 && c.meaning?.source !== 'onet';
  query.concepts.forEach((concept, i) => {
    const bit = 1 << i;
    for (const code of concept.meaning?.cips ?? []) {
      for (const c of cipIndices(d, code)) {
        cipS[c] = (cipS[c] ?? 0) | bit;
        if (tableTerm(concept)) cipCode[c] = (cipCode[c] ?? 0) | bit;
      }
    }
    for (const code of concept.meaning?.socs ?? []) {
      const s = d.socIndex.get(code);
      if (s !== undefined) socS[s] = (socS[s] ?? 0) | bit;
    }
    // Related codes and mined ones: found, but after the programs the term (or its words) describe.
    for (const code of [...(concept.meaning?.related ?? []), ...concept.mined])
      for (const c of cipIndices(d, code)) cipW[c] = (cipW[c] ?? 0) | bit;
  });
  const listS = new Uint32Array(d.socLists.length);
  const listW = new Uint32Array(d.socLists.length);
  for (let s = 0; s < socS.length; s++) {
    const strong = socS[s] ?? 0;
    const weak = socW[s] ?? 0;
    if ((strong | weak) === 0) continue;
    const lists = d.listsBySoc[s] ?? EMPTY_LISTS;
    for (let j = 0; j < lists.length; j++) {
      const l = lists[j] ?? 0;
      listS[l] = (listS[l] ?? 0) | strong;
      listW[l] = (listW[l] ?? 0) | weak;
    }
  }
  // "Described" (the phrase band): every vocabulary term by one of its CIP codes — a title merely naming the term
  // ("LVN to RN", filed under RN) is not what the term means — and the other words in the title in typed order.
  let vocabMask = 0;
  query.concepts.forEach((c, i) => {
    if (tableTerm(c)) vocabMask |= 1 << i;
  });
  const wordsMask = full & ~vocabMask;
  const wordStems = query.concepts.filter((c) => !tableTerm(c)).flatMap((c) => c.words.map(stem));
  const wordConcepts = query.concepts.filter((c) => !tableTerm(c));
  // One plain word matched strongly is its own phrase; a job title must stand in the text as written.
  const oneWordConcept = wordConcepts.length === 1 && !wordConcepts[0]?.meaning;
  const phrase = (bits: Uint32Array, stems: string[][], codes: Uint32Array | null) => {
    const out = new Uint8Array(bits.length);
    if (!codes && vocabMask !== 0) return out;
    for (let id = 0; id < bits.length; id++) {
      if (((bits[id] ?? 0) & full) !== full) continue;
      if (codes && ((codes[id] ?? 0) & vocabMask) !== vocabMask) continue;
      if (wordsMask === 0 || oneWordConcept || containsRun(stems[id] ?? [], wordStems)) out[id] = 1;
    }
    return out;
  };
  return {
    kind: 'text',
    query,
    full,
    partial: false,
    cipS,
    cipW,
    nameS,
    nameW,
    listS,
    listW,
    instS,
    instIds,
    cipPhrase: phrase(cipS, ix.cip.stems, cipCode),
    namePhrase: phrase(nameS, ix.name.stems, null),
    levelMiss: levelMissFor(d, query.level),
  };
}

/** Each data set's "no school matches" mask: all zeros, shared by every match that names no school (read-only). */
const zeroSchools = new WeakMap<EngineData, SchoolBits>();
function noSchools(d: EngineData): SchoolBits {
  let zeros = zeroSchools.get(d);
  if (!zeros) zeroSchools.set(d, (zeros = schoolBits(0, d.instCount)));
  return zeros;
}

/** Indices of a 6-digit CIP code, or of every 6-digit code of a 4-digit series. */
export function cipIndices(d: EngineData, code: string): number[] {
  const exact = d.cipIndex.get(code);
  if (code.length === 7) return exact === undefined ? [] : [exact];
  const cached = seriesCache.get(d)?.get(code);
  if (cached) return cached;
  const out: number[] = [];
  d.cipCodes.forEach((c, i) => {
    if (c.length === 7 && c.startsWith(`${code}`)) out.push(i);
  });
  const perData = seriesCache.get(d) ?? new Map<string, number[]>();
  perData.set(code, out);
  seriesCache.set(d, perData);
  return out;
}
const seriesCache = new WeakMap<EngineData, Map<string, number[]>>();

const popcount = (x: number) => {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/**
 * Each program's demotion for a credential wish (decision 0062): 2 = a credential the words do not ask for, +1 =
 * reported no completions. The default wish is a per-program table made once per data set; another wish is read as
 * `byAward[award] | zero[p]`. Both are read inline in the loops below (no call per program).
 */
interface Demotions {
  /** per program, for the default wish; null for another wish */
  byDefault: Uint8Array | null;
  /** per award index: 2 when the wish does not ask for it */
  byAward: Uint8Array;
  /** per program: 1 = reported no completions */
  zero: Uint8Array;
}
const demotionCache = new WeakMap<EngineData, { zero: Uint8Array; byDefault: Uint8Array }>();
function demotions(d: EngineData, levelMiss: Uint8Array): Demotions {
  let cached = demotionCache.get(d);
  if (!cached) {
    // Plain loops over local arrays: built on the first search, 2.7 M programs at 10× data.
    const { progCompletions, progAward, progCount } = d;
    const zero = new Uint8Array(progCount);
    const miss = levelMissFor(d, '');
    const byDefault = new Uint8Array(progCount);
    for (let p = 0; p < progCount; p++) {
      const z = progCompletions[p] === 0 ? 1 : 0;
      zero[p] = z;
      byDefault[p] = ((miss[progAward[p] ?? 0] ?? 0) << 1) | z;
    }
    cached = { zero, byDefault };
    demotionCache.set(d, cached);
  }
  const isDefault = levelMiss.every(
    (v, i) => v === (d.awards[i] && GRADUATE.includes(d.awards[i].code) ? 1 : 0),
  );
  return {
    byDefault: isDefault ? cached.byDefault : null,
    byAward: levelMiss.map((v) => v << 1),
    zero: cached.zero,
  };
}

/** The band of a program from the masks of the concepts it matches at each strength (NO_MATCH: none or too few). */
export function bandFrom(
  m: TextMatch,
  ts: number,
  tw: number,
  os: number,
  ow: number,
  any: number,
  phrase: boolean,
): number {
  const { full } = m;
  if (any === full) {
    if ((ts & full) === full) return phrase ? BAND.phrase : BAND.title;
    if ((tw & full) === full) return BAND.titleWeak;
    if ((os & full) === full) return BAND.occupation;
    if ((ow & full) === full) return BAND.occupationWeak;
    return BAND.school;
  }
  // Partial: fewer missing words first; among those, the found words in the title first.
  if (m.partial && any !== 0) return BAND.partial + 2 * popcount(full & ~any) + ((tw & any) === any ? 0 : 1);
  return NO_MATCH;
}

/**
 * The band of a program with no name of its own and the occupations of its CIP code, per CIP code (NO_MATCH: not
 * found), when its school's name matches none of the words: such a program's band depends on its code alone. For
 * a code search, band 0 where the code is found (its tier is then its demotion alone).
 */
export function codeBands(d: EngineData, m: KeywordMatch): Uint8Array {
  const out = new Uint8Array(d.cipCodes.length).fill(NO_MATCH);
  const { cipSocList } = d;
  if (m.kind === 'all') out.fill(0);
  else if (m.kind === 'cip') for (let c = 0; c < out.length; c++) out[c] = m.cips[c] ? 0 : NO_MATCH;
  else if (m.kind === 'soc')
    for (let c = 0; c < out.length; c++) out[c] = m.lists[cipSocList[c] ?? 0] ? 0 : NO_MATCH;
  else if (m.kind === 'text') {
    const { full, cipS, cipW, listS, listW, cipPhrase } = m;
    for (let c = 0; c < out.length; c++) {
      const l = cipSocList[c] ?? 0;
      const ts = cipS[c] ?? 0;
      const tw = ts | (cipW[c] ?? 0);
      const os = tw | (listS[l] ?? 0);
      const ow = os | (listW[l] ?? 0);
      out[c] = bandFrom(m, ts, tw, os, ow, ow & full, cipPhrase[c] === 1);
    }
  }
  return out;
}

/** Writes the tier (or NO_MATCH) of each candidate program (all programs when `cands` is null) into `out`. */
export function fillTiers(
  d: EngineData,
  m: KeywordMatch,
  out: Uint8Array,
  cands: Int32Array | null = null,
): void {
  const n = cands ? cands.length : d.progCount;
  const { progCip, progSocList, progName, progInst, cipSocList } = d;
  if (m.kind === 'none') {
    if (!cands) out.fill(NO_MATCH, 0, n);
    else for (let k = 0; k < n; k++) out[cands[k] ?? 0] = NO_MATCH;
    return;
  }
  const { byDefault, byAward, zero } = demotions(d, m.levelMiss);
  const { progAward } = d;
  if (m.kind === 'all') {
    for (let k = 0; k < n; k++) {
      if ((k & CHECK_MASK) === 0) checkDeadline();
      const p = cands ? (cands[k] ?? 0) : k;
      out[p] = byDefault ? (byDefault[p] ?? 0) : (byAward[progAward[p] ?? 0] ?? 0) | (zero[p] ?? 0);
    }
  } else if (m.kind === 'cip') {
    for (let k = 0; k < n; k++) {
      if ((k & CHECK_MASK) === 0) checkDeadline();
      const p = cands ? (cands[k] ?? 0) : k;
      const c = progCip[p] ?? NO_INDEX;
      out[p] =
        c >= 0 && m.cips[c]
          ? byDefault
            ? (byDefault[p] ?? 0)
            : (byAward[progAward[p] ?? 0] ?? 0) | (zero[p] ?? 0)
          : NO_MATCH;
    }
  } else if (m.kind === 'soc') {
    for (let k = 0; k < n; k++) {
      if ((k & CHECK_MASK) === 0) checkDeadline();
      const p = cands ? (cands[k] ?? 0) : k;
      out[p] = m.lists[progSocList[p] ?? 0]
        ? byDefault
          ? (byDefault[p] ?? 0)
          : (byAward[progAward[p] ?? 0] ?? 0) | (zero[p] ?? 0)
        : NO_MATCH;
    }
  } else {
    const { full, cipS, cipW, nameS, nameW, listS, listW, instS, cipPhrase, namePhrase } = m;
    // Most programs (IPEDS) have no name of their own and the occupations of their CIP code: their band depends on
    // the code alone unless their school's name matches, so it is worked out once per code — when there are more
    // candidates than codes (a few hundred candidates are quicker worked out one by one; the band is the same).
    const byCip = n > d.cipCodes.length ? codeBands(d, m) : null;
    for (let k = 0; k < n; k++) {
      if ((k & CHECK_MASK) === 0) checkDeadline();
      const p = cands ? (cands[k] ?? 0) : k;
      const c = progCip[p] ?? NO_INDEX;
      const nm = progName[p] ?? NO_INDEX;
      const l = progSocList[p] ?? 0;
      const school = instS[progInst[p] ?? 0] ?? 0;
      let band: number;
      if (byCip && nm < 0 && c >= 0 && school === 0 && l === cipSocList[c]) band = byCip[c] ?? NO_MATCH;
      else {
        // Masks of the concepts matched at least this well: title strongly ⊂ title ⊂ occupation ⊂ … ⊂ anywhere.
        const ts = (c >= 0 ? (cipS[c] ?? 0) : 0) | (nm >= 0 ? (nameS[nm] ?? 0) : 0);
        const tw = ts | (c >= 0 ? (cipW[c] ?? 0) : 0) | (nm >= 0 ? (nameW[nm] ?? 0) : 0);
        const os = tw | (listS[l] ?? 0);
        const ow = os | (listW[l] ?? 0);
        const phrase = (c >= 0 && cipPhrase[c] === 1) || (nm >= 0 && namePhrase[nm] === 1);
        band = bandFrom(m, ts, tw, os, ow, (ow | school) & full, phrase);
      }
      out[p] =
        band === NO_MATCH
          ? NO_MATCH
          : tierOf(
              band,
              byDefault ? (byDefault[p] ?? 0) : (byAward[progAward[p] ?? 0] ?? 0) | (zero[p] ?? 0),
            );
    }
  }
}

/** Per concept, whether some program of the result matched it (for saying which words a partial result matches). */
export function conceptsMatched(d: EngineData, m: TextMatch, programs: Iterable<number>): boolean[] {
  let seen = 0;
  let k = 0;
  for (const p of programs) {
    if ((++k & CHECK_MASK) === 0) checkDeadline();
    const c = d.progCip[p] ?? NO_INDEX;
    const nm = d.progName[p] ?? NO_INDEX;
    const l = d.progSocList[p] ?? 0;
    seen |=
      (c >= 0 ? (m.cipS[c] ?? 0) | (m.cipW[c] ?? 0) : 0) |
      (nm >= 0 ? (m.nameS[nm] ?? 0) | (m.nameW[nm] ?? 0) : 0) |
      (m.listS[l] ?? 0) |
      (m.listW[l] ?? 0) |
      (m.instS[d.progInst[p] ?? 0] ?? 0);
    if ((seen & m.full) === m.full) break;
  }
  return m.query.concepts.map((_, i) => (seen & (1 << i)) !== 0);
}
