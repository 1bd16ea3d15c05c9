// The built SPA as a browser gets it: config injected, strict CSP, cached assets, SPA routes falling back to the page.
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeDist } from './helpers/fake-dist';
import { programsPath, buildTestApp } from './helpers/test-app';

const { dir: dist, remove } = createFakeDist();

// A token with characters that must be escaped inside an HTML attribute.
const trickyToken = `tok"en'<with>&chars-0123456789`;
const app = buildTestApp({ distDir: dist, publicToken: trickyToken });
afterAll(async () => {
  await app.close();
  remove();
});

function configFromPage(html: string): unknown {
  const meta = new JSDOM(html).window.document.querySelector('meta[name="training-search-config"]');
  return JSON.parse(meta?.getAttribute('content') ?? 'null');
}

describe('the page and its runtime config', () => {
  it('serves /config.json without a token', async () => {
    const res = await app.inject({ url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      apiBase: '/api',
      userId: 'training-search-web',
      token: trickyToken,
      dataKind: 'real',
    });
  });

  it('injects the same config into index.html, escaped so the page parses it back exactly', async () => {
    const config = (await app.inject({ url: '/config.json' })).json();
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(configFromPage(res.body)).toEqual(config);
    }
  });

  it('hands out a token the API accepts', async () => {
    const { token } = (await app.inject({ url: '/config.json' })).json() as { token: string };
    const res = await app.inject({
      url: programsPath('training-search-web'),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers SPA routes with the page, so a pasted search URL works', async () => {
    for (const url of [
      '/programs/welding/Lubbock%2C%20TX/25',
      '/schools/TX/0/0/0/0/0/0/0/10?radius=50',
      '/about',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a missing asset with 404, not the page, that no cache may keep', async () => {
    for (const url of ['/assets/index-missing.js', '/favicon.ico']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<html');
      // A CDN could otherwise keep the miss of an asset a newer replica already serves (README, Production layout).
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('headers on pages and assets', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for good and other files not without asking', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses assets for browsers that accept it', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('a rebuilt SPA', () => {
  it('is served without a restart', async () => {
    const built = createFakeDist();
    const served = buildTestApp({ distDir: built.dir });
    expect((await served.inject({ url: '/' })).body).toContain('index-abc123.js');
    const file = path.join(built.dir, 'index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('index-abc123.js', 'index-new789.js'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const after = (await served.inject({ url: '/programs/welding' })).body;
    expect(after).toContain('index-new789.js');
    expect(after).toContain('training-search-config');
    await served.close();
    built.remove();
  });
});

describe('without a built SPA', () => {
  it('says how to build it instead of failing', async () => {
    const bare = buildTestApp({ distDir: path.join(dist, 'nope') });
    const res = await bare.inject({ url: '/programs/welding' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/npm run build/);
    expect((await bare.inject({ url: '/config.json' })).statusCode).toBe(200);
    await bare.close();
  });
});

describe('files a production site never serves', () => {
  it('answers 404 for source maps and the mock service worker, even when a build left them in dist/', async () => {
    const built = createFakeDist();
    writeFileSync(
      path.join(built.dir, 'assets', 'index-abc123.js.map'),
      '{"version":3,"sources":["src/main.tsx"]}',
    );
    writeFileSync(path.join(built.dir, 'mockServiceWorker.js'), '/* msw */');
    const served = buildTestApp({ distDir: built.dir });
    for (const url of ['/assets/index-abc123.js.map', '/mockServiceWorker.js']) {
      const res = await served.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('src/main.tsx');
    }
    expect((await served.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    await served.close();
    built.remove();
  });
});
