import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS } from '../../../test/support/storage.ts';
import { addTestCard, organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { runningClusterRecord } from '../../../test/support/cluster-records.ts';
import { BillingNotices } from '../billing/billing-notices.ts';
import { MonthlyInvoicing } from '../billing/monthly-invoicing.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { MailQueue } from '../mail/mail-queue.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { NotificationService } from '../notifications/notifications.service.ts';
import { TestPaymentProvider } from '../payments/test-provider.ts';
import type { Repositories } from '../store/repositories.ts';
import { UsageQueryService } from '../usage/usage-query.service.ts';
import { UsageMeter } from '../usage/usage.service.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { PaymentsQueue } from './payments-queue.ts';
import { AuditService, SYSTEM_META } from '../audit/audit.service.ts';
import { UNMATCHED_CHARGE_ACTION } from '../orders/payment-recovery.ts';
import { testClusterSpec } from '../../../test/support/builders.ts';

// The failed-payments queue on both backends (its index comes from migration 007 on PostgreSQL):
// a declined month-end invoice waits here; an officer's retry is a real collection attempt,
// a suspension can be lifted without marking anything paid, and every action is audited.

const NOV_1 = Date.UTC(2026, 10, 1, 0, 30);
const META = { ip: '127.0.0.1', userAgent: 'test' };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function world(
  open: () => Promise<{
    open: () => Promise<{
      repositories: Repositories;
      storage: { db: ConstructorParameters<typeof TestPaymentProvider>[0] };
      close: () => Promise<void>;
    }>;
  }>,
) {
  const store = await (await open()).open();
  closers.push(() => store.close());
  const { repositories } = store;
  await repositories.catalog.sync(catalogSeed);
  const clock = { now: NOV_1 };
  const now = () => clock.now;
  const rateOf = async () => 1;
  const meter = new UsageMeter({ repositories, catalog: repositories.catalog, now });
  const usage = new UsageQueryService({ repositories, catalog: repositories.catalog, meter, rateOf, now });
  const feed: string[] = [];
  const officers = { changed: (queue: string) => void feed.push(queue) };
  const notices = new BillingNotices({
    notifications: new NotificationService(repositories.notifications, { publish: () => {} }, now),
    mailer: new MailQueue(repositories, new SecretBox(randomBytes(32))),
    repositories,
    publicOrigin: 'http://localhost:4321',
    officers,
  });
  const provider = new TestPaymentProvider(store.storage.db, now);
  const invoicing = new MonthlyInvoicing({
    repositories,
    catalog: repositories.catalog,
    meter,
    usage,
    provider,
    notices,
    rateOf,
    now,
  });
  const audited: { action: string; actorId?: string | null; detail?: string }[] = [];
  const queue = new PaymentsQueue({
    repositories,
    invoicing,
    audit: { record: async (_meta, event) => void audited.push(event) },
    feed: officers,
    now,
  });
  return { repositories, provider, invoicing, queue, audited, feed, clock };
}

/** An organization using a cluster through October, paying with `cardNumber`. */
async function customer(w: Awaited<ReturnType<typeof world>>, cardNumber: string) {
  const { organization, user } = await organizationWithOwner(w.repositories);
  const spec = testClusterSpec({ name: 'metered', kubernetesVersion: '1.36', haControlPlane: true });
  const createdAt = '2026-10-25T00:00:00.000Z';
  const cluster = runningClusterRecord({
    id: `cl-${organization.id.slice(0, 8)}`,
    organizationId: organization.id,
    spec,
    createdAt,
  });
  await w.repositories.clusters.create(cluster);
  await w.repositories.clusterEvents.append({
    clusterId: cluster.id,
    organizationId: organization.id,
    type: 'config',
    message: 'config',
    actorId: null,
    spec,
    at: createdAt,
  });
  const card = await addTestCard(w.repositories, w.provider, organization.id, user.id, cardNumber);
  return { organization, card };
}

const officer = { id: 'officer-1', name: 'Olivia Officer' } as UserRecord;

describe.each(BACKENDS)('the failed-payments queue (%s)', (_name, backend) => {
  it('lists a declined invoice; a retry is a real collection that can fail again, then pay it and empty the queue', async () => {
    const w = await world(backend);
    const declined = await customer(w, '4000000000000002');
    await customer(w, '4242424242424242');
    await w.invoicing.run('2026-10');
    expect(w.feed).toContain('payments');

    const [item] = await w.queue.list();
    expect(await w.queue.summary()).toEqual({ count: 1, oldestAt: item?.issuedAt });
    expect(item).toMatchObject({
      organizationId: declined.organization.id,
      companyName: declined.organization.companyName,
      attempts: 1,
      ordersSuspended: false,
      contactNote: null,
      lastError: expect.any(String),
    });
    expect(item?.total).toBeGreaterThan(0);

    const again = await w.queue.retry(officer, item?.invoiceId ?? '', META);
    expect(again.outcome).toBe('failed');
    expect(again.invoice.attempts).toBe(2);
    expect(again.invoice.total).toBe(item?.total);

    // The customer replaces the declined card; the officer's next retry collects the same amount.
    await w.repositories.paymentMethods.delete(declined.organization.id, declined.card.id);
    const good = await addTestCard(w.repositories, w.provider, declined.organization.id, 'someone', '4242424242424242');
    await w.repositories.paymentMethods.setDefault(declined.organization.id, good.id);
    const paid = await w.queue.retry(officer, item?.invoiceId ?? '', META);
    expect(paid.outcome).toBe('paid');
    expect((await w.repositories.invoices.findAny(item?.invoiceId ?? ''))?.total).toBe(item?.total);
    expect(await w.queue.summary()).toEqual({ count: 0, oldestAt: null });
    await expect(w.queue.retry(officer, item?.invoiceId ?? '', META)).rejects.toMatchObject({ status: 409 });
    expect(w.audited.map((e) => [e.action, e.actorId])).toEqual([
      ['officer.payment.retried', 'officer-1'],
      ['officer.payment.retried', 'officer-1'],
    ]);
  });

  it('notes contacts and lifts a suspension while the invoice stays unpaid in the queue', async () => {
    const w = await world(backend);
    const { organization } = await customer(w, '4000000000000002');
    await w.invoicing.run('2026-10');
    const [first] = await w.queue.list();
    for (const day of [3, 7, 14]) {
      w.clock.now = Date.parse(first?.issuedAt ?? '') + day * 86_400_000 + 1;
      await w.invoicing.collectDue();
    }
    const [suspended] = await w.queue.list();
    expect(suspended).toMatchObject({ attempts: 4, nextAttemptAt: null, ordersSuspended: true });

    await expect(w.queue.noteContact(officer, 'nope', 'Called them.', META)).rejects.toMatchObject({ status: 404 });
    const note = await w.queue.noteContact(
      officer,
      organization.id,
      'Called the finance team; a new card comes Friday.',
      META,
    );
    expect(note).toMatchObject({
      byId: 'officer-1',
      byName: 'Olivia Officer',
      note: 'Called the finance team; a new card comes Friday.',
    });

    await w.queue.liftSuspension(officer, organization.id, META);
    expect((await w.repositories.organizations.findById(organization.id))?.ordersSuspendedBy).toBeNull();
    await expect(w.queue.liftSuspension(officer, organization.id, META)).rejects.toMatchObject({ status: 409 });
    const [after] = await w.queue.list();
    expect(after).toMatchObject({ invoiceId: suspended?.invoiceId, ordersSuspended: false, contactNote: note });
    expect((await w.repositories.invoices.findAny(suspended?.invoiceId ?? ''))?.paymentStatus).toBe('failed');
    expect(w.audited.map((e) => e.action)).toEqual([
      'officer.payment.contact_noted',
      'officer.payment.suspension_lifted',
    ]);
  });

  it('lists the charges reconciliation refunded, newest first, with the organization named', async () => {
    const w = await world(backend);
    const { organization } = await organizationWithOwner(w.repositories);
    const audit = new AuditService(w.repositories.audit, w.repositories.users);
    for (const [id, order] of [
      ['ch_a', 'order-a'],
      ['ch_b', 'order-b'],
    ]) {
      await audit.record(SYSTEM_META, {
        id: `unmatched-${id}`,
        action: UNMATCHED_CHARGE_ACTION,
        result: 'success',
        organizationId: organization.id,
        targetType: 'order',
        targetId: order,
        detail: `€44.77 charged (${id}) without a paid order: refunded in full.`,
      });
    }
    // Recorded twice (the sweep ran again): listed once.
    await audit.record(SYSTEM_META, {
      id: 'unmatched-ch_b',
      action: UNMATCHED_CHARGE_ACTION,
      result: 'success',
      organizationId: organization.id,
      detail: 'again',
    });
    const listed = await w.queue.refundedCharges();
    expect(listed.map((c) => [c.orderId, c.companyName])).toEqual([
      ['order-b', organization.companyName],
      ['order-a', organization.companyName],
    ]);
    expect(listed[0]?.detail).toContain('(ch_b)');
  });
});
