// Subscriptions on both backends, in process on a test clock:
// - the renewal sweep over BENCH_RENEWALS cluster subscriptions (default 10 000) due at once, each
//   invoiced and charged from its organization's default card; then the same sweep again, which
//   must charge nothing (charges counted at the payment provider);
// - the change preview (POST /api/clusters/{id}/preview's service: the spec checked, then the
//   proration engine that charges it), p50/p99.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalPostgres } from '../scripts/local-postgres.ts';
import type { PaymentProvider } from '../src/server/payments/payment-provider.ts';
import { openStorage } from '../src/server/store/storage.ts';
import { wireBilling } from '../test/support/billing-walk-world.ts';
import { seedIds } from '../scripts/seed/seed-records.ts';
import { asAfterRestart, seedForBench, seedRow, type SeedTiming } from './seeded-data.ts';
import { summarize, type Percentiles } from './stats.ts';

const COUNT = Number(process.env.BENCH_RENEWALS) || 10_000;
// The seeded subscriptions' period: 10 October to 10 November, midnight.
const PERIOD_START = Date.UTC(2026, 9, 10);
const PERIOD_END = Date.UTC(2026, 10, 10);
const NOW = PERIOD_END + 3_600_000;

export type RenewalFigures = {
  backend: string;
  renewals: {
    due: number;
    renewed: number;
    charges: number;
    seconds: number;
    cpuSeconds: number;
    secondRunCharges: number;
    secondRunSeconds: number;
  };
  preview: Percentiles;
  seed: SeedTiming;
};
export type RenewalBenchReport = { backends: RenewalFigures[]; errors: string[] };

/** The provider's succeeded charges since the period began, page by page. */
async function chargeCount(provider: PaymentProvider): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await provider.listSucceededCharges({
      from: new Date(PERIOD_START).toISOString(),
      to: new Date(NOW + 86_400_000).toISOString(),
      limit: 1000,
      cursor,
    });
    count += page.charges.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return count;
}

/** The seeded data set as of 10 October 09:00: COUNT organizations, each with one cluster subscribed monthly since midnight. */
const SEED_ARGS = [
  '--organizations',
  String(COUNT),
  '--clusters-per-org',
  '1',
  '--months',
  '0',
  '--now',
  '2026-10-10T09:00:00Z',
];

async function measure(backend: string, databaseUrl: string | undefined): Promise<RenewalFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-renewals-'));
  const clock = { now: NOW };
  const storage = await openStorage({ dataDir, databaseUrl, postgres: { max: 10 } });
  try {
    const world = await wireBilling(storage, clock);
    const provider = world.commerce.provider;
    const seeded = await seedForBench(world.store.storage, SEED_ARGS);
    await asAfterRestart(world.store.storage);
    let started = performance.now();
    const cpu = process.cpuUsage();
    const first = await world.billing.clusterRenewals.renewDue();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    // This process's CPU only (PostgreSQL's own is not counted): a loaded machine stretches the wall time, not this.
    const cpuSeconds = (used.user + used.system) / 1e6;
    const charges = await chargeCount(provider);
    started = performance.now();
    await world.billing.clusterRenewals.renewDue();
    const secondRunSeconds = (performance.now() - started) / 1000;
    const secondRunCharges = (await chargeCount(provider)) - charges;
    // The preview of a raise on one renewed cluster, 200 times (the first 20 warm up).
    const clusterId = seedIds.cluster(1, 0);
    const organizationId = (await world.repositories.clusters.findAny(clusterId))?.organizationId ?? '';
    const times: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const t = performance.now();
      await world.clusters.preview(organizationId, clusterId, {
        nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 4 + (i % 5) }],
      });
      times.push(performance.now() - t);
    }
    return {
      backend,
      renewals: {
        due: COUNT,
        renewed: first.renewed,
        charges,
        seconds,
        cpuSeconds,
        secondRunCharges,
        secondRunSeconds,
      },
      preview: summarize(times.slice(20)),
      seed: seeded.timing,
    };
  } finally {
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runRenewalBenchmarks(): Promise<RenewalBenchReport> {
  const backends: RenewalFigures[] = [];
  const errors: string[] = [];
  const pgDir = mkdtempSync(join(tmpdir(), 'bench-renewals-pg-'));
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
export function formatRenewals(report: RenewalBenchReport): string[][] {
  return report.backends.flatMap((b) => [
    seedRow(b.backend, b.seed, '1 subscribed cluster each, its period ending 10 November'),
    [
      b.backend,
      `renewal sweep, ${b.renewals.due} subscriptions due (${b.renewals.renewed} renewed, ${b.renewals.charges} charges; ${b.renewals.cpuSeconds.toFixed(1)} s CPU in process)`,
      '',
      `${b.renewals.seconds.toFixed(1)} s`,
      '≤ 60 s',
    ],
    [
      b.backend,
      `the same sweep again (${b.renewals.secondRunCharges} charges)`,
      '',
      `${b.renewals.secondRunSeconds.toFixed(1)} s`,
      '0 charges',
    ],
    [
      b.backend,
      'change preview (spec checks + proration engine)',
      b.preview.p50.toFixed(1),
      b.preview.p99.toFixed(1),
      '< 50 ms p99',
    ],
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runRenewalBenchmarks();
  console.info(JSON.stringify(report, null, 2));
}
