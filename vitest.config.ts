// Two test projects: node (contract, service, data build, benchmarks' helpers) and dom (the SPA, on MSW).
import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // At least two files at a time: Vitest's default is one worker per core less one, which on this 2-core machine is
    // one, and many files spend most of their time waiting on child processes, sockets and timers (decision 0150).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
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
