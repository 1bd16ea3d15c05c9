// /schools/…?radius=: reads the URL (a short one is completed by a replace, an unreadable one says why); the page
// shows v1 results. The request started with the navigation (route-prefetch.ts).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { InstitutionsSearch } from '../../../contract/requests';
import { parseSchoolsRoute, schoolsHref, type RouteState } from '../../config/routes';
import { ResultsPending } from '../../features/search/results-pending';
import { useApi } from '../app-context';
import { schoolResultsView } from '../lazy-pages';
import { BadLinkPage } from './route-error';

export function SchoolsRoute() {
  const { pathname, search } = useLocation();
  const parsed = useMemo(() => parseSchoolsRoute(pathname, search), [pathname, search]);
  if (!parsed.ok) return <BadLinkPage message={parsed.message} />;
  const { state } = parsed;
  if (!state.complete) return <Navigate replace to={schoolsHref(state.search, state.exact, state.carried)} />;
  return <SchoolsPage state={state} />;
}

function SchoolsPage({ state }: { state: RouteState<InstitutionsSearch> }) {
  const { search } = state;
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({ ...api.institutions(search), placeholderData: keepPreviousData });
  const total = query.data?.RecordCount ?? 0;
  const current = !query.isPlaceholderData;
  const next = search.startRecord + search.limitRecord;
  useEffect(() => {
    if (current && query.isSuccess && next < total) {
      void queryClient.prefetchQuery(api.institutions({ ...search, startRecord: next }));
    }
  }, [api, queryClient, search, next, total, current, query.isSuccess]);
  return (
    <Suspense fallback={<ResultsPending />}>
      <schoolResultsView.Component state={state} query={query} />
    </Suspense>
  );
}
