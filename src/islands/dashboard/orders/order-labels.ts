import type { Order, OrderKind, OrderStatus } from '../../../server/orders/orders.schemas.ts';
import { formatMinorUnits } from '../../../shared/money.ts';

/** What each status is called on screen. */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Waiting for payment',
  paid: 'Paid',
  fulfilling: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** The kinds of order, with the list page of each (SPEC §2). */
export const KIND_PAGES: readonly { kind: OrderKind | undefined; label: string; href: string }[] = [
  { kind: undefined, label: 'All orders', href: '/orders' },
  { kind: 'cluster', label: 'Clusters', href: '/orders/clusters' },
  { kind: 'addon', label: 'Add-ons', href: '/orders/addons' },
  { kind: 'product', label: 'Products', href: '/orders/products' },
  { kind: 'support', label: 'Support', href: '/orders/support' },
];

/** What each kind is called in a row. */
export const KIND_LABELS: Readonly<Record<OrderKind, string>> = {
  cluster: 'Cluster',
  addon: 'Add-on',
  product: 'Product',
  support: 'Support plan',
};

/** What an order buys, in a few words. */
export function orderTitle(order: Pick<Order, 'kind' | 'lines' | 'cluster' | 'number'>): string {
  if (order.kind === 'cluster' && order.cluster) return `Cluster “${order.cluster.name}”`;
  return order.lines[0]?.description ?? `Order ${order.number}`;
}

/** The order's kind and title for a heading, the kind named once ("Cluster “shop-prod”", "Support plan: Business plan …"). */
export function orderHeading(order: Pick<Order, 'kind' | 'lines' | 'cluster' | 'number'>): string {
  const title = orderTitle(order);
  const kind = KIND_LABELS[order.kind];
  return title.toLowerCase().startsWith(kind.toLowerCase()) ? title : `${kind}: ${title}`;
}

/** The order's total in its own currency. */
export const orderTotal = (order: Pick<Order, 'total' | 'currency'>) => formatMinorUnits(order.total, order.currency);

/** A VAT rate in basis points as a percentage: 2000 → '20 %', 2550 → '25.5 %'. */
export const vatPercent = (rateBp: number) => `${rateBp % 100 === 0 ? rateBp / 100 : (rateBp / 100).toFixed(1)} %`;

/** Where to follow an order. */
export const orderStatusHref = (id: string) => `/order-status/${encodeURIComponent(id)}`;

/** Where a row of the orders list leads: a paid product order to its subscription, anything else to its status. */
export function orderHref(order: Pick<Order, 'id' | 'kind' | 'status'>): string {
  const activatedProduct = order.kind === 'product' && order.status !== 'pending_payment' && order.status !== 'cancelled';
  return activatedProduct ? `/orders/products/${encodeURIComponent(order.id)}` : orderStatusHref(order.id);
}

/** A card brand as people write it: 'visa' → 'Visa'. */
export const cardBrand = (brand: string | null | undefined) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');
