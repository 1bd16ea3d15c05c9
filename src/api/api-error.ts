// Errors from the API module: a kind the UI decides by, and a message in plain (English) words it can show as it is.
import type { ErrorPayload, PlaceCandidate } from '../../contract/errors';

/**
 * What went wrong, as the page tells it apart (never by matching the message): the service out of reach, an
 * answer that could not be read, a program nobody lists, or the service's answer by its status.
 */
export type ApiErrorKind =
  | 'network'
  | 'unreadable'
  | 'not-listed'
  | 'bad-input'
  | 'auth'
  | 'unknown-search'
  | 'too-many'
  | 'upstream'
  | 'server';

/** The kind of an HTTP error status from the service. */
export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 400) return 'bad-input';
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'unknown-search';
  if (status === 429) return 'too-many';
  if (status === 502 || status === 503 || status === 504) return 'upstream';
  return 'server';
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly segment: string | undefined;
  /** For a location the service could not use: the places the user may have meant. */
  readonly candidates: PlaceCandidate[];
  constructor(
    kind: ApiErrorKind,
    message: string,
    status: number,
    segment?: string,
    candidates: PlaceCandidate[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.segment = segment;
    this.candidates = candidates;
  }
}

/** The service could not be reached, or it (or its upstream) is failing for now: worth retrying by itself. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'upstream');
}

/** A location the service could not use: shown on the Location field, not as a failed search. */
export function locationProblem(error: unknown): ApiError | null {
  return error instanceof ApiError && error.kind === 'bad-input' && error.segment === 'location'
    ? error
    : null;
}

export const NETWORK_MESSAGE = "We couldn't reach the search service. Check your connection and try again.";
export const UNREADABLE_MESSAGE =
  'The search service sent an answer this page could not read. Try again in a moment.';

/** Maps an HTTP status (and the service's own message, for bad input) to words a job seeker understands. */
export function plainMessage(status: number, payload: ErrorPayload | null): string {
  if (status === 400 && payload?.Message) return payload.Message;
  if (status === 400) return 'The search could not be understood. Check the keyword and location.';
  if (status === 401 || status === 403)
    return 'The search service did not accept this page’s access key. Reload the page; if it keeps happening, the site needs fixing.';
  if (status === 404) return 'The search service does not know this kind of search.';
  if (status === 429) return 'Too many searches in a short time. Wait a minute, then try again.';
  if (status === 502 || status === 503 || status === 504)
    return 'The search service is having trouble reaching its data right now. Try again in a moment.';
  return 'Something went wrong on the search service. Try again in a moment.';
}
