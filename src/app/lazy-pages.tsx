// Code a first paint does not need, each part its own chunk (decision 0090). Its download starts as early as
// anything can know it will be wanted — at start-up for the page being opened, when a navigation starts, when a
// link to it is hovered (the route table, src/app/router.tsx) — so a page rarely waits for it.
import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand. Rendered once its code is in, it renders at once (no Suspense
 * fallback for a frame); before that it suspends like React.lazy. Which one a mount uses is fixed for its life,
 * so the page below it is never remounted.
 */
export function preloadable<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = pick(m);
      return loaded;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    const [Impl] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Impl {...props} />;
  }
  return { Component: Preloadable, preload };
}

/**
 * The header's search form: on every page, so its code comes at start-up beside the words and the first render waits
 * for both (src/main.tsx); it is a chunk of its own so that the entry's evaluation does not carry it (decision 0230).
 */
export const headerSearch = preloadable(
  () => import('../features/search/form/header-search'),
  (m) => m.HeaderSearch,
);

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
