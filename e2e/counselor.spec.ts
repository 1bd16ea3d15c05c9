// A counselor narrows a list with three facets, then sends the link: a fresh browser context (no cache, no storage) shows the very same list.
import { accessibleName, countInName, escapeRegExp, labelOf, SearchPage } from './support/search-page';
import { expect, test } from './fixtures';

/** Facets tried in this order; the first three that offer a choice are used. */
const FACET_PREFERENCE = ['Program length', 'Format', 'Area', 'School', 'Occupation', 'Program'];

test('a counselor narrows with three facets and the copied link reproduces the list', async ({
  app,
  page,
  browser,
}) => {
  await app.gotoLanding();
  await app.search({ keyword: 'nursing', location: 'Austin, TX', distance: '50' });
  const unfiltered = await app.waitForResults();
  let total = unfiltered;
  expect(total).toBeGreaterThan(0);

  const ticked: { facet: string; name: string; count: number }[] = [];
  for (const facet of FACET_PREFERENCE) {
    if (ticked.length === 3) break;
    const options = app.facetOptions(facet);
    if ((await options.count()) === 0) continue;
    // The first option whose count is not the whole list, so the filter visibly narrows it.
    let chosen: { index: number; name: string; count: number } | undefined;
    for (let i = 0; i < (await options.count()); i++) {
      if (await options.nth(i).isChecked()) continue;
      const name = await accessibleName(options.nth(i));
      const count = countInName(name);
      if (count > 0 && count < total) {
        chosen = { index: i, name, count };
        break;
      }
    }
    if (!chosen) continue;
    await options.nth(chosen.index).click();
    await app.expectCount(chosen.count);
    await expect(app.facetOption(facet, labelOf(chosen.name))).toBeChecked();
    ticked.push({ facet, name: chosen.name, count: chosen.count });
    total = chosen.count;
  }
  expect(ticked.map((t) => t.facet)).toHaveLength(3);
  await expect(app.removeFilterButtons).toHaveCount(3);
  await expect(app.clearAllFilters).toBeVisible();
  const firstHeadings = await app.headingTexts();
  const facets = ticked.map((t) => t.facet);
  const checked = await app.checkedOptions(facets);
  for (const t of ticked) expect(checked[t.facet]).toHaveLength(1);

  // The link the counselor copies is the address bar; the client opens it in a browser with nothing cached.
  const link = page.url();
  const context = await browser.newContext();
  try {
    const client = new SearchPage(await context.newPage());
    await client.page.goto(link);
    await client.waitForResults();
    await client.expectCount(total);
    // The same boxes ticked, with the same labels and counts.
    expect(await client.checkedOptions(facets)).toEqual(checked);
    expect(await client.headingTexts()).toEqual(firstHeadings);
    await expect(client.page).toHaveURL(link);
  } finally {
    await context.close();
  }

  // Removing the last filter gives back the list as it was before it; Clear all filters, the unfiltered one.
  const [, second, third] = ticked;
  if (!second || !third) throw new Error('three filters expected');
  await app.page
    .getByRole('button', { name: new RegExp(`^Remove filter: .*${escapeRegExp(labelOf(third.name))}`) })
    .click();
  await expect(app.removeFilterButtons).toHaveCount(2);
  await app.expectCount(second.count);
  await app.clearAllFilters.click();
  await expect(app.removeFilterButtons).toHaveCount(0);
  await app.expectCount(unfiltered);
});
