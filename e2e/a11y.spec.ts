// axe finds no WCAG 2.1 A/AA violations on the landing, results, empty and error pages.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './fixtures';

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('landing page', async ({ app, page }) => {
  await app.gotoLanding();
  await expectNoViolations(page);
});

test('results page', async ({ app, page }) => {
  await app.gotoLanding();
  await app.search({ keyword: 'welding', location: 'Lubbock, TX', distance: '50' });
  await app.waitForResults();
  await expectNoViolations(page);
});

test('schools results page', async ({ app, page }) => {
  await page.goto('/schools/Austin%2C%20TX');
  await app.waitForResults();
  await expectNoViolations(page);
});

test('empty page: nothing matches, and the page says what to try next', async ({ app, page }) => {
  await app.gotoLanding();
  await app.search({ keyword: 'qzxvqzxvqzxv', location: 'Texas' });
  await app.expectCount(0);
  await expect(app.results).toBeHidden();
  await expect(page.getByText(/try/i).first()).toBeVisible();
  await expectNoViolations(page);
});

test('error page: a place the service does not know', async ({ app, page }) => {
  await app.gotoLanding();
  await app.search({ keyword: 'welding', location: 'Nowhereville, ZZ' });
  // The service answers 400 with a message naming the problem; the page shows it instead of results.
  await expect(
    page
      .getByText(/location/i)
      .and(page.getByText(/not|unknown|couldn/i))
      .first(),
  ).toBeVisible();
  await expect(app.results).toBeHidden();
  await expectNoViolations(page);
});
