// Links people shared before the route table (issue 20) open the same pages in a fresh browser on the real data:
// the path matched whatever its case or trailing slash, a short search link completed in place, the program page,
// compare, a shortlist and about, in English and in Spanish.
import { expect, test } from './fixtures';

test('shared links open their pages in a fresh browser', async ({ app, page, browser }) => {
  // Case and a trailing slash, as React Router's matcher always allowed; completed by a replace, not a push.
  await page.goto('/Programs/welding/Lubbock%2C%20TX/50/');
  await expect(page).toHaveURL(/\/programs\/welding\/Lubbock%2C%20TX\/50\/0\/0\/0\/0\/0\/0\/0\/0\/0\/0\/10$/);
  expect(await app.waitForResults()).toBeGreaterThan(1);

  // Two programs of the list, by their own links (what a counselor copies).
  const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article');
  const linkOf = async (n: number) => {
    const title = (await cards.nth(n).getByRole('heading', { level: 3 }).textContent()) ?? '';
    const href = (await cards.nth(n).getByRole('link', { name: title }).getAttribute('href')) ?? '';
    return { title, href, id: /^\/program\/(\d+)/.exec(href)?.[1] ?? '' };
  };
  const [first, second] = [await linkOf(0), await linkOf(1)];
  expect(first.id).not.toBe('');
  expect(second.id).not.toBe('');

  // Each link as someone else opens it: a new browser context, nothing shared with this one.
  const origin = new URL(page.url()).origin;
  const fresh = await browser.newContext({ baseURL: origin });
  const other = await fresh.newPage();
  /** Opens a link the app made; it stays as it is (nothing to complete). */
  const open = async (url: string) => {
    await other.goto(url);
    await expect(other).toHaveURL(new URL(url, origin).href);
  };

  await open(first.href);
  await expect(other.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

  await open(`/compare?ids=${first.id}%2C${second.id}`);
  await expect(other.getByRole('table', { name: 'Comparing 2 programs' })).toBeVisible();

  await open(`/shortlist?ids=${first.id}%2C${second.id}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Shared list of 2 programs' })).toBeVisible();

  await open('/about');
  await expect(other.getByRole('heading', { level: 1, name: 'About this data' })).toBeVisible();

  // A short Spanish link is completed in place and keeps its language.
  await other.goto('/programs/soldadura/TX?lang=es');
  await expect(other).toHaveURL(/\/programs\/soldadura\/TX\/0\/0\/0\/0\/0\/0\/0\/0\/0\/0\/0\/10\?lang=es$/);
  await expect(other.getByRole('list', { name: 'Resultados de búsqueda' })).toBeVisible();
  await fresh.close();
});
