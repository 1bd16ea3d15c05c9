// Test fixture: every spec gets a SearchPage bound to its page, and fails on errors the page logs.
import { test as base, expect } from '@playwright/test';
import { SearchPage } from './support/search-page';

export const test = base.extend<{ app: SearchPage; pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  app: async ({ page, pageErrors }, use) => {
    void pageErrors;
    await use(new SearchPage(page));
  },
});

export { expect };
