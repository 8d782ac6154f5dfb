import { m } from './i18n/messages.ts';
import { centsFromMicroUsd, MICRO_USD_PER_CENT } from './money.ts';
import type { CatalogSeed, NodeSize } from './catalog/catalog.schemas.ts';
import type { ClusterSpec } from './clusters/clusters.schemas.ts';
import { HA_CONTROL_PLANE_MONTHLY_USD_CENTS } from './pricing-rules.ts';
import type { PriceLine } from './pricing/pricing.schemas.ts';

/** A line before it is converted into the quote's currency. */
export type UsdLine = Omit<PriceLine, 'amount'>;

type Cycle = 'monthly' | 'yearly';

/** Months a billing period covers: items without a yearly catalog price cost 12 months a year. */
const monthsIn = (cycle: Cycle) => (cycle === 'yearly' ? 12 : 1);

const line = (
  kind: UsdLine['kind'],
  description: string,
  ref: string | null,
  quantity: number,
  unitMicroUsd: number,
): UsdLine => ({
  kind,
  description,
  ref,
  quantity,
  unitMicroUsd,
  amountUsdCents: centsFromMicroUsd(unitMicroUsd * quantity),
});

/** The size whose price a tier's included nodes are worth: the cheapest the tier offers. */
export function baseNodeSize(catalog: CatalogSeed, tierId: string): NodeSize | undefined {
  return catalog.nodeSizes
    .filter((size) => size.tiers.includes(tierId))
    .sort((a, b) => a.priceMonthlyUsdCents - b.priceMonthlyUsdCents)[0];
}

/**
 * A cluster's lines for one billing period: the tier (its yearly price when paid yearly), every
 * pool's nodes at their size's price, a credit for the nodes the tier includes (valued at its
 * cheapest size), a highly available control plane where the tier does not include one, and the
 * paid add-ons. Autoscaled pools are priced at their current count. The spec must be valid.
 */
export function clusterLines(spec: ClusterSpec, catalog: CatalogSeed, cycle: Cycle): UsdLine[] {
  const tier = catalog.tiers.find((t) => t.id === spec.tierId);
  if (!tier) throw new Error(`Unknown tier ${spec.tierId}`);
  const months = monthsIn(cycle);
  const lines: UsdLine[] = [];
  const tierCents = cycle === 'yearly' ? tier.priceYearlyUsdCents : tier.priceMonthlyUsdCents;
  lines.push(
    line(
      'tier',
      m.rules_line_cluster({ tier: tier.name, name: spec.name }),
      tier.id,
      1,
      tierCents * MICRO_USD_PER_CENT,
    ),
  );
  let nodes = 0;
  for (const pool of spec.nodePools) {
    const size = catalog.nodeSizes.find((s) => s.id === pool.nodeSizeId);
    if (!size || pool.count === 0) continue;
    nodes += pool.count;
    lines.push(
      line(
        'nodes',
        m.rules_line_pool({ pool: pool.name, count: pool.count, size: size.name, sizeId: size.id }),
        size.id,
        pool.count,
        size.priceMonthlyUsdCents * months * MICRO_USD_PER_CENT,
      ),
    );
  }
  const base = baseNodeSize(catalog, tier.id);
  const included = Math.min(tier.includedNodes, nodes);
  if (base && included > 0) {
    lines.push(
      line(
        'included-nodes',
        m.rules_line_included_nodes({ tier: tier.name, sizeId: base.id }),
        base.id,
        included,
        -base.priceMonthlyUsdCents * months * MICRO_USD_PER_CENT,
      ),
    );
  }
  if (spec.haControlPlane && !tier.haControlPlane) {
    lines.push(
      line(
        'ha-control-plane',
        'Highly available control plane (3 replicas)',
        null,
        1,
        HA_CONTROL_PLANE_MONTHLY_USD_CENTS * months * MICRO_USD_PER_CENT,
      ),
    );
  }
  for (const addonId of spec.addonIds) {
    const addon = catalog.addons.find((a) => a.id === addonId);
    if (!addon || addon.priceMonthlyUsdCents === 0) continue;
    lines.push(
      line(
        'addon',
        m.rules_line_addon({ addon: addon.name }),
        addon.id,
        1,
        addon.priceMonthlyUsdCents * months * MICRO_USD_PER_CENT,
      ),
    );
  }
  return lines;
}

/** One add-on on an existing cluster, for one period. */
export function addonLines(addonId: string, catalog: CatalogSeed, cycle: Cycle, version?: string): UsdLine[] {
  const addon = catalog.addons.find((a) => a.id === addonId);
  if (!addon) throw new Error(`Unknown add-on ${addonId}`);
  return [
    line(
      'addon',
      m.rules_line_addon_version({ addon: addon.name, version: version ?? addon.version }),
      addon.id,
      1,
      addon.priceMonthlyUsdCents * monthsIn(cycle) * MICRO_USD_PER_CENT,
    ),
  ];
}

/** A marketplace product: its unit price (per cluster, node, GB or flat) times the quantity. */
export function productLines(productId: string, quantity: number, catalog: CatalogSeed, cycle: Cycle): UsdLine[] {
  const product = catalog.products.find((p) => p.id === productId);
  if (!product) throw new Error(`Unknown product ${productId}`);
  const description =
    product.pricingUnit === 'flat'
      ? m.rules_line_product({ product: product.name })
      : m.rules_line_product_unit({ product: product.name, unit: product.pricingUnit });
  return [line('product', description, product.id, quantity, product.priceMonthlyMicroUsd * monthsIn(cycle))];
}

/** A billing plan: its monthly commitment, for the period. */
export function supportPlanLines(planId: string, catalog: CatalogSeed, cycle: Cycle): UsdLine[] {
  const plan = catalog.billingPlans.find((p) => p.id === planId);
  if (!plan) throw new Error(`Unknown billing plan ${planId}`);
  return [
    line(
      'support-plan',
      m.rules_line_support_plan({ plan: plan.name, level: plan.supportLevel, hours: plan.supportResponseHours }),
      plan.id,
      1,
      plan.monthlyCommitUsdCents * monthsIn(cycle) * MICRO_USD_PER_CENT,
    ),
  ];
}
