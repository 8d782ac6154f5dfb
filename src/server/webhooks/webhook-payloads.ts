import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import type { TicketRecord } from '../../shared/tickets/tickets.schemas.ts';

// What each event tells the receiver. Built from allow lists on purpose: a payload leaves the
// console for a URL a customer typed, so it carries identifiers, states and amounts, never a
// credential, a kubeconfig, an endpoint token, card data or a message's text. The receiver
// reads the rest through the API with its own token.

/** `order.paid`, `order.failed`. */
export function orderData(order: OrderRecord) {
  return {
    id: order.id,
    number: order.number,
    kind: order.kind,
    status: order.status,
    currency: order.currency,
    total: order.total,
    totalUsdCents: order.totalUsdCents,
    billingCycle: order.billingCycle,
    clusterId: order.clusterId,
    clusterName: order.cluster?.name ?? null,
    invoiceId: order.invoiceId,
    creditNoteId: order.creditNoteId,
    failureReason: order.failureReason,
    paidAt: order.paidAt,
  };
}

/** `cluster.running`, `cluster.failed`, `cluster.deleted`. */
export function clusterData(cluster: ClusterRecord) {
  return {
    id: cluster.id,
    name: cluster.name,
    status: cluster.status,
    tierId: cluster.tierId,
    providerId: cluster.providerId,
    regionId: cluster.regionId,
    kubernetesVersion: cluster.kubernetesVersion,
    nodeCount: cluster.nodePools.reduce((sum, pool) => sum + pool.count, 0),
    failureReason: cluster.failure?.reason ?? null,
    runningSince: cluster.runningSince,
    deletedAt: cluster.deletedAt,
  };
}

/** `invoice.issued`, `invoice.payment_failed`. */
export function invoiceData(invoice: InvoiceRecord, extra: { finalAttempt?: boolean } = {}) {
  return {
    id: invoice.id,
    number: invoice.number,
    orderId: invoice.orderId,
    issuedAt: invoice.issuedAt,
    currency: invoice.currency,
    total: invoice.total,
    totalUsdCents: invoice.totalUsdCents,
    paymentStatus: invoice.paymentStatus,
    ...extra,
  };
}

/** `ticket.replied`: that support answered, not what it said. */
export function ticketData(ticket: TicketRecord) {
  return {
    id: ticket.id,
    trackingCode: ticket.trackingCode,
    subject: ticket.subject,
    status: ticket.status,
    clusterId: ticket.clusterId ?? null,
    repliedAt: ticket.updatedAt,
  };
}

/** `budget.threshold`. */
export type BudgetThresholdData = {
  month: string;
  thresholdPercent: number;
  /** What crossed it: spending so far, or the forecast to the end of the month. */
  basis: 'actual' | 'forecast';
  amount: number;
  budget: number;
  currency: string;
};
