// A program item's cost, length, online offer and pay (decisions 0170–0176), each with what it is: the program's
// own figures where a source gives them, else its school's year, its award level's usual length, its school's online
// offer, and the national pay of the occupations it leads to.
import { COST_BASIS, LENGTH_BASIS, SCHOOL_ONLINE } from '../../../contract/programs/program-extras';
import type { ProgramItem } from '../../../contract/programs/programs';
import { NO_INDEX, type EngineData, type OccupationWage } from '../data';
import {
  countsTowardPay,
  isPostsecondaryTeacher,
  studyLevel,
  teachersCount,
  TYPICAL_WEEKS,
} from './program-facts';

const RESIDENCY = ['', 'In-district', 'In-state'] as const;
const ONLINE = ['', SCHOOL_ONLINE.none, SCHOOL_ONLINE.some, SCHOOL_ONLINE.all] as const;

/** Index of the program's school and study level in the school* arrays. */
export function schoolSlot(d: EngineData, p: number): number {
  const i = d.progInst[p] ?? 0;
  const level = studyLevel(d.awards[d.progAward[p] ?? 0]?.code ?? 0);
  return i * 2 + (level === 'graduate' ? 1 : 0);
}

export type FactFields = Pick<
  ProgramItem,
  | 'CostTuitionFees'
  | 'CostBooksSupplies'
  | 'CostTotal'
  | 'CostBasis'
  | 'CostYear'
  | 'CostResidency'
  | 'LengthBasis'
  | 'LengthWeeks'
  | 'LengthHours'
  | 'LengthCreditHours'
  | 'LengthMonths'
  | 'LengthTypicalWeeksMin'
  | 'LengthTypicalWeeksMax'
  | 'SchoolOnline'
  | 'PayMedianLow'
  | 'PayMedianHigh'
  | 'PayMedianHighTopCoded'
  | 'PayYear'
>;

/**
 * Writes the program's cost, length, online and pay fields into `out`, only those that are reported (an item
 * leaves out what no source reports). Called for every listed item: no intermediate objects.
 */
export function addFactFields(out: FactFields, d: EngineData, p: number): void {
  addCost(out, d, p);
  addLength(out, d, p);
  const online = d.schoolOnline[schoolSlot(d, p)] ?? 0;
  if (online > 0) out.SchoolOnline = ONLINE[online];
  addPay(out, d, p);
}

function addCost(out: FactFields, d: EngineData, p: number): void {
  const o = d.progOwnIx[p] ?? NO_INDEX;
  const own = o >= 0 ? (d.ownTuition[o] ?? NaN) : NaN;
  if (!Number.isNaN(own)) {
    const books = d.ownBooks[o] ?? NaN;
    out.CostBasis = COST_BASIS.program;
    out.CostTuitionFees = own;
    if (!Number.isNaN(books)) out.CostBooksSupplies = books;
    out.CostTotal = Number.isNaN(books) ? own : own + books;
    const year = d.costYears[d.ownCostYear[o] ?? 0];
    if (year) out.CostYear = year;
    return;
  }
  const k = schoolSlot(d, p);
  const price = d.schoolYearPrice[k] ?? NaN;
  if (Number.isNaN(price)) return;
  const books = d.schoolYearBooks[k] ?? NaN;
  out.CostBasis = COST_BASIS.year;
  out.CostTuitionFees = price;
  if (!Number.isNaN(books)) out.CostBooksSupplies = books;
  out.CostTotal = Number.isNaN(books) ? price : price + books;
  const year = d.costYears[d.schoolCostYear[k] ?? 0];
  if (year) out.CostYear = year;
  const residency = RESIDENCY[d.schoolYearResidency[k] ?? 0];
  if (residency) out.CostResidency = residency;
}

function addLength(out: FactFields, d: EngineData, p: number): void {
  const o = d.progOwnIx[p] ?? NO_INDEX;
  if (o >= 0) {
    const weeks = d.ownWeeks[o] ?? NaN;
    const hours = d.ownHours[o] ?? NaN;
    const credits = d.ownCredits[o] ?? NaN;
    const months = d.ownMonths[o] ?? NaN;
    if (!Number.isNaN(weeks) || !Number.isNaN(hours) || !Number.isNaN(credits) || !Number.isNaN(months)) {
      out.LengthBasis = LENGTH_BASIS.program;
      if (!Number.isNaN(weeks)) out.LengthWeeks = weeks;
      if (!Number.isNaN(hours)) out.LengthHours = hours;
      if (!Number.isNaN(credits)) out.LengthCreditHours = credits;
      if (!Number.isNaN(months)) out.LengthMonths = months;
      return;
    }
  }
  const typical = TYPICAL_WEEKS[d.awards[d.progAward[p] ?? 0]?.code ?? 0];
  if (!typical) return;
  out.LengthBasis = LENGTH_BASIS.awardLevel;
  out.LengthTypicalWeeksMin = typical.min;
  out.LengthTypicalWeeksMax = typical.max;
}

/** Pay range of each occupation list, with and without postsecondary teachers (decision 0176); built once. */
interface ListPay {
  /** Index list * 2 + (teachers count ? 1 : 0): lowest and highest annual median, NaN when none. */
  low: Float64Array;
  high: Float64Array;
  highTopCoded: Uint8Array;
}
const listPays = new WeakMap<EngineData, ListPay>();

function listPay(d: EngineData): ListPay {
  const known = listPays.get(d);
  if (known) return known;
  const n = d.socLists.length * 2;
  const low = new Float64Array(n).fill(NaN);
  const high = new Float64Array(n).fill(NaN);
  const highTopCoded = new Uint8Array(n);
  d.socLists.forEach((list, l) => {
    for (const withTeachers of [false, true]) {
      const k = l * 2 + (withTeachers ? 1 : 0);
      for (const s of list) {
        const w = d.socWage[s] ?? NO_INDEX;
        const wage = w >= 0 ? d.wages[w] : undefined;
        const median = wage?.annualMedian ?? NaN;
        if (Number.isNaN(median) || (!withTeachers && isPostsecondaryTeacher(d.socCodes[s] ?? ''))) continue;
        if (!(median >= (low[k] ?? NaN))) low[k] = median;
        if (!(median <= (high[k] ?? NaN))) {
          high[k] = median;
          highTopCoded[k] = wage?.topCoded.includes('AnnualMedian') ? 1 : 0;
        }
      }
    }
  });
  const lp = { low, high, highTopCoded };
  listPays.set(d, lp);
  return lp;
}

/** The program's PayMedianLow (NaN when none): what the Pay filter and sort read (decision 0179). */
export function payLowOf(d: EngineData, p: number): number {
  const award = d.awards[d.progAward[p] ?? 0]?.code ?? 0;
  return listPay(d).low[(d.progSocList[p] ?? 0) * 2 + (teachersCount(award) ? 1 : 0)] ?? NaN;
}

function addPay(out: FactFields, d: EngineData, p: number): void {
  const award = d.awards[d.progAward[p] ?? 0]?.code ?? 0;
  const k = (d.progSocList[p] ?? 0) * 2 + (teachersCount(award) ? 1 : 0);
  const lp = listPay(d);
  const low = lp.low[k] ?? NaN;
  if (Number.isNaN(low)) return;
  out.PayMedianLow = low;
  out.PayMedianHigh = lp.high[k] ?? low;
  if (lp.highTopCoded[k]) out.PayMedianHighTopCoded = true;
  if (d.wageYear) out.PayYear = d.wageYear;
}

/** The program's occupations with their pay, and whether each counts toward its pay range (decision 0176). */
export function occupationWages(
  d: EngineData,
  p: number,
): Array<{ soc: number; wage: OccupationWage | undefined; inRange: boolean }> {
  const award = d.awards[d.progAward[p] ?? 0]?.code ?? 0;
  const socs = d.socLists[d.progSocList[p] ?? 0] ?? new Int32Array(0);
  const out: Array<{ soc: number; wage: OccupationWage | undefined; inRange: boolean }> = [];
  for (let k = 0; k < socs.length; k++) {
    const s = socs[k] ?? 0;
    const w = d.socWage[s] ?? NO_INDEX;
    out.push({
      soc: s,
      wage: w >= 0 ? d.wages[w] : undefined,
      inRange: countsTowardPay(d.socCodes[s] ?? '', award),
    });
  }
  return out;
}
