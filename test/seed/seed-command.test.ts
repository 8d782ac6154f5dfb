// `npm run seed`'s data set on both backends: what it says it creates is there, the printed
// owner signs in with the printed password, and running it again (or larger) adds only what is
// missing.
import { describe, expect, it } from 'vitest';
import { seedRealisticData, type SeedCounts } from '../../scripts/seed/realistic-data.ts';
import { parseSeedArgs } from '../../scripts/seed/seed-options.ts';
import { clusterEventsTable } from '../../src/server/clusters/cluster-events.repository.ts';
import { clustersTable } from '../../src/server/clusters/clusters.repository.ts';
import { invoicesTable } from '../../src/server/invoices/invoices.repository.ts';
import { ordersTable } from '../../src/server/orders/orders.repository.ts';
import { organizationsTable } from '../../src/server/organizations/organizations.repository.ts';
import { verifyPassword } from '../../src/server/passwords/password-hasher.ts';
import { paymentMethodsTable } from '../../src/server/payments/payment-methods.repository.ts';
import { withRepositories } from '../../src/server/store/contract/contract-backend.ts';
import type { StorageBackend } from '../../src/server/store/storage.ts';
import { clusterSubscriptionsTable } from '../../src/server/subscriptions/cluster-subscriptions.repository.ts';
import { usageDaysTable } from '../../src/server/usage/usage.repository.ts';
import { usersTable } from '../../src/server/users/users.repository.ts';
import { countersTable } from '../../src/server/store/counters.repository.ts';
import type { Row } from '../../src/server/store/db.ts';
import type { TableSpec } from '../../src/server/store/table-spec.ts';
import { testProviderTable } from '../../src/server/payments/test-provider.repository.ts';
import { BACKENDS, embeddedBackend, postgresBackend } from '../support/storage.ts';

// 15 October 12:00: clusters started 15 September, one renewal since, September's usage invoiced.
const NOW = '2026-10-15T12:00:00Z';
const args = (organizations: number) =>
  parseSeedArgs([
    '--organizations',
    String(organizations),
    '--clusters-per-org',
    '2',
    '--months',
    '1',
    '--big-org-clusters',
    '6',
    '--now',
    NOW,
  ]);

async function tableCounts(storage: StorageBackend): Promise<SeedCounts> {
  const { db } = storage;
  return {
    organizations: await db.collection(organizationsTable).count(),
    users: await db.collection(usersTable).count(),
    paymentMethods: await db.collection(paymentMethodsTable).count(),
    clusters: await db.collection(clustersTable).count(),
    clusterEvents: await db.collection(clusterEventsTable).count(),
    orders: await db.collection(ordersTable).count(),
    subscriptions: await db.collection(clusterSubscriptionsTable).count(),
    invoices: await db.collection(invoicesTable).count(),
    usageDays: await db.collection(usageDaysTable).count(),
  };
}

/** What N organizations hold: 2 clusters each (one subscribed) but the first, with 6 (3 subscribed); 31 days of usage each. */
const expected = (n: number): SeedCounts => {
  const clusters = (n - 1) * 2 + 6;
  const subscribed = n - 1 + 3;
  // Each subscription: its order's invoice and one renewal's; each organization: September's usage.
  return {
    organizations: n,
    users: n,
    paymentMethods: n,
    clusters,
    clusterEvents: clusters,
    orders: subscribed,
    subscriptions: subscribed,
    invoices: subscribed * 2 + n,
    usageDays: clusters * 31,
  };
};

const none: SeedCounts = {
  organizations: 0,
  users: 0,
  paymentMethods: 0,
  clusters: 0,
  clusterEvents: 0,
  orders: 0,
  subscriptions: 0,
  invoices: 0,
  usageDays: 0,
};

describe.each(BACKENDS)('npm run seed on %s', (_name, makeBackend) => {
  it('creates what it reports, and a second run adds nothing', () =>
    withRepositories(makeBackend, async (repositories, _backend, storage) => {
      const first = await seedRealisticData(storage, args(20));
      expect(first.added).toEqual(expected(20));
      expect(await tableCounts(storage)).toEqual(expected(20));

      // The printed owner is a verified member of a billed organization, with its card and clusters.
      const owner = await repositories.users.findByLogin(first.signIn.email);
      expect(owner?.emailVerified).toBe(true);
      expect(await verifyPassword(owner?.passwordHash ?? '', first.signIn.password)).toBe(true);
      const organization = await repositories.organizations.findById(owner?.organizationId ?? '');
      expect(organization?.billingCurrency).toBe('EUR');
      expect(
        (await repositories.paymentMethods.list(organization?.id ?? '')).map((m) => [m.last4, m.isDefault]),
      ).toEqual([['4242', true]]);
      const subscriptions = await repositories.clusterSubscriptions.listForOrganizations([organization?.id ?? '']);
      expect(subscriptions.map((s) => [s.state, s.periodStart, s.periodEnd])).toEqual(
        Array.from({ length: 3 }, () => ['active', '2026-10-15T00:00:00.000Z', '2026-11-15T00:00:00.000Z']),
      );
      const september = await repositories.invoices.findMany([`usage-${organization?.id}-2026-09`]);
      expect([...september.values()].map((i) => [i.paymentStatus, i.usagePeriod, i.total > 0])).toEqual([
        ['paid', '2026-09', true],
      ]);

      const again = await seedRealisticData(storage, args(20));
      expect(again.added).toEqual(none);
      expect(again.existing).toBe(20);
      expect(await tableCounts(storage)).toEqual(expected(20));
    }));

  it('adds only the missing organizations when asked for more, numbering on', () =>
    withRepositories(makeBackend, async (_repositories, _backend, storage) => {
      await seedRealisticData(storage, args(12));
      const more = await seedRealisticData(storage, args(20));
      expect(more.existing).toBe(12);
      expect(more.added.organizations).toBe(8);
      expect(await tableCounts(storage)).toEqual(expected(20));
      // Every invoice has its own number in the year's sequence.
      const numbers = (await storage.db.collection(invoicesTable).list()).map((i) => i.number);
      expect(new Set(numbers).size).toBe(numbers.length);
    }));
});

/** Every table the seed writes, each table's records in id order (without what differs by run). */
async function seededRecords(storage: StorageBackend): Promise<Record<string, Row[]>> {
  const tables: TableSpec<Row>[] = [
    organizationsTable,
    usersTable,
    paymentMethodsTable,
    testProviderTable,
    clustersTable,
    clusterEventsTable,
    ordersTable,
    clusterSubscriptionsTable,
    invoicesTable,
    usageDaysTable,
    countersTable,
  ] as unknown as TableSpec<Row>[];
  const records: Record<string, Row[]> = {};
  for (const table of tables) {
    const rows = await storage.db.collection(table).list();
    records[table.name] = rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  // What differs from run to run: when a counter was last reserved from, the password's salt.
  const without = (table: string, field: string) =>
    (records[table] = (records[table] ?? []).map((row) => ({ ...row, [field]: 'differs by run' })));
  without(countersTable.name, 'updatedAt');
  without(usersTable.name, 'passwordHash');
  return records;
}

/** Seeds 20 organizations into a fresh backend, closes it, and reads back what a restarted server finds. */
async function seedAndReopen(
  makeBackend: typeof embeddedBackend | typeof postgresBackend,
  write: { bulk: boolean; batchSize?: number },
): Promise<Record<string, Row[]>> {
  const backend = await makeBackend();
  const first = await backend.open();
  try {
    expect((await seedRealisticData(first.storage, args(20), () => {}, write)).added).toEqual(expected(20));
  } finally {
    await first.close();
  }
  const again = await backend.open();
  try {
    return await seededRecords(again.storage);
  } finally {
    await again.close();
  }
}

describe('npm run seed in bulk', () => {
  it('leaves, after a restart, the records the journaled batches leave, on either backend', async () => {
    const journaled = await seedAndReopen(embeddedBackend, { bulk: false });
    expect(journaled.usage_days?.length).toBe(expected(20).usageDays);
    // The embedded store's bulk load (one snapshot at the end) and PostgreSQL's (COPY, and
    // batches of 3 organizations written two at once, numbered in turn).
    expect(await seedAndReopen(embeddedBackend, { bulk: true })).toEqual(journaled);
    expect(await seedAndReopen(embeddedBackend, { bulk: true, batchSize: 3 })).toEqual(journaled);
    expect(await seedAndReopen(postgresBackend, { bulk: true })).toEqual(journaled);
    expect(await seedAndReopen(postgresBackend, { bulk: true, batchSize: 3 })).toEqual(journaled);
  });
});
