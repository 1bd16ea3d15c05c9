// Used at start-up: builds the database only when the file is missing, and tells what kind of data it holds.
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { buildDatabase } from './build-database';
import { SCHEMA_VERSION } from './write-database';
import { DataBuildError } from './errors';
import type { Log, ProgressSink } from './progress';
import { formatReport, type BuildReport } from './report';
import { type ResolveOptions, resolveSources } from './resolve-sources';

export interface EnsureOptions extends Omit<ResolveOptions, 'log'> {
  dbPath: string;
  dataDir?: string;
  log?: (line: string) => void;
  /** Told how far the build is (npm start's progress bar). */
  onProgress?: ProgressSink;
  /** false: the caller says what the report holds (npm start's summary line); true (default): log every line. */
  logReport?: boolean;
}

export async function ensureDatabase(
  opts: EnsureOptions,
): Promise<{ built: boolean; dataKind: 'real' | 'demo'; report?: BuildReport }> {
  const log: Log = opts.log ?? (() => undefined);
  if (existsSync(opts.dbPath)) {
    const version = readSchemaVersion(opts.dbPath);
    if (version === SCHEMA_VERSION) return { built: false, dataKind: readDataKind(opts.dbPath) };
    // The build is atomic: the old file serves nobody meanwhile, and is replaced only by a complete new one.
    log(
      `${opts.dbPath} has tables of version ${version || 'unknown'} (now ${SCHEMA_VERSION}): rebuilding it.`,
    );
  } else log(`No database at ${opts.dbPath}: building it now.`);
  const { dbPath, onProgress, logReport = true, ...resolve } = opts;
  const source = await resolveSources({ ...resolve, log });
  const report = await buildDatabase({
    dbPath,
    dataDir: source.dir,
    dataKind: source.dataKind,
    log,
    onProgress,
  });
  if (logReport) for (const line of formatReport(report)) log(line);
  return { built: true, dataKind: report.dataKind, report };
}

/** The schema_version a search database was written with ('' when it records none). */
export function readSchemaVersion(dbPath: string): string {
  return readBuildInfo(dbPath, 'schema_version');
}

export function readDataKind(dbPath: string): 'real' | 'demo' {
  return readBuildInfo(dbPath, 'data_kind') === 'demo' ? 'demo' : 'real';
}

function readBuildInfo(dbPath: string, key: string): string {
  let db: Database.Database | undefined;
  try {
    db = new Database(dbPath, { readonly: true, fileMustExist: true });
    const row = db.prepare('SELECT value FROM build_info WHERE key = ?').get(key) as
      { value: string } | undefined;
    return row?.value ?? '';
  } catch (error) {
    throw new DataBuildError(
      `${dbPath} is not a search database (${(error as Error).message}); delete it and the next start builds a new one`,
      dbPath,
    );
  } finally {
    db?.close();
  }
}
