// Test support: turns a fixture CSV into the XLSX layout its publisher uses (title lines above the header, named sheet).
import ExcelJS from 'exceljs';
import { readCsvTable } from '../../server/data/tables/csv-table';

export async function csvToXlsx(
  csvFile: string,
  options: { sheet: string; titleLines?: string[]; extraSheets?: string[]; numericColumns?: string[] },
): Promise<Buffer> {
  const table = readCsvTable(csvFile);
  const workbook = new ExcelJS.Workbook();
  for (const name of options.extraSheets ?? [])
    workbook.addWorksheet(name).addRow([`${name}: notes for readers`]);
  const ws = workbook.addWorksheet(options.sheet);
  for (const line of options.titleLines ?? []) ws.addRow([line]);
  ws.addRow(table.header);
  const numeric = new Set((options.numericColumns ?? []).map((c) => table.header.indexOf(c)));
  for (const row of table.rows) {
    // Agencies' workbooks store ids and amounts as numbers; the reader must read them back as the same text.
    ws.addRow(row.map((cell, i) => (numeric.has(i) && /^\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
