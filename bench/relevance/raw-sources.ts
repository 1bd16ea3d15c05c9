// Reads the raw public source files (DATA_DIR) for the relevance judge: IPEDS HD and C_A, the Texas ETPL, the ZIP
// centroids and GeoNames, and CIP 2020. Deliberately independent of server/: the judged answers must not inherit the
// data build's or the engine's mistakes (decision 0068). Files are found by the publishers' names, with an optional
// `fixture-` prefix for the judge's own test fixtures (decision 0004).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

type Row = Record<string, string>;

export interface ZipRow {
  zip: string;
  /** GeoNames place name ('' for a ZCTA GeoNames lacks) */
  city: string;
  /** GeoNames admin_code1 ('' for a ZCTA GeoNames lacks) */
  state: string;
  stateName: string;
  /** Census ZCTA centroid when there is one, else the GeoNames point (as the data build places a ZIP) */
  lat: number;
  lon: number;
}

export interface RawProgram {
  source: 'IPEDS' | 'ETPL';
  /** IPEDS: UNITID × 10⁸ + CIP digits × 100 + AWLEVEL; ETPL: 48 × 10⁹ + Program ID (docs/data-model.md) */
  detailId: number;
  /** IPEDS UNITID; ETPL Campus ID */
  schoolId: number;
  /** dotted 6-digit CIP ('51.3902'); '' when the ETPL row has none */
  cip: string;
  /** IPEDS AWLEVEL; 0 for ETPL rows (the list has no award level; the build derives one from the length) */
  awLevel: number;
  schoolName: string;
  city: string;
  state: string;
  /** ETPL program name; '' for IPEDS (the CIP title names an IPEDS program) */
  programName: string;
  /** ETPL campus ZIP (its centroid places the campus); IPEDS ZIP as published */
  zip: string;
  lat: number;
  lon: number;
  /**
   * Why the service may legitimately not hold this row, so the judge treats it as "don't care" (never required,
   * never counted against): an ETPL row with no length (decision 0011 rejects those that also name no degree).
   */
  mayBeAbsent?: string;
}

export interface CipEntry {
  code: string;
  title: string;
  action: string;
}

export interface RawData {
  programs: RawProgram[];
  zips: Map<string, ZipRow>;
  /** every CIP 2020 code (2-, 4- and 6-digit) */
  cips: Map<string, CipEntry>;
  files: string[];
}

const FILES = {
  hd: /^hd(\d{4})\.csv$/i,
  completions: /^c(\d{4})_a(_programs)?(\.part\d+)?\.csv$/i,
  etplTexas: /^tx_etpl.*\.csv$/i,
  zcta: /^zcta.*\.csv$/i,
  geonames: /^zip_geonames.*\.csv$/i,
  cip: /^cipcode2020\.csv$/i,
};

const publisherName = (file: string) => path.basename(file).replace(/^fixture-/i, '');

function find(dir: string, re: RegExp, what: string): string[] {
  const hits = readdirSync(dir)
    .filter((f) => re.test(publisherName(f)))
    .sort()
    .map((f) => path.join(dir, f));
  if (hits.length === 0) throw new Error(`${dir}: no ${what} file (${re.source})`);
  return hits;
}

/** The newest vintage when several sit side by side (hd2023.csv, hd2024.csv), all its parts. */
function newest(files: string[], re: RegExp): string[] {
  const year = (f: string) => re.exec(publisherName(f))?.[1] ?? '';
  const top = files.map(year).sort().at(-1);
  return files.filter((f) => year(f) === top);
}

export function readCsv(file: string): Row[] {
  return parse(readFileSync(file, 'utf8'), {
    bom: true,
    columns: (header: string[]) => header.map((h) => h.trim()),
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as Row[];
}

/** '513902', '90100' (a spreadsheet ate the zero), '51.3902', '1.0101' → '51.3902'; '' otherwise. */
export function dottedCip(value: string): string {
  const v = value.trim().replace(/^="(.*)"$/, '$1');
  const dotted = /^(\d{1,2})\.(\d{4})$/.exec(v);
  if (dotted?.[1] && dotted[2]) return `${dotted[1].padStart(2, '0')}.${dotted[2]}`;
  const plain = /^(\d{5,6})$/.exec(v);
  if (!plain?.[1]) return '';
  const digits = plain[1].padStart(6, '0');
  return `${digits.slice(0, 2)}.${digits.slice(2)}`;
}

const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? Number.NaN : Number(v));

export function readZips(dir: string): Map<string, ZipRow> {
  const zips = new Map<string, ZipRow>();
  for (const r of readCsv(find(dir, FILES.geonames, 'GeoNames')[0] ?? '')) {
    const zip = (r.postal_code ?? '').padStart(5, '0');
    const state = (r.admin_code1 ?? '').trim().toUpperCase();
    // GeoNames lists military and unassigned codes with no U.S. state; they place nothing.
    if (state === '' || zips.has(zip)) continue;
    const lat = num(r.latitude);
    const lon = num(r.longitude);
    zips.set(zip, { zip, city: r.place_name ?? '', state, stateName: r.admin_name1 ?? '', lat, lon });
  }
  for (const r of readCsv(find(dir, FILES.zcta, 'ZCTA centroid')[0] ?? '')) {
    const zip = (r.zip ?? '').padStart(5, '0');
    const lat = num(r.latitude);
    const lon = num(r.longitude);
    if (Number.isNaN(lat) || Number.isNaN(lon)) continue;
    const g = zips.get(zip);
    zips.set(zip, {
      zip,
      city: g?.city ?? '',
      state: g?.state ?? '',
      stateName: g?.stateName ?? '',
      lat,
      lon,
    });
  }
  return zips;
}

export function readCips(dir: string): Map<string, CipEntry> {
  const cips = new Map<string, CipEntry>();
  for (const r of readCsv(find(dir, FILES.cip, 'CIPCode2020')[0] ?? '')) {
    const code = (r.CIPCode ?? '').replace(/^="(.*)"$/, '$1').trim();
    if (code !== '') cips.set(code, { code, title: r.CIPTitle ?? '', action: r.Action ?? '' });
  }
  return cips;
}

function readIpeds(dir: string): RawProgram[] {
  const hdFiles = newest(find(dir, FILES.hd, 'IPEDS HD'), FILES.hd);
  const schools = new Map<string, Row>();
  for (const f of hdFiles) for (const r of readCsv(f)) if (r.UNITID) schools.set(r.UNITID.trim(), r);
  const programs: RawProgram[] = [];
  for (const f of newest(find(dir, FILES.completions, 'IPEDS C_A'), FILES.completions)) {
    for (const r of readCsv(f)) {
      // The full NCES layout also holds second majors and the '99' grand totals; programs are first majors.
      if (r.MAJORNUM !== undefined && r.MAJORNUM.trim() !== '1') continue;
      const cip = dottedCip(r.CIPCODE ?? '');
      const unitId = (r.UNITID ?? '').trim();
      const school = schools.get(unitId);
      const awLevel = Number(r.AWLEVEL);
      if (cip === '' || !school || !Number.isInteger(awLevel)) continue;
      programs.push({
        source: 'IPEDS',
        detailId: Number(unitId) * 1e8 + Number(cip.replace('.', '')) * 100 + awLevel,
        schoolId: Number(unitId),
        cip,
        awLevel,
        schoolName: school.INSTNM ?? '',
        city: school.CITY ?? '',
        state: (school.STABBR ?? '').trim().toUpperCase(),
        programName: '',
        zip: (school.ZIP ?? '').slice(0, 5),
        lat: num(school.LATITUDE),
        lon: num(school.LONGITUD),
      });
    }
  }
  return programs;
}

const TEXAS_FIPS = 48;
const noLength = (v: string | undefined) => ['', '0', 'ERROR'].includes((v ?? '').trim().toUpperCase());

function readTexasEtpl(dir: string, zips: Map<string, ZipRow>): RawProgram[] {
  const programs: RawProgram[] = [];
  for (const f of find(dir, FILES.etplTexas, 'Texas ETPL')) {
    for (const r of readCsv(f)) {
      const status = (r['Program Status'] ?? '').trim().toLowerCase();
      const programId = Number(r['Program ID']);
      if ((status !== '' && status !== 'approved') || !Number.isInteger(programId)) continue;
      const zip = (r['Campus Zip Code'] ?? '').trim().slice(0, 5);
      const point = zips.get(zip);
      const lengthMissing = noLength(r['Length: Weeks']) && noLength(r['Length: Contact Hours']);
      programs.push({
        source: 'ETPL',
        detailId: TEXAS_FIPS * 1e9 + programId,
        schoolId: Number(r['Campus ID']),
        cip: dottedCip(r['Instructional Program (CIP) Code'] ?? ''),
        awLevel: 0,
        schoolName: r.ProviderName ?? '',
        city: r['Campus City'] ?? '',
        state: ((r['Campus State'] ?? '').trim() || 'TX').toUpperCase(),
        programName: r['Program Name'] ?? '',
        zip,
        lat: point?.lat ?? Number.NaN,
        lon: point?.lon ?? Number.NaN,
        ...(lengthMissing ? { mayBeAbsent: 'ETPL row without a length (decision 0011)' } : {}),
      });
    }
  }
  return programs;
}

/** Everything the judge needs, read from DATA_DIR (the real files, or a fixture folder in tests). */
export function readRawData(dir: string): RawData {
  const zips = readZips(dir);
  const cips = readCips(dir);
  const programs = [...readIpeds(dir), ...readTexasEtpl(dir, zips)];
  const files = readdirSync(dir).filter((f) => Object.values(FILES).some((re) => re.test(publisherName(f))));
  return { programs, zips, cips, files };
}
