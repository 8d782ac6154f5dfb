import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { errors } from '../http/app-error.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import { addBillingPeriods } from '../billing/billing-period.ts';
import { schedulePeriodEnd } from './product-period.ts';
import type {
  ProductSubscription,
  ProductSubscriptionRecord,
} from '../../shared/products/product-subscriptions.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import {
  historyForReader,
  storedSubscriptionEvent,
  subscriptionEventText,
} from '../subscriptions/subscription-event-text.ts';

type Deps = { repositories: Repositories; catalog: CatalogRepository; now?: () => number };

/**
 * Product subscriptions: a paid `product` order activates one (its id is the order's), with
 * the quantity and unit the catalog sold it by, its period and invoice. Cancelling ends it at
 * the end of the paid period; until then it can be kept after all.
 */
export class ProductSubscriptionService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /** Fulfilment of a product order: the subscription is active from now (idempotent). */
  async activateFromOrder(order: OrderRecord): Promise<'completed'> {
    if (!order.product) throw new Error(`product order ${order.number} names no product`);
    const { repositories } = this.#deps;
    if (await repositories.productSubscriptions.findAny(order.id)) return 'completed';
    const catalog = await this.#deps.catalog.snapshot();
    const product = catalog.products.find((p) => p.id === order.product?.productId);
    if (!product) throw errors.badRequest(m.error_product_no_longer_catalog());
    // A flat product belongs to the organization, whatever cluster the order named.
    const clusterId = product.pricingUnit === 'flat' ? null : order.product.clusterId;
    const cluster = clusterId ? await repositories.clusters.find(order.organizationId, clusterId) : undefined;
    if (clusterId && (!cluster || cluster.status === 'deleted' || cluster.status === 'deleting'))
      throw errors.badRequest(m.error_cluster_product_no_longer_exists());
    const now = new Date(this.#now());
    const start = order.paidAt ? new Date(order.paidAt) : now;
    const periodEnd = addBillingPeriods(start, order.billingCycle, 1).toISOString();
    const { quantity } = order.product;
    await repositories.transaction(async (tx) => {
      // Two orders for the same product, both paid: the first activates it, the other is
      // refunded (fulfilment fails it with this reason). Checked here, with the organization's
      // row locked, because the check when ordering cannot see an order paid in between.
      await tx.organizations.lock(order.organizationId);
      if (await tx.productSubscriptions.findAny(order.id)) return;
      const live = await tx.productSubscriptions.findLive(order.organizationId, product.id, clusterId ?? null);
      if (live && this.#view(live).state !== 'cancelled') {
        throw errors.conflict(
          cluster
            ? m.error_product_already_active_on({ product: product.name, cluster: cluster.name })
            : m.error_organization_already_has({ product: product.name }),
        );
      }
      await tx.productSubscriptions.create({
        id: order.id,
        organizationId: order.organizationId,
        orderId: order.id,
        orderNumber: order.number,
        productId: product.id,
        productName: product.name,
        vendor: product.vendor,
        pricingUnit: product.pricingUnit,
        quantity,
        clusterId: clusterId ?? null,
        clusterName: cluster?.name ?? null,
        billingCycle: order.billingCycle,
        currency: order.currency,
        total: order.total,
        totalUsdCents: order.totalUsdCents,
        state: 'active',
        periodStart: start.toISOString(),
        periodEnd,
        periodAnchor: start.toISOString(),
        cancelAtPeriodEnd: false,
        invoiceId: order.invoiceId,
        events: [
          {
            at: now.toISOString(),
            type: 'activated',
            ...storedSubscriptionEvent({
              key: 'product_activated',
              product: product.name,
              cluster: cluster?.name ?? null,
              quantity,
              unit: product.pricingUnit,
            }),
          },
        ],
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      });
      // At the period's end it renews, or ends if cancelled meanwhile (product-renewal.ts).
      await schedulePeriodEnd(tx, { id: order.id, periodEnd });
    });
    return 'completed';
  }

  async list(organizationId: string): Promise<ProductSubscription[]> {
    const records = await this.#deps.repositories.productSubscriptions.list(organizationId);
    return records.map((r) => this.#view(r));
  }

  async get(organizationId: string, id: string): Promise<ProductSubscription> {
    const record = await this.#deps.repositories.productSubscriptions.find(organizationId, id);
    if (!record) throw errors.notFound(m.error_no_such_product_subscription());
    return this.#view(record);
  }

  /** Whether the organization runs this product now (on that cluster, or organization-wide). */
  async isLive(organizationId: string, productId: string, clusterId: string | null): Promise<boolean> {
    const record = await this.#deps.repositories.productSubscriptions.findLive(organizationId, productId, clusterId);
    return record !== undefined && this.#view(record).state !== 'cancelled';
  }

  /** Cancels at the end of the paid period (`atPeriodEnd`), or withdraws that cancellation. */
  async cancel(organizationId: string, id: string, atPeriodEnd: boolean): Promise<ProductSubscription> {
    const current = await this.get(organizationId, id);
    if (current.state === 'cancelled') throw errors.conflict(m.error_subscription_has_already_ended());
    const at = new Date(this.#now()).toISOString();
    const until = new Date(current.periodEnd).toISOString().slice(0, 10);
    const updated = await this.#deps.repositories.productSubscriptions.update(id, (record) => {
      if (record.cancelAtPeriodEnd === atPeriodEnd) return undefined;
      const event = atPeriodEnd
        ? { at, type: 'cancel_requested' as const, ...storedSubscriptionEvent({ key: 'cancel_requested', until }) }
        : { at, type: 'cancel_withdrawn' as const, ...storedSubscriptionEvent({ key: 'cancel_withdrawn' }) };
      return {
        ...record,
        cancelAtPeriodEnd: atPeriodEnd,
        state: atPeriodEnd ? 'cancelling' : 'active',
        events: [...record.events, event],
        updatedAt: at,
      };
    });
    return updated ? this.#view(updated) : current;
  }

  /** The answer, its history in the reader's language: a cancellation whose period is over reads as ended. */
  #view(record: ProductSubscriptionRecord): ProductSubscription {
    const { organizationId: _o, events: stored, ...rest } = record;
    const view = { ...rest, events: historyForReader(stored) };
    if (record.cancelAtPeriodEnd && Date.parse(record.periodEnd) <= this.#now() && record.state !== 'cancelled') {
      return {
        ...view,
        state: 'cancelled',
        events: [
          ...view.events,
          { at: record.periodEnd, type: 'cancelled', message: subscriptionEventText({ key: 'period_ended' }) },
        ],
      };
    }
    return view;
  }
}
