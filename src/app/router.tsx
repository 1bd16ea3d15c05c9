// The route tree (createRoutes(queryClient, api)), shared by the browser router and the tests' memory router.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { SearchApi } from '../api/search-api';
import { RootLayout } from './root-layout';
import { HomeRoute } from './routes/home-route';
import { programsLoader, ProgramsRoute } from './routes/programs-route';
import { NotFoundRoute, RouteError } from './routes/route-error';
import { schoolsLoader, SchoolsRoute } from './routes/schools-route';

export function createRoutes(queryClient: QueryClient, api: SearchApi): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, Component: HomeRoute },
            // Splats: the loaders read every segment from the raw pathname, so short prefixes match too.
            { path: 'programs/*', loader: programsLoader(queryClient, api), Component: ProgramsRoute },
            { path: 'schools/*', loader: schoolsLoader(queryClient, api), Component: SchoolsRoute },
            {
              path: 'about',
              lazy: async () => ({ Component: (await import('./routes/about-route')).AboutRoute }),
            },
            // Program page, compare and shortlist load their code when first visited (initial JS stays as it was).
            {
              path: 'program/*',
              lazy: async () => {
                const m = await import('../features/program/program-route');
                return { loader: m.programLoader(queryClient, api), Component: m.ProgramRoute };
              },
            },
            {
              path: 'compare',
              lazy: async () => ({
                Component: (await import('../features/compare/compare-route')).CompareRoute,
              }),
            },
            {
              path: 'shortlist',
              lazy: async () => ({
                Component: (await import('../features/shortlist/shortlist-route')).ShortlistRoute,
              }),
            },
            { path: '*', Component: NotFoundRoute },
          ],
        },
      ],
    },
  ];
}
