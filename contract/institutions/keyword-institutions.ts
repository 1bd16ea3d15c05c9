// The v1 keyword search: the older 12-segment institution search that real CareerOneStop clients call (decision 0110).
//
// GET /v1/training/{userId}/{keyword}/{location}/{radius}/{occupation}/{programName}/{programLength}/{state}/
//     {region}/{sortColumns}/{sortDirections}/{startRecord}/{limitRecord}
// It answers with the same institution listing as the 9-segment v1 search; the two are told apart by the number
// of segments after the user id (9 or 12).
import { z } from 'zod';
import {
  INSTITUTIONS_API_PREFIX,
  decodeSegments,
  encodeSegments,
  parseInstitutionsApiPath,
  splitPath,
  splitQuery,
  type ParseResult,
} from '../urls/paths';
import {
  defaultInstitutionsSearch,
  institutionsSegments,
  type InstitutionsRequest,
  type InstitutionsSearch,
  type SegmentKind,
} from '../requests';
import { decodeText, encodeText } from '../urls/segment-codec';

/** Every segment after userId. `radius` is a path segment here (the 9-segment search takes it as ?radius=). */
export interface InstitutionsKeywordSearch extends InstitutionsSearch {
  /** Text, SOC / O*NET or CIP code, matched like v2's keyword; "" (written 0) is no keyword. */
  keyword: string;
  /** IPEDS region codes ("6") or names ("Southwest"); [] (written 0) is no filter. */
  region: string[];
}

export interface InstitutionsKeywordRequest extends InstitutionsKeywordSearch {
  userId: string;
}

export const defaultInstitutionsKeywordSearch: InstitutionsKeywordSearch = {
  ...defaultInstitutionsSearch,
  keyword: '',
  region: [],
};

/** Segments after userId, in path order. */
export const institutionsKeywordSegments = [
  ['keyword', 'text'],
  ['location', 'text'],
  ['radius', 'text'],
  ['occupation', 'list'],
  ['programName', 'list'],
  ['programLength', 'list'],
  ['state', 'list'],
  ['region', 'list'],
  ['sortColumns', 'text'],
  ['sortDirections', 'text'],
  ['startRecord', 'int'],
  ['limitRecord', 'int'],
] as const satisfies ReadonlyArray<readonly [keyof InstitutionsKeywordSearch, SegmentKind]>;

const filter = (what: string) =>
  z
    .string()
    .min(1)
    .describe(`${what}. Several values join with |; a / inside a value is written ~I~. 0 = no filter.`);

/**
 * The path parameters as they are written on the wire (each one path segment), in path order, for the OpenAPI
 * description. The codec (institutionsKeywordApiPath / parseInstitutionsKeywordApiPath) reads them into
 * InstitutionsKeywordRequest.
 */
export const institutionsKeywordPathParams = z.object({
  userId: z.string().min(1).describe('Identifier of the calling user.'),
  keyword: z
    .string()
    .min(1)
    .describe(
      'What to train for: words ("welding", "CNA"), an occupation code (SOC "29-1141", O*NET "29-1141.00") ' +
        'or a program code (CIP "51.3801"). 0 = any.',
    ),
  location: z.string().min(1).describe('A ZIP code, "City, ST", a state code or name; 0 or US = nationwide.'),
  radius: z
    .string()
    .regex(/^\d{1,3}(\.\d+)?$/)
    .describe('Miles around a ZIP or city, 1-500; 0 = no distance limit. Ignored for a state.'),
  occupation: filter('Occupations: text or SOC / O*NET codes'),
  programName: filter('Programs: text or CIP codes'),
  programLength: filter('Award-level codes (IPEDS AWLEVEL), the Value of ProgramLengthCountList'),
  state: filter('State codes or names, and "City, ST" values of CityCountList'),
  region: filter('IPEDS regions: a code ("6") or a name ("Southwest"), the Value of RegionCountList'),
  sortColumns: z.string().min(1).describe('School, City or Distance (any case); 0 = relevance.'),
  sortDirections: z.string().min(1).describe('ASC or DESC (any case); 0 = ascending.'),
  startRecord: z
    .string()
    .regex(/^\d{1,9}$/)
    .describe('0-based offset of the first school of the page.'),
  limitRecord: z
    .string()
    .regex(/^\d{1,9}$/)
    .describe(
      'Schools per page, 1-500. A larger value is answered with 500 and the header X-Limit-Record-Applied.',
    ),
});

export const encodeInstitutionsKeywordSearch = (s: InstitutionsKeywordSearch) =>
  encodeSegments(institutionsKeywordSegments, s);

export function decodeInstitutionsKeywordSearch(segments: readonly string[]) {
  return decodeSegments<InstitutionsKeywordSearch>(
    institutionsKeywordSegments,
    defaultInstitutionsKeywordSearch,
    segments,
    false,
  );
}

/** `/v1/training/{userId}/{keyword}/{location}/{radius}/…/{limitRecord}` */
export function institutionsKeywordApiPath(req: InstitutionsKeywordRequest): string {
  return [INSTITUTIONS_API_PREFIX, encodeText(req.userId), ...encodeInstitutionsKeywordSearch(req)].join('/');
}

/** Where `/v1/training/` starts in a raw path, in any case (`/v1/Training/` is what some clients send). */
function prefixEnd(path: string): number {
  const at = /\/v1\/training\//i.exec(path);
  return at ? at.index + INSTITUTIONS_API_PREFIX.length : -1;
}

/** Reads a 12-segment v1 path (any prefix before /v1/… is ignored; a query string is ignored). Raw path expected. */
export function parseInstitutionsKeywordApiPath(
  pathWithQuery: string,
): ParseResult<InstitutionsKeywordRequest> {
  const [path] = splitQuery(pathWithQuery);
  const end = prefixEnd(path);
  if (end < 0) return { ok: false, message: `Path must start with ${INSTITUTIONS_API_PREFIX}/.` };
  const [rawUser = '', ...rest] = splitPath(path.slice(end));
  const userId = decodeText(rawUser);
  if (!userId) return { ok: false, segment: 'userId', message: 'userId is required.' };
  const search = decodeInstitutionsKeywordSearch(rest);
  if (!search.ok) return search;
  return { ok: true, value: { userId, ...search.value }, complete: true };
}

export function isInstitutionsKeywordRequest(
  req: InstitutionsRequest | InstitutionsKeywordRequest,
): req is InstitutionsKeywordRequest {
  return 'keyword' in req && 'region' in req;
}

/** How many segments follow the user id in a v1 path; -1 when it is not one. */
function v1SegmentCount(pathWithQuery: string): number {
  const [path] = splitQuery(pathWithQuery);
  const end = prefixEnd(path);
  return end < 0 ? -1 : splitPath(path.slice(end)).length - 1;
}

const FILTERS_COUNT = institutionsSegments.length;
const KEYWORD_COUNT = institutionsKeywordSegments.length;

/** The segment names of the v1 search a path is (the 12-segment keyword search, else the 9-segment one). */
export function v1SegmentNames(pathWithQuery: string): readonly string[] {
  const spec =
    v1SegmentCount(pathWithQuery) === KEYWORD_COUNT ? institutionsKeywordSegments : institutionsSegments;
  return spec.map(([name]) => name);
}

/** Reads either v1 search, told apart by the number of segments after the user id. */
export function parseV1TrainingApiPath(
  pathWithQuery: string,
): ParseResult<InstitutionsRequest | InstitutionsKeywordRequest> {
  const count = v1SegmentCount(pathWithQuery);
  if (count === KEYWORD_COUNT) return parseInstitutionsKeywordApiPath(pathWithQuery);
  const parsed = parseInstitutionsApiPath(pathWithQuery);
  if (parsed.ok || count <= 0 || count === FILTERS_COUNT) return parsed;
  return {
    ok: false,
    message:
      `Expected ${FILTERS_COUNT} path segments after the user id (the institution search) or ${KEYWORD_COUNT} ` +
      `(the keyword search), got ${count}.`,
  };
}
