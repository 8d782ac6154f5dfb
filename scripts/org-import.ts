// `npm run org:import -- <archive.tar.gz>`: imports an organization archive (exported from the
// organization's settings) into the configured instance: DATA_DIR's embedded store, or
// DATABASE_URL's PostgreSQL. Everything is checked before anything is written; a refusal changes nothing.
// The embedded store has one writer: stop the console before importing into it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { ArchiveRejected, importOrganizationArchive } from '../src/server/sovereignty/archive/index.ts';
import { openStorage } from '../src/server/store/storage.ts';

try {
  const source = process.argv[2];
  if (!source) throw new ConfigError('Usage: npm run org:import -- <organization archive .tar.gz>');
  const archive = resolve(source);
  if (!existsSync(archive)) throw new ConfigError(`No file at ${archive}.`);
  const { dataDir, databaseUrl } = loadConfig();
  const backend = await openStorage({ dataDir, databaseUrl });
  try {
    console.info(`Importing ${archive} into ${backend.description}`);
    if (!databaseUrl) console.info('(The console must be stopped while importing into its embedded store.)');
    const result = await importOrganizationArchive(backend, archive);
    const organization = await backend.repositories.organizations.findById(result.organizationId);
    const members = await backend.repositories.users.listByOrganization(result.organizationId);
    console.info(
      `Imported the organization ${organization?.companyName ?? ''} (${result.organizationId}): ${result.users} members, ${result.records} records.`,
    );
    console.info('Passwords and two-factor secrets are never exported: every member signs in by choosing');
    console.info('"Forgot password?" on the sign-in page and following the e-mailed link to set a new password.');
    for (const owner of members.filter((u) => u.orgRole === 'owner')) console.info(`  owner: ${owner.email}`);
    console.info(
      'API tokens, kubeconfigs and webhook signing secrets did not come along (listed, revoked or switched off);',
    );
    console.info('saved payment methods and single sign-on must be set up again.');
  } finally {
    await backend.close();
  }
} catch (error) {
  if (error instanceof ArchiveRejected) {
    console.error(`Refused (${error.code}): ${error.message} Nothing was changed.`);
    process.exit(2);
  }
  console.error(error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error)));
  process.exit(1);
}
