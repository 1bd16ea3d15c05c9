// Repeated searches are cheap (ETag/304), answers are compressed, health needs no token, and each request is logged.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createStubEngine } from './helpers/stub-engine';
import { API_TOKEN, bearer, buildTestApp, programsPath } from './helpers/test-app';

const app = buildTestApp();
afterAll(() => app.close());
const auth = bearer(API_TOKEN);

describe('validators and caching', () => {
  it('answers a repeated search with 304 and no body', async () => {
    const url = programsPath('u', { 0: 'welding' });
    const first = await app.inject({ url, headers: auth });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toBe('private, max-age=60');
    expect(first.headers.vary).toMatch(/Accept/);
    const again = await app.inject({ url, headers: { ...auth, 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('gives a different search, or the same search as XML, another ETag', async () => {
    const tag = async (url: string, accept = 'application/json') =>
      (await app.inject({ url, headers: { ...auth, accept } })).headers.etag;
    const welding = await tag(programsPath('u', { 0: 'welding' }));
    expect(await tag(programsPath('u', { 0: 'nursing' }))).not.toBe(welding);
    expect(await tag(programsPath('u', { 0: 'welding' }), 'application/xml')).not.toBe(welding);
  });

  it('sends the full answer when If-None-Match names another version', async () => {
    const url = programsPath('u', { 0: 'welding' });
    const res = await app.inject({ url, headers: { ...auth, 'if-none-match': 'W/"stale"' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('RecordCount');
  });
});

describe('compression', () => {
  const url = programsPath('u', { 0: 'welding', 13: '7' });

  it('gzips a large answer for a client that accepts gzip', async () => {
    const plain = await app.inject({ url, headers: auth });
    const res = await app.inject({ url, headers: { ...auth, 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli when offered', async () => {
    const res = await app.inject({ url, headers: { ...auth, 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toHaveProperty(
      'SchoolPrograms',
    );
  });
});

describe('health', () => {
  it('reports the data and the mode without a token', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      dataKind: 'real',
      programs: 7,
      institutions: 1,
      builtAt: '2026-11-21T00:00:00Z',
      mode: 'local',
    });
  });

  it('says when the data is the demo set', async () => {
    const demo = buildTestApp({ engine: createStubEngine(3, { dataKind: 'demo' }) });
    expect((await demo.inject({ url: '/api/health' })).json()).toMatchObject({
      dataKind: 'demo',
      programs: 3,
    });
    await demo.close();
  });
});

describe('request log', () => {
  it('writes one structured line per request with method, route kind, user, status and time', async () => {
    const lines: string[] = [];
    const logged = buildTestApp({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await logged.inject({ url: programsPath('carol', { 0: 'welding' }), headers: auth });
    await logged.inject({ url: programsPath('dave') });
    const entries = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((e) => e.msg === 'request');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ method: 'GET', kind: 'programs', userId: 'carol', status: 200 });
    expect(typeof entries[0]?.ms).toBe('number');
    expect(entries[1]).toMatchObject({ kind: 'programs', status: 401 });
    await logged.close();
  });
});

describe('result cache', () => {
  it('answers a search asked again without asking the engine, whoever asks, from its second asking on', async () => {
    const engine = createStubEngine();
    const cached = buildTestApp({ engine });
    const url = (user: string) => programsPath(user, { 0: 'welding' });
    const first = await cached.inject({ url: url('ann'), headers: auth });
    // A search asked once is not kept (most are: decision 0273); asked again, it is.
    const second = await cached.inject({ url: url('ben'), headers: auth });
    expect(engine.calls).toBe(2);
    const third = await cached.inject({ url: url('cara'), headers: auth });
    expect(engine.calls).toBe(2);
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(third.headers.etag).toBe(first.headers.etag);
    // Another format or another page is another search.
    for (let k = 0; k < 2; k++) {
      await cached.inject({ url: url('ann'), headers: { ...auth, accept: 'application/xml' } });
      await cached.inject({ url: programsPath('ann', { 0: 'welding', 12: '5' }), headers: auth });
    }
    expect(engine.calls).toBe(6);
    await cached.inject({ url: url('ann'), headers: { ...auth, accept: 'application/xml' } });
    expect(engine.calls).toBe(6);
    await cached.close();
  });

  it('can be turned off', async () => {
    const engine = createStubEngine();
    const uncached = buildTestApp({ engine, resultCacheBytes: 0 });
    await uncached.inject({ url: programsPath('u'), headers: auth });
    await uncached.inject({ url: programsPath('u'), headers: auth });
    expect(engine.calls).toBe(2);
    await uncached.close();
  });

  it('makes an answer once for the requests that ask for it while it is being made, and again after', async () => {
    const engine = createStubEngine();
    const uncached = buildTestApp({ engine, resultCacheBytes: 0 });
    const url = (user: string) => programsPath(user, { 0: 'nursing' });
    const together = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((user) => uncached.inject({ url: url(user), headers: auth })),
    );
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(together.map((r) => r.body)).size).toBe(1);
    expect(engine.calls).toBe(1);
    // Made and sent: the next request for it (no cache) asks the engine again.
    const later = await uncached.inject({ url: url('f'), headers: auth });
    expect(later.body).toBe(together[0]?.body);
    expect(engine.calls).toBe(2);
    await uncached.close();
  });

  it('sends a cached answer compressed as each client asks', async () => {
    const url = programsPath('u', { 0: 'welding', 13: '7' });
    const plain = await app.inject({ url, headers: auth });
    const gz = await app.inject({ url, headers: { ...auth, 'accept-encoding': 'gzip' } });
    const br = await app.inject({ url, headers: { ...auth, 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    const none = await app.inject({ url, headers: { ...auth, 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });
});
