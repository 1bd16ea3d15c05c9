// Page frame: skip link, header with the product name, language switch and (except on the landing page) the
// search, notices, footer. The language provider wraps it all, so every page speaks the URL's language.
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { focusRing, linkClass } from '../components/ui/styles';
import { ABOUT_PATH, HOME_PATH } from '../config/routes';
import type { SearchMode } from '../features/search/form/search-types';
import { I18nProvider, useI18n } from '../i18n/i18n-context';
import { LanguageSwitch } from '../i18n/language-switch';
import { Link } from '../i18n/link';
import { useApi } from '../api/api-context';
import { RouteErrorBoundary } from '../components/route-error';
import { headerSearch } from './header-search-chunk';
import { StatusNotices } from './status-notices';

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
              <headerSearch.Component searchMode={searchMode} />
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
