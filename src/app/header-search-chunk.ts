// The header's search form as a chunk of its own (decision 0230): apart from lazy-pages.tsx because the landing page,
// itself a lazy page, shows it too.
import { preloadable } from './preloadable';

/**
 * The header's search form: on every page, so its code comes at start-up beside the words and the first render waits
 * for both (src/main.tsx); it is a chunk of its own so that the entry's evaluation does not carry it (decision 0230).
 */
export const headerSearch = preloadable(
  () => import('../features/search/form/header-search'),
  (m) => m.HeaderSearch,
);
