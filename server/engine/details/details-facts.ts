// What only the program page shows of cost and pay: each occupation's national pay (decision 0174), and what
// students from outside the district or the state pay for a year at the school (decision 0172).
import type Database from 'better-sqlite3';
import type { OccupationPay, ProgramDetails } from '../../../contract/program-details/program-details';
import type { OccupationWage } from '../data';
import type { StudyLevel } from '../facts/program-facts';

const reported = (n: number) => (Number.isNaN(n) ? undefined : n);

export function occupationPay(w: OccupationWage, year: string, inRange: boolean): OccupationPay {
  const pay: OccupationPay = {
    Code: w.code,
    Title: w.title,
    Employment: reported(w.employment),
    AnnualMedian: reported(w.annualMedian),
    AnnualPct25: reported(w.annualP25),
    AnnualPct75: reported(w.annualP75),
    HourlyMedian: reported(w.hourlyMedian),
    TopCoded: [...w.topCoded],
    Year: year,
    InPayRange: inRange,
  };
  for (const k of Object.keys(pay) as Array<keyof OccupationPay>) if (pay[k] === undefined) delete pay[k];
  return pay;
}

type Beyond = Pick<ProgramDetails, 'CostOutOfDistrict' | 'CostOutOfState'>;

/** Reads a school's in-state and out-of-state year prices when they are above the price shown. */
export function yearChargesBeyond(
  db: Database.Database,
): (unitId: number, level: StudyLevel, shown: number) => Beyond {
  const exists = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'school_year_cost'")
    .get();
  if (!exists) return () => ({});
  const read = db.prepare(
    'SELECT in_state, out_of_state FROM school_year_cost WHERE institution_id = ? AND level = ?',
  );
  return (unitId, level, shown) => {
    const row = read.get(unitId, level) as
      { in_state: number | null; out_of_state: number | null } | undefined;
    const out: Beyond = {};
    if (row?.in_state != null && row.in_state > shown) out.CostOutOfDistrict = row.in_state;
    if (row?.out_of_state != null && row.out_of_state > shown) out.CostOutOfState = row.out_of_state;
    return out;
  };
}
