// React Router in declarative mode over a history we own (decision 0090): the same <Router> that <BrowserRouter>
// renders, plus one hook, prefetch, called with the new location before React renders it, and with a link's
// target when the reader is about to follow it. That is where the app starts its requests (route-prefetch.ts), as
// the data router's loaders did, without the data router's code.
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, type Location, type UNSAFE_createBrowserHistory } from 'react-router';
import { watchLinkIntent } from './link-intent';
import type { RoutePrefetch } from './route-prefetch';
import { createScrollKeeper, type ScrollKeeper } from './scroll-restoration';

/** A browser history in the app, a memory history in the tests (both from react-router). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export function AppRouter({
  history,
  prefetch,
  children,
}: {
  history: AppHistory;
  prefetch: RoutePrefetch;
  children: ReactNode;
}) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  // Where each page was left, and where the next one opens (decision 0154).
  const scroll = useRef<ScrollKeeper | null>(null);
  const shown = useRef<Location | undefined>(undefined);
  useLayoutEffect(() => {
    const keeper = createScrollKeeper();
    scroll.current = keeper;
    return () => keeper.dispose();
  }, []);
  useLayoutEffect(() => {
    scroll.current?.arrive(state.location, state.action, shown.current);
    shown.current = state.location;
  }, [state]);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (shown.current && action !== 'REPLACE') scroll.current?.leave(shown.current);
        prefetch(location);
        // As <BrowserRouter> does: the next page renders in a transition, so a page whose code is still loading
        // (a lazy route) leaves the current one on screen instead of flashing an empty one.
        startTransition(() => setState({ action, location }));
      }),
    [history, prefetch],
  );
  useEffect(() => watchLinkIntent(document, prefetch), [prefetch]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
