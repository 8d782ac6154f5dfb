// Where the month-end run's time goes, on one backend at a chosen scale: the seeded data set
// (as the billing bench seeds it), then `MonthlyInvoicing.run` under the inspector's CPU profiler,
// with every PostgreSQL statement counted by its text.
// Usage: node bench/billing-profile.ts [embedded|postgres] [organizations] [entries]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startLocalPostgres, type LocalPostgres } from '../scripts/local-postgres.ts';
import { catalogSeed } from '../src/shared/catalog-seed.ts';
import type { Db } from '../src/server/store/db.ts';
import { EmbeddedDb } from '../src/server/store/embedded/embedded-db.ts';
import { openStorage } from '../src/server/store/storage.ts';
import { servicesOf } from './billing-bench.ts';
import { topEntries } from './json-profile.ts';
import { formatTable } from './page-weight.ts';
import { asAfterRestart, seedForBench } from './seeded-data.ts';

type CpuProfile = Parameters<typeof topEntries>[0];

/** Counts every statement a pg client sends (and the time until its answer), by its text with `$n` lists folded. */
function countStatements(): { counts: Map<string, number>; millis: Map<string, number>; stop: () => void } {
  const counts = new Map<string, number>();
  const millis = new Map<string, number>();
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0];
    const text = typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');
    const key = text
      .replace(/\s+/g, ' ')
      .replace(/\$\d+(, ?\$\d+)*/g, '$n')
      .replace(/\(\$n\)(, ?\(\$n\))+/g, '($n)…')
      .slice(0, 110);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const started = performance.now();
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    const done = () => millis.set(key, (millis.get(key) ?? 0) + performance.now() - started);
    if (result instanceof Promise) result.then(done, done);
    return result;
  } as typeof original;
  return { counts, millis, stop: () => (pg.Client.prototype.query = original) };
}

/** Resolves once `progress` (statements sent, journal bytes) has not moved for a second. */
async function settled(progress: () => number): Promise<void> {
  for (let last = -1; progress() !== last; ) {
    last = progress();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const journalSize = (db: Db) => (db instanceof EmbeddedDb ? db.store.journalSize : 0);

const backend = process.argv[2] === 'postgres' ? 'postgres' : 'embedded';
const organizations = Number(process.argv[3]) || 1000;
const entries = Number(process.argv[4]) || 25;
const dir = mkdtempSync(join(tmpdir(), 'bench-billing-profile-'));
chmodSync(dir, 0o755);
let postgres: LocalPostgres | undefined;
try {
  if (backend === 'postgres') postgres = await startLocalPostgres({ dir: join(dir, 'pg') });
  const storage = await openStorage({ dataDir: join(dir, 'data'), databaseUrl: postgres?.url, postgres: { max: 10 } });
  try {
    await storage.repositories.catalog.sync(catalogSeed);
    await seedForBench(storage, [
      '--organizations',
      String(organizations),
      '--clusters-per-org',
      '2',
      '--months',
      '0',
      '--now',
      '2026-10-31T23:00:00Z',
    ]);
    await asAfterRestart(storage);
    const { invoicing } = servicesOf(storage);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 500 });
    const statements = countStatements();
    const cpu = process.cpuUsage();
    const started = performance.now();
    await session.post('Profiler.start');
    const outcome = await invoicing.run('2026-10');
    const seconds = (performance.now() - started) / 1000;
    // What the run leaves behind (notifications after its commits, a compaction) belongs to it too.
    await settled(() =>
      backend === 'postgres' ? [...statements.counts.values()].reduce((a, b) => a + b, 0) : journalSize(storage.db),
    );
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
    const used = process.cpuUsage(cpu);
    statements.stop();
    session.disconnect();
    console.info(
      `${backend}, ${organizations} organizations: ${outcome.invoiced} invoiced, ${outcome.credited} credited; ${seconds.toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU in process (until its after-commit work settled)`,
    );
    const top = topEntries(profile, entries, { lengthMicros: profile.endTime - profile.startTime, beforeEndMicros: 0 });
    console.info(
      formatTable(
        ['self', 'function', 'where'],
        top.map((e) => [`${(e.share * 100).toFixed(1)} %`, e.name, e.where]),
      ),
    );
    if (backend === 'postgres') {
      const total = [...statements.counts.values()].reduce((a, b) => a + b, 0);
      console.info(`${total} statements, ${(total / organizations).toFixed(2)} per organization`);
      const rows = [...statements.counts].sort((a, b) => b[1] - a[1]).slice(0, entries);
      console.info(
        formatTable(
          ['count', 'ms until answered', 'statement'],
          rows.map(([text, count]) => [String(count), (statements.millis.get(text) ?? 0).toFixed(0), text]),
        ),
      );
    }
  } finally {
    await storage.close();
  }
} finally {
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
}
