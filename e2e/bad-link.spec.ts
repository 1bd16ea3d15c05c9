// A mangled app link (issue 23): the service answers with the app's own page (status 400), and the app says, in the
// reader's language, that the link cannot be read and offers a new search — not a raw JSON error.
import { expect, test } from '@playwright/test';

const mangled = '/programs/%E0%A4%A/Lubbock%2C%20TX/0/0/0/0/0/0/0/0/0/0/0/10';

test('a mangled search link shows the app’s own error page, with a way to a new search', async ({ page }) => {
  const response = await page.goto(mangled);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'This search link is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: /new search/i })).toBeVisible();
});

test('in Spanish too', async ({ page }) => {
  await page.goto(`${mangled}?lang=es`);
  await expect(page.getByRole('heading', { name: 'Este enlace de búsqueda no es válido' })).toBeVisible();
});
