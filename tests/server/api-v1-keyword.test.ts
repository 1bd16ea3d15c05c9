// The 12-segment v1 keyword search over HTTP: routed by segment count, prefix in any case, large pages clamped.
import { afterAll, describe, expect, it } from 'vitest';
import { errorPayloadSchema } from '../../contract/errors';
import { institutionListSchema } from '../../contract/institutions/institutions';
import type { InstitutionsKeywordRequest } from '../../contract/institutions/keyword-institutions';
import type { InstitutionsRequest, ProgramsRequest } from '../../contract/requests';
import type { SearchEngine } from '../../server/engine/types';
import { createStubEngine } from './helpers/stub-engine';
import { API_TOKEN, bearer, buildTestApp, institutionsPath, programsPath } from './helpers/test-app';
import { decodeXml } from './helpers/xml-decode';

const stub = createStubEngine(1200);
const seen: Array<InstitutionsRequest | InstitutionsKeywordRequest | ProgramsRequest> = [];
const recording: SearchEngine = {
  searchPrograms: (req) => (seen.push(req), stub.searchPrograms(req)),
  searchInstitutions: (req) => (seen.push(req), stub.searchInstitutions(req)),
  programDetails: (req) => stub.programDetails(req),
  info: () => stub.info(),
};
const app = buildTestApp({ engine: recording, resultCacheBytes: 0 });
afterAll(() => app.close());
const auth = bearer(API_TOKEN);

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url, headers: { ...auth, ...headers } });
  return { res, request: seen.at(-1) };
}

describe('v1 keyword search (12 segments)', () => {
  it('answers the shape real clients send with the v1 listing, every segment read in order', async () => {
    const { res, request } = await get('/api/v1/training/me/29-1141.00/95628/25/0/0/0/0/0/0/0/0/10');
    expect(res.statusCode).toBe(200);
    expect(institutionListSchema.parse(res.json()).SchoolPrograms).toHaveLength(10);
    expect(request).toEqual({
      userId: 'me',
      keyword: '29-1141.00',
      location: '95628',
      radius: '25',
      occupation: [],
      programName: [],
      programLength: [],
      state: [],
      region: [],
      sortColumns: '',
      sortDirections: '',
      startRecord: 0,
      limitRecord: 10,
    });
  });

  it('matches the path prefix in any case, keeping the case of the user id and the values', async () => {
    const tail = 'MyUser/Welding/79401/50/0/0/0/0/Southwest/Distance/asc/0/25';
    for (const prefix of ['/api/v1/Training/', '/API/V1/TRAINING/', '/api/v1/training/']) {
      const { res, request } = await get(prefix + tail);
      expect(res.statusCode, prefix).toBe(200);
      expect(request).toMatchObject({
        userId: 'MyUser',
        keyword: 'Welding',
        region: ['Southwest'],
        sortColumns: 'Distance',
        sortDirections: 'asc',
      });
    }
    const nine = await get(institutionsPath('u', { 0: 'TX' }).replace('/v1/training/', '/V1/Training/'));
    expect(nine.res.statusCode).toBe(200);
    const v2 = await get(
      programsPath('u', { 0: 'welding' }).replace('/v2/training/programs/', '/V2/Training/Programs/'),
    );
    expect(v2.res.statusCode).toBe(200);
    expect(v2.request).toMatchObject({ keyword: 'welding' });
  });

  it('answers a page larger than 500 with the first 500 schools and a header that says so', async () => {
    const before = seen.length;
    const { res } = await get('/api/v1/training/u/29-1141.00/TX/500/0/0/0/0/0/0/0/0/6000');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-limit-record-applied']).toBe('500');
    // The engine is asked for the first 500 (a slice at a time: decision 0191).
    const asked = seen.slice(before).map((r) => [r.startRecord, r.limitRecord]);
    expect(asked.reduce((n, [, limit]) => n + (limit ?? 0), 0)).toBe(500);
    expect(asked[0]?.[0]).toBe(0);
    const list = institutionListSchema.parse(res.json());
    expect(list.SchoolPrograms).toHaveLength(500);
    expect(list.SchoolPrograms.map((s) => s.ID)).toEqual(
      Array.from({ length: 500 }, (_, i) => String(100000 + i)),
    );
    expect(list.RecordCount).toBe(1200);
    const fits = await get('/api/v1/training/u/29-1141.00/TX/500/0/0/0/0/0/0/0/0/500');
    expect(fits.res.headers['x-limit-record-applied']).toBeUndefined();
    const none = await get('/api/v1/training/u/29-1141.00/TX/500/0/0/0/0/0/0/0/0/0');
    expect(none.res.statusCode).toBe(400);
    expect(errorPayloadSchema.parse(none.res.json()).Segment).toBe('limitRecord');
  });

  it('leaves the 9-segment search and v2 as they were: a page over 500 is a 400 naming the maximum', async () => {
    for (const url of [institutionsPath('u', { 8: '6000' }), programsPath('u', { 13: '6000' })]) {
      const { res } = await get(url);
      expect(res.statusCode).toBe(400);
      expect(errorPayloadSchema.parse(res.json())).toEqual({
        Message: 'limitRecord must be from 1 to 500, got 6000.',
        Segment: 'limitRecord',
      });
    }
  });

  it('names both v1 shapes when the segment count fits neither', async () => {
    const { res } = await get('/api/v1/training/u/welding/79401/50/0/0/0/0/0/0/0/10');
    expect(res.statusCode).toBe(400);
    expect(errorPayloadSchema.parse(res.json()).Message).toBe(
      'Expected 9 path segments after the user id (the institution search) or 12 (the keyword search), got 11.',
    );
  });

  it('names the keyword search’s own segments when one is at fault', async () => {
    const long = await get(`/api/v1/training/u/${'a'.repeat(501)}/0/0/0/0/0/0/0/0/0/0/10`);
    expect(errorPayloadSchema.parse(long.res.json()).Segment).toBe('keyword');
    const bad = await get('/api/v1/training/u/0/0/0/0/0/0/0/%E0%A4%A/0/0/0/10');
    expect(errorPayloadSchema.parse(bad.res.json()).Segment).toBe('region');
  });

  it('answers in XML when asked', async () => {
    const { res } = await get('/api/v1/Training/u/welding/79401/50/0/0/0/0/0/Distance/asc/0/25', {
      accept: 'application/xml',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(decodeXml(res.body).root).toBe('SchoolProgram');
  });
});
