// Request objects <-> URL paths, for the SPA's API module and routes, the service's router and the MSW handlers.
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  institutionsSegments,
  programsSegments,
  type InstitutionsRequest,
  type InstitutionsSearch,
  type ProgramsRequest,
  type ProgramsSearch,
  type SegmentKind,
} from '../requests';
import { decodeList, decodeText, encodeList, encodeText } from './segment-codec';
import { institutionBindings } from '../dimensions/institution-bindings';
import {
  joinParam,
  programFilterParams,
  splitParam,
  type ProgramFilterSearch,
} from '../programs/filter-params';

export const PROGRAMS_API_PREFIX = '/v2/training/programs';
export const INSTITUTIONS_API_PREFIX = '/v1/training';

export type ParseResult<T> =
  | { ok: true; value: T; /** false when a shorter prefix was completed with defaults */ complete: boolean }
  | { ok: false; segment?: string; message: string };

export type SegmentSpec<T> = ReadonlyArray<readonly [keyof T & string, SegmentKind]>;

export function encodeSegments<T>(spec: SegmentSpec<T>, search: T): string[] {
  return spec.map(([name, kind]) => {
    const value = search[name] as unknown;
    if (kind === 'list') return encodeList(value as string[]);
    if (kind === 'int') return String(value);
    return encodeText(value as string);
  });
}

/**
 * Reads segments in spec order. With allowPrefix, fewer segments than the spec are completed from the
 * defaults (the SPA's shorter URLs); otherwise the count must be exact.
 */
export function decodeSegments<T>(
  spec: SegmentSpec<T>,
  defaults: T,
  segments: readonly string[],
  allowPrefix: boolean,
): ParseResult<T> {
  if (segments.length > spec.length || (!allowPrefix && segments.length < spec.length)) {
    return {
      ok: false,
      message: `Expected ${spec.length} path segments after the user id, got ${segments.length}.`,
    };
  }
  const out = { ...defaults } as Record<string, unknown>;
  for (const [i, raw] of segments.entries()) {
    const [name, kind] = spec[i] as readonly [string, SegmentKind];
    if (kind === 'int') {
      if (!/^\d{1,9}$/.test(raw)) {
        return {
          ok: false,
          segment: name,
          message: `${name} must be a whole number, got "${shorten(raw)}".`,
        };
      }
      out[name] = Number(raw);
      continue;
    }
    const value = kind === 'list' ? decodeList(raw) : decodeText(raw);
    if (value === null)
      return { ok: false, segment: name, message: `${name} is not correctly percent-encoded.` };
    out[name] = value;
  }
  return { ok: true, value: out as T, complete: segments.length === spec.length };
}

function shorten(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** Splits a pathname (without query) into raw segments; a trailing slash adds nothing. */
export function splitPath(pathname: string): string[] {
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

export const encodeProgramsSearch = (s: ProgramsSearch) => encodeSegments(programsSegments, s);
export const encodeInstitutionsSearch = (s: InstitutionsSearch) => encodeSegments(institutionsSegments, s);

export function decodeProgramsSearch(segments: readonly string[], allowPrefix = false) {
  return decodeSegments<ProgramsSearch>(programsSegments, defaultProgramsSearch, segments, allowPrefix);
}

export function decodeInstitutionsSearch(segments: readonly string[], allowPrefix = false, radius = '') {
  const result = decodeSegments<InstitutionsSearch>(
    institutionsSegments,
    defaultInstitutionsSearch,
    segments,
    allowPrefix,
  );
  return result.ok ? { ...result, value: { ...result.value, radius } } : result;
}

/** The added filters as query parameters (only those with values), in a fixed order. */
export function programFilterQuery(search: ProgramFilterSearch): Array<[string, string]> {
  return programFilterParams.filter((k) => search[k].length > 0).map((k) => [k, joinParam(search[k])]);
}

/** Reads the added filters from a query string (absent parameters are no filter). */
export function readProgramFilters(query: URLSearchParams): ProgramFilterSearch {
  const out = {} as ProgramFilterSearch;
  for (const k of programFilterParams) out[k] = splitParam(query.get(k));
  return out;
}

function withQuery(path: string, params: Array<[string, string]>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/** `/v2/training/programs/{userId}/{keyword}/…/{limitRecord}[?enableMetaData=true][&maxCost=…]` */
export function programsApiPath(req: ProgramsRequest): string {
  const path = [PROGRAMS_API_PREFIX, encodeText(req.userId), ...encodeProgramsSearch(req)].join('/');
  const params: Array<[string, string]> =
    req.enableMetaData === undefined ? [] : [['enableMetaData', String(req.enableMetaData)]];
  return withQuery(path, [...params, ...programFilterQuery(req)]);
}

/** The v1 search's declared query parameters (contract/dimensions/institution-bindings.ts): `region`. */
export const institutionFilterParams = Object.values(institutionBindings).flatMap((b) =>
  b.in === 'query' ? [b.field as 'region'] : [],
);

/** The v1 added filters as query parameters (only those with values), in the declared order. */
export function institutionFilterQuery(search: Pick<InstitutionsSearch, 'region'>): Array<[string, string]> {
  return institutionFilterParams.filter((k) => search[k].length > 0).map((k) => [k, joinParam(search[k])]);
}

/** `/v1/training/{userId}/{location}/…/{limitRecord}[?radius=][&region=]` */
export function institutionsApiPath(req: InstitutionsRequest): string {
  const path = [INSTITUTIONS_API_PREFIX, encodeText(req.userId), ...encodeInstitutionsSearch(req)].join('/');
  const params: Array<[string, string]> = req.radius === '' ? [] : [['radius', req.radius]];
  return withQuery(path, [...params, ...institutionFilterQuery(req)]);
}

export function splitQuery(pathWithQuery: string): [string, URLSearchParams] {
  const q = pathWithQuery.indexOf('?');
  return q < 0
    ? [pathWithQuery, new URLSearchParams()]
    : [pathWithQuery.slice(0, q), new URLSearchParams(pathWithQuery.slice(q + 1))];
}

/**
 * Reads a v2 path as built by programsApiPath (any prefix before /v2/… is ignored, e.g. /api).
 * The path must be raw (still percent-encoded), as it arrives on the wire.
 */
export function parseProgramsApiPath(pathWithQuery: string): ParseResult<ProgramsRequest> {
  const [path, query] = splitQuery(pathWithQuery);
  const at = path.indexOf(`${PROGRAMS_API_PREFIX}/`);
  if (at < 0) return { ok: false, message: `Path must start with ${PROGRAMS_API_PREFIX}/.` };
  const [rawUser = '', ...rest] = splitPath(path.slice(at + PROGRAMS_API_PREFIX.length));
  const userId = decodeText(rawUser);
  if (!userId) return { ok: false, segment: 'userId', message: 'userId is required.' };
  const search = decodeProgramsSearch(rest);
  if (!search.ok) return search;
  const meta = query.get('enableMetaData');
  const request: ProgramsRequest = { userId, ...search.value, ...readProgramFilters(query) };
  if (meta !== null) {
    if (meta !== 'true' && meta !== 'false') {
      return { ok: false, segment: 'enableMetaData', message: 'enableMetaData must be true or false.' };
    }
    request.enableMetaData = meta === 'true';
  }
  return { ok: true, value: request, complete: true };
}

/** Reads a v1 path as built by institutionsApiPath (any prefix before /v1/… is ignored). Raw path expected. */
export function parseInstitutionsApiPath(pathWithQuery: string): ParseResult<InstitutionsRequest> {
  const [path, query] = splitQuery(pathWithQuery);
  const at = path.indexOf(`${INSTITUTIONS_API_PREFIX}/`);
  if (at < 0) return { ok: false, message: `Path must start with ${INSTITUTIONS_API_PREFIX}/.` };
  const [rawUser = '', ...rest] = splitPath(path.slice(at + INSTITUTIONS_API_PREFIX.length));
  const userId = decodeText(rawUser);
  if (!userId) return { ok: false, segment: 'userId', message: 'userId is required.' };
  const search = decodeInstitutionsSearch(rest, false, query.get('radius') ?? '');
  if (!search.ok) return search;
  const filters = Object.fromEntries(institutionFilterParams.map((k) => [k, splitParam(query.get(k))]));
  return { ok: true, value: { userId, ...search.value, ...filters }, complete: true };
}
