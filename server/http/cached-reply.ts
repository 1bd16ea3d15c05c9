// Sends an API body with a validator: a weak ETag over the bytes, so a repeated search costs a 304 and no body.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Browsers and API clients may reuse a result for a minute; `private` because answers need a token. */
export const API_CACHE_CONTROL = 'private, max-age=60';

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds a list of (weak or strong) tags or `*`; weak comparison is what RFC 9110 asks for here. */
function matches(ifNoneMatch: string, etag: string): boolean {
  const opaque = etag.slice(2);
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t === etag || t === opaque || t.replace(/^W\//, '') === opaque);
}

export function sendCached(request: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  const etag = etagOf(body);
  reply
    .header('etag', etag)
    .header('cache-control', API_CACHE_CONTROL)
    .header('vary', 'Accept, Authorization');
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, etag)) {
    return reply.code(304).send();
  }
  return reply.type(request.responseContentType).send(body);
}
