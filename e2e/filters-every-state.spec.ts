// Issue 21 in Chromium on the real data: the filters over cost, length, a school's online offer and pay work for
// programs in every state, not only the Texas list's. In Ohio, which has no state list loaded, the school's fully
// online offer and a cost range give Ohio programs, each option the count it showed; a format only a list reports
// says the results are that list's state; the pay sort puts the best-paid work first. Counts are read from the page
// (each option's own), the pay figures from the cards; axe in English and Spanish.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { accessibleName, countInName } from './support/search-page';
import { expect, test } from './fixtures';

const nursingInColumbus = '/programs/nursing/Columbus%2C%20OH/50';
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

/** Every card on the page is at an Ohio school (the card's place line reads "City, OH"). */
async function expectOhioCards(page: Page) {
  const cards = results(page).getByRole('article');
  const n = await cards.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) await expect(cards.nth(i)).toContainText(/, OH\b/);
}

test('Ohio: the school’s fully online offer is a Format value of its own and gives Ohio programs', async ({
  app,
  page,
}) => {
  await page.goto(nursingInColumbus);
  await app.waitForResults();
  const format = app.facet('Format');
  await expect(format).toContainText('“School offers programs fully online” is about the school');
  // No Ohio program has a format of its own: the list-only values are not offered here.
  await expect(format.getByRole('checkbox', { name: /^Online \(/ })).toHaveCount(0);
  const online = format.getByRole('checkbox', { name: /^School offers programs fully online \(/ });
  const shown = countInName(await accessibleName(online));
  expect(shown).toBeGreaterThan(0);
  await online.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/school-online\//);
  await app.expectCount(shown);
  await expectOhioCards(page);
  for (const card of await results(page).getByRole('article').all())
    await expect(card).toContainText(/This school offers (all its )?programs fully online/);
  expect(await axeViolations(page)).toEqual([]);

  // Online as a list reports it: only the Texas list does, and the page says the results are its programs.
  await page.goto('/programs/nursing/Columbus%2C%20OH/50/0/0/0/Online/0/0/0/0/0/0/10');
  await expect(
    page.getByText(
      'Only state lists of WIOA-eligible programs report Online, so these results are programs on the lists of Texas only. Add “Not reported” to see programs from every state.',
    ),
  ).toBeVisible();
  await page
    .getByRole('link', { name: 'Show programs at schools that offer programs fully online instead' })
    .click();
  await expect(page).toHaveURL(/\/school-online\//);
  await app.expectCount(shown);
  await expectOhioCards(page);
});

test('Ohio: a cost range gives Ohio programs, with the count it showed, and the page says what cost is compared', async ({
  app,
  page,
}) => {
  await page.goto(nursingInColumbus);
  await app.waitForResults();
  const before = await app.count();
  const cost = app.facet('Maximum cost');
  await expect(cost).toContainText('The whole program’s cost.');
  const option = cost.getByRole('checkbox', { name: /^\$20,000 or less \(/ });
  const shown = countInName(await accessibleName(option));
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(before);
  await option.check();
  await expect(page).toHaveURL(/[?&]maxCost=20000/);
  await app.expectCount(shown);
  await expectOhioCards(page);
  await expect(
    page.getByRole('button', { name: 'Remove filter: Maximum cost: $20,000 or less' }),
  ).toBeVisible();
  // Each priced card says its basis: the program's own price, or a year at the college.
  for (const card of await results(page).getByRole('article').all())
    await expect(card).toContainText(/for the program|a year at this college/);
  // Length covers every program too: no Ohio nursing program is left without one.
  await expect(app.facet('Maximum length').getByRole('checkbox', { name: /^Not reported/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('sorting by pay puts the best-paid work first; the Pay group and its note in Spanish, axe clean', async ({
  app,
  page,
}) => {
  await page.goto(nursingInColumbus);
  await app.waitForResults();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest pay first' });
  await expect(page).toHaveURL(/\/Pay\/DESC\//);
  await expect(results(page)).toBeVisible();
  // The lowest median of each card's pay range ("$35,080–$50,280 a year: …" or "$51,000 a year: …"), in page order.
  const lows: number[] = [];
  for (const card of await results(page).getByRole('article').all()) {
    const text = (await card.textContent()) ?? '';
    const m = /\$([\d,]+)(?:–\$[\d,]+)? a year: national median pay/.exec(text);
    if (m?.[1]) lows.push(Number(m[1].replace(/,/g, '')));
  }
  expect(lows.length).toBeGreaterThan(1);
  for (let i = 1; i < lows.length; i++) expect(lows[i]).toBeLessThanOrEqual(lows[i - 1] ?? 0);
  // Its band in the Pay group holds the first card.
  const pay = app.facet('Pay of the work it leads to');
  await expect(pay).toContainText('not what its graduates earn');

  await page.goto(`${nursingInColumbus}?lang=es`);
  const es = page.getByRole('group', { name: 'Salario del trabajo al que conduce' });
  await expect(es).toContainText('no lo que ganan sus egresados');
  await expect(
    page.getByRole('group', { name: 'Formato' }).getByRole('checkbox', {
      name: /^La escuela ofrece programas totalmente en línea \(/,
    }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
