// When the app cannot start — its code does not load, or its start fails — the page says so in its language (the
// link's `lang`, else the one remembered on this browser, else English) and offers a reload; axe finds nothing.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './fixtures';

const RESULTS = '/programs/welding/Lubbock%2C%20TX/50';

/** The entry chunk never arrives (a redeploy removed it, a proxy dropped it). */
const dropEntryScript = (page: Page) => page.route('**/assets/index-*.js', (route) => route.abort());

async function expectFailureSaid(page: Page, lang: string, title: string, reload: string) {
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(alert.getByRole('link', { name: reload })).toHaveAttribute('href', page.url());
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  expect(await axeViolations(page)).toEqual([]);
}

test('a Spanish link whose code cannot be loaded says so in Spanish', async ({ page }) => {
  await dropEntryScript(page);
  await page.goto(`${RESULTS}?lang=es`);
  await expectFailureSaid(
    page,
    'es',
    'El Buscador de Capacitación no pudo iniciarse',
    'Volver a cargar la página',
  );
  await expect(page.getByRole('link', { name: 'Buscador de Capacitación', exact: true })).toBeVisible();
});

test('a failed start on a bare link speaks the language remembered on this browser', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('training-search-lang', 'es'));
  // No configuration for the page (neither in the page nor from /config.json): start() fails.
  await page.route('**/config.json', (route) => route.abort());
  await page.route(RESULTS, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<meta name="training-search-config"[^>]*>/, '');
    await route.fulfill({ response, body: html });
  });
  await page.goto(RESULTS);
  await expectFailureSaid(
    page,
    'es',
    'El Buscador de Capacitación no pudo iniciarse',
    'Volver a cargar la página',
  );
});

test('an English page whose code cannot be loaded says so in English', async ({ page }) => {
  await dropEntryScript(page);
  await page.goto(RESULTS);
  await expectFailureSaid(page, 'en', 'Training Search could not start', 'Reload the page');
});
