// `npm run db:import -- DATA_DIR`: copies an embedded store (its snapshot and journal, read
// without opening it) into the PostgreSQL database of DATABASE_URL. Rows that already exist
// there are left as they are, so running it again changes nothing.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { embeddedMigrations } from '../src/server/store/embedded/migrations.ts';
import { loadSnapshot } from '../src/server/store/embedded/snapshot.ts';
import { openPostgresStorage, describeDatabase } from '../src/server/store/postgres/open-postgres.ts';
import { ALL_TABLES } from '../src/server/store/tables.ts';

const BATCH = 500;

try {
  const source = process.argv[2];
  if (!source) throw new ConfigError('Usage: npm run db:import -- <DATA_DIR of the embedded store>');
  const { databaseUrl } = loadConfig();
  if (!databaseUrl) throw new ConfigError('DATABASE_URL is not set: it names the PostgreSQL database to import into.');
  const dir = resolve(source);
  if (!existsSync(`${dir}/store.json`)) throw new ConfigError(`No embedded store in ${dir} (store.json is missing).`);
  const { snapshot } = await loadSnapshot(
    `${dir}/store.json`,
    [`${dir}/store.journal.old`, `${dir}/store.journal`],
    embeddedMigrations,
  );
  const target = await openPostgresStorage(databaseUrl, { log: (line) => console.info(line) });
  try {
    console.info(`Importing ${dir} into ${describeDatabase(databaseUrl)}`);
    for (const table of ALL_TABLES) {
      const rows = [...(snapshot.tables.get(table.name)?.values() ?? [])];
      let added = 0;
      for (let start = 0; start < rows.length; start += BATCH) {
        // One transaction per batch: one commit for many rows, and a batch lands whole or not at all.
        added += await target.db.transaction(async (tx) => {
          const collection = tx.collection(table);
          let count = 0;
          for (const row of rows.slice(start, start + BATCH)) if (await collection.insertIfAbsent(row)) count += 1;
          return count;
        });
      }
      console.info(
        `  ${table.name.padEnd(26)} ${String(rows.length).padStart(8)} rows, ${String(added).padStart(8)} new`,
      );
    }
    const unknown = [...snapshot.tables.keys()].filter((name) => !ALL_TABLES.some((t) => t.name === name));
    if (unknown.length > 0) console.warn(`Skipped tables this build does not know: ${unknown.join(', ')}`);
    console.info('Done. Start the console with this DATABASE_URL.');
  } finally {
    await target.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
