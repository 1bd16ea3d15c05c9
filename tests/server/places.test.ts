// An unknown or ambiguous location on the real data: a 400 naming the location, with the places the user may have
// meant, most likely first, in JSON and XML, for both operations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorPayloadSchema } from '../../contract/errors';
import { needsRealData } from '../support/real-data';
import { openRealEngine } from './helpers/real-engine';
import { API_TOKEN, bearer, buildTestApp, institutionsPath, programsPath } from './helpers/test-app';
import { decodeXml } from './helpers/xml-decode';

let app: FastifyInstance;

async function problem(location: string) {
  const url = programsPath('u', { 0: 'nursing', 1: encodeURIComponent(location) });
  const res = await app.inject({ url, headers: bearer(API_TOKEN) });
  return { status: res.statusCode, body: errorPayloadSchema.parse(res.json()) };
}

const values = (body: { Candidates?: Array<{ Value: string }> }) =>
  (body.Candidates ?? []).map((c) => c.Value);

describe('places the user may have meant', needsRealData, () => {
  beforeAll(async () => {
    app = buildTestApp({ engine: await openRealEngine() });
  });
  afterAll(() => app.close());
  it('lists the Springfields with their states, the largest first', async () => {
    const { status, body } = await problem('Springfield');
    expect(status).toBe(400);
    expect(body.Segment).toBe('location');
    expect(body.Message).toBe('Which Springfield do you mean? Add the state, such as "Springfield, IL".');
    expect(values(body).slice(0, 5)).toEqual([
      'Springfield, IL',
      'Springfield, MA',
      'Springfield, MO',
      'Springfield, VA',
      'Springfield, OH',
    ]);
    expect(body.Candidates?.[0]).toEqual({ Value: 'Springfield, IL', Item: 'Springfield, Illinois' });
  });

  it('puts Austin, TX first for "Austin"', async () => {
    expect(values((await problem('Austin')).body)[0]).toBe('Austin, TX');
  });

  it('offers the near spellings of a misspelt city, in the state given', async () => {
    const { body } = await problem('Lubock, TX');
    expect(body.Message).toBe('Location "Lubock, TX" was not found. Did you mean Lubbock, TX?');
    expect(values(body)[0]).toBe('Lubbock, TX');
  });

  it('says a city is not in the state given, and where it is', async () => {
    const { body } = await problem('Springfield, TX');
    expect(body.Message).toBe('There is no Springfield in Texas. Did you mean Springfield, IL?');
  });

  it('says plainly what to type when nothing comes close, without jargon', async () => {
    for (const location of ['Xyzzyqq', '99999']) {
      const { status, body } = await problem(location);
      expect(status).toBe(400);
      expect(body.Candidates).toBeUndefined();
      expect(body.Message).toMatch(/a city and state such as "Austin, TX"/);
      expect(body.Message).not.toMatch(/ 0 |nationwide/);
    }
  });

  it('answers the v1 operation the same way, and in XML', async () => {
    const res = await app.inject({
      url: institutionsPath('u', { 0: 'Springfield' }),
      headers: { ...bearer(API_TOKEN), accept: 'application/xml' },
    });
    expect(res.statusCode).toBe(400);
    const { root, data } = decodeXml(res.body);
    expect(root).toBe('Error');
    expect(JSON.stringify(data)).toContain('Springfield, IL');
    expect(res.body).toContain('<Candidates><Place><Value>Springfield, IL</Value>');
  });

  it('finds nothing wrong with a place it knows', async () => {
    const res = await app.inject({
      url: programsPath('u', { 1: 'Springfield%2C%20IL' }),
      headers: bearer(API_TOKEN),
    });
    expect(res.statusCode).toBe(200);
  });
});
