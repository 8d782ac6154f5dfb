import type { Order } from '../../../../server/orders/orders.schemas.ts';
import { formatTime } from '../../../ui/date-time.ts';

/** The rate locked on the order and until when; after that, paying re-prices it at the day's rate. */
export function RateLockNote({ order }: { order: Pick<Order, 'currency' | 'rate' | 'rateLockedUntil'> }) {
  const expired = new Date(order.rateLockedUntil).getTime() <= Date.now();
  if (order.currency === 'USD') {
    return <p className="text-sm text-muted-foreground">Prices in US dollars, as listed in the catalog.</p>;
  }
  return (
    <p className="text-sm text-muted-foreground">
      {expired
        ? `The rate of 1 USD = ${order.rate} ${order.currency} was locked until ${formatTime(order.rateLockedUntil)}. Paying now re-prices the order at today’s rate, and the order says so.`
        : `Prices in ${order.currency} at 1 USD = ${order.rate} ${order.currency}, locked until ${formatTime(order.rateLockedUntil)}.`}
    </p>
  );
}
