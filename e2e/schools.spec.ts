// The schools search: switching to Schools, searching a city, and narrowing by a facet.
import { accessibleName, countInName } from './support/search-page';
import { expect, test } from './fixtures';

test('searches schools near Austin and narrows them by city', async ({ app, page }) => {
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
  // One result per school: no school is listed twice on a page.
  expect(new Set(headings).size).toBe(headings.length);

  // Narrow by the first city whose count is not the whole list.
  const cities = app.facetOptions('City');
  await expect(cities.first()).toBeVisible();
  let picked: { name: string; count: number } | undefined;
  for (let i = 0; i < (await cities.count()) && !picked; i++) {
    const name = await accessibleName(cities.nth(i));
    const count = countInName(name);
    if (count > 0 && count < total) {
      picked = { name, count };
      await cities.nth(i).click();
    }
  }
  if (!picked) throw new Error('no city narrows the list');
  await app.expectCount(picked.count);
  await expect(app.facet('City').getByRole('checkbox', { name: picked.name, exact: true })).toBeChecked();
  await expect(app.removeFilterButtons).toHaveCount(1);

  // Back on Programs, the program search form is there again.
  await app.modeSwitch('Programs').click();
  await expect(page).toHaveURL(/\/programs(\/|$)|\/$/);
  await expect(app.searchForm).toBeVisible();
});
