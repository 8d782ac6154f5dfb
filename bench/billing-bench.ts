// Usage and month-end billing on both backends, in process on a test clock:
// - the usage report of 50 clusters over 90 days by the hour (p99 of the service plus its JSON);
// - a month-end invoicing run over BENCH_BILLING_ORGS organizations (default 10 000) of the seeded
//   data set (seeded-data.ts), metering of the last hour included, then the same run again.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalPostgres } from '../scripts/local-postgres.ts';
import { BillingNotices } from '../src/server/billing/billing-notices.ts';
import { MonthlyInvoicing } from '../src/server/billing/monthly-invoicing.ts';
import { catalogSeed } from '../src/shared/catalog-seed.ts';
import type { ClusterSpec } from '../src/shared/clusters/clusters.schemas.ts';
import { runningClusterRecord } from '../test/support/cluster-records.ts';
import { asAfterRestart, seedForBench, seedRow, type SeedTiming } from './seeded-data.ts';
import { MailQueue } from '../src/server/mail/mail-queue.ts';
import { NotificationService } from '../src/server/notifications/notifications.service.ts';
import { SecretBox } from '../src/server/secrets/secret-box.ts';
import { TestPaymentProvider } from '../src/server/payments/test-provider.ts';
import { openStorage, type StorageBackend } from '../src/server/store/storage.ts';
import { UsageQueryService } from '../src/server/usage/usage-query.service.ts';
import { UsageMeter } from '../src/server/usage/usage.service.ts';
import { summarize, type Percentiles } from './stats.ts';

const ORGS = Number(process.env.BENCH_BILLING_ORGS) || 10_000;
const RATES = { USD: 1, EUR: 0.91, GBP: 0.78 } as const;
const NOW = Date.UTC(2026, 10, 1, 0, 30);

export type BillingFigures = {
  backend: string;
  usage50x90Hourly: Percentiles;
  invoicing: {
    organizations: number;
    invoiced: number;
    seconds: number;
    cpuSeconds: number;
    secondRunSeconds: number;
    seed: SeedTiming;
  };
};
export type BillingBenchReport = { backends: BillingFigures[]; errors: string[] };

const spec = (name: string, count: number): ClusterSpec => ({
  name,
  tierId: 'standard',
  providerId: 'sovereign',
  regionId: 'fr-par-1',
  kubernetesVersion: '1.36',
  haControlPlane: false,
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count }],
  addonIds: ['monitoring'],
});

const clusterRecord = (
  id: string,
  organizationId: string,
  name: string,
  createdAt: string,
  meteredUntil: string | null,
) => runningClusterRecord({ id, organizationId, spec: spec(name, 3), createdAt, meteredUntil });

/** The month-end run's services on `storage`, on the bench's test clock. */
export function servicesOf(storage: StorageBackend) {
  const { repositories } = storage;
  const now = () => NOW;
  const rateOf = async (currency: keyof typeof RATES) => RATES[currency];
  const meter = new UsageMeter({ repositories, catalog: repositories.catalog, now });
  const usage = new UsageQueryService({ repositories, catalog: repositories.catalog, meter, rateOf, now });
  const notifications = new NotificationService(repositories.notifications, { publish: () => {} }, now);
  const notices = new BillingNotices({
    notifications,
    mailer: new MailQueue(repositories, new SecretBox(randomBytes(32))),
    repositories,
    publicOrigin: 'http://localhost:4321',
  });
  const invoicing = new MonthlyInvoicing({
    repositories,
    catalog: repositories.catalog,
    meter,
    usage,
    provider: new TestPaymentProvider(storage.db, now),
    notices,
    rateOf,
    now,
  });
  return { meter, usage, invoicing };
}

/** 50 clusters with 90 metered days each (synthetic hourly amounts), then the report 30 times. */
async function usageReport(storage: StorageBackend): Promise<Percentiles> {
  const { repositories } = storage;
  const organization = await repositories.organizations.create({ companyName: 'Usage bench' });
  const days = Array.from({ length: 90 }, (_, i) => new Date(NOW - (90 - i) * 86_400_000).toISOString().slice(0, 10));
  for (let c = 0; c < 50; c += 1) {
    const id = `bench-usage-${c}`;
    await repositories.clusters.create(
      clusterRecord(
        id,
        organization.id,
        `usage-${c}`,
        `${days[0]}T00:00:00.000Z`,
        new Date(NOW - (NOW % 3_600_000)).toISOString(),
      ),
    );
    await repositories.transaction(async (tx) => {
      for (const day of days) {
        await tx.usage.addHours({ clusterId: id, organizationId: organization.id, day }, (record) => ({
          ...record,
          kinds: {
            'control-plane': Array.from({ length: 24 }, () => 80_822),
            nodes: Array.from({ length: 24 }, () => 98_700 + c),
          },
          nodeHours: Array.from({ length: 24 }, () => 3),
          updatedAt: new Date(NOW).toISOString(),
        }));
      }
    });
  }
  const { usage } = servicesOf(storage);
  const query = {
    from: `${days[0]}T00:00:00Z`,
    to: new Date(NOW - (NOW % 86_400_000)).toISOString(),
    granularity: 'hour' as const,
    currency: 'EUR' as const,
    format: 'json' as const,
  };
  const times: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const started = performance.now();
    JSON.stringify(await usage.report(organization.id, query));
    times.push(performance.now() - started);
  }
  return summarize(times.slice(3));
}

/**
 * The seeded data set (`npm run seed`) as of 31 October 23:00: ORGS organizations, each with a
 * subscribed cluster and one paying as it goes, metered up to that hour; then the 1 November run
 * (the last hour metered, October invoiced and collected from the saved cards).
 */
async function invoicingRun(storage: StorageBackend) {
  const seeded = await seedForBench(storage, [
    '--organizations',
    String(ORGS),
    '--clusters-per-org',
    '2',
    '--months',
    '0',
    '--now',
    '2026-10-31T23:00:00Z',
  ]);
  await asAfterRestart(storage);
  const { invoicing } = servicesOf(storage);
  let started = performance.now();
  const cpu = process.cpuUsage();
  const outcome = await invoicing.run('2026-10');
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  // This process's CPU only (PostgreSQL's own is not counted): a loaded machine stretches the wall time, not this.
  const cpuSeconds = (used.user + used.system) / 1e6;
  started = performance.now();
  await invoicing.run('2026-10');
  const secondRunSeconds = (performance.now() - started) / 1000;
  return {
    organizations: outcome.organizations,
    invoiced: outcome.invoiced,
    seconds,
    cpuSeconds,
    secondRunSeconds,
    seed: seeded.timing,
  };
}

async function measure(backend: string, databaseUrl: string | undefined): Promise<BillingFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-billing-'));
  const storage = await openStorage({ dataDir, databaseUrl, postgres: { max: 10 } });
  try {
    await storage.repositories.catalog.sync(catalogSeed);
    return { backend, usage50x90Hourly: await usageReport(storage), invoicing: await invoicingRun(storage) };
  } finally {
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runBillingBenchmarks(): Promise<BillingBenchReport> {
  const backends: BillingFigures[] = [];
  const errors: string[] = [];
  const pgDir = mkdtempSync(join(tmpdir(), 'bench-billing-pg-'));
  chmodSync(pgDir, 0o755);
  const postgres = await startLocalPostgres({ dir: join(pgDir, 'data') });
  try {
    for (const [name, url] of [
      ['embedded', undefined],
      ['postgres', postgres.url],
    ] as const) {
      try {
        backends.push(await measure(name, url));
      } catch (error) {
        errors.push(`${name}: ${(error as Error).stack ?? (error as Error).message}`);
      }
    }
  } finally {
    postgres.stop();
    rmSync(pgDir, { recursive: true, force: true });
  }
  return { backends, errors };
}

/** Table rows for the harness's summary. */
export function formatBilling(report: BillingBenchReport): string[][] {
  return report.backends.flatMap((b) => [
    [
      b.backend,
      'GET /api/usage 50 clusters × 90 days hourly (service + JSON)',
      b.usage50x90Hourly.p50.toFixed(1),
      b.usage50x90Hourly.p99.toFixed(1),
      '< 100 ms p99',
    ],
    seedRow(b.backend, b.invoicing.seed, '2 clusters each, one subscribed, metered to 31 October 23:00'),
    [
      b.backend,
      `month-end run, ${b.invoicing.organizations} organizations (${b.invoicing.invoiced} invoiced; ${b.invoicing.cpuSeconds.toFixed(1)} s CPU in process)`,
      '',
      `${b.invoicing.seconds.toFixed(1)} s`,
      b.backend === 'embedded' ? '≤ 30 s' : '≤ 60 s',
    ],
    [b.backend, 'the same run again (nothing to issue)', '', `${b.invoicing.secondRunSeconds.toFixed(1)} s`, ''],
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runBillingBenchmarks();
  console.info(JSON.stringify(report, null, 2));
}
