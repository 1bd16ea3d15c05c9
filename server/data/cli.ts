// `npm run data:build`: builds the database from DATA_DIR (or the usual source order) and prints the report.
import path from 'node:path';
import { buildDatabase } from './build-database';
import { DataBuildError } from './errors';
import { formatReport } from './report';
import { resolveSources } from './resolve-sources';

const dbPath = process.env.DB_PATH ?? 'data/training.db';
const log = (line: string): void => console.log(line);

try {
  const source = await resolveSources({ dataDir: process.env.DATA_DIR, log });
  const report = await buildDatabase({
    dbPath: path.resolve(dbPath),
    dataDir: source.dir,
    dataKind: source.dataKind,
    log,
    tty: Boolean(process.stdout.isTTY),
  });
  for (const line of formatReport(report)) log(line);
  // The engine's arrays, written beside the database so start-up views them instead of rebuilding (decision 0122).
  const { writeSnapshotFor } = await import('../engine/snapshot/start-up');
  writeSnapshotFor(path.resolve(dbPath), log);
} catch (error) {
  if (error instanceof DataBuildError)
    console.error(`Data build failed: ${error.message}. The previous database (if any) is unchanged.`);
  else console.error('Data build failed:', error);
  process.exitCode = 1;
}
