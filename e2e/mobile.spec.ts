// On a 360 px phone: no sideways scrolling, facets behind a button that opens a dialog, and a screenshot to look at.
import path from 'node:path';
import { REPO_ROOT } from './support/e2e-env';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const scrollWidth = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? document.documentElement.scrollWidth);

test('works on a 360 px phone', async ({ app, page }) => {
  await app.gotoLanding();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({
    path: path.join(REPO_ROOT, 'test-results/mobile-360-landing.png'),
    fullPage: true,
  });

  await app.search({ keyword: 'welding', location: 'Lubbock, TX', distance: '50' });
  expect(await app.waitForResults()).toBeGreaterThan(0);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  // What the phone shows first, then the whole page (both looked at by a person during development).
  await page.screenshot({ path: path.join(REPO_ROOT, 'test-results/mobile-360.png') });
  await page.screenshot({ path: path.join(REPO_ROOT, 'test-results/mobile-360-full.png'), fullPage: true });

  // The facets are not laid out beside the results; a button opens them in a dialog.
  await expect(app.facet('Program length')).toBeHidden();
  const openFilters = page.getByRole('button', { name: /^(show |open |more )?(filters?|refine|narrow)\b/i });
  await openFilters.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Program length', exact: true })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: path.join(REPO_ROOT, 'test-results/mobile-360-filters.png') });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openFilters).toBeFocused();
});
