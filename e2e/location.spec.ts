// A place the service cannot use is a fix on the Location field, with the places the user may have meant.
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

test('"Springfield" asks which one, and a click searches it', async ({ app, page }) => {
  await app.gotoLanding();
  await app.search({ keyword: 'nursing', location: 'Springfield' });
  await expect(app.location).toHaveAttribute('aria-invalid', 'true');
  await expect(app.location).toHaveAccessibleDescription(/Which Springfield do you mean\?/);
  const places = page.getByRole('list', { name: 'Places you may have meant' });
  // allInnerTexts does not wait: the list may render a moment after the field's description (seen on a busy machine).
  await expect(places.getByRole('link').first()).toBeVisible();
  const names = await places.getByRole('link').allInnerTexts();
  expect(names).toEqual(
    expect.arrayContaining(['Springfield, IL', 'Springfield, MO', 'Springfield, MA', 'Springfield, OH']),
  );
  // Not a failed search: nothing to "try again", no jargon.
  await expect(app.tryAgain).toBeHidden();
  await expect(page.locator('body')).not.toContainText(/The search didn.t work|0 for nationwide/);
  expect(await axeViolations(page)).toEqual([]);

  await places.getByRole('link', { name: 'Springfield, MO' }).click();
  expect(await app.waitForResults()).toBeGreaterThan(0);
  await expect(app.location).toHaveValue('Springfield, MO');
  await expect(app.location).not.toHaveAttribute('aria-invalid', 'true');
});

test('"Austin" puts Austin, TX first, also on the Schools page', async ({ app, page }) => {
  await page.goto('/schools/Austin/welding');
  await expect(app.location).toHaveAttribute('aria-invalid', 'true');
  const first = page.getByRole('list', { name: 'Places you may have meant' }).getByRole('link').first();
  await expect(first).toHaveText('Austin, TX');
  await first.click();
  expect(await app.waitForResults()).toBeGreaterThan(0);
});

test('a misspelt city offers the right spelling', async ({ app, page }) => {
  await app.gotoLanding();
  await app.search({ keyword: 'welding', location: 'Lubock, TX' });
  await expect(app.location).toHaveAccessibleDescription(/Did you mean Lubbock, TX\?/);
  await page.getByRole('link', { name: 'Lubbock, TX' }).click();
  expect(await app.waitForResults()).toBeGreaterThan(0);
});
