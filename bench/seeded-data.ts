// The benchmarks' data set is `npm run seed`'s: the same organizations, clusters, orders,
// subscriptions, usage and invoices an operator seeds, written into the bench's own store.
import { seedRealisticData, type SeedResult } from '../scripts/seed/realistic-data.ts';
import { parseSeedArgs } from '../scripts/seed/seed-options.ts';
import { EmbeddedDb } from '../src/server/store/embedded/embedded-db.ts';
import type { StorageBackend } from '../src/server/store/storage.ts';

/** What seeding took: wall and this process's CPU seconds. */
export type SeedTiming = { organizations: number; seconds: number; cpuSeconds: number };

/** Runs the seed with `npm run seed`'s arguments on an open backend, timed. */
export async function seedForBench(
  storage: StorageBackend,
  args: readonly string[],
): Promise<SeedResult & { timing: SeedTiming }> {
  const options = parseSeedArgs(args);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await seedRealisticData(storage, options);
  const used = process.cpuUsage(cpu);
  return {
    ...result,
    timing: {
      organizations: options.organizations,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6,
    },
  };
}

/** The bench table's row for a seeding: its time beside the seed's goal (10 000 organizations in 2 minutes). */
export function seedRow(backend: string, timing: SeedTiming, what: string): string[] {
  return [
    backend,
    `npm run seed, ${timing.organizations} organizations (${what}; ${timing.cpuSeconds.toFixed(1)} s CPU in process)`,
    '',
    `${timing.seconds.toFixed(1)} s`,
    timing.organizations >= 10_000 ? '≤ 120 s' : '',
  ];
}

/**
 * The store as a server started after `npm run seed` finds it: on the embedded store, the
 * seed's journal folded into the snapshot (EmbeddedStore.open does so whenever it replays one),
 * so the run measured next does not pay for the seed's compaction.
 */
export async function asAfterRestart(storage: StorageBackend): Promise<void> {
  if (storage.db instanceof EmbeddedDb) await storage.db.store.compact();
}
