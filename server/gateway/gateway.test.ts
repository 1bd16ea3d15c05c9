// Gateway mode against a second instance of this service on loopback: same answers, server-held credentials, cache.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorPayloadSchema } from '../../contract/errors';
import { programListSchema } from '../../contract/programs/programs';
import type { InstitutionsRequest, ProgramsRequest } from '../../contract/requests';
import { UNKNOWN_LOCATION, createStubEngine } from '../../tests/server/helpers/stub-engine';
import {
  API_TOKEN,
  PUBLIC_TOKEN,
  bearer,
  buildTestApp,
  institutionsPath,
  programsPath,
} from '../../tests/server/helpers/test-app';
import { decodeXml } from '../../tests/server/helpers/xml-decode';
import type { SearchEngine } from '../engine/types';
import { createGatewayEngine } from './gateway-engine';

const UPSTREAM_TOKEN = 'upstream-secret-token-0123456789';
const UPSTREAM_USER = 'server-account';

const stub = createStubEngine();
const seenUsers: string[] = [];
const recording: SearchEngine = {
  searchPrograms: (req: ProgramsRequest) => (seenUsers.push(req.userId), stub.searchPrograms(req)),
  searchInstitutions: (req: InstitutionsRequest) => (
    seenUsers.push(req.userId),
    stub.searchInstitutions(req)
  ),
  programDetails: (req) => (seenUsers.push(req.userId), stub.programDetails(req)),
  info: () => stub.info(),
};
// The upstream knows only its own token, not the gateway's public one; its own result cache is off so that
// every request the gateway makes reaches the recording engine.
const upstream = buildTestApp({
  engine: recording,
  apiTokens: [UPSTREAM_TOKEN],
  publicToken: 'upstream-public-token-xyz',
  resultCacheBytes: 0,
});
let gateway: ReturnType<typeof buildTestApp>;

beforeAll(async () => {
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const { port } = upstream.server.address() as AddressInfo;
  const engine = createGatewayEngine({
    url: `http://127.0.0.1:${port}/api`,
    userId: UPSTREAM_USER,
    token: UPSTREAM_TOKEN,
    timeoutMs: 5_000,
  });
  gateway = buildTestApp({ engine, mode: 'gateway' });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

const auth = bearer(API_TOKEN);

describe('gateway to a second instance', () => {
  it('answers exactly what the upstream answers, asking as the server’s own user', async () => {
    const url = programsPath('browser-user', { 0: 'welding', 13: '5' });
    const direct = await upstream.inject({ url, headers: bearer(UPSTREAM_TOKEN) });
    const before = seenUsers.length;
    const via = await gateway.inject({ url, headers: auth });
    expect(via.statusCode).toBe(200);
    expect(programListSchema.parse(via.json())).toEqual(direct.json());
    expect(seenUsers.slice(before)).toEqual([UPSTREAM_USER]);
  });

  it('serves v1 and XML too', async () => {
    const url = institutionsPath('browser-user', { 0: 'TX' });
    const res = await gateway.inject({ url, headers: { ...auth, accept: 'application/xml' } });
    expect(res.statusCode).toBe(200);
    expect(decodeXml(res.body).root).toBe('SchoolProgram');
    expect(seenUsers.at(-1)).toBe(UPSTREAM_USER);
  });

  it('passes upstream’s judgement of bad input on as a 400 with its message', async () => {
    const url = programsPath('u', { 1: encodeURIComponent(UNKNOWN_LOCATION) });
    const res = await gateway.inject({ url, headers: auth });
    expect(res.statusCode).toBe(400);
    expect(errorPayloadSchema.parse(res.json())).toEqual({
      Message: 'Unknown location.',
      Segment: 'location',
    });
  });

  it('still checks the caller’s token and the path itself before asking upstream', async () => {
    const before = stub.calls;
    expect((await gateway.inject({ url: programsPath('u') })).statusCode).toBe(401);
    expect((await gateway.inject({ url: programsPath('u', { 13: '0' }), headers: auth })).statusCode).toBe(
      400,
    );
    expect(stub.calls).toBe(before);
  });

  it('serves an identical request again from its cache, and a different one from upstream', async () => {
    const url = programsPath('u', { 0: 'plumbing' });
    const before = stub.calls;
    const first = await gateway.inject({ url, headers: auth });
    const second = await gateway.inject({ url, headers: auth });
    expect(second.json()).toEqual(first.json());
    expect(stub.calls).toBe(before + 1);
    await gateway.inject({ url: programsPath('u', { 0: 'plumbing', 12: '5' }), headers: auth });
    expect(stub.calls).toBe(before + 2);
  });

  it('shares one upstream call among identical requests arriving together', async () => {
    const url = programsPath('u', { 0: 'carpentry' });
    const before = stub.calls;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => gateway.inject({ url, headers: auth })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(stub.calls).toBe(before + 1);
  });

  it('never hands the upstream token to the browser', async () => {
    const config = await gateway.inject({ url: '/config.json' });
    expect(config.body).not.toContain(UPSTREAM_TOKEN);
    expect(config.json()).toMatchObject({ token: PUBLIC_TOKEN });
    const health = await gateway.inject({ url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', mode: 'gateway' });
    expect(health.body).not.toContain(UPSTREAM_TOKEN);
  });
});
