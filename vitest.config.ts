// Two test projects: node (contract, service, data build, benchmarks' helpers) and dom (the SPA, on MSW).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Tests that need the public source files (tests/support/real-data.ts, decision 0150).
    tags: [{ name: 'real-data', description: 'needs the public source files in DATA_DIR' }],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/compat/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
            'tests/first-hour/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/setup-dom.ts'],
          // A wait limit, not a speed check: a route test clicks through several renders, and the 2 cores here
          // are shared (5 s, the default, was reached under a load average of 8).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
