// The "Results" heading and the count live region; takes focus after a search or a page change.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../../i18n/i18n-context';
import type { SearchLocationState } from '../form/use-search-navigate';

export function ResultsHeading({ countText }: { countText: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const { t } = useI18n();
  const state = location.state as SearchLocationState | null;
  const wantsFocus = state?.focusResults === true;
  useEffect(() => {
    if (wantsFocus) heading.current?.focus();
  }, [location.key, wantsFocus]);
  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t('results.heading')}
      </h2>
      <p role="status" className="text-slate-700">
        {countText}
      </p>
    </div>
  );
}
