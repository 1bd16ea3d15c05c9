// Renders the app's real route tree in a memory data router with a fresh QueryClient (retry off) per test.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createSearchApi } from '../src/api/search-api';
import { AppProviders } from '../src/app/app-providers';
import { createRoutes } from '../src/app/router';
import type { RuntimeConfig } from '../contract/runtime-config';
import { mockConfig } from './msw/config';

/** jsdom's fetch needs absolute URLs; the app itself uses the relative "/api". */
export const testConfig: RuntimeConfig = { ...mockConfig, apiBase: 'http://localhost:3000/api' };

export interface RenderOptions {
  /** The app's own client (its retry policy) instead of one that never retries. */
  queryClient?: QueryClient;
  /** How the app reads its configuration again after a 401. */
  reloadConfig?: () => Promise<RuntimeConfig | null>;
}

export function renderApp(path: string, config: Partial<RuntimeConfig> = {}, options: RenderOptions = {}) {
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createSearchApi({ ...testConfig, ...config }, options.reloadConfig);
  const router = createMemoryRouter(createRoutes(queryClient, api), { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient} api={api}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** The current URL as the app wrote it (path + query), raw. */
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...utils, user, router, queryClient, currentUrl };
}
