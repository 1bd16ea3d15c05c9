// One program with its details: GET /v2/training/program/{userId}/{detailId} (DESIGN.md §5; decision 0073).
// XML root: ProgramDetails. Every field of the list item, plus what only a program page shows.
import { z } from 'zod';
import { list, text } from './lenient';
import { dataSourceSchema } from './metadata';
import { programItemSchema } from './programs';
import { decodeText, encodeText } from './segment-codec';
import { splitPath } from './paths';

export const PROGRAM_DETAILS_API_PREFIX = '/v2/training/program';

/** An occupation the program leads to, with the code a search can use. XML element: Occupation. */
export const occupationSchema = z.object({ Code: text, Title: text });
export type Occupation = z.infer<typeof occupationSchema>;

/** The school (or ETPL campus) with what IPEDS and the list say about it. */
export const schoolDetailsSchema = z.object({
  ID: z.number().int(),
  Name: text,
  CampusName: text,
  /** IPEDS sector label ("Public, 2-year"); "" when not reported. */
  Sector: text,
  /** "Public", "Private not-for-profit", "Private for-profit"; "" when not reported. */
  Control: text,
  /** IPEDS enrollment size category ("5,000 - 9,999"); "" when not reported. */
  Size: text,
  Website: text,
  FinancialAidURL: text,
  NetPriceCalculatorURL: text,
  ApplicationURL: text,
  /** The list's own words for the provider type (ETPL), e.g. "Private for-profit". */
  InstitutionType: text,
  Description: text,
  /** The IPEDS UNITID of the college (for an ETPL campus: the college it was linked to; decision 0071); 0 when none. */
  IpedsId: z.number().int(),
});
export type SchoolDetails = z.infer<typeof schoolDetailsSchema>;

export const programDetailsSchema = programItemSchema.extend({
  Description: text,
  Prerequisites: text,
  /** What the program leads to, in the list's words ("Community college certificate of completion"). */
  Outcome: text,
  /** The credential's own name, as the list writes it ("" for IPEDS: AwardLevel says it). */
  CredentialName: text,
  CostTuitionFeesNote: text,
  CostBooksSuppliesNote: text,
  CostOptionalNote: text,
  /** Out-of-district tuition and fees (USD), where a college charges more outside its district. */
  CostOutOfDistrict: z.number().optional(),
  /** True for programs on a state's WIOA Eligible Training Provider List (DataSource ETPL). */
  WioaEligible: z.boolean(),
  /** ISO date the source last updated this program ("" when it does not say). */
  ProgramUpdated: text,
  Occupations: list(occupationSchema),
  School: schoolDetailsSchema,
  /** The source files this program's facts come from, with their dates and vintages. */
  Sources: list(dataSourceSchema),
});
export type ProgramDetails = z.infer<typeof programDetailsSchema>;

export interface ProgramDetailsRequest {
  userId: string;
  /** The program's DetailId as written in the path (digits; the service checks it). */
  detailId: string;
  /** Optional query parameter: a place to measure Distance from (same forms as the search's location). */
  location: string;
}

/** `/v2/training/program/{userId}/{detailId}[?location=]` */
export function programDetailsApiPath(req: ProgramDetailsRequest): string {
  const path = [PROGRAM_DETAILS_API_PREFIX, encodeText(req.userId), encodeText(req.detailId)].join('/');
  return req.location ? `${path}?${new URLSearchParams([['location', req.location]]).toString()}` : path;
}

export type DetailsParse =
  { ok: true; value: ProgramDetailsRequest } | { ok: false; segment?: string; message: string };

/** Reads a details path (raw, any prefix before /v2/… ignored). A detailId must be 1–16 digits. */
export function parseProgramDetailsApiPath(pathWithQuery: string): DetailsParse {
  const q = pathWithQuery.indexOf('?');
  const path = q < 0 ? pathWithQuery : pathWithQuery.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : pathWithQuery.slice(q + 1));
  const at = path.indexOf(`${PROGRAM_DETAILS_API_PREFIX}/`);
  if (at < 0) return { ok: false, message: `Path must start with ${PROGRAM_DETAILS_API_PREFIX}/.` };
  const segments = splitPath(path.slice(at + PROGRAM_DETAILS_API_PREFIX.length));
  if (segments.length !== 2)
    return { ok: false, message: `Expected 2 path segments (userId, detailId), got ${segments.length}.` };
  const userId = decodeText(segments[0] ?? '');
  if (!userId) return { ok: false, segment: 'userId', message: 'userId is required.' };
  const detailId = decodeText(segments[1] ?? '');
  if (detailId === null || !/^\d{1,16}$/.test(detailId))
    return { ok: false, segment: 'detailId', message: 'detailId must be a program id: 1 to 16 digits.' };
  return { ok: true, value: { userId, detailId, location: query.get('location') ?? '' } };
}
