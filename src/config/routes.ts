// SPA route paths built and read only through the contract's codecs (nobody hand-writes a search URL).
import {
  decodeInstitutionsSearch,
  decodeProgramsSearch,
  encodeInstitutionsSearch,
  encodeProgramsSearch,
  splitPath,
} from '../../contract/paths';
import type { InstitutionsSearch, ProgramsSearch } from '../../contract/requests';

export const PROGRAMS_ROUTE = 'programs';
export const SCHOOLS_ROUTE = 'schools';
export const ABOUT_PATH = '/about';
export const HOME_PATH = '/';

/** `exact=1` asks to show the typed keyword's own results instead of the service's auto-correction. */
export const EXACT_PARAM = 'exact';

export interface RouteState<T> {
  search: T;
  /** false when the URL was a shorter prefix, completed with defaults. */
  complete: boolean;
  exact: boolean;
}

export type RouteParse<T> = { ok: true; state: RouteState<T> } | { ok: false; message: string };

function withQuery(path: string, params: Array<[string, string]>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

export function programsHref(search: ProgramsSearch, exact = false): string {
  const path = `/${PROGRAMS_ROUTE}/${encodeProgramsSearch(search).join('/')}`;
  return withQuery(path, exact ? [[EXACT_PARAM, '1']] : []);
}

export function schoolsHref(search: InstitutionsSearch, exact = false): string {
  const path = `/${SCHOOLS_ROUTE}/${encodeInstitutionsSearch(search).join('/')}`;
  const params: Array<[string, string]> = search.radius ? [['radius', search.radius]] : [];
  if (exact) params.push([EXACT_PARAM, '1']);
  return withQuery(path, params);
}

/** Reads `/programs/…` from the raw (still percent-encoded) pathname so escapes round-trip exactly. */
export function parseProgramsRoute(pathname: string, query: string): RouteParse<ProgramsSearch> {
  const [, ...segments] = splitPath(pathname);
  const result = decodeProgramsSearch(segments, true);
  if (!result.ok) return { ok: false, message: result.message };
  const exact = new URLSearchParams(query).get(EXACT_PARAM) === '1';
  return { ok: true, state: { search: result.value, complete: result.complete, exact } };
}

export function parseSchoolsRoute(pathname: string, query: string): RouteParse<InstitutionsSearch> {
  const [, ...segments] = splitPath(pathname);
  const params = new URLSearchParams(query);
  const result = decodeInstitutionsSearch(segments, true, params.get('radius') ?? '');
  if (!result.ok) return { ok: false, message: result.message };
  return {
    ok: true,
    state: { search: result.value, complete: result.complete, exact: params.get(EXACT_PARAM) === '1' },
  };
}
