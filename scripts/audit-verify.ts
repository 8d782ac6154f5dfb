// `npm run audit:verify [organization id]`: checks each organization's audit log, a hash chain
// (every entry holds the hash of the one before and of itself), and exits 1 at the first entry
// changed, removed or added behind the console's back. PostgreSQL: safe while the console runs.
// The embedded store: stop the console first (one process opens it at a time).
import { resolve } from 'node:path';
import { loadConfig } from '../src/server/config/config.ts';
import { createAuditRepository } from '../src/server/audit/audit.repository.ts';
import { verifyAuditChains } from '../src/server/audit/verify-chains.ts';
import { openStorage } from '../src/server/store/storage.ts';
import { describeDatabase } from '../src/server/store/postgres/pg-pool.ts';

try {
  const config = loadConfig();
  const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = config.databaseUrl
    ? describeDatabase(config.databaseUrl)
    : `the embedded store in ${resolve(config.dataDir)}`;
  try {
    const checks = await verifyAuditChains(createAuditRepository(storage.db), process.argv[2]);
    let broken = 0;
    for (const check of checks) {
      const notes = [
        check.unlinked > 0 ? `${check.unlinked} older entries written before the chain` : '',
        check.redacted > 0 ? `${check.redacted} erased by retention, still linked` : '',
        check.redactedUnchecked > 0
          ? `of which ${check.redactedUnchecked} written before retention: their links checked, not their content`
          : '',
      ].filter(Boolean);
      const before = notes.length > 0 ? ` (${notes.join('; ')})` : '';
      if (check.broken) {
        broken += 1;
        console.error(
          `${check.chain}: BROKEN at entry ${check.broken.seq ?? '?'} (${check.broken.id}): ${check.broken.reason}.`,
        );
      } else {
        console.info(`${check.chain}: ${check.linked} entries, every link holds${before}.`);
      }
    }
    console.info(`${where}: ${checks.length} chain(s) checked, ${broken} broken.`);
    if (broken > 0) process.exitCode = 1;
  } finally {
    await storage.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
