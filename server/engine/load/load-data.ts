// Reads the whole search database into the in-memory form the engine queries (once, at start-up).
import Database from 'better-sqlite3';
import { NO_INDEX, type EngineData } from '../data';
import {
  jobTitlesOf,
  loadJobTitles,
  loadMinedTerms,
  loadPlaces,
  loadSocLists,
  loadSourceKinds,
  loadSources,
} from './load-lookups';
export { loadPlaces };
import { loadPrograms } from './load-programs';
import { loadProgramFacts } from './load-program-facts';
import { loadWages } from './load-wages';

type Row = unknown[];

/**
 * `withTables: false` leaves out the institution and program tables, the occupation lists and the places (what grows
 * with the data, and the places computed from the institutions): the engine snapshot provides the tables
 * (snapshot/engine-snapshot.ts), else loadTables reads them; loadPlaces follows either way.
 */
export function loadData(db: Database.Database, withTables = true): EngineData {
  const all = (sql: string) => db.prepare(sql).raw().all() as Row[];
  const buildInfo = Object.fromEntries(
    all('SELECT key, value FROM build_info').map((r) => [String(r[0]), String(r[1])]),
  );
  const awards = all('SELECT code, label, sort_order FROM award_level ORDER BY sort_order, code').map(
    (r) => ({
      code: Number(r[0]),
      label: String(r[1]),
      sortOrder: Number(r[2]),
    }),
  );
  const states = all('SELECT abbr, name FROM state ORDER BY abbr').map((r) => ({
    abbr: String(r[0]),
    name: String(r[1]),
  }));
  const stateIndex = new Map<string, number>();
  states.forEach((s, i) => {
    stateIndex.set(s.abbr.toUpperCase(), i);
    stateIndex.set(s.name.toLowerCase(), i);
  });
  const cips = all('SELECT code, title FROM cip ORDER BY code');
  const socs = all('SELECT code, title, level FROM soc ORDER BY code');
  const d = {
    buildInfo,
    sources: loadSources(db),
    sourceKinds: loadSourceKinds(db),
    awards,
    awardIndex: new Map(awards.map((a, i) => [a.code, i])),
    states,
    stateIndex,
    cipCodes: cips.map((r) => String(r[0])),
    cipTitles: cips.map((r) => String(r[1])),
    socCodes: socs.map((r) => String(r[0])),
    socTitles: socs.map((r) => String(r[1])),
    socDetailed: Uint8Array.from(socs, (r) => (r[2] === 'Detailed' ? 1 : 0)),
  } as EngineData;
  d.cipIndex = new Map(d.cipCodes.map((c, i) => [c, i]));
  d.socIndex = new Map(d.socCodes.map((c, i) => [c, i]));
  d.completionsYear = buildInfo.completions_year ?? '';
  d.minedTerms = loadMinedTerms(db);
  loadWages(d, db);
  let titles: ReturnType<EngineData['jobTitles']> | undefined;
  const keys = buildInfo.text_keys_version;
  // Looked up in the database as queries name them (the engine keeps its connection open). A caller that closed the
  // connection after loading (tests, tools) still gets them: read whole from the file, read-only.
  const readTitles = () => {
    if (db.open) return jobTitlesOf(db, keys);
    const again = new Database(db.name, { readonly: true, fileMustExist: true });
    try {
      const map = loadJobTitles(again, keys);
      return { get: (key: string) => map.get(key), titles: () => Array.from(map.values(), ([t]) => t) };
    } finally {
      again.close();
    }
  };
  d.jobTitles = () => (titles ??= readTitles());
  // What a snapshot is checked against before its tables are used.
  d.instCount = Number((db.prepare('SELECT count(*) FROM institution').raw().get() as Row)[0]);
  if (withTables) {
    loadTables(d, db);
    loadPlaces(d, db);
  }
  return d;
}

/** The institutions, the programs and their occupation lists, read from the database. */
export function loadTables(d: EngineData, db: Database.Database): void {
  loadInstitutions(
    d,
    db
      .prepare(`SELECT ${INSTITUTION_COLUMNS.join(', ')} FROM institution ORDER BY id`)
      .raw()
      .all() as Row[],
    INSTITUTION_COLUMNS,
  );
  loadPrograms(d, db);
  loadSocLists(d, db);
  loadProgramFacts(d, db);
}

/** The institutions' lookups that are not stored: id → index, county → index. */
export function indexInstitutions(d: EngineData): void {
  d.instIndex = new Map(Array.from(d.instId, (id, i) => [id, i]));
  d.countyIndex = new Map(d.counties.map((c, i) => [c, i]));
}

// Long texts (descriptions) stay in SQLite: the details operation reads them on demand.
const INSTITUTION_COLUMNS = [
  'id',
  'name',
  'address',
  'city',
  'state_abbr',
  'zip',
  'phone',
  'url',
  'latitude',
  'longitude',
  'county',
  'region_code',
  'region',
  'size_label',
  'sector',
  'control',
  'campus_name',
];

function loadInstitutions(d: EngineData, rows: Row[], cols: readonly string[]): void {
  const at = (name: string) => cols.indexOf(name);
  const [cId, cName, cAddr, cCity, cState, cZip, cPhone, cUrl, cLat, cLon, cCounty, cRegCode, cReg, cSize] = [
    'id',
    'name',
    'address',
    'city',
    'state_abbr',
    'zip',
    'phone',
    'url',
    'latitude',
    'longitude',
    'county',
    'region_code',
    'region',
    'size_label',
  ].map(at) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const n = rows.length;
  const str = (c: number) => rows.map((r) => (r[c] == null ? '' : String(r[c])));
  d.instCount = n;
  d.instId = Float64Array.from(rows, (r) => Number(r[cId]));
  d.instIndex = new Map(Array.from(d.instId, (id, i) => [id, i]));
  d.instName = str(cName);
  d.instAddress = str(cAddr);
  d.instCity = str(cCity);
  d.instStateAbbr = str(cState).map((s) => s.toUpperCase());
  d.instZip = str(cZip);
  d.instPhone = str(cPhone);
  d.instUrl = str(cUrl);
  d.instRegionCode = str(cRegCode);
  d.instRegion = str(cReg);
  d.instSize = str(cSize);
  const cSector = at('sector');
  const cControl = at('control');
  const cCampus = at('campus_name');
  d.instSector = Int16Array.from(rows, (r) => (r[cSector] == null ? NO_INDEX : Number(r[cSector])));
  d.instControl = Uint8Array.from(rows, (r) => {
    const c = Number(r[cControl]);
    return c === 1 || c === 2 || c === 3 ? c : 0;
  });
  d.instCampus = cCampus < 0 ? rows.map(() => '') : str(cCampus);
  d.instState = Int16Array.from(d.instStateAbbr, (s) => d.stateIndex.get(s) ?? NO_INDEX);
  const num = (v: unknown) => (v == null || v === '' || !Number.isFinite(Number(v)) ? NaN : Number(v));
  d.instLat = Float64Array.from(rows, (r) => num(r[cLat]));
  d.instLon = Float64Array.from(rows, (r) => num(r[cLon]));
  d.counties = [];
  d.countyIndex = new Map();
  d.instCounty = Int32Array.from(str(cCounty), (c) => {
    if (c === '') return NO_INDEX;
    let i = d.countyIndex.get(c);
    if (i === undefined) {
      i = d.counties.length;
      d.counties.push(c);
      d.countyIndex.set(c, i);
    }
    return i;
  });
}
