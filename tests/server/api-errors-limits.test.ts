// Bad requests, size limits, rate limits and the last-resort 500, as an API client meets them.
import { afterAll, describe, expect, it } from 'vitest';
import { errorPayloadSchema } from '../../contract/errors';
import { UNKNOWN_LOCATION, createStubEngine } from './helpers/stub-engine';
import {
  API_TOKEN,
  PUBLIC_TOKEN,
  WEB_USER,
  bearer,
  buildTestApp,
  institutionsPath,
  programsPath,
} from './helpers/test-app';

const app = buildTestApp();
afterAll(() => app.close());
const auth = bearer(API_TOKEN);

async function errorOf(url: string, headers: Record<string, string> = auth) {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, body: errorPayloadSchema.parse(res.json()), headers: res.headers };
}

describe('bad requests', () => {
  it('answers an unknown API route with a JSON 404, token or not', async () => {
    for (const url of ['/api/v3/training/x', '/api', '/api/v2/training/nothing']) {
      const { status, body } = await errorOf(url, {});
      expect(status).toBe(404);
      expect(body.Message).toMatch(/nothing at/);
    }
  });

  it('names the segment at fault', async () => {
    const cases: Array<[string, string]> = [
      [programsPath('u', { 12: 'abc' }), 'startRecord'],
      [programsPath('u', { 13: '-5' }), 'limitRecord'],
      [programsPath('u', { 13: '0' }), 'limitRecord'],
      [programsPath('u', { 13: '501' }), 'limitRecord'],
      [programsPath('u', { 0: 'a'.repeat(501) }), 'keyword'],
      [programsPath('u', { 1: encodeURIComponent(UNKNOWN_LOCATION) }), 'location'],
      [programsPath('u', {}, '?enableMetaData=maybe'), 'enableMetaData'],
      [programsPath('u', { 0: '%E0%A4%A' }), 'keyword'],
      [institutionsPath('u', { 7: '1.5' }), 'startRecord'],
      [institutionsPath('u', { 8: '100000' }), 'limitRecord'],
      ['/api/v1/training/0/0/0/0/0/0/0/0/0/10', 'userId'],
    ];
    for (const [url, segment] of cases) {
      const { status, body } = await errorOf(url);
      expect({ url, status, segment: body.Segment }).toEqual({ url, status: 400, segment });
    }
  });

  it('accepts the largest page, 500 records', async () => {
    const res = await app.inject({ url: programsPath('u', { 13: '500' }), headers: auth });
    expect(res.statusCode).toBe(200);
  });

  it('says how many segments a path needs', async () => {
    const { status, body } = await errorOf('/api/v2/training/programs/u/welding/0/0');
    expect(status).toBe(400);
    expect(body.Message).toMatch(/Expected 14 path segments/);
  });

  it('refuses a URL longer than 4 KB with 414', async () => {
    const { status } = await errorOf(programsPath('u', {}, `?x=${'a'.repeat(5000)}`));
    expect(status).toBe(414);
  });

  it('answers 500 with a message when the engine fails unexpectedly, and keeps serving', async () => {
    const engine = createStubEngine();
    let fail = true;
    const failing = {
      ...engine,
      searchPrograms: (req: Parameters<typeof engine.searchPrograms>[0]) => {
        if (fail) throw new TypeError('boom');
        return engine.searchPrograms(req);
      },
    };
    const broken = buildTestApp({ engine: failing });
    const first = await broken.inject({ url: programsPath('u'), headers: auth });
    expect(first.statusCode).toBe(500);
    expect(errorPayloadSchema.parse(first.json()).Message).not.toContain('boom');
    fail = false;
    expect((await broken.inject({ url: programsPath('u'), headers: auth })).statusCode).toBe(200);
    await broken.close();
  });
});

describe('rate limits', () => {
  it('limits each client address and says when to retry', async () => {
    const limited = buildTestApp({ rateLimitPerMinute: 3 });
    const send = (userId: string) =>
      limited.inject({ url: programsPath(userId), headers: auth, remoteAddress: '10.0.0.1' });
    for (const user of ['a', 'b', 'c']) expect((await send(user)).statusCode).toBe(200);
    const over = await send('d');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(errorPayloadSchema.parse(over.json()).Message).toMatch(/Too many requests/);
    const other = await limited.inject({ url: programsPath('a'), headers: auth, remoteAddress: '10.0.0.2' });
    expect(other.statusCode).toBe(200);
    const health = await limited.inject({ url: '/api/health', remoteAddress: '10.0.0.1' });
    expect(health.statusCode).toBe(200);
    await limited.close();
  });

  it('limits each API user across addresses, but not the pages, which share one user id', async () => {
    const limited = buildTestApp({ rateLimitPerMinute: 3 });
    const send = (token: string, userId: string, i: number) =>
      limited.inject({ url: programsPath(userId), headers: bearer(token), remoteAddress: `10.1.0.${i}` });
    for (let i = 0; i < 3; i++) expect((await send(API_TOKEN, 'alice', i)).statusCode).toBe(200);
    expect((await send(API_TOKEN, 'alice', 9)).statusCode).toBe(429);
    expect((await send(API_TOKEN, 'bob', 10)).statusCode).toBe(200);
    for (let i = 20; i < 25; i++) expect((await send(PUBLIC_TOKEN, WEB_USER, i)).statusCode).toBe(200);
    await limited.close();
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const send = (app: ReturnType<typeof buildTestApp>, client: string) =>
      app.inject({
        url: programsPath(WEB_USER),
        headers: { ...bearer(PUBLIC_TOKEN), 'x-forwarded-for': client },
        remoteAddress: '10.9.9.9',
      });
    const behindProxy = buildTestApp({ rateLimitPerMinute: 1, trustProxy: ['10.9.9.9'] });
    expect((await send(behindProxy, '203.0.113.1')).statusCode).toBe(200);
    expect((await send(behindProxy, '203.0.113.2')).statusCode).toBe(200);
    expect((await send(behindProxy, '203.0.113.1')).statusCode).toBe(429);
    const direct = buildTestApp({ rateLimitPerMinute: 1 });
    expect((await send(direct, '203.0.113.1')).statusCode).toBe(200);
    expect((await send(direct, '203.0.113.2')).statusCode).toBe(429);
    await behindProxy.close();
    await direct.close();
  });

  it('throttles token guessing from one address too', async () => {
    const limited = buildTestApp({ rateLimitPerMinute: 2 });
    const guess = (t: string) =>
      limited.inject({ url: programsPath('u'), headers: bearer(t), remoteAddress: '10.2.0.1' });
    expect((await guess('guess-number-one')).statusCode).toBe(401);
    expect((await guess('guess-number-two')).statusCode).toBe(401);
    expect((await guess(PUBLIC_TOKEN)).statusCode).toBe(429);
    await limited.close();
  });
});
