// Runs before the e2e service starts: drops a database built by older data-build code, so the service rebuilds it.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { e2eServiceEnv, E2E_PORT, REPO_ROOT } from './e2e-env';

/** Newest modification time of the data build's code and the schema it writes. */
function newestBuildCode(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestBuildCode(full));
    else if (/\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const env = e2eServiceEnv(E2E_PORT);
const dbPath = path.resolve(REPO_ROOT, env.DB_PATH ?? 'data/e2e.db');
const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? '');
if (!existsSync(dataDir)) {
  console.error(`e2e: DATA_DIR ${dataDir} does not exist; the suite runs on the real data only.`);
  process.exit(1);
}
if (existsSync(dbPath) && statSync(dbPath).mtimeMs < newestBuildCode(path.join(REPO_ROOT, 'server/data'))) {
  console.error(
    `e2e: ${path.relative(REPO_ROOT, dbPath)} is older than the data build code; it will be rebuilt.`,
  );
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
}
