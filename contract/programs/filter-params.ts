// The added v2 filters as a request carries them (decision 0070): their query parameter names, in the order links
// write them, and how one parameter's values are written. Read off program-bindings.ts, without the dimensions'
// words, so the URL codec in the browser's first chunk does not carry them (decision 0230); program-filters.ts
// (which re-exports this) has what needs the whole declarations.
import { NOT_REPORTED } from '../dimensions/dimension';
import { programBindings } from '../dimensions/program-bindings';
import type { ProgramFilterParam } from '../dimensions/program-dimensions';

export { NOT_REPORTED, type ProgramFilterParam };

/** Every added filter's values as the request wrote them ([] no filter). */
export type ProgramFilterSearch = Record<ProgramFilterParam, string[]>;

/**
 * Query parameter names in the order they are written (the order the web app shows them). A dimension declaring
 * a `basis` would add its parameter after its own; none does yet (a test compares this with the declarations).
 */
export const programFilterParams: readonly ProgramFilterParam[] = Object.values(programBindings).flatMap(
  (b) => (b.in === 'query' ? [b.field as ProgramFilterParam] : []),
);

export const defaultProgramFilters = Object.fromEntries(
  programFilterParams.map((k) => [k, [] as string[]]),
) as ProgramFilterSearch;

/** Reads one comma-joined parameter value into its values (blank parts dropped). */
export function splitParam(raw: string | null): string[] {
  if (raw === null) return [];
  return raw
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export function joinParam(values: readonly string[]): string {
  return values.join(',');
}
