// React Router in declarative mode over a history we own (decision 0090): the same <Router> that <BrowserRouter>
// renders, plus one hook, prefetch, called with the new location before React renders it, and with a link's
// target when the reader is about to follow it. That is where the app starts its requests (route-prefetch.ts), as
// the data router's loaders did, without the data router's code.
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router';
import { watchLinkIntent } from './link-intent';
import type { RoutePrefetch } from './route-prefetch';

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
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
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
