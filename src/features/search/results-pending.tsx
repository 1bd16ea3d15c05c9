// A results page before its lists' code has arrived (rare: that code is fetched at start-up): the same frame,
// heading and skeleton as a search still on its way, so nothing jumps when the lists take over.
import { LoadingResults } from './result-states';
import { ResultsHeading } from './results-heading';
import { ResultsLayout } from './results-layout';

export function ResultsPending() {
  return (
    <ResultsLayout
      busy={false}
      facets={null}
      heading={<ResultsHeading countText="Searching…" />}
      controls={null}
      notices={null}
      body={<LoadingResults />}
    />
  );
}
