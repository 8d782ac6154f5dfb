// `npm run restore -- FILE`: puts a backup made by `npm run backup` back, with the console
// stopped. PostgreSQL (DATABASE_URL): pg_restore, in one transaction. The embedded store
// (DATA_DIR): the backup becomes the store; the files it replaces are kept aside.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { restoreEmbedded } from '../src/server/store/backup/embedded-backup.ts';
import { findPostgresClient, restorePostgres } from '../src/server/store/backup/postgres-backup.ts';
import { describeDatabase } from '../src/server/store/postgres/pg-pool.ts';
import { findOrInstall } from './debian-package.ts';

try {
  const source = process.argv[2];
  if (!source) throw new ConfigError('Usage: npm run restore -- FILE (stop the console first)');
  const file = resolve(source);
  const { databaseUrl, dataDir } = loadConfig();
  if (databaseUrl) {
    const pgRestore = findOrInstall('postgresql-client', () => findPostgresClient('pg_restore'));
    await restorePostgres(databaseUrl, file, pgRestore);
    console.info(`Restored ${file} into ${describeDatabase(databaseUrl)}. Start the console.`);
  } else {
    const { keptAside, rows } = await restoreEmbedded(await readFile(file, 'utf8'), resolve(dataDir));
    console.info(
      `Restored ${file} into ${resolve(dataDir)} (${rows} rows).${keptAside ? ` The previous files are in ${keptAside}.` : ''} Start the console.`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
