import type { Addon, ClusterTier, NodeSize } from '../../server/catalog/catalog.schemas.ts';

// Island props are serialised into the page HTML, so pages pass only the fields shown.

/** A tier as the pricing islands show it. */
export type TierView = Pick<
  ClusterTier,
  'id' | 'name' | 'colour' | 'page' | 'description' | 'features' | 'priceMonthlyUsd' | 'priceYearlyUsd' | 'includedNodes' | 'maxNodes' | 'sla' | 'haControlPlane'
>;

/** A node size row. */
export type NodeSizeView = Pick<NodeSize, 'id' | 'name' | 'family' | 'vcpu' | 'memoryGb' | 'diskGb' | 'gpu' | 'priceHourlyUsd' | 'priceMonthlyUsd'>;

/** An add-on row; `availability` names the tiers that offer it. */
export type AddonView = Pick<Addon, 'id' | 'name' | 'category' | 'description' | 'priceMonthlyUsd' | 'default'> & { availability: string };

/** 'Standard (Blue)' → 'Standard': tier names without their trailing parenthetical. */
export function shortTierName(name: string): string {
  return name.replace(/\s*\([^)]*\)\s*$/, '');
}

/** The fields of a tier the islands need. */
export function toTierView(tier: ClusterTier): TierView {
  const { id, name, colour, page, description, features, priceMonthlyUsd, priceYearlyUsd, includedNodes, maxNodes, sla, haControlPlane } = tier;
  return { id, name, colour, page, description, features, priceMonthlyUsd, priceYearlyUsd, includedNodes, maxNodes, sla, haControlPlane };
}

/** The fields of a node size the table needs. */
export function toNodeSizeView(size: NodeSize): NodeSizeView {
  const { id, name, family, vcpu, memoryGb, diskGb, gpu, priceHourlyUsd, priceMonthlyUsd } = size;
  return gpu
    ? { id, name, family, vcpu, memoryGb, diskGb, gpu, priceHourlyUsd, priceMonthlyUsd }
    : { id, name, family, vcpu, memoryGb, diskGb, priceHourlyUsd, priceMonthlyUsd };
}

/** An add-on with the short names of the tiers offering it ('All cluster types' when every one does). */
export function toAddonView(addon: Addon, tiers: readonly ClusterTier[]): AddonView {
  const { id, name, category, description, priceMonthlyUsd } = addon;
  const offering = tiers.filter((tier) => addon.tiers.includes(tier.id));
  const availability = offering.length === tiers.length ? 'All cluster types' : offering.map((tier) => shortTierName(tier.name)).join(', ');
  return { id, name, category, description, priceMonthlyUsd, default: addon.default, availability };
}
