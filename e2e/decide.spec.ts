// Deciding from the results (issue 9), in Chromium on the real data: cards with cost and length, the program page,
// the added filters by keyboard, compare, a shortlist sent to someone else, the v1 Region, axe, 360 and 1280 px.
// Expected figures are read from the raw ETPL file or from the page itself, never typed in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { REPO_ROOT, e2eServiceEnv, E2E_PORT } from './support/e2e-env';
import { countInName, accessibleName } from './support/search-page';
import { expect, test } from './fixtures';

type RawRow = Record<string, string>;
const dataDir = e2eServiceEnv(E2E_PORT).DATA_DIR ?? '';
/** South Plains College's welding certificate at its Lubbock Center, as the Texas list publishes it (read when a test
 * runs, so that listing the suite without the data files works). */
function southPlainsWelding(): RawRow | undefined {
  const raw: RawRow[] = ['part1', 'part2'].flatMap(
    (part) =>
      parse(readFileSync(path.join(dataDir, `tx_etpl_2024-03-20.${part}.csv`)), {
        columns: true,
        bom: true,
      }) as RawRow[],
  );
  return raw.find(
    (r) =>
      r.ProviderName === 'South Plains College' &&
      r['Campus City'] === 'Lubbock' &&
      r['Program Name'] === 'Welding Technology Basic Processes Certificate',
  );
}
const dollars = (v: string | undefined) => `$${Number(v).toLocaleString('en-US')}`;
const shot = (name: string) => path.join(REPO_ROOT, `test-results/decide-${name}.png`);

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function weldingNearLubbock(page: Page) {
  await page.goto('/programs/welding/Lubbock%2C%20TX/50');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
}

test('the South Plains welding card shows its real cost and length, and its page tells the rest', async ({
  page,
}) => {
  const spc = southPlainsWelding();
  expect(spc).toBeDefined();
  const tuition = dollars(spc?.['Required Cost: Tuition & Fees']);
  const books = dollars(spc?.['Required Cost: Books & Supplies']);
  const total = dollars(
    String(Number(spc?.['Required Cost: Tuition & Fees']) + Number(spc?.['Required Cost: Books & Supplies'])),
  );
  await weldingNearLubbock(page);
  const card = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('article')
    .filter({ hasText: 'Lubbock Center' })
    .filter({ has: page.getByRole('heading', { name: 'Welding Technology Basic Processes Certificate' }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(
    `${total} for the program (${tuition} tuition and fees + ${books} books and supplies)`,
  );
  await expect(card).toContainText(
    `${spc?.['Length: Weeks']} weeks, ${spc?.['Length: Contact Hours']} hours`,
  );
  await expect(card).toContainText('Public, 2-year');
  await expect(card.getByRole('link', { name: 'Program page at the school' })).toHaveAttribute(
    'href',
    /southplainscollege/,
  );
  await card.screenshot({ path: shot('spc-card-1280') });

  await card.getByRole('link', { name: 'Welding Technology Basic Processes Certificate' }).click();
  const program = page.getByRole('article', { name: 'Welding Technology Basic Processes Certificate' });
  await expect(program.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('from')).toBe('Lubbock, TX');
  const cost = program.getByRole('region', { name: 'Cost' });
  await expect(cost).toContainText(tuition);
  await expect(cost).toContainText(books);
  await expect(cost).toContainText(total);
  await expect(cost).toContainText(/Source: Texas Statewide Eligible Training Provider List/);
  await expect(program.getByRole('region', { name: 'Length and schedule' })).toContainText(
    `${spc?.['Length: Weeks']} weeks, ${spc?.['Length: Contact Hours']} hours`,
  );
  await expect(program.getByRole('region', { name: 'Credential and eligibility' })).toContainText(
    spc?.['Academic PreRequisites'] ?? '',
  );
  await expect(program).toContainText(/mile(s)? away from Lubbock, TX/);
  await expect(program.getByRole('region', { name: /^About South Plains College/ })).toContainText(
    'Public, 2-year',
  );
  await noAxeViolations(page);
  await page.screenshot({ path: shot('program-1280'), fullPage: true });

  // An occupation link searches it near the same place.
  await program.getByRole('region', { name: 'Occupations it leads to' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/programs\/51-4121\/Lubbock%2C%20TX\//);
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
});

test('the added filters work by keyboard, and each option gives the count it shows', async ({
  app,
  page,
}) => {
  // Near Houston some programs have no cost from any source (near Lubbock every one now has one: issue 21).
  await page.goto('/programs/welding/Houston%2C%20TX/50');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  const before = await app.count();
  const group = app.facet('Maximum cost');
  const option = group.getByRole('checkbox').first();
  const name = await accessibleName(option);
  await option.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]maxCost=\d+/);
  await app.expectCount(countInName(name));
  expect(countInName(name)).toBeLessThanOrEqual(before);
  await expect(page.getByRole('button', { name: /^Remove filter: Maximum cost: / })).toBeVisible();
  // "Not reported" is an option too, with its count: ticking it adds those programs.
  const none = app.facet('Maximum cost').getByRole('checkbox', { name: /^Not reported/ });
  const noneCount = countInName(await accessibleName(none));
  await none.focus();
  await page.keyboard.press('Space');
  await app.expectCount(countInName(name) + noneCount);
  await noAxeViolations(page);
});

test('Format has "Not reported": In-person no longer drops every college program (nursing near Austin)', async ({
  app,
  page,
}) => {
  await page.goto('/programs/nursing/Austin%2C%20TX/25');
  await app.waitForResults();
  const inPerson = app.facetOption('Format', 'In-person');
  const notReported = app.facetOption('Format', 'Not reported');
  const a = countInName(await accessibleName(inPerson));
  const b = countInName(await accessibleName(notReported));
  await inPerson.check();
  await app.expectCount(a);
  await app.facetOption('Format', 'Not reported').check();
  await app.expectCount(a + b);
  await expect(
    page.getByText(
      /Pell Grant eligibility, the services and a program’s own format \(In-person, Online, Hybrid\) come only from state lists/,
    ),
  ).toBeVisible();
});

test('compare three programs side by side in one table', async ({ page }) => {
  await weldingNearLubbock(page);
  const results = page.getByRole('list', { name: 'Search results' });
  const names: string[] = [];
  for (const k of [0, 1, 2]) {
    const card = results.getByRole('article').nth(k);
    names.push((await card.getByRole('heading').innerText()).trim());
    await card.getByRole('checkbox', { name: 'Compare' }).check();
    await expect(page).toHaveURL(new RegExp(`compare=(\\d+%2C){${k}}\\d+`));
  }
  await page.getByRole('link', { name: 'Compare 3 programs' }).click();
  const table = page.getByRole('table', { name: 'Comparing 3 programs' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(names);
  for (const row of [
    'Cost',
    'Length',
    'Credential',
    'Format',
    'Distance',
    'Sector',
    'Completions',
    'Services',
  ])
    await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
  await noAxeViolations(page);
  await page.screenshot({ path: shot('compare-1280'), fullPage: true });
  // The same link in print: no sideways scrolling region, everything on the page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});

test('a shortlist sent as a link opens in a fresh browser as "Shared list of N programs"', async ({
  page,
  browser,
}) => {
  await weldingNearLubbock(page);
  const results = page.getByRole('list', { name: 'Search results' });
  const names: string[] = [];
  for (const k of [0, 2]) {
    const card = results.getByRole('article').nth(k);
    names.push((await card.getByRole('heading').innerText()).trim());
    await card.getByRole('button', { name: 'Add to shortlist' }).click();
    await expect(card.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Shortlist (2)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your shortlist: 2 programs' })).toBeVisible();
  const link = page.url();

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1, name: 'Shared list of 2 programs' })).toBeVisible();
    const listed = other.getByRole('list', { name: 'Shortlisted programs' }).getByRole('article');
    await expect(listed.getByRole('heading')).toHaveText(names);
    await expect(other.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(await axeViolations(other)).toEqual([]);
  } finally {
    await fresh.close();
  }
});

test('v1 Region: one option is one filter, one chip, and its count is what it gives', async ({
  app,
  page,
}) => {
  await page.goto('/schools/0/welding');
  await app.waitForResults();
  const southwest = app.facetOption('Region', 'Southwest (AZ, NM, OK, TX)');
  const count = countInName(await accessibleName(southwest));
  await southwest.check();
  await app.expectCount(count);
  await expect(page.getByRole('button', { name: /^Remove filter: / })).toHaveCount(1);
  await expect(app.facet('State').getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test('School level (issue 20): a group of the real data in both languages, each option giving its count', async ({
  app,
  page,
}) => {
  await page.goto('/programs/nursing/TX');
  await app.waitForResults();
  const twoYear = app.facetOption('School level', 'Two-year school');
  const count = countInName(await accessibleName(twoYear));
  expect(count).toBeGreaterThan(0);
  await twoYear.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]schoolLevel=two-year/);
  await app.expectCount(count);
  await expect(
    page.getByRole('button', { name: 'Remove filter: School level: Two-year school' }),
  ).toBeVisible();
  await noAxeViolations(page);
  await page.goto('/programs/nursing/TX?schoolLevel=two-year&lang=es');
  await expect(
    app.facet('Nivel de la escuela').getByRole('checkbox', { name: /^Escuela de dos años/ }),
  ).toBeChecked();
  await expect(
    page.getByRole('button', { name: 'Quitar filtro: Nivel de la escuela: Escuela de dos años' }),
  ).toBeVisible();
  await noAxeViolations(page);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const scrollWidth = (page: Page) =>
    page.evaluate(() => document.scrollingElement?.scrollWidth ?? document.documentElement.scrollWidth);

  test('cards, the program page and the comparison fit the screen', async ({ page }) => {
    await weldingNearLubbock(page);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: shot('results-360'), fullPage: true });
    const results = page.getByRole('list', { name: 'Search results' });
    for (const k of [0, 1])
      await results.getByRole('article').nth(k).getByRole('checkbox', { name: 'Compare' }).check();
    await results.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: shot('program-360'), fullPage: true });
    await page.getByRole('link', { name: 'Compare 2 programs' }).click();
    await expect(page.getByRole('table', { name: 'Comparing 2 programs' })).toBeVisible();
    // The table scrolls inside its own region; the page itself does not scroll sideways.
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await noAxeViolations(page);
    await page.screenshot({ path: shot('compare-360'), fullPage: true });
  });
});
