// SPA route paths built and read only through the contract's codecs (nobody hand-writes a search URL).
import {
  decodeInstitutionsSearch,
  decodeProgramsSearch,
  encodeInstitutionsSearch,
  encodeProgramsSearch,
  institutionFilterParams,
  institutionFilterQuery,
  programFilterQuery,
  readProgramFilters,
  splitPath,
} from '../../contract/urls/paths';
import { joinParam, splitParam } from '../../contract/programs/filter-params';
import type { InstitutionsSearch, ProgramsSearch } from '../../contract/requests';

export const PROGRAMS_ROUTE = 'programs';
export const SCHOOLS_ROUTE = 'schools';
export const ABOUT_PATH = '/about';
export const HOME_PATH = '/';
export const PROGRAM_ROUTE = 'program';
export const COMPARE_PATH = '/compare';
export const SHORTLIST_PATH = '/shortlist';

/** Programs at most one can compare side by side. */
export const MAX_COMPARE = 4;

/**
 * What a counselor is collecting, carried in the URL from page to page (decision 0076): programs ticked to compare
 * and the shortlist. Both are DetailIds.
 */
export interface Carried {
  compare: string[];
  list: string[];
}

export const noCarried: Carried = { compare: [], list: [] };

const COMPARE_PARAM = 'compare';
const LIST_PARAM = 'list';
const IDS_PARAM = 'ids';
const FROM_PARAM = 'from';

const ids = (raw: string | null) => splitParam(raw).filter((v) => /^\d{1,16}$/.test(v));

export function readCarried(query: string): Carried {
  const params = new URLSearchParams(query);
  return { compare: ids(params.get(COMPARE_PARAM)).slice(0, MAX_COMPARE), list: ids(params.get(LIST_PARAM)) };
}

function carriedParams(carried: Carried): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (carried.compare.length > 0) out.push([COMPARE_PARAM, joinParam(carried.compare)]);
  if (carried.list.length > 0) out.push([LIST_PARAM, joinParam(carried.list)]);
  return out;
}

/** `exact=1` asks to show the typed keyword's own results instead of the service's auto-correction. */
export const EXACT_PARAM = 'exact';

export interface RouteState<T> {
  search: T;
  /** false when the URL was a shorter prefix, completed with defaults. */
  complete: boolean;
  exact: boolean;
  carried: Carried;
}

/** A route read from its URL, or why the link cannot be read. */
export type Parsed<S> = { ok: true; state: S } | { ok: false; message: string };

export type RouteParse<T> = Parsed<RouteState<T>>;

function withQuery(path: string, params: Array<[string, string]>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/** The added filters (decision 0070) ride in the query, like the service's own query parameters. */
export function programsHref(search: ProgramsSearch, exact = false, carried: Carried = noCarried): string {
  const path = `/${PROGRAMS_ROUTE}/${encodeProgramsSearch(search).join('/')}`;
  const params = programFilterQuery(search);
  if (exact) params.push([EXACT_PARAM, '1']);
  return withQuery(path, [...params, ...carriedParams(carried)]);
}

export function schoolsHref(search: InstitutionsSearch, exact = false, carried: Carried = noCarried): string {
  const path = `/${SCHOOLS_ROUTE}/${encodeInstitutionsSearch(search).join('/')}`;
  const params: Array<[string, string]> = search.radius ? [['radius', search.radius]] : [];
  params.push(...institutionFilterQuery(search));
  if (exact) params.push([EXACT_PARAM, '1']);
  return withQuery(path, [...params, ...carriedParams(carried)]);
}

/** `/program/{detailId}?from=…`: the program page, measuring "how far" from the place searched. */
export function programHref(detailId: number | string, from = '', carried: Carried = noCarried): string {
  const params: Array<[string, string]> = from ? [[FROM_PARAM, from]] : [];
  return withQuery(`/${PROGRAM_ROUTE}/${encodeURIComponent(String(detailId))}`, [
    ...params,
    ...carriedParams(carried),
  ]);
}

export function compareHref(carried: Carried, from = ''): string {
  const params: Array<[string, string]> = [[IDS_PARAM, joinParam(carried.compare)]];
  if (from) params.push([FROM_PARAM, from]);
  return withQuery(COMPARE_PATH, [...params, ...carriedParams({ ...carried, compare: [] })]);
}

/** The link a counselor sends: the shortlist's ids, nothing else. */
export function shortlistHref(list: readonly string[]): string {
  return withQuery(SHORTLIST_PATH, list.length > 0 ? [[IDS_PARAM, joinParam(list)]] : []);
}

export interface IdsPage {
  ids: string[];
  from: string;
  carried: Carried;
}

/** Reads `/compare?ids=…&from=…` and `/shortlist?ids=…` (ids not made of digits are dropped). */
export function readIdsPage(query: string): IdsPage {
  const params = new URLSearchParams(query);
  return { ids: ids(params.get(IDS_PARAM)), from: params.get(FROM_PARAM) ?? '', carried: readCarried(query) };
}

export function readFrom(query: string): string {
  return new URLSearchParams(query).get(FROM_PARAM) ?? '';
}

/** Reads `/programs/…` from the raw (still percent-encoded) pathname so escapes round-trip exactly. */
export function parseProgramsRoute(pathname: string, query: string): RouteParse<ProgramsSearch> {
  const [, ...segments] = splitPath(pathname);
  const result = decodeProgramsSearch(segments, true);
  if (!result.ok) return { ok: false, message: result.message };
  const params = new URLSearchParams(query);
  const exact = params.get(EXACT_PARAM) === '1';
  const search = { ...result.value, ...readProgramFilters(params) };
  return { ok: true, state: { search, complete: result.complete, exact, carried: readCarried(query) } };
}

export function parseSchoolsRoute(pathname: string, query: string): RouteParse<InstitutionsSearch> {
  const [, ...segments] = splitPath(pathname);
  const params = new URLSearchParams(query);
  const result = decodeInstitutionsSearch(segments, true, params.get('radius') ?? '');
  if (!result.ok) return { ok: false, message: result.message };
  const filters = Object.fromEntries(institutionFilterParams.map((k) => [k, splitParam(params.get(k))]));
  const search = { ...result.value, ...filters };
  return {
    ok: true,
    state: {
      search,
      complete: result.complete,
      exact: params.get(EXACT_PARAM) === '1',
      carried: readCarried(query),
    },
  };
}

export interface ProgramPageState {
  detailId: string;
  from: string;
  carried: Carried;
}

/** Reads `/program/{detailId}?from=…`; an id that is not a number is a link nobody can follow. */
export function parseProgramRoute(pathname: string, query: string): Parsed<ProgramPageState> {
  const raw = pathname.split('/').filter(Boolean)[1] ?? '';
  let detailId = '';
  try {
    detailId = decodeURIComponent(raw);
  } catch {
    // A malformed escape is as unreadable as letters.
  }
  if (!/^\d{1,16}$/.test(detailId))
    return { ok: false, message: 'This program link is not valid: the program id must be a number.' };
  return { ok: true, state: { detailId, from: readFrom(query), carried: readCarried(query) } };
}
