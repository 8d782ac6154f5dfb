import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';

// What is charged in advance. A paid cluster order starts the cluster's subscription: from its
// payment every period is charged at its start (the order, then each renewal), and a change of
// configuration is charged or credited at once, so whatever the cluster is configured to run is
// paid for in advance. Only nodes an autoscaler runs above a pool's configured count are not:
// they are metered and billed at month end.

const PAID_STATES = new Set(['paid', 'fulfilling', 'completed']);

/** When the cluster's subscription started (its cluster order's payment), or null if never paid. */
export function subscribedFrom(orders: readonly OrderRecord[]): number | null {
  const starts = orders
    .filter((o) => o.kind === 'cluster' && o.paidAt && PAID_STATES.has(o.status))
    .map((o) => Date.parse(o.paidAt ?? ''))
    .filter((ms) => Number.isFinite(ms));
  return starts.length > 0 ? Math.min(...starts) : null;
}
