// /schools/…?radius=: loader completes short URLs and prefetches; the page shows v1 results.
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { data, replace, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { InstitutionsSearch } from '../../../contract/requests';
import type { SearchApi } from '../../api/search-api';
import { parseSchoolsRoute, schoolsHref, type RouteState } from '../../config/routes';
import { SchoolResults } from '../../features/search/school-results';
import { useApi } from '../app-context';
import { hrefWithLang, langInQuery } from '../../i18n/languages';

export function schoolsLoader(queryClient: QueryClient, api: SearchApi) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const parsed = parseSchoolsRoute(url.pathname, url.search);
    if (!parsed.ok) throw data(parsed.message, { status: 400 });
    const { search, complete, exact } = parsed.state;
    if (!complete)
      return replace(hrefWithLang(schoolsHref(search, exact, parsed.state.carried), langInQuery(url.search)));
    void queryClient.prefetchQuery(api.institutions(search));
    return parsed.state;
  };
}

export function SchoolsRoute() {
  const state = useLoaderData() as RouteState<InstitutionsSearch>;
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
  return <SchoolResults state={state} query={query} />;
}
