// Start-up loading of the smaller tables: provenance, occupation lists per program, ZIP and city centroids.
import type Database from 'better-sqlite3';
import { TEXT_KEYS_VERSION } from '../text/analyze';
import { termKey } from '../text/vocabulary';
import type { DataSource } from '../../../contract/metadata';
import { cityKey } from '../location/location';
import { CityTable } from '../location/city-table';
import { ZipTable } from '../location/zip-table';
import { NO_INDEX, type EngineData, type JobTitles } from '../data';

type Row = unknown[];

/** Which source each entry of loadSources is ('hd', 'completions', 'etpl' …), in the same order. */
export function loadSourceKinds(db: Database.Database): string[] {
  return (db.prepare('SELECT kind FROM source ORDER BY id').raw().all() as Row[]).map((r) => String(r[0]));
}

export function loadSources(db: Database.Database): DataSource[] {
  const rows = db
    .prepare(
      'SELECT data_name, publisher, url, last_update, vintage, description, citation FROM source ORDER BY id',
    )
    .raw()
    .all() as Row[];
  return rows.map((r) => ({
    DataName: String(r[0]),
    DataSourceName: String(r[1]),
    DataSourceUrl: String(r[2]),
    DataLastUpdate: String(r[3]),
    DataVintageOrVersion: String(r[4]),
    DataDescription: String(r[5]),
    DataSourceCitation: String(r[6]),
  }));
}

/** Builds the deduplicated occupation lists: one per CIP (crosswalk) and one per distinct ETPL self-reported set. */
export function loadSocLists(d: EngineData, db: Database.Database): void {
  const lists: Int32Array[] = [new Int32Array(0)];
  const byKey = new Map<string, number>([['', 0]]);
  const intern = (socs: number[]): number => {
    const sorted = [...new Set(socs)].sort((a, b) => a - b);
    const key = sorted.join(',');
    let i = byKey.get(key);
    if (i === undefined) {
      i = lists.length;
      lists.push(Int32Array.from(sorted));
      byKey.set(key, i);
    }
    return i;
  };
  const perCip = new Map<number, number[]>();
  for (const r of db.prepare('SELECT cip, soc FROM cip_soc').raw().all() as Row[]) {
    const c = d.cipIndex.get(String(r[0]));
    const s = d.socIndex.get(String(r[1]));
    if (c === undefined || s === undefined) continue;
    const l = perCip.get(c) ?? [];
    l.push(s);
    perCip.set(c, l);
  }
  d.cipSocList = Int32Array.from(d.cipCodes, (_, c) => intern(perCip.get(c) ?? []));
  const perProgram = new Map<number, number[]>();
  for (const r of db.prepare('SELECT program_id, soc FROM program_soc').raw().all() as Row[]) {
    const s = d.socIndex.get(String(r[1]));
    if (s === undefined) continue;
    const id = Number(r[0]);
    const l = perProgram.get(id) ?? [];
    l.push(s);
    perProgram.set(id, l);
  }
  d.progSocList = new Int32Array(d.progCount);
  for (let p = 0; p < d.progCount; p++) {
    const own = perProgram.get(d.progId[p] ?? 0);
    const cip = d.progCip[p] ?? NO_INDEX;
    d.progSocList[p] = own ? intern(own) : cip >= 0 ? (d.cipSocList[cip] ?? 0) : 0;
  }
  d.socLists = lists;
  const bySoc: number[][] = d.socCodes.map(() => []);
  lists.forEach((l, li) => l.forEach((s) => bySoc[s]?.push(li)));
  d.listsBySoc = bySoc.map((l) => Int32Array.from(l));
}

/** ZIP centroids, and each city's centroid as the mean of its ZIPs' centroids. */
export function loadPlaces(d: EngineData, db: Database.Database): void {
  const zipRows: Array<[string, string, number, number]> = [];
  for (const r of db.prepare('SELECT zip, state_abbr, latitude, longitude FROM zip').raw().all() as Row[]) {
    const lat = Number(r[2]);
    const lon = Number(r[3]);
    if (Number.isFinite(lat) && Number.isFinite(lon)) zipRows.push([String(r[0]), String(r[1]), lat, lon]);
  }
  d.zips = new ZipTable(zipRows);
  // Cities: SQLite sums each (state, city) group; names are then normalised (several spellings may meet).
  const sums = new Map<string, [number, number, number]>();
  const names = new Map<string, { name: string; zips: number }>();
  const groups = db
    .prepare(
      'SELECT city, upper(state_abbr), sum(latitude), sum(longitude), count(*) FROM zip GROUP BY state_abbr, city',
    )
    .raw()
    .all() as Row[];
  for (const r of groups) {
    const key = `${cityKey(String(r[0]))}|${String(r[1])}`;
    const s = sums.get(key) ?? [0, 0, 0];
    s[0] += Number(r[2]);
    s[1] += Number(r[3]);
    s[2] += Number(r[4]);
    sums.set(key, s);
    // Several spellings of one city meet under one key: the one with most ZIP codes names it.
    const named = names.get(key);
    if (!named || Number(r[4]) > named.zips) names.set(key, { name: String(r[0]), zips: Number(r[4]) });
  }
  // Cities with a school but no GeoNames ZIP still resolve, to the mean of their schools' coordinates.
  const schoolSums = new Map<string, [number, number, number]>();
  for (let i = 0; i < d.instCount; i++) {
    const key = `${cityKey(d.instCity[i] ?? '')}|${d.instStateAbbr[i] ?? ''}`;
    const lat = d.instLat[i] ?? NaN;
    const lon = d.instLon[i] ?? NaN;
    if (sums.has(key) || Number.isNaN(lat) || Number.isNaN(lon)) continue;
    const s = schoolSums.get(key) ?? [0, 0, 0];
    s[0] += lat;
    s[1] += lon;
    s[2] += 1;
    schoolSums.set(key, s);
    if (!names.has(key)) names.set(key, { name: d.instCity[i] ?? '', zips: 0 });
  }
  // Every name's key has a centroid (from its ZIP codes, else its schools'): one row per key, in the names' order.
  d.cities = new CityTable(
    [...names].map(([id, { name }]) => {
      const [la = NaN, lo = NaN, n = 1] = sums.get(id) ?? schoolSums.get(id) ?? [];
      return { id, name, zips: sums.get(id)?.[2] ?? 0, lat: la / n, lon: lo / n };
    }),
  );
}

/** The data build's mined terms; a database built before they existed simply has none. */
export function loadMinedTerms(db: Database.Database): Array<{ term: string; cip: string }> {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'mined_term'").get();
  if (!exists) return [];
  const rows = db.prepare('SELECT term, cip FROM mined_term ORDER BY term, cip').raw().all() as Row[];
  return rows.map((r) => ({ term: String(r[0]), cip: String(r[1]) }));
}

const mapTitles = (map: Map<string, [string, string]>): JobTitles => ({
  get: (key) => map.get(key),
  titles: () => Array.from(map.values(), ([title]) => title),
});

const hasJobTitles = (db: Database.Database) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'job_title'").get() !== undefined;

/**
 * The job titles looked up in the database by key, as a query names them (decision 0270): the table's key is its
 * primary key, and a query names a few of its 47 k titles, each looked up once (job-title-meanings.ts keeps the
 * answers). Held as a map they were 10 MB of every worker's heap; the titles alone are read once, for their words.
 * Keys stemmed by another version of the analysis than this one's are keyed again instead, into a map, until the
 * next data build (loadJobTitles).
 */
export function jobTitlesOf(db: Database.Database, keysVersion: string | undefined): JobTitles {
  if (!hasJobTitles(db)) return mapTitles(new Map());
  if (keysVersion !== TEXT_KEYS_VERSION) return mapTitles(loadJobTitles(db, keysVersion));
  const byKey = db.prepare('SELECT title, onet_codes FROM job_title WHERE key = ?').raw();
  const all = db.prepare('SELECT title FROM job_title').pluck();
  return {
    get: (key) => {
      const r = byKey.get(key) as Row | undefined;
      return r ? [String(r[0]), String(r[1])] : undefined;
    },
    // Read whole (and let go once read): an open iterator would keep the connection busy for any other statement.
    titles: () => all.all() as string[],
  };
}

/** O*NET job titles by term key (decision 0180); a database built before them, or without the O*NET files, has none. */
export function loadJobTitles(
  db: Database.Database,
  keysVersion: string | undefined,
): Map<string, [title: string, onetCodes: string]> {
  if (!hasJobTitles(db)) return new Map();
  const rows = db.prepare('SELECT key, title, onet_codes FROM job_title').raw().all() as Row[];
  if (keysVersion === TEXT_KEYS_VERSION)
    return new Map(rows.map((r) => [String(r[0]), [String(r[1]), String(r[2])]]));
  // Keys stemmed by another version of the analysis: keyed again here (slower start) until the next data build.
  const out = new Map<string, [string, string]>();
  for (const r of rows) {
    const key = termKey(String(r[1]));
    const had = out.get(key);
    const codes = had
      ? [...new Set([...had[1].split(' '), ...String(r[2]).split(' ')])].join(' ')
      : String(r[2]);
    out.set(key, [had?.[0] ?? String(r[1]), codes]);
  }
  return out;
}
