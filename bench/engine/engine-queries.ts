// The engine benchmark's fixed mixed query set, by class (docs/budgets.md), as typed requests for both operations.
import {
  defaultInstitutionsKeywordSearch,
  type InstitutionsKeywordRequest,
} from '../../contract/institutions/keyword-institutions';
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  type InstitutionsRequest,
  type ProgramsRequest,
} from '../../contract/requests';
import type { SuggestRequest } from '../../contract/suggest/suggest';
import type { ProgramDetailsRequest } from '../../contract/program-details/program-details-path';

export type BenchQuery =
  | { cls: string; op: 'v2'; req: ProgramsRequest }
  | { cls: string; op: 'v1'; req: InstitutionsRequest }
  | { cls: string; op: 'suggest'; req: SuggestRequest }
  /** The details operation (decision 0073): a program id and a place to measure from. */
  | { cls: string; op: 'details'; req: ProgramDetailsRequest };

/** What a bench asks of an engine: this checkout's, or an older one's, whose operations may be fewer. */
export interface BenchEngine {
  searchPrograms: (r: never) => unknown;
  searchInstitutions: (r: never) => unknown;
  programDetails?: (r: never) => unknown;
  suggest?: (r: never) => unknown;
  warmUp?: () => void;
  ready?: () => Promise<void>;
}

/** Runs one bench query on an engine (undefined from an engine without that operation). */
export function runBenchQuery(engine: BenchEngine, q: BenchQuery): unknown {
  switch (q.op) {
    case 'v2':
      return engine.searchPrograms(q.req as never);
    case 'v1':
      return engine.searchInstitutions(q.req as never);
    case 'suggest':
      return engine.suggest?.(q.req as never);
    case 'details':
      return engine.programDetails?.(q.req as never);
  }
}

const v2 = (cls: string, over: Partial<ProgramsRequest>): BenchQuery => ({
  cls,
  op: 'v2',
  req: { ...defaultProgramsSearch, userId: 'bench', ...over },
});
const v1 = (over: Partial<InstitutionsRequest>): BenchQuery => ({
  cls: 'v1 institutions',
  op: 'v1',
  req: { ...defaultInstitutionsSearch, userId: 'bench', ...over },
});

/** The 12-segment v1 keyword search (decision 0110): the same engine pass, with a keyword and a region. */
const v1k = (over: Partial<InstitutionsKeywordRequest>): BenchQuery => ({
  cls: 'v1 keyword search',
  op: 'v1',
  req: { ...defaultInstitutionsKeywordSearch, userId: 'bench', ...over },
});

const broad = [
  'nursing',
  'business',
  'welding',
  'medical assistant',
  'computer science',
  'teacher education',
  'truck driver',
  'accounting',
  'electrician',
  'cosmetology',
];
const near: Array<[string, string, string]> = [
  ['welding', '79401', '50'],
  ['nursing', '78701', '25'],
  ['electrician', 'Houston, TX', '100'],
  ['dental', '10001', '10'],
  ['cosmetology', 'Los Angeles, CA', '30'],
  ['truck driving', 'Dallas, TX', '75'],
  ['', 'Austin, TX', '10'],
  ['medical assistant', '60601', '0'],
];
const codes = [
  '29-1141',
  '51.3801',
  '513801',
  '47-2111',
  '29-1141.00',
  '51',
  '15-1252',
  '48.0508',
  '31101400',
];
const sorts: Array<[string, string]> = [
  ['Program', 'ASC'],
  ['Program', 'DESC'],
  ['Provider', 'ASC'],
  ['Provider', 'DESC'],
  ['DegreeCredential', 'ASC'],
  ['DegreeCredential', 'DESC'],
  ['Location', 'ASC'],
  ['Location', 'DESC'],
];

// Issue 8: the words job seekers type (acronyms, everyday phrases, Spanish), partial matches, and suggestions.
const jobSeeker: Array<[string, string, string]> = [
  ['CNA', 'Houston, TX', '25'],
  ['LPN', '', ''],
  ['CDL', '30303', '50'],
  ['HVAC', 'Chicago, IL', '25'],
  ['IT support', 'Charlotte, NC', '25'],
  ['auto mechanic', '', ''],
  ['police academy', 'Sacramento, CA', '50'],
  ['cybersecurity', '', ''],
  ['enfermería', 'Houston, TX', '25'],
  ['teacher certification', 'TX', ''],
];
const partial: Array<[string, string, string]> = [
  ['underwater welding', 'Houston, TX', '25'],
  ['nursing business', '', ''],
  ['welding zzyzx classes', 'TX', ''],
  ['cosmetology astrophysics', '', ''],
];
const typed: Array<[SuggestRequest['field'], string]> = [
  ['keyword', 'nu'],
  ['keyword', 'nurs'],
  ['keyword', 'weldng'],
  ['keyword', 'medical ass'],
  ['keyword', '29-11'],
  ['location', 'aus'],
  ['location', 'new y'],
  ['location', 'sacrmento'],
  ['location', '787'],
  ['location', 'tex'],
];

export const benchQueries: BenchQuery[] = [
  ...jobSeeker.map(([keyword, location, radius]) => v2('job-seeker words', { keyword, location, radius })),
  ...partial.map(([keyword, location, radius]) => v2('partial matches', { keyword, location, radius })),
  ...broad.map((keyword) => v2('broad national keyword', { keyword })),
  ...near.map(([keyword, location, radius]) => v2('keyword near a place', { keyword, location, radius })),
  ...codes.map((keyword) => v2('code search', { keyword })),
  v2('several facets', {
    keyword: 'nursing',
    location: 'TX',
    programLength: ['3', '5'],
    area: ['Harris County, TX'],
  }),
  v2('several facets', {
    keyword: 'welding',
    programLength: ['20', '21'],
    programFormat: ['In-person', 'Hybrid'],
  }),
  v2('several facets', {
    keyword: '',
    occupation: ['29-1141', '29-2061'],
    location: 'CA',
    school: ['110635'],
  }),
  v2('several facets', {
    keyword: 'business',
    programName: ['52.0201'],
    filterBySource: 'N',
    programLength: ['5'],
  }),
  v2('several facets', {
    keyword: 'truck',
    filterBySource: 'Y',
    area: ['Harris County, TX', 'Dallas County, TX'],
  }),
  v2('deep pages', { keyword: 'business', startRecord: 5000, limitRecord: 50 }),
  v2('deep pages', { keyword: '', startRecord: 100000, limitRecord: 100, sortColumns: 'Program' }),
  v2('deep pages', {
    keyword: 'nursing',
    startRecord: 3000,
    limitRecord: 500,
    sortColumns: 'Provider',
    sortDirection: 'DESC',
  }),
  v2('deep pages', { keyword: '', location: 'TX', startRecord: 10000, limitRecord: 20 }),
  ...sorts.map(([sortColumns, sortDirection]) =>
    v2('every sort', { keyword: 'nursing', location: 'TX', sortColumns, sortDirection }),
  ),
  ...sorts.map(([sortColumns, sortDirection]) =>
    v2('every sort', { keyword: 'welding', location: '77002', radius: '200', sortColumns, sortDirection }),
  ),
  ...['nursng', 'weldng', 'electrican', 'medcal asistant'].map((keyword) =>
    v2('misspelled keyword', { keyword }),
  ),
  v2('browse, no keyword', { keyword: '' }),
  v2('browse, no keyword', { keyword: '', location: 'New York, NY', radius: '25' }),
  v2('browse, no keyword', { keyword: '', location: 'OH', enableMetaData: true }),
  v1({ location: 'TX' }),
  v1({ location: 'Lubbock, TX', occupation: ['welding'], radius: '50' }),
  v1({ programName: ['nursing'], sortColumns: 'School', sortDirections: 'ASC' }),
  v1({ location: 'New York, NY', radius: '20', sortColumns: 'Distance' }),
  v1({ occupation: ['29-1141'], state: ['TX', 'OK'], programLength: ['3'] }),
  v1({}),
  v1({ programName: ['cosmetology'], location: 'CA', sortColumns: 'City' }),
  v1({ occupation: ['weldng'] }),
  v1k({ keyword: '29-1141.00', location: '95628', radius: '25' }),
  v1k({ keyword: 'Statisticians', location: '11101', radius: '25' }),
  v1k({ keyword: '47-2111.00', location: 'TX', radius: '500', limitRecord: 500 }),
  v1k({
    keyword: 'welding',
    location: '79401',
    radius: '50',
    sortColumns: 'Distance',
    sortDirections: 'asc',
  }),
  v1k({ keyword: '47-2111.00', limitRecord: 500 }),
  v1k({ keyword: 'nursing', region: ['Southwest', '8'], programLength: ['3'] }),
  v1k({ keyword: 'medcal asistant', location: 'Chicago, IL', radius: '50' }),
];

/** The added filters and sorts (decision 0070) and the v1 Region (0075): new in issue 9, so no "before" figure. */
/**
 * Keywords naming schools, alone or beside program words, and broad multi-word ones (issue 20): the schools whose
 * name holds a word have their programs tiered on their own (named-programs.ts).
 */
export const schoolNameKeywords = [
  'university',
  'college',
  'state university',
  'university of texas',
  'texas a&m university',
  'university health',
  'community college nursing',
  'health science business management technology',
];

export const addedQueries: BenchQuery[] = [
  ...schoolNameKeywords.map((keyword) => v2('school names, broad words', { keyword })),
  v2('school names, broad words', { keyword: 'austin community college', location: 'TX' }),
  v2('school names, broad words', {
    keyword: 'technical college welding',
    location: 'Lubbock, TX',
    radius: '100',
  }),
  // Issue 8: the suggest operation (new, so only the engine that has it is timed).
  ...typed.map(([field, text]): BenchQuery => ({
    cls: 'suggest',
    op: 'suggest',
    req: { userId: 'bench', field, text, limit: 10 },
  })),
  v2('added filters', { keyword: 'welding', location: 'TX', maxCost: ['5000'] }),
  v2('added filters', {
    keyword: 'nursing',
    location: 'Austin, TX',
    radius: '50',
    maxCost: ['10000', 'none'],
  }),
  v2('added filters', { keyword: '', maxWeeks: ['12'], pell: ['yes'] }),
  v2('added filters', { keyword: 'truck driving', childcare: ['yes', 'none'], sector: ['public'] }),
  v2('added filters', { keyword: '', sector: ['private-for-profit'], programFormat: ['In-person', 'none'] }),
  v2('added filters', {
    keyword: 'medical assistant',
    location: 'Houston, TX',
    radius: '25',
    flexibleHours: ['yes'],
  }),
  // A list-only filter with no keyword (issue 20): the result is all state list programs, which the relevance order
  // puts last (they report no completions).
  v2('list-only filter, no keyword', { keyword: '', pell: ['yes'] }),
  v2('list-only filter, no keyword', { keyword: '', programFormat: ['In-person'] }),
  v2('list-only filter, no keyword', { keyword: '', filterBySource: 'Y', startRecord: 40 }),
  v2('cost and length sorts', { keyword: 'welding', sortColumns: 'Cost', sortDirection: 'ASC' }),
  v2('cost and length sorts', {
    keyword: 'nursing',
    location: 'TX',
    sortColumns: 'Cost',
    sortDirection: 'DESC',
  }),
  v2('cost and length sorts', {
    keyword: '',
    sortColumns: 'Length',
    sortDirection: 'ASC',
    startRecord: 5000,
  }),
  v2('cost and length sorts', {
    keyword: 'electrician',
    location: '77002',
    radius: '100',
    sortColumns: 'Length',
  }),
  {
    cls: 'v1 region',
    op: 'v1',
    req: { ...defaultInstitutionsSearch, userId: 'bench', occupation: ['welding'], region: ['6'] },
  },
  { cls: 'v1 region', op: 'v1', req: { ...defaultInstitutionsSearch, userId: 'bench', region: ['5', '8'] } },
  ...[
    ['48000010865', 'Lubbock, TX'],
    ['22815848050821', ''],
    ['48000030906', '79401'],
    ['1', ''],
  ].map(([detailId = '', location = '']): BenchQuery => ({
    cls: 'program details',
    op: 'details',
    req: { userId: 'bench', detailId, location },
  })),
];
