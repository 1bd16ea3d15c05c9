// Page frame: skip link, header with the product name, language switch and (except on the landing page) the
// search, notices, footer. The language provider wraps it all, so every page speaks the URL's language.
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { focusRing, linkClass } from '../components/ui/styles';
import { ABOUT_PATH, HOME_PATH } from '../config/routes';
import { useLocationProblem } from '../features/search/notices/location-problem';
import { searchContext } from '../features/search/form/search-context';
import { SearchPanel } from '../features/search/form/search-panel';
import type { SearchMode } from '../features/search/form/search-types';
import { useSearchNavigate } from '../features/search/form/use-search-navigate';
import { I18nProvider, useI18n } from '../i18n/i18n-context';
import { LanguageSwitch } from '../i18n/language-switch';
import { Link } from '../i18n/link';
import { useApi } from '../api/api-context';
import { RouteErrorBoundary } from '../components/route-error';
import { StatusNotices } from './status-notices';

/** The search form; `searchMode` is the search this page shows results of, if any (the route table says). */
export function HeaderSearch({ searchMode }: { searchMode: SearchMode | null }) {
  const location = useLocation();
  const go = useSearchNavigate();
  const ctx = searchContext(searchMode, location.pathname, location.search);
  const locationProblem = useLocationProblem(ctx);
  const api = useApi();
  return (
    <SearchPanel
      // A new form whenever the results shown change (search, filter, page, sort all change the path), so the fields
      // always say what the results are for; a query-only change (shortlist, language) keeps typed text (decision 0103).
      key={location.pathname}
      locationProblem={locationProblem}
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

const skipLinkClass =
  'sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:bg-white focus:p-2';

function Frame({ searchMode, children }: { searchMode: SearchMode | null; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { config } = useApi();
  const { t } = useI18n();
  const landing = pathname === HOME_PATH;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a href="#main" className={skipLinkClass}>
        {t('frame.skipToMain')}
      </a>
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto grid max-w-6xl gap-3 px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={HOME_PATH} className={`w-fit text-lg font-bold text-blue-900 sm:text-xl ${focusRing}`}>
              {t('app.name')}
            </Link>
            <LanguageSwitch />
          </div>
          {/* A printed program page, comparison or list needs the content, not the search form. */}
          {landing ? null : (
            <div className="print:hidden">
              <HeaderSearch searchMode={searchMode} />
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
            {t('frame.aboutLink')}
          </Link>
          <span className="text-slate-700">{t('frame.footerNote')}</span>
        </div>
      </footer>
    </div>
  );
}

export function RootLayout({ searchMode, children }: { searchMode: SearchMode | null; children: ReactNode }) {
  return (
    <I18nProvider>
      <Frame searchMode={searchMode}>{children}</Frame>
    </I18nProvider>
  );
}
