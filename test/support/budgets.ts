// How long a unit or API test, a hook or a wait inside a test may take before it counts as failed:
// the only place these limits are set (vitest.config.ts reads the first two). They are sized for
// the machines the suite runs on (2 cores shared by two vitest workers, the servers they start and
// a PostgreSQL) with a wide margin: measured on a clean clone, an API test takes 0.1–10 s on an
// idle machine and up to 40 s with load average 25; a limit is only ever reached by a failing test,
// so a generous one costs nothing when everything passes.

const SECOND = 1000;

/** One test. */
export const TEST_MS = 180 * SECOND;

/** A test that provisions clusters, drives kubectl or an outside validator, or crashes servers on purpose. */
export const SLOW_TEST_MS = 600 * SECOND;

/** A statistical test that measures until its estimate is precise (up to a thousand request pairs per endpoint under heavy load). */
export const MEASURING_TEST_MS = 1200 * SECOND;

/** A beforeAll/afterAll: starting servers, a PostgreSQL, a build. */
export const HOOK_MS = 300 * SECOND;

/** A condition a test waits for (a job run, a message delivered, a cluster running). */
export const WAIT_MS = 60 * SECOND;
