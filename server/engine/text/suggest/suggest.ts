// Suggestions as you type (decision 0066): job-seeker terms, program and occupation titles for the keyword; cities,
// states and ZIP codes for the location. Built on first use, from the loaded data and the place names in the database.
import { outsideDeadline } from '../../deadline';
import Database from 'better-sqlite3';
import type { Suggestion, SuggestField } from '../../../../contract/suggest/suggest';
import { NO_INDEX, type EngineData } from '../../data';
import { cipIndices, type TextSearch } from '../match';
import { SuggestIndex, type SuggestEntry } from './suggest-index';

export interface Suggester {
  suggest(field: SuggestField, text: string, limit: number): Suggestion[];
  /** starts building the indexes (after the service listens) rather than on the first request */
  warmUp(): void;
  /** resolves once a build warmUp started is done */
  ready(): Promise<void>;
}

const BOOST = { term: 2, program: 1, occupation: 0.5, place: 0 };

function programCounts(d: EngineData): { byCip: Int32Array; bySoc: Int32Array } {
  const byCip = new Int32Array(d.cipCodes.length);
  const byList = new Int32Array(d.socLists.length);
  for (let p = 0; p < d.progCount; p++) {
    const c = d.progCip[p] ?? NO_INDEX;
    if (c >= 0) byCip[c] = (byCip[c] ?? 0) + 1;
    const l = d.progSocList[p] ?? 0;
    byList[l] = (byList[l] ?? 0) + 1;
  }
  const bySoc = new Int32Array(d.socCodes.length);
  d.socLists.forEach((l, li) => l.forEach((s) => (bySoc[s] = (bySoc[s] ?? 0) + (byList[li] ?? 0))));
  return { byCip, bySoc };
}

function keywordEntries(t: TextSearch): SuggestEntry[] {
  const { d } = t;
  const { byCip, bySoc } = programCounts(d);
  const out: SuggestEntry[] = [];
  for (const e of t.vocab.entries) {
    if (e.cips.length === 0) continue; // credential words alone are no search
    const weight = e.cips.flatMap((c) => cipIndices(d, c)).reduce((n, c) => n + (byCip[c] ?? 0), 0);
    for (const term of e.terms) {
      out.push({
        text: term,
        value: term,
        kind: 'Term',
        detail: e.label,
        weight,
        boost: BOOST.term,
        group: `t:${e.line}`,
      });
    }
  }
  d.cipCodes.forEach((code, c) => {
    const n = byCip[c] ?? 0;
    if (code.length === 7 && n > 0) {
      const title = d.cipTitles[c] ?? '';
      out.push({
        text: title,
        value: title,
        kind: 'Program',
        detail: code,
        keys: code,
        weight: n,
        boost: BOOST.program,
        group: `p:${code}`,
      });
    }
  });
  d.socCodes.forEach((code, s) => {
    const n = bySoc[s] ?? 0;
    if (d.socDetailed[s] && n > 0) {
      const title = d.socTitles[s] ?? '';
      out.push({
        text: title,
        value: title,
        kind: 'Occupation',
        keys: code,
        detail: code,
        weight: n,
        boost: BOOST.occupation,
        group: `o:${code}`,
      });
    }
  });
  return out;
}

/**
 * The ZIP codes in order, each with its place: codes and an index into `labels` side by side rather than 41 k pairs
 * of strings (decision 0266).
 */
interface ZipList {
  codes: string[];
  place: Int32Array;
  /** "City, ST": the place entries' own values */
  labels: string[];
}

interface Places {
  index: SuggestIndex;
  zips: ZipList;
}

interface PlaceRows {
  entries: SuggestEntry[];
  zips: ZipList;
}

function readPlaces(d: EngineData, db: Database.Database): PlaceRows {
  const rows = db
    .prepare("SELECT city, state_abbr, count(*) FROM zip WHERE city <> '' GROUP BY state_abbr, city")
    .raw()
    .all() as unknown[][];
  const zips = db
    .prepare("SELECT zip, city, state_abbr FROM zip WHERE city <> '' ORDER BY zip")
    .raw()
    .all() as unknown[][];
  // Schools per city, so that places with programs come first among equals.
  const schools = new Map<string, number>();
  for (let i = 0; i < d.instCount; i++) {
    const key = `${(d.instCity[i] ?? '').toLowerCase()}|${d.instStateAbbr[i] ?? ''}`;
    schools.set(key, (schools.get(key) ?? 0) + 1);
  }
  const entries: SuggestEntry[] = d.states.map((s) => ({
    text: s.name,
    value: s.name,
    kind: 'Place',
    detail: s.abbr,
    weight: 100_000,
    boost: 1,
    group: `s:${s.abbr}`,
  }));
  const stateName = new Map(d.states.map((s) => [s.abbr, s.name]));
  const labels: string[] = [];
  const labelIndex = new Map<string, number>();
  for (const [city, st, count] of rows) {
    const name = String(city);
    const abbr = String(st);
    const label = `${name}, ${abbr}`;
    labelIndex.set(label, labels.length);
    labels.push(label);
    // Matched on its label and its state's name (`keys`, a string shared by the state's places); told apart by its
    // value, so no text or group of its own (tens of thousands of strings fewer).
    entries.push({
      text: label,
      value: label,
      kind: 'Place',
      detail: stateName.get(abbr) ?? '',
      keys: stateName.get(abbr),
      weight: Number(count) + 5 * (schools.get(`${name.toLowerCase()}|${abbr}`) ?? 0),
      boost: BOOST.place,
    });
  }
  const codes: string[] = [];
  const place = new Int32Array(zips.length);
  for (const [zip, city, st] of zips) {
    const label = `${String(city)}, ${String(st)}`;
    let at = labelIndex.get(label);
    if (at === undefined) {
      at = labels.length;
      labelIndex.set(label, at);
      labels.push(label);
    }
    place[codes.length] = at;
    codes.push(String(zip));
  }
  return { entries, zips: { codes, place, labels } };
}

/**
 * db: the engine's own read-only connection (place names are read from it once, not from a path opened again, so a
 * closed engine or a removed file cannot be reopened behind the engine's back); null when there is none.
 */
export function createSuggester(t: TextSearch, db: Database.Database | null): Suggester {
  let keywords: SuggestIndex | undefined;
  // undefined: not started; a promise while building in the background; null: no database to read places from.
  let places: Places | Promise<Places> | null | undefined;
  // Built once, on first use: outside the request's deadline (it is no cost of that request's input).
  const keywordIndex = () => (keywords ??= outsideDeadline(() => new SuggestIndex(keywordEntries(t))));
  /** The place index, built now unless a background build is on its way (then none yet: no place suggestions). */
  const placeIndex = (): Places | null => {
    if (places === undefined) {
      if (!db?.open) places = null;
      else {
        places = outsideDeadline(() => {
          const rows = readPlaces(t.d, db);
          return { index: new SuggestIndex(rows.entries), zips: rows.zips };
        });
      }
    }
    return places instanceof Promise ? null : places;
  };
  const show = (e: SuggestEntry): Suggestion => ({
    Text: e.kind === 'Place' ? e.value : e.text,
    Value: e.value,
    Kind: e.kind,
    Detail: e.detail,
  });
  return {
    suggest(field, text, limit) {
      if (field === 'keyword') return keywordIndex().search(text, limit).map(show);
      const p = placeIndex();
      if (!p) return [];
      const digits = text.trim();
      if (/^\d{1,5}$/.test(digits)) return zipsStarting(p.zips, digits, limit);
      return p.index.search(text, limit).map(show);
    },
    async ready() {
      await places;
    },
    warmUp() {
      keywordIndex();
      if (places !== undefined || !db?.open) return;
      const rows = readPlaces(t.d, db);
      const building = SuggestIndex.buildAsync(rows.entries).then((index) => ({ index, zips: rows.zips }));
      places = building;
      void building.then((ready) => {
        places = ready;
      });
    },
  };
}

/** ZIP codes starting with the digits typed (binary search in the sorted list). */
function zipsStarting(zips: ZipList, digits: string, limit: number): Suggestion[] {
  if (digits.length < 3) return [];
  const { codes, place, labels } = zips;
  let lo = 0;
  let hi = codes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((codes[mid] ?? '') < digits) lo = mid + 1;
    else hi = mid;
  }
  const out: Suggestion[] = [];
  for (let i = lo; i < codes.length && out.length < limit; i++) {
    const zip = codes[i] ?? '';
    if (!zip.startsWith(digits)) break;
    out.push({ Text: zip, Value: zip, Kind: 'Place', Detail: labels[place[i] ?? 0] ?? '' });
  }
  return out;
}
