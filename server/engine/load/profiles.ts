// Program profiles (decision 0161): programs that agree on everything a search reads about a program — CIP code,
// award level, formats, occupation list, source, name, the reported facts and their values, whether it reported no
// completions, and the dimensions' small codes (a cost or length band, the school's online offer at the program's
// level: decision 0179) — are one profile. A keyword's tier, every program-level filter and every program-level facet
// is the same for all programs of a profile (only the school differs), so a search decides them once per profile:
// 44,500 profiles at 1× data and at 10× (the copies add programs, not profiles; 21,400 before issue 21's codes),
// against 274 k and 2.7 M programs.
import { outsideDeadline } from '../deadline';
import { NO_INDEX, type EngineData } from '../data';
import type { ProfileIndex } from './profile-index';
import { programDimensionHalves } from '../dimensions/program-dimensions';

export type { ProfileIndex } from './profile-index';

const cache = new WeakMap<EngineData, ProfileIndex>();

/** The profile index of a data set: built once (first use, or the engine's warm-up), outside any deadline. */
export function profilesOf(d: EngineData): ProfileIndex {
  let ix = cache.get(d);
  if (!ix) cache.set(d, (ix = outsideDeadline(() => buildProfiles(d))));
  return ix;
}

/**
 * Per-program columns the dimensions read beyond the fields above (their `programValues`): small codes (a band, a
 * yes/no), one number per program in mixed radix, and that number's radix.
 */
function extraColumns(d: EngineData): { code: Float64Array; radix: number } | null {
  const halves = Object.values(programDimensionHalves).flatMap((h) => [h, ...Object.values(h.bases ?? {})]);
  const columns = halves.flatMap((h) => h.programValues?.(d) ?? []);
  if (columns.length === 0) return null;
  const code = new Float64Array(d.progCount);
  let radix = 1;
  for (const column of columns) {
    let size = 1;
    for (let p = 0; p < d.progCount; p++) size = Math.max(size, (column[p] ?? 0) + 1);
    for (let p = 0; p < d.progCount; p++) code[p] = (code[p] ?? 0) * size + (column[p] ?? 0);
    radix *= size;
  }
  return { code, radix };
}

function buildProfiles(d: EngineData): ProfileIndex {
  const extra = extraColumns(d);
  const n = d.progCount;
  const { progCip, progAward, progFormat, progSocList, progEtpl, progName, progAttr, progCompletions } = d;
  const { progCost, progWeeks } = d;
  const awards = d.awards.length;
  const lists = d.socLists.length;
  const progProfile = new Int32Array(n);
  // College programs by a number (every field but the list facts, which they never report, and the dimensions'
  // codes); list programs by text. Past 2^53 (never on the real data) every program goes by text.
  const radix = extra?.radix ?? 1;
  const byNumberFits = (d.cipCodes.length + 1) * awards * 8 * lists * 2 * radix < Number.MAX_SAFE_INTEGER;
  const byNumber = new Map<number, number>();
  const byText = new Map<string, number>();
  const first: number[] = [];
  for (let p = 0; p < n; p++) {
    const zero = progCompletions[p] === 0 ? 1 : 0;
    const base =
      ((((progCip[p] ?? NO_INDEX) + 1) * awards + (progAward[p] ?? 0)) * 8 + (progFormat[p] ?? 0)) * lists +
      (progSocList[p] ?? 0);
    const more = extra ? (extra.code[p] ?? 0) : 0;
    let k: number | undefined;
    if (progEtpl[p] || !byNumberFits) {
      const key = `${base}|${zero}|${progEtpl[p]}|${progName[p]}|${progAttr[p]}|${progCost[p]}|${progWeeks[p]}|${more}`;
      k = byText.get(key);
      if (k === undefined) {
        byText.set(key, (k = first.length));
        first.push(p);
      }
    } else {
      const key = (base * 2 + zero) * radix + more;
      k = byNumber.get(key);
      if (k === undefined) {
        byNumber.set(key, (k = first.length));
        first.push(p);
      }
    }
    progProfile[p] = k;
  }
  const count = first.length;
  const pick = <T extends Int32Array | Uint8Array | Uint16Array | Float32Array>(
    make: new (m: number) => T,
    of: ArrayLike<number>,
  ): T => {
    const out = new make(count);
    for (let k = 0; k < count; k++) out[k] = of[first[k] ?? 0] ?? 0;
    return out;
  };
  const zero = new Uint8Array(count);
  for (let k = 0; k < count; k++) zero[k] = progCompletions[first[k] ?? 0] === 0 ? 1 : 0;
  const size = new Int32Array(count);
  for (let p = 0; p < n; p++) {
    const k = progProfile[p] ?? 0;
    size[k] = (size[k] ?? 0) + 1;
  }
  const start = new Int32Array(count + 1);
  for (let k = 0; k < count; k++) start[k + 1] = (start[k] ?? 0) + (size[k] ?? 0);
  const items = new Int32Array(n);
  const memberSchool = new Int32Array(n);
  const fill = start.slice(0, count);
  const { progInst } = d;
  for (let p = 0; p < n; p++) {
    const k = progProfile[p] ?? 0;
    const j = fill[k] ?? 0;
    items[j] = p;
    memberSchool[j] = progInst[p] ?? 0;
    fill[k] = j + 1;
  }
  return {
    count,
    first: Int32Array.from(first),
    progProfile,
    cip: pick(Int32Array, progCip),
    award: pick(Uint8Array, progAward),
    format: pick(Uint8Array, progFormat),
    socList: pick(Int32Array, progSocList),
    etpl: pick(Uint8Array, progEtpl),
    name: pick(Int32Array, progName),
    attr: pick(Uint16Array, progAttr),
    zero,
    size,
    members: { start, items },
    memberSchool,
  };
}
