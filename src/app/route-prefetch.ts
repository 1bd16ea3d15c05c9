// What the data router's loaders did, without its code (decision 0090): given a location the app is going to
// (a navigation that has started, or a link the reader is about to follow), start its requests and its page's
// code. The pages read the same queries with useQuery, so they find the request already on its way.
import type { QueryClient } from '@tanstack/react-query';
import type { SearchApi } from '../api/search-api';
import {
  ABOUT_PATH,
  COMPARE_PATH,
  parseProgramRoute,
  parseProgramsRoute,
  parseSchoolsRoute,
  PROGRAM_ROUTE,
  PROGRAMS_ROUTE,
  readIdsPage,
  SCHOOLS_ROUTE,
  SHORTLIST_PATH,
  MAX_COMPARE,
} from '../config/routes';
import {
  aboutPage,
  comparePage,
  programPage,
  programResultsView,
  schoolResultsView,
  shortlistPage,
} from './lazy-pages';

export interface PathAndQuery {
  /** Raw, still percent-encoded (decision 0040). */
  pathname: string;
  search: string;
}

/** Fetches a page's code ahead; if that fails, the page's own lazy import will try again and say so. */
function warm(load: () => Promise<unknown>) {
  load().catch(() => undefined);
}

export type RoutePrefetch = (location: PathAndQuery) => void;

export function createRoutePrefetch(queryClient: QueryClient, api: SearchApi): RoutePrefetch {
  return ({ pathname, search }) => {
    const first = (pathname.split('/').filter(Boolean)[0] ?? '').toLowerCase();
    if (first === PROGRAMS_ROUTE) {
      warm(programResultsView.preload);
      const parsed = parseProgramsRoute(pathname, search);
      // A short URL is completed with defaults, so this is the very query its completed URL will show.
      if (parsed.ok) void queryClient.prefetchQuery(api.programs(parsed.state.search));
    } else if (first === SCHOOLS_ROUTE) {
      warm(schoolResultsView.preload);
      const parsed = parseSchoolsRoute(pathname, search);
      if (parsed.ok) void queryClient.prefetchQuery(api.institutions(parsed.state.search));
    } else if (first === PROGRAM_ROUTE) {
      warm(programPage.preload);
      const parsed = parseProgramRoute(pathname, search);
      if (parsed.ok) void queryClient.prefetchQuery(api.program(parsed.state.detailId, parsed.state.from));
    } else if (`/${first}` === COMPARE_PATH) {
      warm(comparePage.preload);
      const page = readIdsPage(search);
      for (const id of page.ids.slice(0, MAX_COMPARE))
        void queryClient.prefetchQuery(api.program(id, page.from));
    } else if (`/${first}` === SHORTLIST_PATH) {
      // Its programs are fetched fresh when the list opens (decision 0076): only the code is worth fetching early.
      warm(shortlistPage.preload);
    } else if (`/${first}` === ABOUT_PATH) {
      warm(aboutPage.preload);
      void queryClient.prefetchQuery(api.metadata());
    }
  };
}
