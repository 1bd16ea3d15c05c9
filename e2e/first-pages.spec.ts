// The first pages a newcomer meets (issue 19), in Chromium on the real data, through accessible names only: a program
// opens at its top with focus on its title and its cost in view, and Back returns to where the reader was (phone and
// desktop); the compare tray stays in view and is reached by keyboard at every width from 320 to 1920 px, with the
// filters never over the results; few results and a filter that empties the list offer the next step, with the
// service's own counts. Expected figures come from the page itself, never typed in.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { axeViolations } from './support/axe';
import { REPO_ROOT } from './support/e2e-env';
import { expect, test } from './fixtures';

const shot = (name: string) => path.join(REPO_ROOT, `test-results/first-pages-${name}.png`);
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const count = (text: string | null) => Number(/([\d,]+)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

for (const viewport of [
  { name: 'a 360 px phone', width: 360, height: 740 },
  { name: 'a 1280 px desktop', width: 1280, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a program opens at its top, focus on its title, title and cost in view; Back returns to the list where it was left', async ({
      app,
      page,
    }) => {
      await page.goto('/programs/welding/Houston%2C%20TX/25');
      expect(await app.waitForResults()).toBeGreaterThanOrEqual(10);
      // A program far down the list, opened by its name.
      const link = results(page).getByRole('listitem').nth(6).getByRole('heading').getByRole('link');
      const name = (await link.innerText()).trim();
      await link.scrollIntoViewIfNeeded();
      const left = await page.evaluate(() => window.scrollY);
      expect(left).toBeGreaterThan(200);
      await link.click();

      const title = page.getByRole('heading', { level: 1, name });
      await expect(title).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(title).toBeInViewport({ ratio: 1 });
      const cost = page.getByRole('article', { name }).getByRole('region', { name: 'Cost' });
      await expect(cost.getByRole('heading', { name: 'Cost' })).toBeInViewport({ ratio: 1 });
      // What it costs, or that its source does not say: the first line of the section is on screen too.
      await expect(cost.locator('dd, p').first()).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: shot(`program-${viewport.width}`) });

      await page.goBack();
      await expect(results(page)).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
      // Focus is back on the link the reader followed: the keyboard goes on from there.
      await expect(results(page).getByRole('link', { name, exact: true }).first()).toBeFocused();
    });
  });
}

test('the compare tray stays in view and is reached by keyboard from 320 to 1920 px; the filters never cover the results', async ({
  app,
  page,
}) => {
  await page.goto('/programs/nursing/Columbus%2C%20OH/25');
  expect(await app.waitForResults()).toBeGreaterThanOrEqual(10);
  const boxes = results(page).getByRole('checkbox', { name: 'Compare' });
  await boxes.nth(4).check();
  await boxes.nth(7).check();
  const compare = page.getByRole('link', { name: 'Compare 2 programs' });
  for (const width of [320, 360, 768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: width < 700 ? 700 : 900 });
    // Down the list, past the ticked cards: the tray is still on screen.
    await boxes.nth(8).scrollIntoViewIfNeeded();
    await expect(compare, `Compare at ${width} px`).toBeInViewport({ ratio: 1 });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `sideways scrolling at ${width} px`).toBe(0);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    if (await filters.isVisible()) {
      const aside = await filters.boundingBox();
      const list = await results(page).boundingBox();
      expect(
        aside && list && aside.x + aside.width <= list.x,
        `filters beside the results at ${width} px`,
      ).toBe(true);
    }
    if (width === 320 || width === 1920) await page.screenshot({ path: shot(`tray-${width}`) });
  }
  // From the last ticked box, the keyboard reaches Compare without going back up the page.
  await boxes.nth(7).focus();
  for (let k = 0; k < 60 && !(await compare.evaluate((el) => el === document.activeElement)); k++)
    await page.keyboard.press('Tab');
  await expect(compare).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Comparing 2 programs' })).toBeVisible();
});

test('a filter that empties the list says what removing it gives; few results offer the wider distance that fills a page', async ({
  app,
  page,
}) => {
  await page.goto('/programs/welding/Lubbock%2C%20TX/25/0/0/0/Hybrid');
  await app.expectCount(0);
  const removing = page.getByRole('link', { name: /^Removing “Hybrid” gives [\d,]+ programs?$/ });
  const left = count(await removing.textContent());
  expect(left).toBeGreaterThan(0);
  await removing.click();
  await app.expectCount(left);

  // Fewer than a page near Lubbock: one link widens the search, and says by how much.
  expect(left).toBeLessThan(10);
  const wider = page.getByRole('link', { name: /^[\d,]+ more programs? within \d+ miles$/ });
  const text = (await wider.textContent()) ?? '';
  const more = count(text);
  const miles = /within (\d+) miles/.exec(text)?.[1];
  const programs = `${left} program${left === 1 ? '' : 's'}`;
  await expect(page.getByText(`Only ${programs} within 25 miles of Lubbock, TX.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await wider.click();
  await expect(page).toHaveURL(new RegExp(`/programs/welding/Lubbock%2C%20TX/${miles}/`));
  await app.expectCount(left + more);
  expect(left + more).toBeGreaterThanOrEqual(10);
  await expect(wider).toHaveCount(0);
});

test('in Spanish: few results say so and widen in one link, the tray and the program page read in Spanish, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/programs/welding/Lubbock%2C%20TX/25?lang=es');
  const list = page.getByRole('list', { name: 'Resultados de búsqueda' });
  await expect(list).toBeVisible();
  const found = await list.getByRole('listitem').count();
  expect(found).toBeLessThan(10);
  const wider = page.getByRole('link', { name: /^[\d,]+ programas? más a menos de \d+ millas$/ });
  await expect(wider).toBeVisible();
  await expect(page.getByText(/^Solo [\d,]+ programas? a menos de 25 millas de Lubbock, TX\./)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await wider.click();
  await expect(page).toHaveURL(/[?&]lang=es/);
  // A full first page now.
  await expect(list.getByRole('listitem')).toHaveCount(10);

  const boxes = list.getByRole('checkbox', { name: 'Comparar' });
  await boxes.nth(2).check();
  await boxes.nth(5).check();
  await boxes.nth(8).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Comparar 2 programas' })).toBeInViewport({ ratio: 1 });
  expect(await axeViolations(page)).toEqual([]);

  const link = list.getByRole('listitem').nth(6).getByRole('heading').getByRole('link');
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Costo' }).getByRole('heading')).toBeInViewport({ ratio: 1 });
  expect(await axeViolations(page)).toEqual([]);
});
