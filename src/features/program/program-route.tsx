// /program/{detailId}?from=…: the program page (lazy-loaded). The loader starts the request; the page reads it.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { SearchApi } from '../../api/search-api';
import { useApi } from '../../app/app-context';
import { programHref, readCarried, readFrom, type Carried } from '../../config/routes';
import { LoadingResults, ErrorState } from '../search/result-states';
import { SelectionProvider } from '../shortlist/selection';
import { ProgramPage } from './program-page';
import { useI18n, usePageMessages } from '../../i18n/i18n-context';
import { errorText } from '../search/error-words';
import { programMessages } from './program-messages';

interface ProgramRouteState {
  detailId: string;
  from: string;
  carried: Carried;
}

export function programLoader(queryClient: QueryClient, api: SearchApi) {
  return ({ request }: LoaderFunctionArgs): ProgramRouteState => {
    const url = new URL(request.url);
    const detailId = decodeURIComponent(url.pathname.split('/').filter(Boolean)[1] ?? '');
    if (!/^\d{1,16}$/.test(detailId))
      throw data('This program link is not valid: the program id must be a number.', { status: 400 });
    const from = readFrom(url.search);
    void queryClient.prefetchQuery(api.program(detailId, from));
    return { detailId, from, carried: readCarried(url.search) };
  };
}

export function ProgramRoute() {
  const { detailId, from, carried } = useLoaderData() as ProgramRouteState;
  const api = useApi();
  const query = useQuery(api.program(detailId, from));
  const i18n = useI18n();
  const { t } = usePageMessages(programMessages);
  const hrefFor = useCallback((c: Carried) => programHref(detailId, from, c), [detailId, from]);
  let body;
  if (query.isPending) body = <LoadingResults />;
  else if (query.isError)
    body = (
      <ErrorState
        title={t('couldNotShow')}
        message={errorText(i18n, query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <ProgramPage program={query.data} from={from} carried={carried} />;
  return (
    <SelectionProvider carried={carried} from={from} hrefFor={hrefFor}>
      <div className="mx-auto max-w-4xl px-4 py-6">{body}</div>
    </SelectionProvider>
  );
}
