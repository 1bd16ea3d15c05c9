// The production build as the service publishes it: no source maps, no mock service worker (decision 0087).
import { expect, test } from '@playwright/test';

test('publishes neither source maps nor the mock service worker', async ({ request }) => {
  const page = await (await request.get('/')).text();
  const scripts = [...page.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect((await request.get(script)).status()).toBe(200);
    const body = await (await request.get(script)).text();
    expect(body).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  }
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404);
});
