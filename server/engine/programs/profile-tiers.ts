// A keyword's tier per program profile (decision 0161): a program's tier depends on its CIP code, name, occupation
// list, award level and completions — its profile — and on its school's name only where that name holds a word of
// the keyword (text/match.ts fillTiers, whose formula this is for a school that holds none). Those schools' programs
// are tiered on their own (named-programs.ts). The profiles a keyword can reach are found through the profiles of
// its codes, names and occupation lists, so a narrow keyword looks at a few profiles, not all.
import { NO_INDEX, type EngineData } from '../data';
import type { ProfileIndex } from '../load/profile-index';
import { drainBits, type Groups } from '../select/postings';
import { bandFrom, NO_MATCH, tierOf, type KeywordMatch, type TextMatch } from '../text/match';

export interface ProfileTiers {
  /** per profile: its tier, NO_MATCH where the keyword does not reach it */
  tiers: Uint8Array;
  /** the profiles it reaches, ascending */
  reached: Int32Array;
  /** their programs, all told (the sizes a search with no place or filter adds) */
  reachedSize: number;
  /**
   * For a text keyword: the profiles whose own text (code, name, occupations) holds some of its words, ascending,
   * and those words (a concept mask) per profile — at a school named by the other words they can match too.
   */
  worded: Int32Array;
  wordedMasks: Uint32Array;
}

const cache = new WeakMap<KeywordMatch, ProfileTiers>();
/** Every profile at its demotion alone (no keyword), per data set and credential wish: the same for every search. */
const allCache = new WeakMap<ProfileIndex, Map<string, ProfileTiers>>();

/** The profiles by CIP code, name and occupation list (CSR), built once per data set. */
interface ProfileGroups {
  byCip: Groups;
  byName: Groups;
  byList: Groups;
}
const groupsCache = new WeakMap<ProfileIndex, ProfileGroups>();
/** A text match's profiles holding any of its words, by the match's per-code array (shared by its partial copy). */
const wordedCache = new WeakMap<Uint32Array, { ix: ProfileIndex; profiles: Int32Array }>();

function group(count: number, groups: number, keyOf: ArrayLike<number>): Groups {
  const start = new Int32Array(groups + 1);
  for (let k = 0; k < count; k++) {
    const g = keyOf[k] ?? NO_INDEX;
    if (g >= 0) start[g + 1] = (start[g + 1] ?? 0) + 1;
  }
  for (let g = 0; g < groups; g++) start[g + 1] = (start[g + 1] ?? 0) + (start[g] ?? 0);
  const fill = start.slice(0, groups);
  const items = new Int32Array(start[groups] ?? 0);
  for (let k = 0; k < count; k++) {
    const g = keyOf[k] ?? NO_INDEX;
    if (g < 0) continue;
    items[fill[g] ?? 0] = k;
    fill[g] = (fill[g] ?? 0) + 1;
  }
  return { start, items };
}

function profileGroups(d: EngineData, ix: ProfileIndex): ProfileGroups {
  let g = groupsCache.get(ix);
  if (!g) {
    g = {
      byCip: group(ix.count, d.cipCodes.length, ix.cip),
      byName: group(ix.count, d.etplNames.length, ix.name),
      byList: group(ix.count, d.socLists.length, ix.socList),
    };
    groupsCache.set(ix, g);
  }
  return g;
}

/**
 * A bit per profile and a list, reused by every call of profilesOf (it runs to the end without yielding, so one call
 * at a time): a broad keyword lists most of the 44,500 profiles, and a fresh list grown by push, with a fresh byte per
 * profile, was the engine's largest allocation per search.
 */
let seenBits = new Uint32Array(0);
let listBuf = new Int32Array(0);

/** The profiles of the groups whose flag (or mask) is set, each once, ascending. */
function profilesOf(ix: ProfileIndex, parts: Array<[Groups, ArrayLike<number>]>): Int32Array {
  const words = (ix.count + 31) >>> 5;
  if (seenBits.length < words) {
    seenBits = new Uint32Array(words);
    listBuf = new Int32Array(ix.count);
  }
  const seen = seenBits;
  const out = listBuf;
  let n = 0;
  // (A narrow keyword's few groups; a broad one's list is built once per search.)
  for (const [g, flags] of parts) {
    for (let x = 0; x < flags.length; x++) {
      if (!flags[x]) continue;
      for (let j = g.start[x] ?? 0, end = g.start[x + 1] ?? 0; j < end; j++) {
        const k = g.items[j] ?? 0;
        const word = k >>> 5;
        const bit = 1 << (k & 31);
        const had = seen[word] ?? 0;
        if ((had & bit) !== 0) continue;
        seen[word] = had | bit;
        out[n++] = k;
      }
    }
  }
  let sorted: Int32Array;
  // Ascending: a few are sorted; more are read back off the bits in order, 32 profiles a word (a byte per profile
  // read one by one, a branch each, was the hottest line of a broad keyword's search at 1×; decision 0262).
  if (n * Math.log2(n + 1) < words) {
    sorted = out.slice(0, n).sort();
    for (let j = 0; j < n; j++) seen[(out[j] ?? 0) >>> 5] = 0;
  } else {
    sorted = new Int32Array(n);
    drainBits(seen, 0, words - 1, sorted);
  }
  return sorted;
}

/** Per profile: its tier under `m`, and the profiles it reaches; computed once per match. */
export function profileTiers(d: EngineData, ix: ProfileIndex, m: KeywordMatch): ProfileTiers {
  let out = cache.get(m);
  if (out) return out;
  if (m.kind === 'all') {
    let byWish = allCache.get(ix);
    if (!byWish) allCache.set(ix, (byWish = new Map()));
    const key = m.levelMiss.join('');
    out = byWish.get(key);
    if (out) {
      cache.set(m, out);
      return out;
    }
  }
  const tiers = new Uint8Array(ix.count).fill(NO_MATCH);
  out = {
    tiers,
    reached: new Int32Array(0),
    reachedSize: 0,
    worded: new Int32Array(0),
    wordedMasks: new Uint32Array(0),
  };
  cache.set(m, out);
  if (m.kind === 'all') allCache.get(ix)?.set(m.levelMiss.join(''), out);
  if (m.kind === 'none') return out;
  const { award, zero, cip, name, socList } = ix;
  // A profile's demotion by its award level and completions (decision 0062), from a table of the few pairs.
  const demotion = new Uint8Array(m.levelMiss.length * 2);
  for (let a = 0; a < m.levelMiss.length; a++) {
    demotion[a * 2] = (m.levelMiss[a] ?? 0) << 1;
    demotion[a * 2 + 1] = ((m.levelMiss[a] ?? 0) << 1) | 1;
  }
  const dem = (k: number) => demotion[(award[k] ?? 0) * 2 + (zero[k] ?? 0)] ?? 0;
  const groups = profileGroups(d, ix);
  let candidates: Int32Array;
  if (m.kind === 'all') {
    candidates = new Int32Array(ix.count);
    for (let k = 0; k < ix.count; k++) candidates[k] = k;
  } else if (m.kind === 'cip') candidates = profilesOf(ix, [[groups.byCip, m.cips]]);
  else if (m.kind === 'soc') candidates = profilesOf(ix, [[groups.byList, m.lists]]);
  else {
    // Every profile matching a word (in any way) is among the profiles of the codes, names and lists holding one.
    const either = (a: Uint32Array, b: Uint32Array) => {
      const f = new Uint8Array(a.length);
      for (let x = 0; x < a.length; x++) if (((a[x] ?? 0) | (b[x] ?? 0)) & m.full) f[x] = 1;
      return f;
    };
    // The same words searched again for a partial match (programs.ts `find`: the match copied with `partial`) share
    // the match's arrays, and so these profiles: found once (keyed by those arrays).
    let found = wordedCache.get(m.cipS);
    if (!found || found.ix !== ix) {
      found = {
        ix,
        profiles: profilesOf(ix, [
          [groups.byCip, either(m.cipS, m.cipW)],
          [groups.byName, either(m.nameS, m.nameW)],
          [groups.byList, either(m.listS, m.listW)],
        ]),
      };
      wordedCache.set(m.cipS, found);
    }
    candidates = found.profiles;
  }
  const reached = new Int32Array(candidates.length);
  const { size } = ix;
  let w = 0;
  let reachedSize = 0;
  if (m.kind !== 'text') {
    for (let j = 0; j < candidates.length; j++) {
      const k = candidates[j] ?? 0;
      tiers[k] = dem(k);
      reached[w++] = k;
      reachedSize += size[k] ?? 0;
    }
  } else {
    const { cipS, cipW, nameS, nameW, listS, listW, cipPhrase, namePhrase, full } = m;
    const masks = new Uint32Array(candidates.length);
    out.worded = candidates;
    out.wordedMasks = masks;
    for (let j = 0; j < candidates.length; j++) {
      const k = candidates[j] ?? 0;
      const c = cip[k] ?? -1;
      const nm = name[k] ?? -1;
      const l = socList[k] ?? 0;
      const ts = (c >= 0 ? (cipS[c] ?? 0) : 0) | (nm >= 0 ? (nameS[nm] ?? 0) : 0);
      const tw = ts | (c >= 0 ? (cipW[c] ?? 0) : 0) | (nm >= 0 ? (nameW[nm] ?? 0) : 0);
      const os = tw | (listS[l] ?? 0);
      const ow = os | (listW[l] ?? 0);
      // No band (bandFrom's answer, without the call): nothing matched, or not every word and no partial match.
      const any = ow & full;
      masks[j] = any;
      if (any === 0 || (any !== full && !m.partial)) continue;
      const phrase = (c >= 0 && cipPhrase[c] === 1) || (nm >= 0 && namePhrase[nm] === 1);
      const band = bandFrom(m, ts, tw, os, ow, any, phrase);
      if (band === NO_MATCH) continue;
      tiers[k] = tierOf(band, dem(k));
      reached[w++] = k;
      reachedSize += size[k] ?? 0;
    }
  }
  out.reached = reached.subarray(0, w);
  out.reachedSize = reachedSize;
  return out;
}

/** The schools whose name holds a word of the keyword: their programs are tiered on their own. */
export function namedSchools(m: KeywordMatch): Int32Array | null {
  return m.kind === 'text' && m.instIds.length > 0 ? m.instIds : null;
}

/**
 * A profile's tier at a school whose name holds the words of `school` (a concept mask): fillTiers' formula for its
 * programs there, which depends on the profile and that mask alone. `memo` keeps each profile's tier + 1 (0: not
 * yet worked out) for one mask.
 */
export function tierAtSchool(
  ix: ProfileIndex,
  m: TextMatch,
  k: number,
  school: number,
  memo: Uint16Array,
): number {
  const known = memo[k] ?? 0;
  if (known !== 0) return known - 1;
  const { cipS, cipW, nameS, nameW, listS, listW, cipPhrase, namePhrase, full, levelMiss } = m;
  const c = ix.cip[k] ?? -1;
  const nm = ix.name[k] ?? -1;
  const l = ix.socList[k] ?? 0;
  const ts = (c >= 0 ? (cipS[c] ?? 0) : 0) | (nm >= 0 ? (nameS[nm] ?? 0) : 0);
  const tw = ts | (c >= 0 ? (cipW[c] ?? 0) : 0) | (nm >= 0 ? (nameW[nm] ?? 0) : 0);
  const os = tw | (listS[l] ?? 0);
  const ow = os | (listW[l] ?? 0);
  const phrase = (c >= 0 && cipPhrase[c] === 1) || (nm >= 0 && namePhrase[nm] === 1);
  const band = bandFrom(m, ts, tw, os, ow, (ow | school) & full, phrase);
  const dem = ((levelMiss[ix.award[k] ?? 0] ?? 0) << 1) | (ix.zero[k] ?? 0);
  const tier = band === NO_MATCH ? NO_MATCH : tierOf(band, dem);
  memo[k] = tier + 1;
  return tier;
}
