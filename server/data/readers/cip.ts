// CIP 2020 titles and definitions (NCES CIPCode2020.csv, with or without its ="…" quoting).
import type { CipRow } from '../rows/model';
import { withoutTrailingPeriod } from '../rows/normalize';
import { FileTally } from '../report';
import { column, type Table } from '../tables/table';

/** NCES writes 2-, 4- and 6-digit codes ('01', '01.01', '01.0101'); Excel copies may lose a leading zero. */
export function normalizeCipCode(value: string): string {
  const v = value.trim();
  const m = v.match(/^(\d{1,2})(?:\.(\d{2}|\d{4}))?$/);
  if (!m?.[1]) return '';
  return m[2] ? `${m[1].padStart(2, '0')}.${m[2]}` : m[1].padStart(2, '0');
}

export function readCip(table: Table): { rows: CipRow[]; tally: FileTally } {
  const tally = new FileTally([table.file]);
  const c = {
    code: column(table, 'CIPCode'),
    title: column(table, 'CIPTitle'),
    definition: column(table, 'CIPDefinition'),
  };
  const rows: CipRow[] = [];
  const seen = new Set<string>();
  for (const row of table.rows) {
    tally.read();
    const code = normalizeCipCode(c.code(row));
    if (code === '') tally.reject('not a CIP code');
    else if (seen.has(code)) tally.reject('duplicate CIP code');
    else if (c.title(row) === '') tally.reject('blank title');
    else {
      seen.add(code);
      rows.push({ code, title: withoutTrailingPeriod(c.title(row)), definition: c.definition(row) });
      tally.keep();
    }
  }
  return { rows, tally };
}
