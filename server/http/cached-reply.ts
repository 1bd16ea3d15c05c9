// Answers kept ready to send: their bytes or the compressed form their first client took, a weak ETag, and the other
// forms made on demand, so a repeated search costs a lookup or a 304.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzip,
  gzipSync,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TtlCache } from '../gateway/ttl-cache';

/** Browsers and API clients may reuse a result for a minute; `private` because answers need a token. */
export const API_CACHE_CONTROL = 'private, max-age=60';
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';

export interface Representation {
  /** The answer's length in bytes, uncompressed. */
  size: number;
  etag: string;
  /**
   * The answer's bytes in the forms kept, each made once and shared by every connection it is sent to. A string would
   * be copied for each (Node prepends the header and flattens it, then copies it again for the socket): 480
   * connections that did not read such answers held over 600 MB of copies beside a 128 MiB cap on what was counted
   * (issue 23). An answer made for a client that takes compression is kept in that form alone (decision 0260); a
   * large one is compressed off the event loop (a promise).
   */
  forms: { identity?: Buffer } & Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

/** Whether an answer of this many bytes is worth compressing. */
const compressible = (size: number) => size >= COMPRESS_FROM_BYTES;

/**
 * An answer ready to send. Made for a client that takes compression (`encoding`), an answer of normal size is kept
 * compressed only: a fifth of its bytes or less. Its other forms are made from that one when asked for.
 */
export function representation(body: string, encoding: Encoding | null = null): Representation {
  const bytes = Buffer.from(body, 'utf8');
  // The hash of the bytes, not of the string: the same digest (a string is hashed as its UTF-8), one encoding fewer.
  const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
  if (encoding !== null && compressible(bytes.length) && bytes.length < COMPRESS_OFF_LOOP_FROM_BYTES) {
    return { size: bytes.length, etag, forms: { [encoding]: compressNow(bytes, encoding) } };
  }
  return { size: bytes.length, etag, forms: { identity: bytes } };
}

/** The bytes of the forms kept, for the cache's bound: a promise (a large answer being compressed) weighs nothing yet. */
function keptBytes(rep: Representation): number {
  let n = 0;
  for (const form of Object.values(rep.forms)) if (Buffer.isBuffer(form)) n += form.length;
  return n;
}

/**
 * Search answers depend only on the request and the (immutable) data, so they are kept for the same minute clients
 * may keep them; bounded by bytes so that a few 500-record pages cannot crowd memory.
 */
export function createResultCache(maxBytes = 64 * 1024 * 1024): TtlCache<Representation> {
  return new TtlCache({
    maxEntries: 20_000,
    ttlMs: 60_000,
    maxWeight: maxBytes,
    // What is kept now, and room for the forms that may be made later: the compressed ones beside the bytes, or
    // the other compressed one (the bytes made from a compressed form are not kept).
    weigh: (r) => (r.forms.identity ? r.size * 1.5 : keptBytes(r) * 2),
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

/** The compression this client takes best, if any. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  return chooseEncoding(request.headers['accept-encoding']);
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
 * How hard to compress (decisions 0240, 0264). An answer made for one request is compressed on the event loop, inside
 * that request's cost, at the fastest settings: over the engine bench's 85 answers at 1× (27 KB at the median), gzip
 * level 1 takes 136 µs against 214 at level 3 for 4 % more bytes, and brotli quality 1 takes 94 µs against 166 at
 * quality 2 for 10 % more (still smaller than gzip's). Large answers are compressed off the loop and are where bytes
 * weigh (a 500-record page on a phone): they keep the stronger settings.
 */
const FAST = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  gzip: { level: 1 },
} as const;
const STRONG = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
} as const;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressNow(bytes: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, FAST.br) : gzipSync(bytes, FAST.gzip);
}

/**
 * The answer's own bytes: kept, or made again from the compressed form kept (an answer kept compressed alone is
 * below the off-loop size, so that form is ready). They are not kept: a client that takes no compression is rare.
 */
function identity(rep: Representation): Buffer {
  if (rep.forms.identity) return rep.forms.identity;
  const { gzip: gz, br } = rep.forms;
  if (Buffer.isBuffer(gz)) return gunzipSync(gz);
  if (Buffer.isBuffer(br)) return brotliDecompressSync(br);
  throw new Error('An answer was kept in no form that can be sent.');
}

function encode(rep: Representation, encoding: Encoding): Buffer | Promise<Buffer> {
  const ready = rep.forms[encoding];
  if (ready) return ready;
  const bytes = identity(rep);
  if (bytes.length >= COMPRESS_OFF_LOOP_FROM_BYTES) {
    const made = (encoding === 'br' ? brotliAsync(bytes, STRONG.br) : gzipAsync(bytes, STRONG.gzip)).then(
      (buffer) => {
        rep.forms[encoding] = buffer;
        return buffer;
      },
    );
    rep.forms[encoding] = made;
    return made;
  }
  const made = compressNow(bytes, encoding);
  rep.forms[encoding] = made;
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
  const encoding = compressible(rep.size) ? acceptedEncoding(request) : null;
  if (encoding === null) {
    const bytes = identity(rep);
    onBody(bytes.length);
    return reply.send(bytes);
  }
  // With Content-Encoding already set, @fastify/compress leaves the payload alone.
  const send = (encoded: Buffer) => {
    onBody(encoded.length);
    return reply.header('content-encoding', encoding).send(encoded);
  };
  const encoded = encode(rep, encoding);
  return Buffer.isBuffer(encoded) ? send(encoded) : encoded.then(send);
}
