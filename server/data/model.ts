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
  weeks: number | null;
  contactHours: number | null;
  costTuition: number | null;
  costBooks: number | null;
  url: string;
  description: string;
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
