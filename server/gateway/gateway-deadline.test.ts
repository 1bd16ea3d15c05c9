// A hanging upstream (issue 23): every caller gets the documented 504 at the upstream deadline, counted from its
// request's arrival, even when more calls arrive than may run at once — never a connection cut off by the
// service's stall timeout. Real sockets on loopback: the stall timeout is a socket's, which app.inject has not.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorPayloadSchema } from '../../contract/errors';
import { API_TOKEN, bearer, buildTestApp, programsPath } from '../../tests/server/helpers/test-app';
import { createGatewayEngine } from './gateway-engine';

const UPSTREAM_TIMEOUT_MS = 600;
/** Longer than one upstream deadline, shorter than two: a call that waited for a slot, then ran, crossed it. */
const STALLED_TIMEOUT_MS = 1000;
const MAX_CONCURRENT = 2;

const hung: ServerResponse[] = [];
/** Accepts every call and never answers (a hung upstream). */
const upstream: Server = createServer((_req: IncomingMessage, res: ServerResponse) => hung.push(res));
let gateway: FastifyInstance;
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const engine = createGatewayEngine({
    url: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    userId: 'server-user',
    token: 'server-token-0123456789abcdef',
    timeoutMs: UPSTREAM_TIMEOUT_MS,
    maxConcurrent: MAX_CONCURRENT,
  });
  gateway = buildTestApp({
    engine,
    mode: 'gateway',
    limits: { stalledTimeoutMs: STALLED_TIMEOUT_MS, keepAliveTimeoutMs: 5000 },
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await gateway.close();
  for (const res of hung) res.destroy();
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('an upstream that hangs', () => {
  it('answers every caller 504 at the deadline, also those that waited for a free upstream connection', async () => {
    const callers = Array.from({ length: 3 * MAX_CONCURRENT }, (_, k) =>
      fetch(base + programsPath('u', { 0: `hang-${k}` }), {
        headers: bearer(API_TOKEN),
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (res) => ({ status: res.status, body: errorPayloadSchema.parse(await res.json()) }),
        (error: Error) => ({ status: 0, body: { Message: `connection lost: ${error.message}` } }),
      ),
    );
    const answers = await Promise.all(callers);
    expect(answers).toEqual(
      answers.map(() => ({ status: 504, body: { Message: 'The upstream service did not answer in time.' } })),
    );
  });
});
