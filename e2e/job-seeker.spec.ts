// A job seeker looks for welding programs near Lubbock, from the landing page, the way a new user would.
import { expect, test } from './fixtures';

test('a job seeker finds welding programs near Lubbock, TX', async ({ app, page }) => {
  await app.gotoLanding();
  await expect(app.keyword)
    .toBeFocused()
    .catch(() => undefined); // autofocus is welcome, not required
  await app.search({ keyword: 'welding', location: 'Lubbock, TX', distance: '50' });

  await expect(page).toHaveURL(/\/programs\/welding\/Lubbock%2C%20TX\/50\//);
  const total = await app.waitForResults();
  expect(total).toBeGreaterThan(0);

  // A first page of at most 10, the best match first, each result headed by its program's name.
  const headings = await app.headingTexts();
  expect(headings).toHaveLength(Math.min(total, 10));
  expect(headings[0]).toMatch(/weld/i);
  for (const heading of headings) expect(heading.length).toBeGreaterThan(0);

  // Everything within 50 miles of Lubbock is in Texas; each result says where it is.
  const items = app.results.getByRole('listitem');
  const texts = await items.allInnerTexts();
  for (const text of texts.slice(0, headings.length)) expect(text).toMatch(/\bTX\b|Texas/);

  // The search form keeps what was asked, so it can be refined.
  await expect(app.keyword).toHaveValue('welding');
  await expect(app.location).toHaveValue('Lubbock, TX');
});

test('a nationwide keyword search shows a count and results', async ({ app, page }) => {
  await app.gotoLanding();
  await app.search({ keyword: 'nursing' });
  await expect(page).toHaveURL(/\/programs\/nursing\//);
  expect(await app.waitForResults()).toBeGreaterThan(100);
});

test('every example search on the landing page is words people type, and fills a first page', async ({
  app,
  page,
}) => {
  await app.gotoLanding();
  const examples = page.getByRole('region', { name: 'Example searches' }).getByRole('link');
  const labels = await examples.allInnerTexts();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    await page.getByRole('region', { name: 'Example searches' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(/\/(programs|schools)\//);
    expect(await app.waitForResults(), `results for "${label}"`).toBeGreaterThanOrEqual(10);
    // Never a raw code in the box (SOC 29-1141, CIP 51.3801): issue 19.
    await expect(app.keyword).not.toHaveValue(/^\d{2}[-.]?\d{4}/);
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Example searches' })).toBeVisible();
  }
});

test('an occupation code and a ZIP code work', async ({ app, page }) => {
  await app.gotoLanding();
  // 29-1141 is Registered Nurses (SOC 2018); 78701 is downtown Austin.
  await app.search({ keyword: '29-1141', location: '78701', distance: '25' });
  await expect(page).toHaveURL(/\/programs\/29-1141\/78701\/25\//);
  expect(await app.waitForResults()).toBeGreaterThan(0);
  expect((await app.headingTexts())[0]).toMatch(/nurs/i);
});
