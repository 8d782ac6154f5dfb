import { randomBytes } from 'node:crypto';
import { SecretBox } from '../secrets/secret-box.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { runningClusterRecord } from '../../../test/support/cluster-records.ts';
import { embeddedBackend } from '../../../test/support/storage.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { TicketRecord } from '../../shared/tickets/tickets.schemas.ts';
import { budgetEvent, clusterEvent, invoiceEvent, ticketRepliedEvent } from './domain-events.ts';
import { WebhookEvents } from './webhook-events.ts';
import { WebhookService } from './webhooks.service.ts';
import { WEBHOOK_EVENTS } from '../../shared/webhooks/webhooks.schemas.ts';
import { testClusterSpec } from '../../../test/support/builders.ts';

// Which domain changes become which webhook events (the notices call these in their transactions).
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

describe('domain events as webhook events', () => {
  it('maps milestones, invoice events, support replies and budget alerts to their event types, for subscribers only', async () => {
    const store = await (await embeddedBackend()).open();
    opened.push(store);
    const { repositories } = store;
    const events = new WebhookEvents();
    const service = new WebhookService({
      repositories,
      events,
      box: new SecretBox(randomBytes(32)),
      allowPrivate: true,
    });
    const { organization, user } = await organizationWithOwner(repositories);
    const all = await service.create(
      user,
      { url: 'http://127.0.0.1:9/all', events: [...WEBHOOK_EVENTS], description: '' },
      { ip: '', userAgent: '' },
    );
    const clustersOnly = await service.create(
      user,
      { url: 'http://127.0.0.1:9/clusters', events: ['cluster.failed'], description: '' },
      { ip: '', userAgent: '' },
    );
    const cluster = runningClusterRecord({
      id: 'cl-1',
      organizationId: organization.id,
      spec: testClusterSpec({
        name: 'shop',
        kubernetesVersion: '1.36',
        nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 2 }],
      }),
      createdAt: new Date().toISOString(),
    });
    const invoice = {
      id: 'inv-1',
      organizationId: organization.id,
      number: 'INV-2026-000001',
      orderId: null,
      issuedAt: '2026-11-01T00:00:00.000Z',
      currency: 'EUR',
      total: 1200,
      totalUsdCents: 1300,
      paymentStatus: 'failed',
    } as InvoiceRecord;
    const ticket = {
      id: 't-1',
      organizationId: organization.id,
      trackingCode: 'TCK-1',
      subject: 'Help',
      status: 'awaiting_customer',
      updatedAt: '2026-11-02T00:00:00.000Z',
      messages: [{ body: 'the secret answer' }],
    } as unknown as TicketRecord;
    await repositories.transaction(async (tx) => {
      await clusterEvent(events, tx, cluster, 'running');
      await clusterEvent(
        events,
        tx,
        { ...cluster, status: 'failed', failure: { reason: 'quota' } } as typeof cluster,
        'failed',
      );
      await clusterEvent(events, tx, cluster, 'updated');
      await clusterEvent(events, tx, { ...cluster, purpose: 'provider-test' }, 'deleted');
      await invoiceEvent(events, tx, invoice, 'renewed');
      await invoiceEvent(events, tx, invoice, 'orders_suspended');
      await invoiceEvent(events, tx, invoice, 'paid');
      await ticketRepliedEvent(events, tx, ticket);
      await ticketRepliedEvent(events, tx, { ...ticket, organizationId: null });
      await budgetEvent(events, tx, organization.id, {
        month: '2026-11',
        thresholdPercent: 80,
        basis: 'forecast',
        amount: 8000,
        budget: 10000,
        currency: 'EUR',
      });
    });
    const logOf = async (id: string) =>
      (await service.deliveries(organization.id, id, { limit: 50 })).deliveries.map((d) => d.eventType).sort();
    expect(await logOf(all.id)).toEqual([
      'budget.threshold',
      'cluster.failed',
      'cluster.running',
      'invoice.issued',
      'invoice.payment_failed',
      'ticket.replied',
    ]);
    expect(await logOf(clustersOnly.id)).toEqual(['cluster.failed']);
    const payloads = (await service.deliveries(organization.id, all.id, { limit: 50 })).deliveries.map((d) =>
      JSON.parse(d.payload),
    );
    expect(payloads.find((p) => p.type === 'invoice.payment_failed').data).toMatchObject({
      number: 'INV-2026-000001',
      finalAttempt: true,
    });
    expect(JSON.stringify(payloads)).not.toContain('the secret answer');
  });
});
