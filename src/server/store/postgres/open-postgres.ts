import { StoreCorruptError } from '../durable-file.ts';
import type { StorageBackend } from '../storage.ts';
import { migrate, schemaVersions } from './migrate.ts';
import { PgDb } from './pg-db.ts';
import { PgEventBus } from './pg-event-bus.ts';
import { connectionConfig, createPool, describeDatabase, runQuery, type PgOptions } from './pg-pool.ts';

export { createPool, describeDatabase, type PgOptions };

/**
 * Connects to PostgreSQL, applies pending migrations (under an advisory lock) and listens for
 * the other instances. A database that cannot be reached stops the start with one line; once
 * started, a database that goes away only makes requests wait for it (503) until it is back.
 */
export async function openPostgresStorage(
  url: string,
  options: PgOptions = {},
): Promise<Omit<StorageBackend, 'repositories'>> {
  const where = describeDatabase(url);
  const log = options.log ?? (() => {});
  const pool = createPool(url, { ...options, log });
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StoreCorruptError(
      `Cannot connect to the PostgreSQL database at ${where} (DATABASE_URL): ${(error as Error).message}`,
    );
  }
  try {
    await migrate(pool, options.log);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  // Consoles sharing a database in different schemas (search_path) must not hear each other.
  const schema = options.searchPath ?? new URL(url).searchParams.get('search_path');
  const bus = new PgEventBus(
    pool,
    connectionConfig(url, options),
    schema ? `console_${schema.replace(/[^a-z0-9_]/gi, '_')}` : 'console',
    log,
  );
  const db = new PgDb(pool);
  return {
    kind: 'postgres',
    description: `PostgreSQL at ${where}`,
    db,
    bus,
    async checkHealth() {
      await runQuery(pool, 'SELECT 1');
    },
    async checkReady() {
      const { shipped, applied } = await schemaVersions(pool);
      if (applied !== shipped) return `the database schema is at version ${applied}, this build expects ${shipped}`;
      if (!bus.listening) return 'not listening for the other instances yet';
      return undefined;
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
    // What commits started (notices, messages to the bus) ends before the bus and the pool close.
    async close() {
      await db.settled();
      await bus.close();
      await pool.end();
    },
  };
}
