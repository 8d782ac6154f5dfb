import type { Db } from './db.ts';
import { openEmbeddedStorage } from './embedded/open-embedded.ts';
import type { EventBus } from './event-bus.ts';
import { openPostgresStorage, type PgOptions } from './postgres/open-postgres.ts';
import { createRepositories, type Repositories } from './repositories.ts';

/** A storage backend: its repositories, the bus between instances, and how to check and stop it. */
export type StorageBackend = {
  kind: 'embedded' | 'postgres';
  /** Where the data lives, for the start-up line (no credentials). */
  description: string;
  db: Db;
  repositories: Repositories;
  bus: EventBus;
  /** Throws when the store cannot be written or reached. */
  checkHealth(): Promise<void>;
  /** Beyond reachable: why this instance should not take traffic yet (schema behind, bus down), or undefined. */
  checkReady?(): Promise<string | undefined>;
  /** Connections of the pool (PostgreSQL), for metrics. */
  pool?(): PoolUse;
  /** Waits for pending writes, then releases files and connections. */
  close(): Promise<void>;
};

/** How many connections a pool holds, how many are idle, how many callers wait for one. */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export type StorageOptions = { databaseUrl?: string | undefined; dataDir: string; postgres?: PgOptions };

/**
 * PostgreSQL when DATABASE_URL is set (several instances can share it), otherwise the embedded
 * store in DATA_DIR. A new job wakes the runners of every instance through the bus.
 */
export async function openStorage(options: StorageOptions): Promise<StorageBackend> {
  const opened = options.databaseUrl
    ? await openPostgresStorage(options.databaseUrl, options.postgres)
    : await openEmbeddedStorage(options.dataDir);
  const repositories = createRepositories(opened.db, { onJobEnqueued: () => opened.bus.publish('jobs', {}) });
  return { ...opened, repositories };
}
