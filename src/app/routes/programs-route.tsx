// /programs/…: reads the URL (a short one is completed by a replace, an unreadable one says why); the page shows
// v2 results with facets and paging (their code: lazy-pages.ts). The request started with the navigation
// (route-prefetch.ts).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { ProgramsSearch } from '../../../contract/requests';
import { parseProgramsRoute, programsHref, type RouteState } from '../../config/routes';
import { ResultsPending } from '../../features/search/results-pending';
import { useApi } from '../app-context';
import { programResultsView } from '../lazy-pages';
import { BadLinkPage } from './route-error';

export function ProgramsRoute() {
  const { pathname, search } = useLocation();
  const parsed = useMemo(() => parseProgramsRoute(pathname, search), [pathname, search]);
  if (!parsed.ok) return <BadLinkPage message={parsed.message} />;
  const { state } = parsed;
  if (!state.complete) return <Navigate replace to={programsHref(state.search, state.exact, state.carried)} />;
  return <ProgramsPage state={state} />;
}

function ProgramsPage({ state }: { state: RouteState<ProgramsSearch> }) {
  const { search } = state;
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({ ...api.programs(search), placeholderData: keepPreviousData });
  const total = query.data?.RecordCount ?? 0;
  const current = !query.isPlaceholderData;

  // The next page is usually the next thing asked for: fetch it while the reader reads this one.
  const next = search.startRecord + search.limitRecord;
  useEffect(() => {
    if (current && query.isSuccess && next < total) {
      void queryClient.prefetchQuery(api.programs({ ...search, startRecord: next }));
    }
  }, [api, queryClient, search, next, total, current, query.isSuccess]);

  return (
    <Suspense fallback={<ResultsPending />}>
      <programResultsView.Component state={state} query={query} />
    </Suspense>
  );
}
