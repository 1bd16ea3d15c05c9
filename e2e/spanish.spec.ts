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
  // Back to English, remembered too (the switch has taken effect before the reload: a reload racing the click's
  // navigation reloaded the Spanish page on a loaded machine).
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
});

test('a Spanish counselor pages, compares two and sends a shortlist by keyboard; the link opens in Spanish', async ({
  page,
  browser,
}) => {
  await page.goto('/programs/welding/Texas?lang=es');
  const results = page.getByRole('list', { name: 'Resultados de búsqueda' });
  await expect(results).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Paginación' });
  // From the results heading (where a search leaves focus), through the cards to the next page.
  await page.getByRole('heading', { name: 'Resultados', exact: true }).focus();
  await tabTo(page, pages.getByRole('link', { name: 'Página siguiente' }), 120);
  await page.keyboard.press('Enter');
  await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Resultados', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/[?&]lang=es/);
  const names: string[] = [];
  for (const k of [0, 1]) {
    const card = results.getByRole('article').nth(k);
    names.push((await card.getByRole('heading').innerText()).trim());
    const compare = card.getByRole('checkbox', { name: 'Comparar' });
    await compare.focus();
    await page.keyboard.press('Space');
    await expect(compare).toBeChecked();
    await card.getByRole('button', { name: 'Agregar a mi lista' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Quitar de mi lista' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(page).toHaveURL(/[?&]lang=es/);
  await page.getByRole('link', { name: 'Comparar 2 programas' }).focus();
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Comparación de 2 programas' });
  await expect(table.getByRole('columnheader')).toHaveText(names);
  for (const row of ['Escuela', 'Costo', 'Duración', 'Credencial', 'Egresados', 'Servicios'])
    await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Buscador de Capacitación/);
  await expect(page).toHaveURL(/\/compare\?.*lang=es/);
  expect(await axeViolations(page)).toEqual([]);

  await page.goBack();
  await page.getByRole('link', { name: 'Mi lista (2)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi lista: 2 programas' })).toBeVisible();
  await expect(page).toHaveURL(/\/shortlist\?.*lang=es/);
  expect(await axeViolations(page)).toEqual([]);
  const link = page.url();

  // The client opens the link on a browser that never chose a language.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      other.getByRole('heading', { level: 1, name: 'Lista compartida de 2 programas' }),
    ).toBeVisible();
    const listed = other.getByRole('list', { name: 'Programas en la lista' }).getByRole('article');
    await expect(listed.getByRole('heading')).toHaveText(names);
    await expect(other.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    expect(await axeViolations(other)).toEqual([]);
  } finally {
    await fresh.close();
  }
});
