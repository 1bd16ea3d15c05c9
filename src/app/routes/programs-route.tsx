// /programs/…: loader completes short URLs and prefetches; the page shows v2 results with facets and paging.
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { data, replace, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ProgramsSearch } from '../../../contract/requests';
import type { SearchApi } from '../../api/search-api';
import { parseProgramsRoute, programsHref, type RouteState } from '../../config/routes';
import {
  clearProgramFilters,
  programAppliedFilters,
  programFacets,
} from '../../features/search/program-facets';
import { programSortOptions } from '../../features/search/sort-options';
import { ProgramResults } from '../../features/search/program-results';
import { useApi } from '../app-context';
import { hrefWithLang, langInQuery } from '../../i18n/languages';

export function programsLoader(queryClient: QueryClient, api: SearchApi) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const parsed = parseProgramsRoute(url.pathname, url.search);
    if (!parsed.ok) throw data(parsed.message, { status: 400 });
    const { search, complete, exact, carried } = parsed.state;
    if (!complete)
      return replace(hrefWithLang(programsHref(search, exact, carried), langInQuery(url.search)));
    void queryClient.prefetchQuery(api.programs(search));
    return parsed.state;
  };
}

export function ProgramsRoute() {
  const state = useLoaderData() as RouteState<ProgramsSearch>;
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
    <ProgramResults
      state={state}
      query={query}
      facets={query.data ? programFacets(query.data, search, current) : []}
      applied={programAppliedFilters(query.data, search)}
      cleared={clearProgramFilters(search)}
      sortOptions={programSortOptions}
    />
  );
}
