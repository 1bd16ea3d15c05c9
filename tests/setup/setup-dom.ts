// jsdom test setup: jest-dom matchers, the MSW server (unhandled requests fail), and console.error failing the test.
import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup -- no Vitest globals, so no automatic cleanup
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { headerSearch } from '../../src/app/header-search-chunk';
import { loadCatalogue } from '../../src/i18n/catalogues';
import { server } from '../msw/node';

// A wait limit, not a speed check: findBy/waitFor give up after this long (the 2 cores here are shared).
configure({ asyncUtilTimeout: 5000 });

let consoleErrors: string[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app renders once its page language's words have loaded (main.tsx); components rendered alone get English.
  await loadCatalogue('en');
  // As main.tsx does before the first render: the header's search form is a chunk of its own (decision 0230).
  await headerSearch.preload();
});

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(() => {
  // Vitest runs without globals here, so Testing Library cannot register its own afterEach cleanup.
  cleanup();
  server.resetHandlers();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.join('\n')}`);
  }
});

afterAll(() => server.close());
