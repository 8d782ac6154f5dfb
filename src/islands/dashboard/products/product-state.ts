import type { Order } from '../../../server/orders/orders.schemas.ts';
import type { ProductSubscription } from '../../../server/products/product-subscriptions.schemas.ts';
import { SYMBOLS, type Currency } from '../../../shared/money.ts';

/** An amount the order locked in its own currency (minor units, never converted again): '€54.34'. */
export function formatLocked(minor: number, currency: Currency): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${SYMBOLS[currency]}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Where a product order stands, in words: its payment until it is active, then its subscription. */
export function productState(order: Pick<Order, 'status'>, subscription: Pick<ProductSubscription, 'state' | 'periodEnd'> | undefined): string {
  if (subscription) {
    if (subscription.state === 'cancelling') return `Active until ${subscription.periodEnd.slice(0, 10)}, then cancelled`;
    return subscription.state === 'active' ? 'Active' : 'Cancelled';
  }
  const byStatus: Record<Order['status'], string> = {
    pending_payment: 'Waiting for payment',
    paid: 'Paid, activating',
    fulfilling: 'Activating',
    completed: 'Active',
    cancelled: 'Order cancelled',
    failed: 'Failed and refunded',
  };
  return byStatus[order.status];
}

/** "3 nodes", "250 GB", "1 cluster", "Organization-wide". */
export function quantityText(order: Pick<Order, 'product'>, subscription: Pick<ProductSubscription, 'pricingUnit' | 'quantity'> | undefined): string {
  const quantity = subscription?.quantity ?? order.product?.quantity ?? 1;
  switch (subscription?.pricingUnit) {
    case 'per GB':
      return `${quantity} GB`;
    case 'per node':
      return `${quantity} node${quantity === 1 ? '' : 's'}`;
    case 'per cluster':
      return `${quantity} cluster`;
    case 'flat':
      return 'Organization-wide';
    default:
      return String(quantity);
  }
}
