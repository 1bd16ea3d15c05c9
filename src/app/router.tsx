// Which page a URL shows (<AppRoutes />), shared by the browser and the tests' memory history. Declarative
// routing (decision 0090): every route is told apart by the path's first segment, so a switch does what React
// Router's matcher (<Routes>/useRoutes, ~3 KiB gz of initial JS) would; React Router still owns the history, the
// links and navigation. Pages read their URL with useLocation and their data with useQuery; their requests start
// earlier, in route-prefetch.ts.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  ABOUT_PATH,
  COMPARE_PATH,
  PROGRAM_ROUTE,
  PROGRAMS_ROUTE,
  SCHOOLS_ROUTE,
  SHORTLIST_PATH,
} from '../config/routes';
import { aboutPage, comparePage, programPage, shortlistPage } from './lazy-pages';
import { RootLayout } from './root-layout';
import { HomeRoute } from './routes/home-route';
import { ProgramsRoute } from './routes/programs-route';
import { NotFoundRoute, RouteErrorBoundary } from '../components/route-error';
import { SchoolsRoute } from './routes/schools-route';

/** The page for a path. Segments are compared case-insensitively, and a trailing slash is allowed, as React
 * Router's matcher does; the result pages read their further segments themselves (short prefixes match too). */
export function pageFor(pathname: string): ReactNode {
  const [first = '', ...rest] = pathname.split('/').filter(Boolean);
  const only = rest.length === 0;
  switch (first.toLowerCase()) {
    case '':
      return <HomeRoute />;
    case PROGRAMS_ROUTE:
      return <ProgramsRoute />;
    case SCHOOLS_ROUTE:
      return <SchoolsRoute />;
    case PROGRAM_ROUTE:
      return <programPage.Component />;
    case ABOUT_PATH.slice(1):
      return only ? <aboutPage.Component /> : <NotFoundRoute />;
    case COMPARE_PATH.slice(1):
      return only ? <comparePage.Component /> : <NotFoundRoute />;
    case SHORTLIST_PATH.slice(1):
      return only ? <shortlistPage.Component /> : <NotFoundRoute />;
    default:
      return <NotFoundRoute />;
  }
}

export function AppRoutes() {
  const { pathname } = useLocation();
  // The frame's own failure (the layout catches its pages'): nothing left to show but the error.
  return (
    <RouteErrorBoundary>
      <RootLayout>{pageFor(pathname)}</RootLayout>
    </RouteErrorBoundary>
  );
}
