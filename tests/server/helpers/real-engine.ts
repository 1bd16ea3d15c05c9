// The real engine on the real database: the one test database built from DATA_DIR (tests/engine/real-db.ts), shared
// by every real-data test file and, under npm run test:all, by the e2e service (decision 0150).
import { openEngine } from '../../../server/engine/open-engine';
import { realDbPath } from '../../engine/real-db';
import type { SearchEngine } from '../../../server/engine/types';

let opened: Promise<SearchEngine> | undefined;

/** Opened once per test file (it reads the whole database into memory). */
export function openRealEngine(): Promise<SearchEngine> {
  opened ??= realDbPath().then((dbPath) => openEngine(dbPath));
  return opened;
}
