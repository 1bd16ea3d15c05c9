// IPEDS IC (institutional characteristics) -> whether a school offers programs entirely by distance education, for
// undergraduates and for graduate students. A school-level fact: it says nothing about which programs (decision 0173).
import { FileTally } from '../report';
import { column, optionalColumn, type Table } from '../tables/table';

/** 'all': every program of the school is offered fully online; 'some': at least one is; 'none': none is. */
export type OnlineOffer = 'all' | 'some' | 'none';

export interface SchoolOnline {
  unitId: number;
  undergraduate: OnlineOffer | null;
  graduate: OnlineOffer | null;
}

/** NCES codes: 1 yes, 0 implied no, -1 not reported, -2 not applicable (no students at that level). */
function offer(code: string): OnlineOffer | null {
  return code === '1' ? 'some' : code === '0' ? 'none' : null;
}

export function readIpedsDistance(
  table: Table,
  unitIds: ReadonlySet<number>,
): { schools: SchoolOnline[]; tally: FileTally } {
  const tally = new FileTally([table.file]);
  const unitId = column(table, 'UNITID');
  // DISTNCED: all programs offered completely via distance education (1 yes, 2 no).
  const all = column(table, 'DISTNCED');
  // Distance-education programs offered at each level; a file without them has only the school-wide DISTPGS.
  const anyLevel = column(table, 'DISTPGS');
  const ug = optionalColumn(table, 'DSTNUGP') ?? anyLevel;
  const grad = optionalColumn(table, 'DSTNGP') ?? anyLevel;
  const seen = new Set<number>();
  const schools: SchoolOnline[] = [];
  for (const row of table.rows) {
    tally.read();
    const id = Number(unitId(row));
    if (!/^\d{6}$/.test(unitId(row))) tally.reject('UNITID is not a 6-digit number');
    else if (seen.has(id)) tally.reject('duplicate UNITID');
    else if (!unitIds.has(id)) tally.reject('UNITID not in the HD institutions file');
    else {
      seen.add(id);
      const everything = all(row) === '1';
      const level = (code: string): OnlineOffer | null => {
        const o = offer(code);
        return o !== null && everything ? 'all' : o;
      };
      const school = { unitId: id, undergraduate: level(ug(row)), graduate: level(grad(row)) };
      if (school.undergraduate === null && school.graduate === null)
        tally.reject('distance education not reported or not applicable (-1 / -2)');
      else {
        schools.push(school);
        tally.keep();
      }
    }
  }
  return { schools, tally };
}
