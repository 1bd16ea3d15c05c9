// Settings shared by the Playwright config, the specs that run their own service, and the app benchmark.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Ports in the range this suite owns (8200–8299): the shared service, and the one the outage spec stops. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8210);
export const OUTAGE_PORT = Number(process.env.E2E_OUTAGE_PORT ?? 8220);

/** Debian's Chromium; Playwright must never download a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * The SPA build the suite serves: its own folder (git-ignored), so that a `vite build` someone else runs into
 * dist/ meanwhile cannot empty it under a running test. Not under test-results/e2e, which Playwright empties.
 */
export const E2E_DIST_DIR = 'test-results/e2e-dist';

/** A fixed token, so a restarted service still accepts the token a page already holds. */
export const E2E_PUBLIC_TOKEN = 'e2e-public-search-token';

/**
 * Environment for a service under test: the real data (read-only, never copied into the repo), a database of
 * its own under data/ (git-ignored) that is built once and reused, and budgets no test run can reach: every spec
 * searches from the same address with the page's token, far faster than a person.
 */
export function e2eServiceEnv(port: number, distDir = E2E_DIST_DIR): Record<string, string> {
  return {
    DIST_DIR: path.resolve(REPO_ROOT, distDir),
    PORT: String(port),
    HOST: '127.0.0.1',
    // One process: the browser tests are about what users see, and a second copy of the data would only cost CI
    // start-up time and memory (tests/server/workers.test.ts covers WORKERS > 1).
    WORKERS: '1',
    DATA_DIR: process.env.DATA_DIR ?? path.resolve(REPO_ROOT, '../shared/data'),
    DB_PATH: process.env.E2E_DB_PATH ?? path.join(REPO_ROOT, 'data/e2e.db'),
    PUBLIC_SEARCH_TOKEN: E2E_PUBLIC_TOKEN,
    RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_CPU_MS_PER_MINUTE: '6000000',
    CPU_MS_PER_MINUTE: '6000000',
  };
}
