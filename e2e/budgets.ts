// How long an end-to-end step or test may take before it counts as failed: the only place the
// specs' time limits are set. The figures are sized for the machines the suite runs on (2 cores,
// the built server, two Playwright workers and their Chromiums sharing them) with a wide margin,
// because a limit hit on a busy machine is a failed build even though nothing is wrong.
//
// Measured (clean clone, `.ci/run`, 2 cores): a signed-in console screen hydrates and shows its
// first data in 1–3 s on an idle machine and in up to 16 s with load average 20; an ordinary test
// takes 3–20 s idle (median 12 s at load average 20); the longest journeys (pay → provision →
// kubectl, every console page under the CSP) take 1–2 min idle and up to 4 min loaded. A limit is
// only ever reached by a failing test, so a generous one costs nothing when everything passes.

const SECOND = 1000;

/** One expectation (a screen, a toast, a row) to appear: hydration of a heavy screen on a loaded machine included. */
export const EXPECT_MS = 30 * SECOND;

/** One ordinary test. */
export const TEST_MS = 120 * SECOND;

/**
 * A journey through several screens that waits on simulated provisioning (phases of
 * `SIMULATED_PHASE_SECONDS`, 1 s in e2e) or visits every page of the console.
 */
export const JOURNEY_MS = 360 * SECOND;

/**
 * One role's walk of every console screen (about 45, each opened and settled): 10–16 s a screen
 * measured at load average 20 and more, so up to 12 min on a loaded machine.
 */
export const WALK_MS = 900 * SECOND;

/**
 * An accessibility scan of a long page (the API reference with its 200 operations open): a part
 * of it took 0.5–1.3 min at load average 10–29, once 2.1 min; the whole page open, without the
 * colour-contrast rule, about 20 s on a busy machine.
 */
export const SCAN_MS = 300 * SECOND;

/** A simulated cluster reaching `running` (five phases of 1 s) or another background job finishing. */
export const PROVISIONING_MS = 60 * SECOND;

/** The built server starting on an empty data folder. */
export const SERVER_START_MS = 120 * SECOND;
