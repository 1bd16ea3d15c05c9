// Opens a source file as a Table, whatever its format: CSV (any of the publishers' variants) or an XLSX sheet.
import { readCsvTable } from './csv-table';
import type { Table } from './table';
import { readXlsxTable } from './xlsx-table';

export async function loadTable(file: string, sheet?: RegExp): Promise<Table> {
  return file.toLowerCase().endsWith('.xlsx') ? readXlsxTable(file, sheet) : readCsvTable(file);
}
