// A component whose code is a chunk of its own, loaded on demand or ahead (src/app/lazy-pages.tsx, decision 0090).
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
