// Error answers in the client's format ({"Message","Segment"} or <Error>), whatever went wrong and however early,
// and the one mapping from anything thrown to an HttpError of some kind (decisions 0030, 0195).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorPayload } from '../../contract/errors';
import { SearchTimeoutError } from '../engine/deadline';
import { BadRequestError } from '../engine/types';
import { GatewayError } from '../gateway/gateway-error';
import { HttpError } from './http-error';
import { negotiate } from './negotiate';
import { malformedSegment } from './path-limits';
import { applySecurityHeaders } from './security';
import { errorXml } from './xml';

/** The answer format, negotiated here when the request failed before the API's own hook could (a bad URL…). */
function ensureFormat(request: FastifyRequest): void {
  if (request.formatNegotiated) return;
  // Nothing acceptable (406) is not known this early: JSON, the format everybody reads.
  const negotiated = negotiate(request.headers.accept) ?? {
    format: 'json' as const,
    contentType: 'application/json; charset=utf-8',
  };
  request.responseFormat = negotiated.format;
  request.responseContentType = negotiated.contentType;
  request.formatNegotiated = true;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: HttpError): FastifyReply {
  ensureFormat(request);
  request.errorKind = error.kind;
  const payload: ErrorPayload =
    error.segment === undefined
      ? { Message: error.message }
      : { Message: error.message, Segment: error.segment };
  if (error.candidates && error.candidates.length > 0) payload.Candidates = error.candidates;
  // Answers made before the request's hooks ran (a malformed URL) carry the security headers too.
  applySecurityHeaders(reply);
  reply.headers(error.headers);
  reply.code(error.status).header('cache-control', 'no-store');
  if (request.responseFormat === 'xml') {
    return reply.type('application/xml; charset=utf-8').send(errorXml(payload));
  }
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(payload));
}

/** The status of a client error raised by Fastify or a plugin (bad URL…), else undefined. */
function clientErrorStatus(error: unknown): number | undefined {
  const status = error instanceof Error ? (error as FastifyError).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Anything thrown while answering, as an HttpError; null for what nobody foresaw (a 500). */
export function asHttpError(error: unknown, request: FastifyRequest): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof BadRequestError) {
    return new HttpError('bad-request', error.message, {
      segment: error.segment,
      candidates: error.candidates,
    });
  }
  if (error instanceof SearchTimeoutError) {
    request.log.warn({ limitMs: error.limitMs, url: request.raw.url }, 'search stopped at its deadline');
    return new HttpError('deadline', error.message, { headers: { 'retry-after': '1' } });
  }
  if (error instanceof GatewayError) {
    request.log.warn({ err: error.cause ?? error, upstreamStatus: error.upstreamStatus }, error.message);
    return new HttpError(error.status === 504 ? 'upstream-timeout' : 'upstream-failed', error.message);
  }
  const status = clientErrorStatus(error);
  if (status === undefined || !(error instanceof Error)) return null;
  // Fastify's own message repeats the whole URL; say what is wrong, and where when it is an API path.
  if ((error as FastifyError).code === 'FST_ERR_BAD_URL') {
    return new HttpError('bad-encoding', 'The URL is not correctly percent-encoded.', {
      segment: malformedSegment(request.raw.url ?? ''),
    });
  }
  return new HttpError('client-error', error.message, { status });
}

/** Turns anything thrown while answering into an error answer; 500 only for what nobody foresaw. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const known = asHttpError(error, request);
  if (known) return sendError(request, reply, known);
  request.log.error({ err: error }, 'unexpected error');
  return sendError(request, reply, new HttpError('internal', 'The service failed to answer this request.'));
}
