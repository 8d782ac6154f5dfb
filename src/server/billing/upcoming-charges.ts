import type { Currency } from '../../shared/money.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterRecord, ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import { addonLines, clusterLines, productLines, supportPlanLines, type UsdLine } from '../../shared/price-lines.ts';
import { priceQuote } from '../pricing/quote.ts';
import { vatFor } from '../../shared/vat.ts';
import type { ProductSubscriptionRecord } from '../../shared/products/product-subscriptions.schemas.ts';
import type { ClusterSubscriptionRecord } from '../../shared/subscriptions/cluster-subscriptions.schemas.ts';
import type { SupportSubscriptionRecord } from '../../shared/subscriptions/support-subscriptions.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { nextRenewal } from './billing-period.ts';
import { isRenewingCluster } from '../../shared/cluster-lifecycle.ts';

/** The description of a renewal, per billing cycle (called when the charges are read, in the reader's language). */
const renewal = {
  monthly: {
    cluster: m.notice_charge_cluster_monthly,
    addon: m.notice_charge_addon_monthly,
    product: m.notice_charge_product_monthly,
    support: m.notice_charge_support_monthly,
  },
  yearly: {
    cluster: m.notice_charge_cluster_yearly,
    addon: m.notice_charge_addon_yearly,
    product: m.notice_charge_product_yearly,
    support: m.notice_charge_support_yearly,
  },
};

// The renewals an organization is committed to: each subscription (cluster, add-on, product,
// support plan) is charged at the start of each period, at the price of what it is configured to
// be then (changes are charged at once, so the next renewal charges the new configuration). A
// cluster renews at the end of its subscription's stored period, for the configuration its
// subscription pays for (add-ons bought for it included), a support plan at its subscription's
// period end; others on the anniversary of their
// first payment.

/** One renewal to come: what, when, and how much (minor units of the billing currency). */
export type UpcomingCharge = {
  kind: 'cluster' | 'addon' | 'product' | 'support';
  description: string;
  at: string;
  net: number;
  total: number;
};

const PAID = new Set(['paid', 'fulfilling', 'completed']);

const specOf = (cluster: ClusterRecord, separateAddons: ReadonlySet<string>): ClusterSpec => ({
  name: cluster.name,
  tierId: cluster.tierId,
  providerId: cluster.providerId,
  regionId: cluster.regionId,
  kubernetesVersion: cluster.kubernetesVersion,
  haControlPlane: cluster.haControlPlane,
  nodePools: cluster.nodePools,
  // Add-ons bought by their own order renew on their own anniversary.
  addonIds: cluster.addonIds.filter((id) => !separateAddons.has(id)),
});

export type UpcomingInput = {
  organization: OrganizationRecord;
  catalog: Readonly<CatalogSeed>;
  clusters: readonly ClusterRecord[];
  /** The organization's paid orders of kind cluster, addon and support. */
  orders: readonly OrderRecord[];
  products: readonly ProductSubscriptionRecord[];
  /** The organization's cluster subscriptions: a cluster with one renews at its period's end. */
  clusterSubscriptions?: readonly ClusterSubscriptionRecord[];
  /** The support plan's subscription: it renews at its period's end (a plan paid before subscriptions, on its order's anniversary). */
  support?: SupportSubscriptionRecord | null;
  currency: Currency;
  rate: number;
  now: number;
};

/** Every subscription's next renewal after `now`, soonest first. */
export function upcomingCharges(input: UpcomingInput): UpcomingCharge[] {
  const { organization, catalog, now } = input;
  const plan = catalog.billingPlans.find((p) => p.id === (organization.planId ?? 'pay-as-you-go'));
  const price = (lines: UsdLine[], cycle: 'monthly' | 'yearly', kind: UpcomingCharge['kind']) => {
    const quote = priceQuote({
      lines,
      currency: input.currency,
      rate: input.rate,
      billingCycle: cycle,
      planDiscount: plan && kind !== 'support' ? { name: plan.name, percent: plan.discountPercent } : undefined,
      promoCode: null,
      vat: vatFor(organization.billingProfile ?? null),
    });
    return { net: quote.total - quote.tax, total: quote.total };
  };
  const paid = input.orders.filter((o) => o.paidAt && PAID.has(o.status));
  const charges: UpcomingCharge[] = [];
  const live = new Map(input.clusters.filter(isRenewingCluster).map((c) => [c.id, c]));
  const subscribed = new Map(
    (input.clusterSubscriptions ?? [])
      .filter((s) => s.state === 'active' && live.has(s.clusterId))
      .map((s) => [s.clusterId, s]),
  );
  for (const subscription of subscribed.values()) {
    if (subscription.heldForClosing) continue;
    // Its period as stored (renewals move it, whatever the order's date); one overdue renews now.
    const at = Math.max(Date.parse(subscription.periodEnd), now);
    const lines = clusterLines(subscription.chargedSpec, catalog, subscription.billingCycle);
    charges.push({
      kind: 'cluster',
      description: renewal[subscription.billingCycle].cluster({ name: subscription.clusterName }),
      at: new Date(at).toISOString(),
      ...price(lines, subscription.billingCycle, 'cluster'),
    });
  }
  // Add-ons bought for a subscribed cluster renew with it (its subscription's configuration holds them).
  const addonOrders = paid.filter(
    (o) =>
      o.kind === 'addon' &&
      o.addon &&
      !subscribed.has(o.addon.clusterId) &&
      live.get(o.addon.clusterId)?.addonIds.includes(o.addon.addonId),
  );
  for (const order of paid.filter(
    (o) => o.kind === 'cluster' && o.clusterId && live.has(o.clusterId) && !subscribed.has(o.clusterId),
  )) {
    const cluster = live.get(order.clusterId ?? '') as ClusterRecord;
    const separate = new Set(
      addonOrders.filter((o) => o.addon?.clusterId === cluster.id).map((o) => o.addon?.addonId ?? ''),
    );
    const at = nextRenewal(Date.parse(order.paidAt ?? ''), order.billingCycle, now);
    const spec = specOf(cluster, separate);
    charges.push({
      kind: 'cluster',
      description: renewal[order.billingCycle].cluster({ name: cluster.name }),
      at: new Date(at).toISOString(),
      ...price(clusterLines(spec, catalog, order.billingCycle), order.billingCycle, 'cluster'),
    });
  }
  for (const order of addonOrders) {
    const addon = catalog.addons.find((a) => a.id === order.addon?.addonId);
    const cluster = live.get(order.addon?.clusterId ?? '');
    if (!addon || !cluster || addon.priceMonthlyUsdCents === 0) continue;
    const at = nextRenewal(Date.parse(order.paidAt ?? ''), order.billingCycle, now);
    charges.push({
      kind: 'addon',
      description: renewal[order.billingCycle].addon({ addon: addon.name, cluster: cluster.name }),
      at: new Date(at).toISOString(),
      ...price(addonLines(addon.id, catalog, order.billingCycle), order.billingCycle, 'addon'),
    });
  }
  for (const subscription of input.products.filter((s) => s.state === 'active' && Date.parse(s.periodEnd) > now)) {
    charges.push({
      kind: 'product',
      description: renewal[subscription.billingCycle].product({ product: subscription.productName }),
      at: subscription.periodEnd,
      ...price(
        productLines(subscription.productId, subscription.quantity, catalog, subscription.billingCycle),
        subscription.billingCycle,
        'product',
      ),
    });
  }
  const support = input.support;
  if (support) {
    if (support.state === 'active' && Date.parse(support.periodEnd) > now) {
      charges.push({
        kind: 'support',
        description: renewal[support.billingCycle].support({ plan: support.planName }),
        at: support.periodEnd,
        ...price(supportPlanLines(support.planId, catalog, support.billingCycle), support.billingCycle, 'support'),
      });
    }
    return charges.sort((a, b) => a.at.localeCompare(b.at));
  }
  const planOrder = paid.find((o) => o.id === organization.planOrderId && o.kind === 'support' && o.support);
  if (planOrder?.support && plan && plan.id === planOrder.support.planId) {
    const at = nextRenewal(Date.parse(planOrder.paidAt ?? ''), planOrder.billingCycle, now);
    charges.push({
      kind: 'support',
      description: renewal[planOrder.billingCycle].support({ plan: plan.name }),
      at: new Date(at).toISOString(),
      ...price(supportPlanLines(plan.id, catalog, planOrder.billingCycle), planOrder.billingCycle, 'support'),
    });
  }
  return charges.sort((a, b) => a.at.localeCompare(b.at));
}
