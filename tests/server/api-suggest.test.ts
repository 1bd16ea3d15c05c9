// The suggest operation over HTTP (decision 0066): same token and formats as the searches, bounded input.
import { afterAll, describe, expect, it } from 'vitest';
import { errorPayloadSchema } from '../../contract/errors';
import { suggestApiPath } from '../../contract/suggest/suggest';
import { suggestionListSchema } from '../../contract/suggest/suggest-schema';
import { createGatewayEngine } from '../../server/gateway/gateway-engine';
import { API_TOKEN, bearer, buildTestApp, PUBLIC_TOKEN, WEB_USER } from './helpers/test-app';

const app = buildTestApp();
afterAll(() => app.close());

// The page asks as its own user id (its token may do nothing else, decision 0081).
const path = (text: string, field: 'keyword' | 'location' = 'keyword', limit = 10, userId = WEB_USER) =>
  `/api${suggestApiPath({ userId, field, text, limit })}`;

describe('GET /api/v2/training/suggest/{userId}/{field}/{text}', () => {
  it('answers JSON that validates, with the text decoded as typed', async () => {
    const res = await app.inject({
      url: path('auxiliar de enfermería / CNA'),
      headers: bearer(PUBLIC_TOKEN),
    });
    expect(res.statusCode).toBe(200);
    const body = suggestionListSchema.parse(res.json());
    expect(body).toMatchObject({ Field: 'keyword', Query: 'auxiliar de enfermería / CNA' });
    expect(body.Suggestions).toHaveLength(3);
  });

  it('answers XML under SuggestionList with one Suggestion element per suggestion', async () => {
    const res = await app.inject({
      url: path('Austin', 'location'),
      // XML is for API clients (the page's token answers in JSON only).
      headers: { ...bearer(API_TOKEN), accept: 'application/xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.body).toMatch(/^<\?xml[^>]*\?><SuggestionList><Field>location<\/Field><Query>Austin<\/Query>/);
    expect(res.body.match(/<Suggestion>/g)).toHaveLength(3);
    expect(res.body).toContain('&lt;0&gt; &amp; more');
  });

  it('keeps to the limit asked for', async () => {
    const res = await app.inject({ url: path('nurs', 'keyword', 2), headers: bearer(PUBLIC_TOKEN) });
    expect(suggestionListSchema.parse(res.json()).Suggestions).toHaveLength(2);
  });

  it("lets the page's token ask only as the page's user id; an API token as any user", async () => {
    const page = await app.inject({
      url: path('nurs', 'keyword', 10, 'tester'),
      headers: bearer(PUBLIC_TOKEN),
    });
    expect(page.statusCode).toBe(403);
    expect(errorPayloadSchema.parse(page.json()).Segment).toBe('userId');
    const api = await app.inject({ url: path('nurs', 'keyword', 10, 'tester'), headers: bearer(API_TOKEN) });
    expect(api.statusCode).toBe(200);
  });

  it('needs the token', async () => {
    const res = await app.inject({ url: path('nurs') });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['an unknown field', `/api/v2/training/suggest/${WEB_USER}/school/nurs`, 'field'],
    ['a limit above 10', `${path('nurs')}?limit=11`, 'limit'],
    ['a limit of 0', `${path('nurs')}?limit=0`, 'limit'],
    ['text over 100 characters', path('x'.repeat(101)), 'text'],
    ['a missing segment', `/api/v2/training/suggest/${WEB_USER}/keyword`, undefined],
  ])('refuses %s with 400 and a message', async (_, url, segment) => {
    const res = await app.inject({ url, headers: bearer(PUBLIC_TOKEN) });
    expect(res.statusCode).toBe(400);
    const err = errorPayloadSchema.parse(res.json());
    expect(err.Message.length).toBeGreaterThan(10);
    if (segment) expect(err.Segment).toBe(segment);
  });

  it('answers an empty list in gateway mode, where upstream has no such operation', async () => {
    const gateway = buildTestApp({
      engine: createGatewayEngine({ url: 'http://127.0.0.1:9', userId: 'u', token: 't', timeoutMs: 100 }),
      mode: 'gateway',
    });
    try {
      const res = await gateway.inject({ url: path('nurs'), headers: bearer(PUBLIC_TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(suggestionListSchema.parse(res.json()).Suggestions).toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});
