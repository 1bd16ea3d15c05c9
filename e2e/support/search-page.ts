// Page object for the search app, built only on roles and accessible names (docs/accessibility.md).
import { expect, type Locator, type Page } from '@playwright/test';

export interface SearchInput {
  keyword?: string;
  location?: string;
  /** Miles; picked from the Distance select (by value or label) or typed when it is a text field. */
  distance?: string;
}

/** The last number in an accessible name such as "Award of less than 12 weeks (1,234)". */
export function countInName(name: string): number {
  const numbers = name.match(/\d[\d,]*/g);
  const last = numbers?.at(-1);
  if (last === undefined) throw new Error(`No count in the name "${name}"`);
  return Number(last.replace(/,/g, ''));
}

/** The accessible name of one element, read from Playwright's aria snapshot (- checkbox "Name" [checked]). */
export async function accessibleName(locator: Locator): Promise<string> {
  const snapshot = await locator.ariaSnapshot();
  const match = snapshot.match(/^- \w+ "((?:[^"\\]|\\.)*)"/);
  if (!match?.[1]) throw new Error(`No accessible name in: ${snapshot}`);
  return match[1].replace(/\\"/g, '"');
}

/** "Award of less than 12 weeks (1,234)" -> "Award of less than 12 weeks": the label without its count. */
export function labelOf(optionName: string): string {
  return optionName.replace(/[\s(]*\d[\d,]*\)?\s*$/, '').trim();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class SearchPage {
  readonly searchForm: Locator;
  readonly keyword: Locator;
  readonly location: Locator;
  readonly distance: Locator;
  readonly searchButton: Locator;
  readonly status: Locator;
  readonly results: Locator;
  readonly resultHeadings: Locator;
  readonly pagination: Locator;
  readonly sortBy: Locator;
  readonly perPage: Locator;
  readonly removeFilterButtons: Locator;
  readonly clearAllFilters: Locator;
  readonly tryAgain: Locator;

  constructor(readonly page: Page) {
    this.searchForm = page.getByRole('search');
    this.keyword = this.searchForm.getByLabel('Keyword or occupation', { exact: true });
    this.location = this.searchForm.getByLabel('Location', { exact: true });
    this.distance = this.searchForm.getByLabel('Distance', { exact: true });
    this.searchButton = this.searchForm.getByRole('button', { name: 'Search', exact: true });
    this.status = page.getByRole('status').filter({ hasText: /\d[\d,]*\s+(programs?|schools?)\b/i });
    this.results = page.getByRole('list', { name: 'Search results', exact: true });
    this.resultHeadings = this.results.getByRole('listitem').getByRole('heading');
    this.pagination = page.getByRole('navigation', { name: 'Pagination', exact: true });
    this.sortBy = page.getByLabel('Sort by', { exact: true });
    this.perPage = page.getByLabel('Results per page', { exact: true });
    this.removeFilterButtons = page.getByRole('button', { name: /^Remove filter: / });
    this.clearAllFilters = page.getByRole('button', { name: 'Clear all filters', exact: true });
    this.tryAgain = page.getByRole('button', { name: 'Try again', exact: true });
  }

  /** The "Programs" / "Schools" switch, whether the app renders it as links or as tabs. */
  modeSwitch(name: 'Programs' | 'Schools'): Locator {
    return this.page
      .getByRole('link', { name, exact: true })
      .or(this.page.getByRole('tab', { name, exact: true }))
      .first();
  }

  async gotoLanding() {
    await this.page.goto('/');
    await expect(this.searchForm).toBeVisible();
  }

  async fillSearch({ keyword, location, distance }: SearchInput) {
    if (keyword !== undefined) await this.keyword.fill(keyword);
    if (location !== undefined) await this.location.fill(location);
    if (distance !== undefined) await this.setDistance(distance);
  }

  async setDistance(miles: string) {
    const tag = await this.distance.evaluate((el) => el.tagName.toLowerCase());
    if (tag !== 'select') return this.distance.fill(miles);
    const options = await this.distance
      .locator('option')
      .evaluateAll((els) =>
        els.map((el) => ({ value: (el as HTMLOptionElement).value, label: el.textContent ?? '' })),
      );
    const option =
      options.find((o) => o.value === miles) ??
      options.find((o) => new RegExp(`\\b${miles}\\b`).test(o.label));
    if (!option) throw new Error(`Distance has no ${miles}-mile option: ${JSON.stringify(options)}`);
    await this.distance.selectOption(option.value);
  }

  async search(input: SearchInput) {
    await this.fillSearch(input);
    await this.searchButton.click();
  }

  /** The total shown in the status region ("1,234 programs"). */
  async count(): Promise<number> {
    const text = (await this.status.first().textContent()) ?? '';
    const match = text.match(/(\d[\d,]*)\s+(programs?|schools?)\b/i);
    if (!match?.[1]) throw new Error(`No count in the status "${text}"`);
    return Number(match[1].replace(/,/g, ''));
  }

  async expectCount(expected: number) {
    await expect
      .poll(() => this.count().catch(() => -1), { message: 'count in the status region' })
      .toBe(expected);
  }

  /** Waits until results are shown and returns their total. */
  async waitForResults(): Promise<number> {
    await expect(this.status.first()).toBeVisible();
    await expect(this.resultHeadings.first()).toBeVisible();
    return this.count();
  }

  async headingTexts(): Promise<string[]> {
    return (await this.resultHeadings.allInnerTexts()).map((t) => t.trim());
  }

  facet(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  facetOptions(name: string): Locator {
    return this.facet(name).getByRole('checkbox');
  }

  /** A facet option by its label, whatever its count is now (counts change as other facets are ticked). */
  facetOption(facet: string, label: string): Locator {
    return this.facet(facet).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(label)}\\W*\\d`) });
  }

  /** Accessible names ("Label (count)") of every ticked option in the given facets. */
  async checkedOptions(facets: string[]): Promise<Record<string, string[]>> {
    const out: Record<string, string[]> = {};
    for (const facet of facets) {
      const names: string[] = [];
      for (const box of await this.facetOptions(facet).all()) {
        if (await box.isChecked()) names.push(await accessibleName(box));
      }
      out[facet] = names;
    }
    return out;
  }

  pageLink(n: number): Locator {
    return this.pagination.getByRole('link', { name: `Page ${n}`, exact: true });
  }

  get nextPage(): Locator {
    return this.pagination.getByRole('link', { name: 'Next page', exact: true });
  }

  get previousPage(): Locator {
    return this.pagination.getByRole('link', { name: 'Previous page', exact: true });
  }

  /** Path segments of the current URL after the route name, still percent-encoded. */
  segments(): string[] {
    const url = new URL(this.page.url());
    return url.pathname.split('/').filter(Boolean).slice(1);
  }
}
