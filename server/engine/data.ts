// The search data held in memory: programs and institutions as parallel typed arrays, lookups as maps.
import type { DataSource } from '../../contract/metadata';
import type { CityTable } from './location/city-table';
import type { ZipTable } from './location/zip-table';

export const FORMAT_NAMES = ['In-person', 'Online', 'Hybrid'] as const;
export const NO_INDEX = -1;

export interface AwardLevel {
  code: number;
  label: string;
  sortOrder: number;
}

/** O*NET job titles by term key: the title as O*NET writes it and its O*NET-SOC codes, space-separated. */
export interface JobTitles {
  get(key: string): [title: string, onetCodes: string] | undefined;
  /** every title, read through once (the words titles hold) */
  titles(): Iterable<string>;
}

export interface EngineData {
  buildInfo: Record<string, string>;
  sources: DataSource[];
  /** The kind of each source ('hd', 'completions', 'etpl' …), for the sources a program page names. */
  sourceKinds: string[];
  awards: AwardLevel[]; // index = award index used in progAward
  awardIndex: Map<number, number>;
  states: Array<{ abbr: string; name: string }>;
  stateIndex: Map<string, number>; // abbr and lower-case name -> index
  // CIP (2, 4 and 6 digit)
  cipCodes: string[];
  cipTitles: string[];
  cipIndex: Map<string, number>;
  // SOC
  socCodes: string[];
  socTitles: string[];
  socDetailed: Uint8Array;
  socIndex: Map<string, number>;
  /** Sets of SOC indices (deduplicated); list 0 is empty. A program points at one. */
  socLists: Int32Array[];
  /** For each CIP index, the socLists index of its crosswalk occupations. */
  cipSocList: Int32Array;
  /** For each SOC index, the socLists that contain it. */
  listsBySoc: Int32Array[];
  counties: string[];
  countyIndex: Map<string, number>;
  // Institutions (index i)
  instCount: number;
  instId: Float64Array;
  instIndex: Map<number, number>;
  instName: string[];
  instAddress: string[];
  instCity: string[];
  instZip: string[];
  instPhone: string[];
  instUrl: string[];
  instState: Int16Array; // index into states, -1 when unknown
  instStateAbbr: string[];
  instLat: Float64Array; // NaN when unknown
  instLon: Float64Array;
  instCounty: Int32Array;
  instRegionCode: string[];
  instRegion: string[];
  instSize: string[];
  /** IPEDS SECTOR code, -1 when not reported. */
  instSector: Int16Array;
  /** 0 not reported, 1 public, 2 private nonprofit, 3 private for-profit. */
  instControl: Uint8Array;
  /** ETPL campus name, '' for IPEDS. */
  instCampus: string[];
  // Programs (index p)
  progCount: number;
  progId: Float64Array; // ids exceed 32 bits (ETPL ids are built from provider and program ids)
  progInst: Int32Array;
  progCip: Int32Array; // -1 when the source gave no code
  progAward: Uint8Array; // index into awards
  progEtpl: Uint8Array; // 1 = ETPL
  progFormat: Uint8Array; // bit i = FORMAT_NAMES[i]
  progCompletions: Int32Array; // -1 when not reported (ETPL)
  progName: Int32Array; // index into etplNames, -1 for IPEDS
  /**
   * Index into credentials of the program's credential as its list writes it (0: '', as for every college program).
   * An index, not a string per program: 2.7 M references at 10× were a fifth of what every full collection marks.
   */
  progCredential: Int32Array;
  /** The distinct credential texts; credentials[0] is ''. */
  credentials: string[];
  progSocList: Int32Array;
  etplNames: string[];
  /** ETPL program-name terms the data build found to predict a CIP code ([] for a database built before them) */
  minedTerms: Array<{ term: string; cip: string }>;
  /**
   * O*NET job titles by term key (decision 0180), looked up in the database as queries name them (decision 0270):
   * made on first call (the warm-up after listening, or the first search naming a title).
   */
  jobTitles: () => JobTitles;
  /** Facts only some sources report (facts/program-facts.ts): total required cost and weeks (NaN = not reported). */
  progCost: Float32Array;
  progWeeks: Float32Array;
  /**
   * Each program's facts as an index into attrValues, the distinct packed buckets and yes/no facts
   * (facts/attributes.ts; a few hundred): index 0 is "nothing reported", as for every college program.
   */
  progAttr: Uint16Array;
  attrValues: Uint16Array;
  /** Index into the etpl* arrays for ETPL programs, -1 for IPEDS. */
  progEtplIx: Int32Array;
  etplOptional: Float64Array;
  etplUrl: string[];
  // Cost, length and online offer of every program (decisions 0170–0173; load/load-program-facts.ts)
  /** Index into the own* arrays for a program with a price or a length of its own (a list, IC_PY); -1 otherwise. */
  progOwnIx: Int32Array;
  /** The program's own required cost for the whole program (USD), NaN when not reported. */
  ownTuition: Float64Array;
  ownBooks: Float64Array;
  /** Index into costYears of the academic year the own cost is for. */
  ownCostYear: Uint8Array;
  /** The program's own length, NaN where not reported. */
  ownWeeks: Float32Array;
  ownHours: Float32Array;
  ownCredits: Float32Array;
  ownMonths: Float32Array;
  /** Academic years the cost figures are for ('2023-24'). */
  costYears: string[];
  /**
   * Per institution and study level (index i * 2 + 0 undergraduate, + 1 graduate): a year of full-time tuition and
   * fees at the school (an ETPL campus: at its linked college), as shown (facts/program-facts.ts yearPrice); NaN none.
   */
  schoolYearPrice: Float64Array;
  schoolYearBooks: Float64Array;
  /** 0 every student pays the same, 1 in-district, 2 in-state. */
  schoolYearResidency: Uint8Array;
  /** Index into costYears. */
  schoolCostYear: Uint8Array;
  /** Same indexing: 0 not reported, 1 no program fully online, 2 some, 3 all. */
  schoolOnline: Uint8Array;
  // Pay by occupation (decision 0174; load/load-wages.ts)
  /** For each SOC index, its index in wages, -1 when OEWS describes it not. */
  socWage: Int32Array;
  wages: OccupationWage[];
  /** 'May 2024'; '' without OEWS. */
  wageYear: string;
  /** The academic year IPEDS completions count ('2023-24'; '' when unknown). */
  completionsYear: string;
  // Places
  zips: ZipTable;
  /** Every city once per state: its centroid, its name as written and how many ZIP codes it has. */
  cities: CityTable;
}

/** What OEWS publishes for an occupation (NaN: not published); the row may be a group's (code, title). */
export interface OccupationWage {
  code: string;
  title: string;
  employment: number;
  annualMedian: number;
  annualP25: number;
  annualP75: number;
  hourlyMedian: number;
  /** Figures at or above the top code: 'AnnualMedian', 'AnnualPct25', 'AnnualPct75', 'HourlyMedian'. */
  topCoded: string[];
}

/** The name a program goes by: its ETPL name, else its CIP title. */
export function programTitle(d: EngineData, p: number): string {
  const n = d.progName[p] ?? NO_INDEX;
  if (n >= 0) return d.etplNames[n] ?? '';
  const c = d.progCip[p] ?? NO_INDEX;
  return c >= 0 ? (d.cipTitles[c] ?? '') : '';
}

/** The credential a program's list names ('' when none does). */
export function programCredential(d: EngineData, p: number): string {
  return d.credentials[d.progCredential[p] ?? 0] ?? '';
}

export function formatList(mask: number): string[] {
  return FORMAT_NAMES.filter((_, i) => (mask & (1 << i)) !== 0);
}
