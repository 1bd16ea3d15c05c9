// The service goes down while the app is open, then comes back: the app keeps what it showed, says the results may
// be out of date, and gets the new ones by itself once the service answers again.
import { OUTAGE_PORT } from './support/e2e-env';
import { startService, type RunningService } from './support/service-process';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

test('keeps the last results and filters through an outage, and recovers without a click', async ({
  app,
  page,
}) => {
  test.setTimeout(150_000);
  let service: RunningService | undefined = await startService(OUTAGE_PORT);
  try {
    await page.goto(`${service.url}/programs/welding/Lubbock%2C%20TX/50`);
    expect(await app.waitForResults()).toBeGreaterThan(0);
    const before = await app.headingTexts();
    await expect(app.facet('Program length')).toBeVisible();

    await service.stop();
    service = undefined;
    await app.search({ keyword: 'nursing', location: 'Austin, TX' });
    // Said in plain words, with the earlier results and filters still there.
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'We can’t reach the search service right now.' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText('may be out of date');
    await expect(app.results).toBeVisible();
    expect(await app.headingTexts()).toEqual(before);
    await expect(app.facet('Program length')).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/TypeError|Failed to fetch|undefined|\[object/);
    expect(await axeViolations(page)).toEqual([]);

    // Back: the app's own next try brings the search asked for; nobody clicks anything.
    service = await startService(OUTAGE_PORT);
    await expect(notice).toBeHidden({ timeout: 30_000 });
    await expect.poll(async () => (await app.headingTexts())[0] ?? '', { timeout: 30_000 }).toMatch(/nurs/i);
    expect(await app.count()).toBeGreaterThan(0);
  } finally {
    await service?.stop();
  }
});

test('says so while the service is down, then shows the results when it is back', async ({ app, page }) => {
  test.setTimeout(150_000);
  let service: RunningService | undefined = await startService(OUTAGE_PORT);
  try {
    await page.goto(`${service.url}/`);
    await expect(app.searchForm).toBeVisible();
    await service.stop();
    service = undefined;
    await app.search({ keyword: 'welding', location: 'Lubbock, TX' });
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'We can’t reach the search service right now.' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(app.results).toBeHidden();
    service = await startService(OUTAGE_PORT);
    // "Try again" asks at once rather than at the next scheduled try.
    await notice.getByRole('button', { name: 'Try again' }).click();
    expect(await app.waitForResults()).toBeGreaterThan(0);
    await expect(notice).toBeHidden();
  } finally {
    await service?.stop();
  }
});

test('a page’s code that does not arrive while the service is out of reach leaves the app on screen; after a redeploy it reloads once', async ({
  page,
}) => {
  const aboutCode = /\/assets\/about-route-[\w-]+\.js$/;
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
  const mark = () => page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));

  // Out of reach: the page's code and the page's own address (decision 0156).
  await page.goto('/');
  await mark();
  await page.route(aboutCode, (route) => route.abort('connectionrefused'));
  await page.route('**/about', (route) => route.abort('connectionrefused'));
  const asked = page.waitForEvent('requestfailed', (r) => r.method() === 'HEAD');
  await page.getByRole('link', { name: 'About this data' }).click();
  await asked;
  await expect(page.getByRole('link', { name: 'About this data' })).toBeVisible();
  expect(await stayed(), 'the page was not reloaded onto the browser’s error page').toBe(true);
  await page.unrouteAll();

  // A redeploy: the old file is gone, the page's address answers. The page reloads at the same URL and shows it.
  await page.goto('/');
  await mark();
  await page.route(aboutCode, (route) => route.fulfill({ status: 404 }), { times: 1 });
  await page.getByRole('link', { name: 'About this data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About this data' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  expect(await stayed(), 'the page was reloaded').toBe(false);
});
