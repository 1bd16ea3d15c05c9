// Reads the whole search database into the in-memory form the engine queries (once, at start-up).
import type Database from 'better-sqlite3';
import { parseNumberColumn } from './columns';
import { FORMAT_NAMES, NO_INDEX, type EngineData } from './data';
import { loadPlaces, loadSocLists, loadSources } from './load-lookups';

type Row = unknown[];

export function loadData(db: Database.Database): EngineData {
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
  loadInstitutions(d, all('SELECT * FROM institution ORDER BY id'), db);
  loadPrograms(d, db);
  loadSocLists(d, db);
  loadPlaces(d, db);
  return d;
}

function loadInstitutions(d: EngineData, rows: Row[], db: Database.Database): void {
  const cols = (db.prepare('SELECT * FROM institution LIMIT 0').columns() as Array<{ name: string }>).map(
    (c) => c.name,
  );
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

/**
 * Reads the program table column by column: one scan returns each column as one comma-joined string, which is
 * several times quicker than materialising 274k row arrays. All aggregates advance on the same rows, so the
 * columns stay aligned. Only ETPL rows have names, credentials and formats: they are read as rows.
 */
function loadPrograms(d: EngineData, db: Database.Database): void {
  const cols = db
    .prepare(
      `SELECT group_concat(id), group_concat(institution_id), group_concat(cip), group_concat(award_level),
         group_concat(ifnull(completions, -1)), group_concat(source = 'ETPL')
       FROM program`,
    )
    .raw()
    .get() as Array<string | null>;
  const [ids, insts, cips, awards, done, etpl] = [0, 1, 2, 3, 4, 5].map((i) =>
    parseNumberColumn(cols[i]),
  ) as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  // Six-digit CIP codes by their digits (51.3801 -> 513801), the form the column parser yields.
  const cipByDigits = new Map<number, number>();
  d.cipCodes.forEach((c, i) => c.length === 7 && cipByDigits.set(Number(c.replace('.', '')), i));
  const n = ids.length;
  d.progId = new Float64Array(n);
  d.progInst = new Int32Array(n);
  d.progCip = new Int32Array(n);
  d.progAward = new Uint8Array(n);
  d.progEtpl = new Uint8Array(n);
  d.progFormat = new Uint8Array(n);
  d.progCompletions = new Int32Array(n);
  d.progName = new Int32Array(n).fill(NO_INDEX);
  d.progCredential = new Array<string>(n).fill('');
  d.etplNames = [];
  const etplAt = new Map<number, number>();
  let p = 0;
  for (let k = 0; k < n; k++) {
    const inst = d.instIndex.get(insts[k] ?? NaN);
    const award = d.awardIndex.get(awards[k] ?? NaN);
    if (inst === undefined || award === undefined) continue; // a dangling row cannot be shown; skip it
    const id = ids[k] ?? 0;
    d.progId[p] = id;
    d.progInst[p] = inst;
    d.progCip[p] = cipByDigits.get(cips[k] ?? NaN) ?? NO_INDEX;
    d.progAward[p] = award;
    const c = done[k] ?? NaN;
    d.progCompletions[p] = Number.isNaN(c) ? -1 : c;
    if (etpl[k] === 1) {
      d.progEtpl[p] = 1;
      etplAt.set(id, p);
    }
    p++;
  }
  d.progCount = p;
  if (p < n) {
    for (const k of [
      'progId',
      'progInst',
      'progCip',
      'progAward',
      'progEtpl',
      'progFormat',
      'progCompletions',
      'progName',
    ] as const) {
      (d as unknown as Record<string, Int32Array | Uint8Array | Float64Array>)[k] = d[k].slice(0, p);
    }
    d.progCredential.length = p;
  }
  loadEtplText(d, db, etplAt);
}

function loadEtplText(d: EngineData, db: Database.Database, etplAt: Map<number, number>): void {
  const nameIndex = new Map<string, number>();
  const formatBits = new Map<string, number>(FORMAT_NAMES.map((f, i) => [f.toLowerCase(), 1 << i]));
  const rows = db
    .prepare("SELECT id, name, credential, formats FROM program WHERE source = 'ETPL'")
    .raw()
    .all() as Row[];
  for (const r of rows) {
    const p = etplAt.get(Number(r[0]));
    if (p === undefined) continue;
    const name = String(r[1] ?? '').trim();
    if (name !== '') {
      let ni = nameIndex.get(name);
      if (ni === undefined) {
        ni = d.etplNames.length;
        d.etplNames.push(name);
        nameIndex.set(name, ni);
      }
      d.progName[p] = ni;
    }
    d.progCredential[p] = String(r[2] ?? '');
    let mask = 0;
    for (const f of String(r[3] ?? '').split('|')) mask |= formatBits.get(f.trim().toLowerCase()) ?? 0;
    d.progFormat[p] = mask;
  }
}
