// Admission control for the whole service (issue 23, point 1), as clients meet it: a search's cost is judged before
// it runs (refused, or answered a slice at a time), its estimate is taken from the client's CPU budgets up front, an
// API token has a CPU budget across its user ids, ordinary clients go ahead of those flooding within their budgets,
// and the deadline counts from the request's arrival. The engine is a stub whose searches hold the event loop for real.
import { needsRealData } from '../support/real-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorPayloadSchema } from '../../contract/errors';
import { institutionListSchema } from '../../contract/institutions/institutions';
import type { InstitutionsRequest, ProgramsRequest } from '../../contract/requests';
import type { ServiceLimits } from '../../server/config';
import type { CostEstimator } from '../../server/http/admission/cost';
import type { SearchEngine } from '../../server/engine/types';
import { openRealEngine } from './helpers/real-engine';
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

/** A stub whose program searches for "busy-N…" hold the event loop for N ms, and that records the order it ran them in. */
function busyEngine() {
  const stub = createStubEngine(2000);
  const ran: string[] = [];
  const engine: SearchEngine = {
    ...stub,
    searchPrograms: (req: ProgramsRequest) => {
      ran.push(req.keyword);
      const ms = Number(/^busy-(\d+)/.exec(req.keyword)?.[1] ?? 0);
      if (ms > 0) holdEventLoop(ms);
      return stub.searchPrograms(req);
    },
    searchInstitutions: (req: InstitutionsRequest) => stub.searchInstitutions(req),
  };
  return { engine, ran };
}

const message = (body: string) => errorPayloadSchema.parse(JSON.parse(body)).Message;

function appWith(limits: Partial<ServiceLimits>, engine: SearchEngine, costEstimator?: CostEstimator) {
  return buildTestApp({ engine, limits, resultCacheBytes: 0, costEstimator });
}

describe('a search’s cost is judged before it runs', () => {
  const app = appWith({}, createStubEngine(2000));
  afterAll(() => app.close());
  const broad = (n: number) => Array.from({ length: n }, (_, i) => `broad value ${i}`).join('|');

  it('refuses the costliest legal request (20 + 20 text values, nationwide) with a 400 saying why', async () => {
    const res = await app.inject({
      url: institutionsPath('u', { 1: broad(20), 2: broad(20) }),
      headers: bearer(API_TOKEN),
    });
    expect(res.statusCode).toBe(400);
    expect(errorPayloadSchema.parse(res.json())).toMatchObject({ Segment: 'occupation' });
    expect(message(res.body)).toMatch(
      /would take too long to answer at once \(about \d+ ms of work for 40 text values in occupation and programName, nationwide; at most 50 ms/,
    );
  });

  it('answers the same values narrowed to a place, and fewer values nationwide', async () => {
    for (const url of [
      institutionsPath('u', { 0: 'TX', 1: broad(20), 2: broad(20) }),
      institutionsPath('u', { 1: broad(10), 2: broad(10) }),
    ]) {
      expect((await app.inject({ url, headers: bearer(API_TOKEN) })).statusCode).toBe(200);
    }
  });

  it('answers a large page a slice at a time, the same answer as in one piece (JSON and XML)', async () => {
    const url = institutionsPath('u', { 1: 'teacher', 8: '500' });
    const whole = buildTestApp({
      engine: createStubEngine(2000),
      resultCacheBytes: 0,
      limits: { maxSearchCostMs: 10_000 },
    });
    for (const accept of ['application/json', 'application/xml']) {
      const sliced = await app.inject({ url, headers: { ...bearer(API_TOKEN), accept } });
      const one = await whole.inject({ url, headers: { ...bearer(API_TOKEN), accept } });
      expect(sliced.statusCode).toBe(200);
      expect(sliced.body).toBe(one.body);
    }
    expect(
      institutionListSchema.parse(JSON.parse((await app.inject({ url, headers: bearer(API_TOKEN) })).body))
        .SchoolPrograms,
    ).toHaveLength(500);
    await whole.close();
  });

  it('takes an estimate the engine feeds instead of the shape’s', async () => {
    const costly: CostEstimator = {
      estimate: () => ({ ms: 400, why: 'what the plan says', segment: 'keyword' }),
    };
    const cheap: CostEstimator = { estimate: () => ({ ms: 1 }) };
    const byPlan = appWith({}, createStubEngine(), costly);
    const res = await byPlan.inject({ url: programsPath('u', { 0: 'welding' }), headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(400);
    expect(message(res.body)).toMatch(/about 400 ms of work for what the plan says/);
    const cheapApp = appWith({}, createStubEngine(), cheap);
    const many = await cheapApp.inject({
      url: institutionsPath('u', { 1: broad(20), 2: broad(20) }),
      headers: bearer(API_TOKEN),
    });
    expect(many.statusCode).toBe(200);
    await byPlan.close();
    await cheapApp.close();
  });
});

describe('what a search’s words are seen to cost', () => {
  it('is learned: a search whose words proved costly is refused before it runs, others are answered', async () => {
    // The engine's searches with the word "costly" hold the event loop for 120 ms; the shape of the request (five
    // words, nationwide) says about 24.
    const stub = createStubEngine(200);
    let costlyRuns = 0;
    const engine: SearchEngine = {
      ...stub,
      searchPrograms: (req: ProgramsRequest) => {
        if (req.keyword.includes('costly')) {
          costlyRuns++;
          holdEventLoop(120);
        }
        return stub.searchPrograms(req);
      },
    };
    const app = appWith({}, engine);
    const search = (keyword: string) =>
      app.inject({ url: programsPath('u', { 0: keyword }), headers: bearer(API_TOKEN) });
    expect((await search('costly common broad words 1')).statusCode).toBe(200);
    const again = await search('costly common broad words 2');
    expect(again.statusCode).toBe(400);
    expect(message(again.body)).toMatch(/5 keyword words, nationwide \(some of them match a large share/);
    expect(costlyRuns).toBe(1);
    // Other words, and fewer of the costly ones, are answered.
    expect((await search('rare words here 3')).statusCode).toBe(200);
    expect((await search('common')).statusCode).toBe(200);
    await app.close();
  });
});

describe('CPU budgets', () => {
  it('take a search’s estimate before it runs: a client cannot start what it has no time left for', async () => {
    const { engine, ran } = busyEngine();
    // 120 ms a minute: a bucket of 20 ms. A search of one word is estimated at about 16 ms.
    const app = appWith({ publicCpuMsPerMinute: 120 }, engine);
    const send = (k: string) =>
      app.inject({
        url: programsPath(WEB_USER, { 0: k }),
        headers: bearer(PUBLIC_TOKEN),
        remoteAddress: '10.50.0.1',
      });
    // The first uses 10 ms: 10 are left, fewer than the next one's estimate, which is refused before it runs.
    expect((await send('busy-10 first')).statusCode).toBe(200);
    const second = await send('busy-10 second');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(ran).toEqual(['busy-10 first']);
    await app.close();
  });

  it('count an API token across all its user ids', async () => {
    const { engine } = busyEngine();
    const app = appWith({ tokenCpuMsPerMinute: 600, cpuMsPerMinute: 60_000_000 }, engine);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        url: programsPath(`random-user-${i}-${Math.random()}`, { 0: `busy-30 ${i}` }),
        headers: bearer(API_TOKEN),
        remoteAddress: `10.60.${i}.1`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(message(res.body)).toMatch(/600 ms of CPU per minute/);
    }
    // A bucket of 100 ms: a few searches of 30 ms, then the token is out whatever user id it names.
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(6);
    await app.close();
  });
});

describe('fair share under a flood within budgets', () => {
  const flood = (app: ReturnType<typeof appWith>, i: number) =>
    app.inject({
      url: programsPath(WEB_USER, { 0: `busy-15 flood ${i}` }),
      headers: bearer(PUBLIC_TOKEN),
      remoteAddress: `10.70.0.${(i % 8) + 1}`,
    });
  const ordinary = (app: ReturnType<typeof appWith>) =>
    app.inject({
      url: programsPath(WEB_USER, { 0: 'busy-1 ordinary' }),
      headers: bearer(PUBLIC_TOKEN),
      remoteAddress: '10.71.0.1',
    });

  it('runs an ordinary client’s search before the waiting searches of clients that used their share', async () => {
    const { engine, ran } = busyEngine();
    const app = appWith({}, engine);
    // The flooders have used the service for a while…
    for (let i = 0; i < 16; i++) await flood(app, i);
    ran.length = 0;
    // …and send more at once; an ordinary client's search arrives while they are being answered.
    const pending = Array.from({ length: 12 }, (_, i) => flood(app, 100 + i));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const mine = ordinary(app);
    expect((await mine).statusCode).toBe(200);
    await Promise.all(pending);
    // It ran right after the search under way when it arrived (or first of all, when the worker read it in the same
    // turn as theirs), not behind all those waiting.
    const at = ran.indexOf('busy-1 ordinary');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThanOrEqual(3);
    await app.close();
  });

  it('sheds the heaviest clients’ searches when too many wait (503, Retry-After), never the ordinary one', async () => {
    const { engine } = busyEngine();
    const app = appWith({ maxQueuedSearches: 4 }, engine);
    for (let i = 0; i < 16; i++) await flood(app, i);
    const pending = Array.from({ length: 12 }, (_, i) => flood(app, 200 + i));
    const mine = ordinary(app);
    const answers = await Promise.all(pending);
    expect((await mine).statusCode).toBe(200);
    const shed = answers.filter((r) => r.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const r of shed) {
      expect(message(r.body)).toMatch(/busy, and clients that have used less of it lately go first/);
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    await app.close();
  });
});

describe('the deadline', () => {
  it('counts from the request’s arrival: a search still waiting for its turn at the deadline is not run', async () => {
    const { engine, ran } = busyEngine();
    const app = appWith({ searchDeadlineMs: 250 }, engine);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        app.inject({
          url: programsPath(`user-${i}`, { 0: `busy-120 ${i}` }),
          headers: bearer(API_TOKEN),
          remoteAddress: `10.80.0.${i + 1}`,
        }),
      ),
    );
    const late = answers.filter((r) => r.statusCode === 503);
    expect(late.length).toBeGreaterThan(0);
    for (const r of late) {
      expect(message(r.body)).toMatch(/could not start this search within 250 ms of its arrival/);
      expect(r.headers['retry-after']).toBe('1');
    }
    // Those were never handed to the engine.
    expect(ran.length).toBe(5 - late.length);
    await app.close();
  });
});

describe('on the real data', needsRealData, () => {
  let engine: SearchEngine;
  beforeAll(async () => {
    engine = await openRealEngine();
  });

  it('answers a 500-school page in slices exactly as the engine answers it in one piece', async () => {
    // What is checked is the answer, not the time: a cold engine on a busy machine may take past the 500 ms deadline.
    const app = appWith({ searchDeadlineMs: 10_000 }, engine);
    const url = institutionsPath('u', { 1: 'teacher', 8: '500' });
    const res = await app.inject({ url, headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(200);
    const req = {
      userId: 'u',
      location: '',
      occupation: ['teacher'],
      programName: [],
      programLength: [],
      state: [],
      sortColumns: '',
      sortDirections: '',
      startRecord: 0,
      limitRecord: 500,
      radius: '',
      region: [],
    };
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(await engine.searchInstitutions(req))));
    await app.close();
  });
});
