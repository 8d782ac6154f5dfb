import { divideRounded, HOURS_PER_MONTH, MICRO_USD_PER_CENT } from '../../shared/money.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { baseNodeSize } from '../../shared/price-lines.ts';
import { HA_CONTROL_PLANE_MONTHLY_USD_CENTS } from '../../shared/pricing-rules.ts';

/** What a usage line measures. */
export type UsageKind =
  | 'control-plane'
  | 'nodes'
  | 'included-nodes'
  | 'ha-control-plane'
  | 'addons'
  | 'autoscaled-nodes';

/** The only kind billed after use (month end): nodes an autoscaler ran above a pool's configured count. */
export const OVERAGE_KIND: UsageKind = 'autoscaled-nodes';

/** One thing a running configuration costs per hour. */
export type HourlyItem = { kind: UsageKind; ref: string; quantity: number; unitMicroUsdPerHour: number };

/** A monthly price in cents as micro-dollars per hour (monthly = hourly × 730). */
const perHour = (monthlyCents: number) => divideRounded(monthlyCents * MICRO_USD_PER_CENT, HOURS_PER_MONTH);

/**
 * What a configuration costs per hour at list price, item by item: the same parts as the
 * pricing engine's cluster lines (tier, nodes, included-node credit, HA, add-ons), priced by the
 * hour: node sizes by their hourly price, the rest as monthly ÷ 730.
 */
export function hourlyItems(spec: ClusterSpec, catalog: CatalogSeed): HourlyItem[] {
  const tier = catalog.tiers.find((t) => t.id === spec.tierId);
  if (!tier) return [];
  const items: HourlyItem[] = [
    { kind: 'control-plane', ref: tier.id, quantity: 1, unitMicroUsdPerHour: perHour(tier.priceMonthlyUsdCents) },
  ];
  let nodes = 0;
  for (const pool of spec.nodePools) {
    const size = catalog.nodeSizes.find((s) => s.id === pool.nodeSizeId);
    if (!size || pool.count === 0) continue;
    nodes += pool.count;
    items.push({ kind: 'nodes', ref: size.id, quantity: pool.count, unitMicroUsdPerHour: size.priceHourlyMicroUsd });
  }
  const base = baseNodeSize(catalog, tier.id);
  const included = Math.min(tier.includedNodes, nodes);
  if (base && included > 0)
    items.push({
      kind: 'included-nodes',
      ref: base.id,
      quantity: included,
      unitMicroUsdPerHour: -base.priceHourlyMicroUsd,
    });
  if (spec.haControlPlane && !tier.haControlPlane)
    items.push({
      kind: 'ha-control-plane',
      ref: 'ha',
      quantity: 1,
      unitMicroUsdPerHour: perHour(HA_CONTROL_PLANE_MONTHLY_USD_CENTS),
    });
  for (const addonId of spec.addonIds) {
    const addon = catalog.addons.find((a) => a.id === addonId);
    if (addon && addon.priceMonthlyUsdCents > 0)
      items.push({
        kind: 'addons',
        ref: addon.id,
        quantity: 1,
        unitMicroUsdPerHour: perHour(addon.priceMonthlyUsdCents),
      });
  }
  return items;
}

/**
 * Nodes an autoscaler runs above each pool's configured count (`running`: pool name → nodes
 * running), priced by the hour like the configured ones: the overage billed at month end.
 */
export function autoscaledItems(
  spec: ClusterSpec,
  running: Readonly<Record<string, number>> | undefined,
  catalog: CatalogSeed,
): HourlyItem[] {
  if (!running) return [];
  return spec.nodePools.flatMap((pool): HourlyItem[] => {
    const extra = Math.min(running[pool.name] ?? 0, pool.autoscale?.max ?? 0) - pool.count;
    const size = catalog.nodeSizes.find((s) => s.id === pool.nodeSizeId);
    if (!pool.autoscale || !size || extra <= 0) return [];
    return [{ kind: OVERAGE_KIND, ref: size.id, quantity: extra, unitMicroUsdPerHour: size.priceHourlyMicroUsd }];
  });
}
