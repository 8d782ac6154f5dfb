import { defineConfig, devices } from '@playwright/test';
import { EXPECT_MS, SERVER_START_MS, TEST_MS } from './e2e/budgets.ts';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium.ts';
import { e2ePort } from './e2e/port.ts';

// A free port per run unless E2E_PORT names one, so that two runs on one machine never collide.
const port = e2ePort();
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two: a third worker made no clean-clone run faster (the 2 cores are already busy) and left
  // less room for the checks of what lasts a moment on screen.
  workers: 2,
  // Time limits live in e2e/budgets.ts, sized for a loaded 2-core machine.
  timeout: TEST_MS,
  expect: { timeout: EXPECT_MS },
  // No retry: a test that passes only on a second try is a failing test.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Locally a failed test keeps its trace: every action with the page's DOM before and after,
    // without the screenshots, which cost about a fifth of the suite's time (each page's frames
    // encoded all along, for every test that passes too). CI keeps no files, only its log, where
    // a failure prints its error context (the page's accessibility tree): no trace is recorded.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built app, on a fresh data folder every run.
    command: 'node e2e/serve.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: SERVER_START_MS,
    env: { PORT: String(port), APP_ENV: 'test' },
  },
});
