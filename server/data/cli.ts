// `npm run data:build [-- --force]`: builds the database from DATA_DIR (or the usual source order), prints the report.
import path from 'node:path';
import { buildDatabase } from './build-database';
import { DataBuildError, DataBuildRefusedError } from './errors';
import { removeLeftovers } from './leftovers';
import { formatReport } from './report';
import { resolveSources } from './resolve-sources';

const dbPath = process.env.DB_PATH ?? 'data/training.db';
const log = (line: string): void => console.log(line);
// Replacing a good database with a clearly worse one needs saying so (decision 0083).
const force = process.argv.includes('--force') || /^(1|true|yes)$/i.test(process.env.DATA_BUILD_FORCE ?? '');
// Fewer rows in a table than allowed, and nothing else wrong: accepted with --accept-shrink (decision 0194).
const acceptShrink =
  process.argv.includes('--accept-shrink') ||
  /^(1|true|yes)$/i.test(process.env.DATA_BUILD_ACCEPT_SHRINK ?? '');
// A release built beside the one in use is judged against that one.
const compareWith = process.env.DATA_BUILD_COMPARE_WITH?.trim() || undefined;

try {
  // A build killed earlier left its temporary database behind: gone before this one starts (decision 0194).
  removeLeftovers(path.resolve(dbPath), log);
  const source = await resolveSources({ dataDir: process.env.DATA_DIR, log });
  const report = await buildDatabase({
    dbPath: path.resolve(dbPath),
    dataDir: source.dir,
    dataKind: source.dataKind,
    log,
    tty: Boolean(process.stdout.isTTY),
    force,
    acceptShrink,
    compareWith: compareWith && path.resolve(compareWith),
  });
  for (const line of formatReport(report)) log(line);
  // The engine's arrays, written beside the database so start-up views them instead of rebuilding (decision 0122).
  const { writeSnapshotFor } = await import('../engine/snapshot/start-up');
  writeSnapshotFor(path.resolve(dbPath), log);
} catch (error) {
  if (error instanceof DataBuildRefusedError) {
    for (const line of formatReport(error.report)) log(line);
    console.error(
      `Data build refused: the current database at ${dbPath} is kept (see why above). Check the source files; ` +
        'to replace it anyway, run again with --force (or DATA_BUILD_FORCE=1); when the only problem is tables with ' +
        'fewer rows, --accept-shrink (or DATA_BUILD_ACCEPT_SHRINK=1) accepts that alone.',
    );
  } else if (error instanceof DataBuildError) {
    console.error(`Data build failed: ${error.message}. The previous database (if any) is unchanged.`);
  } else console.error('Data build failed:', error);
  process.exitCode = 1;
}
