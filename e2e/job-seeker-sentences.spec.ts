// Issue 22 in Chromium on the real data: everyday sentences get no "Did you mean", words naming a filter are offered
// as that filter (never applied silently), and a job title from O*NET says where it comes from; axe clean.
import { axeViolations } from './support/axe';
import { expect, test } from './fixtures';

test('a correctly spelled sentence is searched as meant, with its filter words offered and removable', async ({
  app,
  page,
}) => {
  await app.gotoLanding();
  await app.search({ keyword: 'cheap cna classes online', location: 'Dallas, TX' });
  const found = await app.waitForResults();
  expect(found).toBeGreaterThan(0);
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  await expect(page.getByText('Searched as: Nursing assistant (CNA)')).toBeVisible();
  const offers = page.getByRole('region', { name: 'Filters your words name' });
  await expect(offers).toContainText('We did not search for “cheap”, “online”');
  await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await offers.getByRole('link', { name: 'Add filter: Online programs' }).click();
  const remove = page.getByRole('button', { name: /^Remove filter: Online/ });
  await expect(remove).toBeVisible();
  await expect(page).toHaveURL(/\/Online\//);
  await remove.click();
  await app.expectCount(found);
});

test('a job title O*NET knows is read as its occupation, and an acronym is never "corrected"', async ({
  app,
  page,
}) => {
  await app.gotoLanding();
  await app.search({ keyword: 'RDH', location: 'Dallas, TX' });
  expect(await app.waitForResults()).toBeGreaterThan(0);
  await expect(page.getByText('Searched as: Dental Hygienists (job title “rdh”, O*NET)')).toBeVisible();
  await expect(page.getByText(/Did you mean|Showing results for/)).toHaveCount(0);
  const headings = await app.headingTexts();
  expect(headings.slice(0, 5).every((h) => /dental hygien/i.test(h))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});
