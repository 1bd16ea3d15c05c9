// /programs/…: reads the URL (a short one is completed by a replace that keeps its `lang`, an unreadable one says why); the page shows
// v2 results with facets and paging (their code: lazy-pages.ts). The request started with the navigation
// (the route table, router.tsx).
import { Suspense, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { parseProgramsRoute, programsHref } from '../../config/routes';
import { ResultsPending } from '../../features/search/results/results-pending';
import { programResultsView } from '../lazy-pages';
import { hrefWithLang, langInQuery } from '../../i18n/languages';
import { BadLinkPage } from '../../components/route-error';

export function ProgramsRoute() {
  const { pathname, search } = useLocation();
  const parsed = useMemo(() => parseProgramsRoute(pathname, search), [pathname, search]);
  if (!parsed.ok) return <BadLinkPage message={parsed.message} />;
  const { state } = parsed;
  if (!state.complete)
    return (
      <Navigate
        replace
        to={hrefWithLang(programsHref(state.search, state.exact, state.carried), langInQuery(search))}
      />
    );
  return (
    <Suspense fallback={<ResultsPending />}>
      <programResultsView.Component state={state} />
    </Suspense>
  );
}
