// The service's own errors: each carries a kind (what went wrong, for code to tell apart) and a message (for people).
// Code never tells errors apart by their English message: it reads the kind, and the kind decides the status.
import type { PlaceCandidate } from '../../contract/errors';

/** What went wrong, one word per way a request can fail; the status follows from it (STATUS_OF). */
export type ErrorKind =
  /** a path segment or parameter that cannot be used (names the segment when one is at fault) */
  | 'bad-request'
  /** the URL's percent-encoding cannot be read */
  | 'bad-encoding'
  /** the request is too costly to answer at once (decision 0191) */
  | 'too-costly'
  | 'token-missing'
  | 'token-invalid'
  /** the page's public token asked for what the page never does */
  | 'page-token-scope'
  | 'not-found'
  | 'method-not-allowed'
  | 'not-acceptable'
  | 'url-too-long'
  /** over one of the client's own budgets (requests or CPU time) */
  | 'over-budget'
  /** the service is too busy to take this request now: shed by admission control, or answers not yet read */
  | 'busy'
  /** a search that reached its deadline (counted from the request's arrival) */
  | 'deadline'
  | 'upstream-failed'
  | 'upstream-timeout'
  /** a 4xx raised by Fastify or a plugin that has no kind of its own */
  | 'client-error'
  | 'internal';

export const STATUS_OF: Record<Exclude<ErrorKind, 'client-error'>, number> = {
  'bad-request': 400,
  'bad-encoding': 400,
  'too-costly': 400,
  'token-missing': 401,
  'token-invalid': 401,
  'page-token-scope': 403,
  'not-found': 404,
  'method-not-allowed': 405,
  'not-acceptable': 406,
  'url-too-long': 414,
  'over-budget': 429,
  busy: 503,
  deadline: 503,
  'upstream-failed': 502,
  'upstream-timeout': 504,
  internal: 500,
};

export interface ErrorDetails {
  /** the path segment or query parameter at fault */
  segment?: string;
  /** headers the answer carries (Retry-After, WWW-Authenticate, Allow…) */
  headers?: Record<string, string>;
  /** for a location: the places the user may have meant (decision 0085) */
  candidates?: PlaceCandidate[];
  /** for kind 'client-error' only: the status Fastify or the plugin gave */
  status?: number;
}

/** An error the HTTP layer answers with the status of its kind, its message and headers. */
export class HttpError extends Error {
  readonly status: number;
  readonly segment: string | undefined;
  readonly headers: Record<string, string>;
  readonly candidates: PlaceCandidate[] | undefined;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = kind === 'client-error' ? (details.status ?? 400) : STATUS_OF[kind];
    this.segment = details.segment;
    this.headers = details.headers ?? {};
    this.candidates = details.candidates;
  }
}
