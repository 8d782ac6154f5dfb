import type { CatalogSeed } from '../server/catalog/catalog.schemas.ts';
import { TIERS_WITHOUT_HA } from './pricing-rules.ts';
import type { ClusterSpec } from '../server/clusters/clusters.schemas.ts';

// The wizard's rules, checked against the catalog: pure and client-safe, so the wizard says why
// before the server refuses, and the server never trusts the wizard.

/** Field path → why it is refused, e.g. `{ 'nodePools.1.count': 'At most 20 nodes in Economy.' }`. */
export type SpecProblems = Record<string, string>;

/** Every rule a cluster spec must meet beyond its shape; empty when it is valid. */
export function clusterSpecProblems(spec: ClusterSpec, catalog: CatalogSeed): SpecProblems {
  const problems: SpecProblems = {};
  const tier = catalog.tiers.find((t) => t.id === spec.tierId);
  if (!tier) problems.tierId = 'This cluster type does not exist.';
  const provider = catalog.providers.find((p) => p.id === spec.providerId);
  if (!provider) problems.providerId = 'This provider does not exist.';
  const region = catalog.regions.find((r) => r.id === spec.regionId);
  if (!region || (provider && region.providerId !== provider.id)) problems.regionId = 'Choose a region of the chosen provider.';
  else if (!region.available) problems.regionId = `${region.name} is not open for new clusters.`;
  if (!catalog.kubernetesVersions.some((v) => v.version === spec.kubernetesVersion)) {
    problems.kubernetesVersion = 'This Kubernetes version is not offered.';
  }
  if (spec.haControlPlane && tier && TIERS_WITHOUT_HA.includes(tier.id)) {
    problems.haControlPlane = `${tier.name} runs a single control plane.`;
  }
  const names = new Set<string>();
  let total = 0;
  spec.nodePools.forEach((pool, i) => {
    const at = (field: string) => `nodePools.${i}.${field}`;
    if (names.has(pool.name)) problems[at('name')] = 'Pool names must be unique.';
    names.add(pool.name);
    const size = catalog.nodeSizes.find((s) => s.id === pool.nodeSizeId);
    if (!size) problems[at('nodeSizeId')] = 'This node size does not exist.';
    else if (tier && !size.tiers.includes(tier.id)) problems[at('nodeSizeId')] = `${size.name} is not offered in ${tier.name}.`;
    total += pool.count;
    if (pool.autoscale) {
      const { min, max } = pool.autoscale;
      if (min > pool.count || pool.count > max) problems[at('count')] = `Keep ${min} ≤ nodes ≤ ${max} (the autoscaling range).`;
      if (tier && max > tier.maxNodes) problems[at('autoscale.max')] = `At most ${tier.maxNodes} nodes in ${tier.name}.`;
    }
  });
  if (total < 1) problems.nodePools = 'A cluster needs at least one node.';
  else if (tier && total > tier.maxNodes) problems.nodePools = `At most ${tier.maxNodes} nodes in ${tier.name}; this has ${total}.`;
  const seen = new Set<string>();
  spec.addonIds.forEach((addonId, i) => {
    const addon = catalog.addons.find((a) => a.id === addonId);
    if (!addon) problems[`addonIds.${i}`] = 'This add-on does not exist.';
    else if (tier && !addon.tiers.includes(tier.id)) problems[`addonIds.${i}`] = `${addon.name} is not available in ${tier.name}.`;
    else if (seen.has(addonId)) problems[`addonIds.${i}`] = `${addon.name} is listed twice.`;
    seen.add(addonId);
  });
  return problems;
}
