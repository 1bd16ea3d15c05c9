// Gateway mode forwards the 12-segment v1 keyword search upstream in the shape the client sent, as the server's user.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleInstitutionList } from '../../tests/contract/examples';
import { institutionListSchema } from '../../contract/institutions/institutions';
import { API_TOKEN, bearer, buildTestApp } from '../../tests/server/helpers/test-app';
import { decodeXml } from '../../tests/server/helpers/xml-decode';
import { createGatewayEngine } from './gateway-engine';

const UPSTREAM_TOKEN = 'upstream-secret-token-0123456789';
const received: Array<{ url: string; authorization: string }> = [];
let upstream: Server;
let gateway: ReturnType<typeof buildTestApp>;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    received.push({ url: req.url ?? '', authorization: req.headers.authorization ?? '' });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(exampleInstitutionList()));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  const engine = createGatewayEngine({
    url: `http://127.0.0.1:${port}/api`,
    userId: 'server-account',
    token: UPSTREAM_TOKEN,
    timeoutMs: 5_000,
    cacheBytes: 0,
  });
  gateway = buildTestApp({ engine, mode: 'gateway', resultCacheBytes: 0 });
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const upstreamPath = (clientPath: string) =>
  clientPath.replace(/^\/api\/v1\/training\/[^/]+\//i, '/api/v1/training/server-account/');

describe('gateway: v1 keyword search', () => {
  it.each([
    '/api/v1/training/browser-user/29-1141.00/95628/25/0/0/0/0/0/0/0/0/10',
    '/api/v1/training/browser-user/Statisticians/11101/25/0/0/0/0/0/0/0/0/10',
    '/api/v1/Training/browser-user/welding/79401/50/0/0/0/0/0/Distance/asc/0/25',
    '/api/v1/training/browser-user/CNA/Houston%2C%20TX/30/0/0/20%7C21/TX/6%7CSouthwest/School/DESC/20/10',
  ])('sends %s upstream unchanged but for the user id and the token', async (path) => {
    const res = await gateway.inject({ url: path, headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(institutionListSchema.parse(res.json())).toEqual(exampleInstitutionList());
    expect(received.at(-1)).toEqual({
      url: upstreamPath(path).replace('/api/v1/Training/', '/api/v1/training/'),
      authorization: `Bearer ${UPSTREAM_TOKEN}`,
    });
  });

  it('asks upstream for the page it answers with: 500 when the client asked for 6000', async () => {
    const res = await gateway.inject({
      url: '/api/v1/training/browser-user/47-2111.00/TX/500/0/0/0/0/0/0/0/0/6000',
      headers: bearer(API_TOKEN),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-limit-record-applied']).toBe('500');
    expect(received.at(-1)?.url).toBe(
      '/api/v1/training/server-account/47-2111.00/TX/500/0/0/0/0/0/0/0/0/500',
    );
  });

  it('answers in XML too', async () => {
    const res = await gateway.inject({
      url: '/api/v1/training/browser-user/welding/79401/50/0/0/0/0/0/0/0/0/10',
      headers: { ...bearer(API_TOKEN), accept: 'application/xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(decodeXml(res.body).root).toBe('SchoolProgram');
  });
});
