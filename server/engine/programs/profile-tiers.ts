// A keyword's tier per program profile (decision 0161): a program's tier depends on its CIP code, name, occupation
// list, award level and completions — its profile — and on its school's name only where that name holds a word of
// the keyword (text/match.ts fillTiers, whose formula this is for a school that holds none). Those schools' programs
// are tiered one by one (programs/execute.ts).
import type { EngineData } from '../data';
import type { ProfileIndex } from '../load/profiles';
import { bandFrom, NO_MATCH, tierOf, type KeywordMatch } from '../text/match';

const cache = new WeakMap<KeywordMatch, Uint8Array>();

/** Per profile: its tier under `m` (NO_MATCH where the keyword does not reach it), computed once per match. */
export function profileTiers(d: EngineData, ix: ProfileIndex, m: KeywordMatch): Uint8Array {
  let out = cache.get(m);
  if (out) return out;
  out = new Uint8Array(ix.count).fill(NO_MATCH);
  cache.set(m, out);
  if (m.kind === 'none') return out;
  const { award, zero, cip, name, socList } = ix;
  const demotion = (k: number) => ((m.levelMiss[award[k] ?? 0] ?? 0) << 1) | (zero[k] ?? 0);
  for (let k = 0; k < ix.count; k++) {
    const c = cip[k] ?? -1;
    if (m.kind === 'all') out[k] = demotion(k);
    else if (m.kind === 'cip') out[k] = c >= 0 && m.cips[c] ? demotion(k) : NO_MATCH;
    else if (m.kind === 'soc') out[k] = m.lists[socList[k] ?? 0] ? demotion(k) : NO_MATCH;
    else {
      const nm = name[k] ?? -1;
      const l = socList[k] ?? 0;
      const ts = (c >= 0 ? (m.cipS[c] ?? 0) : 0) | (nm >= 0 ? (m.nameS[nm] ?? 0) : 0);
      const tw = ts | (c >= 0 ? (m.cipW[c] ?? 0) : 0) | (nm >= 0 ? (m.nameW[nm] ?? 0) : 0);
      const os = tw | (m.listS[l] ?? 0);
      const ow = os | (m.listW[l] ?? 0);
      const phrase = (c >= 0 && m.cipPhrase[c] === 1) || (nm >= 0 && m.namePhrase[nm] === 1);
      const band = bandFrom(m, ts, tw, os, ow, ow & m.full, phrase);
      out[k] = band === NO_MATCH ? NO_MATCH : tierOf(band, demotion(k));
    }
  }
  return out;
}

/** The schools whose name holds a word of the keyword: their programs are tiered one by one. */
export function namedSchools(m: KeywordMatch): Int32Array | null {
  return m.kind === 'text' && m.instIds.length > 0 ? m.instIds : null;
}
