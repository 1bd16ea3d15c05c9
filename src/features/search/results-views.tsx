// The result lists, in their own chunk (decision 0090): a results page's first paint is its frame, the search form
// and the loading skeleton; the lists, cards, facets, paging and notices come with the answer, and their code is
// fetched while the search travels.
import type { UseQueryResult } from '@tanstack/react-query';
import type { InstitutionList } from '../../../contract/institutions';
import type { ProgramList } from '../../../contract/programs';
import type { InstitutionsSearch, ProgramsSearch } from '../../../contract/requests';
import type { RouteState } from '../../config/routes';
import { clearProgramFilters, programAppliedFilters, programFacets } from './program-facets';
import { ProgramResults } from './program-results';
import { SchoolResults } from './school-results';
import { programSortOptions } from './sort-options';

export function ProgramResultsView({
  state,
  query,
}: {
  state: RouteState<ProgramsSearch>;
  query: UseQueryResult<ProgramList>;
}) {
  const { search } = state;
  const current = !query.isPlaceholderData;
  return (
    <ProgramResults
      state={state}
      query={query}
      facets={query.data ? programFacets(query.data, search, current) : []}
      applied={programAppliedFilters(query.data, search)}
      cleared={clearProgramFilters(search)}
      sortOptions={programSortOptions}
    />
  );
}

export function SchoolResultsView({
  state,
  query,
}: {
  state: RouteState<InstitutionsSearch>;
  query: UseQueryResult<InstitutionList>;
}) {
  return <SchoolResults state={state} query={query} />;
}
