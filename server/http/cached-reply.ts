// Answers kept ready to send: body, weak ETag and compressed forms, so a repeated search costs a lookup or a 304.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from '../gateway/ttl-cache';

/** Browsers and API clients may reuse a result for a minute; `private` because answers need a token. */
export const API_CACHE_CONTROL = 'private, max-age=60';
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

export interface Representation {
  /**
   * The answer's bytes, made once and shared by every connection it is sent to. A string would be copied for each
   * (Node prepends the header and flattens it, then copies it again for the socket): 480 connections that did not
   * read such answers held over 600 MB of copies beside a 128 MiB cap on what was counted (issue 23).
   */
  bytes: Buffer;
  etag: string;
  /** Filled on first demand for each encoding; a large answer is compressed off the event loop (a promise). */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

export function representation(body: string): Representation {
  const bytes = Buffer.from(body, 'utf8');
  // The hash of the bytes, not of the string: the same digest (a string is hashed as its UTF-8), one encoding fewer.
  return { bytes, etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`, encoded: {} };
}

/**
 * Search answers depend only on the request and the (immutable) data, so they are kept for the same minute clients
 * may keep them; bounded by bytes so that a few 500-record pages cannot crowd memory.
 */
export function createResultCache(maxBytes = 64 * 1024 * 1024): TtlCache<Representation> {
  // A string's UTF-16 size, plus room for its compressed forms.
  return new TtlCache({
    maxEntries: 20_000,
    ttlMs: 60_000,
    maxWeight: maxBytes,
    // The bytes, and room for their compressed forms.
    weigh: (r) => r.bytes.length * 1.5,
  });
}

/** If-None-Match holds a list of (weak or strong) tags or `*`; weak comparison is what RFC 9110 asks for here. */
function matches(ifNoneMatch: string, etag: string): boolean {
  const opaque = etag.slice(2);
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t === etag || t.replace(/^W\//, '') === opaque);
}

/** br, else gzip, when the client accepts it (q > 0); an explicit q=0 refuses, `*` stands for any other. */
function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.slice(0, 256).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const accepts = (e: Encoding) => (q[e] ?? q['*'] ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** Answers this large are compressed in libuv's thread pool: tens of ms the event loop keeps for other requests. */
export const COMPRESS_OFF_LOOP_FROM_BYTES = 128 * 1024;
/**
 * How hard to compress (decision 0240). An answer made for one request is compressed on the event loop, inside that
 * request's cost: brotli quality 2 and gzip level 3 take about 100 µs for a 17 KB page of 10 records, where quality
 * 5 and level 6 took 190–250 µs — a tenth of a new search's CPU — for bytes 6–13 % smaller. Large answers are
 * compressed off the loop and are where bytes weigh (a 500-record page on a phone): they keep the stronger settings.
 */
const FAST = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
  gzip: { level: 3 },
} as const;
const STRONG = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
} as const;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function encode(rep: Representation, encoding: Encoding): Buffer | Promise<Buffer> {
  const ready = rep.encoded[encoding];
  if (ready) return ready;
  if (rep.bytes.length >= COMPRESS_OFF_LOOP_FROM_BYTES) {
    const made = (
      encoding === 'br' ? brotliAsync(rep.bytes, STRONG.br) : gzipAsync(rep.bytes, STRONG.gzip)
    ).then((buffer) => {
      rep.encoded[encoding] = buffer;
      return buffer;
    });
    rep.encoded[encoding] = made;
    return made;
  }
  const made = encoding === 'br' ? brotliCompressSync(rep.bytes, FAST.br) : gzipSync(rep.bytes, FAST.gzip);
  rep.encoded[encoding] = made;
  return made;
}

export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  rep: Representation,
  /** Told the size of the body handed over (to bound what waits for readers). */
  onBody: (bytes: number) => void = () => undefined,
): FastifyReply | Promise<FastifyReply> {
  reply.header('etag', rep.etag).header('cache-control', API_CACHE_CONTROL);
  reply.header('vary', 'Accept, Accept-Encoding, Authorization');
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, rep.etag)) return reply.code(304).send();
  reply.type(request.responseContentType);
  const encoding =
    rep.bytes.length >= COMPRESS_FROM_BYTES ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) {
    onBody(rep.bytes.length);
    return reply.send(rep.bytes);
  }
  // With Content-Encoding already set, @fastify/compress leaves the payload alone.
  const send = (encoded: Buffer) => {
    onBody(encoded.length);
    return reply.header('content-encoding', encoding).send(encoded);
  };
  const encoded = encode(rep, encoding);
  return Buffer.isBuffer(encoded) ? send(encoded) : encoded.then(send);
}
