// Sort column and direction offered as one "Sort by" select (e.g. "Program A–Z"), for both operations.
import { PAGE_SIZES } from '../../../contract/requests';

export interface SortOption {
  label: string;
  column: string;
  direction: string;
}

export const programSortOptions: SortOption[] = [
  { label: 'Best match', column: '', direction: '' },
  { label: 'Program A–Z', column: 'Program', direction: 'ASC' },
  { label: 'Program Z–A', column: 'Program', direction: 'DESC' },
  { label: 'School A–Z', column: 'Provider', direction: 'ASC' },
  { label: 'School Z–A', column: 'Provider', direction: 'DESC' },
  { label: 'Credential, shortest first', column: 'DegreeCredential', direction: 'ASC' },
  { label: 'Credential, longest first', column: 'DegreeCredential', direction: 'DESC' },
  { label: 'Nearest first', column: 'Location', direction: 'ASC' },
  { label: 'Farthest first', column: 'Location', direction: 'DESC' },
  // Programs that do not report cost or length come last either way (decision 0070).
  { label: 'Lowest cost first', column: 'Cost', direction: 'ASC' },
  { label: 'Highest cost first', column: 'Cost', direction: 'DESC' },
  { label: 'Shortest first', column: 'Length', direction: 'ASC' },
  { label: 'Longest first', column: 'Length', direction: 'DESC' },
];

export const schoolSortOptions: SortOption[] = [
  { label: 'Best match', column: '', direction: '' },
  { label: 'School A–Z', column: 'School', direction: 'ASC' },
  { label: 'School Z–A', column: 'School', direction: 'DESC' },
  { label: 'City A–Z', column: 'City', direction: 'ASC' },
  { label: 'City Z–A', column: 'City', direction: 'DESC' },
  { label: 'Nearest first', column: 'Distance', direction: 'ASC' },
  { label: 'Farthest first', column: 'Distance', direction: 'DESC' },
];

export const sortKey = (column: string, direction: string) => `${column}:${direction}`;

/**
 * The options to show for the URL's column and direction. A column without a direction sorts ascending;
 * a combination the list does not know (from a hand-edited link) is kept as its own option, so the select
 * never claims a sort the results don't have.
 */
export function sortChoices(options: SortOption[], column: string, direction: string) {
  const dir = column && !direction ? 'ASC' : direction;
  const selected = sortKey(column, dir);
  const known = options.some((o) => sortKey(o.column, o.direction) === selected);
  const all = known ? options : [...options, { label: `${column} ${dir}`.trim(), column, direction: dir }];
  return { options: all, selected };
}

export function parseSortKey(key: string): { column: string; direction: string } {
  const [column = '', direction = ''] = key.split(':');
  return { column, direction };
}

export function pageSizeChoices(current: number): number[] {
  const sizes: number[] = [...PAGE_SIZES];
  return sizes.includes(current) ? sizes : [...sizes, current].sort((a, b) => a - b);
}
