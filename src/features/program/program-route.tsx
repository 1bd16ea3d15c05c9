// /program/{detailId}?from=…: the program page (lazy-loaded). Its request started with the navigation
// (the route table, src/app/router.tsx); the page reads it.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../api/api-context';
import { BadLinkPage } from '../../components/route-error';
import { parseProgramRoute, programHref, type Carried, type ProgramPageState } from '../../config/routes';
import { LoadingResults, ErrorState } from '../shared/result-states';
import { SelectionProvider } from '../shortlist/selection';
import { ProgramPage } from './program-page';
import { useI18n, usePageMessages } from '../../i18n/i18n-context';
import { errorText } from '../shared/error-words';
import { programMessages } from './program-messages';

export function ProgramRoute() {
  const { pathname, search } = useLocation();
  const parsed = useMemo(() => parseProgramRoute(pathname, search), [pathname, search]);
  return parsed.ok ? <ProgramDetailsRoute {...parsed.state} /> : <BadLinkPage message={parsed.message} />;
}

function ProgramDetailsRoute({ detailId, from, carried }: ProgramPageState) {
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
