import { readdir, readFile } from 'node:fs/promises';
import type pg from 'pg';
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
export async function migrate(pool: pg.Pool, log: (line: string) => void = () => {}): Promise<number[]> {
  const migrations = await readMigrations();
  const latest = migrations.at(-1)?.version ?? 0;
  const connection = await pool.connect();
  const onError = () => undefined; // the failing query says it too; an unheard event would end the process
  connection.on('error', onError);
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await connection.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await connection.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    const applied = new Set(rows.map((row) => row.version));
    const newest = rows.at(-1)?.version ?? 0;
    if (newest > latest) {
      throw new StoreCorruptError(
        `The database in DATABASE_URL has schema version ${newest}, newer than this build knows (${latest}): run a newer release.`,
      );
    }
    const done: number[] = [];
    for (const migration of migrations.filter((m) => !applied.has(m.version))) {
      await connection.query('BEGIN');
      try {
        await connection.query(migration.sql);
        await connection.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK');
        throw new Error(`Migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`);
      }
      log(`Applied database migration ${migration.version}: ${migration.name}`);
      done.push(migration.version);
    }
    return done;
  } finally {
    await connection.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    connection.off('error', onError);
    connection.release();
  }
}

let shippedVersion: Promise<number> | undefined;

/** The newest migration this build ships, and the newest the database has applied. */
export async function schemaVersions(pool: pg.Pool): Promise<{ shipped: number; applied: number }> {
  shippedVersion ??= readMigrations().then((migrations) => migrations.at(-1)?.version ?? 0);
  const shipped = await shippedVersion;
  const { rows } = await pool.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return { shipped, applied: rows[0]?.version ?? 0 };
}
