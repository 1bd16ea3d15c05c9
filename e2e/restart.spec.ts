// A restart or redeploy that gives the page's token a new value does not break a tab that is already open.
import { OUTAGE_PORT } from './support/e2e-env';
import { startService, type RunningService } from './support/service-process';
import { expect, test } from './fixtures';

// No PUBLIC_SEARCH_TOKEN: each start makes a new random token, as a default deployment does.
const randomToken = { PUBLIC_SEARCH_TOKEN: undefined };

test('an open page keeps searching after the service restarts with a new token, without a reload', async ({
  app,
  page,
}) => {
  test.setTimeout(150_000);
  let service: RunningService | undefined = await startService(OUTAGE_PORT, 60_000, undefined, randomToken);
  try {
    await page.goto(`${service.url}/programs/welding/Lubbock%2C%20TX/50`);
    expect(await app.waitForResults()).toBeGreaterThan(0);
    const tokenBefore = (
      (await (await page.request.get(`${service.url}/config.json`)).json()) as { token: string }
    ).token;
    // A mark that a reload would wipe out.
    await page.evaluate(() => Object.assign(window, { openedBeforeRestart: true }));

    await service.stop();
    service = await startService(OUTAGE_PORT, 60_000, undefined, randomToken);
    const tokenAfter = (
      (await (await page.request.get(`${service.url}/config.json`)).json()) as { token: string }
    ).token;
    expect(tokenAfter).not.toBe(tokenBefore);

    await app.search({ keyword: 'nursing', location: 'Austin, TX' });
    expect(await app.waitForResults()).toBeGreaterThan(0);
    await expect.poll(async () => (await app.headingTexts())[0] ?? '').toMatch(/nurs/i);
    await expect(app.tryAgain).toBeHidden();
    expect(await page.evaluate(() => (window as { openedBeforeRestart?: boolean }).openedBeforeRestart)).toBe(
      true,
    );
  } finally {
    await service?.stop();
  }
});
