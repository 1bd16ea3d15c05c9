// The v1 City facet domain: each institution's "City, ST" (the CityCountList value), and reading city values back.
import type { EngineData } from '../data';
import type { FacetDomain, Selection } from '../programs/facet-list';
import { rankStrings } from '../programs/page/order';

export interface Cities {
  /** "City, ST" per city index, exactly as CityCountList shows it */
  keys: string[];
  /** city index of each institution */
  instCity: Int32Array;
  /** normalized "city, st" -> city index */
  index: Map<string, number>;
  domain: FacetDomain;
}

const normalize = (city: string, st: string) => `${city.trim().replace(/\s+/g, ' ').toLowerCase()}, ${st}`;

export function buildCities(d: EngineData): Cities {
  const index = new Map<string, number>();
  const instCity = new Int32Array(d.instCount);
  // Sources spell one city in several cases ("Houston", "HOUSTON"): one option, shown as most schools spell it.
  const spellings: Array<Map<string, number>> = [];
  for (let i = 0; i < d.instCount; i++) {
    const city = d.instCity[i] ?? '';
    const st = d.instStateAbbr[i] ?? '';
    const norm = normalize(city, st.toUpperCase());
    let c = index.get(norm);
    if (c === undefined) {
      c = spellings.length;
      spellings.push(new Map());
      index.set(norm, c);
    }
    instCity[i] = c;
    const seen = spellings[c];
    const key = `${city.trim().replace(/\s+/g, ' ')}, ${st}`;
    seen?.set(key, (seen.get(key) ?? 0) + 1);
  }
  const keys = spellings.map((m) => [...m].reduce((a, b) => (b[1] > a[1] ? b : a))[0]);
  const rank = rankStrings(keys);
  const domain: FacetDomain = {
    size: keys.length,
    value: (c) => keys[c] ?? '',
    item: (c) => keys[c] ?? '',
    rank,
  };
  return { keys, instCity, index, domain };
}

/** A `state` segment value naming a city ("Houston, TX") rather than a state: it holds a comma. */
export const isCityValue = (v: string) => v.includes(',');

/**
 * Reads "City, ST" values leniently: any case and spacing, and a state name for the code ("Houston, Texas").
 * The state part is what follows the last comma; an unknown city stays in the selection with no index.
 */
export function selectCity(d: EngineData, cities: Cities, values: readonly string[]): Selection {
  const vs = values.map((v) => v.trim()).filter((v) => v !== '');
  const find = (v: string) => {
    const at = v.lastIndexOf(',');
    const stText = v.slice(at + 1).trim();
    const st =
      d.stateIndex.get(stText.toUpperCase()) ?? d.stateIndex.get(stText.toLowerCase().replace(/\s+/g, ' '));
    const abbr = st === undefined ? stText.toUpperCase() : (d.states[st]?.abbr ?? '');
    return cities.index.get(normalize(v.slice(0, at), abbr));
  };
  return { values: vs, indices: vs.map(find) };
}
