import { readdir, readFile } from 'node:fs/promises';
import type postgres from 'postgres';
import { StoreCorruptError } from '../durable-file.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
// One key for every instance of the console: whoever holds it migrates, the others wait.
const LOCK_KEY = 7_364_912_001;

/** A numbered SQL migration: `NNN_description.sql`. */
export type SqlMigration = { version: number; name: string; sql: string };

/** The migrations shipped with this build, in order. */
export async function readMigrations(): Promise<SqlMigration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name)).sort();
  return Promise.all(
    files.map(async (name) => ({
      version: Number(name.slice(0, 3)),
      name: name.slice(4, -4),
      sql: await readFile(new URL(name, MIGRATIONS_DIR), 'utf8'),
    })),
  );
}

/**
 * Applies pending migrations under a PostgreSQL advisory lock, each in its own transaction,
 * so instances starting together never race. A database migrated by a newer build stops the
 * start: this build would not know its tables. Returns the versions applied.
 */
export async function migrate(pool: postgres.Sql, log: (line: string) => void = () => {}): Promise<number[]> {
  const migrations = await readMigrations();
  const latest = migrations.at(-1)?.version ?? 0;
  const connection = await pool.reserve();
  try {
    await connection.unsafe('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await connection.unsafe(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = await connection.unsafe<{ version: number }[]>('SELECT version FROM schema_migrations ORDER BY version');
    const applied = new Set(rows.map((row) => row.version));
    const newest = rows.at(-1)?.version ?? 0;
    if (newest > latest) {
      throw new StoreCorruptError(
        `The database in DATABASE_URL has schema version ${newest}, newer than this build knows (${latest}): run a newer release.`,
      );
    }
    const done: number[] = [];
    for (const migration of migrations.filter((m) => !applied.has(m.version))) {
      await connection.unsafe('BEGIN');
      try {
        await connection.unsafe(migration.sql);
        await connection.unsafe('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
        await connection.unsafe('COMMIT');
      } catch (error) {
        await connection.unsafe('ROLLBACK');
        throw new Error(`Migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`);
      }
      log(`Applied database migration ${migration.version}: ${migration.name}`);
      done.push(migration.version);
    }
    return done;
  } finally {
    await connection.unsafe('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    connection.release();
  }
}
