import type { Order, OrderKind, OrderStatus } from '../../../shared/orders/orders.schemas.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';

/** What each status is called on screen (message functions: called when rendering). */
const STATUS_LABELS: Readonly<Record<OrderStatus, () => string>> = {
  pending_payment: m.orders_status_pending_payment,
  paid: m.orders_status_paid,
  fulfilling: m.orders_status_fulfilling,
  completed: m.orders_status_completed,
  cancelled: m.orders_status_cancelled,
  failed: m.orders_status_failed,
};

/** Every order status, in the order the filters list them. */
export const ORDER_STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

/** What a status is called on screen. */
export const statusLabel = (status: OrderStatus): string => STATUS_LABELS[status]();

/** The kinds of order, with the list page of each. */
export const kindPages = (): readonly { kind: OrderKind | undefined; label: string; href: string }[] => [
  { kind: undefined, label: m.orders_kind_page_all(), href: '/orders' },
  { kind: 'cluster', label: m.orders_kind_page_cluster(), href: '/orders/clusters' },
  { kind: 'addon', label: m.orders_kind_page_addon(), href: '/orders/addons' },
  { kind: 'product', label: m.orders_kind_page_product(), href: '/orders/products' },
  { kind: 'support', label: m.orders_kind_page_support(), href: '/orders/support' },
];

const KIND_LABELS: Readonly<Record<OrderKind, () => string>> = {
  cluster: m.orders_kind_cluster,
  addon: m.orders_kind_addon,
  product: m.orders_kind_product,
  support: m.orders_kind_support,
};

/** What each kind is called in a row. */
export const kindLabel = (kind: OrderKind): string => KIND_LABELS[kind]();

/** What an order buys, in a few words. */
export function orderTitle(order: Pick<Order, 'kind' | 'lines' | 'cluster' | 'number'>): string {
  if (order.kind === 'cluster' && order.cluster) return m.orders_title_cluster({ name: order.cluster.name });
  return order.lines[0]?.description ?? m.orders_title_fallback({ number: order.number });
}

/** The order's kind and title for a heading, the kind named once ("Cluster “shop-prod”", "Support plan: Business plan …"). */
export function orderHeading(order: Pick<Order, 'kind' | 'lines' | 'cluster' | 'number'>): string {
  const title = orderTitle(order);
  const kind = kindLabel(order.kind);
  return title.toLowerCase().startsWith(kind.toLowerCase()) ? title : m.orders_heading_with_kind({ kind, title });
}

/** The order's total in its own currency. */
export const orderTotal = (order: Pick<Order, 'total' | 'currency'>) => formatMinorUnits(order.total, order.currency);

/** What the card or mandate is charged for an order: its total less what the credits balance pays. */
export const orderCharge = (order: Pick<Order, 'total' | 'currency'> & { amountDue?: number | undefined }) =>
  formatMinorUnits(order.amountDue ?? order.total, order.currency);

/** Where to follow an order. */
export const orderStatusHref = (id: string) => `/order-status/${encodeURIComponent(id)}`;

/** Where a row of the orders list leads: a paid product order to its subscription, anything else to its status. */
export function orderHref(order: Pick<Order, 'id' | 'kind' | 'status'>): string {
  const activatedProduct =
    order.kind === 'product' && order.status !== 'pending_payment' && order.status !== 'cancelled';
  return activatedProduct ? `/orders/products/${encodeURIComponent(order.id)}` : orderStatusHref(order.id);
}

/** A card brand as people write it: 'visa' → 'Visa'. */
export const cardBrand = (brand: string | null | undefined) =>
  brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : m.orders_card_fallback();
