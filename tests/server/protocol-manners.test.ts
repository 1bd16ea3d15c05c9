// Protocol manners (issue 23, point 5): errors in the format the client asked for whatever went wrong and however
// early, 405 with Allow for other methods on paths that exist, the security headers on every answer (also those
// made before routing), and the app's own page for an app link that cannot be decoded.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createFakeDist } from './helpers/fake-dist';
import { API_TOKEN, bearer, buildTestApp, institutionsPath, programsPath } from './helpers/test-app';
import { decodeXml } from './helpers/xml-decode';

const dist = createFakeDist();
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = buildTestApp({ distDir: dist.dir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  dist.remove();
});

const xml = { ...bearer(API_TOKEN), accept: 'application/xml' };

/** What the service writes back on a raw connection, until it closes it (or 3 s pass). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write(request));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
    setTimeout(() => {
      socket.destroy();
      resolve(text);
    }, 3000);
  });
}

describe('errors in the format the client asked for, whatever went wrong', () => {
  it('answers bad percent-encoding in XML when XML was asked for, naming the segment', async () => {
    const res = await app.inject({ url: programsPath('u', { 0: '%E0%A4%A' }), headers: xml });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(decodeXml(res.body)).toEqual({
      root: 'Error',
      data: { Message: 'The URL is not correctly percent-encoded.', Segment: 'keyword' },
    });
  });

  it('answers bad percent-encoding in JSON otherwise', async () => {
    const res = await app.inject({ url: institutionsPath('u', { 1: '%zz' }), headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'The URL is not correctly percent-encoded.',
      Segment: 'occupation',
    });
  });

  it('answers headers too large (431) in XML when the refused request asked for XML', async () => {
    const text = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept: application/xml\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text).toMatch(/\r\nContent-Type: application\/xml/i);
    const body = text.slice(text.indexOf('\r\n\r\n') + 4);
    expect(decodeXml(body)).toEqual({
      root: 'Error',
      data: { Message: "The request's headers are too large: at most 16 KB." },
    });
  });

  it('answers a 405 in XML when XML was asked for', async () => {
    const res = await app.inject({ method: 'DELETE', url: programsPath('u'), headers: xml });
    expect(res.statusCode).toBe(405);
    expect(decodeXml(res.body)).toEqual({
      root: 'Error',
      data: { Message: 'DELETE is not allowed here: only GET, HEAD.' },
    });
  });
});

describe('405 with Allow for other methods on paths that exist', () => {
  it.each([
    ['POST', programsPath('u')],
    ['PUT', institutionsPath('u')],
    ['DELETE', '/api/v2/training/program/u/123'],
    ['PATCH', '/api/v2/training/suggest/u/keyword/wel'],
    ['POST', '/api/health'],
    ['POST', '/'],
    ['PUT', '/programs/welding/0/0/0/0/0/0/0/0/0/0/0/0/10'],
  ])('answers %s %s with 405 and Allow: GET, HEAD', async (method, url) => {
    const res = await app.inject({ method: method as 'POST', url, headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({ Message: `${method} is not allowed here: only GET, HEAD.` });
  });

  it('still answers 404 for a method on a path that does not exist', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v3/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
  });

  it('keeps answering GET and HEAD on those paths', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: programsPath('u'), headers: bearer(API_TOKEN) });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('security headers on every answer', () => {
  const expectHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it.each([
    ['a 400 for bad percent-encoding (made before routing)', programsPath('u', { 0: '%E0%A4%A' })],
    ['a mangled app link', '/programs/%E0%A4%A/0/0/0/0/0/0/0/0/0/0/0/0/10'],
    ['a 405', programsPath('u')],
    ['a 404', '/api/nothing'],
    ['a search', programsPath('u')],
  ])('on %s', async (_, url) => {
    const res = await app.inject({
      method: _ === 'a 405' ? 'POST' : 'GET',
      url,
      headers: bearer(API_TOKEN),
    });
    expectHeaders(res.headers);
  });

  it('on what Node itself refuses (431, 400 for an unreadable request line)', async () => {
    for (const request of [
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      'THIS IS NOT HTTP\r\n\r\n',
    ]) {
      const text = await raw(request);
      expect(text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
      expect(text).toMatch(/\r\nContent-Security-Policy: default-src 'self'/i);
    }
  });
});

describe('a mangled app link', () => {
  it('gets the app’s own page (status 400), which tells the reader the link cannot be read', async () => {
    const res = await app.inject({ url: '/programs/%E0%A4%A/Lubbock%2C%20TX/0/0/0/0/0/0/0/0/0/0/0/10' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('name="training-search-config"');
  });

  it('is not confused with the API, whose mangled paths keep their error body', async () => {
    const res = await app.inject({ url: '/api/v2/training/programs/u/%E0%A4%A', headers: bearer(API_TOKEN) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Message: 'The URL is not correctly percent-encoded.' });
  });
});
