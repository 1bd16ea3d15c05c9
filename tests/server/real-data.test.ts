// The service in process with the real engine on the real database: answers match the contract in JSON and XML.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorPayloadSchema } from '../../contract/errors';
import { institutionListSchema } from '../../contract/institutions/institutions';
import { programListSchema } from '../../contract/programs/programs';
import { needsRealData } from '../support/real-data';
import { openRealEngine } from './helpers/real-engine';
import { realInstitutionPaths, realProgramPaths } from './helpers/real-api-paths';
import { API_TOKEN, bearer, buildTestApp, programsPath } from './helpers/test-app';
import { asXmlText, decodeXml } from './helpers/xml-decode';

let app: ReturnType<typeof buildTestApp>;
const auth = bearer(API_TOKEN);

describe('real data over the API', needsRealData, () => {
  beforeAll(async () => {
    app = buildTestApp({ engine: await openRealEngine() });
  });
  afterAll(() => app.close());
  it('reports the real database in health', async () => {
    const health = (await app.inject({ url: '/api/health' })).json() as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', dataKind: 'real', mode: 'local' });
    expect(health.programs).toBeGreaterThan(100_000);
    expect(health.institutions).toBeGreaterThan(1_000);
  });

  it.each(realProgramPaths)('answers %s as a v2 listing, the same in XML', async (url) => {
    const json = await app.inject({ url, headers: auth });
    expect(json.statusCode).toBe(200);
    const list = programListSchema.parse(json.json());
    expect(list.SchoolPrograms.length).toBeLessThanOrEqual(list.RecordCount);
    const xml = await app.inject({ url, headers: { ...auth, accept: 'application/xml' } });
    const decoded = decodeXml(xml.body);
    expect(decoded.root).toBe('ProgramList');
    expect(decoded.data).toEqual(asXmlText(json.json()));
  });

  it.each(realInstitutionPaths)('answers %s as a v1 listing, the same in XML', async (url) => {
    const json = await app.inject({ url, headers: auth });
    expect(json.statusCode).toBe(200);
    institutionListSchema.parse(json.json());
    const xml = await app.inject({ url, headers: { ...auth, accept: 'application/xml' } });
    const decoded = decodeXml(xml.body);
    expect(decoded.root).toBe('SchoolProgram');
    expect(decoded.data).toEqual(asXmlText(json.json()));
  });

  it('answers an unknown place with 400 naming the location segment', async () => {
    const res = await app.inject({
      url: programsPath('u', { 0: 'welding', 1: 'Atlantis%2C%20ZZ' }),
      headers: auth,
    });
    expect(res.statusCode).toBe(400);
    expect(errorPayloadSchema.parse(res.json()).Segment).toBe('location');
  });

  it('gives a real search an ETag and answers its repeat with 304', async () => {
    const url = realProgramPaths[0] ?? '';
    const first = await app.inject({ url, headers: { ...auth, 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(programListSchema.safeParse(JSON.parse(gunzipSync(first.rawPayload).toString())).success).toBe(
      true,
    );
    const again = await app.inject({
      url,
      headers: { ...auth, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
