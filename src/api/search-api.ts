// Fetchers (taking an AbortSignal) and query factories for both operations and the About page's metadata.
import { queryOptions } from '@tanstack/react-query';
import { institutionsApiPath, programsApiPath } from '../../contract/urls/paths';
import { defaultProgramsSearch, type InstitutionsSearch, type ProgramsSearch } from '../../contract/requests';
import type { RuntimeConfig } from '../../contract/runtime-config';
import { MAX_SUGGESTIONS, suggestApiPath, type SuggestField } from '../../contract/suggest/suggest';
import { emptyInstitutionList, emptyProgramList } from '../../contract/programs/empty-results';
import { getJson, type ApiSession } from './http-client';
import type { ProgramDetails } from '../../contract/program-details/program-details';
import { programDetailsApiPath } from '../../contract/program-details/program-details-path';
import { ApiError } from './api-error';

type Target = ApiSession | RuntimeConfig;
const configOf = (t: Target) => ('config' in t ? t.config : t);

export async function fetchPrograms(target: Target, search: ProgramsSearch, signal?: AbortSignal) {
  const path = programsApiPath({ userId: configOf(target).userId, ...search });
  return (await getJson(target, path, 'programListSchema', signal)) ?? emptyProgramList(search.keyword);
}

export async function fetchInstitutions(target: Target, search: InstitutionsSearch, signal?: AbortSignal) {
  const path = institutionsApiPath({ userId: configOf(target).userId, ...search });
  return (await getJson(target, path, 'institutionListSchema', signal)) ?? emptyInstitutionList();
}

/** The About page reads Metadata from the smallest possible program search. */
export async function fetchMetadata(target: Target, signal?: AbortSignal) {
  const path = programsApiPath({
    userId: configOf(target).userId,
    ...defaultProgramsSearch,
    limitRecord: 1,
    enableMetaData: true,
  });
  const list = await getJson(target, path, 'programListSchema', signal);
  return list?.Metadata ?? null;
}

/** Suggestions for what is typed so far in the Keyword or Location field (decision 0066). */
export async function fetchSuggestions(
  target: Target,
  field: SuggestField,
  text: string,
  signal?: AbortSignal,
) {
  const path = suggestApiPath({ userId: configOf(target).userId, field, text, limit: MAX_SUGGESTIONS });
  const list = await getJson(target, path, 'suggestionListSchema', signal);
  return list?.Suggestions ?? [];
}

const NOT_LISTED_MESSAGE =
  'This program is not in the list any more, or the link is mistyped. Search again to find similar programs.';

/** One program's details; an id nobody has is an ApiError of kind 'not-listed' (the page says so). */
export async function fetchProgramDetails(
  target: Target,
  detailId: string,
  from: string,
  signal?: AbortSignal,
): Promise<ProgramDetails> {
  const path = programDetailsApiPath({ userId: configOf(target).userId, detailId, location: from });
  try {
    const details = await getJson(target, path, 'programDetailsSchema', signal);
    if (details !== null) return details;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  throw new ApiError('not-listed', NOT_LISTED_MESSAGE, 404);
}

export type SearchApi = ReturnType<typeof createSearchApi>;

/** Several requests refused at once read the configuration once. */
function shared(reload: () => Promise<RuntimeConfig | null>): () => Promise<RuntimeConfig | null> {
  let pending: Promise<RuntimeConfig | null> | null = null;
  return () => {
    pending ??= reload().finally(() => (pending = null));
    return pending;
  };
}

/**
 * Query factories bound to one service; keys go from general to specific and leave the token out, which may be
 * renewed (`reloadConfig`, after a 401) without changing what any search means.
 */
export function createSearchApi(config: RuntimeConfig, reloadConfig?: () => Promise<RuntimeConfig | null>) {
  const session: ApiSession = { config };
  // The session takes the new configuration before the shared read ends, so a 401 that arrives just after the
  // renewal uses the new token instead of reading the configuration a second time.
  if (reloadConfig)
    session.reload = shared(async () => {
      const fresh = await reloadConfig();
      if (fresh) session.config = fresh;
      return fresh;
    });
  const service = [config.apiBase, config.userId];
  return {
    get config() {
      return session.config;
    },
    programs: (search: ProgramsSearch) =>
      // The session (its token) is left out of the key on purpose: a renewed token changes no answer.
      // eslint-disable-next-line @tanstack/query/exhaustive-deps
      queryOptions({
        queryKey: ['search', ...service, 'programs', search],
        queryFn: ({ signal }) => fetchPrograms(session, search, signal),
        staleTime: 5 * 60_000,
      }),
    institutions: (search: InstitutionsSearch) =>
      // The session (its token) is left out of the key on purpose: a renewed token changes no answer.
      // eslint-disable-next-line @tanstack/query/exhaustive-deps
      queryOptions({
        queryKey: ['search', ...service, 'institutions', search],
        queryFn: ({ signal }) => fetchInstitutions(session, search, signal),
        staleTime: 5 * 60_000,
      }),
    suggestions: (field: SuggestField, text: string) =>
      // The session (its token) is left out of the key on purpose: a renewed token changes no answer.
      // eslint-disable-next-line @tanstack/query/exhaustive-deps
      queryOptions({
        queryKey: ['search', ...service, 'suggest', field, text],
        // Superseded requests are aborted: the query stops being observed and TanStack Query aborts its signal.
        queryFn: ({ signal }) => fetchSuggestions(session, field, text, signal),
        staleTime: 10 * 60_000,
      }),
    /** Keyed by id and place; fetched fresh for a shared list (staleTime 0 on those pages). */
    program: (detailId: string, from = '') =>
      // The session (its token) is left out of the key on purpose: a renewed token changes no answer.
      // eslint-disable-next-line @tanstack/query/exhaustive-deps
      queryOptions({
        queryKey: ['search', ...service, 'program', detailId, from],
        queryFn: ({ signal }) => fetchProgramDetails(session, detailId, from, signal),
        staleTime: 5 * 60_000,
      }),
    metadata: () =>
      // The session (its token) is left out of the key on purpose: a renewed token changes no answer.
      // eslint-disable-next-line @tanstack/query/exhaustive-deps
      queryOptions({
        queryKey: ['search', ...service, 'metadata'],
        queryFn: ({ signal }) => fetchMetadata(session, signal),
        staleTime: 60 * 60_000,
      }),
  };
}
