// Where each page of the history was left (decision 0154). React Router's <ScrollRestoration> needs its data router,
// which the app does without (decisions 0090, 0200), so the app keeps the positions itself, by history entry. The
// router tells nobody before it moves, so the position of the page on screen is kept as the reader scrolls, and the
// link they follow as they click it (Enter on a link clicks it too):
// - a link to another page (results → program page) opens it at its top;
// - Back and Forward return to where the reader left that page — the scroll position once the page is tall enough
//   again, and the focus on the link the reader followed, so a keyboard user goes on from there;
// - a new search on the same results page (a filter ticked, a page, a sort) and a replaced URL (a tick to compare,
//   a completed short URL) leave the scroll as it is: the page moves focus itself when it should.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';

const STORE_KEY = 'training-search-scroll';
/** Entries kept: the positions of the last pages visited in this tab. */
const KEEP = 50;
/** How long Back waits for the page to be tall enough to scroll back (its results may still be rendering). */
const WAIT_MS = 3_000;

interface Left {
  y: number;
  /** The href of the link that had focus when the reader left (the one followed), to give focus back to. */
  link?: string;
}

/** Results pages: a new search there keeps the reader's place on the same page. */
const sameResultsPage = (a: string, b: string) => {
  const first = (p: string) => p.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return first(a) === first(b) && ['programs', 'schools'].includes(first(a));
};

export interface ScrollKeeper {
  /** Once a location is on screen (from a layout effect: before the browser reports any scroll of the new page). */
  show(to: Location, action: NavigationType): void;
  /** Stops a restore in progress, saves the positions and stops listening (the app is going away). */
  dispose(): void;
}

export function createScrollKeeper(win: Window = window): ScrollKeeper {
  let positions = new Map<string, Left>();
  try {
    positions = new Map(JSON.parse(win.sessionStorage.getItem(STORE_KEY) ?? '[]') as Array<[string, Left]>);
  } catch {
    // Storage refused or damaged: start afresh.
  }
  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
  let shown: Location | undefined;
  let restoring = false;
  let cancelRestore = () => undefined as void;
  const save = () => {
    try {
      win.sessionStorage.setItem(STORE_KEY, JSON.stringify([...positions].slice(-KEEP)));
    } catch {
      // Storage full or refused: positions last as long as the page.
    }
  };
  // Only when it moves (a page that does not scroll, as in the component tests' DOM, is left alone).
  const scrollTo = (y: number) => {
    if (win.scrollY !== y) win.scrollTo(0, y);
  };
  const keep = (left: Left) => {
    if (!shown) return;
    positions.delete(shown.key);
    positions.set(shown.key, left);
  };
  // While Back waits for its page to grow, the page's own scrolling is not the reader's.
  const onScroll = () => {
    if (!restoring && shown) keep({ y: win.scrollY, link: positions.get(shown.key)?.link });
  };
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link) keep({ y: win.scrollY, link: link.getAttribute('href') ?? undefined });
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  // Capture: before the link's own handler moves the history.
  win.document.addEventListener('click', onClick, { capture: true });
  win.addEventListener('pagehide', save);

  const restore = (left: Left) => {
    const started = win.performance.now();
    let frame = 0;
    const stop = () => {
      restoring = false;
      win.cancelAnimationFrame(frame);
      for (const e of ['wheel', 'touchstart', 'keydown'] as const) win.removeEventListener(e, stop);
    };
    // The reader scrolling or typing meanwhile wins.
    for (const e of ['wheel', 'touchstart', 'keydown'] as const)
      win.addEventListener(e, stop, { passive: true });
    restoring = true;
    const step = () => {
      const doc = win.document.documentElement;
      const tallEnough = doc.scrollHeight - win.innerHeight >= left.y;
      if (tallEnough || win.performance.now() - started > WAIT_MS) {
        scrollTo(left.y);
        const link = left.link
          ? [...win.document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find(
              (a) => a.getAttribute('href') === left.link,
            )
          : undefined;
        link?.focus({ preventScroll: true });
        stop();
        keep(left);
        return;
      }
      frame = win.requestAnimationFrame(step);
    };
    cancelRestore = stop;
    step();
  };

  return {
    show(to, action) {
      const from = shown;
      if (from?.key === to.key) return;
      cancelRestore();
      shown = to;
      save();
      if (action === 'POP') {
        const left = positions.get(to.key);
        if (left) restore(left);
        return;
      }
      if (action === 'PUSH' && !(from && sameResultsPage(from.pathname, to.pathname))) scrollTo(0);
      keep({ y: win.scrollY });
    },
    dispose() {
      cancelRestore();
      save();
      win.removeEventListener('scroll', onScroll);
      win.document.removeEventListener('click', onClick, { capture: true });
      win.removeEventListener('pagehide', save);
    },
  };
}

/** Keeps each page's place for the app's router (called once, in the frame). */
export function useScrollKeeping(): void {
  const location = useLocation();
  const action = useNavigationType();
  const keeper = useRef<ScrollKeeper | null>(null);
  useLayoutEffect(() => {
    const created = createScrollKeeper();
    keeper.current = created;
    return () => {
      created.dispose();
      keeper.current = null;
    };
  }, []);
  useLayoutEffect(() => {
    keeper.current?.show(location, action);
  }, [location, action]);
}
