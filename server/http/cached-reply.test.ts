// Answers kept ready (decision 0034, 0240): the ETag names the body's bytes, and every compressed form — made on the
// event loop for an answer of normal size, off it for a large one — gives back exactly those bytes.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMPRESS_OFF_LOOP_FROM_BYTES,
  createResultCache,
  representation,
  sendRepresentation,
} from './cached-reply';

/** A search answer's shape with non-ASCII text (Spanish school names), repeated to the size asked for. */
function answerOf(records: number): string {
  const item = (i: number) => ({
    DetailId: i,
    SchoolName: `Escuela de Enfermería Técnica ${i % 97}`,
    ProgramName: 'Auxiliar de enfermería — ñandú',
    Cost: 1000 + (i % 13),
  });
  return JSON.stringify({
    SchoolPrograms: Array.from({ length: records }, (_, i) => item(i)),
    RecordCount: records,
  });
}

const smallBody = answerOf(60);
const largeBody = answerOf(3000);
const small = representation(smallBody);
const large = representation(largeBody);
/** The same small answer, made for a client that takes gzip: kept compressed alone. */
const smallForGzip = representation(smallBody, 'gzip');
const kept = { small, large, smallForGzip } as const;
const app = Fastify();
app.get('/:which', (request, reply) =>
  sendRepresentation(request, reply, kept[(request.params as { which: keyof typeof kept }).which]),
);
afterAll(() => app.close());

describe('a kept answer', () => {
  it('is tagged with the SHA-1 of its UTF-8 bytes, as before answers were Buffers', async () => {
    const plain = await app.inject({ url: '/small' });
    expect(plain.rawPayload.equals(Buffer.from(smallBody, 'utf8'))).toBe(true);
    expect(small.etag).toBe(`W/"${createHash('sha1').update(smallBody).digest('base64url')}"`);
    expect(plain.headers.etag).toBe(small.etag);
  });

  it.each([
    ['small', smallBody],
    ['large', largeBody],
    ['smallForGzip', smallBody],
  ] as const)(
    'the %s answer is sent compressed in brotli or gzip, or as it is, giving back its exact bytes',
    async (which, body) => {
      const bytes = Buffer.from(body, 'utf8');
      expect(kept[which].size).toBe(bytes.length);
      expect(bytes.length >= COMPRESS_OFF_LOOP_FROM_BYTES).toBe(which === 'large');
      const br = await app.inject({ url: `/${which}`, headers: { 'accept-encoding': 'br, gzip' } });
      const gz = await app.inject({ url: `/${which}`, headers: { 'accept-encoding': 'gzip' } });
      const plain = await app.inject({ url: `/${which}` });
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotliDecompressSync(br.rawPayload).equals(bytes)).toBe(true);
      expect(gunzipSync(gz.rawPayload).equals(bytes)).toBe(true);
      expect(plain.rawPayload.equals(bytes)).toBe(true);
      // Compression that pays: a search answer's repetitive JSON shrinks to a fraction of its size.
      expect(br.rawPayload.length).toBeLessThan(bytes.length / 4);
      expect(gz.rawPayload.length).toBeLessThan(bytes.length / 4);
      for (const r of [br, gz, plain]) expect(r.headers.etag).toBe(kept[which].etag);
    },
  );
});

describe('the result cache', () => {
  it('holds an answer made for a client that takes compression in a fraction of its bytes', () => {
    const cache = createResultCache();
    cache.set('plain', representation(smallBody));
    const plainWeight = cache.weight;
    cache.set('gzip', representation(smallBody, 'gzip'));
    expect(plainWeight).toBeGreaterThanOrEqual(Buffer.byteLength(smallBody));
    expect(cache.weight - plainWeight).toBeLessThan(plainWeight / 4);
  });
});
