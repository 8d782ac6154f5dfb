// The notification repository with 100 000 notifications for one user (among 1 000 other
// users' 100 000): how long a page and the unread count take, in microseconds per call.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage } from '../src/server/store/storage.ts';
import { type Percentiles, summarize } from './stats.ts';

const HEAVY = 100_000;
const CALLS = 20_000;

/** Per-call timings in microseconds. */
export type NotificationStoreResult = {
  notifications: number;
  loadMs: number;
  count: Percentiles;
  firstPage: Percentiles;
  deepPage: Percentiles;
};

async function time(calls: number, call: () => Promise<unknown>): Promise<Percentiles> {
  for (let i = 0; i < 1000; i += 1) await call(); // warm the JIT
  const micros: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    await call();
    micros.push((performance.now() - started) * 1000);
  }
  return summarize(micros);
}

/** Fills a store, reopens it (indexes rebuilt from the file) and times count and pages. */
export async function measureNotificationStore(): Promise<NotificationStoreResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-notifications-'));
  try {
    const filling = await openStorage({ dataDir });
    const base = Date.UTC(2026, 0, 1);
    const creates: Promise<unknown>[] = [];
    for (let i = 0; i < HEAVY * 2; i += 1) {
      const userId = i % 2 === 0 ? 'heavy' : `other-${i % 1000}`;
      creates.push(
        filling.repositories.notifications.create({
          userId,
          type: 'info',
          message: `Notification ${i}`,
          timestamp: new Date(base + i).toISOString(),
        }),
      );
    }
    await Promise.all(creates);
    await filling.close();

    const started = performance.now();
    const backend = await openStorage({ dataDir });
    const loadMs = performance.now() - started;
    const repo = backend.repositories.notifications;
    const middle = (await repo.list('heavy', { limit: HEAVY / 2 })).next ?? undefined;
    const result = {
      notifications: HEAVY,
      loadMs,
      count: await time(CALLS, () => repo.countUnread('heavy')),
      firstPage: await time(CALLS, () => repo.list('heavy', { limit: 50 })),
      deepPage: await time(CALLS, () => repo.list('heavy', { limit: 50, before: middle })),
    };
    await backend.close();
    return result;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The table rows of the report. */
export function formatNotificationStore(r: NotificationStoreResult): string[][] {
  const row = (name: string, p: Percentiles) => [name, p.p50.toFixed(1), p.p99.toFixed(1), p.max.toFixed(0)];
  return [
    row('unread count', r.count),
    row('first page (50)', r.firstPage),
    row('page at 50 000 (cursor)', r.deepPage),
  ];
}

if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  console.info(JSON.stringify(await measureNotificationStore(), null, 2));
}
