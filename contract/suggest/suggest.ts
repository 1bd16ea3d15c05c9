// Extension (decision 0066): suggestions as you type, for the Keyword and Location fields. XML root: SuggestionList.
//
// GET /v2/training/suggest/{userId}/{field}/{text}[?limit=N]   field: keyword | location; text: what is typed so far
// (No zod here: the app's initial bundle imports this file; the schema is in suggest-schema.ts.)
import type { ParseResult } from '../urls/paths';
import { decodeText, encodeText } from '../urls/segment-codec';

export const SUGGEST_API_PREFIX = '/v2/training/suggest';
export const SUGGEST_FIELDS = ['keyword', 'location'] as const;
export type SuggestField = (typeof SUGGEST_FIELDS)[number];
/** Most suggestions one answer holds (also the default). */
export const MAX_SUGGESTIONS = 10;
/** Longest text a suggestion request may carry. */
export const MAX_SUGGEST_TEXT = 100;

/** One suggestion (see suggest-schema.ts for what the fields hold). */
export interface Suggestion {
  Text: string;
  Value: string;
  Kind: string;
  Detail: string;
}

export interface SuggestionList {
  Field: string;
  Query: string;
  Suggestions: Suggestion[];
}

export interface SuggestRequest {
  userId: string;
  field: SuggestField;
  text: string;
  limit: number;
}

export function suggestApiPath(req: SuggestRequest): string {
  const path = [SUGGEST_API_PREFIX, encodeText(req.userId), req.field, encodeText(req.text)].join('/');
  return req.limit === MAX_SUGGESTIONS ? path : `${path}?limit=${req.limit}`;
}

/** Reads a raw (still percent-encoded) suggest path; any prefix before /v2/… (e.g. /api) is ignored. */
export function parseSuggestApiPath(pathWithQuery: string): ParseResult<SuggestRequest> {
  const q = pathWithQuery.indexOf('?');
  const path = q < 0 ? pathWithQuery : pathWithQuery.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : pathWithQuery.slice(q + 1));
  const at = path.indexOf(`${SUGGEST_API_PREFIX}/`);
  if (at < 0) return { ok: false, message: `Path must start with ${SUGGEST_API_PREFIX}/.` };
  const segments = path
    .slice(at + SUGGEST_API_PREFIX.length + 1)
    .replace(/\/+$/, '')
    .split('/');
  if (segments.length !== 3) {
    return { ok: false, message: 'Expected /{userId}/{field}/{text} after /v2/training/suggest.' };
  }
  const [rawUser = '', rawField = '', rawText = ''] = segments;
  const userId = decodeText(rawUser);
  if (!userId) return { ok: false, segment: 'userId', message: 'userId is required.' };
  const field = SUGGEST_FIELDS.find((f) => f === rawField.toLowerCase());
  if (!field) return { ok: false, segment: 'field', message: 'field must be keyword or location.' };
  const typed = decodeText(rawText);
  if (typed === null)
    return { ok: false, segment: 'text', message: 'text is not correctly percent-encoded.' };
  if (typed.length > MAX_SUGGEST_TEXT) {
    return {
      ok: false,
      segment: 'text',
      message: `text is too long (at most ${MAX_SUGGEST_TEXT} characters).`,
    };
  }
  const rawLimit = query.get('limit');
  const limit = rawLimit === null ? MAX_SUGGESTIONS : Number(rawLimit);
  if (!/^\d{1,2}$/.test(rawLimit ?? '10') || limit < 1 || limit > MAX_SUGGESTIONS) {
    return { ok: false, segment: 'limit', message: `limit must be from 1 to ${MAX_SUGGESTIONS}.` };
  }
  return { ok: true, value: { userId, field, text: typed, limit }, complete: true };
}
