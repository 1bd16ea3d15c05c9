// A location the service could not use, read from the shown search's query, as the Location field presents it.
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { locationProblem } from '../../../api/api-error';
import { useApi } from '../../../api/api-context';
import type { SearchContext } from '../form/search-context';
import type { LocationProblem, SearchValues } from '../form/search-types';

/**
 * Watches (never fetches) the query of the search the page shows. A 400 about the location becomes the Location
 * field's problem (decision 0085).
 */
export function useLocationProblem(ctx: SearchContext): LocationProblem | null {
  const api = useApi();
  const shown = ctx.shown;
  const client = useQueryClient();
  const key =
    shown?.kind === 'programs'
      ? api.programs(shown.search).queryKey
      : shown?.kind === 'schools'
        ? api.institutions(shown.search).queryKey
        : null;
  // Read from the cache as it changes; the route component is the one that runs the query.
  const error = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => (key ? (client.getQueryState(key)?.error ?? null) : null),
  );
  const problem = shown ? locationProblem(error) : null;
  if (!problem) return null;
  const place = (value: string): SearchValues => ({
    keyword: ctx.values.keyword,
    location: value,
    radius: ctx.values.radius,
  });
  return {
    message: problem.message,
    places: problem.candidates.map((c) => ({
      label: c.Value,
      name: c.Item,
      href: ctx.submitHref(place(c.Value)),
    })),
  };
}
