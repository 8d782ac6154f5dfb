import type { Order, OrderEvent } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';

/** The fulfilment progress (0–100) of the newest event that carries one, while fulfilling. */
export function fulfilmentProgress(order: Pick<Order, 'status' | 'events'>): number | null {
  if (order.status !== 'fulfilling' && order.status !== 'paid') return null;
  const last = [...order.events].reverse().find((event) => event.progress !== undefined);
  return last?.progress ?? 0;
}

const FULFILMENT_STEP: Readonly<Record<Order['kind'], () => string>> = {
  cluster: m.orders_step_fulfil_cluster,
  addon: m.orders_step_fulfil_addon,
  product: m.orders_step_fulfil_product,
  support: m.orders_step_fulfil_support,
};

/** The steps still to come, in order, from where the order stands. */
export function stepsToCome(order: Pick<Order, 'status' | 'kind' | 'payment'>): string[] {
  const fulfil = FULFILMENT_STEP[order.kind]();
  const done = m.orders_step_done();
  switch (order.status) {
    case 'pending_payment':
      return [
        order.payment.state === 'requires_action' ? m.orders_step_payment_action() : m.orders_step_payment(),
        m.orders_step_invoice(),
        fulfil,
        done,
      ];
    case 'paid':
      return [fulfil, done];
    case 'fulfilling':
      return [done];
    default:
      return [];
  }
}

/** Events worth a line of their own: progress ticks are summed up by the bar, only the last stays. */
export function timelineEvents(events: readonly OrderEvent[]): OrderEvent[] {
  const lastProgress = events.findLastIndex((event) => event.type === 'progress');
  return events.filter((event, index) => event.type !== 'progress' || index === lastProgress);
}
