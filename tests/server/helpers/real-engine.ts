// The real engine on the real database (data/training.db, built from DATA_DIR=../shared/data when missing).
import path from 'node:path';
import { repoRoot } from '../../../server/config';
import { ensureDatabase } from '../../../server/data/ensure-database';
import { openEngine } from '../../../server/engine/open-engine';
import type { SearchEngine } from '../../../server/engine/types';

export const REAL_DB_PATH = path.resolve(repoRoot, process.env.DB_PATH ?? 'data/training.db');
export const REAL_DATA_DIR = path.resolve(repoRoot, process.env.DATA_DIR ?? '../shared/data');

let opened: Promise<SearchEngine> | undefined;

/** Opened once per test file (it reads the whole database into memory). */
export function openRealEngine(): Promise<SearchEngine> {
  opened ??= ensureDatabase({ dbPath: REAL_DB_PATH, dataDir: REAL_DATA_DIR }).then(() =>
    openEngine(REAL_DB_PATH),
  );
  return opened;
}
