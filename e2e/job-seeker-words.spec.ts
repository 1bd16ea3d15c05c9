// Issue 8 in Chromium on the real data: suggestions by keyboard alone, everyday words, and no dead ends; axe clean.
import { axeViolations } from './support/axe';
import { expect, test } from './fixtures';

test('types a query with suggestions by keyboard alone, and finds the programs the words mean', async ({
  app,
  page,
}) => {
  await app.gotoLanding();
  await app.keyword.focus();
  await page.keyboard.type('cn', { delay: 80 });
  const terms = page.getByRole('listbox', { name: 'Keyword or occupation suggestions' });
  await expect(terms.getByRole('option', { name: /^CNA\b/ })).toBeVisible();
  await expect(app.keyword).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page)).toEqual([]); // with the list open

  await page.keyboard.press('ArrowDown');
  const first = terms.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(app.keyword).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(app.keyword).toHaveValue('CNA');
  await expect(terms).toBeHidden();

  await page.keyboard.press('Tab');
  await expect(app.location).toBeFocused();
  await page.keyboard.type('housto', { delay: 80 });
  const places = page.getByRole('listbox', { name: 'Location suggestions' });
  await expect(places.getByRole('option', { name: /^Houston, TX/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(places).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(places.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(app.location).toHaveValue('Houston, TX');
  await page.keyboard.press('Enter'); // the list is closed: Enter searches

  await expect(page).toHaveURL(/\/programs\/CNA\/Houston%2C%20TX\/25\//);
  expect(await app.waitForResults()).toBeGreaterThanOrEqual(7);
  await expect(page.getByText('Searched as: Nursing assistant (CNA)')).toBeVisible();
  const headings = await app.headingTexts();
  expect(headings.slice(0, 5).every((h) => /nurs|aide|assistant|patient care/i.test(h))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test('an empty result names what emptied it, and its links lead to programs', async ({ app, page }) => {
  await page.goto('/programs/CNA/Marfa%2C%20TX/10/0/0/0/Online/0/0/0/0/0/0/10');
  await app.expectCount(0);
  await expect(
    page.getByText(/^No programs for “CNA” within 10 miles of Marfa, TX; [\d,]+ within \d+ miles\.$/),
  ).toBeVisible();
  await expect(page.getByText('Removing “Online” alone still gives none.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const wider = page.getByRole('link', { name: /^Search within \d+ miles \([\d,]+ programs?\)$/ });
  const widerName = (await wider.textContent()) ?? '';
  const expected = Number(/\(([\d,]+) program/.exec(widerName)?.[1]?.replace(/,/g, ''));
  await wider.click();
  await app.expectCount(expected);

  await page.goBack();
  await app.expectCount(0);
  const nationwide = page.getByRole('link', { name: /^Search nationwide \([\d,]+ programs?\)$/ });
  const count = Number(
    /\(([\d,]+) program/.exec((await nationwide.textContent()) ?? '')?.[1]?.replace(/,/g, ''),
  );
  await nationwide.click();
  await app.expectCount(count);
  expect(count).toBeGreaterThan(0);
});

test('words matching no program together show the best partial matches, said plainly', async ({
  app,
  page,
}) => {
  await app.gotoLanding();
  await app.search({ keyword: 'underwater welding', location: 'Houston, TX' });
  expect(await app.waitForResults()).toBeGreaterThan(10);
  await expect(
    page.getByText('No programs match all of “underwater welding”; showing programs that match “welding”.'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
