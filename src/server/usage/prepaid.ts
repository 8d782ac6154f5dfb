import type { CatalogSeed } from '../catalog/catalog.schemas.ts';
import type { OrderRecord } from '../orders/orders.schemas.ts';
import { hourlyItems, type HourlyItem } from './usage-rates.ts';

/** What orders prepaid for a cluster, and for how long. */
export type Coverage = { from: number; to: number; items: HourlyItem[] };

const addPeriod = (start: number, cycle: 'monthly' | 'yearly') => {
  const end = new Date(start);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end.getTime();
};

/**
 * A cluster order prepays its configuration for its first period, an add-on order its add-on:
 * the hours they cover are not billed again; what runs beyond them is billed in arrears.
 */
export function coveragesOf(orders: readonly OrderRecord[], catalog: CatalogSeed): Coverage[] {
  const paid = orders.filter((o) => o.paidAt && (o.status === 'paid' || o.status === 'fulfilling' || o.status === 'completed'));
  return paid.flatMap((order): Coverage[] => {
    const from = Date.parse(order.paidAt ?? '');
    const to = addPeriod(from, order.billingCycle);
    if (order.kind === 'cluster' && order.cluster) return [{ from, to, items: hourlyItems(order.cluster, catalog) }];
    if (order.kind === 'addon' && order.addon) {
      const addon = catalog.addons.find((a) => a.id === order.addon?.addonId);
      if (!addon || addon.priceMonthlyUsdCents === 0) return [];
      return [{ from, to, items: [{ kind: 'addons', ref: addon.id, quantity: 1, unitMicroUsdPerHour: Math.round((addon.priceMonthlyUsdCents * 10_000) / 730) }] }];
    }
    return [];
  });
}

/** The prepaid micro-dollars of a window of time the cluster was running. */
export function prepaidMicro(coverages: readonly Coverage[], start: number, end: number): number {
  let total = 0;
  for (const coverage of coverages) {
    const overlap = Math.min(end, coverage.to) - Math.max(start, coverage.from);
    if (overlap <= 0) continue;
    for (const item of coverage.items) total += Math.round((item.unitMicroUsdPerHour * item.quantity * overlap) / 3_600_000);
  }
  return total;
}
