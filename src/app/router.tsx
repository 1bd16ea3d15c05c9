// The app's one route table (decision 0200): for each URL shape, the page it shows, the search the header's form
// is about there, and what starts as soon as the app knows it is going there — the page's requests and its code
// (what a data router's loaders would do, without the data router's ~17 KiB). React Router matches the URL
// (useRoutes, matchRoutes: case-insensitive, a trailing slash allowed); the pages read their own URL with the
// contract's codecs (src/config/routes.ts), from the raw path (decision 0040).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useApi } from '../api/api-context';
import type { SearchApi } from '../api/search-api';
import {
  ABOUT_PATH,
  COMPARE_PATH,
  HOME_PATH,
  MAX_COMPARE,
  parseProgramRoute,
  parseProgramsRoute,
  parseSchoolsRoute,
  PROGRAM_ROUTE,
  PROGRAMS_ROUTE,
  readIdsPage,
  SCHOOLS_ROUTE,
  SHORTLIST_PATH,
} from '../config/routes';
import type { SearchMode } from '../features/search/form/search-types';
import {
  aboutPage,
  comparePage,
  homePage,
  programPage,
  programResultsView,
  schoolResultsView,
  shortlistPage,
} from './lazy-pages';
import { watchLinkIntent } from './link-intent';
import { RootLayout } from './root-layout';
import { useScrollKeeping } from './scroll-restoration';
import { ProgramsRoute } from './routes/programs-route';
import { NotFoundRoute, RouteErrorBoundary } from '../components/route-error';
import { SchoolsRoute } from './routes/schools-route';

export interface PathAndQuery {
  /** Raw, still percent-encoded (decision 0040). */
  pathname: string;
  search: string;
}

/** What a route's prefetch starts its requests with. */
export interface RouteDeps {
  queryClient: QueryClient;
  api: SearchApi;
}

export interface AppRouteHandle {
  /** On a results page: which search the header's form shows and changes. */
  searchMode?: SearchMode;
  /**
   * Starts the requests and the code of the page at this URL, so the page finds them on their way. The pages read
   * the very same queries with useQuery. Called at start-up, as a navigation starts and on a link's intent.
   */
  prefetch?: (url: PathAndQuery, deps: RouteDeps) => void;
  /**
   * A page wholly in a chunk of its own whose first paint would otherwise be an empty frame: when the app starts on
   * it, the first render waits for this code as it waits for the words (src/main.tsx).
   */
  firstPaintCode?: () => Promise<unknown>;
}

type AppRoute = RouteObject & { handle: AppRouteHandle };

/** Fetches a page's code ahead; if that fails, the page's own lazy import will try again and say so. */
function warm(load: () => Promise<unknown>) {
  load().catch(() => undefined);
}

export const appRoutes: AppRoute[] = [
  {
    path: HOME_PATH,
    element: <homePage.Component />,
    handle: {
      firstPaintCode: homePage.preload,
      // The home page's next step is a search: the result lists' code (one chunk for programs and schools) comes
      // now, not with the first search, so that search can show its results, or say the service is out of reach,
      // without waiting for code a service that has just gone away could no longer send.
      prefetch: () => {
        warm(homePage.preload);
        warm(programResultsView.preload);
      },
    },
  },
  {
    // Splat routes: a shorter prefix matches too, and the page completes it by a replace (decision 0040).
    path: `${PROGRAMS_ROUTE}/*`,
    element: <ProgramsRoute />,
    handle: {
      searchMode: 'programs',
      prefetch: ({ pathname, search }, { queryClient, api }) => {
        warm(programResultsView.preload);
        const parsed = parseProgramsRoute(pathname, search);
        // A short URL is completed with defaults, so this is the very query its completed URL will show.
        if (parsed.ok) void queryClient.prefetchQuery(api.programs(parsed.state.search));
      },
    },
  },
  {
    path: `${SCHOOLS_ROUTE}/*`,
    element: <SchoolsRoute />,
    handle: {
      searchMode: 'schools',
      prefetch: ({ pathname, search }, { queryClient, api }) => {
        warm(schoolResultsView.preload);
        const parsed = parseSchoolsRoute(pathname, search);
        if (parsed.ok) void queryClient.prefetchQuery(api.institutions(parsed.state.search));
      },
    },
  },
  {
    // `/program` without an id matches too: the page says the link is not valid.
    path: `${PROGRAM_ROUTE}/*`,
    element: <programPage.Component />,
    handle: {
      prefetch: ({ pathname, search }, { queryClient, api }) => {
        warm(programPage.preload);
        const parsed = parseProgramRoute(pathname, search);
        if (parsed.ok) void queryClient.prefetchQuery(api.program(parsed.state.detailId, parsed.state.from));
      },
    },
  },
  {
    path: COMPARE_PATH,
    element: <comparePage.Component />,
    handle: {
      prefetch: ({ search }, { queryClient, api }) => {
        warm(comparePage.preload);
        const page = readIdsPage(search);
        for (const id of page.ids.slice(0, MAX_COMPARE))
          void queryClient.prefetchQuery(api.program(id, page.from));
      },
    },
  },
  {
    path: SHORTLIST_PATH,
    element: <shortlistPage.Component />,
    // Its programs are fetched fresh when the list opens (decision 0076): only the code is worth fetching early.
    handle: { prefetch: () => warm(shortlistPage.preload) },
  },
  {
    path: ABOUT_PATH,
    element: <aboutPage.Component />,
    handle: {
      prefetch: (_url, { queryClient, api }) => {
        warm(aboutPage.preload);
        void queryClient.prefetchQuery(api.metadata());
      },
    },
  },
  { path: '*', element: <NotFoundRoute />, handle: {} },
];

function routeAt(pathname: string): AppRouteHandle {
  return matchRoutes(appRoutes, pathname)?.at(-1)?.route.handle ?? {};
}

/** Starts the requests and code of the page at `url` (see AppRouteHandle.prefetch). */
export function prefetchRoute(url: PathAndQuery, deps: RouteDeps): void {
  routeAt(url.pathname).prefetch?.(url, deps);
}

/**
 * What the first render waits for at `url` besides the words (AppRouteHandle.firstPaintCode). Never rejects: a page
 * whose code cannot load says so itself (its lazy import tries again).
 */
export function firstPaintCode(url: PathAndQuery): Promise<unknown> {
  return (routeAt(url.pathname).firstPaintCode?.() ?? Promise.resolve()).catch(() => undefined);
}

/** The page at the current URL, in the frame; the requests of the page a navigation goes to start first. */
export function AppRoutes() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const api = useApi();
  // Before the page below renders: a navigation's requests leave as it starts, as TanStack Query's own
  // usePrefetchQuery does in render. It starts nothing a second time: a query already on its way or fresh is left
  // alone, and the code's import is cached.
  prefetchRoute(location, { queryClient, api });
  // On intent (a pointer resting on a link, a touch), the page the link leads to (link-intent.ts).
  useEffect(
    () => watchLinkIntent(document, (url) => prefetchRoute(url, { queryClient, api })),
    [queryClient, api],
  );
  // A link opens its page at the top, Back returns to where that page was left (decision 0154).
  useScrollKeeping();
  const page = useRoutes(appRoutes, location);
  // The frame's own failure (the layout catches its pages'): nothing left to show but the error.
  return (
    <RouteErrorBoundary>
      <RootLayout searchMode={routeAt(location.pathname).searchMode ?? null}>{page}</RootLayout>
    </RouteErrorBoundary>
  );
}
