import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../tests/msw/node';
import { parseRuntimeConfig } from '../../contract/runtime-config';
import { loadRuntimeConfig, readConfigMeta } from './runtime-config';

const config = { apiBase: '/api', userId: 'web', token: 't0k', dataKind: 'real' };

function setMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'training-search-config';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => document.head.querySelectorAll('meta').forEach((m) => m.remove()));

describe('runtime config', () => {
  it('reads the meta tag the server injects', async () => {
    setMeta(JSON.stringify(config));
    expect(await loadRuntimeConfig(document)).toEqual(config);
  });

  it.each([
    ['not json'],
    [JSON.stringify({ ...config, dataKind: 'fake' })],
    [JSON.stringify({ ...config, userId: '' })],
  ])('ignores an invalid meta tag (%s)', (content) => {
    setMeta(content);
    expect(readConfigMeta(document)).toBeNull();
  });

  it('falls back to /config.json when there is no meta tag', async () => {
    server.use(http.get('*/config.json', () => HttpResponse.json({ ...config, dataKind: 'demo' })));
    const originalFetch = globalThis.fetch;
    // jsdom's fetch needs an absolute URL; the browser resolves /config.json against the page.
    globalThis.fetch = (input, init) => originalFetch(new URL(String(input), 'http://localhost:3000'), init);
    try {
      expect(await loadRuntimeConfig(document)).toEqual({ ...config, dataKind: 'demo' });
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});

describe('parseRuntimeConfig', () => {
  it.each([
    [null],
    ['{}'],
    [{ ...config, apiBase: 1 }],
    [{ ...config, token: undefined }],
    [{ ...config, userId: '' }],
    [{ ...config, dataKind: 'sample' }],
  ])('rejects %j', (value) => {
    expect(parseRuntimeConfig(value)).toBeNull();
  });

  it('keeps exactly the four fields', () => {
    expect(parseRuntimeConfig({ ...config, extra: 'x' })).toEqual(config);
  });
});
