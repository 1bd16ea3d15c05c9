// The service goes down while the app is open, then comes back: the app says so in plain words and recovers.
import { OUTAGE_PORT } from './support/e2e-env';
import { startService, type RunningService } from './support/service-process';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

test('shows an error with Try again while the service is down, and results once it is back', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  let service: RunningService | undefined = await startService(OUTAGE_PORT);
  try {
    await page.goto(`${service.url}/programs/welding/Lubbock%2C%20TX/50`);
    expect(await app.waitForResults()).toBeGreaterThan(0);

    await service.stop();
    service = undefined;
    await app.search({ keyword: 'nursing', location: 'Austin, TX' });
    // Retries may run first; then the error state, in words, with a way to retry.
    await expect(app.tryAgain).toBeVisible({ timeout: 30_000 });
    await expect(app.results).toBeHidden();
    const errorText = await page.locator('body').innerText();
    expect(errorText).not.toMatch(/TypeError|Failed to fetch|undefined|\[object/);
    expect(await axeViolations(page)).toEqual([]);

    service = await startService(OUTAGE_PORT);
    await app.tryAgain.click();
    // The last results stay on screen, dimmed, while the retried search travels (keepPreviousData): wait for it.
    await expect(app.resultHeadings.first()).toHaveText(/nurs/i, { timeout: 30_000 });
    expect(await app.waitForResults()).toBeGreaterThan(0);
    await expect(app.tryAgain).toBeHidden();
  } finally {
    await service?.stop();
  }
});
