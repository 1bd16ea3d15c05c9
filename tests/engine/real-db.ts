// For the engine's real-data tests: a database built once from DATA_DIR (../shared/data) into the temp folder.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { buildDatabase } from '../../server/data/build-database';
import { buildState, type EngineState } from '../../server/engine/engine-state';
import { loadData } from '../../server/engine/load/load-data';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

export const REAL_DATA_DIR = path.resolve(repoRoot, process.env.DATA_DIR ?? '../shared/data');
/** The real source files are there (CI always has them; a fresh clone without ../shared/data does not). */
export const HAS_REAL_DATA = existsSync(path.join(REAL_DATA_DIR, 'hd2024.csv'));
export const NO_REAL_DATA_REASON = `real-data engine tests skipped: no source files in ${REAL_DATA_DIR} (set DATA_DIR)`;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

const fresh = (dbPath: string, codeTime: number) =>
  existsSync(dbPath) && statSync(dbPath).mtimeMs >= codeTime;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * ENGINE_TEST_DB when set; else a database in the temp folder (one per checkout), rebuilt when missing or older
 * than the data-build code. Test files running in parallel build it once: the first takes a lock file, the others
 * wait for it.
 */
export async function realDbPath(): Promise<string> {
  if (process.env.ENGINE_TEST_DB) return process.env.ENGINE_TEST_DB;
  // One per checkout: two checkouts with different data-build code must not rebuild each other's database.
  const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 8);
  const dbPath = path.join(os.tmpdir(), `training-search-engine-test-${checkout}.db`);
  const lockPath = `${dbPath}.lock`;
  const codeTime = newestMtime(path.join(repoRoot, 'server/data'));
  for (let waited = 0; !fresh(dbPath, codeTime); waited += 500) {
    let fd: number | undefined;
    try {
      fd = openSync(lockPath, 'wx');
    } catch {
      // Another test file is building it; a lock older than 5 minutes is left over from a killed run.
      if (existsSync(lockPath) && Date.now() - statSync(lockPath).mtimeMs > 300_000)
        rmSync(lockPath, { force: true });
      if (waited > 110_000) throw new Error(`gave up waiting for ${dbPath} to be built`);
      await sleep(500);
      continue;
    }
    try {
      await buildDatabase({ dbPath, dataDir: REAL_DATA_DIR, dataKind: 'real' });
    } finally {
      closeSync(fd);
      rmSync(lockPath, { force: true });
    }
  }
  return dbPath;
}

/** The engine's in-memory state over the real database, for tests that call its passes directly. */
export async function realEngineState(): Promise<EngineState> {
  const db = new Database(await realDbPath(), { readonly: true });
  try {
    return buildState(loadData(db));
  } finally {
    db.close();
  }
}
