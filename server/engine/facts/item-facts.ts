// A program item's cost, length, online offer and pay (decisions 0170–0176), each with what it is: the program's
// own figures where a source gives them, else its school's year, its award level's usual length, its school's online
// offer, and the national pay of the occupations it leads to.
import { COST_BASIS, LENGTH_BASIS, SCHOOL_ONLINE } from '../../../contract/programs/program-extras';
import type { ProgramItem } from '../../../contract/programs/programs';
import { NO_INDEX, type EngineData, type OccupationWage } from '../data';
import { countsTowardPay, studyLevel, TYPICAL_WEEKS } from './program-facts';

const reported = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? undefined : n);
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

export function costFields(d: EngineData, p: number): FactFields {
  const o = d.progOwnIx[p] ?? NO_INDEX;
  const tuition = o >= 0 ? reported(d.ownTuition[o]) : undefined;
  if (tuition !== undefined) {
    const books = reported(d.ownBooks[o]);
    return {
      CostBasis: COST_BASIS.program,
      CostTuitionFees: tuition,
      CostBooksSupplies: books,
      CostTotal: tuition + (books ?? 0),
      CostYear: d.costYears[d.ownCostYear[o] ?? 0] || undefined,
    };
  }
  const k = schoolSlot(d, p);
  const price = reported(d.schoolYearPrice[k]);
  if (price === undefined) return {};
  const books = reported(d.schoolYearBooks[k]);
  return {
    CostBasis: COST_BASIS.year,
    CostTuitionFees: price,
    CostBooksSupplies: books,
    CostTotal: price + (books ?? 0),
    CostYear: d.costYears[d.schoolCostYear[k] ?? 0] || undefined,
    CostResidency: RESIDENCY[d.schoolYearResidency[k] ?? 0] || undefined,
  };
}

export function lengthFields(d: EngineData, p: number): FactFields {
  const o = d.progOwnIx[p] ?? NO_INDEX;
  if (o >= 0) {
    const own: FactFields = {
      LengthWeeks: reported(d.ownWeeks[o]),
      LengthHours: reported(d.ownHours[o]),
      LengthCreditHours: reported(d.ownCredits[o]),
      LengthMonths: reported(d.ownMonths[o]),
    };
    if (Object.values(own).some((v) => v !== undefined)) return { LengthBasis: LENGTH_BASIS.program, ...own };
  }
  const typical = TYPICAL_WEEKS[d.awards[d.progAward[p] ?? 0]?.code ?? 0];
  if (!typical) return {};
  return {
    LengthBasis: LENGTH_BASIS.awardLevel,
    LengthTypicalWeeksMin: typical.min,
    LengthTypicalWeeksMax: typical.max,
  };
}

export function onlineField(d: EngineData, p: number): FactFields {
  const code = d.schoolOnline[schoolSlot(d, p)] ?? 0;
  return code > 0 ? { SchoolOnline: ONLINE[code] } : {};
}

/** The program's occupations with their pay, and whether each counts toward its pay range (decision 0176). */
export function occupationWages(
  d: EngineData,
  p: number,
): Array<{ soc: number; wage: OccupationWage | undefined; inRange: boolean }> {
  const award = d.awards[d.progAward[p] ?? 0]?.code ?? 0;
  return Array.from(d.socLists[d.progSocList[p] ?? 0] ?? [], (s) => {
    const w = d.socWage[s] ?? NO_INDEX;
    return {
      soc: s,
      wage: w >= 0 ? d.wages[w] : undefined,
      inRange: countsTowardPay(d.socCodes[s] ?? '', award),
    };
  });
}

export function payFields(d: EngineData, p: number): FactFields {
  let low = Infinity;
  let high = -Infinity;
  let topCoded = false;
  for (const { wage, inRange } of occupationWages(d, p)) {
    const median = wage?.annualMedian ?? NaN;
    if (!inRange || Number.isNaN(median)) continue;
    low = Math.min(low, median);
    if (median > high) {
      high = median;
      topCoded = wage?.topCoded.includes('AnnualMedian') ?? false;
    }
  }
  if (low === Infinity) return {};
  return {
    PayMedianLow: low,
    PayMedianHigh: high,
    PayMedianHighTopCoded: topCoded || undefined,
    PayYear: d.wageYear || undefined,
  };
}
