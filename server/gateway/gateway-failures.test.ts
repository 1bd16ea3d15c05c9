// Gateway mode against local servers that are slow, fail, answer garbage or are not there at all.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorPayloadSchema } from '../../contract/errors';
import { programListSchema } from '../../contract/programs/programs';
import { exampleProgramList } from '../../tests/contract/examples';
import {
  API_TOKEN,
  bearer,
  buildTestApp,
  institutionsPath,
  programsPath,
} from '../../tests/server/helpers/test-app';
import { createGatewayEngine } from './gateway-engine';

type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

const json =
  (status: number, body: unknown): Behaviour =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

const behaviours: Record<string, Behaviour> = {
  ok: json(200, exampleProgramList()),
  'no-data': json(404, { Message: 'No data available' }),
  'server-error': json(500, { Message: 'An error has occurred.' }),
  unavailable: (_req, res) => res.writeHead(503).end('Service Unavailable'),
  html: (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sorry</body></html>'),
  'wrong-shape': json(200, { Programs: [], Count: 3 }),
  'not-found-html': (_req, res) =>
    res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>'),
  unauthorized: json(401, { Message: 'Authorization has been denied for this request.' }),
  // Upstream's habits: null for empty lists and text, and MetaData spelled with a capital D.
  nulls: json(200, {
    ...exampleProgramList(),
    DidYouMean: null,
    AreaCountList: null,
    Metadata: undefined,
    MetaData: null,
  }),
  'cut-off': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
    res.write('{"SchoolPrograms":[');
    setTimeout(() => res.destroy(), 20);
  },
  slow: () => {
    // Never answers; the gateway's deadline must end it.
  },
};

let mode = 'ok';
const seen: Array<{ url: string; authorization: string | undefined }> = [];
const server: Server = createServer((req, res) => {
  seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
  (behaviours[mode] ?? behaviours.ok)?.(req, res);
});
let closedPort = 0;

function gatewayTo(port: number) {
  const engine = createGatewayEngine({
    url: `http://127.0.0.1:${port}/`,
    userId: 'server-user',
    token: 'server-token-0123456789abcdef',
    // Long enough for a loaded machine's first answer (the deadline counts from arrival), short for the test.
    timeoutMs: 1000,
  });
  return buildTestApp({ engine, mode: 'gateway' });
}

let app: ReturnType<typeof gatewayTo>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app = gatewayTo((server.address() as AddressInfo).port);
  await app.ready();
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});
afterAll(async () => {
  await app.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let n = 0;
/** A fresh search each time, so the cache never answers for upstream. */
async function ask(behaviour: string, accept = 'application/json') {
  mode = behaviour;
  n += 1;
  const res = await app.inject({
    url: programsPath('u', { 0: `search${n}` }),
    headers: { ...bearer(API_TOKEN), accept },
  });
  return res;
}

describe('gateway against a troubled upstream', () => {
  it('sends the server’s user id and token upstream', async () => {
    expect((await ask('ok')).statusCode).toBe(200);
    const last = seen.at(-1);
    expect(last?.url).toMatch(/^\/v2\/training\/programs\/server-user\//);
    expect(last?.authorization).toBe('Bearer server-token-0123456789abcdef');
  });

  it('reads upstream’s 404 "No data available" as an empty result', async () => {
    const res = await ask('no-data');
    expect(res.statusCode).toBe(200);
    const list = programListSchema.parse(res.json());
    expect(list.RecordCount).toBe(0);
    expect(list.SchoolPrograms).toEqual([]);
    expect(list.SearchedOn.KeywordEntered).toBe(`search${n}`);
  });

  it('accepts upstream’s nulls and MetaData spelling', async () => {
    const res = await ask('nulls');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ DidYouMean: [], AreaCountList: [] });
  });

  it.each([
    ['answers 500', 'server-error', 502, /failed \(HTTP 500\)/],
    ['answers 503 in plain text', 'unavailable', 502, /failed \(HTTP 503\)/],
    ['answers HTML', 'html', 502, /other than JSON/],
    ['answers JSON of another shape', 'wrong-shape', 502, /unexpected shape/],
    ['answers 404 without "No data available"', 'not-found-html', 502, /HTTP 404/],
    ['refuses the server’s token', 'unauthorized', 502, /credentials/],
    ['drops the connection mid-answer', 'cut-off', 502, /could not be reached/],
    ['is too slow', 'slow', 504, /in time/],
  ])('answers with a plain message when upstream %s', async (_, behaviour, status, message) => {
    const res = await ask(behaviour);
    expect(res.statusCode).toBe(status);
    expect(errorPayloadSchema.parse(res.json()).Message).toMatch(message);
  });

  it('writes gateway errors as XML for XML clients', async () => {
    const res = await ask('server-error', 'application/xml');
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain('<Error><Message>');
  });

  it('does not remember failures: the same request is tried again', async () => {
    mode = 'server-error';
    const url = programsPath('u', { 0: 'retry-me' });
    expect((await app.inject({ url, headers: bearer(API_TOKEN) })).statusCode).toBe(502);
    mode = 'ok';
    expect((await app.inject({ url, headers: bearer(API_TOKEN) })).statusCode).toBe(200);
  });

  it('answers 502 when nothing listens upstream', async () => {
    const closed = gatewayTo(closedPort);
    const res = await closed.inject({ url: institutionsPath('u'), headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(502);
    expect(errorPayloadSchema.parse(res.json()).Message).toMatch(/could not be reached/);
    await closed.close();
  });
});
