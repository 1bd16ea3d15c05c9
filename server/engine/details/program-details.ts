// The details operation (decision 0073): the list item from memory, long texts from SQLite by one prepared
// statement per table (the search never needs them, so they stay out of memory).
import type Database from 'better-sqlite3';
import type {
  ProgramDetails,
  ProgramDetailsRequest,
  SchoolDetails,
} from '../../../contract/program-details/program-details';
import { NO_INDEX } from '../data';
import type { EngineState } from '../engine-state';
import { controlLabel, sectorLabel } from '../facts/sectors';
import { milesBetween, resolveLocation } from '../location/location';
import { programItem } from '../programs/program-item';
import { checkKeyword } from '../validate';
import { findProgram } from './find-program';

interface ProgramText {
  description: string;
  prerequisites: string;
  outcome: string;
  credential_name: string;
  cost_tuition_note: string;
  cost_books_note: string;
  cost_optional_note: string;
  cost_out_of_district: number | null;
  updated: string;
}

interface SchoolText {
  campus_name: string;
  size_label: string;
  url: string;
  aid_url: string;
  net_price_url: string;
  apply_url: string;
  institution_type: string;
  description: string;
  ipeds_id: number | null;
  sector: number | null;
  control: number | null;
}

/** Which source kinds a program's facts come from. */
const SOURCE_KINDS = { ETPL: ['etpl'], IPEDS: ['completions'] } as const;

export type DetailsReader = (s: EngineState, req: ProgramDetailsRequest) => ProgramDetails | null;

export function createDetailsReader(db: Database.Database): DetailsReader {
  const programText = db.prepare(
    `SELECT description, prerequisites, outcome, credential_name, cost_tuition_note, cost_books_note,
       cost_optional_note, cost_out_of_district, updated FROM program WHERE id = ?`,
  );
  const schoolText = db.prepare(
    `SELECT campus_name, size_label, url, aid_url, net_price_url, apply_url, institution_type, description, ipeds_id,
       sector, control FROM institution WHERE id = ?`,
  );
  return (s, req) => {
    const { d } = s;
    checkKeyword(req.location, 'location', s.limits);
    const p = findProgram(d, Number(req.detailId));
    if (p === NO_INDEX) return null;
    const i = d.progInst[p] ?? 0;
    const item = programItem(d, p, null);
    const text = programText.get(item.DetailId) as ProgramText | undefined;
    const school = schoolText.get(item.SchoolIDUnique) as SchoolText | undefined;
    const etpl = item.DataSource === 'ETPL';
    const kinds: readonly string[] = [
      ...SOURCE_KINDS[etpl ? 'ETPL' : 'IPEDS'],
      ...(school?.ipeds_id ? ['hd'] : []),
      ...(item.OccupationsList.length > 0 && !etpl ? ['cipSoc'] : []),
    ];
    const details: ProgramDetails = {
      ...item,
      Distance: distanceFrom(s, req.location, i),
      Description: text?.description ?? '',
      Prerequisites: text?.prerequisites ?? '',
      Outcome: text?.outcome ?? '',
      CredentialName: text?.credential_name ?? '',
      CostTuitionFeesNote: text?.cost_tuition_note ?? '',
      CostBooksSuppliesNote: text?.cost_books_note ?? '',
      CostOptionalNote: text?.cost_optional_note ?? '',
      WioaEligible: etpl,
      ProgramUpdated: text?.updated ?? '',
      Occupations: Array.from(d.socLists[d.progSocList[p] ?? 0] ?? [], (soc) => ({
        Code: d.socCodes[soc] ?? '',
        Title: d.socTitles[soc] ?? '',
      })),
      School: schoolDetails(item.SchoolIDUnique, item.SchoolName, school),
      // The program's own source first (the list or C_A), then the school's (HD), then the crosswalk.
      Sources: kinds.flatMap((kind) =>
        d.sources.filter((_, k) => d.sourceKinds[k] === kind).map((x) => ({ ...x })),
      ),
    };
    if (text?.cost_out_of_district != null) details.CostOutOfDistrict = text.cost_out_of_district;
    return details;
  };
}

function schoolDetails(id: number, name: string, t: SchoolText | undefined): SchoolDetails {
  return {
    ID: id,
    Name: name,
    CampusName: t?.campus_name ?? '',
    Sector: t?.sector == null ? '' : sectorLabel(t.sector),
    Control: controlLabel(t?.control ?? 0),
    Size: t?.size_label ?? '',
    Website: t?.url ?? '',
    FinancialAidURL: t?.aid_url ?? '',
    NetPriceCalculatorURL: t?.net_price_url ?? '',
    ApplicationURL: t?.apply_url ?? '',
    InstitutionType: t?.institution_type ?? '',
    Description: t?.description ?? '',
    IpedsId: t?.ipeds_id ?? 0,
  };
}

/** Miles from a point location to the school ("" without one; a state or nationwide has no point). */
function distanceFrom(s: EngineState, location: string, i: number): string {
  if (location.trim() === '') return '';
  const loc = resolveLocation(location, s.places);
  if (loc.kind !== 'point') return '';
  const lat = s.d.instLat[i] ?? NaN;
  const lon = s.d.instLon[i] ?? NaN;
  if (Number.isNaN(lat) || Number.isNaN(lon)) return '';
  return milesBetween(loc.point.lat, loc.point.lon, lat, lon).toFixed(1);
}
