// The results pages below their URL, in their own chunk (decision 0090): a results page's first paint is its
// frame, the search form and the loading skeleton; the lists, cards, facets, paging and notices come with the
// answer, and their code is fetched while the search travels (the route table, src/app/router.tsx). The query lives here, beside
// what reads it: TanStack Query re-renders only for the result fields read during render, so a query read above
// a component still loading its code would miss the change that answer brings.
//
// A new answer is rendered at a deferred priority (`useShownQuery`): a query's update reaches React through
// useSyncExternalStore, which renders synchronously — the whole list, its cards and facets in one task, the
// results page's longest (Lighthouse's Total Blocking Time). Deferred, React renders the same tree in slices and
// yields to the browser between them; the page keeps showing what it showed until the slices are done (decision 0046).
import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import type { InstitutionsSearch, ProgramsSearch } from '../../../../contract/requests';
import { useApi } from '../../../api/api-context';
import type { RouteState } from '../../../config/routes';
import { clearProgramFilters, programAppliedFilters, programFacets } from '../filters/program-facets';
import { ProgramResults } from './program-results';
import { SchoolResults } from './school-results';
import { programSortOptions } from './sort-options';

/**
 * The query as the page shows it: a change of its data (a new answer) at a deferred priority, any other change
 * (fetching, a failed try, an error) at once. Deferring those too would let an outage's quick retries restart the
 * deferred render before it ever finished, and the notice that says the service is out of reach would never show.
 */
function useShownQuery<T>(query: UseQueryResult<T>): UseQueryResult<T> {
  const deferred = useDeferredValue(query);
  return deferred.data === query.data ? query : deferred;
}

export function ProgramsResultsPage({ state }: { state: RouteState<ProgramsSearch> }) {
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
  const shown = useShownQuery(query);
  const shownCurrent = !shown.isPlaceholderData;
  return (
    <ProgramResults
      state={state}
      query={shown}
      facets={shown.data ? programFacets(shown.data, search, shownCurrent) : []}
      applied={programAppliedFilters(shown.data, search)}
      cleared={clearProgramFilters(search)}
      sortOptions={programSortOptions}
    />
  );
}

export function SchoolsResultsPage({ state }: { state: RouteState<InstitutionsSearch> }) {
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
  const shown = useShownQuery(query);
  return <SchoolResults state={state} query={shown} />;
}
