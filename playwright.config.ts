// Playwright e2e: Debian's Chromium (never a downloaded browser) against the real service on the real data.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, E2E_DIST_DIR, e2eServiceEnv, E2E_PORT } from './e2e/support/e2e-env';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/e2e',
  // One worker: 2 cores are shared by the service, Chromium and (in one spec) a second service.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  // Drops a stale e2e database, builds the SPA into its own folder, then starts the real service, which
  // builds data/e2e.db from DATA_DIR when missing (decision 0050).
  webServer: {
    command: `npx tsx e2e/support/prepare-db.ts && npx vite build --logLevel warn --outDir ${E2E_DIST_DIR} --emptyOutDir && npx tsx server/index.ts`,
    url: `${baseURL}/api/health`,
    env: e2eServiceEnv(E2E_PORT),
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore', // the service logs every request; its errors still show
    stderr: 'pipe',
  },
});
