// The API as a client sees it: tokens, JSON vs XML vs 406, and errors in the asked-for format.
import { afterAll, describe, expect, it } from 'vitest';
import { errorPayloadSchema } from '../../contract/errors';
import { institutionListSchema } from '../../contract/institutions/institutions';
import { programListSchema } from '../../contract/programs/programs';
import {
  API_TOKEN,
  PUBLIC_TOKEN,
  WEB_USER,
  bearer,
  buildTestApp,
  institutionsPath,
  programsPath,
} from './helpers/test-app';
import { asXmlText, decodeXml } from './helpers/xml-decode';

const app = buildTestApp();
afterAll(() => app.close());

const search = programsPath('tester', { 0: 'welding' });

describe('Bearer tokens', () => {
  it('asks for a token when none is sent', async () => {
    const res = await app.inject({ url: search });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
    expect(res.headers['www-authenticate']).not.toContain('error=');
    expect(errorPayloadSchema.parse(res.json()).Message).toMatch(/token/i);
  });

  it.each([
    ['a wrong token', `Bearer not-${PUBLIC_TOKEN}`],
    ['a prefix of a real token', `Bearer ${PUBLIC_TOKEN.slice(0, -1)}`],
    ['a real token with more after it', `Bearer ${API_TOKEN}x`],
  ])('refuses %s with error="invalid_token"', async (_, authorization) => {
    const res = await app.inject({ url: search, headers: { authorization } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('treats another scheme as no token', async () => {
    const res = await app.inject({ url: search, headers: { authorization: `Basic ${PUBLIC_TOKEN}` } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).not.toContain('error=');
  });

  it.each([
    ['the public search token', PUBLIC_TOKEN, programsPath(WEB_USER, { 0: 'welding' })],
    ['a token from API_TOKENS', API_TOKEN, search],
  ])('accepts %s', async (_, token, url) => {
    const res = await app.inject({ url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });

  it('reads the scheme case-insensitively', async () => {
    const res = await app.inject({ url: search, headers: { authorization: `bearer ${API_TOKEN}` } });
    expect(res.statusCode).toBe(200);
  });
});

describe('content negotiation', () => {
  it('answers JSON when Accept is missing or */*, shaped as the contract says', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const headers = accept ? { ...bearer(API_TOKEN), accept } : bearer(API_TOKEN);
      const res = await app.inject({ url: search, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(programListSchema.parse(res.json()).SearchedOn.KeywordEntered).toBe('welding');
    }
  });

  it('answers v2 XML under <ProgramList> with the same content as the JSON', async () => {
    const json = await app.inject({ url: search, headers: bearer(API_TOKEN) });
    const xml = await app.inject({
      url: search,
      headers: { ...bearer(API_TOKEN), accept: 'application/xml' },
    });
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    const decoded = decodeXml(xml.body);
    expect(decoded.root).toBe('ProgramList');
    expect(decoded.data).toEqual(asXmlText(json.json()));
    expect(xml.body).toContain('<SchoolPrograms><ProgramItem>');
    expect(xml.body).toContain('<ItemCount>');
  });

  it('answers v1 XML under <SchoolProgram> with the same content as the JSON', async () => {
    const url = institutionsPath('tester', { 0: 'TX' });
    const json = await app.inject({ url, headers: bearer(API_TOKEN) });
    expect(institutionListSchema.safeParse(json.json()).success).toBe(true);
    const xml = await app.inject({ url, headers: { ...bearer(API_TOKEN), accept: 'application/xml' } });
    const decoded = decodeXml(xml.body);
    expect(decoded.root).toBe('SchoolProgram');
    expect(decoded.data).toEqual(asXmlText(json.json()));
    expect(xml.body).toContain('<SchoolProgramDetails>');
  });

  it('keeps text a client typed intact in XML, even characters XML must escape', async () => {
    const keyword = `<b>"Tom & Jerry's"</b>`;
    const url = programsPath('tester', { 0: encodeURIComponent(keyword) });
    const xml = await app.inject({ url, headers: { ...bearer(API_TOKEN), accept: 'application/xml' } });
    const data = decodeXml(xml.body).data as { SearchedOn: { KeywordEntered: string } };
    expect(data.SearchedOn.KeywordEntered).toBe(keyword);
  });

  it('follows q-values: JSON refused with q=0 gives XML', async () => {
    const accept = 'application/json;q=0, */*';
    const res = await app.inject({ url: search, headers: { ...bearer(API_TOKEN), accept } });
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
  });

  it('answers text/xml to a client that asks for text/xml only', async () => {
    const res = await app.inject({ url: search, headers: { ...bearer(API_TOKEN), accept: 'text/xml' } });
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
  });

  it.each(['text/html', 'image/png', 'application/json;q=0, application/xml;q=0'])(
    'answers 406 with a JSON message for Accept: %s',
    async (accept) => {
      const res = await app.inject({ url: search, headers: { ...bearer(API_TOKEN), accept } });
      expect(res.statusCode).toBe(406);
      expect(errorPayloadSchema.parse(res.json()).Message).toMatch(/application\/json/);
    },
  );

  it('writes errors as <Error> when XML was asked for', async () => {
    const url = programsPath('tester', { 12: 'abc' });
    const res = await app.inject({ url, headers: { ...bearer(API_TOKEN), accept: 'application/xml' } });
    expect(res.statusCode).toBe(400);
    const decoded = decodeXml(res.body);
    expect(decoded.root).toBe('Error');
    expect(decoded.data).toMatchObject({ Segment: 'startRecord' });
  });
});
