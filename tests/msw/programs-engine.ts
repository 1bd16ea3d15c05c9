// The mock v2 search: keyword, location and radius, disjunctive facets, source filter, sort, paging, spelling.
import type { PlaceCandidate } from '../../contract/errors';
import type { CountItem } from '../../contract/programs/facets';
import type { ProgramItem, ProgramList } from '../../contract/programs/programs';
import type { ProgramsRequest } from '../../contract/requests';
import { englishLabel, NOT_REPORTED } from '../../contract/dimensions/dimension';
import { comparableCost, comparableWeeks, listOnlySelections } from '../../contract/dimensions/fact-values';
import {
  programDimensions,
  type ProgramDimension,
  type ProgramDimensionId,
} from '../../contract/dimensions/program-dimensions';
import type { ProgramDetails } from '../../contract/program-details/program-details';
import {
  awardLevels,
  metadata,
  occupationPay,
  occupations,
  programs,
  schools,
  type MockProgram,
  type MockSchool,
} from './dataset';
import { distanceFrom, placeCandidates, resolveLocation, withinPlace, type Place } from './geo';
import { matchesKeyword, suggestions } from './text-match';

export class MockBadRequest extends Error {
  constructor(
    message: string,
    readonly segment: string,
    readonly candidates?: PlaceCandidate[],
  ) {
    super(message);
  }
}

/** An id the dataset does not have: the handler answers 404 {Message}. */
export class MockNotFound extends Error {}

type Row = { p: MockProgram; s: MockSchool; miles: number | null };

const NONE = NOT_REPORTED;
const costOf = (p: MockProgram) =>
  p.facts?.tuition === undefined ? undefined : p.facts.tuition + (p.facts.books ?? 0);

/**
 * The value(s) a row has in a dimension, with their labels. Every declared dimension is read through its
 * declaration (contract/dimensions: `fromItem` on the row's list item); occupation and area, which a list item
 * does not carry as codes, from the dataset.
 */
const fromDataset: Partial<Record<ProgramDimensionId, (r: Row) => Array<[value: string, item: string]>>> = {
  occupation: (r) => r.p.socs.map((c) => [c, occupations[c] ?? c]),
  area: (r) => [[r.s.county, r.s.county]],
};

function labelOf(dim: ProgramDimension, value: string, r: Row): string {
  if (dim.id === 'programLength') return awardLevels[r.p.awLevel] ?? '';
  if (dim.id === 'school') return r.s.name;
  if (dim.id === 'programName') return r.p.cipTitle;
  return englishLabel(dim, value);
}

function valuesOf(dim: ProgramDimension, r: Row): Array<[value: string, item: string]> {
  const own = fromDataset[dim.id];
  if (own) return own(r);
  const values = 'fromItem' in dim ? dim.fromItem(toItem(r)) : [];
  // A maximum: a program is under every step at least its value (like the service's lists).
  if (dim.values.from === 'steps') {
    const v = values[0] === undefined || values[0] === NONE ? undefined : Number(values[0]);
    const steps = dim.values.steps as readonly number[];
    return v === undefined
      ? [[NONE, englishLabel(dim, NONE)]]
      : steps.filter((s) => v <= s).map((s) => [String(s), String(s)]);
  }
  return values.map((v) => [v, labelOf(dim, v, r)]);
}

/** The request's values of a dimension (filterBySource is one text; the rest are lists). */
const asked = (req: ProgramsRequest, dim: ProgramDimension): string[] =>
  dim.id === 'filterBySource' ? (req.filterBySource === 'Y' ? ['Y'] : []) : req[dim.id];

/** A maximum keeps values at most the number asked (any number, not only the steps). */
function passesMax(value: number | undefined, values: readonly string[]): boolean {
  if (value === undefined) return values.includes(NONE);
  return values.some((a) => a !== NONE && value <= Number(a));
}

function passes(r: Row, req: ProgramsRequest, except: ProgramDimensionId | null): boolean {
  for (const dim of programDimensions) {
    const values = asked(req, dim);
    if (dim.id === except || values.length === 0) continue;
    if (dim.values.from === 'steps') {
      const raw = 'fromItem' in dim ? dim.fromItem(toItem(r))[0] : undefined;
      if (!passesMax(raw === undefined || raw === NONE ? undefined : Number(raw), values)) return false;
    } else if (!valuesOf(dim, r).some(([v]) => values.includes(v))) return false;
  }
  return true;
}

function counts(rows: Row[], req: ProgramsRequest, dim: ProgramDimension): CountItem[] {
  const tally = new Map<string, CountItem>();
  const values = asked(req, dim);
  for (const r of rows.filter((row) => passes(row, req, dim.id))) {
    for (const [Value, Item] of valuesOf(dim, r)) {
      const item = tally.get(Value) ?? { Item, Value, Count: 0, IsSelected: values.includes(Value) };
      item.Count++;
      tally.set(Value, item);
    }
  }
  const items = [...tally.values()].sort((a, b) => b.Count - a.Count || a.Item.localeCompare(b.Item));
  return dim.values.from === 'steps' ? items.sort(byStep) : items;
}

const sorters: Record<string, (a: Row, b: Row) => number> = {
  Program: (a, b) => (a.p.etaName || a.p.cipTitle).localeCompare(b.p.etaName || b.p.cipTitle),
  Provider: (a, b) => a.s.name.localeCompare(b.s.name),
  DegreeCredential: (a, b) => a.p.awLevel - b.p.awLevel,
  Location: (a, b) => (a.miles ?? 0) - (b.miles ?? 0) || a.s.city.localeCompare(b.s.city),
  // The figures the Cost, Length and Pay filters compare (decision 0179), read off the item as the service does.
  Cost: (a, b) => figure(comparableCost(toItem(a))) - figure(comparableCost(toItem(b))),
  Length: (a, b) => figure(comparableWeeks(toItem(a))) - figure(comparableWeeks(toItem(b))),
  Pay: (a, b) => figure(toItem(a).PayMedianLow ?? NaN) - figure(toItem(b).PayMedianLow ?? NaN),
};
const figure = (v: number) => (Number.isNaN(v) ? Infinity : v);

export function validatePaging(req: { startRecord: number; limitRecord: number; radius: string }) {
  if (req.limitRecord < 1 || req.limitRecord > 500)
    throw new MockBadRequest('limitRecord must be 1 to 500.', 'limitRecord');
  if (req.radius !== '' && !(Number(req.radius) >= 1 && Number(req.radius) <= 500))
    throw new MockBadRequest('radius must be a number of miles from 1 to 500, or 0.', 'radius');
}

export function placeOrThrow(location: string): Place {
  const place = resolveLocation(location);
  if (place) return place;
  // A city of the dataset without its state: the places it may be, like the real service (decision 0085).
  const candidates = placeCandidates(location);
  const first = candidates[0];
  if (first) {
    throw new MockBadRequest(
      `Which ${location.trim()} do you mean? Add the state, such as "${first.Value}".`,
      'location',
      candidates,
    );
  }
  throw new MockBadRequest(
    `We don't know the location "${location}". Try a city and state, or a ZIP code.`,
    'location',
  );
}

function baseRows(keyword: string, place: Place, radius: string): Row[] {
  return programs
    .filter((p) => matchesKeyword(p, keyword))
    .flatMap((p) => {
      const s = schools.find((x) => x.id === p.schoolId);
      return s && withinPlace(place, radius, s) ? [{ p, s, miles: distanceFrom(place, s) }] : [];
    });
}

/** The usual full-time length of the award levels the dataset has, in weeks (decision 0171). */
const TYPICAL: Record<number, [number, number]> = {
  20: [0, 12],
  21: [12, 52],
  2: [52, 104],
  3: [104, 104],
  5: [208, 208],
};

/** Cost and length with what they are (decisions 0171, 0172), pay of the occupations (0174), the online offer. */
function factFields(p: MockProgram, s: MockSchool): Partial<ProgramItem> {
  const f = p.facts;
  const own = f?.tuition !== undefined;
  const year = !own && p.source === 'IPEDS' ? s.yearCost : undefined;
  const ownLength = f?.weeks !== undefined || f?.hours !== undefined;
  const typical = TYPICAL[p.awLevel];
  const medians = p.socs.flatMap((c) => occupationPay[c]?.median ?? []);
  return {
    ...(own
      ? {
          CostBasis: 'Program',
          CostTuitionFees: f.tuition,
          CostBooksSupplies: f.books,
          CostTotal: costOf(p),
          CostYear: '2023-24',
        }
      : year
        ? {
            CostBasis: 'Year',
            CostTuitionFees: year.price,
            CostBooksSupplies: year.books,
            CostTotal: year.price + (year.books ?? 0),
            CostYear: '2022-23',
            CostResidency: year.residency,
          }
        : {}),
    ...(ownLength
      ? { LengthBasis: 'Program', LengthWeeks: f?.weeks, LengthHours: f?.hours }
      : typical
        ? { LengthBasis: 'Award level', LengthTypicalWeeksMin: typical[0], LengthTypicalWeeksMax: typical[1] }
        : {}),
    SchoolOnline: s.online,
    ...(medians.length > 0
      ? { PayMedianLow: Math.min(...medians), PayMedianHigh: Math.max(...medians), PayYear: 'May 2024' }
      : {}),
  };
}

function toItem({ p, s, miles }: Row): ProgramItem {
  const f = p.facts;
  const extras: Partial<ProgramItem> = {
    SchoolSector: s.sector || undefined,
    SchoolControl: s.control || undefined,
    CompletionsYear: p.source === 'IPEDS' ? '2023-24' : undefined,
    ...factFields(p, s),
    PellEligible: f?.pell,
    OnsiteChildcare: f?.childcare,
    ProgramURL: f?.url,
  };
  for (const k of Object.keys(extras) as Array<keyof ProgramItem>)
    if (extras[k] === undefined) delete extras[k];
  return {
    ...extras,
    DetailId: p.id,
    CipCode: p.cip,
    CipTitle: p.cipTitle,
    EtaProgramName: p.etaName,
    Format: p.format,
    AwLevelCode: p.awLevel,
    AwardLevel: awardLevels[p.awLevel] ?? '',
    Credential: awardLevels[p.awLevel] ?? '',
    DataSource: p.source,
    NumberCompleted: p.completed ? [String(p.completed)] : [],
    OccupationsList: p.socs.map((c) => occupations[c] ?? c),
    SchoolIDUnique: s.id,
    SchoolName: s.name,
    SchoolURL: s.url,
    Address: s.address,
    City: s.city,
    StateAbbr: s.stateAbbr,
    State: s.state,
    Zip: s.zip,
    Phone: s.phone,
    Distance: miles === null ? '' : miles.toFixed(1),
    Latitude: String(s.lat),
    Longitude: String(s.lon),
  };
}

/** Thresholds in order, "Not reported" last. */
const byStep = (a: CountItem, b: CountItem) =>
  (a.Value === NONE ? Infinity : Number(a.Value)) - (b.Value === NONE ? Infinity : Number(b.Value));

/** One program with details (the details operation), or null for an id the dataset does not have. */
export function programDetails(id: string, location: string): ProgramDetails | null {
  const p = programs.find((x) => String(x.id) === id);
  const s = p && schools.find((x) => x.id === p.schoolId);
  if (!p || !s) return null;
  const place = location ? placeOrThrow(location) : null;
  const item = toItem({ p, s, miles: place ? distanceFrom(place, s) : null });
  return {
    ...item,
    Description: p.source === 'ETPL' ? `${item.EtaProgramName}: hands-on training (test fixture).` : '',
    Prerequisites: p.source === 'ETPL' ? 'High School Diploma or Equivalent' : '',
    Outcome: '',
    CredentialName: p.source === 'ETPL' ? item.EtaProgramName : '',
    CostTuitionFeesNote: p.facts?.tuition !== undefined ? 'Tuition and fees' : '',
    CostBooksSuppliesNote: '',
    CostOptionalNote: '',
    WioaEligible: p.source === 'ETPL',
    ProgramUpdated: p.source === 'ETPL' ? '2022-10-16' : '',
    Occupations: p.socs.map((c) => {
      const pay = occupationPay[c];
      return {
        Code: c,
        Title: occupations[c] ?? c,
        ...(pay
          ? {
              Pay: {
                Code: c,
                Title: occupations[c] ?? c,
                Employment: pay.employment,
                AnnualMedian: pay.median,
                AnnualPct25: pay.p25,
                AnnualPct75: pay.p75,
                HourlyMedian: pay.hourly,
                TopCoded: pay.topCoded ?? [],
                Year: 'May 2024',
                InPayRange: !c.startsWith('25-1'),
              },
            }
          : {}),
      };
    }),
    School: {
      ID: s.id,
      Name: s.name,
      CampusName: '',
      Sector: s.sector,
      Control: s.control,
      Size: s.enrollment,
      Website: s.url,
      FinancialAidURL: s.url ? `${s.url}/aid` : '',
      NetPriceCalculatorURL: s.url ? `${s.url}/net-price` : '',
      ApplicationURL: '',
      InstitutionType: '',
      Description: '',
      IpedsId: p.source === 'IPEDS' ? s.id : 0,
    },
    Sources: metadata.DataSource.map((d) => ({ ...d })),
    FactSources: {
      ...(item.CostBasis === 'Year'
        ? { Cost: 'Test college charges' }
        : item.CostBasis
          ? { Cost: 'Test programs' }
          : {}),
      ...(item.LengthBasis ? { Length: 'Test programs' } : {}),
      ...(item.SchoolOnline ? { Online: 'Test college charges' } : {}),
      ...(item.PayMedianLow !== undefined ? { Pay: 'Test occupation pay' } : {}),
    },
    ...(item.CostBasis === 'Year' && s.yearCost?.outOfDistrict
      ? { CostOutOfDistrict: s.yearCost.outOfDistrict }
      : {}),
    ...(item.CostBasis === 'Year' && s.yearCost?.outOfState ? { CostOutOfState: s.yearCost.outOfState } : {}),
  };
}

export function searchPrograms(req: ProgramsRequest): ProgramList {
  validatePaging(req);
  if (req.sortColumns && !sorters[req.sortColumns])
    throw new MockBadRequest('Unknown sortColumns.', 'sortColumns');
  const place = placeOrThrow(req.location);
  let keyword = req.keyword;
  let rows = baseRows(keyword, place, req.radius);
  const didYouMean = suggestions(req.keyword, programs);
  const corrected =
    rows.length === 0 ? didYouMean.find((s) => baseRows(s, place, req.radius).length > 0) : undefined;
  if (corrected) {
    keyword = corrected;
    rows = baseRows(corrected, place, req.radius);
  }
  const matched = rows.filter((r) => passes(r, req, null));
  const sorter = sorters[req.sortColumns];
  if (sorter) matched.sort((a, b) => (req.sortDirection === 'DESC' ? -1 : 1) * sorter(a, b));
  return {
    SchoolPrograms: matched.slice(req.startRecord, req.startRecord + req.limitRecord).map(toItem),
    RecordCount: matched.length,
    DidYouMean: corrected ? [corrected, ...didYouMean.filter((d) => d !== corrected)] : didYouMean,
    IsAutoCorrectionUsed: corrected !== undefined,
    // Every declared dimension's list (EtpCount for the Source flag).
    ...(Object.fromEntries(
      programDimensions.map((dim) =>
        dim.choose === 'flag'
          ? [dim.binding.list, rows.filter((r) => passes(r, req, dim.id) && r.p.source === 'ETPL').length]
          : [dim.binding.list, counts(rows, req, dim)],
      ),
    ) as Pick<
      ProgramList,
      | 'ProgramLengthCountList'
      | 'SchoolCountList'
      | 'ProgramCountList'
      | 'FormatCountList'
      | 'OccupationCountList'
      | 'AreaCountList'
      | 'EtpCount'
    >),
    SearchedOn: {
      KeywordEntered: req.keyword,
      IsCode: /^\d{2}[-.]\d{4}$/.test(keyword),
      FormattedCode: '',
      Title: keyword,
      Type: '',
      DataSetType: '',
      SchoolOrProgram: 'Program',
    },
    Metadata: req.enableMetaData ? metadata : null,
    // The mock's list programs are the Texas list's (decision 0179).
    ...(listOnlySelections(req).length > 0 ? { ListOnlyStates: ['Texas'] } : {}),
  };
}
