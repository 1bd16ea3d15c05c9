// Both requests as typed objects, with every path segment in order and its `0` default (docs/service.md "Endpoints").
//
// In these objects "" (text) and [] (filters) mean the segment's `0`: no keyword, nationwide, no filter,
// relevance order. Values are kept as the client wrote them; the service validates their meaning.
import { defaultProgramFilters, type ProgramFilterSearch } from './programs/filter-params';

/** The v2 program search: every segment after userId, then the added filters (query parameters, decision 0070). */
export interface ProgramsSearch extends ProgramFilterSearch {
  keyword: string;
  location: string;
  /** Miles, as text; "" (written 0) is no distance limit. */
  radius: string;
  programLength: string[];
  school: string[];
  programName: string[];
  programFormat: string[];
  occupation: string[];
  /** "Y" only ETPL programs; "N" or "" all. */
  filterBySource: string;
  area: string[];
  /** "Program" | "Provider" | "DegreeCredential" | "Location" (and "Cost" | "Length", 0070), or "" for relevance. */
  sortColumns: string;
  /** "ASC" | "DESC", or "" for relevance. */
  sortDirection: string;
  startRecord: number;
  limitRecord: number;
}

export interface ProgramsRequest extends ProgramsSearch {
  userId: string;
  enableMetaData?: boolean;
}

/** The v1 institution search: every segment after userId, plus the radius query parameter. */
export interface InstitutionsSearch {
  location: string;
  occupation: string[];
  programName: string[];
  programLength: string[];
  state: string[];
  /** "School" | "City" | "Distance", or "" for relevance. */
  sortColumns: string;
  sortDirections: string;
  startRecord: number;
  limitRecord: number;
  /** Query parameter; "" when absent. */
  radius: string;
  /** Query parameter `region` (IPEDS OBEREG codes, comma-joined; decision 0075); [] when absent. */
  region: string[];
}

export interface InstitutionsRequest extends InstitutionsSearch {
  userId: string;
}

/** Page size a new search starts with; limitRecord may be 1–500. */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 500;

/** The page sizes the web app offers; its token may ask for no more than the largest (decision 0081). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

export const defaultProgramsSearch: ProgramsSearch = {
  keyword: '',
  location: '',
  radius: '',
  programLength: [],
  school: [],
  programName: [],
  programFormat: [],
  occupation: [],
  filterBySource: '',
  area: [],
  sortColumns: '',
  sortDirection: '',
  startRecord: 0,
  limitRecord: DEFAULT_LIMIT,
  ...defaultProgramFilters,
};

export const defaultInstitutionsSearch: InstitutionsSearch = {
  location: '',
  occupation: [],
  programName: [],
  programLength: [],
  state: [],
  sortColumns: '',
  sortDirections: '',
  startRecord: 0,
  limitRecord: DEFAULT_LIMIT,
  radius: '',
  region: [],
};

/** How each segment is written: one text, several values, or a whole number. */
export type SegmentKind = 'text' | 'list' | 'int';

/** v2 segments after userId, in path order. */
export const programsSegments = [
  ['keyword', 'text'],
  ['location', 'text'],
  ['radius', 'text'],
  ['programLength', 'list'],
  ['school', 'list'],
  ['programName', 'list'],
  ['programFormat', 'list'],
  ['occupation', 'list'],
  ['filterBySource', 'text'],
  ['area', 'list'],
  ['sortColumns', 'text'],
  ['sortDirection', 'text'],
  ['startRecord', 'int'],
  ['limitRecord', 'int'],
] as const satisfies ReadonlyArray<readonly [keyof ProgramsSearch, SegmentKind]>;

/** v1 segments after userId, in path order (radius is a query parameter). */
export const institutionsSegments = [
  ['location', 'text'],
  ['occupation', 'list'],
  ['programName', 'list'],
  ['programLength', 'list'],
  ['state', 'list'],
  ['sortColumns', 'text'],
  ['sortDirections', 'text'],
  ['startRecord', 'int'],
  ['limitRecord', 'int'],
] as const satisfies ReadonlyArray<readonly [keyof InstitutionsSearch, SegmentKind]>;
