// For the engine's real-data tests: a database built once from DATA_DIR (../shared/data) into the temp folder.
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDatabase } from '../data/build-database';

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

/**
 * ENGINE_TEST_DB when set; else a database in the temp folder, rebuilt when missing or older than the data-build
 * code. Concurrent builders are safe: each writes its own temporary file and renames it into place.
 */
export async function realDbPath(): Promise<string> {
  if (process.env.ENGINE_TEST_DB) return process.env.ENGINE_TEST_DB;
  const dbPath = path.join(os.tmpdir(), 'training-search-engine-test.db');
  const codeTime = newestMtime(path.join(repoRoot, 'server/data'));
  if (!existsSync(dbPath) || statSync(dbPath).mtimeMs < codeTime) {
    await buildDatabase({ dbPath, dataDir: REAL_DATA_DIR, dataKind: 'real' });
  }
  return dbPath;
}
