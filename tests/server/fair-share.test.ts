// No client starves the others: budgets count CPU time, are keyed on the token (and the user id within an API
// token), the page's token does only what the page needs, and request shapes have clear caps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorPayloadSchema } from '../../contract/errors';
import type { ProgramsRequest } from '../../contract/requests';
import type { ServiceLimits } from '../../server/config';
import { openEngine } from '../../server/engine/open-engine';
import type { SearchEngine } from '../../server/engine/types';
import { realDbPath } from '../engine/real-db';
import { needsRealData } from '../support/real-data';
import { holdEventLoop } from './helpers/hold-event-loop';
import { createStubEngine } from './helpers/stub-engine';
import {
  API_TOKEN,
  PUBLIC_TOKEN,
  WEB_USER,
  bearer,
  buildTestApp,
  institutionsPath,
  programsPath,
} from './helpers/test-app';

const OTHER_API_TOKEN = 'api-test-token-second-0123456789';

/** A stub whose searches for "heavy…" hold the event loop for 20 ms, like an expensive one. */
function engineWithHeavySearches(): SearchEngine {
  const stub = createStubEngine();
  return {
    ...stub,
    searchPrograms: (req: ProgramsRequest) => {
      if (req.keyword.startsWith('heavy')) holdEventLoop(20);
      return stub.searchPrograms(req);
    },
  };
}

function appWith(limits: Partial<ServiceLimits>, engine: SearchEngine = createStubEngine()) {
  return buildTestApp({ engine, apiTokens: [API_TOKEN, OTHER_API_TOKEN], limits });
}

const message = (res: { json: () => unknown }) => errorPayloadSchema.parse(res.json()).Message;

describe('budgets count what requests cost', () => {
  it('stops a client sending expensive searches long before one sending cheap ones', async () => {
    // 600 ms of CPU a minute; a bucket holds 30 s worth (300 ms): about 15 heavy searches, then 429.
    const app = appWith({ publicCpuMsPerMinute: 600 }, engineWithHeavySearches());
    const send = (keyword: string, i: number, from: string) =>
      app.inject({
        url: programsPath(WEB_USER, { 0: `${keyword}${i}` }),
        headers: bearer(PUBLIC_TOKEN),
        remoteAddress: from,
      });
    const heavy: number[] = [];
    for (let i = 0; i < 40; i++) heavy.push((await send('heavy', i, '10.7.0.1')).statusCode);
    expect(heavy.filter((s) => s === 200).length).toBeLessThan(25);
    expect(heavy.at(-1)).toBe(429);
    const refused = await send('heavy', 99, '10.7.0.1');
    expect(message(refused)).toMatch(/share of the service's time/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The same number of cheap searches from another address all pass: it is cost that counts, not requests.
    for (let i = 0; i < 40; i++) expect((await send('light', i, '10.7.0.2')).statusCode).toBe(200);
    await app.close();
  });

  it('charges API clients per token and user id, and per address', async () => {
    const app = appWith({ cpuMsPerMinute: 600 }, engineWithHeavySearches());
    const send = (userId: string, from: string) =>
      app.inject({
        url: programsPath(userId, { 0: `heavy-${Math.random()}` }),
        headers: bearer(API_TOKEN),
        remoteAddress: from,
      });
    let alice = 0;
    for (let i = 0; i < 40; i++) if ((await send('alice', `10.8.0.${i}`)).statusCode === 429) alice++;
    expect(alice).toBeGreaterThan(10);
    // Another user of the same token, from an address of its own, still has its whole budget.
    expect((await send('bob', '10.8.1.1')).statusCode).toBe(200);
    await app.close();
  });
});

describe('budgets are keyed on the token, not on the free-text user id', () => {
  it('one token holder cannot use up another token’s user of the same name', async () => {
    const app = buildTestApp({ apiTokens: [API_TOKEN, OTHER_API_TOKEN], rateLimitPerMinute: 5 });
    // 620 requests as userId=victim from 200 addresses with the first token…
    for (let i = 0; i < 620; i++) {
      await app.inject({
        url: programsPath('victim'),
        headers: bearer(API_TOKEN),
        remoteAddress: `10.20.${Math.floor(i / 200)}.${i % 200}`,
      });
    }
    // …leave the victim of the second token untouched.
    const res = await app.inject({
      url: programsPath('victim'),
      headers: bearer(OTHER_API_TOKEN),
      remoteAddress: '10.21.0.1',
    });
    expect(res.statusCode).toBe(200);
    await app.close();
  });

  it('the page’s token cannot search as anybody else', async () => {
    const app = appWith({});
    const res = await app.inject({ url: programsPath('victim'), headers: bearer(PUBLIC_TOKEN) });
    expect(res.statusCode).toBe(403);
    expect(errorPayloadSchema.parse(res.json())).toMatchObject({ Segment: 'userId' });
    await app.close();
  });

  it('changing the user id does not escape a token’s own budget', async () => {
    const app = appWith({ tokenRequestsPerMinute: 10 });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await app.inject({
        url: programsPath(`user-${i}`),
        headers: bearer(API_TOKEN),
        remoteAddress: `10.30.0.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // The other token is not affected.
    const other = await app.inject({ url: programsPath('user-0'), headers: bearer(OTHER_API_TOKEN) });
    expect(other.statusCode).toBe(200);
    await app.close();
  });
});

describe('the page’s token does what the page needs, nothing more', () => {
  const app = appWith({ publicRequestsPerMinute: 3 });
  afterAll(() => app.close());
  const page = bearer(PUBLIC_TOKEN);

  it('searches as the page does: its user id, JSON, up to 100 records', async () => {
    for (const limit of ['10', '25', '50', '100']) {
      const res = await app.inject({
        url: programsPath(WEB_USER, { 13: limit }),
        headers: page,
        remoteAddress: `10.40.0.${limit}`,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it.each([
    ['500 records a page', programsPath(WEB_USER, { 13: '500' }), {}, /at most 100 records/],
    ['XML', programsPath(WEB_USER), { accept: 'application/xml' }, /JSON only/],
    ['another user id', institutionsPath('someone-else'), {}, /training-search-web only/],
  ])('refuses %s with 403, pointing API clients to a token of their own', async (_, url, extra, text) => {
    const res = await app.inject({ url, headers: { ...page, ...extra }, remoteAddress: '10.41.0.1' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatch(text);
    expect(res.body).toMatch(/API clients need a token of their own/);
  });

  it('has a tighter request budget than API tokens', async () => {
    const send = (headers: Record<string, string>, userId: string) =>
      app.inject({ url: programsPath(userId), headers, remoteAddress: '10.42.0.1' });
    for (let i = 0; i < 3; i++) expect((await send(page, WEB_USER)).statusCode).toBe(200);
    expect((await send(page, WEB_USER)).statusCode).toBe(429);
    // An API client at the same address is counted apart.
    expect((await send(bearer(API_TOKEN), 'api-user')).statusCode).toBe(200);
  });
});

describe('request shapes have caps with a clear 400', () => {
  const app = appWith({});
  afterAll(() => app.close());
  const many = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`).join('|');

  it.each([
    ['v1 occupation', institutionsPath('u', { 1: many(21) }), 'occupation'],
    ['v1 programName', institutionsPath('u', { 2: many(21) }), 'programName'],
    ['v2 school', programsPath('u', { 4: many(21) }), 'school'],
    ['v2 occupation', programsPath('u', { 7: many(21) }), 'occupation'],
  ])('refuses 21 values in %s, naming the segment and the limit', async (_, url, segment) => {
    const res = await app.inject({ url, headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(400);
    expect(errorPayloadSchema.parse(res.json())).toEqual({
      Message: `${segment} holds 21 values: at most 20 are allowed.`,
      Segment: segment,
    });
  });

  it('takes 20 values', async () => {
    const res = await app.inject({ url: institutionsPath('u', { 1: many(20) }), headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a v1 value longer than the keyword limit', async () => {
    const res = await app.inject({
      url: institutionsPath('u', { 2: `nursing|${'a'.repeat(201)}` }),
      headers: bearer(API_TOKEN),
    });
    expect(res.statusCode).toBe(400);
    expect(errorPayloadSchema.parse(res.json())).toMatchObject({ Segment: 'programName' });
    expect(message(res)).toMatch(/at most 200 characters/);
  });
});

describe('every search has a deadline', needsRealData, () => {
  let engine: SearchEngine;
  beforeAll(async () => {
    engine = openEngine(await realDbPath(), {
      deadlineMs: 1,
      maxValuesPerSegment: 20,
      maxKeywordLength: 200,
    });
  });

  it('stops a search that runs past it with 503 and Retry-After, and keeps answering', async () => {
    const app = appWith({}, engine);
    const words = ['teacher', 'college', 'management', 'health', 'science', 'technician', 'business'];
    const res = await app.inject({
      url: institutionsPath('u', { 1: words.join('|'), 2: words.reverse().join('|'), 5: 'Distance' }),
      headers: bearer(API_TOKEN),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(message(res)).toMatch(/took longer than the service allows \(1 ms\)/);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });
});
