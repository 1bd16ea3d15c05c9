// The program details operation as a client sees it (auth, JSON and XML, 404, 400), and the OpenAPI description:
// generated from the contract, valid by a standard OpenAPI 3.1 validator, covering every operation the service has.
import { validate } from '@readme/openapi-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { errorPayloadSchema } from '../../contract/errors';
import { operations } from '../../contract/operations';
import { programDetailsSchema } from '../../contract/program-details/program-details';
import { API_TOKEN, PUBLIC_TOKEN, bearer, buildTestApp } from './helpers/test-app';
import { asXmlText, decodeXml } from './helpers/xml-decode';

const app = buildTestApp();
afterAll(() => app.close());

const details = (id: string, query = '') => `/api/v2/training/program/tester/${id}${query}`;

describe('GET /api/v2/training/program/{userId}/{detailId}', () => {
  it('needs a token like the other operations', async () => {
    const res = await app.inject({ url: details('1') });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
  });

  it('answers a known program in JSON with every list-item field plus the details', async () => {
    const res = await app.inject({ url: details('1'), headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(200);
    const body = programDetailsSchema.parse(res.json());
    expect(body).toMatchObject({ DetailId: 1, WioaEligible: true, CostTotal: 1000 });
    expect(body.School.Name).toBe(body.SchoolName);
  });

  it('answers the page’s token as the page asks: its user id, JSON', async () => {
    const res = await app.inject({
      url: '/api/v2/training/program/training-search-web/1',
      headers: bearer(PUBLIC_TOKEN),
    });
    expect(res.statusCode).toBe(200);
    const other = await app.inject({ url: details('1'), headers: bearer(PUBLIC_TOKEN) });
    expect(other.statusCode).toBe(403);
  });

  it('answers the same data in XML under <ProgramDetails>', async () => {
    const json = (await app.inject({ url: details('2'), headers: bearer(API_TOKEN) })).json();
    const res = await app.inject({
      url: details('2'),
      headers: { ...bearer(API_TOKEN), accept: 'application/xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = decodeXml(res.body);
    expect(xml.root).toBe('ProgramDetails');
    expect(xml.data).toEqual(asXmlText(json));
  });

  it('404 {Message} for an id nobody has, in the format asked for', async () => {
    const res = await app.inject({ url: details('999999'), headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(errorPayloadSchema.parse(res.json())).toEqual({ Message: 'No program has the id 999999.' });
    const xml = await app.inject({
      url: details('999999'),
      headers: { ...bearer(API_TOKEN), accept: 'application/xml' },
    });
    expect(xml.statusCode).toBe(404);
    expect(xml.body).toContain('<Error><Message>No program has the id 999999.</Message></Error>');
  });

  it.each([
    ['a word', details('welding')],
    ['a negative number', details('-5')],
    ['17 digits', details('12345678901234567')],
    ['an extra segment', `${details('1')}/more`],
    ['a missing id', '/api/v2/training/program/tester'],
  ])('400 naming what is wrong for %s', async (_, url) => {
    const res = await app.inject({ url, headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(400);
    expect(errorPayloadSchema.parse(res.json()).Message).toMatch(/detailId|segments/);
  });

  it('400 for a place it cannot find to measure from', async () => {
    const res = await app.inject({
      url: details('1', '?location=Nowhere%2C%20ZZ'),
      headers: bearer(API_TOKEN),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Segment: 'location' });
  });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document a standard validator accepts, served without a token', async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, { get: { operationId: string } }> };
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors, JSON.stringify(result)).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
  });

  it('describes every operation of the registry, with every path segment as a parameter', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        { get: { operationId: string; parameters: Array<{ name: string; in: string }> } }
      >;
    };
    expect(Object.keys(doc.paths).sort()).toEqual(operations.map((o) => o.path).sort());
    for (const op of operations) {
      const get = doc.paths[op.path]?.get;
      expect(get?.operationId).toBe(op.operationId);
      const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(get?.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(inPath);
    }
    // The added query parameters of the v2 listing are described (decision 0070).
    const v2 = doc.paths[operations[0]?.path ?? '']?.get.parameters.map((p) => p.name);
    expect(v2).toEqual(expect.arrayContaining(['maxCost', 'maxWeeks', 'pell', 'sector', 'enableMetaData']));
  });

  it('describes the added item fields as optional and the seed fields as required', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
      components: { schemas: Record<string, { required?: string[]; properties: Record<string, unknown> }> };
    };
    const item = doc.components.schemas.ProgramItem;
    expect(item?.required).toEqual(expect.arrayContaining(['DetailId', 'SchoolName', 'Distance']));
    expect(item?.required).not.toContain('CostTotal');
    expect(Object.keys(item?.properties ?? {})).toEqual(expect.arrayContaining(['CostTotal', 'LengthWeeks']));
  });
});
