// Which search the page shows (from the raw URL), where the Programs/Schools switch leads, and what a submit does.
// Which results page this is comes from the route table (src/app/router.tsx); this file only reads its URL.
import {
  defaultInstitutionsSearch,
  defaultProgramsSearch,
  type InstitutionsSearch,
  type ProgramsSearch,
} from '../../../../contract/requests';
import {
  parseProgramsRoute,
  parseSchoolsRoute,
  programsHref,
  readCarried,
  schoolsHref,
} from '../../../config/routes';
import type { SearchMode, SearchValues } from './search-types';

export interface SearchContext {
  mode: SearchMode;
  /** True on a results page of this mode. */
  active: boolean;
  /** The search the page shows, when it is a results page (its query holds the page's answer or error). */
  shown:
    { kind: 'programs'; search: ProgramsSearch } | { kind: 'schools'; search: InstitutionsSearch } | null;
  values: SearchValues;
  programsTarget: string;
  schoolsTarget: string;
  submitHref: (values: SearchValues) => string;
}

/** A new search keeps the order and page size but starts again at the first page with no filters. */
function newProgramsSearch(v: SearchValues, current: ProgramsSearch = defaultProgramsSearch): ProgramsSearch {
  const { sortColumns, sortDirection, limitRecord } = current;
  return { ...defaultProgramsSearch, ...v, sortColumns, sortDirection, limitRecord };
}

function newSchoolsSearch(
  v: SearchValues,
  current: InstitutionsSearch = defaultInstitutionsSearch,
): InstitutionsSearch {
  const { sortColumns, sortDirections, limitRecord } = current;
  return {
    ...defaultInstitutionsSearch,
    location: v.location,
    radius: v.radius,
    occupation: v.keyword ? [v.keyword] : [],
    sortColumns,
    sortDirections,
    limitRecord,
  };
}

const empty: SearchValues = { keyword: '', location: '', radius: '' };

/** `page`: the search whose results this page shows (null on any other page); its URL is `pathname` + `query`. */
export function searchContext(page: SearchMode | null, pathname: string, query: string): SearchContext {
  // What the counselor is collecting goes along with every new search (decision 0076).
  const carried = readCarried(query);
  if (page === 'schools') {
    const parsed = parseSchoolsRoute(pathname, query);
    const s = parsed.ok ? parsed.state.search : defaultInstitutionsSearch;
    const values = { keyword: s.occupation[0] ?? '', location: s.location, radius: s.radius };
    return {
      mode: 'schools',
      active: true,
      shown: parsed.ok && parsed.state.complete ? { kind: 'schools', search: s } : null,
      values,
      programsTarget: programsHref(newProgramsSearch(values), false, carried),
      schoolsTarget: schoolsHref(s, false, carried),
      submitHref: (v) => schoolsHref(newSchoolsSearch(v, s), false, carried),
    };
  }
  const onPrograms = page === 'programs';
  const parsed = onPrograms ? parseProgramsRoute(pathname, query) : null;
  const s = parsed?.ok ? parsed.state.search : defaultProgramsSearch;
  const values = onPrograms ? { keyword: s.keyword, location: s.location, radius: s.radius } : empty;
  return {
    mode: 'programs',
    active: onPrograms,
    shown: parsed?.ok && parsed.state.complete ? { kind: 'programs', search: s } : null,
    values,
    programsTarget: programsHref(onPrograms ? s : newProgramsSearch(values), false, carried),
    schoolsTarget: schoolsHref(newSchoolsSearch(values), false, carried),
    submitHref: (v) => programsHref(newProgramsSearch(v, s), false, carried),
  };
}
