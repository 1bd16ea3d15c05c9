// The route tree (<AppRoutes />), shared by the browser and the tests' memory history. Declarative routes
// (decision 0090): pages read their URL with useLocation and their data with useQuery; requests start earlier,
// in route-prefetch.ts.
import { useRoutes, type RouteObject } from 'react-router';
import { aboutPage, comparePage, programPage, shortlistPage } from './lazy-pages';
import { RootLayout } from './root-layout';
import { HomeRoute } from './routes/home-route';
import { ProgramsRoute } from './routes/programs-route';
import { NotFoundRoute, RouteErrorBoundary } from './routes/route-error';
import { SchoolsRoute } from './routes/schools-route';

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      // Splats: the pages read every segment from the raw pathname, so short prefixes match too.
      { path: 'programs/*', element: <ProgramsRoute /> },
      { path: 'schools/*', element: <SchoolsRoute /> },
      // About, the program page, compare and shortlist load their code when first visited (lazy-pages.tsx).
      { path: 'about', element: <aboutPage.Component /> },
      { path: 'program/*', element: <programPage.Component /> },
      { path: 'compare', element: <comparePage.Component /> },
      { path: 'shortlist', element: <shortlistPage.Component /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function AppRoutes() {
  // The frame's own failure (the layout catches its pages'): nothing left to show but the error.
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
