// IPEDS C_A completions -> programs (UNITID x 6-digit CIP x AWLEVEL), from the full NCES layout or the trimmed one.
import { AWARD_LEVEL_CODES } from '../labels/ipeds-labels';
import { NO_ETPL_DETAILS, type ProgramRow } from '../rows/model';
import { cip6, numberOrNull } from '../rows/normalize';
import { FileTally } from '../report';
import { column, optionalColumn, type Table } from '../tables/table';

/** DetailId for an IPEDS program: UNITID, CIP digits and award level side by side, so it is stable across builds. */
export function ipedsProgramId(unitId: number, cip: string, awardLevel: number): number {
  return unitId * 100_000_000 + Number(cip.replace('.', '')) * 100 + awardLevel;
}

export function readIpedsCompletions(
  tables: Table[],
  unitIds: ReadonlySet<number>,
): { rows: ProgramRow[]; tally: FileTally } {
  const tally = new FileTally(tables.map((t) => t.file));
  const rows: ProgramRow[] = [];
  const seen = new Set<number>();
  for (const table of tables) {
    const c = {
      unitId: column(table, 'UNITID'),
      cip: column(table, 'CIPCODE'),
      awLevel: column(table, 'AWLEVEL'),
      total: column(table, 'CTOTALT'),
      // The full NCES file has second majors too; a program is counted once, under first majors.
      major: optionalColumn(table, 'MAJORNUM'),
    };
    for (const row of table.rows) {
      tally.read();
      const unitId = Number(c.unitId(row));
      const rawCip = c.cip(row);
      const cip = /^\d{2}\.\d{4}$/.test(rawCip) ? rawCip : cip6(rawCip);
      const awardLevel = Number(c.awLevel(row));
      if (c.major && c.major(row) !== '1')
        tally.reject('second major (MAJORNUM 2); programs come from first majors');
      else if (cip === '') tally.reject('not a 6-digit CIP code (total or summary row)');
      else if (!unitIds.has(unitId)) tally.reject('UNITID not in the HD institutions file');
      else if (!AWARD_LEVEL_CODES.has(awardLevel))
        tally.reject(`award level ${c.awLevel(row) || '(blank)'} not used since 2019-20`);
      else {
        const id = ipedsProgramId(unitId, cip, awardLevel);
        if (seen.has(id)) {
          tally.reject('duplicate UNITID x CIPCODE x AWLEVEL');
          continue;
        }
        seen.add(id);
        rows.push({
          id,
          source: 'IPEDS',
          institutionId: unitId,
          cip,
          name: '',
          awardLevel,
          credential: '',
          completions: numberOrNull(c.total(row)),
          formats: [],
          weeks: null,
          contactHours: null,
          creditHours: null,
          months: null,
          costTuition: null,
          costBooks: null,
          costYear: '',
          url: '',
          description: '',
          ...NO_ETPL_DETAILS,
          socs: [],
        });
        tally.keep();
      }
    }
  }
  return { rows, tally };
}
