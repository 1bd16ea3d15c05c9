// A state ETPL list -> campus institutions and programs, through that state's column mapping (etpl-formats/).
import { stateByAbbr } from '../labels/states';
import type { InstitutionRow, ProgramRow, ZipRow } from '../rows/model';
import { cip6, cleanUrl, numberOrNull, onetToSoc, phoneDigits, zip5 } from '../rows/normalize';
import { FileTally } from '../report';
import { column, optionalColumn, type Getter, type Table } from '../tables/table';
import { countyLabel } from './zip';
import { etplAwardLevel, plausibleLength } from './etpl-award-level';
import type { EtplFormat } from './etpl-formats/etpl-format';

/** Campus ids: 10,000,000 + state FIPS x 1,000,000 + the agency's Campus ID (UNITIDs have 6 digits). */
export function etplInstitutionId(fips: number, campusId: number): number {
  return 10_000_000 + fips * 1_000_000 + campusId;
}

/** Program ids: state FIPS x 1,000,000,000 + the agency's Program ID (IPEDS program ids start at 10^13). */
export function etplProgramId(fips: number, programId: number): number {
  return fips * 1_000_000_000 + programId;
}

export interface EtplResult {
  institutions: InstitutionRow[];
  programs: ProgramRow[];
  tally: FileTally;
}

/**
 * The academic year (July to June) a list dated `date` ('2024-03-20') prices its programs for: '2023-24'
 * (decision 0170); '' for no date.
 */
export function academicYearOf(date: string): string {
  const m = date.match(/^(\d{4})-(\d{2})/);
  if (!m?.[1] || !m[2]) return '';
  const start = Number(m[1]) - (Number(m[2]) < 7 ? 1 : 0);
  return `${start}-${String(start + 1).slice(2)}`;
}

export function readEtpl(
  tables: Table[],
  format: EtplFormat,
  zips: ReadonlyMap<string, ZipRow>,
  listDate = '',
): EtplResult {
  const costYear = academicYearOf(listDate);
  const tally = new FileTally(tables.map((t) => t.file));
  const fips = stateByAbbr(format.state)?.fips ?? 0;
  const campuses = new Map<number, { provider: string; row: InstitutionRow }>();
  const programs: ProgramRow[] = [];
  const programIds = new Set<number>();
  for (const table of tables) {
    const f = format.columns;
    const get = (names: string[]): Getter => column(table, ...names);
    const opt = (names?: string[]): Getter => (names && optionalColumn(table, ...names)) || (() => '');
    const c = {
      providerId: get(f.providerId),
      campusId: get(f.campusId),
      programId: get(f.programId),
      providerName: get(f.providerName),
      address: get(f.address),
      address2: opt(f.address2),
      city: get(f.city),
      campusState: get(f.campusState),
      zip: get(f.zip),
      county: get(f.county),
      phone: opt(f.phone),
      programName: get(f.programName),
      cip: get(f.cip),
      description: get(f.description),
      url: get(f.url),
      outcome: get(f.outcome),
      credential: get(f.credential),
      contactHours: get(f.contactHours),
      weeks: get(f.weeks),
      delivery: get(f.delivery),
      onet: f.onet.map(get),
      costTuition: get(f.costTuition),
      costBooks: get(f.costBooks),
      status: opt(f.status),
      campusName: opt(f.campusName),
      institutionType: opt(f.institutionType),
      providerDescription: opt(f.providerDescription),
      prerequisites: opt(f.prerequisites),
      pell: opt(f.pell),
      childcare: opt(f.childcare),
      flexibleHours: opt(f.flexibleHours),
      publicTransit: opt(f.publicTransit),
      costTuitionNote: opt(f.costTuitionNote),
      costBooksNote: opt(f.costBooksNote),
      costOptional: opt(f.costOptional),
      costOptionalNote: opt(f.costOptionalNote),
      costOutOfDistrict: opt(f.costOutOfDistrict),
      updated: opt(f.updated),
    };
    for (const row of table.rows) {
      tally.read();
      const campusId = Number(c.campusId(row));
      const programId = Number(c.programId(row));
      const provider = c.providerId(row);
      const stateAbbr = (c.campusState(row) || format.state).toUpperCase();
      const weeks = numberOrNull(c.weeks(row));
      const hours = numberOrNull(c.contactHours(row));
      const credential = c.credential(row) === '0' ? '' : c.credential(row);
      const outcome = /invalid code/i.test(c.outcome(row)) ? '' : c.outcome(row);
      const awardLevel = etplAwardLevel(outcome, credential, weeks, hours);
      const length = plausibleLength(weeks, hours);
      const campus = campuses.get(campusId);
      const status = c.status(row).toLowerCase();
      if (format.listedStatuses && status !== '' && !format.listedStatuses.includes(status))
        tally.reject(`program status "${c.status(row)}" is not a listed status`);
      else if (!Number.isInteger(programId) || programId <= 0 || programId >= 1e9)
        tally.reject('Program ID is not a number');
      else if (!Number.isInteger(campusId) || campusId <= 0 || campusId >= 1e6)
        tally.reject('Campus ID is not a number below 1,000,000');
      else if (programIds.has(programId)) tally.reject('duplicate Program ID');
      else if (campus && campus.provider !== provider) tally.reject('Campus ID listed under two providers');
      else if (c.programName(row) === '' || c.providerName(row) === '')
        tally.reject('blank program or provider name');
      else if (!stateByAbbr(stateAbbr)) tally.reject('unknown campus state');
      else if (awardLevel === null)
        tally.reject(
          'length not reported (weeks and contact hours blank, 0, ERROR or impossible) and no degree named',
        );
      else {
        const id = etplInstitutionId(fips, campusId);
        if (!campus)
          campuses.set(campusId, { provider, row: campusRow(id, stateAbbr, row, c, zips, format) });
        programIds.add(programId);
        programs.push({
          id: etplProgramId(fips, programId),
          source: 'ETPL',
          institutionId: id,
          cip: cip6(c.cip(row)),
          name: c.programName(row),
          awardLevel,
          credential: credential || outcome,
          completions: null,
          formats: format.delivery[c.delivery(row).toLowerCase()] ?? [],
          weeks: length.weeks,
          contactHours: length.hours,
          creditHours: null,
          months: null,
          costTuition: numberOrNull(c.costTuition(row)),
          costBooks: numberOrNull(c.costBooks(row)),
          costYear: numberOrNull(c.costTuition(row)) === null ? '' : costYear,
          url: cleanUrl(c.url(row)),
          description: c.description(row),
          outcome,
          credentialName: credential,
          prerequisites: /invalid code/i.test(c.prerequisites(row)) ? '' : c.prerequisites(row),
          pell: yesNo(c.pell(row)),
          childcare: yesNo(c.childcare(row)),
          flexibleHours: yesNo(c.flexibleHours(row)),
          publicTransit: yesNo(c.publicTransit(row)),
          // TWC writes 0 for "no optional cost"; a 0 is kept as reported.
          costOptional: numberOrNull(c.costOptional(row)),
          costTuitionNote: note(c.costTuitionNote(row)),
          costBooksNote: note(c.costBooksNote(row)),
          costOptionalNote: note(c.costOptionalNote(row)),
          costOutOfDistrict: positiveOrNull(c.costOutOfDistrict(row)),
          updated: isoDate(c.updated(row)),
          socs: [...new Set(c.onet.map((g) => onetToSoc(g(row))).filter((s) => s !== ''))],
        });
        tally.keep();
      }
    }
  }
  return { institutions: [...campuses.values()].map((c) => c.row), programs, tally };
}

/** 'Yes' -> 1, 'No' -> 0; blank, 'Pending' or anything else -> null (not reported). */
export function yesNo(value: string): number | null {
  const v = value.trim().toLowerCase();
  return v === 'yes' || v === 'y' ? 1 : v === 'no' || v === 'n' ? 0 : null;
}

/** Free-text cost notes: '0' and lone punctuation say nothing. */
function note(value: string): string {
  const v = value.trim().replace(/\s+/g, ' ');
  return /^[\d\s.,-]*$/.test(v) ? '' : v;
}

/** Out-of-district tuition: TWC writes 0 where there is none. */
function positiveOrNull(value: string): number | null {
  const n = numberOrNull(value);
  return n !== null && n > 0 ? n : null;
}

/** 'October 16, 2022 3:57 PM' -> '2022-10-16'; '' when it cannot be read. */
export function isoDate(value: string): string {
  const m = value.trim().match(/^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})/);
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const month = m?.[1] ? months.indexOf(m[1].slice(0, 3).toLowerCase()) : -1;
  if (!m?.[2] || !m[3] || month < 0)
    return /^\d{4}-\d{2}-\d{2}/.test(value.trim()) ? value.trim().slice(0, 10) : '';
  return `${m[3]}-${String(month + 1).padStart(2, '0')}-${m[2].padStart(2, '0')}`;
}

type Cells = Record<
  | 'providerName'
  | 'address'
  | 'address2'
  | 'city'
  | 'zip'
  | 'county'
  | 'phone'
  | 'campusName'
  | 'institutionType'
  | 'providerDescription',
  Getter
>;

function campusRow(
  id: number,
  stateAbbr: string,
  row: string[],
  c: Cells,
  zips: ReadonlyMap<string, ZipRow>,
  format: EtplFormat,
): InstitutionRow {
  const institutionType = c.institutionType(row);
  const zip = zip5(c.zip(row));
  const place = zips.get(zip);
  const county = c.county(row) ? countyLabel(c.county(row), stateAbbr) : (place?.county ?? '');
  return {
    id,
    source: 'ETPL',
    name: c.providerName(row),
    address: [c.address(row), c.address2(row)].filter((a) => a !== '').join(', '),
    city: c.city(row),
    stateAbbr,
    zip,
    phone: phoneDigits(c.phone(row)),
    url: '',
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    county,
    regionCode: '',
    region: '',
    sizeCode: null,
    sizeLabel: '',
    sector: null,
    control: format.control?.[institutionType.toLowerCase()] ?? null,
    campusName: c.campusName(row),
    ipedsId: null,
    aidUrl: '',
    netPriceUrl: '',
    applyUrl: '',
    institutionType,
    description: c.providerDescription(row).replace(/\s+/g, ' '),
  };
}
