import { defineConfig } from 'vitest/config';
import { HOOK_MS, TEST_MS } from './test/support/budgets.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // One throw-away PostgreSQL for the run (installed from Debian's package when missing).
    globalSetup: ['test/support/postgres-global-setup.ts'],
    environment: 'node',
    // Time limits live in test/support/budgets.ts, sized for a loaded 2-core machine.
    testTimeout: TEST_MS,
    hookTimeout: HOOK_MS,
    // API tests each start a real server; keep the two cores from thrashing.
    maxWorkers: 2,
  },
});
