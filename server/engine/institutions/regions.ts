// IPEDS regions (OBEREG) as a v1 filter and facet: each school's region, and requested values read into regions.
import { NO_INDEX, type EngineData } from '../data';
import type { FacetDomain, Selection } from '../programs/facet-list';

export interface Regions {
  /** Region codes in code order ("0" … "9"); the index is the region index. */
  codes: string[];
  labels: string[];
  /** Each institution's region index: its IPEDS region, else (ETPL campuses) its state's; -1 when neither is known. */
  instRegion: Int8Array;
  domain: FacetDomain;
}

/**
 * ETPL campuses carry no IPEDS region. They are placed in the region most of their state's IPEDS schools are in
 * (the service schools' region "0" aside), so that a region's count is every school it yields, and a region holds
 * the same schools as its states (which is how the web app narrows by region).
 */
export function buildRegions(d: EngineData): Regions {
  const labelOf = new Map<string, string>();
  d.instRegionCode.forEach((c, i) => {
    if (c !== '' && !labelOf.has(c)) labelOf.set(c, d.instRegion[i] ?? c);
  });
  const codes = [...labelOf.keys()].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  const index = new Map(codes.map((c, k) => [c, k]));
  const byState = stateRegions(d, index);
  const instRegion = Int8Array.from({ length: d.instCount }, (_, i) => {
    const own = index.get(d.instRegionCode[i] ?? '');
    if (own !== undefined) return own;
    const st = d.instState[i] ?? NO_INDEX;
    return st >= 0 ? (byState[st] ?? NO_INDEX) : NO_INDEX;
  });
  const labels = codes.map((c) => labelOf.get(c) ?? c);
  return {
    codes,
    labels,
    instRegion,
    domain: {
      size: codes.length,
      value: (k) => codes[k] ?? '',
      item: (k) => labels[k] ?? '',
      rank: Int32Array.from(codes, (_, k) => k),
    },
  };
}

/** For each state, the region index most of its IPEDS schools have (service schools aside); -1 when none. */
function stateRegions(d: EngineData, index: Map<string, number>): Int8Array {
  const counts = new Map<number, Map<number, number>>();
  d.instRegionCode.forEach((c, i) => {
    const k = index.get(c);
    const st = d.instState[i] ?? NO_INDEX;
    if (k === undefined || c === '0' || st < 0) return;
    const perState = counts.get(st) ?? new Map<number, number>();
    perState.set(k, (perState.get(k) ?? 0) + 1);
    counts.set(st, perState);
  });
  const out = new Int8Array(d.states.length).fill(NO_INDEX);
  for (const [st, perState] of counts) {
    let best = NO_INDEX;
    for (const [k, n] of perState) if (best < 0 || n > (perState.get(best) ?? 0)) best = k;
    out[st] = best;
  }
  return out;
}

/** "6", "Southwest", "southwest (az, nm, ok, tx)": a code, a label, or a label's name before its parenthesis. */
export function selectRegion(r: Regions, values: readonly string[]): Selection {
  const vs = values.map((v) => v.trim()).filter((v) => v !== '');
  const name = (label: string) => label.replace(/\s*\(.*$/, '').toLowerCase();
  return {
    values: vs,
    indices: vs.map((v) => {
      const code = r.codes.indexOf(v);
      if (code >= 0) return code;
      const lower = v.toLowerCase().replace(/\s+/g, ' ');
      const k = r.labels.findIndex((l) => l.toLowerCase() === lower || name(l) === lower);
      return k < 0 ? undefined : k;
    }),
  };
}
