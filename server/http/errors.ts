// Error answers in the client's format ({"Message","Segment"} or <Error>), and the mapping from thrown errors.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorPayload, PlaceCandidate } from '../../contract/errors';
import { SearchTimeoutError } from '../engine/deadline';
import { BadRequestError } from '../engine/types';
import { GatewayError } from '../gateway/gateway-error';
import { malformedSegment } from './path-limits';
import { errorXml } from './xml';

/** An error the HTTP layer answers with its own status, message and headers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly segment?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  segment?: string,
  candidates?: PlaceCandidate[],
): FastifyReply {
  const payload: ErrorPayload =
    segment === undefined ? { Message: message } : { Message: message, Segment: segment };
  if (candidates && candidates.length > 0) payload.Candidates = candidates;
  reply.code(status).header('cache-control', 'no-store');
  if (request.responseFormat === 'xml') {
    return reply.type('application/xml; charset=utf-8').send(errorXml(payload));
  }
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(payload));
}

/** The status of a client error raised by Fastify or a plugin (bad URL, 429…), else undefined. */
function clientErrorStatus(error: unknown): number | undefined {
  const status = error instanceof Error ? (error as FastifyError).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Turns anything thrown while answering into an error answer; 500 only for what nobody foresaw. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return sendError(request, reply, error.status, error.message, error.segment);
  }
  if (error instanceof BadRequestError)
    return sendError(request, reply, 400, error.message, error.segment, error.candidates);
  if (error instanceof SearchTimeoutError) {
    request.log.warn({ limitMs: error.limitMs, url: request.raw.url }, 'search stopped at its deadline');
    reply.header('retry-after', '1');
    return sendError(request, reply, 503, error.message);
  }
  if (error instanceof GatewayError) {
    request.log.warn({ err: error.cause ?? error, upstreamStatus: error.upstreamStatus }, error.message);
    return sendError(request, reply, error.status, error.message);
  }
  const status = clientErrorStatus(error);
  if (status !== undefined && error instanceof Error) {
    // Fastify's own message repeats the whole URL; say what is wrong, and where when it is an API path.
    if ((error as FastifyError).code === 'FST_ERR_BAD_URL') {
      const segment = malformedSegment(request.raw.url ?? '');
      return sendError(request, reply, 400, 'The URL is not correctly percent-encoded.', segment);
    }
    return sendError(request, reply, status, error.message);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(request, reply, 500, 'The service failed to answer this request.');
}
