// The value each program has for the filters, counts and sorts over cost, length, online offer and pay (decisions
// 0177, 0179): pure rules over a program list item's fields, so the engine (which computes the same from its arrays,
// server/engine/dimensions/fact-columns.ts), the mock service and the real-data tests read one definition. NaN: not
// reported, an option of its own ("Not reported"), never zero.
import { NOT_REPORTED } from './dimension';

/**
 * The usual full-time length of each award level, in weeks (decision 0171): IPEDS defines the certificate levels by
 * length; degrees by their usual full-time length. `min` 0 reads "less than max".
 */
export const TYPICAL_WEEKS: Readonly<Record<number, { min: number; max: number }>> = {
  20: { min: 0, max: 12 },
  21: { min: 12, max: 52 },
  2: { min: 52, max: 104 },
  3: { min: 104, max: 104 },
  4: { min: 104, max: 208 },
  5: { min: 208, max: 208 },
  6: { min: 0, max: 52 },
  7: { min: 52, max: 104 },
  8: { min: 0, max: 52 },
  17: { min: 208, max: 312 },
  18: { min: 156, max: 208 },
  19: { min: 156, max: 260 },
};

const WEEKS_PER_YEAR = 52;
/** IPEDS' academic year: 900 clock hours or 30 semester credits, taught over about 36 calendar weeks. */
const CALENDAR_WEEKS_PER_ACADEMIC_YEAR = 36;
const CLOCK_HOURS_PER_YEAR = 900;
const CREDITS_PER_YEAR = 30;

/** The item fields the rules read (contract/programs/programs.ts's ProgramItem has them all). */
export interface FactView {
  AwLevelCode: number;
  Format: readonly string[];
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
}

/**
 * What the Cost filter, its counts and the Cost sort compare: the cost of the whole program. A program's own price
 * is that; a year at the college is multiplied by the usual full-time years of the award level (the longest usual
 * length: a certificate of under 12 weeks 12/52 of a year's price, an associate's two years), an estimate the page
 * says it is.
 */
export function comparableCost(f: Pick<FactView, 'CostBasis' | 'CostTotal' | 'AwLevelCode'>): number {
  if (f.CostTotal === undefined) return NaN;
  if (f.CostBasis !== 'Year') return f.CostTotal;
  return wholeProgramFromYear(f.CostTotal, f.AwLevelCode);
}

/** A year's price times the longest usual full-time length of the award level, in whole dollars (NaN: no level). */
export function wholeProgramFromYear(yearTotal: number, awardLevel: number): number {
  const typical = TYPICAL_WEEKS[awardLevel];
  return typical ? Math.round((yearTotal * typical.max) / WEEKS_PER_YEAR) : NaN;
}

/** Calendar weeks from a program's own length, in the first unit given: weeks, months, clock hours, credits. */
export function weeksFromOwnLength(weeks: number, months: number, hours: number, credits: number): number {
  if (!Number.isNaN(weeks)) return weeks;
  if (!Number.isNaN(months)) return Math.round((months * WEEKS_PER_YEAR) / 12);
  const years = !Number.isNaN(hours)
    ? hours / CLOCK_HOURS_PER_YEAR
    : !Number.isNaN(credits)
      ? credits / CREDITS_PER_YEAR
      : NaN;
  return Number.isNaN(years) ? NaN : Math.round(years * CALENDAR_WEEKS_PER_ACADEMIC_YEAR);
}

/**
 * What the length filter and the Length sort compare, in calendar weeks, from the unit the source gives: the
 * program's own length; else the longest usual length of its award level, so "at most 26 weeks" keeps only programs
 * that usually take no longer (a range meets "at most N" when its upper end does).
 */
export function comparableWeeks(f: FactView): number {
  if (f.LengthBasis === 'Program') {
    const own = weeksFromOwnLength(
      f.LengthWeeks ?? NaN,
      f.LengthMonths ?? NaN,
      f.LengthHours ?? NaN,
      f.LengthCreditHours ?? NaN,
    );
    if (!Number.isNaN(own)) return own;
  }
  return f.LengthTypicalWeeksMax ?? NaN;
}

/** The Format value of a program whose school offers programs fully online at its level (IPEDS, decision 0173). */
export const SCHOOL_ONLINE_FORMAT = 'school-online';

/**
 * The Format values a program counts under: its own formats (a list's), "This school offers programs fully online"
 * when its school does (Some or All), and "Not reported" when it has no format of its own — so a college program is
 * never dropped for want of one, and never passed off as an online program.
 */
export function formatValues(f: Pick<FactView, 'Format' | 'SchoolOnline'>): string[] {
  const values = [...f.Format];
  if (f.SchoolOnline === 'Some' || f.SchoolOnline === 'All') values.push(SCHOOL_ONLINE_FORMAT);
  if (f.Format.length === 0) values.push(NOT_REPORTED);
  return values;
}

/**
 * The pay bands of the Pay filter (PayCountList): by the lowest national median of the occupations a program leads
 * to that count (PayMedianLow, decision 0176) — what the work pays at least. Each band is [from, below).
 */
export const PAY_BANDS = [
  { value: 'under-30000', from: 0, below: 30_000 },
  { value: '30000-39999', from: 30_000, below: 40_000 },
  { value: '40000-49999', from: 40_000, below: 50_000 },
  { value: '50000-64999', from: 50_000, below: 65_000 },
  { value: '65000-79999', from: 65_000, below: 80_000 },
  { value: '80000-99999', from: 80_000, below: 100_000 },
  { value: '100000-or-more', from: 100_000, below: Infinity },
] as const;

/** The band index of a pay (NaN: not reported, -1 never). */
export function payBand(pay: number): number {
  if (Number.isNaN(pay)) return NaN;
  return PAY_BANDS.findIndex((b) => pay >= b.from && pay < b.below);
}

/** The Pay filter's value of a program list item, as a request writes it. */
export function payValue(f: Pick<FactView, 'PayMedianLow'>): string {
  const band = payBand(f.PayMedianLow ?? NaN);
  return Number.isNaN(band) ? NOT_REPORTED : (PAY_BANDS[band]?.value ?? NOT_REPORTED);
}

/**
 * Filters whose facts only the state lists of WIOA-eligible programs report (Pell eligibility, the services) and
 * the Format values only a list gives (a program's own delivery): a note beside each says so, and a search with such
 * a selection (without "Not reported") holds only those lists' programs, which the results say, naming the states.
 */
export const LIST_ONLY_PARAMS = ['pell', 'childcare', 'flexibleHours', 'publicTransit'] as const;
export const LIST_ONLY_FORMATS = ['In-person', 'Online', 'Hybrid'] as const;

export interface ListOnlySelection {
  /** The parameter or path segment ('pell', 'programFormat'). */
  filter: string;
  values: string[];
}

/**
 * The selections that keep list programs only: a list-only parameter without `none`, or Format values all of which
 * only a list gives.
 */
export function listOnlySelections(search: {
  programFormat?: readonly string[];
  pell?: readonly string[];
  childcare?: readonly string[];
  flexibleHours?: readonly string[];
  publicTransit?: readonly string[];
}): ListOnlySelection[] {
  const out: ListOnlySelection[] = [];
  for (const param of LIST_ONLY_PARAMS) {
    const values = (search[param] ?? []).map((v) => v.trim().toLowerCase());
    if (values.length > 0 && !values.includes(NOT_REPORTED)) out.push({ filter: param, values });
  }
  const formats = (search.programFormat ?? []).map((v) => v.trim());
  const listOnly = (v: string) => LIST_ONLY_FORMATS.some((f) => f.toLowerCase() === v.toLowerCase());
  if (formats.length > 0 && formats.every(listOnly)) out.push({ filter: 'programFormat', values: formats });
  return out;
}
