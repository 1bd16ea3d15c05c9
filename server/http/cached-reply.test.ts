// Answers kept ready (decision 0034, 0240): the ETag names the body's bytes, and every compressed form — made on the
// event loop for an answer of normal size, off it for a large one — gives back exactly those bytes.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPRESS_OFF_LOOP_FROM_BYTES, representation, sendRepresentation } from './cached-reply';

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

const small = representation(answerOf(60));
const large = representation(answerOf(3000));
const app = Fastify();
app.get('/:size', (request, reply) =>
  sendRepresentation(request, reply, (request.params as { size: string }).size === 'large' ? large : small),
);
afterAll(() => app.close());

describe('a kept answer', () => {
  it('is tagged with the SHA-1 of its UTF-8 bytes, as before answers were Buffers', () => {
    const body = answerOf(60);
    expect(small.bytes.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(small.etag).toBe(`W/"${createHash('sha1').update(body).digest('base64url')}"`);
  });

  it.each([
    ['small', small],
    ['large', large],
  ] as const)(
    'a %s answer is sent compressed in brotli or gzip, giving back its exact bytes',
    async (size, rep) => {
      expect(rep.bytes.length >= COMPRESS_OFF_LOOP_FROM_BYTES).toBe(size === 'large');
      const br = await app.inject({ url: `/${size}`, headers: { 'accept-encoding': 'br, gzip' } });
      const gz = await app.inject({ url: `/${size}`, headers: { 'accept-encoding': 'gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(brotliDecompressSync(br.rawPayload).equals(rep.bytes)).toBe(true);
      expect(gunzipSync(gz.rawPayload).equals(rep.bytes)).toBe(true);
      // Compression that pays: a search answer's repetitive JSON shrinks to a fraction of its size.
      expect(br.rawPayload.length).toBeLessThan(rep.bytes.length / 4);
      expect(gz.rawPayload.length).toBeLessThan(rep.bytes.length / 4);
      expect(br.headers.etag).toBe(rep.etag);
    },
  );
});
