import postgres from 'postgres';
import { StoreCorruptError } from '../durable-file.ts';
import type { StorageBackend } from '../storage.ts';
import { migrate } from './migrate.ts';
import { PgDb } from './pg-db.ts';
import { PgEventBus } from './pg-event-bus.ts';

/** Connection settings beyond the URL (tests put each suite in a schema of its own). */
export type PgOptions = { max?: number; searchPath?: string; log?: (line: string) => void };

/** The database named in `url` with the user and password hidden, for messages. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/** A postgres.js pool for `url`: the one connection pool of the process. */
export function createPool(url: string, options: PgOptions = {}): postgres.Sql {
  return postgres(url, {
    max: options.max ?? 10,
    idle_timeout: 60,
    connect_timeout: 10,
    onnotice: () => {},
    connection: { application_name: 'sovereign-console', ...(options.searchPath ? { search_path: options.searchPath } : {}) },
  });
}

/**
 * Connects to PostgreSQL, applies pending migrations (under an advisory lock) and listens for
 * the other instances. A database that cannot be reached stops the start with one line.
 */
export async function openPostgresStorage(url: string, options: PgOptions = {}): Promise<Omit<StorageBackend, 'repositories'>> {
  const where = describeDatabase(url);
  const pool = createPool(url, options);
  try {
    await pool`SELECT 1`;
  } catch (error) {
    await pool.end({ timeout: 1 }).catch(() => undefined);
    throw new StoreCorruptError(`Cannot connect to the PostgreSQL database at ${where} (DATABASE_URL): ${(error as Error).message}`);
  }
  try {
    await migrate(pool, options.log);
  } catch (error) {
    await pool.end({ timeout: 1 }).catch(() => undefined);
    throw error;
  }
  // Consoles sharing a database in different schemas (search_path) must not hear each other.
  const schema = options.searchPath ?? new URL(url).searchParams.get('search_path');
  const bus = new PgEventBus(pool, schema ? `console_${schema.replace(/[^a-z0-9_]/gi, '_')}` : 'console');
  return {
    kind: 'postgres',
    description: `PostgreSQL at ${where}`,
    db: new PgDb(pool),
    bus,
    async checkHealth() {
      await pool`SELECT 1`;
    },
    async close() {
      await bus.close();
      await pool.end({ timeout: 5 });
    },
  };
}
