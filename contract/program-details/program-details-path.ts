// The details operation's path (no zod here: the SPA's entry chunk builds these paths, decision 0041).
import { splitPath } from '../urls/paths';
import { decodeText, encodeText } from '../urls/segment-codec';

export const PROGRAM_DETAILS_API_PREFIX = '/v2/training/program';

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
