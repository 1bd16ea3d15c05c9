// The schools search: switching to Schools, searching a city, and narrowing by a facet.
import type { Locator } from '@playwright/test';
import { accessibleName, countInName, labelOf } from './support/search-page';
import { expect, test } from './fixtures';

test('searches schools near Austin and narrows them by program length', async ({ app, page }) => {
  await app.gotoLanding();
  await app.modeSwitch('Schools').click();
  await expect(page).toHaveURL(/\/schools(\/|$)/);
  await expect(app.searchForm).toBeVisible();

  await app.location.fill('Austin, TX');
  if (await app.keyword.isVisible()) await app.keyword.fill('nursing');
  await app.searchButton.click();
  await expect(page).toHaveURL(/\/schools\/Austin%2C%20TX\//);
  await expect(app.status.first()).toContainText(/schools?/i);
  const total = await app.waitForResults();
  expect(total).toBeGreaterThan(0);
  const headings = await app.headingTexts();
  expect(headings.length).toBe(Math.min(total, 10));
  // One result per school (an ETPL campus is a school of its own, so names may repeat, never whole entries).
  const entries = await app.results.getByRole('listitem').allInnerTexts();
  expect(new Set(entries).size).toBe(entries.length);

  // Narrow by a program length: the list shrinks to exactly the count its checkbox showed.
  const picked = await firstNarrowingOption(app.facetOptions('Program length'), total);
  await picked.box.click();
  await app.expectCount(picked.count);
  await expect(app.facetOption('Program length', labelOf(picked.name))).toBeChecked();
  await expect(app.removeFilterButtons).toHaveCount(1);

  // Back on Programs, the program search form is there again.
  await app.modeSwitch('Programs').click();
  await expect(page).toHaveURL(/\/programs(\/|$)|\/$/);
  await expect(app.searchForm).toBeVisible();
});

test('ticking a city shows the schools that its count promised', async ({ app, page }) => {
  await page.goto('/schools/Texas/nursing');
  const total = await app.waitForResults();
  const picked = await firstNarrowingOption(app.facetOptions('City'), total);
  await picked.box.click();
  await app.expectCount(picked.count);
  await expect(app.facetOption('City', labelOf(picked.name))).toBeChecked();
});

/** The first unticked option whose count is neither 0 nor the whole list, so ticking it visibly narrows. */
async function firstNarrowingOption(options: Locator, total: number) {
  await expect(options.first()).toBeVisible();
  for (const box of await options.all()) {
    if (await box.isChecked()) continue;
    const name = await accessibleName(box);
    const count = countInName(name);
    if (count > 0 && count < total) return { box, name, count };
  }
  throw new Error('no option narrows the list');
}
