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
import type { ClusterSpec } from '../src/server/clusters/clusters.schemas.ts';
import type { PaymentProvider } from '../src/server/payments/payment-provider.ts';
import { openStorage, type StorageBackend } from '../src/server/store/storage.ts';
import { periodPriceUsdCents } from '../src/server/subscriptions/proration.ts';
import { catalogSeed } from '../src/server/catalog/catalog-seed.ts';
import { FRENCH_BILLING_PROFILE } from '../test/support/billing-fixtures.ts';
import { wireBilling } from '../test/support/billing-walk-world.ts';
import { runningClusterRecord } from '../test/support/cluster-records.ts';
import { summarize, type Percentiles } from './stats.ts';

const COUNT = Number(process.env.BENCH_RENEWALS) || 10_000;
const PERIOD_START = Date.UTC(2026, 9, 10, 9);
const PERIOD_END = Date.UTC(2026, 10, 10, 9);
const NOW = PERIOD_END + 3_600_000;

export type RenewalFigures = { backend: string; renewals: { due: number; renewed: number; charges: number; seconds: number; cpuSeconds: number; secondRunCharges: number; secondRunSeconds: number }; preview: Percentiles };
export type RenewalBenchReport = { backends: RenewalFigures[]; errors: string[] };

const spec = (name: string, count: number): ClusterSpec => ({
  name,
  tierId: 'standard',
  providerId: 'sovereign',
  regionId: 'fr-par-1',
  kubernetesVersion: '1.37',
  haControlPlane: false,
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count }],
  addonIds: ['monitoring'],
});

/** The provider's succeeded charges since the period began, page by page. */
async function chargeCount(provider: PaymentProvider): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await provider.listSucceededCharges({ from: new Date(PERIOD_START).toISOString(), to: new Date(NOW + 86_400_000).toISOString(), limit: 1000, cursor });
    count += page.charges.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return count;
}

/** COUNT organizations, each with a French billing profile, a default card and a cluster whose period ended. */
async function seed(storage: StorageBackend, provider: PaymentProvider): Promise<void> {
  const { repositories } = storage;
  const card = await provider.tokenizeCard({ number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123', name: 'Bench' });
  const periodPrice = periodPriceUsdCents(spec('x', 3), catalogSeed, 'monthly');
  for (let start = 0; start < COUNT; start += 500) {
    await Promise.all(
      Array.from({ length: Math.min(500, COUNT - start) }, async (_, k) => {
        const n = start + k;
        const created = await repositories.organizations.create({ companyName: `Renewal bench ${n}` });
        const organization = await repositories.organizations.change(created.id, () => ({ billingProfile: FRENCH_BILLING_PROFILE }));
        const id = `bench-renew-${n}`;
        const at = new Date(PERIOD_START).toISOString();
        await repositories.paymentMethods.create({ id: `pm-${id}`, organizationId: organization.id, kind: 'card', brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, holderName: 'Bench', mandateReference: null, country: null, isDefault: true, createdAt: at, providerToken: card.token, createdBy: 'bench' });
        await repositories.clusters.create(runningClusterRecord({ id, organizationId: organization.id, spec: spec(`renew-${n}`, 3), createdAt: at }));
        await repositories.clusterSubscriptions.create({
          id,
          organizationId: organization.id,
          clusterId: id,
          clusterName: `renew-${n}`,
          orderId: `order-${id}`,
          billingCycle: 'monthly',
          currency: 'EUR',
          rate: 0.9137,
          state: 'active',
          periodStart: at,
          periodEnd: new Date(PERIOD_END).toISOString(),
          chargedSpec: spec(`renew-${n}`, 3),
          periodPriceUsdCents: periodPrice,
          invoiceId: null,
          events: [],
          createdAt: at,
          updatedAt: at,
          changeClaim: null,
        });
      }),
    );
  }
}

async function measure(backend: string, databaseUrl: string | undefined): Promise<RenewalFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-renewals-'));
  const clock = { now: NOW };
  const storage = await openStorage({ dataDir, databaseUrl, postgres: { max: 10 } });
  try {
    const world = await wireBilling(storage, clock);
    const provider = world.commerce.provider;
    await seed(world.store.storage, provider);
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
    const organizationId = (await world.repositories.clusters.findAny('bench-renew-0'))?.organizationId ?? '';
    const times: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const t = performance.now();
      await world.clusters.preview(organizationId, 'bench-renew-0', { nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 4 + (i % 5) }] });
      times.push(performance.now() - t);
    }
    return { backend, renewals: { due: COUNT, renewed: first.renewed, charges, seconds, cpuSeconds, secondRunCharges, secondRunSeconds }, preview: summarize(times.slice(20)) };
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
    for (const [name, url] of [['embedded', undefined], ['postgres', postgres.url]] as const) {
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
    [b.backend, `renewal sweep, ${b.renewals.due} subscriptions due (${b.renewals.renewed} renewed, ${b.renewals.charges} charges; ${b.renewals.cpuSeconds.toFixed(1)} s CPU in process)`, '', `${b.renewals.seconds.toFixed(1)} s`, '≤ 60 s'],
    [b.backend, `the same sweep again (${b.renewals.secondRunCharges} charges)`, '', `${b.renewals.secondRunSeconds.toFixed(1)} s`, '0 charges'],
    [b.backend, 'change preview (spec checks + proration engine)', b.preview.p50.toFixed(1), b.preview.p99.toFixed(1), '< 50 ms p99'],
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runRenewalBenchmarks();
  console.info(JSON.stringify(report, null, 2));
}
