// Reads what a running server's embedded store holds, from its files, without opening it
// (a data folder belongs to one process): the snapshot plus the journal written since.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { embeddedMigrations } from '../../src/server/store/embedded/migrations.ts';
import { loadSnapshot } from '../../src/server/store/embedded/snapshot.ts';

/** Every table's rows, as the server would see them after a restart. */
export async function readStoredTables(dataDir: string): Promise<Record<string, Record<string, unknown>[]>> {
  const { snapshot } = await loadSnapshot(
    join(dataDir, 'store.json'),
    [join(dataDir, 'store.journal.old'), join(dataDir, 'store.journal')],
    embeddedMigrations,
  );
  return Object.fromEntries(
    [...snapshot.tables].map(([name, rows]) => [name, [...rows.values()] as Record<string, unknown>[]]),
  );
}

/** The raw text of the store's files: for checks that a secret was never written. */
export async function readStoreText(dataDir: string): Promise<string> {
  const parts = await Promise.all(
    ['store.json', 'store.journal'].map((name) => readFile(join(dataDir, name), 'utf8').catch(() => '')),
  );
  return parts.join('\n');
}
