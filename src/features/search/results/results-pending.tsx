// A results page before its lists' code has arrived (rare: that code is fetched at start-up): the same frame,
// heading and skeleton as a search still on its way, so nothing jumps when the lists take over.
import { useI18n } from '../../../i18n/i18n-context';
import { LoadingResults } from '../../shared/result-states';
import { ResultsHeading } from './results-heading';
import { ResultsLayout } from './results-layout';

export function ResultsPending() {
  const { t } = useI18n();
  return (
    <ResultsLayout
      busy={false}
      facets={null}
      heading={<ResultsHeading countText={t('results.searching')} />}
      controls={null}
      notices={null}
      body={<LoadingResults />}
    />
  );
}
