// Code a first paint does not need, each part its own chunk (decision 0090). Its download starts as early as
// anything can know it will be wanted — at start-up for the page being opened, when a navigation starts, when a
// link to it is hovered (the route table, src/app/router.tsx) — so a page rarely waits for it.
import { preloadable } from './preloadable';

/**
 * The landing page: a results page, the page most readers open first, does not need it (decision 0230). The first
 * paint of the landing waits for it beside the words (src/main.tsx), so it never opens blank.
 */
export const homePage = preloadable(
  () => import('./routes/home-route'),
  (m) => m.HomeRoute,
);

/** Result lists (programs and schools): shown once the search answers, so fetched while it travels. */
export const programResultsView = preloadable(
  () => import('../features/search/results/results-views'),
  (m) => m.ProgramsResultsPage,
);
export const schoolResultsView = preloadable(
  () => import('../features/search/results/results-views'),
  (m) => m.SchoolsResultsPage,
);

export const aboutPage = preloadable(
  () => import('./routes/about-route'),
  (m) => m.AboutRoute,
);
export const programPage = preloadable(
  () => import('../features/program/program-route'),
  (m) => m.ProgramRoute,
);
export const comparePage = preloadable(
  () => import('../features/compare/compare-route'),
  (m) => m.CompareRoute,
);
export const shortlistPage = preloadable(
  () => import('../features/shortlist/shortlist-route'),
  (m) => m.ShortlistRoute,
);
