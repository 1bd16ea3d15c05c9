// Fetchers (taking an AbortSignal) and query factories for both operations and the About page's metadata.
import { queryOptions } from '@tanstack/react-query';
import { institutionsApiPath, programsApiPath } from '../../contract/paths';
import { defaultProgramsSearch, type InstitutionsSearch, type ProgramsSearch } from '../../contract/requests';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { MAX_SUGGESTIONS, suggestApiPath, type SuggestField } from '../../contract/suggest';
import { emptyInstitutionList, emptyProgramList } from '../../contract/empty-results';
import { getJson } from './http-client';
import type { ProgramDetails } from '../../contract/program-details';
import { programDetailsApiPath } from '../../contract/program-details-path';
import { ApiError } from './api-error';

export async function fetchPrograms(config: RuntimeConfig, search: ProgramsSearch, signal?: AbortSignal) {
  const path = programsApiPath({ userId: config.userId, ...search });
  return (await getJson(config, path, 'programListSchema', signal)) ?? emptyProgramList(search.keyword);
}

export async function fetchInstitutions(
  config: RuntimeConfig,
  search: InstitutionsSearch,
  signal?: AbortSignal,
) {
  const path = institutionsApiPath({ userId: config.userId, ...search });
  return (await getJson(config, path, 'institutionListSchema', signal)) ?? emptyInstitutionList();
}

/** The About page reads Metadata from the smallest possible program search. */
export async function fetchMetadata(config: RuntimeConfig, signal?: AbortSignal) {
  const path = programsApiPath({
    userId: config.userId,
    ...defaultProgramsSearch,
    limitRecord: 1,
    enableMetaData: true,
  });
  const list = await getJson(config, path, 'programListSchema', signal);
  return list?.Metadata ?? null;
}

/** Suggestions for what is typed so far in the Keyword or Location field (decision 0066). */
export async function fetchSuggestions(
  config: RuntimeConfig,
  field: SuggestField,
  text: string,
  signal?: AbortSignal,
) {
  const path = suggestApiPath({ userId: config.userId, field, text, limit: MAX_SUGGESTIONS });
  const list = await getJson(config, path, 'suggestionListSchema', signal);
  return list?.Suggestions ?? [];
}

export const NOT_LISTED_MESSAGE =
  'This program is not in the list any more, or the link is mistyped. Search again to find similar programs.';

/** One program's details; an id nobody has is an ApiError with status 404 (the page says so). */
export async function fetchProgramDetails(
  config: RuntimeConfig,
  detailId: string,
  from: string,
  signal?: AbortSignal,
): Promise<ProgramDetails> {
  const path = programDetailsApiPath({ userId: config.userId, detailId, location: from });
  try {
    const details = await getJson(config, path, 'programDetailsSchema', signal);
    if (details !== null) return details;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  throw new ApiError(NOT_LISTED_MESSAGE, 404);
}

export type SearchApi = ReturnType<typeof createSearchApi>;

/** Query factories bound to one runtime configuration; keys go from general to specific (config first). */
export function createSearchApi(config: RuntimeConfig) {
  return {
    config,
    programs: (search: ProgramsSearch) =>
      queryOptions({
        queryKey: ['search', config, 'programs', search],
        queryFn: ({ signal }) => fetchPrograms(config, search, signal),
        staleTime: 5 * 60_000,
      }),
    institutions: (search: InstitutionsSearch) =>
      queryOptions({
        queryKey: ['search', config, 'institutions', search],
        queryFn: ({ signal }) => fetchInstitutions(config, search, signal),
        staleTime: 5 * 60_000,
      }),
    suggestions: (field: SuggestField, text: string) =>
      queryOptions({
        queryKey: ['search', config, 'suggest', field, text],
        // Superseded requests are aborted: the query stops being observed and TanStack Query aborts its signal.
        queryFn: ({ signal }) => fetchSuggestions(config, field, text, signal),
        staleTime: 10 * 60_000,
      }),
    /** Keyed by id and place; fetched fresh for a shared list (staleTime 0 on those pages). */
    program: (detailId: string, from = '') =>
      queryOptions({
        queryKey: ['search', config, 'program', detailId, from],
        queryFn: ({ signal }) => fetchProgramDetails(config, detailId, from, signal),
        staleTime: 5 * 60_000,
      }),
    metadata: () =>
      queryOptions({
        queryKey: ['search', config, 'metadata'],
        queryFn: ({ signal }) => fetchMetadata(config, signal),
        staleTime: 60 * 60_000,
      }),
  };
}
