// Used at start-up: builds the database only when the file is missing, and tells what kind of data it holds.
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { buildDatabase } from './build-database';
import { DataBuildError } from './errors';
import type { Log } from './progress';
import { formatReport } from './report';
import { type ResolveOptions, resolveSources } from './resolve-sources';

export interface EnsureOptions extends Omit<ResolveOptions, 'log'> {
  dbPath: string;
  dataDir?: string;
  log?: (line: string) => void;
}

export async function ensureDatabase(
  opts: EnsureOptions,
): Promise<{ built: boolean; dataKind: 'real' | 'demo' }> {
  const log: Log = opts.log ?? (() => undefined);
  if (existsSync(opts.dbPath)) return { built: false, dataKind: readDataKind(opts.dbPath) };
  log(`No database at ${opts.dbPath}: building it now.`);
  const { dbPath, ...resolve } = opts;
  const source = await resolveSources({ ...resolve, log });
  const report = await buildDatabase({
    dbPath,
    dataDir: source.dir,
    dataKind: source.dataKind,
    log,
  });
  for (const line of formatReport(report)) log(line);
  return { built: true, dataKind: report.dataKind };
}

export function readDataKind(dbPath: string): 'real' | 'demo' {
  let db: Database.Database | undefined;
  try {
    db = new Database(dbPath, { readonly: true, fileMustExist: true });
    const row = db.prepare("SELECT value FROM build_info WHERE key = 'data_kind'").get() as
      { value: string } | undefined;
    return row?.value === 'demo' ? 'demo' : 'real';
  } catch (error) {
    throw new DataBuildError(
      `${dbPath} is not a search database (${(error as Error).message}); delete it and the next start builds a new one`,
      dbPath,
    );
  } finally {
    db?.close();
  }
}
