// Rows as the readers hand them to the writer: one shape per table, whatever the source format was.
export interface InstitutionRow {
  id: number;
  source: 'IPEDS' | 'ETPL';
  name: string;
  address: string;
  city: string;
  stateAbbr: string;
  zip: string;
  phone: string;
  url: string;
  latitude: number | null;
  longitude: number | null;
  county: string;
  regionCode: string;
  region: string;
  sizeCode: number | null;
  sizeLabel: string;
  sector: number | null;
  /** IPEDS CONTROL: 1 public, 2 private nonprofit, 3 private for-profit; null when not reported. */
  control: number | null;
  /** ETPL campus name ('Lubbock Center'); '' for IPEDS. */
  campusName: string;
  /** The IPEDS institution (UNITID) this row is, or an ETPL campus was linked to (decision 0071); null when none. */
  ipedsId: number | null;
  /** IPEDS FAIDURL, NPRICURL, APPLURL (as published, no scheme added). */
  aidUrl: string;
  netPriceUrl: string;
  applyUrl: string;
  /** The list's own words for the provider type (ETPL "Institution Type"); '' for IPEDS. */
  institutionType: string;
  /** ETPL provider description; '' for IPEDS. */
  description: string;
}

export interface ProgramRow {
  id: number;
  source: 'IPEDS' | 'ETPL';
  institutionId: number;
  cip: string;
  name: string;
  awardLevel: number;
  credential: string;
  completions: number | null;
  formats: string[];
  /** The program's own length, as its source reports it (the list, or IC_PY for a career school's program). */
  weeks: number | null;
  contactHours: number | null;
  /** IC_PY: credit hours, and the average months to complete. */
  creditHours: number | null;
  months: number | null;
  /** The program's own required cost (the list, or IC_PY): the whole program's, not a year's. */
  costTuition: number | null;
  costBooks: number | null;
  /** The academic year costTuition and costBooks are for ('2023-24'); '' when there are none. */
  costYear: string;
  url: string;
  description: string;
  /** ETPL details (blank / null for IPEDS and when a list does not publish them). */
  outcome: string;
  credentialName: string;
  prerequisites: string;
  /** 1 yes, 0 no, null not reported (TWC's "Pending" too). */
  pell: number | null;
  childcare: number | null;
  flexibleHours: number | null;
  publicTransit: number | null;
  costOptional: number | null;
  costTuitionNote: string;
  costBooksNote: string;
  costOptionalNote: string;
  costOutOfDistrict: number | null;
  /** ISO date the list last updated the program ('2022-10-16'); '' when unknown. */
  updated: string;
  /** SOC codes the program names itself (ETPL O*NET columns). */
  socs: string[];
}

export interface CipRow {
  code: string;
  title: string;
  definition: string;
}

export interface SocRow {
  code: string;
  title: string;
  level: string;
  definition: string;
}

export interface ZipRow {
  zip: string;
  city: string;
  stateAbbr: string;
  county: string;
  latitude: number;
  longitude: number;
}

/** The ETPL-only program details of a source that publishes none of them (IPEDS). */
export const NO_ETPL_DETAILS = {
  outcome: '',
  credentialName: '',
  prerequisites: '',
  pell: null,
  childcare: null,
  flexibleHours: null,
  publicTransit: null,
  costOptional: null,
  costTuitionNote: '',
  costBooksNote: '',
  costOptionalNote: '',
  costOutOfDistrict: null,
  updated: '',
} as const satisfies Partial<ProgramRow>;
