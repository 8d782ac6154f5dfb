// `npm run db:migrate`: applies the PostgreSQL migrations of this build to DATABASE_URL, alone
// (the console also applies them at start, under the same advisory lock).
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { migrate } from '../src/server/store/postgres/migrate.ts';
import { createPool, describeDatabase } from '../src/server/store/postgres/open-postgres.ts';

try {
  const { databaseUrl } = loadConfig();
  if (!databaseUrl)
    throw new ConfigError('DATABASE_URL is not set: nothing to migrate (the embedded store migrates itself at start).');
  const pool = createPool(databaseUrl, { max: 1 });
  try {
    const applied = await migrate(pool, (line) => console.info(line));
    console.info(
      applied.length
        ? `${describeDatabase(databaseUrl)}: ${applied.length} migration(s) applied.`
        : `${describeDatabase(databaseUrl)}: already up to date.`,
    );
  } finally {
    await pool.end();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
