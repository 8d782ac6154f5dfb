// Links more than one part of the site builds; shared by pre-rendered pages and islands.

/** The cluster wizard (SPEC §2). */
export const CONFIGURE_CLUSTER_PATH = '/configure-cluster';

/** What the wizard can start from: its query parameters `tier`, `provider`, `region`, `nodeSize`, `nodes`, `addons`. */
export type WizardPrefill = {
  tier?: string;
  provider?: string;
  region?: string;
  nodeSize?: string;
  nodes?: number;
  addons?: readonly string[];
};

/**
 * Where every "Configure" button leads: the cluster wizard, with the tier (or a whole prefill:
 * provider, region, node size and count, add-ons as a comma list) preselected when given.
 * Signed-out visitors pass through sign-in and come back to the same address.
 */
export function configureClusterHref(prefill?: string | WizardPrefill): string {
  const { tier, provider, region, nodeSize, nodes, addons } = typeof prefill === 'string' ? { tier: prefill } : (prefill ?? {});
  const query = new URLSearchParams();
  if (tier) query.set('tier', tier);
  if (provider) query.set('provider', provider);
  if (region) query.set('region', region);
  if (nodeSize) query.set('nodeSize', nodeSize);
  if (nodes !== undefined) query.set('nodes', String(nodes));
  if (addons && addons.length > 0) query.set('addons', addons.join(','));
  const search = query.toString().replaceAll('%2C', ',');
  return search ? `${CONFIGURE_CLUSTER_PATH}?${search}` : CONFIGURE_CLUSTER_PATH;
}
