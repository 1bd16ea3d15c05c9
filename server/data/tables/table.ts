// A source file read into rows of text cells, with column lookup that fails loudly when a column is missing.
import path from 'node:path';
import { DataBuildError } from '../errors';

export interface Table {
  /** Path of the file as given (the report shows its base name). */
  file: string;
  header: string[];
  rows: string[][];
}

/** Header names compared without case, spaces or punctuation ("Campus Zip Code" = "CAMPUS_ZIP_CODE"). */
export function headerKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export type Getter = (row: string[]) => string;

/** Finds a column by any of its names; throws naming the file and the column when it is not there. */
export function column(table: Table, ...names: string[]): Getter {
  const found = optionalColumn(table, ...names);
  if (!found) {
    throw new DataBuildError(
      `${path.basename(table.file)}: required column "${names[0]}" is missing (columns found: ${table.header.slice(0, 12).join(', ')}${table.header.length > 12 ? ', …' : ''})`,
      table.file,
      names[0],
    );
  }
  return found;
}

export function optionalColumn(table: Table, ...names: string[]): Getter | undefined {
  const keys = table.header.map(headerKey);
  for (const name of names) {
    const index = keys.indexOf(headerKey(name));
    if (index >= 0) return (row) => (row[index] ?? '').trim();
  }
  return undefined;
}
