import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import type { TicketRecord } from '../../shared/tickets/tickets.schemas.ts';
import type { WebhookEmitter } from './webhook-events.ts';
import type { WebhookEventType } from '../../shared/webhooks/webhooks.schemas.ts';
import { clusterData, invoiceData, orderData, ticketData, type BudgetThresholdData } from './webhook-payloads.ts';

// Which domain changes are webhook events. The domains' notices call these with the
// transaction that made the change; without an emitter (unit tests of a domain) nothing happens.

/** An order changed: `order.paid` (and `invoice.issued` for its invoice), `order.failed`. */
export async function orderEvent(
  webhooks: WebhookEmitter | undefined,
  tx: Repositories,
  order: OrderRecord,
  change: string,
): Promise<void> {
  if (!webhooks || (change !== 'paid' && change !== 'failed')) return;
  await webhooks.emit(tx, order.organizationId, change === 'paid' ? 'order.paid' : 'order.failed', orderData(order));
  const invoice = change === 'paid' && order.invoiceId ? await tx.invoices.findAny(order.invoiceId) : undefined;
  if (invoice) await webhooks.emit(tx, order.organizationId, 'invoice.issued', invoiceData(invoice));
}

/** A cluster reached a milestone: `cluster.running` (a new cluster), `cluster.failed`, `cluster.deleted`. */
export async function clusterEvent(
  webhooks: WebhookEmitter | undefined,
  tx: Repositories,
  cluster: ClusterRecord,
  milestone: string | undefined,
): Promise<void> {
  const type = ({ running: 'cluster.running', failed: 'cluster.failed', deleted: 'cluster.deleted' } as const)[
    milestone as 'running'
  ];
  if (!webhooks || !type || cluster.purpose === 'provider-test') return;
  await webhooks.emit(tx, cluster.organizationId, type, clusterData(cluster));
}

/** `invoiceEvent` for many invoices of one event at once (a batch of renewals or of month-end invoices). */
export async function invoiceEvents(
  webhooks: WebhookEmitter | undefined,
  tx: Repositories,
  invoices: readonly InvoiceRecord[],
  event: string,
): Promise<void> {
  if (!webhooks) return;
  const type: WebhookEventType | undefined =
    event === 'issued' || event === 'renewed'
      ? 'invoice.issued'
      : event === 'collection_failed' || event === 'orders_suspended'
        ? 'invoice.payment_failed'
        : undefined;
  if (!type) return;
  const events = invoices.map((invoice) => ({
    organizationId: invoice.organizationId,
    type,
    data:
      type === 'invoice.issued'
        ? invoiceData(invoice)
        : invoiceData(invoice, { finalAttempt: event === 'orders_suspended' }),
  }));
  if (webhooks.emitMany) await webhooks.emitMany(tx, events);
  else for (const e of events) await webhooks.emit(tx, e.organizationId, e.type, e.data);
}

/** A billing event of an invoice: issued (month end, renewal) or a failed collection. */
export async function invoiceEvent(
  webhooks: WebhookEmitter | undefined,
  tx: Repositories,
  invoice: InvoiceRecord,
  event: string,
): Promise<void> {
  if (!webhooks) return;
  if (event === 'issued' || event === 'renewed')
    await webhooks.emit(tx, invoice.organizationId, 'invoice.issued', invoiceData(invoice));
  if (event === 'collection_failed' || event === 'orders_suspended') {
    await webhooks.emit(
      tx,
      invoice.organizationId,
      'invoice.payment_failed',
      invoiceData(invoice, { finalAttempt: event === 'orders_suspended' }),
    );
  }
}

/** Support replied to an organization's ticket. */
export async function ticketRepliedEvent(
  webhooks: WebhookEmitter | undefined,
  tx: Repositories,
  ticket: TicketRecord,
): Promise<void> {
  if (webhooks && ticket.organizationId)
    await webhooks.emit(tx, ticket.organizationId, 'ticket.replied', ticketData(ticket));
}

/** Spending crossed a budget threshold (once per threshold per month). */
export async function budgetEvent(
  webhooks: WebhookEmitter | undefined,
  tx: Repositories,
  organizationId: string,
  data: BudgetThresholdData,
): Promise<void> {
  if (webhooks) await webhooks.emit(tx, organizationId, 'budget.threshold', data);
}
