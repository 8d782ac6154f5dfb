// Links more than one part of the site builds; shared by pre-rendered pages and islands.

/** The cluster wizard (also served at /clusters/configure). */
export const CONFIGURE_CLUSTER_PATH = '/configure-cluster';

/** What a link can preselect in the cluster wizard; every part is optional. */
export interface WizardPrefill {
  /** Tier id, e.g. 'standard'. */
  tier?: string;
  /** Provider id, e.g. 'sovereign'. */
  provider?: string;
  /** Region id of that provider, e.g. 'fr-par-1'. */
  region?: string;
  /** Node size id of the first pool, e.g. 'gp-4-16'. */
  nodeSize?: string;
  /** Node count of the first pool. */
  nodes?: number;
  /** Add-on ids, in place of the tier's defaults. */
  addons?: string[];
}

// The query parameter of each part, in the order they appear in a link.
const PARAMS = ['tier', 'provider', 'region', 'nodeSize', 'nodes', 'addons'] as const;
const ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Where every "Configure" button leads: the cluster wizard, with a tier (a string) or any of
 * tier, provider, region, nodeSize, nodes and addons preselected. Signed-out visitors pass
 * through sign-in and come back to the same address.
 */
export function configureClusterHref(prefill?: string | WizardPrefill): string {
  const parts: WizardPrefill = typeof prefill === 'string' ? { tier: prefill } : (prefill ?? {});
  const query = new URLSearchParams();
  for (const name of PARAMS) {
    const value = parts[name];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(name, value.join(','));
    } else query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${CONFIGURE_CLUSTER_PATH}?${search.replaceAll('%2C', ',')}` : CONFIGURE_CLUSTER_PATH;
}

/**
 * The wizard's preselection from its address (the parameters of configureClusterHref). Values
 * that cannot be catalog ids or a node count are dropped; whether an id exists is the wizard's
 * to check against the catalog.
 */
export function readWizardPrefill(search: URLSearchParams): WizardPrefill {
  const prefill: WizardPrefill = {};
  const id = (name: 'tier' | 'provider' | 'region' | 'nodeSize') => {
    const value = search.get(name)?.trim();
    if (value && ID.test(value)) prefill[name] = value;
  };
  id('tier');
  id('provider');
  id('region');
  id('nodeSize');
  const nodes = search.get('nodes')?.trim();
  if (nodes && /^\d{1,3}$/.test(nodes) && Number(nodes) >= 1) prefill.nodes = Number(nodes);
  const addons = search.get('addons');
  if (addons !== null) {
    prefill.addons = [
      ...new Set(
        addons
          .split(',')
          .map((a) => a.trim())
          .filter((a) => ID.test(a)),
      ),
    ];
  }
  return prefill;
}
