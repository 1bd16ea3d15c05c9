// The app in Spanish, as a Spanish-speaking job seeker and a counselor's client use it: by keyboard alone, from a
// shared Spanish link in a fresh browser, with the choice remembered; axe clean in Spanish too (issue 12).
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './fixtures';

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function tabTo(page: Page, locator: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

const count = (page: Page) => page.getByRole('status').filter({ hasText: /programas?$/ });

test('a Spanish job seeker searches, filters and pages by keyboard alone', async ({ page }) => {
  await page.goto('/?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const keyword = page.getByRole('combobox', { name: 'Palabra clave u ocupación' });
  await tabTo(page, keyword);
  await page.keyboard.type('soldadura');
  await tabTo(page, page.getByRole('combobox', { name: 'Ubicación' }));
  await page.keyboard.type('Lubbock, TX');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/programs\/soldadura\/Lubbock.*[?&]lang=es/);
  await expect(page.getByRole('list', { name: 'Resultados de búsqueda' })).toBeVisible();
  await expect(count(page)).toHaveText(/^[\d,]+ programas?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/soldadura/);
  await expect(page).toHaveTitle(/soldadura.*Buscador de Capacitación/);
  // Focus is on the results heading; the next Tab offers the way to the filters.
  await expect(page.getByRole('heading', { name: 'Resultados', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir a los filtros' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const box = page.locator('#filters').getByRole('checkbox').first();
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Quitar filtro: / })).toBeVisible();
  await expect(page).toHaveURL(/[?&]lang=es/);
  expect(await axeViolations(page)).toEqual([]);
});

test('a shared Spanish link opens in Spanish in a fresh browser; the program page and paging too', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/programs/welding/Texas?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  const pages = page.getByRole('navigation', { name: 'Paginación' });
  await pages.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/\/10\/10\?lang=es$/);
  await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await page
    .getByRole('list', { name: 'Resultados de búsqueda' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/program\/\d+.*lang=es/);
  await expect(page.getByRole('heading', { name: 'Costo' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test('the language chosen with the switch is remembered across a reload and a bare link', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
  // The address to share names the language.
  await expect(page).toHaveURL(/\?lang=es$/);
  expect(await axeViolations(page)).toEqual([]);
  // Back to English, remembered too.
  await page.getByRole('link', { name: 'English' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
});
