// `npm run seed -- --organizations N --clusters-per-org M --months K [--big-org-clusters B]`:
// a realistic data set in the configured backend (DATA_DIR, or DATABASE_URL's PostgreSQL), for
// benchmarks and for trying the console at a provider's size. Running it again adds nothing.
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { openStorage } from '../src/server/store/storage.ts';
import { analyzeTables } from './seed/analyze-tables.ts';
import { parseSeedArgs } from './seed/seed-options.ts';
import { seedRealisticData } from './seed/realistic-data.ts';

try {
  const options = parseSeedArgs(process.argv.slice(2));
  const { dataDir, databaseUrl } = loadConfig();
  const backend = await openStorage({ dataDir, databaseUrl });
  try {
    console.info(
      `Seeding ${options.organizations} organizations (${options.clustersPerOrg} clusters each${options.bigOrgClusters ? `, the first with ${options.bigOrgClusters}` : ''}, ${options.months} months of history) into ${backend.description}`,
    );
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await seedRealisticData(backend, options, (line) => console.info(line));
    if (databaseUrl) await analyzeTables(databaseUrl);
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - started) / 1000;
    for (const [table, added] of Object.entries(result.added))
      console.info(`  ${table.padEnd(16)} ${String(added).padStart(9)} added`);
    const rows = Object.values(result.added).reduce((sum, added) => sum + added, 0);
    console.info(
      `${result.existing} organizations were already there. ${seconds.toFixed(1)} s (${((used.user + used.system) / 1e6).toFixed(1)} s CPU): ${Math.round(result.added.organizations / seconds)} organizations/s, ${Math.round(rows / seconds)} rows/s.`,
    );
    console.info(
      `Sign in as ${result.signIn.email} with the password ${result.signIn.password} (every seeded owner has it).`,
    );
  } finally {
    await backend.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error)));
  process.exit(1);
}
