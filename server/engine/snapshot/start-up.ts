// Start-up with the engine snapshot (decision 0122): the program arrays, orders and postings are viewed in place in
// the snapshot beside the database; when it is missing, stale or damaged they are rebuilt from the database, the log
// says so, and a fresh snapshot is written (atomically) if the folder is writable — else the service runs from memory.
import {
  closeSync,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { EngineData } from '../data';
import { loadData, loadPlaces, loadTables } from '../load/load-data';
import { buildOrders, type Orders } from '../programs/page/order';
import { buildPostings, type Postings } from '../select/postings';
import { applyEngineSnapshot, encodeEngineSnapshot } from './engine-snapshot';
import { arraysEnd, headerBytes, SnapshotError, viewSnapshot, type SnapshotParts } from './sections';

/** Where the snapshot of a database lives: beside it. */
export const snapshotPathFor = (dbPath: string) => `${dbPath}.engine`;

export interface SnapshotOptions {
  /** false: neither read nor write a snapshot (always build from the database) */
  snapshot?: boolean;
  /** A snapshot already in memory (e.g. shared between worker threads), used instead of reading the file. */
  snapshotBuffer?: ArrayBufferLike;
  log?: (line: string) => void;
}

/** The file's bytes in a buffer of their own, 8-byte aligned, so the sections can be viewed in place. */
export function readSnapshotFile(file: string): ArrayBuffer {
  const b = readFileSync(file);
  if (b.byteOffset === 0 && b.buffer.byteLength === b.byteLength && b.buffer instanceof ArrayBuffer)
    return b.buffer;
  const copy = new ArrayBuffer(b.byteLength);
  new Uint8Array(copy).set(b);
  return copy;
}

/** Reads the file's bytes from `from` into `view` (as many as it holds, or to the end of the file). */
function readAt(fd: number, view: Uint8Array, from: number): void {
  for (let at = 0; at < view.byteLength;) {
    const n = readSync(fd, view, at, view.byteLength - at, from + at);
    if (n === 0) break;
    at += n;
  }
}

/** The file's bytes in memory that worker threads can share (read straight in: no second copy). */
export function readIntoShared(file: string): SharedArrayBuffer {
  const fd = openSync(file, 'r');
  try {
    const shared = new SharedArrayBuffer(fstatSync(fd).size);
    readAt(fd, new Uint8Array(shared), 0);
    return shared;
  } finally {
    closeSync(fd);
  }
}

/**
 * The file's arrays in a buffer of their own, viewed in place for the life of the engine, and its string tables in
 * another, dropped once decoded at start-up (decision 0268). A header that cannot be read gets the whole file in one
 * buffer, for viewSnapshot to say what is wrong with it.
 */
export function readSnapshotParts(file: string): SnapshotParts {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const fixed = new Uint8Array(Math.min(size, 24));
    readAt(fd, fixed, 0);
    const head = new Uint8Array(Math.min(size, headerBytes(fixed)));
    readAt(fd, head, 0);
    const end = arraysEnd(head, size);
    if (end === null) return { buffer: readSnapshotFile(file) };
    const buffer = new ArrayBuffer(end);
    readAt(fd, new Uint8Array(buffer), 0);
    const tail = new Uint8Array(size - end);
    readAt(fd, tail, end);
    return { buffer, tail };
  } finally {
    closeSync(fd);
  }
}

/**
 * A database deployed read-only (no write bit on the file or its folder, as replicas mount it — decision 0095) gets
 * nothing written beside it, even by a user the modes do not bind.
 */
function readOnly(dbPath: string): boolean {
  try {
    return (statSync(dbPath).mode & 0o222) === 0 || (statSync(path.dirname(dbPath)).mode & 0o222) === 0;
  } catch {
    return true;
  }
}

/** Writes to a temporary name, then renames: a reader never sees half a snapshot. False when it cannot. */
export function writeSnapshotFile(file: string, bytes: Uint8Array): boolean {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
    return true;
  } catch {
    rmSync(tmp, { force: true });
    return false;
  }
}

/** Whether the snapshot file beside a database is there and readable by this version (format, checksum). */
export function snapshotReadable(dbPath: string): boolean {
  try {
    const { buffer, tail } = readSnapshotParts(snapshotPathFor(dbPath));
    viewSnapshot(buffer, tail);
    return true;
  } catch {
    return false;
  }
}

/** Builds the snapshot of a database from scratch and writes it beside it (the data build's last step). */
export function writeSnapshotFor(dbPath: string, log: (line: string) => void = () => undefined): void {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const t0 = performance.now();
    const d = loadData(db, true);
    const bytes = encodeEngineSnapshot(d, buildOrders(d), buildPostings(d));
    const file = snapshotPathFor(dbPath);
    if (!writeSnapshotFile(file, bytes)) throw new Error(`could not write ${file}`);
    log(
      `Engine snapshot written to ${file} (${(bytes.byteLength / 2 ** 20).toFixed(1)} MB, ${Math.round(performance.now() - t0)} ms).`,
    );
  } finally {
    db.close();
  }
}

export function loadEngineData(
  db: Database.Database,
  dbPath: string,
  opts: SnapshotOptions = {},
): { d: EngineData; pre: { o: Orders; ps: Postings }; fromSnapshot: boolean } {
  const log = opts.log ?? (() => undefined);
  const use = opts.snapshot !== false;
  let d = loadData(db, !use);
  const file = snapshotPathFor(dbPath);
  if (use) {
    let why: string;
    try {
      const { buffer, tail } = opts.snapshotBuffer
        ? { buffer: opts.snapshotBuffer }
        : readSnapshotParts(file);
      const pre = applyEngineSnapshot(d, viewSnapshot(buffer, tail));
      loadPlaces(d, db);
      return { d, pre, fromSnapshot: true };
    } catch (error) {
      // Whatever is wrong with it — missing, unreadable, damaged, or a view that does not fit — the search arrays are
      // built from the database instead: a start never fails, nor answers from a snapshot it could not trust.
      const e = error as NodeJS.ErrnoException;
      if (e.code === 'ENOENT') why = 'is missing';
      else if (error instanceof SnapshotError) why = `cannot be used: ${e.message}`;
      else why = `cannot be used: ${e.name}: ${e.message}`;
    }
    log(`Engine snapshot ${file} ${why}: building the search arrays from the database.`);
  }
  if (use) {
    // Read again from scratch: a snapshot that failed half-way may have filled some of the arrays.
    d = loadData(db, false);
    loadTables(d, db);
    loadPlaces(d, db);
  }
  const pre = { o: buildOrders(d), ps: buildPostings(d) };
  if (use && readOnly(dbPath))
    log('The data folder is read-only: running from memory (the data build writes the snapshot).');
  else if (use) {
    const ok = writeSnapshotFile(file, encodeEngineSnapshot(d, pre.o, pre.ps));
    log(
      ok
        ? `Wrote a fresh engine snapshot to ${file}.`
        : `Could not write an engine snapshot beside the database (read-only?): running from memory.`,
    );
  }
  return { d, pre, fromSnapshot: false };
}
