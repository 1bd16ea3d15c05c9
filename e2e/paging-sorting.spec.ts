// Paging and sorting a long list: pages are links, the current one is marked, sort orders what is shown.
import { expect, test } from './fixtures';

const START = 12; // index of startRecord among the segments after /programs
const LIMIT = 13;
const SORT_COLUMN = 10;
const SORT_DIRECTION = 11;

test('pages through a long list with Next, Page N and Previous', async ({ app }) => {
  await app.gotoLanding();
  await app.search({ keyword: 'nursing', location: 'Texas' });
  const total = await app.waitForResults();
  expect(total).toBeGreaterThan(30);
  await expect(app.pageLink(1)).toHaveAttribute('aria-current', 'page');
  const pageOne = await app.headingTexts();

  await app.nextPage.click();
  await expect(app.pageLink(2)).toHaveAttribute('aria-current', 'page');
  await expect(app.pageLink(1)).not.toHaveAttribute('aria-current', 'page');
  expect(app.segments()[START]).toBe('10');
  await expect.poll(() => app.headingTexts()).not.toEqual(pageOne);
  await app.expectCount(total);

  await app.pageLink(3).click();
  await expect(app.pageLink(3)).toHaveAttribute('aria-current', 'page');
  expect(app.segments()[START]).toBe('20');

  await app.previousPage.click();
  await expect(app.pageLink(2)).toHaveAttribute('aria-current', 'page');
  expect(app.segments()[START]).toBe('10');

  await app.pageLink(1).click();
  await expect(app.pageLink(1)).toHaveAttribute('aria-current', 'page');
  expect(await app.headingTexts()).toEqual(pageOne);

  // Page links are real links: their href is the URL of that page, so ctrl-click opens it in a tab.
  const href = await app.pageLink(2).getAttribute('href');
  expect(href).toMatch(/\/programs\/nursing\/Texas\/([^/]+\/){10}10\/10$/);
});

test('Results per page and Sort by change the list and the URL', async ({ app }) => {
  await app.gotoLanding();
  await app.search({ keyword: 'welding', location: 'Texas' });
  const total = await app.waitForResults();
  expect(total).toBeGreaterThan(25);

  await selectByValueOrLabel(app.perPage, '25');
  await expect(app.resultHeadings).toHaveCount(25);
  expect(app.segments()[LIMIT]).toBe('25');
  await app.expectCount(total);

  // Sort by program name, A to Z: the headings come back in alphabetical order.
  const options = await app.sortBy
    .locator('option')
    .evaluateAll((els) =>
      els.map((el) => ({ value: (el as HTMLOptionElement).value, label: (el.textContent ?? '').trim() })),
    );
  const byProgram = options.find((o) => /program/i.test(o.label) && !/desc|z.{0,3}a\b/i.test(o.label));
  if (!byProgram) throw new Error(`No program-name sort among ${JSON.stringify(options)}`);
  await app.sortBy.selectOption(byProgram.value);
  await expect.poll(() => app.segments()[SORT_COLUMN]).toBe('Program');
  expect(app.segments()[SORT_DIRECTION]).toBe('ASC');
  await app.expectCount(total);
  await expect.poll(async () => isSorted(await app.headingTexts())).toBe(true);
  await expect(app.sortBy).toHaveValue(byProgram.value);
});

async function selectByValueOrLabel(select: import('@playwright/test').Locator, wanted: string) {
  const options = await select
    .locator('option')
    .evaluateAll((els) =>
      els.map((el) => ({ value: (el as HTMLOptionElement).value, label: (el.textContent ?? '').trim() })),
    );
  const option = options.find((o) => o.value === wanted) ?? options.find((o) => o.label.startsWith(wanted));
  if (!option) throw new Error(`No option ${wanted} in ${JSON.stringify(options)}`);
  await select.selectOption(option.value);
}

function isSorted(texts: string[]): boolean {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return texts.every((t, i) => i === 0 || collator.compare(texts[i - 1] ?? '', t) <= 0);
}
