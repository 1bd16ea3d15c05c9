// IPEDS IC_AY (charges of academic-year schools: colleges and universities) -> a year of full-time tuition and fees
// at each school, for undergraduates and for graduate students, by residence (decision 0170).
import { ipedsAmount } from '../rows/normalize';
import { FileTally } from '../report';
import { column, optionalColumn, type Getter, type Table } from '../tables/table';

export type StudyLevel = 'undergraduate' | 'graduate';

/** Tuition and fees for a year of full-time study (USD), by residence; books and supplies for undergraduates. */
export interface SchoolYearCost {
  unitId: number;
  level: StudyLevel;
  inDistrict: number | null;
  inState: number | null;
  outOfState: number | null;
  books: number | null;
}

/** The last year of the file's four-year series (suffix 3) is the file's own year. */
const LATEST = 3;

export function readIpedsYearCharges(
  table: Table,
  unitIds: ReadonlySet<number>,
): { costs: SchoolYearCost[]; tally: FileTally } {
  const tally = new FileTally([table.file]);
  const opt = (name: string): Getter => optionalColumn(table, name) ?? (() => '');
  const unitId = column(table, 'UNITID');
  // Undergraduates: the published price for full-time first-time students (what College Navigator shows), else the
  // average tuition plus required fees of all full-time undergraduates. Residence 1 in-district, 2 in-state,
  // 3 out-of-state; graduate students 5, 6, 7.
  const average = (r: number) => ({ tuition: column(table, `TUITION${r}`), fee: opt(`FEE${r}`) });
  const undergraduate = [1, 2, 3].map((r) => ({
    published: column(table, `CHG${r}AY${LATEST}`),
    ...average(r),
  }));
  const graduate = [5, 6, 7].map(average);
  const books = opt(`CHG4AY${LATEST}`);
  const seen = new Set<number>();
  const costs: SchoolYearCost[] = [];
  for (const row of table.rows) {
    tally.read();
    const id = Number(unitId(row));
    if (!/^\d{6}$/.test(unitId(row))) tally.reject('UNITID is not a 6-digit number');
    else if (seen.has(id)) tally.reject('duplicate UNITID');
    else if (!unitIds.has(id)) tally.reject('UNITID not in the HD institutions file');
    else {
      seen.add(id);
      const sum = (a: { tuition: Getter; fee: Getter }): number | null => {
        const tuition = ipedsAmount(a.tuition(row));
        // A fee left blank beside a reported tuition is no fee (NCES flags such fees "implied zero").
        return tuition === null ? null : tuition + (ipedsAmount(a.fee(row)) ?? 0);
      };
      const ug = undergraduate.map((u) => ipedsAmount(u.published(row)) ?? sum(u));
      const gr = graduate.map(sum);
      const found: SchoolYearCost[] = [];
      if (ug.some((v) => v !== null)) found.push(costOf(id, 'undergraduate', ug, ipedsAmount(books(row))));
      if (gr.some((v) => v !== null)) found.push(costOf(id, 'graduate', gr, null));
      if (found.length === 0) tally.reject('no tuition and fees for a year of full-time study');
      else {
        costs.push(...found);
        tally.keep();
      }
    }
  }
  return { costs, tally };
}

function costOf(
  unitId: number,
  level: StudyLevel,
  [inDistrict, inState, outOfState]: Array<number | null>,
  books: number | null,
): SchoolYearCost {
  return {
    unitId,
    level,
    inDistrict: inDistrict ?? null,
    inState: inState ?? null,
    outOfState: outOfState ?? null,
    books,
  };
}
