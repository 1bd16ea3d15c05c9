// Renders the app's real route tree over a memory history with a fresh QueryClient (retry off) per test.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createSearchApi } from '../src/api/search-api';
import { AppProviders } from '../src/app/app-providers';
import { AppRouter } from '../src/app/app-router';
import { createRoutePrefetch } from '../src/app/route-prefetch';
import { AppRoutes } from '../src/app/router';
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
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const prefetch = createRoutePrefetch(queryClient, api);
  prefetch(history.location);
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient} api={api}>
      <AppRouter history={history} prefetch={prefetch}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
  /** The history seen the way the tests look at it: how the last navigation was made, and back/forward. */
  const router = {
    state: {
      get historyAction() {
        return history.action;
      },
      get location() {
        return history.location;
      },
    },
    navigate: async (delta: number) => {
      history.go(delta);
      await Promise.resolve();
    },
  };
  /** The current URL as the app wrote it (path + query), raw. */
  const currentUrl = () => `${history.location.pathname}${history.location.search}`;
  return { ...utils, user, router, history, queryClient, currentUrl };
}
