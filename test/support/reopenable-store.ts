// A store a test opens, closes, puts back to the schema before a migration (with or without the
// rows that migration writes) and opens again, as a server starting on a new release finds it:
// for the backfill tests of the store's migrations.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage, type StorageBackend } from '../../src/server/store/storage.ts';
import { createSchema, postgresUrl, schemaClient } from './storage.ts';

/** Which migration to run again: its table, and its version on each backend. */
export type Rewind = { table: string; postgresVersion: number; embeddedVersion: number; dropRows: boolean };

/** A store that can be opened again, and put back to the schema before one migration. */
export type Reopenable = { open: () => Promise<StorageBackend>; rewind: (to: Rewind) => Promise<void> };

/** An embedded store in a fresh directory. */
export async function embeddedReopenable(): Promise<Reopenable> {
  const dataDir = await mkdtemp(join(tmpdir(), 'backfill-'));
  return {
    open: () => openStorage({ dataDir }),
    async rewind({ table, embeddedVersion, dropRows }) {
      const file = join(dataDir, 'store.json');
      const snapshot = JSON.parse(await readFile(file, 'utf8')) as {
        schemaVersion: number;
        tables: Record<string, unknown[]>;
      };
      snapshot.schemaVersion = embeddedVersion - 1;
      if (dropRows) snapshot.tables[table] = [];
      await writeFile(file, JSON.stringify(snapshot));
      if (!dropRows) return;
      // The journal replays on top of the snapshot (before migrations): its writes to the table go too.
      const journal = join(dataDir, 'store.journal');
      const entries = (await readFile(journal, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { s: number; o: [string, string, ...unknown[]][] });
      const kept = entries.map((entry) => ({ ...entry, o: entry.o.filter((op) => op[1] !== table) }));
      await writeFile(journal, kept.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    },
  };
}

/** A PostgreSQL store in a fresh schema. */
export async function postgresReopenable(): Promise<Reopenable> {
  const schema = await createSchema();
  const dataDir = await mkdtemp(join(tmpdir(), 'backfill-'));
  return {
    open: () => openStorage({ dataDir, databaseUrl: postgresUrl(), postgres: { searchPath: schema, max: 4 } }),
    async rewind({ table, postgresVersion, dropRows }) {
      const client = await schemaClient(schema);
      try {
        if (dropRows) await client.query(`DELETE FROM ${table}`);
        await client.query('DELETE FROM schema_migrations WHERE version = $1', [postgresVersion]);
      } finally {
        await client.end();
      }
    },
  };
}
