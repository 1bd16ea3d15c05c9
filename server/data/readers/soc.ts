// SOC 2018 titles: BLS soc_2018_definitions (SOCGroup, SOCCode, SOCTitle, SOCDefinition), in CSV or BLS's XLSX.
import type { SocRow } from '../rows/model';
import { FileTally } from '../report';
import { column, optionalColumn, type Table } from '../tables/table';

const LEVELS = new Set(['Major', 'Minor', 'Broad', 'Detailed']);

/** The level follows from the code when the file has no group column (11-0000 Major … 11-1011 Detailed). */
function levelOf(code: string): string {
  if (code.endsWith('0000')) return 'Major';
  if (code.endsWith('000')) return 'Minor';
  return code.endsWith('0') ? 'Broad' : 'Detailed';
}

export function readSoc(table: Table): { rows: SocRow[]; tally: FileTally } {
  const tally = new FileTally([table.file]);
  const c = {
    group: optionalColumn(table, 'SOCGroup', 'SOC Group'),
    code: column(table, 'SOCCode', 'SOC Code'),
    title: column(table, 'SOCTitle', 'SOC Title'),
    definition: optionalColumn(table, 'SOCDefinition', 'SOC Definition'),
  };
  const rows: SocRow[] = [];
  const seen = new Set<string>();
  for (const row of table.rows) {
    tally.read();
    const code = c.code(row);
    const group = c.group?.(row) ?? '';
    if (!/^\d{2}-\d{4}$/.test(code)) tally.reject('not a SOC code');
    else if (seen.has(code)) tally.reject('duplicate SOC code');
    else {
      seen.add(code);
      const level = LEVELS.has(group) ? group : levelOf(code);
      rows.push({ code, title: c.title(row), level, definition: c.definition?.(row) ?? '' });
      tally.keep();
    }
  }
  return { rows, tally };
}
