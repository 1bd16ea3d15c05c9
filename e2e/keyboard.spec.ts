// Keyboard alone: every control can be reached with Tab and used, and focus lands sensibly after a search and paging.
import type { Locator, Page } from '@playwright/test';
import { accessibleName, countInName } from './support/search-page';
import { expect, test } from './fixtures';

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until the locator has focus; fails after `max` presses. */
async function tabTo(page: Page, locator: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

/** Describes the focused element, so a failure says where focus went. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}"`;
  });

/** True when focus is on the results or just before them (their heading or count), not left behind. */
async function focusIsAtResults(results: Locator, form: Locator): Promise<boolean> {
  const formHandle = await form.elementHandle();
  return results.evaluate((list, searchForm) => {
    const el = document.activeElement;
    if (!searchForm) return false;
    if (!el || el === document.body || el.closest('nav') || searchForm.contains(el)) return false;
    if (list.contains(el)) return true;
    const beforeList = Boolean(el.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING);
    const afterForm = Boolean(searchForm.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    return beforeList && afterForm;
  }, formHandle);
}

test('searches, filters and pages with the keyboard alone', async ({ app, page }) => {
  await app.gotoLanding();
  await page.locator('body').focus();
  await tabTo(page, app.keyword);
  await page.keyboard.type('nursing');
  await tabTo(page, app.location, 5);
  await page.keyboard.type('Texas');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/programs\/nursing\/Texas\//);
  const total = await app.waitForResults();
  // After a search, focus is not dropped to the page: it stays in the form or moves to the results.
  expect(await focusedElement(page)).not.toBe('body');

  // A facet option: Tab to it, Space ticks it, the list narrows to its count.
  const option = app.facetOptions('Program length').first();
  const expected = countInName(await accessibleName(option));
  await tabTo(page, option);
  await page.keyboard.press('Space');
  await app.expectCount(expected);
  await expect(option).toBeChecked();
  expect(expected).toBeLessThanOrEqual(total);

  // Next page with Enter: the second page shows, and focus moves to the new results (not left at the bottom).
  await tabTo(page, app.nextPage, 400);
  await page.keyboard.press('Enter');
  await expect(app.pageLink(2)).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(async () =>
      (await focusIsAtResults(app.results, app.searchForm)) ? 'at results' : await focusedElement(page),
    )
    .toBe('at results');
});

test('every visible control on a results page can be reached with Tab', async ({ app, page }) => {
  await page.goto('/programs/welding/Lubbock%2C%20TX/50');
  await app.waitForResults();
  await page.evaluate(() => {
    const seen = new Set<Element>();
    (window as unknown as { __e2eFocused: Set<Element> }).__e2eFocused = seen;
    document.addEventListener('focusin', (e) => e.target instanceof Element && seen.add(e.target));
  });
  await page.locator('body').focus();
  for (let i = 0; i < 400; i++) await page.keyboard.press('Tab');

  const unreachable = await page.evaluate(() => {
    const seen = (window as unknown as { __e2eFocused: Set<Element> }).__e2eFocused;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
    );
    return [...controls]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true')
      .filter((el) => !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked))
      .filter((el) => el.getAttribute('aria-current') !== 'page' || el.tabIndex >= 0)
      .filter((el) => !seen.has(el))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`,
      );
  });
  expect(unreachable).toEqual([]);
});
