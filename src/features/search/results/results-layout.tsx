// Arranges a results page: facets beside (or in a dialog above) the heading, notices, controls, list, pages.
// The page's h1 says what was searched (for screen readers; the form above shows it to the eye), and a skip link
// right after the results heading — where focus lands after a search — leads to the filters.
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n-context';
import { FILTERS_ID, RESULTS_ID, SkipLink } from './skip-link';

interface ResultsLayoutProps {
  /**
   * What was searched ("Programs for “welding” near Lubbock, TX"): the h1 and the document title (React 19 hoists
   * <title> into the head). Left out while the lists' code loads: the page keeps the current title meanwhile.
   */
  pageHeading?: string;
  facets: ReactNode;
  heading: ReactNode;
  notices: ReactNode;
  controls: ReactNode;
  body: ReactNode;
  /** Stays in view at the bottom of the window below the list (the compare tray, decision 0155). */
  tray?: ReactNode;
  /** True while the previous results stay on screen as the next ones load. */
  busy: boolean;
}

export function ResultsLayout({
  pageHeading,
  facets,
  heading,
  notices,
  controls,
  body,
  tray,
  busy,
}: ResultsLayoutProps) {
  const { t } = useI18n();
  return (
    // Columns that never grow past the window: a long program name without a space to break at ("Center/Teleservice")
    // may break inside a word rather than push the page sideways on a 320 px phone or under the filters (issue 19).
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 [overflow-wrap:anywhere] md:grid-cols-[16rem_minmax(0,1fr)]">
      {pageHeading ? (
        <>
          <title>{t('app.titleSuffix', { title: pageHeading })}</title>
          <h1 className="sr-only">{pageHeading}</h1>
        </>
      ) : null}
      <div id={FILTERS_ID} tabIndex={-1} className="focus:outline-none">
        {facets}
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            {heading}
            <SkipLink target={FILTERS_ID}>{t('frame.skipToFilters')}</SkipLink>
          </div>
          {controls}
        </div>
        {notices}
        <div
          id={RESULTS_ID}
          tabIndex={-1}
          className={`focus:outline-none ${busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}`}
        >
          {body}
        </div>
        {tray}
      </div>
    </div>
  );
}
