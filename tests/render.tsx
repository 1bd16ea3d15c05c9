// Renders the app's real route tree over a memory history with a fresh QueryClient (retry off) per test.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import { createSearchApi } from '../src/api/search-api';
import { AppProviders } from '../src/app/app-providers';
import { AppRoutes, prefetchRoute } from '../src/app/router';
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

/** What the tests look at of the router, written by <RouterView> on every render of the current location. */
interface RouterView {
  action: NavigationType;
  location: Location;
  navigate: (delta: number) => void | Promise<void>;
}

/** Reads the router through its public hooks (the app renders the same <AppRoutes> inside <BrowserRouter>). */
function RouterView({ into }: { into: Partial<RouterView> }) {
  into.action = useNavigationType();
  into.location = useLocation();
  const navigate = useNavigate();
  into.navigate = (delta) => navigate(delta);
  return null;
}

export function renderApp(path: string, config: Partial<RuntimeConfig> = {}, options: RenderOptions = {}) {
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createSearchApi({ ...testConfig, ...config }, options.reloadConfig);
  // As main.tsx does: the first page's requests leave before React renders.
  const [pathname = '', search = ''] = path.split(/(?=\?)/);
  prefetchRoute({ pathname, search }, { queryClient, api });
  const view: Partial<RouterView> = {};
  const user = userEvent.setup();
  const utils = render(
    <AppProviders queryClient={queryClient} api={api}>
      <MemoryRouter initialEntries={[path]}>
        <RouterView into={view} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  const current = (): RouterView => {
    if (!view.location || !view.action || !view.navigate) throw new Error('The router has not rendered yet.');
    return view as RouterView;
  };
  /** The history seen the way the tests look at it: how the last navigation was made, and back/forward. */
  const router = {
    state: {
      get historyAction() {
        return current().action;
      },
      get location() {
        return current().location;
      },
    },
    navigate: async (delta: number) => {
      await current().navigate(delta);
    },
  };
  /** The current URL as the app wrote it (path + query), raw. */
  const currentUrl = () => `${current().location.pathname}${current().location.search}`;
  return { ...utils, user, router, queryClient, currentUrl };
}
