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
  const n = ix.count;
  // A profile's demotion by its award level and completions (decision 0062), from a table of the few pairs.
  const demotion = new Uint8Array(m.levelMiss.length * 2);
  for (let a = 0; a < m.levelMiss.length; a++) {
    demotion[a * 2] = (m.levelMiss[a] ?? 0) << 1;
    demotion[a * 2 + 1] = ((m.levelMiss[a] ?? 0) << 1) | 1;
  }
  if (m.kind === 'all') {
    for (let k = 0; k < n; k++) out[k] = demotion[(award[k] ?? 0) * 2 + (zero[k] ?? 0)] ?? 0;
  } else if (m.kind === 'cip') {
    for (let k = 0; k < n; k++) {
      const c = cip[k] ?? -1;
      if (c >= 0 && m.cips[c]) out[k] = demotion[(award[k] ?? 0) * 2 + (zero[k] ?? 0)] ?? 0;
    }
  } else if (m.kind === 'soc') {
    for (let k = 0; k < n; k++)
      if (m.lists[socList[k] ?? 0]) out[k] = demotion[(award[k] ?? 0) * 2 + (zero[k] ?? 0)] ?? 0;
  } else {
    const { cipS, cipW, nameS, nameW, listS, listW, cipPhrase, namePhrase, full } = m;
    for (let k = 0; k < n; k++) {
      const c = cip[k] ?? -1;
      const nm = name[k] ?? -1;
      const l = socList[k] ?? 0;
      const ts = (c >= 0 ? (cipS[c] ?? 0) : 0) | (nm >= 0 ? (nameS[nm] ?? 0) : 0);
      const tw = ts | (c >= 0 ? (cipW[c] ?? 0) : 0) | (nm >= 0 ? (nameW[nm] ?? 0) : 0);
      const os = tw | (listS[l] ?? 0);
      const ow = os | (listW[l] ?? 0);
      // No band (bandFrom's answer, without the call): nothing matched, or not every word and no partial match.
      const any = ow & full;
      if (any === 0 || (any !== full && !m.partial)) continue;
      const phrase = (c >= 0 && cipPhrase[c] === 1) || (nm >= 0 && namePhrase[nm] === 1);
      const band = bandFrom(m, ts, tw, os, ow, any, phrase);
      if (band !== NO_MATCH) out[k] = tierOf(band, demotion[(award[k] ?? 0) * 2 + (zero[k] ?? 0)] ?? 0);
    }
  }
  return out;
}

/** The schools whose name holds a word of the keyword: their programs are tiered one by one. */
export function namedSchools(m: KeywordMatch): Int32Array | null {
  return m.kind === 'text' && m.instIds.length > 0 ? m.instIds : null;
}
