import type { Order } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { currentLocale } from '../../../../shared/i18n/locale.ts';
import { formatTime } from '../../../ui/date-time.ts';

/** The rate locked on the order and until when; after that, paying re-prices it at the day's rate. */
export function RateLockNote({ order }: { order: Pick<Order, 'currency' | 'rate' | 'rateLockedUntil'> }) {
  const expired = new Date(order.rateLockedUntil).getTime() <= Date.now();
  if (order.currency === 'USD') {
    return <p className="text-sm text-muted-foreground">{m.orders_rate_usd()}</p>;
  }
  // The rate as the server gave it; French writes its decimal comma.
  const rate = currentLocale() === 'fr' ? String(order.rate).replace('.', ',') : String(order.rate);
  const lock = { rate, currency: order.currency, time: formatTime(order.rateLockedUntil) };
  return (
    <p className="text-sm text-muted-foreground">
      {expired ? m.orders_rate_expired(lock) : m.orders_rate_locked(lock)}
    </p>
  );
}
