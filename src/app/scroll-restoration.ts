// Where each page of the history was left (decision 0154). React Router's <ScrollRestoration> needs its data router,
// which the app does without (decision 0090), so the app keeps the positions itself, by history entry:
// - a link to another page (results → program page) opens it at its top;
// - Back and Forward return to where the reader left that page — the scroll position once the page is tall enough
//   again, and the focus on the link the reader followed, so a keyboard user goes on from there;
// - a new search on the same results page (a filter ticked, a page, a sort) and a replaced URL (a tick to compare,
//   a completed short URL) leave the scroll as it is: the page moves focus itself when it should.
import type { Location, NavigationType } from 'react-router';

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
  /** Before the history moves: where the current page was left. */
  leave(from: Location): void;
  /** Once the new location is on screen. */
  arrive(to: Location, action: NavigationType, from: Location | undefined): void;
  /** Stops a restore in progress and saves the positions (the tab is going away). */
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
  let cancelRestore = () => undefined as void;
  const save = () => {
    try {
      win.sessionStorage.setItem(STORE_KEY, JSON.stringify([...positions].slice(-KEEP)));
    } catch {
      // Storage full or refused: positions last as long as the page.
    }
  };
  win.addEventListener('pagehide', save);

  const restore = (left: Left) => {
    const started = win.performance.now();
    let frame = 0;
    const stop = () => {
      win.cancelAnimationFrame(frame);
      for (const e of ['wheel', 'touchstart', 'keydown'] as const) win.removeEventListener(e, stop);
    };
    // The reader scrolling or typing meanwhile wins.
    for (const e of ['wheel', 'touchstart', 'keydown'] as const)
      win.addEventListener(e, stop, { passive: true });
    const step = () => {
      const doc = win.document.documentElement;
      const tallEnough = doc.scrollHeight - win.innerHeight >= left.y;
      if (tallEnough || win.performance.now() - started > WAIT_MS) {
        win.scrollTo(0, left.y);
        const link = left.link
          ? [...win.document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find(
              (a) => a.getAttribute('href') === left.link,
            )
          : undefined;
        link?.focus({ preventScroll: true });
        stop();
        return;
      }
      frame = win.requestAnimationFrame(step);
    };
    step();
    cancelRestore = stop;
  };

  return {
    leave(from) {
      cancelRestore();
      const active = win.document.activeElement;
      const link =
        active instanceof HTMLAnchorElement ? (active.getAttribute('href') ?? undefined) : undefined;
      positions.delete(from.key);
      positions.set(from.key, { y: win.scrollY, link });
      save();
    },
    arrive(to, action, from) {
      if (action === 'POP') {
        const left = positions.get(to.key);
        if (left) restore(left);
        return;
      }
      if (action === 'PUSH' && !(from && sameResultsPage(from.pathname, to.pathname))) win.scrollTo(0, 0);
    },
    dispose() {
      cancelRestore();
      save();
      win.removeEventListener('pagehide', save);
    },
  };
}
