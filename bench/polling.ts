// Polling load: 10 000 signed-in users polling list + count every 10 s is 2 000 req/s.
// autocannon holds a fixed overall rate, alternates the bell's two requests and gives every
// request a random user's session cookie (users poll out of phase, as real tabs do). The target
// window lasts a minute because a session's activity is persisted once a minute: a shorter one
// would miss or over-weight those writes. Then rates step up until p99 passes 50 ms.
import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import { seedSignedInUsers } from './bench-store.ts';
import { startBenchServer } from './spawn-server.ts';

const USERS = Number(process.env.BENCH_POLL_USERS) || 10_000;
const TARGET_SECONDS = Number(process.env.BENCH_POLL_SECONDS) || 60;
const STEP_SECONDS = Number(process.env.BENCH_POLL_STEP_SECONDS) || 15;
// autocannon's rate mode sends each connection's quota for the second back to back, so every
// connection adds one request to a burst that queues at the start of each second. Real pollers
// are out of phase (about one request in flight at 2 000 req/s); 10 connections keep the
// harness's own queueing small while still sending 10 at a time.
const CONNECTIONS = 10;
const TARGET_RATE = (USERS * 2) / 10; // list + count every 10 s per user
const STEP_RATES = [100, 250, 500, 1000, 1500, 2000, 3000, 4000, 6000, 8000];
const P99_BUDGET_MS = 50;
// What the bell really asks for: the first page of 5, and the count.
const PATHS = ['/api/notifications?limit=5', '/api/notifications/count'] as const;

/** One window at a fixed rate. */
export type PollingWindow = {
  rate: number;
  phase: string;
  seconds: number;
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
};
/** What the polling benchmark reports. */
export type PollingResult = {
  users: number;
  connections: number;
  windows: PollingWindow[];
  highestRateUnderBudget: number | null;
};

async function window(
  url: string,
  cookies: readonly string[],
  rate: number,
  phase: string,
  seconds: number,
): Promise<PollingWindow> {
  const withCookie = (request: autocannon.Request) => {
    const cookie = cookies[Math.floor(Math.random() * cookies.length)] ?? '';
    return { ...request, headers: { ...request.headers, cookie } };
  };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    overallRate: rate,
    duration: seconds,
    requests: PATHS.map((path) => ({ method: 'GET' as const, path, setupRequest: withCookie })),
    // Its coordinated-omission correction assumes evenly spaced sends (see CONNECTIONS) and
    // would add phantom samples.
    ignoreCoordinatedOmission: true,
  });
  return {
    rate,
    phase,
    seconds,
    achieved: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const holds = (w: PollingWindow) =>
  w.p99 < P99_BUDGET_MS && w.achieved >= w.rate * 0.95 && w.non2xx === 0 && w.errors === 0;

/** Seeds the users (3 notifications each), starts a production server and runs the windows. */
export async function measurePolling(): Promise<PollingResult> {
  const { dataDir, users } = await seedSignedInUsers(USERS, 3);
  const server = await startBenchServer({ DATA_DIR: dataDir, APP_ENV: 'production' });
  const cookies = users.map((u) => u.cookie);
  const windows: PollingWindow[] = [];
  try {
    windows.push(await window(server.url, cookies, TARGET_RATE, 'target', TARGET_SECONDS));
    for (const rate of STEP_RATES) {
      const step = await window(server.url, cookies, rate, 'step', STEP_SECONDS);
      windows.push(step);
      if (!holds(step)) break;
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const passing = windows.filter(holds).map((w) => w.rate);
  return {
    users: USERS,
    connections: CONNECTIONS,
    windows,
    highestRateUnderBudget: passing.length > 0 ? Math.max(...passing) : null,
  };
}

/** The table rows of the report. */
export function formatPolling(r: PollingResult): string[][] {
  return r.windows.map((w) => [
    `${w.rate} req/s (${w.phase}, ${w.seconds} s)`,
    w.achieved.toFixed(0),
    String(w.p50),
    String(w.p99),
    String(w.max),
    String(w.non2xx + w.errors),
    holds(w) ? 'holds' : 'over',
  ]);
}

if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  console.info(JSON.stringify(await measurePolling(), null, 2));
}
