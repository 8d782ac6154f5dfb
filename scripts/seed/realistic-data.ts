// `npm run seed`'s work on an open backend: organizations written a batch at a time, each batch
// one transaction through the store's bulk insert, so an organization is there whole or not at
// all, and a second run (or a larger one) only adds the organizations that are missing.
import { catalogSeed } from '../../src/shared/catalog-seed.ts';
import { clusterEventsTable } from '../../src/server/clusters/cluster-events.repository.ts';
import { clustersTable } from '../../src/server/clusters/clusters.repository.ts';
import { invoiceNumber, sequenceName } from '../../src/server/invoices/invoice-builder.ts';
import { invoicesTable } from '../../src/server/invoices/invoices.repository.ts';
import { ordersTable } from '../../src/server/orders/orders.repository.ts';
import { organizationsTable } from '../../src/server/organizations/organizations.repository.ts';
import { hashPassword } from '../../src/server/passwords/password-hasher.ts';
import { paymentMethodsTable } from '../../src/server/payments/payment-methods.repository.ts';
import { testProviderVault } from '../../src/server/payments/test-provider.repository.ts';
import { createCounterRepository } from '../../src/server/store/counters.repository.ts';
import type { Db, Row } from '../../src/server/store/db.ts';
import { EmbeddedDb } from '../../src/server/store/embedded/embedded-db.ts';
import type { StorageBackend } from '../../src/server/store/storage.ts';
import type { TableSpec } from '../../src/server/store/table-spec.ts';
import { clusterSubscriptionsTable } from '../../src/server/subscriptions/cluster-subscriptions.repository.ts';
import { usageDaysTable } from '../../src/server/usage/usage.repository.ts';
import { usersTable } from '../../src/server/users/users.repository.ts';
import { UsageHistory } from './seed-history.ts';
import { organizationSeed, seedCalendar, type Numbering, type OrganizationSeed } from './seed-organization.ts';
import type { SeedOptions } from './seed-options.ts';
import { ownerEmail, seedIds } from './seed-records.ts';

/** Rows added by one run, by table (0 everywhere when everything was already there). */
export type SeedCounts = {
  organizations: number;
  users: number;
  paymentMethods: number;
  clusters: number;
  clusterEvents: number;
  orders: number;
  subscriptions: number;
  invoices: number;
  usageDays: number;
};

/** What a run did: rows added, organizations already there, and who to sign in as. */
export type SeedResult = { added: SeedCounts; existing: number; signIn: { email: string; password: string } };

/** The test provider's vaulted card every seeded organization saved (4242…: every charge succeeds). */
const CARD_TOKEN = 'card_seed_4242';
const BATCH = 200;
/** Organizations built between two turns of the event loop (the batch before streams out meanwhile). */
const YIELD_EVERY = 10;

/** A number placeholder filled once the batch's numbers are reserved (in the transaction). */
class PendingNumbers implements Numbering {
  readonly wanted = new Map<string, number>();
  #take(sequence: string) {
    const k = this.wanted.get(sequence) ?? 0;
    this.wanted.set(sequence, k + 1);
    return `\u0000${sequence}\u0000${k}`;
  }
  invoice = (issuedAt: Date) => this.#take(sequenceName('INV', issuedAt.getUTCFullYear()));
  order = (at: Date) => this.#take(`order-${at.getUTCFullYear()}`);
}

/**
 * Where a batch stands among those written at once: it reserves its numbers once the batch
 * before it has (`before`), and says when it has (`reserved`), so numbers follow organizations.
 */
type Turn = { before: Promise<void>; reserved: () => void };

async function writeBatch(
  db: Db,
  seeds: readonly OrganizationSeed[],
  pending: PendingNumbers,
  counts: SeedCounts,
  turn: Turn,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Counted once written (`counts.x += await …` would read the count before a batch written alongside).
    const add = async <T extends Row>(count: keyof SeedCounts, table: TableSpec<T>, records: T[]) => {
      const added = await tx.collection(table).insertMany(records);
      counts[count] += added;
    };
    // The rows without numbers first: the counters stay locked from the reservation to the
    // commit, so a batch written alongside this one waits only for what comes after it.
    await add(
      'organizations',
      organizationsTable,
      seeds.map((s) => s.organization),
    );
    await add(
      'users',
      usersTable,
      seeds.map((s) => s.owner),
    );
    await add(
      'paymentMethods',
      paymentMethodsTable,
      seeds.map((s) => s.card),
    );
    await add(
      'clusters',
      clustersTable,
      seeds.flatMap((s) => s.clusters),
    );
    await add(
      'clusterEvents',
      clusterEventsTable,
      seeds.flatMap((s) => s.events),
    );
    await add(
      'subscriptions',
      clusterSubscriptionsTable,
      seeds.flatMap((s) => s.subscriptions),
    );
    await add(
      'usageDays',
      usageDaysTable,
      seeds.flatMap((s) => s.usageDays),
    );
    await turn.before;
    const counters = createCounterRepository(tx);
    const real = new Map<string, string>();
    for (const [sequence, count] of pending.wanted) {
      const first = await counters.reserve(sequence, count);
      const year = Number(sequence.slice(-4));
      for (let k = 0; k < count; k += 1)
        real.set(
          `\u0000${sequence}\u0000${k}`,
          sequence.startsWith('order-')
            ? `ORD-${year}-${String(first + k).padStart(6, '0')}`
            : invoiceNumber('INV', year, first + k),
        );
    }
    turn.reserved();
    const number = (placeholder: string) => real.get(placeholder) ?? placeholder;
    const orders = seeds.flatMap((s) => s.orders).map((o) => ({ ...o, number: number(o.number) }));
    const orderNumbers = new Map(orders.map((o) => [o.id, o.number]));
    const invoices = seeds
      .flatMap((s) => s.invoices)
      .map((i) => {
        const orderNumber = i.orderId ? (orderNumbers.get(i.orderId) ?? i.orderNumber) : i.orderNumber;
        // An order invoice says its order's number in its cause too: the real one, not the placeholder.
        const cause =
          i.cause?.kind === 'order' ? { ...i.cause, orderNumber: orderNumber ?? i.cause.orderNumber } : i.cause;
        return { ...i, number: number(i.number), orderNumber, ...(cause ? { cause } : {}) };
      });
    await add('orders', ordersTable, orders);
    await add('invoices', invoicesTable, invoices);
  });
}

/**
 * Runs the seed's writes the backend's bulk way. The embedded store makes the whole run durable
 * in one snapshot at its end rather than journaling each batch (and compacting the growing
 * journal again and again); PostgreSQL needs nothing more, insertMany copying large batches in.
 */
function inBulk<R>(db: Db, work: () => Promise<R>): Promise<R> {
  return db instanceof EmbeddedDb ? db.store.bulkLoad(work) : work();
}

/**
 * Seeds organizations 1…N as `options` says (the first with `bigOrgClusters` clusters when
 * set). Organizations already there are left as they are; `log` hears progress. `bulk: false`
 * journals each batch on the embedded store, as every other writer does, and `batchSize` sets
 * the organizations per transaction (tests compare the ways of writing).
 */
export async function seedRealisticData(
  backend: StorageBackend,
  options: SeedOptions,
  log: (line: string) => void = () => {},
  { bulk = true, batchSize = BATCH }: { bulk?: boolean; batchSize?: number } = {},
): Promise<SeedResult> {
  const { db, repositories } = backend;
  await repositories.catalog.sync(catalogSeed);
  const catalog = await repositories.catalog.snapshot();
  const calendar = seedCalendar(options.now, options.months);
  const history = new UsageHistory(catalog, calendar.createdAt, new Date(options.now).toISOString());
  await testProviderVault(db).insertIfAbsent({
    id: CARD_TOKEN,
    kind: 'card',
    createdAt: new Date(calendar.createdAt).toISOString(),
    behaviour: 'succeed',
  });
  // One hash for every owner: argon2 is slow on purpose, and they all share the printed password.
  const passwordHash = await hashPassword(options.password);
  const counts: SeedCounts = {
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
  let existing = 0;
  const organizations = db.collection(organizationsTable);
  const started = performance.now();
  const writeAll = bulk ? inBulk : <R>(_db: Db, work: () => Promise<R>) => work();
  const progress = (last: number) => {
    if (last % 2000 !== 0 && last !== options.organizations) return;
    const seconds = (performance.now() - started) / 1000;
    log(`  organizations 1–${last} written (${seconds.toFixed(1)} s, ${Math.round(counts.organizations / seconds)}/s)`);
  };
  await writeAll(db, async () => {
    // Batches are written while the next is built, on PostgreSQL two at once (each on a
    // connection of its own, the database storing both while this process computes a third);
    // building yields now and then, so the rows keep flowing.
    const writers = db.kind === 'postgres' ? 2 : 1;
    const writing: Promise<void>[] = [];
    let reservedBefore: Promise<void> = Promise.resolve();
    for (let from = 1; from <= options.organizations; from += batchSize) {
      const numbers = Array.from({ length: Math.min(batchSize, options.organizations - from + 1) }, (_, k) => from + k);
      const last = numbers[numbers.length - 1] ?? from;
      const present = new Set((await organizations.getMany(numbers.map(seedIds.organization))).map((o) => o.id));
      existing += present.size;
      const missing = numbers.filter((n) => !present.has(seedIds.organization(n)));
      if (missing.length === 0) continue;
      const pending = new PendingNumbers();
      const seeds: OrganizationSeed[] = [];
      for (const n of missing) {
        const clusters = n === 1 && options.bigOrgClusters > 0 ? options.bigOrgClusters : options.clustersPerOrg;
        seeds.push(
          organizationSeed(n, clusters, {
            calendar,
            catalog,
            history,
            passwordHash,
            cardToken: CARD_TOKEN,
            numbering: pending,
          }),
        );
        if (seeds.length % YIELD_EVERY === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      }
      if (writing.length >= writers) await writing.shift();
      let reserved = () => {};
      const turn: Turn = { before: reservedBefore, reserved: () => reserved() };
      reservedBefore = new Promise<void>((resolve) => (reserved = resolve));
      // A batch that fails before its reservation lets the next one go on (to fail at the await).
      const written = writeBatch(db, seeds, pending, counts, turn)
        .finally(turn.reserved)
        .then(() => progress(last));
      // Its failure is awaited (and thrown) in turn, not reported as unhandled meanwhile.
      written.catch(() => undefined);
      writing.push(written);
    }
    for (const written of writing) await written;
  });
  return { added: counts, existing, signIn: { email: ownerEmail(1), password: options.password } };
}
