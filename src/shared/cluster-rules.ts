import type { CatalogSeed } from './catalog/catalog.schemas.ts';
import { TIERS_WITHOUT_HA } from './pricing-rules.ts';
import { m } from './i18n/messages.ts';
import type { ClusterSpec, NodePool } from './clusters/clusters.schemas.ts';

// The wizard's rules, checked against the catalog: pure and client-safe, so the wizard says why
// before the server refuses, and the server never trusts the wizard. The reasons are in the
// language being rendered (the page's, or the request's on the server).

/** Field path → why it is refused, e.g. `{ 'nodePools.1.count': 'At most 20 nodes in Economy.' }`. */
export type SpecProblems = Record<string, string>;

/**
 * True when the pool can run the system pods (CoreDNS, metrics-server, add-ons): no taint that
 * keeps pods off (NoSchedule, NoExecute), and a node even while idle.
 */
export function runsSystemPods(pool: NodePool): boolean {
  const keepsPodsOff = (pool.taints ?? []).some((taint) => taint.effect !== 'PreferNoSchedule');
  return !keepsPodsOff && (pool.count >= 1 || (pool.autoscale?.min ?? 0) >= 1);
}

/** Every rule a cluster spec must meet beyond its shape; empty when it is valid. */
export function clusterSpecProblems(spec: ClusterSpec, catalog: CatalogSeed): SpecProblems {
  const problems: SpecProblems = {};
  const tier = catalog.tiers.find((t) => t.id === spec.tierId);
  if (!tier) problems.tierId = m.rules_cluster_tier_unknown();
  const provider = catalog.providers.find((p) => p.id === spec.providerId);
  if (!provider) problems.providerId = m.rules_cluster_provider_unknown();
  const region = catalog.regions.find((r) => r.id === spec.regionId);
  if (!region || (provider && region.providerId !== provider.id))
    problems.regionId = m.rules_cluster_region_of_provider();
  else if (!region.available) problems.regionId = m.rules_cluster_region_closed({ region: region.name });
  if (!catalog.kubernetesVersions.some((v) => v.version === spec.kubernetesVersion)) {
    problems.kubernetesVersion = m.rules_cluster_version_unknown();
  }
  if (spec.haControlPlane && tier && TIERS_WITHOUT_HA.includes(tier.id)) {
    problems.haControlPlane = m.rules_cluster_single_control_plane({ tier: tier.name });
  }
  const names = new Set<string>();
  let total = 0;
  spec.nodePools.forEach((pool, i) => {
    const at = (field: string) => `nodePools.${i}.${field}`;
    if (names.has(pool.name)) problems[at('name')] = m.rules_cluster_pool_names_unique();
    names.add(pool.name);
    const size = catalog.nodeSizes.find((s) => s.id === pool.nodeSizeId);
    if (!size) problems[at('nodeSizeId')] = m.rules_cluster_node_size_unknown();
    else if (tier && !size.tiers.includes(tier.id))
      problems[at('nodeSizeId')] = m.rules_cluster_node_size_not_in_tier({ size: size.name, tier: tier.name });
    total += pool.count;
    if (pool.autoscale) {
      const { min, max } = pool.autoscale;
      if (min > pool.count || pool.count > max) problems[at('count')] = m.rules_cluster_autoscale_range({ min, max });
      if (tier && max > tier.maxNodes)
        problems[at('autoscale.max')] = m.rules_cluster_max_nodes({ max: tier.maxNodes, tier: tier.name });
    }
  });
  if (total < 1) problems.nodePools = m.rules_cluster_at_least_one_node();
  else if (!spec.nodePools.some(runsSystemPods)) problems.nodePools = m.rules_cluster_system_pool();
  else if (tier && total > tier.maxNodes)
    problems.nodePools = m.rules_cluster_max_nodes_total({ max: tier.maxNodes, tier: tier.name, total });
  const seen = new Set<string>();
  spec.addonIds.forEach((addonId, i) => {
    const addon = catalog.addons.find((a) => a.id === addonId);
    if (!addon) problems[`addonIds.${i}`] = m.rules_cluster_addon_unknown();
    else if (tier && !addon.tiers.includes(tier.id))
      problems[`addonIds.${i}`] = m.rules_cluster_addon_not_in_tier({ addon: addon.name, tier: tier.name });
    else if (seen.has(addonId)) problems[`addonIds.${i}`] = m.rules_cluster_addon_twice({ addon: addon.name });
    seen.add(addonId);
  });
  return problems;
}
