// The header's search form over the current URL (decision 0103: a new form whenever the results shown change). A
// chunk of its own, which the first paint waits for beside the words (src/main.tsx, decision 0230).
import { useLocation } from 'react-router';
import { useApi } from '../../../api/api-context';
import { useLocationProblem } from '../notices/location-problem';
import { searchContext } from './search-context';
import { SearchPanel } from './search-panel';
import type { SearchMode } from './search-types';
import { useSearchNavigate } from './use-search-navigate';

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
