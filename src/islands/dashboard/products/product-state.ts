import type { Order } from '../../../shared/orders/orders.schemas.ts';
import type { ProductSubscription } from '../../../shared/products/product-subscriptions.schemas.ts';
import { formatMinorUnits, SYMBOLS, type Currency } from '../../../shared/money.ts';
import { currentLocale } from '../../../shared/i18n/locale.ts';
import { formatDay } from '../../ui/date-time.ts';
import { m } from '../../../shared/i18n/messages.ts';

/** An amount the order locked in its own currency (minor units, never converted again): '€54.34'; '54,34 €' in French. */
export function formatLocked(minor: number, currency: Currency): string {
  if (currentLocale() !== 'en') return formatMinorUnits(minor, currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${SYMBOLS[currency]}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The last day of a paid period: '23 Dec 2026' in English, '23 déc. 2026' in French. */
export function periodEndDay(periodEnd: string): string {
  return formatDay(periodEnd);
}

/** Where a product order stands, in words: its payment until it is active, then its subscription. */
export function productState(
  order: Pick<Order, 'status'>,
  subscription: Pick<ProductSubscription, 'state' | 'periodEnd'> | undefined,
): string {
  if (subscription) {
    if (subscription.state === 'cancelling')
      return m.products_state_cancelling({ date: periodEndDay(subscription.periodEnd) });
    return subscription.state === 'active' ? m.products_state_active() : m.products_state_cancelled();
  }
  const byStatus: Record<Order['status'], () => string> = {
    pending_payment: m.products_status_pending_payment,
    paid: m.products_status_paid,
    fulfilling: m.products_status_fulfilling,
    completed: m.products_state_active,
    cancelled: m.products_status_cancelled,
    failed: m.products_status_failed,
  };
  return byStatus[order.status]();
}

/** "3 nodes", "250 GB", "1 cluster", "Organization-wide". */
export function quantityText(
  order: Pick<Order, 'product'>,
  subscription: Pick<ProductSubscription, 'pricingUnit' | 'quantity'> | undefined,
): string {
  const quantity = subscription?.quantity ?? order.product?.quantity ?? 1;
  switch (subscription?.pricingUnit) {
    case 'per GB':
      return `${quantity} GB`;
    case 'per node':
      return m.products_quantity_nodes({ count: quantity });
    case 'per cluster':
      return `${quantity} cluster`;
    case 'flat':
      return m.products_quantity_flat();
    default:
      return String(quantity);
  }
}
