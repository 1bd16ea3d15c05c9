// A state ETPL list -> campus institutions and programs, through that state's column mapping (etpl-formats/).
import { stateByAbbr } from '../labels/states';
import type { InstitutionRow, ProgramRow, ZipRow } from '../model';
import { cip6, cleanUrl, numberOrNull, onetToSoc, phoneDigits, zip5 } from '../normalize';
import { FileTally } from '../report';
import { column, optionalColumn, type Getter, type Table } from '../table';
import { countyLabel } from './zip';
import { etplAwardLevel } from './etpl-award-level';
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

export function readEtpl(tables: Table[], format: EtplFormat, zips: ReadonlyMap<string, ZipRow>): EtplResult {
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
        tally.reject('length not reported (weeks and contact hours blank, 0 or ERROR) and no degree named');
      else {
        const id = etplInstitutionId(fips, campusId);
        if (!campus) campuses.set(campusId, { provider, row: campusRow(id, stateAbbr, row, c, zips) });
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
          weeks: weeks !== null && weeks > 0 ? weeks : null,
          contactHours: hours !== null && hours > 0 ? hours : null,
          costTuition: numberOrNull(c.costTuition(row)),
          costBooks: numberOrNull(c.costBooks(row)),
          url: cleanUrl(c.url(row)),
          description: c.description(row),
          socs: [...new Set(c.onet.map((g) => onetToSoc(g(row))).filter((s) => s !== ''))],
        });
        tally.keep();
      }
    }
  }
  return { institutions: [...campuses.values()].map((c) => c.row), programs, tally };
}

type Cells = Record<'providerName' | 'address' | 'address2' | 'city' | 'zip' | 'county' | 'phone', Getter>;

function campusRow(
  id: number,
  stateAbbr: string,
  row: string[],
  c: Cells,
  zips: ReadonlyMap<string, ZipRow>,
): InstitutionRow {
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
  };
}
