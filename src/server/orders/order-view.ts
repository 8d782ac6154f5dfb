import { amountToCharge } from '../billing/credit-application.ts';
import { m } from '../../shared/i18n/messages.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import { storedSentenceIn } from '../i18n/stored-sentences.ts';
import { failureWords, orderEventMessage } from './order-event-text.ts';
import type { Order, OrderEventRecord, OrderRecord } from '../../shared/orders/orders.schemas.ts';

/** The order as the API answers it: without its owner's id, its timeline in the reader's language. */
export function toOrder(record: OrderRecord): Order {
  const {
    organizationId: _owner,
    requestKey: _key,
    paymentAttemptId: _attempt,
    paymentClaimedAt: _claimed,
    paymentLeaseUntil: _lease,
    paymentDescription: _description,
    paidAttemptId: _paid,
    cardToSave: _card,
    events,
    ...order
  } = record;
  return {
    ...order,
    amountDue: amountToCharge(order),
    ...(order.payment && { payment: { ...order.payment, failureMessage: failureWords(order.payment.failureMessage) } }),
    // Priced in the language of the request that ordered: said again in the reader's.
    lines: order.lines.map((line) => ({ ...line, description: storedSentenceIn(line.description, currentLocale()) })),
    discounts: order.discounts.map((line) => ({
      ...line,
      description: storedSentenceIn(line.description, currentLocale()),
    })),
    events: events.map(({ text, ...event }) => ({
      ...event,
      message:
        event.type === 'payment_failed'
          ? failureWords(event.message)
          : orderEventMessage({ message: event.message, text }),
    })),
  };
}

/** `order` with one more event and its new status. */
export function withEvent(
  order: OrderRecord,
  event: Omit<OrderEventRecord, 'at'>,
  now: Date,
  patch: Partial<OrderRecord> = {},
): OrderRecord {
  const at = now.toISOString();
  return { ...order, ...patch, events: [...order.events, { ...event, at }], updatedAt: at };
}

/** What the order buys, in a few words (notifications, e-mails). */
export function describeOrder(order: Pick<Order, 'kind' | 'lines' | 'cluster' | 'number'>): string {
  if (order.kind === 'cluster' && order.cluster) return m.mail_order_what_cluster({ name: order.cluster.name });
  return order.lines[0]?.description ?? m.mail_order_what_number({ number: order.number });
}
