// Issue 5's budgets, run by `npm run bench` after the throughput targets: the notification store
// at 100 000 notifications, 10 000 /ws connections, and the polling load. Each part reports on its
// own; a failure is recorded and the others still run.
import { formatTable } from './page-weight.ts';
import {
  formatNotificationStore,
  measureNotificationStore,
  type NotificationStoreResult,
} from './notifications-store.ts';
import { formatPolling, measurePolling, type PollingResult } from './polling.ts';
import { formatRealtime, measureRealtime, type RealtimeResult } from './realtime.ts';

/** The notifications section of bench/results.json. */
export type NotificationBenchReport = {
  store?: NotificationStoreResult;
  realtime?: RealtimeResult;
  polling?: PollingResult;
  errors: string[];
};

async function attempt<T>(label: string, errors: string[], run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : String(caught);
    errors.push(`${label}: ${message}`);
    console.error(`${label} failed: ${message}`);
    return undefined;
  }
}

/** Runs the three notification benchmarks and prints their tables. */
export async function runNotificationBenchmarks(): Promise<NotificationBenchReport> {
  const errors: string[] = [];
  console.info('Notifications: repository with 100 000 notifications for one user');
  const store = await attempt('notification store', errors, measureNotificationStore);
  if (store)
    console.info(`${formatTable(['per call', 'p50 µs', 'p99 µs', 'max µs'], formatNotificationStore(store))}\n`);

  console.info('Notifications: /ws connections on one server process');
  const realtime = await attempt('realtime', errors, measureRealtime);
  if (realtime) console.info(`${formatTable(['/ws', 'value', 'detail'], formatRealtime(realtime))}\n`);

  console.info('Notifications: polling list + count at a fixed rate');
  const polling = await attempt('polling', errors, measurePolling);
  if (polling) {
    const header = ['rate', 'achieved', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx/err', 'p99 < 50'];
    console.info(`${formatTable(header, formatPolling(polling))}`);
    const highest = polling.highestRateUnderBudget;
    console.info(
      `Highest rate held with p99 < 50 ms: ${highest === null ? 'none of the rates tried' : `${highest} req/s`}\n`,
    );
  }
  return { store, realtime, polling, errors };
}
