// Gateway mode keeps its memory, its logs and each client's upstream spend bounded, whatever upstream sends.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleProgramList } from '../../tests/contract/examples';
import { errorPayloadSchema } from '../../contract/errors';
import type { ServiceLimits } from '../config';
import { API_TOKEN, bearer, buildTestApp, programsPath } from '../../tests/server/helpers/test-app';
import { createGatewayEngine, type GatewayOptions } from './gateway-engine';

/** ~80 KB pages: the example listing with its one program repeated. */
function bigPage(): string {
  const list = exampleProgramList();
  const item = list.SchoolPrograms[0];
  return JSON.stringify({ ...list, SchoolPrograms: Array.from({ length: 100 }, () => item) });
}
const BIG = bigPage();
// A 200 OK whose body is not a program list, with 5,000 wrong items: a schema error listing each of them.
const MALFORMED = JSON.stringify({
  ...exampleProgramList(),
  SchoolPrograms: Array.from({ length: 5_000 }, (_, i) => ({ DetailId: `x${i}` })),
});

let mode: 'big' | 'malformed' = 'big';
const calls: string[] = [];
const upstream: Server = createServer((req, res) => {
  calls.push(req.url ?? '');
  res.writeHead(200, { 'content-type': 'application/json' }).end(mode === 'big' ? BIG : MALFORMED);
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  port = (upstream.address() as AddressInfo).port;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

function gateway(options: Partial<GatewayOptions>, limits: Partial<ServiceLimits> = {}, logger?: Writable) {
  const engine = createGatewayEngine({
    url: `http://127.0.0.1:${port}`,
    userId: 'server-user',
    token: 'server-token-0123456789abcdef',
    timeoutMs: 5000,
    ...options,
  });
  return buildTestApp({
    engine,
    mode: 'gateway',
    resultCacheBytes: 0,
    limits,
    logger: logger ? { level: 'info', stream: logger } : false,
  });
}

const search = (keyword: string) => programsPath('u', { 0: keyword });

describe('gateway bounds', () => {
  it('keeps upstream answers by bytes: large pages push older ones out long before 500 entries', async () => {
    // 1 MB of cache: about 3 pages of 80 KB as kept in memory (the text and its parsed form).
    const app = gateway({ cacheBytes: 1024 * 1024 });
    const get = (k: string) => app.inject({ url: search(k), headers: bearer(API_TOKEN) });
    calls.length = 0;
    expect((await get('first')).statusCode).toBe(200);
    expect((await get('first')).statusCode).toBe(200);
    expect(calls).toHaveLength(1); // the repeat came from the cache
    for (let i = 0; i < 20; i++) await get(`other${i}`);
    calls.length = 0;
    await get('first');
    expect(calls).toHaveLength(1); // pushed out by bytes, with 21 entries only
    await app.close();
  });

  it('spends at most the client’s upstream budget on new searches; repeats are free', async () => {
    const app = gateway({}, { upstreamCallsPerMinute: 3 });
    const get = (k: string, from: string) =>
      app.inject({ url: search(k), headers: bearer(API_TOKEN), remoteAddress: from });
    calls.length = 0;
    for (const k of ['a', 'b', 'c']) expect((await get(k, '10.50.0.1')).statusCode).toBe(200);
    const over = await get('d', '10.50.0.1');
    expect(over.statusCode).toBe(429);
    expect(errorPayloadSchema.parse(over.json()).Message).toMatch(/new searches for the upstream service/);
    expect((await get('a', '10.50.0.1')).statusCode).toBe(200); // from the cache: no upstream call
    expect(calls).toHaveLength(3);
    await app.close();
  });

  it('writes a bounded log line when upstream sends a huge malformed answer', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = gateway({ cacheBytes: 0 }, {}, sink);
    mode = 'malformed';
    const res = await app.inject({ url: search('bad'), headers: bearer(API_TOKEN) });
    mode = 'big';
    expect(res.statusCode).toBe(502);
    await app.close();
    const warning = lines.find((l) => l.includes('unexpected shape'));
    expect(warning).toBeDefined();
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(16 * 1024);
  });
});
