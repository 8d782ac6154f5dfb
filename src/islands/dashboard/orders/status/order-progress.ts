import type { Order, OrderEvent } from '../../../../server/orders/orders.schemas.ts';

/** The fulfilment progress (0–100) of the newest event that carries one, while fulfilling. */
export function fulfilmentProgress(order: Pick<Order, 'status' | 'events'>): number | null {
  if (order.status !== 'fulfilling' && order.status !== 'paid') return null;
  const last = [...order.events].reverse().find((event) => event.progress !== undefined);
  return last?.progress ?? 0;
}

const FULFILMENT_STEP: Readonly<Record<Order['kind'], string>> = {
  cluster: 'Provisioning: network, control plane, node pools, add-ons and health check',
  addon: 'Installing the add-on on the cluster',
  product: 'Setting up the product',
  support: 'Your new plan takes effect',
};

/** The steps still to come, in order, from where the order stands. */
export function stepsToCome(order: Pick<Order, 'status' | 'kind' | 'payment'>): string[] {
  const fulfil = FULFILMENT_STEP[order.kind];
  switch (order.status) {
    case 'pending_payment':
      return [order.payment.state === 'requires_action' ? 'Payment: confirm it with your bank' : 'Payment', 'Invoice issued', fulfil, 'Done'];
    case 'paid':
      return [fulfil, 'Done'];
    case 'fulfilling':
      return ['Done'];
    default:
      return [];
  }
}

/** Events worth a line of their own: progress ticks are summed up by the bar, only the last stays. */
export function timelineEvents(events: readonly OrderEvent[]): OrderEvent[] {
  const lastProgress = events.findLastIndex((event) => event.type === 'progress');
  return events.filter((event, index) => event.type !== 'progress' || index === lastProgress);
}
