import type { Addon, ClusterTier, NodeSize } from '../../shared/catalog/catalog.schemas.ts';
import { shortTierName } from '../../shared/tier-name.ts';
import { m } from '../../shared/i18n/messages.ts';

// Island props are serialised into the page HTML, so pages pass only the fields shown.

/** A tier as the pricing islands show it. */
export type TierView = Pick<
  ClusterTier,
  | 'id'
  | 'name'
  | 'colour'
  | 'page'
  | 'description'
  | 'features'
  | 'priceMonthlyUsdCents'
  | 'priceYearlyUsdCents'
  | 'includedNodes'
  | 'maxNodes'
  | 'sla'
  | 'haControlPlane'
>;

/** A node size row. */
export type NodeSizeView = Pick<
  NodeSize,
  'id' | 'name' | 'family' | 'vcpu' | 'memoryGb' | 'diskGb' | 'gpu' | 'priceHourlyMicroUsd' | 'priceMonthlyUsdCents'
>;

/** An add-on row; `availability` names the tiers that offer it. */
export type AddonView = Pick<Addon, 'id' | 'name' | 'category' | 'description' | 'priceMonthlyUsdCents' | 'default'> & {
  availability: string;
};

/** The fields of a tier the islands need. */
export function toTierView(tier: ClusterTier): TierView {
  const { id, name, colour, page, description, features, priceMonthlyUsdCents, priceYearlyUsdCents } = tier;
  const { includedNodes, maxNodes, sla, haControlPlane } = tier;
  return {
    id,
    name,
    colour,
    page,
    description,
    features,
    priceMonthlyUsdCents,
    priceYearlyUsdCents,
    includedNodes,
    maxNodes,
    sla,
    haControlPlane,
  };
}

/** The fields of a node size the table needs. */
export function toNodeSizeView(size: NodeSize): NodeSizeView {
  const { id, name, family, vcpu, memoryGb, diskGb, gpu, priceHourlyMicroUsd, priceMonthlyUsdCents } = size;
  const view = { id, name, family, vcpu, memoryGb, diskGb, priceHourlyMicroUsd, priceMonthlyUsdCents };
  return gpu ? { ...view, gpu } : view;
}

/** An add-on with the short names of the tiers offering it ('All cluster types' when every one does). */
export function toAddonView(addon: Addon, tiers: readonly ClusterTier[]): AddonView {
  const { id, name, category, description, priceMonthlyUsdCents } = addon;
  const offering = tiers.filter((tier) => addon.tiers.includes(tier.id));
  const availability =
    offering.length === tiers.length
      ? m.pricing_all_cluster_types()
      : offering.map((tier) => shortTierName(tier.name)).join(', ');
  return { id, name, category, description, priceMonthlyUsdCents, default: addon.default, availability };
}
