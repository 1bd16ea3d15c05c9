// Reads a CSV source file strictly: UTF-8 only, a BOM allowed, NCES's ="01.0101" quoting undone, ragged rows refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { DataBuildError } from '../errors';
import type { Table } from './table';

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    const at = firstBadByte(bytes);
    throw new DataBuildError(
      `${path.basename(file)}: not valid UTF-8 (first bad byte at offset ${at}, line ${lineAt(bytes, at)}); save the file as UTF-8 and build again`,
      file,
    );
  }
}

export function readCsvTable(file: string): Table {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new DataBuildError(`${path.basename(file)}: cannot read (${(error as Error).message})`, file);
  }
  return parseCsvTable(decodeUtf8(bytes, file), file);
}

export function parseCsvTable(text: string, file: string): Table {
  let records: string[][];
  try {
    const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
    const delimiter = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
    records = parse(text, {
      bom: true,
      delimiter,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: delimiter === '\t',
    });
  } catch (error) {
    throw new DataBuildError(
      `${path.basename(file)}: unreadable CSV — ${(error as Error).message.replace(/\s+/g, ' ')} (is the file truncated or corrupted?)`,
      file,
    );
  }
  const [header, ...rows] = records;
  if (!header || header.length < 2) throw new DataBuildError(`${path.basename(file)}: no header row`, file);
  return { file, header: header.map(unquoteNces), rows: rows.map((row) => row.map(unquoteNces)) };
}

/** NCES writes codes as Excel formulas (="01.0101") so Excel keeps leading zeros. */
export function unquoteNces(cell: string): string {
  return cell.length >= 3 && cell.startsWith('="') && cell.endsWith('"') ? cell.slice(2, -1) : cell;
}

function firstBadByte(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let i = 0; i < bytes.length; i += 1) {
    try {
      decoder.decode(bytes.subarray(i, i + 1), { stream: true });
    } catch {
      // A lead byte followed by a non-continuation byte fails one byte late: point at the lead byte.
      const byte = bytes[i] ?? 0;
      if ((byte & 0xc0) !== 0x80 && i > 0 && (bytes[i - 1] ?? 0) >= 0xc0) return i - 1;
      return i;
    }
  }
  return bytes.length;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i += 1) if (bytes[i] === 10) line += 1;
  return line;
}
