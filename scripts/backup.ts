// `npm run backup -- FILE`: a consistent copy of the running console's data, taken while it
// keeps working. PostgreSQL (DATABASE_URL): pg_dump in custom format. The embedded store
// (DATA_DIR): one snapshot file of every table, read without stopping the console. Either way
// the file is readable by its owner alone (0600), and the secrets in it are sealed.
import { chmod, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { backupEmbedded } from '../src/server/store/backup/embedded-backup.ts';
import { backupPostgres, findPostgresClient } from '../src/server/store/backup/postgres-backup.ts';
import { describeDatabase } from '../src/server/store/postgres/pg-pool.ts';
import { findOrInstall } from './debian-package.ts';

try {
  const target = process.argv[2];
  if (!target) throw new ConfigError('Usage: npm run backup -- FILE');
  const file = resolve(target);
  const { databaseUrl, dataDir } = loadConfig();
  const started = Date.now();
  if (databaseUrl) {
    const pgDump = findOrInstall('postgresql-client', () => findPostgresClient('pg_dump'));
    await backupPostgres(databaseUrl, file, pgDump);
    console.info(
      `Backed up ${describeDatabase(databaseUrl)} to ${file} (pg_dump custom format) in ${Date.now() - started} ms.`,
    );
  } else {
    const { text, tables, rows } = await backupEmbedded(resolve(dataDir));
    await writeFile(file, text, { mode: 0o600 });
    // An existing file keeps its mode on overwrite: a backup holds every record, it is private.
    await chmod(file, 0o600);
    console.info(
      `Backed up the embedded store in ${resolve(dataDir)} to ${file}: ${tables} tables, ${rows} rows, in ${Date.now() - started} ms.`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
