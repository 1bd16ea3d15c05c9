// Reads one sheet of an XLSX workbook (NCES crosswalk, BLS SOC, TWC ETPL) as a Table; finds the header row itself.
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DataBuildError } from '../errors';
import type { Table } from './table';

export async function readXlsxTable(file: string, sheet?: RegExp): Promise<Table> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } catch (error) {
    throw new DataBuildError(
      `${path.basename(file)}: not a readable XLSX workbook (${(error as Error).message})`,
      file,
    );
  }
  const ws = (sheet && workbook.worksheets.find((w) => sheet.test(w.name))) ?? workbook.worksheets[0];
  if (!ws) throw new DataBuildError(`${path.basename(file)}: the workbook has no sheets`, file);
  const grid: string[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    // row.values is sparse and 1-based; walking ws.columnCount instead is slow on sheets styled to column XFD.
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i += 1) cells.push(cellText(values[i]));
    grid.push(cells);
  });
  // Title lines (BLS puts a few above the header) have one or two cells; the header is the first full-width row.
  const widths = grid.slice(0, 30).map((r) => r.filter((c) => c !== '').length);
  const widest = Math.max(0, ...widths);
  const headerIndex = widths.findIndex((w) => w >= widest * 0.8);
  const header = grid[headerIndex];
  if (!header || widest < 2)
    throw new DataBuildError(`${path.basename(file)}: no header row in sheet "${ws.name}"`, file);
  const last = header.reduce((end, cell, i) => (cell !== '' ? i + 1 : end), 0);
  return {
    file,
    header: header.slice(0, last),
    rows: grid
      .slice(headerIndex + 1)
      .filter((r) => r.some((c) => c !== ''))
      .map((r) => r.slice(0, last)),
  };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}
