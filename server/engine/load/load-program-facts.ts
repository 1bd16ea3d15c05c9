// Start-up loading of what programs cost, how long they take and what their schools offer online (decisions
// 0170–0173): the programs with figures of their own (a list's, IC_PY's: ~14k rows) into side arrays, and per
// school and study level a year's price and the online offer. Part of the engine snapshot.
import type Database from 'better-sqlite3';
import { NO_INDEX, type EngineData } from '../data';
import { findProgram } from '../details/find-program';
import { yearPrice } from '../facts/program-facts';

type Row = unknown[];

const num = (v: unknown) => (v === null || v === undefined || v === '' ? NaN : Number(v));
const hasTable = (db: Database.Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

export const LEVEL_INDEX = { undergraduate: 0, graduate: 1 } as const;
export const RESIDENCY_CODE = { '': 0, 'In-district': 1, 'In-state': 2 } as const;
export const ONLINE_CODE = { none: 1, some: 2, all: 3 } as const;

export function loadProgramFacts(d: EngineData, db: Database.Database): void {
  const years: string[] = [];
  const yearIndex = (y: string): number => {
    let i = years.indexOf(y);
    if (i < 0) i = years.push(y) - 1;
    return i;
  };
  yearIndex('');
  loadOwnFigures(d, db, yearIndex);
  loadSchoolFigures(d, db, yearIndex);
  d.costYears = years;
}

function loadOwnFigures(d: EngineData, db: Database.Database, yearIndex: (y: string) => number): void {
  const columns = new Set(
    (db.prepare('PRAGMA table_info(program)').all() as Array<{ name: string }>).map((c) => c.name),
  );
  const col = (name: string) => (columns.has(name) ? name : 'NULL');
  const rows = db
    .prepare(
      `SELECT id, cost_tuition, cost_books, ${col('cost_year')}, weeks, contact_hours, ${col('credit_hours')},
         ${col('months')}
       FROM program
       WHERE cost_tuition IS NOT NULL OR weeks IS NOT NULL OR contact_hours IS NOT NULL
         OR ${col('credit_hours')} IS NOT NULL OR ${col('months')} IS NOT NULL
       ORDER BY id`,
    )
    .raw()
    .all() as Row[];
  d.progOwnIx = new Int32Array(d.progCount).fill(NO_INDEX);
  const n = rows.length;
  d.ownTuition = new Float64Array(n);
  d.ownBooks = new Float64Array(n);
  d.ownCostYear = new Uint8Array(n);
  d.ownWeeks = new Float32Array(n);
  d.ownHours = new Float32Array(n);
  d.ownCredits = new Float32Array(n);
  d.ownMonths = new Float32Array(n);
  let o = 0;
  for (const r of rows) {
    const p = findProgram(d, Number(r[0]));
    if (p === NO_INDEX) continue;
    d.progOwnIx[p] = o;
    d.ownTuition[o] = num(r[1]);
    d.ownBooks[o] = num(r[2]);
    d.ownCostYear[o] = yearIndex(String(r[3] ?? ''));
    d.ownWeeks[o] = num(r[4]);
    d.ownHours[o] = num(r[5]);
    d.ownCredits[o] = num(r[6]);
    d.ownMonths[o] = num(r[7]);
    o++;
  }
  if (o < n) {
    d.ownTuition = d.ownTuition.slice(0, o);
    d.ownBooks = d.ownBooks.slice(0, o);
    d.ownCostYear = d.ownCostYear.slice(0, o);
    d.ownWeeks = d.ownWeeks.slice(0, o);
    d.ownHours = d.ownHours.slice(0, o);
    d.ownCredits = d.ownCredits.slice(0, o);
    d.ownMonths = d.ownMonths.slice(0, o);
  }
}

/** Each institution's school figures: its own (IPEDS), or its linked college's (an ETPL campus, decision 0071). */
function loadSchoolFigures(d: EngineData, db: Database.Database, yearIndex: (y: string) => number): void {
  const slots = d.instCount * 2;
  d.schoolYearPrice = new Float64Array(slots).fill(NaN);
  d.schoolYearBooks = new Float64Array(slots).fill(NaN);
  d.schoolYearResidency = new Uint8Array(slots);
  d.schoolCostYear = new Uint8Array(slots);
  d.schoolOnline = new Uint8Array(slots);
  const slot = (id: unknown, level: unknown): number => {
    const i = d.instIndex.get(Number(id));
    const l = LEVEL_INDEX[String(level) as keyof typeof LEVEL_INDEX];
    return i === undefined || l === undefined ? NO_INDEX : i * 2 + l;
  };
  if (hasTable(db, 'school_year_cost')) {
    const rows = db
      .prepare(
        `SELECT i.id, c.level, c.in_district, c.in_state, c.out_of_state, c.books, c.year
         FROM institution i JOIN school_year_cost c ON c.institution_id = coalesce(i.ipeds_id, i.id)`,
      )
      .raw()
      .all() as Row[];
    for (const r of rows) {
      const k = slot(r[0], r[1]);
      const shown = yearPrice({
        inDistrict: nullable(r[2]),
        inState: nullable(r[3]),
        outOfState: nullable(r[4]),
      });
      if (k === NO_INDEX || !shown) continue;
      d.schoolYearPrice[k] = shown.price;
      d.schoolYearBooks[k] = num(r[5]);
      d.schoolYearResidency[k] = RESIDENCY_CODE[shown.residency];
      d.schoolCostYear[k] = yearIndex(String(r[6] ?? ''));
    }
  }
  if (hasTable(db, 'school_online')) {
    const rows = db
      .prepare(
        `SELECT i.id, o.level, o.offer
         FROM institution i JOIN school_online o ON o.institution_id = coalesce(i.ipeds_id, i.id)`,
      )
      .raw()
      .all() as Row[];
    for (const r of rows) {
      const k = slot(r[0], r[1]);
      const code = ONLINE_CODE[String(r[2]) as keyof typeof ONLINE_CODE];
      if (k !== NO_INDEX && code !== undefined) d.schoolOnline[k] = code;
    }
  }
}

const nullable = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
