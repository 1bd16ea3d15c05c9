// Sort column and direction offered as one "Sort by" select (e.g. "Program A–Z"), for both operations.
import { PAGE_SIZES } from '../../../../contract/requests';
import type { en } from '../../../i18n/messages/en';
import type { Words } from '../../../../contract/dimensions/dimension';
import { dimensionSorts } from '../../../../contract/dimensions/program-dimensions';

type SortLabel = Extract<keyof typeof en, `sort.${string}`>;

export interface SortOption {
  /** The option's words, from the catalogue; a sort the list does not know has none (it shows column and order). */
  label: Exclude<SortLabel, 'sort.other'> | null;
  /** The words of a sort a dimension declares (contract/dimensions, decision 0160), in place of a catalogue key. */
  words?: Words;
  column: string;
  direction: string;
}

export const programSortOptions: SortOption[] = [
  { label: 'sort.best', column: '', direction: '' },
  { label: 'sort.programAsc', column: 'Program', direction: 'ASC' },
  { label: 'sort.programDesc', column: 'Program', direction: 'DESC' },
  { label: 'sort.schoolAsc', column: 'Provider', direction: 'ASC' },
  { label: 'sort.schoolDesc', column: 'Provider', direction: 'DESC' },
  { label: 'sort.credentialAsc', column: 'DegreeCredential', direction: 'ASC' },
  { label: 'sort.credentialDesc', column: 'DegreeCredential', direction: 'DESC' },
  { label: 'sort.nearest', column: 'Location', direction: 'ASC' },
  { label: 'sort.farthest', column: 'Location', direction: 'DESC' },
  // The sorts the dimensions declare (Cost, Length): what does not report the value comes last either way (0070).
  ...dimensionSorts.flatMap((s): SortOption[] => [
    { label: null, words: s.asc, column: s.column, direction: 'ASC' },
    { label: null, words: s.desc, column: s.column, direction: 'DESC' },
  ]),
];

export const schoolSortOptions: SortOption[] = [
  { label: 'sort.best', column: '', direction: '' },
  { label: 'sort.schoolAsc', column: 'School', direction: 'ASC' },
  { label: 'sort.schoolDesc', column: 'School', direction: 'DESC' },
  { label: 'sort.cityAsc', column: 'City', direction: 'ASC' },
  { label: 'sort.cityDesc', column: 'City', direction: 'DESC' },
  { label: 'sort.nearest', column: 'Distance', direction: 'ASC' },
  { label: 'sort.farthest', column: 'Distance', direction: 'DESC' },
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
  const all = known ? options : [...options, { label: null, column, direction: dir }];
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
