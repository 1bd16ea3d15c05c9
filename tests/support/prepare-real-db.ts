// npm run test:all, with the public data: builds the one real-data test database (when missing or older than the
// data build) before either runner starts, and prints the lines that hand it to both — Vitest's real-data files
// (ENGINE_TEST_DB) and the e2e service (E2E_DB_PATH) — so a fresh checkout builds it once, not three times.
import { realDbPath } from '../engine/real-db';

const started = performance.now();
const dbPath = await realDbPath();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.error(`test database: ${dbPath} (ready in ${seconds} s)`);
const quoted = `'${dbPath.replaceAll("'", "'\\''")}'`;
console.log(`export ENGINE_TEST_DB=${quoted} E2E_DB_PATH=${quoted}`);
