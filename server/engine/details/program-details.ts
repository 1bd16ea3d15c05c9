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
import { occupationWages } from '../facts/item-facts';
import { studyLevel } from '../facts/program-facts';
import { occupationPay, yearChargesBeyond } from './details-facts';
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

/** The order the program page lists its sources in: the program's own first (the list or C_A), then the rest. */
const SOURCE_ORDER = ['etpl', 'completions', 'icPy', 'hd', 'icAy', 'ic', 'cipSoc', 'oews'] as const;
type Kind = (typeof SOURCE_ORDER)[number];

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
  const beyond = yearChargesBeyond(db);
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
    const own: Kind = etpl ? 'etpl' : 'completions';
    const occupations = occupationWages(d, p);
    // Where each figure comes from (decision 0175): the program's own source, IC_PY, IC_AY, IC, OEWS.
    const facts: Partial<Record<'Cost' | 'Length' | 'Online' | 'Pay', Kind>> = {
      Cost: item.CostBasis === 'Program' ? (etpl ? 'etpl' : 'icPy') : item.CostBasis ? 'icAy' : undefined,
      Length: item.LengthBasis === 'Program' && !etpl ? 'icPy' : item.LengthBasis ? own : undefined,
      Online: item.SchoolOnline ? 'ic' : undefined,
      Pay: occupations.some((o) => o.wage) ? 'oews' : undefined,
    };
    const used = new Set<Kind>([own, ...Object.values(facts)]);
    if (school?.ipeds_id) used.add('hd');
    if (item.OccupationsList.length > 0 && !etpl) used.add('cipSoc');
    const kinds = SOURCE_ORDER.filter((k) => used.has(k));
    const nameOf = (kind: Kind | undefined) =>
      kind ? d.sources.find((_, k) => d.sourceKinds[k] === kind)?.DataName : undefined;
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
      Occupations: occupations.map(({ soc, wage, inRange }) => ({
        Code: d.socCodes[soc] ?? '',
        Title: d.socTitles[soc] ?? '',
        ...(wage ? { Pay: occupationPay(wage, d.wageYear, inRange) } : {}),
      })),
      School: schoolDetails(item.SchoolIDUnique, item.SchoolName, school),
      // The program's own source first (the list or C_A), then the others its facts come from.
      Sources: kinds.flatMap((kind) =>
        d.sources.filter((_, k) => d.sourceKinds[k] === kind).map((x) => ({ ...x })),
      ),
      FactSources: {
        Cost: nameOf(facts.Cost),
        Length: nameOf(facts.Length),
        Online: nameOf(facts.Online),
        Pay: nameOf(facts.Pay),
      },
    };
    for (const k of Object.keys(details.FactSources ?? {}) as Array<'Cost' | 'Length' | 'Online' | 'Pay'>)
      if (details.FactSources?.[k] === undefined) delete details.FactSources?.[k];
    if (text?.cost_out_of_district != null) details.CostOutOfDistrict = text.cost_out_of_district;
    // A year's price at a school: what students from outside the district and the state pay, where they pay more.
    if (item.CostBasis === 'Year' && school?.ipeds_id)
      Object.assign(
        details,
        beyond(school.ipeds_id, studyLevel(item.AwLevelCode), item.CostTuitionFees ?? NaN),
      );
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
