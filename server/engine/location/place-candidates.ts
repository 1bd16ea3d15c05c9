// The places a user may have meant by a location the service cannot use: a city named in several states
// ("Springfield"), a city without its state ("Austin"), or a misspelt one ("Lubock, TX"). Most likely first:
// exact names before near ones, then the place with more ZIP codes (a stand-in for its size).
import type { PlaceCandidate } from '../../../contract/errors';
import type { EngineData } from '../data';
import type { CityName } from './city-table';
import { CHECK_MASK, checkDeadline } from '../deadline';
import { cityKey } from './location';
import { editDistance } from '../text/spelling/spelling';

export const MAX_PLACE_CANDIDATES = 8;

export interface PlaceIndex {
  /** the cities of each key (d.cities rows, in their order) */
  byKey: Map<string, number[]>;
  /** city keys by length, for near spellings */
  byLength: Map<number, string[]>;
  stateName: Map<string, string>;
  /** a row's name, state and ZIP codes */
  city: (i: number) => CityName;
}

export function buildPlaceIndex(d: EngineData): PlaceIndex {
  const byKey = new Map<string, number[]>();
  for (let i = 0; i < d.cities.count; i++) {
    const key = d.cities.key(i);
    const list = byKey.get(key);
    if (list) list.push(i);
    else byKey.set(key, [i]);
  }
  const byLength = new Map<number, string[]>();
  for (const key of byKey.keys()) {
    const list = byLength.get(key.length) ?? [];
    list.push(key);
    byLength.set(key.length, list);
  }
  return {
    byKey,
    byLength,
    stateName: new Map(d.states.map((s) => [s.abbr, s.name])),
    city: (i) => d.cities.city(i),
  };
}

const likelier = (a: CityName, b: CityName) => b.zips - a.zips || a.name.localeCompare(b.name);

function candidate(ix: PlaceIndex, c: CityName): PlaceCandidate {
  const name = c.name.trim();
  return { Value: `${name}, ${c.state}`, Item: `${name}, ${ix.stateName.get(c.state) ?? c.state}` };
}

/** City keys within a small edit distance of `key`, with the distance. */
function nearKeys(ix: PlaceIndex, key: string): Array<[string, number]> {
  const limit = key.length <= 4 ? 1 : 2;
  const found: Array<[string, number]> = [];
  let k = 0;
  for (let len = key.length - limit; len <= key.length + limit; len++) {
    for (const other of ix.byLength.get(len) ?? []) {
      if ((++k & CHECK_MASK) === 0) checkDeadline();
      if (other[0] !== key[0] && other[1] !== key[1]) continue; // a slip rarely changes both first letters
      const dist = editDistance(key, other, limit);
      if (dist <= limit) found.push([other, dist]);
    }
  }
  return found;
}

export interface PlaceGuess {
  /**
   * "ambiguous": a city of that name exists (in one or more states), but the input does not say which;
   * "elsewhere": the state given has no city of that name, other states do; "unknown": no such name.
   */
  kind: 'ambiguous' | 'elsewhere' | 'unknown';
  name: string;
  candidates: PlaceCandidate[];
}

/**
 * Places for a city name, with the state the user gave if any (state abbreviation or undefined). Only called once
 * a location could not be resolved, so the input is not a known "City, ST".
 */
export function guessPlaces(ix: PlaceIndex, cityText: string, state: string | undefined): PlaceGuess {
  const key = cityKey(cityText.trim().replace(/\s+/g, ' '));
  const name = cityText.trim();
  const citiesOf = (k: string) => (ix.byKey.get(k) ?? []).map(ix.city);
  const exact = citiesOf(key).sort(likelier);
  if (exact.length > 0 && state === undefined) {
    return {
      kind: 'ambiguous',
      name,
      candidates: exact.slice(0, MAX_PLACE_CANDIDATES).map((c) => candidate(ix, c)),
    };
  }
  // A misspelt name: near names (in the state given, if any), nearest and then largest first; names known only
  // from a school's address (no ZIP code) only when nothing else is near, as they may be misspelt themselves.
  const scored = nearKeys(ix, key).flatMap(([k, dist]) =>
    citiesOf(k)
      .filter((c) => state === undefined || c.state === state)
      .map((c): [CityName, number] => [c, dist]),
  );
  const withZips = scored.filter(([c]) => c.zips > 0);
  const near = (withZips.length > 0 ? withZips : scored)
    .sort((a, b) => a[1] - b[1] || likelier(a[0], b[0]))
    .map(([c]) => c);
  const seen = new Set<string>();
  const out: PlaceCandidate[] = [];
  for (const c of [...near, ...exact]) {
    const id = `${c.key}|${c.state}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(candidate(ix, c));
    if (out.length === MAX_PLACE_CANDIDATES) break;
  }
  return { kind: near.length === 0 && exact.length > 0 ? 'elsewhere' : 'unknown', name, candidates: out };
}
