// Writes rows as CSV the way the publishers do (quoted only when needed; optional BOM, optional NCES ="…" codes).
import { writeFileSync } from 'node:fs';

export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function writeCsv(
  file: string,
  header: string[],
  rows: (string | number)[][],
  options: { bom?: boolean } = {},
): void {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  writeFileSync(file, `${options.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`);
}

/** NCES's Excel-formula quoting, written raw: ="01.0101". */
export const ncesCode = (code: string): string => `="${code}"`;
