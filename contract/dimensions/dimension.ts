// What a filter dimension is, as data (issue 20, decision 0160): where a request carries it, which values it takes
// and how they read in both languages, and which list of the answer counts it. The contract, the URL codec, the
// OpenAPI description, the MSW handlers and the web app's filters are all made from these declarations; the engine
// keys its half (how a program's value is derived, how counts are made: server/engine/dimensions/) by the same id.
// No DOM or Node API here: the contract runs in the browser, the service and the tests alike.

/**
 * The fields of a program list item that dimensions read (contract/programs/programs.ts's ProgramItem has them; a
 * compile-time check there keeps the two in step). A new dimension reading another field adds it here.
 */
export interface ItemView {
  AwLevelCode: number;
  SchoolIDUnique: number;
  CipCode: string;
  Format: readonly string[];
  DataSource: string;
  CostBasis?: string;
  CostTotal?: number;
  LengthBasis?: string;
  LengthWeeks?: number;
  LengthMonths?: number;
  LengthHours?: number;
  LengthCreditHours?: number;
  LengthTypicalWeeksMax?: number;
  SchoolOnline?: string;
  PayMedianLow?: number;
  PellEligible?: 'Yes' | 'No';
  OnsiteChildcare?: 'Yes' | 'No';
  FlexibleHours?: 'Yes' | 'No';
  PublicTransit?: 'Yes' | 'No';
  SchoolControl?: string;
  SchoolSector?: string;
}

/** Words in the two languages of the app (decision 0100). */
export interface Words {
  en: string;
  es: string;
}

/** Words that depend on a count ("1 week or less", "26 weeks or less"). */
export interface PluralWords {
  en: { one: string; other: string };
  es: { one: string; other: string };
}

/** One value of a dimension whose values are fixed: what a request writes, and how it reads. */
export interface FixedValue {
  value: string;
  words: Words;
}

/** Where the values come from and how each one reads. */
export type DimensionValues =
  /**
   * From the data (schools, CIP codes, counties…): the answer's Item is the label, shown as published unless
   * `catalogue` names the app's words for the codes (`award` for award levels, `region` for IPEDS regions).
   */
  | { from: 'data'; catalogue?: 'award' | 'region' }
  /** A fixed list, in this order. */
  | { from: 'fixed'; options: readonly FixedValue[] }
  /**
   * A maximum: any number from 0 to `limit` (the count list offers `steps`), read as "at most". `atMost` words one
   * step: `{money}` is the amount in the page's currency format, `{count}` the number.
   */
  | {
      from: 'steps';
      steps: readonly number[];
      unit: 'dollars' | 'weeks';
      limit: number;
      atMost: { en: string | PluralWords['en']; es: string | PluralWords['es'] };
    }
  /** One value that narrows to a subset (filterBySource=Y), counted as one number rather than a list. */
  | { from: 'flag'; value: string; words: Words };

/** How a request carries the dimension and which field of the answer counts it. */
export interface DimensionBinding {
  /** The request field: a path segment (docs/service.md, never renamed) or an added query parameter. */
  field: string;
  in: 'path' | 'query';
  /** The answer's count list (v2: a list of ItemCount; v1: a facet group); a flag's count is a number field. */
  list: string;
}

export interface Dimension {
  /** Stable name, the key of the engine's half and of the web app's group; the request field for most. */
  id: string;
  /** The operation whose requests and answers carry it. */
  operation: 'programs' | 'institutions';
  binding: DimensionBinding;
  legend: Words;
  /**
   * How values combine: `any` keeps what has any of the values (OR); `atMost` keeps what is at most the number
   * (one number at a time, plus "Not reported"); `flag` is one value that narrows.
   */
  choose: 'any' | 'atMost' | 'flag';
  values: DimensionValues;
  /** Whether `none` selects what the source does not report ("Not reported" in the count list). */
  notReported: boolean;
  /** Long lists (schools, occupations) get a box to filter their options. */
  filterable: boolean;
  /** An applied filter's chip reads its value alone (a school's name) or "Legend: value" ("Pell Grant eligible: Yes"). */
  chip: 'value' | 'legend';
  /**
   * Said beside the options: what the values are and which sources report them ("Reported only by state lists of
   * WIOA-eligible programs"), so that "Not reported" and an estimate are understood (issue 21, decision 0179).
   */
  note?: Words;
  /**
   * A sort by the dimension's value: the `sortColumns` value and the words of its two directions ("Lowest cost
   * first"). Programs that do not report the value come last either way (decision 0070).
   */
  sort?: { column: string; asc: Words; desc: Words };
  /**
   * Values read on one of several bases — whole-program cost or a year of tuition, a program's own length or its
   * award level's typical range: the query parameter that names the basis, and the bases (the first is the
   * default). The engine's half derives the dimension's codes for the basis asked.
   */
  basis?: { field: string; options: readonly FixedValue[] };
  /**
   * The value(s) a program list item has in this dimension, as a request writes them (`none` when not reported):
   * what the mock service filters and counts by, and what the real-data tests check the engine's counts against.
   */
  fromItem?: (item: ItemView) => readonly string[];
}

/** The value that selects "Not reported" in every dimension that has it. */
export const NOT_REPORTED = 'none';
export const NOT_REPORTED_WORDS: Words = { en: 'Not reported', es: 'No informado' };

/** The answer's English label of a fixed value (or the value itself when the dimension does not know it). */
export function englishLabel(d: Dimension, value: string): string {
  if (value === NOT_REPORTED && d.notReported) return NOT_REPORTED_WORDS.en;
  if (d.values.from === 'fixed') return d.values.options.find((o) => o.value === value)?.words.en ?? value;
  if (d.values.from === 'flag') return d.values.words.en;
  return value;
}
