// Upstream trouble in gateway mode: 502 (failed, refused or answered garbage) or 504 (too slow).
export class GatewayError extends Error {
  constructor(
    readonly status: 502 | 504,
    message: string,
    /** The upstream HTTP status, when it answered at all. */
    readonly upstreamStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GatewayError';
  }
}
