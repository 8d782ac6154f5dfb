import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { HOOK_MS, TEST_MS } from './test/support/budgets.ts';
import { SlowFilesFirst } from './test/support/slow-files-first.ts';

// The tests start the server (src/server/main.ts, run from its TypeScript sources) a few hundred
// times. Node's compile cache keeps each file's stripped and compiled code between processes, so
// a start skips the type stripping and most of the compiling (about a fifth of a start's CPU).
// Every process the tests spawn inherits it.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('./node_modules/.cache/node-compile-cache', import.meta.url));

// Two projects: `unit` (in-process: modules, repositories on both storage backends; about a
// minute, `npx vitest run --project unit`) and `server` (real servers, processes and tools:
// HTTP APIs, kubectl, haproxy, the EN 16931 validator's JVM, Chromium-free end-to-end walks).
const SERVER_FILES_IN_SRC = ['src/server/invoices/factur-x.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: SERVER_FILES_IN_SRC } },
      { extends: true, test: { name: 'server', include: ['test/**/*.test.ts', ...SERVER_FILES_IN_SRC] } },
    ],
    // One throw-away PostgreSQL for the run (installed from Debian's package when missing).
    globalSetup: ['test/support/compile-messages-setup.ts', 'test/support/postgres-global-setup.ts'],
    environment: 'node',
    // Time limits live in test/support/budgets.ts, sized for a loaded 2-core machine.
    testTimeout: TEST_MS,
    hookTimeout: HOOK_MS,
    // Three files at a time on two cores: a test file mostly waits on the servers it started, so a
    // third keeps the cores busy (clean clone: 287 → 237 s, idle CPU 118 → 25 s) without thrashing.
    maxWorkers: 3,
    // The slowest files start first, so that none runs alone at the end.
    sequence: { sequencer: SlowFilesFirst },
  },
});
