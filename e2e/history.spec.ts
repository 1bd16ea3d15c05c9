// Back and forward walk through searches and pages; a short URL is completed without adding a history entry.
import { expect, test } from './fixtures';

test('back and forward walk through searches and pages', async ({ app, page }) => {
  await app.gotoLanding();
  await app.search({ keyword: 'welding', location: 'Lubbock, TX', distance: '50' });
  await expect(page).toHaveURL(/\/programs\/welding\//);
  const weldingCount = await app.waitForResults();
  const weldingFirst = await app.headingTexts();

  await app.search({ keyword: 'nursing', location: 'Austin, TX' });
  await expect(page).toHaveURL(/\/programs\/nursing\/Austin%2C%20TX\//);
  await app.waitForResults();
  const nursingCount = await app.count();
  expect(nursingCount).not.toBe(weldingCount);

  await app.nextPage.click();
  await expect(app.pageLink(2)).toHaveAttribute('aria-current', 'page');
  const pageTwoUrl = page.url();

  await page.goBack();
  await expect(page).toHaveURL(/\/programs\/nursing\/Austin%2C%20TX\/([^/]+\/){10}0\/\d+$/);
  await expect(app.pageLink(1)).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/programs\/welding\/Lubbock%2C%20TX\/50\//);
  await app.expectCount(weldingCount);
  expect(await app.headingTexts()).toEqual(weldingFirst);
  // The form follows the URL, so the fields show the search being looked at.
  await expect(app.keyword).toHaveValue('welding');
  await expect(app.location).toHaveValue('Lubbock, TX');

  await page.goForward();
  await expect(page).toHaveURL(/\/programs\/nursing\/Austin%2C%20TX\//);
  await app.expectCount(nursingCount);
  await expect(app.keyword).toHaveValue('nursing');

  await page.goForward();
  await expect(page).toHaveURL(pageTwoUrl);
  await expect(app.pageLink(2)).toHaveAttribute('aria-current', 'page');
});

test('a shortened link is completed with defaults in place, and shows the same results', async ({
  app,
  page,
}) => {
  await app.gotoLanding();
  await page.goto('/programs/welding/Lubbock%2C%20TX/50');
  // 14 segments after /programs, with the `0` defaults and the first page of 10.
  await expect(page).toHaveURL(/\/programs\/welding\/Lubbock%2C%20TX\/50\/0\/0\/0\/0\/0\/0\/0\/0\/0\/0\/10$/);
  const count = await app.waitForResults();
  expect(count).toBeGreaterThan(0);
  // Completing the URL replaced the entry: one step back is the landing page, not the short URL.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
