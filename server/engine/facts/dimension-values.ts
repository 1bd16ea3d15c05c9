// The value each program has for the filters and sorts over cost, length, online offer and pay (decision 0177):
// one number (or set of values) per program, NaN when not reported, so "Not reported" stays an option of its own.
// Pure functions of a program's item fields, plus one that reads them from the engine's arrays; issue 20's filter
// dimensions are to read these.
import { COST_BASIS, LENGTH_BASIS, SCHOOL_ONLINE } from '../../../contract/programs/program-extras';
import { NOT_REPORTED } from '../../../contract/programs/program-filters';
import { SCHOOL_ONLINE_FORMAT } from '../../../contract/programs/fact-dimensions';
import type { ProgramItem } from '../../../contract/programs/programs';
import { formatList, type EngineData } from '../data';
import { addFactFields } from './item-facts';
import { TYPICAL_WEEKS } from './program-facts';

const WEEKS_PER_YEAR = 52;
/** IPEDS' academic year: 900 clock hours or 30 semester credits, taught over about 36 calendar weeks. */
const CALENDAR_WEEKS_PER_ACADEMIC_YEAR = 36;
const CLOCK_HOURS_PER_YEAR = 900;
const CREDITS_PER_YEAR = 30;

type Facts = Pick<
  ProgramItem,
  | 'AwLevelCode'
  | 'CostBasis'
  | 'CostTotal'
  | 'LengthBasis'
  | 'LengthWeeks'
  | 'LengthMonths'
  | 'LengthHours'
  | 'LengthCreditHours'
  | 'LengthTypicalWeeksMax'
  | 'Format'
  | 'SchoolOnline'
  | 'PayMedianLow'
>;

/**
 * What the Cost filter, its counts and the Cost sort compare: the cost of the whole program. A program's own price
 * is that; a year at the college is multiplied by the usual full-time years of the award level (a certificate of
 * under 12 weeks a quarter of a year's price, an associate's two years), an estimate the page says it is.
 */
export function comparableCost(f: Pick<Facts, 'CostBasis' | 'CostTotal' | 'AwLevelCode'>): number {
  if (f.CostTotal === undefined) return NaN;
  if (f.CostBasis !== COST_BASIS.year) return f.CostTotal;
  const typical = TYPICAL_WEEKS[f.AwLevelCode];
  return typical ? Math.round((f.CostTotal * typical.max) / WEEKS_PER_YEAR) : NaN;
}

/**
 * What the length filter and the Length sort compare, in calendar weeks, from the unit the source gives: the
 * program's weeks; else its average months to complete; else its clock or credit hours over an academic year of 36
 * weeks; else the longest usual length of its award level (so "at most 26 weeks" keeps only programs that usually
 * take no longer).
 */
export function comparableWeeks(f: Facts): number {
  if (f.LengthBasis === LENGTH_BASIS.program) {
    if (f.LengthWeeks !== undefined) return f.LengthWeeks;
    if (f.LengthMonths !== undefined) return Math.round((f.LengthMonths * WEEKS_PER_YEAR) / 12);
    const years =
      f.LengthHours !== undefined
        ? f.LengthHours / CLOCK_HOURS_PER_YEAR
        : f.LengthCreditHours !== undefined
          ? f.LengthCreditHours / CREDITS_PER_YEAR
          : NaN;
    if (!Number.isNaN(years)) return Math.round(years * CALENDAR_WEEKS_PER_ACADEMIC_YEAR);
  }
  return f.LengthTypicalWeeksMax ?? NaN;
}

/**
 * The Format values a program counts under: its own formats (a list's), "This school offers programs fully online"
 * when its school does (Some or All), and "Not reported" when it has no format of its own — so a college program
 * is never dropped for want of one, and never passed off as an online program.
 */
export function formatValues(f: Pick<Facts, 'Format' | 'SchoolOnline'>): string[] {
  const values = [...f.Format];
  if (f.SchoolOnline === SCHOOL_ONLINE.some || f.SchoolOnline === SCHOOL_ONLINE.all)
    values.push(SCHOOL_ONLINE_FORMAT);
  if (f.Format.length === 0) values.push(NOT_REPORTED);
  return values;
}

/** What the pay filter, PayCountList and the Pay sort compare: the lowest median of the occupations that count. */
export function comparablePay(f: Pick<Facts, 'PayMedianLow'>): number {
  return f.PayMedianLow ?? NaN;
}

/** The four values of program p, from the engine's arrays (what a dimension's build step would call per program). */
export function dimensionValues(
  d: EngineData,
  p: number,
): { cost: number; weeks: number; formats: string[]; pay: number } {
  const award = d.awards[d.progAward[p] ?? 0]?.code ?? 0;
  const f: Facts = { AwLevelCode: award, Format: formatList(d.progFormat[p] ?? 0) };
  addFactFields(f, d, p);
  return {
    cost: comparableCost(f),
    weeks: comparableWeeks(f),
    formats: formatValues(f),
    pay: comparablePay(f),
  };
}
