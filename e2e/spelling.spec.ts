// A misspelt keyword still leads somewhere: a "Did you mean" link, or results for the correction.
import { expect, test } from './fixtures';

for (const [typed, meant] of [
  ['weldng', /weld/i],
  ['nursng', /nurs/i],
] as const) {
  test(`"${typed}" offers or shows results for a correction`, async ({ app, page }) => {
    await app.gotoLanding();
    await app.search({ keyword: typed, location: 'Texas' });
    await expect(page).toHaveURL(new RegExp(`/programs/${typed}/`));

    const didYouMean = page.getByText(/did you mean/i).first();
    const showingFor = page.getByText(/showing results for/i).first();
    await expect(didYouMean.or(showingFor).first()).toBeVisible();

    if (await showingFor.isVisible()) {
      // Auto-corrected: results for the correction, and a way back to what was typed.
      await expect(showingFor).toContainText(meant);
      await expect(page.getByRole('link', { name: `Search instead for ${typed}` })).toBeVisible();
      expect(await app.waitForResults()).toBeGreaterThan(0);
      expect((await app.headingTexts()).some((h) => meant.test(h))).toBe(true);
      return;
    }
    // Suggested: following the suggestion searches for it.
    const suggestion = page.getByRole('link', { name: meant }).first();
    await expect(suggestion).toBeVisible();
    const word = (await suggestion.innerText()).trim();
    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`/programs/${encodeURIComponent(word)}/`));
    await expect(app.keyword).toHaveValue(word);
    expect(await app.waitForResults()).toBeGreaterThan(0);
  });
}
