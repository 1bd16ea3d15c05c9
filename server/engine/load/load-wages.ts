// Start-up loading of national pay by occupation (BLS OEWS, decision 0174): a few hundred rows, read from SQLite
// at every start (not part of the snapshot).
import type Database from 'better-sqlite3';
import { NO_INDEX, type EngineData, type OccupationWage } from '../data';

type Row = unknown[];

const num = (v: unknown) => (v === null || v === undefined ? NaN : Number(v));
/** Database column names of the figures -> the names the service gives them. */
const FIGURE: Readonly<Record<string, string>> = {
  annual_median: 'AnnualMedian',
  annual_p25: 'AnnualPct25',
  annual_p75: 'AnnualPct75',
  hourly_median: 'HourlyMedian',
};

export function loadWages(d: EngineData, db: Database.Database): void {
  d.wages = [];
  d.socWage = new Int32Array(d.socCodes.length).fill(NO_INDEX);
  d.wageYear = d.buildInfo.wage_year ?? '';
  const exists = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'occupation_wage'")
    .get();
  if (!exists) return;
  const rows = db
    .prepare(
      `SELECT soc, wage_code, wage_title, employment, annual_median, annual_p25, annual_p75, hourly_median, top_coded
       FROM occupation_wage ORDER BY soc`,
    )
    .raw()
    .all() as Row[];
  // Several occupations may share one OEWS row (a broad group): it is kept once.
  const byCode = new Map<string, number>();
  for (const r of rows) {
    const s = d.socIndex.get(String(r[0]));
    if (s === undefined) continue;
    const code = String(r[1]);
    let w = byCode.get(code);
    if (w === undefined) {
      const wage: OccupationWage = {
        code,
        title: String(r[2]),
        employment: num(r[3]),
        annualMedian: num(r[4]),
        annualP25: num(r[5]),
        annualP75: num(r[6]),
        hourlyMedian: num(r[7]),
        topCoded: String(r[8] ?? '')
          .split(',')
          .filter((f) => f !== '')
          .map((f) => FIGURE[f] ?? f),
      };
      w = d.wages.push(wage) - 1;
      byCode.set(code, w);
    }
    d.socWage[s] = w;
  }
}
