// IPEDS IC_PY (charges of "program reporters", mostly career schools) -> each school's largest programs with their
// own price for the whole program and their length. One wide row per school, six program slots (decision 0170).
import { cipWithLostZeros, ipedsAmount } from '../rows/normalize';
import { FileTally } from '../report';
import { column, optionalColumn, type Getter, type Table } from '../tables/table';

export interface ProgramCharge {
  unitId: number;
  cip: string;
  /** 1 = the school's largest program, 2–6 the next largest. */
  slot: number;
  /** Published tuition and fees for the whole program (USD). */
  tuition: number | null;
  books: number | null;
  /** The program's length in the unit the school reports it in (PRGMSR 1 clock hours, 2 credit hours). */
  clockHours: number | null;
  creditHours: number | null;
  /** Average months to complete. */
  months: number | null;
  /** Weeks for a full-time student (reported for the largest program only). */
  weeks: number | null;
}

export const SLOTS = 6;
/** No certificate or degree takes longer than this; a larger figure is a typing slip, not a length. */
const MAX_MONTHS = 120;
const MAX_WEEKS = 520;

/** Slot 1's price has a four-year series; the last year (suffix 3) is the file's own year. */
const LATEST = 3;

export function readIpedsProgramCharges(
  table: Table,
  unitIds: ReadonlySet<number>,
  cipCodes: ReadonlySet<string>,
): { charges: ProgramCharge[]; tally: FileTally } {
  const tally = new FileTally([table.file]);
  const opt = (name: string): Getter => optionalColumn(table, name) ?? (() => '');
  const unitId = column(table, 'UNITID');
  const slots = Array.from({ length: SLOTS }, (_, i) => {
    const n = i + 1;
    return {
      cip: column(table, `CIPCODE${n}`),
      tuition: column(table, `CIPTUIT${n}`),
      books: column(table, `CIPSUPP${n}`),
      length: column(table, `CIPLGTH${n}`),
      unit: column(table, `PRGMSR${n}`),
      months: column(table, `MTHCMP${n}`),
    };
  });
  // The largest program's price is reported as a series (CHG1PY* tuition and fees, CHG4PY* books and supplies);
  // CIPTUIT1 / CIPSUPP1 hold it instead at schools with no full-time first-time undergraduates.
  const largest = {
    tuition: opt(`CHG1PY${LATEST}`),
    books: opt(`CHG4PY${LATEST}`),
    weeks: opt('WKCMP1'),
  };
  const seen = new Set<number>();
  const charges: ProgramCharge[] = [];
  for (const row of table.rows) {
    tally.read();
    const id = Number(unitId(row));
    if (!/^\d{6}$/.test(unitId(row))) tally.reject('UNITID is not a 6-digit number');
    else if (seen.has(id)) tally.reject('duplicate UNITID');
    else if (!unitIds.has(id)) tally.reject('UNITID not in the HD institutions file');
    else {
      seen.add(id);
      const found: ProgramCharge[] = [];
      slots.forEach((s, i) => {
        const raw = s.cip(row);
        // -2: no program in this slot (the school offers fewer than six).
        if (raw === '-2' || raw === '' || raw === '.') return;
        const cip = cipWithLostZeros(raw);
        if (!cipCodes.has(cip)) {
          tally.skip('program slot whose CIP code is not in CIP 2020');
          return;
        }
        const slot = i + 1;
        const length = positive(s.length(row));
        const unit = s.unit(row);
        const months = positive(s.months(row));
        const weeks = slot === 1 ? positive(largest.weeks(row)) : null;
        const charge: ProgramCharge = {
          unitId: id,
          cip,
          slot,
          tuition: (slot === 1 ? ipedsAmount(largest.tuition(row)) : null) ?? ipedsAmount(s.tuition(row)),
          books: (slot === 1 ? ipedsAmount(largest.books(row)) : null) ?? ipedsAmount(s.books(row)),
          clockHours: unit === '1' ? length : null,
          creditHours: unit === '2' ? length : null,
          months: months !== null && months <= MAX_MONTHS ? months : null,
          weeks: weeks !== null && weeks <= MAX_WEEKS ? weeks : null,
        };
        const hasLength =
          charge.clockHours !== null ||
          charge.creditHours !== null ||
          charge.months !== null ||
          charge.weeks !== null;
        if (charge.tuition === null && !hasLength)
          tally.skip('program slot with neither a price nor a length');
        else found.push(charge);
      });
      if (found.length === 0) tally.reject('no program with a CIP code and a price or length');
      else {
        charges.push(...found);
        tally.keep();
      }
    }
  }
  return { charges, tally };
}

const positive = (value: string): number | null => {
  const n = ipedsAmount(value);
  return n !== null && n > 0 ? n : null;
};
