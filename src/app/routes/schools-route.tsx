// /schools/…?radius=: reads the URL (a short one is completed by a replace that keeps its `lang`, an unreadable one says why); the page
// shows v1 results. The request started with the navigation (the route table, router.tsx).
import { Suspense, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { parseSchoolsRoute, schoolsHref } from '../../config/routes';
import { ResultsPending } from '../../features/search/results/results-pending';
import { schoolResultsView } from '../lazy-pages';
import { hrefWithLang, langInQuery } from '../../i18n/languages';
import { BadLinkPage } from '../../components/route-error';

export function SchoolsRoute() {
  const { pathname, search } = useLocation();
  const parsed = useMemo(() => parseSchoolsRoute(pathname, search), [pathname, search]);
  if (!parsed.ok) return <BadLinkPage message={parsed.message} />;
  const { state } = parsed;
  if (!state.complete)
    return (
      <Navigate
        replace
        to={hrefWithLang(schoolsHref(state.search, state.exact, state.carried), langInQuery(search))}
      />
    );
  return (
    <Suspense fallback={<ResultsPending />}>
      <schoolResultsView.Component state={state} />
    </Suspense>
  );
}
