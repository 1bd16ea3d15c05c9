// Page frame: skip link, header with the product name and (except on the landing page) the search, notices, footer.
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../components/ui/link';
import { focusRing, linkClass } from '../components/ui/styles';
import { ABOUT_PATH, HOME_PATH } from '../config/routes';
import { searchContext } from '../features/search/search-context';
import { SearchPanel } from '../features/search/search-panel';
import { useSearchNavigate } from '../features/search/use-search-navigate';
import { useApi } from './app-context';
import { RouteErrorBoundary } from './routes/route-error';
import { StatusNotices } from './status-notices';

export function HeaderSearch() {
  const location = useLocation();
  const go = useSearchNavigate();
  const ctx = searchContext(location.pathname, location.search);
  const api = useApi();
  return (
    <SearchPanel
      api={api}
      mode={ctx.mode}
      active={ctx.active}
      values={ctx.values}
      programsHref={ctx.programsTarget}
      schoolsHref={ctx.schoolsTarget}
      onSearch={(values) => go(ctx.submitHref(values), true)}
    />
  );
}

export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { config } = useApi();
  const landing = pathname === HOME_PATH;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:bg-white focus:p-2"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto grid max-w-6xl gap-3 px-4 py-3">
          <Link to={HOME_PATH} className={`w-fit text-xl font-bold text-blue-900 ${focusRing}`}>
            Training Search
          </Link>
          {/* A printed program page, comparison or list needs the content, not the search form. */}
          {landing ? null : (
            <div className="print:hidden">
              <HeaderSearch />
            </div>
          )}
        </div>
      </header>
      <StatusNotices demo={config.dataKind === 'demo'} />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        {/* A page that fails shows the error inside the frame; another page starts afresh. A lazy page's code
            is awaited in the navigation's transition, so the page before stays until it arrives. */}
        <RouteErrorBoundary resetKey={pathname + search}>
          <Suspense fallback={null}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      <footer className="border-t border-slate-300 bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap gap-4 px-4 py-4 text-sm">
          <Link to={ABOUT_PATH} className={linkClass}>
            About this data
          </Link>
          <span className="text-slate-700">
            Program data from NCES IPEDS and state training provider lists.
          </span>
        </div>
      </footer>
    </div>
  );
}
