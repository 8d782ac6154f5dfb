import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // One throw-away PostgreSQL for the run (installed from Debian's package when missing).
    globalSetup: ['test/support/postgres-global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // API tests each start a real server; keep the two cores from thrashing.
    maxWorkers: 2,
  },
});
