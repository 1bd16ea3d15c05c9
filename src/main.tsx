// Entry point: (mock mode: start MSW) -> load runtime config -> start the first page's requests -> render.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createSearchApi } from './api/search-api';
import { AppProviders } from './app/app-providers';
import { headerSearch } from './app/header-search-chunk';
import { createQueryClient } from './app/query-client';
import { AppRoutes, firstPaintCode, prefetchRoute } from './app/router';
import { fetchRuntimeConfig, loadRuntimeConfig } from './config/runtime-config';
import { loadStartCatalogue } from './i18n/catalogues';
import { resolveLang } from './i18n/languages';
import './index.css';

async function startMockWorker() {
  // The only import from tests/, and only in `vite --mode mock`: the build leaves it out.
  const { worker } = await import('../tests/msw/browser');
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

function yieldToBrowser() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

async function start(root: HTMLElement) {
  // The page language's words (a chunk of their own, decision 0046) download beside the config, so the first
  // paint is already in that language. Awaited below; until then a failure is held, not reported as unhandled.
  const words = loadStartCatalogue(resolveLang(window.location.search));
  words.catch(() => undefined);
  // So does the header's search form (a chunk of its own, decision 0230): every page's first paint shows it, so the
  // first paint waits for it too, and like the words the app cannot start without it.
  const form = headerSearch.preload();
  form.catch(() => undefined);
  // Evaluating the entry is one task the browser cannot split; what start() does next (the query client, the
  // history, the first page's request) runs in a task of its own rather than lengthening it (decision 0046).
  await yieldToBrowser();
  if (import.meta.env.MODE === 'mock') await startMockWorker();
  const config = await loadRuntimeConfig();
  const queryClient = createQueryClient();
  // A restarted or redeployed service may hand its pages a new token: re-read on a 401 (decision 0084).
  const api = createSearchApi(config, fetchRuntimeConfig);
  // The first page's request leaves before React renders anything (later pages': as their navigation starts,
  // src/app/router.tsx).
  prefetchRoute(window.location, { queryClient, api });
  // The first paint waits for the page's words and the search form (they travelled beside the config and the
  // search), and for the code of a page that is nothing without it (the landing's), which the prefetch asked for.
  await Promise.all([words, form, firstPaintCode(window.location)]);
  // Let the browser breathe between evaluating the bundle and rendering: two shorter tasks instead of one long
  // one on a slow phone (decision 0046).
  await yieldToBrowser();
  const reactRoot = createRoot(root);
  // A transition lets React render the first page in slices, yielding to the browser, instead of one long task.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} api={api}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

/**
 * After a redeploy, this page's lazily loaded files (older hashes) are gone: load the page again, at the same URL
 * (the URL is the whole search state). At most once a minute, so a broken deploy cannot loop. Only when the page's
 * own address answers (decision 0156): a file that did not arrive because the service is down is an outage, and a
 * reload then would leave the reader on the browser's error page instead of the app's "We can't reach…" notice. The
 * import fails meanwhile as it would without this listener, and the page says so.
 */
window.addEventListener('vite:preloadError', () => {
  const last = Number(sessionStorage.getItem('training-search-reloaded') ?? 0);
  if (Date.now() - last < 60_000) return;
  fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => {
      if (!answer.ok) return;
      sessionStorage.setItem('training-search-reloaded', String(Date.now()));
      window.location.reload();
    },
    () => undefined,
  );
});

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    // /boot-check.js says so in the page's language (decision 0137); if that script could not load either, the
    // reason at least.
    const failed = new CustomEvent('training-search:start-failed', { detail: error, cancelable: true });
    if (window.dispatchEvent(failed)) root.textContent = String(error);
  });
}
