import type { Catalog } from '../../../../shared/catalog/catalog.schemas.ts';
import { clusterSpecProblems } from '../../../../shared/cluster-rules.ts';
import { clusterSpecSchema, type ClusterSpec, type NodePool } from '../../../../shared/clusters/clusters.schemas.ts';
import type { WizardPrefill } from '../../../../shared/links.ts';
import { m } from '../../../../shared/i18n/messages.ts';

// The wizard's draft and rules, without React: defaults from the catalog, a preselection from
// the address, what a tier change resets, the checks of each step (the server's own schema and
// rules) and where the draft is kept between page loads.

export const WIZARD_STEPS = [
  { id: 'type', label: m.clusters_step_type },
  { id: 'location', label: m.clusters_step_location },
  { id: 'version', label: m.clusters_step_version },
  { id: 'pools', label: m.clusters_step_pools },
  { id: 'options', label: m.clusters_step_options },
  { id: 'review', label: m.clusters_step_review },
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];

/** The fields each step owns: an error under one of these prefixes belongs to that step. */
const STEP_FIELDS: Record<WizardStepId, string[]> = {
  type: ['tierId'],
  location: ['providerId', 'regionId'],
  version: ['kubernetesVersion'],
  pools: ['nodePools'],
  options: ['haControlPlane', 'addonIds', 'maintenanceWindow', 'autoUpgrade'],
  review: ['name'],
};

/** What the wizard keeps between page loads. */
export interface WizardDraft {
  spec: ClusterSpec;
  step: WizardStepId;
  promoCode: string;
  /** The address's preselection already applied, so a reload does not apply it over later edits. */
  appliedPrefill: string;
  /** The order placed from this draft, waiting for payment. */
  orderId: string | null;
}

export const DRAFT_STORAGE_KEY = 'clusterWizardDraft';

/** Field path → why it is refused: the schema's messages, then the catalog rules'. */
export type DraftErrors = Record<string, string>;

export function emptySpec(catalog: Catalog): ClusterSpec {
  const tier = catalog.tiers.find((t) => t.id === 'standard') ?? catalog.tiers[0];
  const provider = catalog.providers[0];
  const spec: ClusterSpec = {
    name: '',
    tierId: tier?.id ?? '',
    providerId: provider?.id ?? '',
    regionId: catalog.regions.find((r) => r.providerId === provider?.id && r.available)?.id ?? '',
    kubernetesVersion: catalog.kubernetesVersions.find((v) => v.default)?.version ?? '',
    haControlPlane: tier?.haControlPlane ?? false,
    nodePools: [],
    addonIds: [],
  };
  return withTier(spec, spec.tierId, catalog, true);
}

/** Sizes offered in a tier; GPU sizes only where the tier offers them (AI/ML). */
export const sizesForTier = (catalog: Catalog, tierId: string) =>
  catalog.nodeSizes.filter((s) => s.tiers.includes(tierId));
export const addonsForTier = (catalog: Catalog, tierId: string) =>
  catalog.addons.filter((a) => a.tiers.includes(tierId));

/**
 * The spec after choosing a tier: sizes the tier does not offer are replaced, node counts and
 * autoscaling fit its maximum, its control-plane default applies, and add-ons are the compatible
 * ones already chosen plus the tier's defaults. `fresh` starts from one pool of the included nodes.
 */
export function withTier(spec: ClusterSpec, tierId: string, catalog: Catalog, fresh = false): ClusterSpec {
  const tier = catalog.tiers.find((t) => t.id === tierId);
  if (!tier) return { ...spec, tierId };
  const sizes = sizesForTier(catalog, tierId);
  const firstSize = sizes[0]?.id ?? '';
  const fit = (n: number) => Math.min(Math.max(n, 0), tier.maxNodes);
  const pools: NodePool[] =
    fresh || spec.nodePools.length === 0
      ? [{ name: 'pool-1', nodeSizeId: firstSize, count: Math.max(1, tier.includedNodes) }]
      : spec.nodePools.map((pool) => ({
          ...pool,
          nodeSizeId: sizes.some((s) => s.id === pool.nodeSizeId) ? pool.nodeSizeId : firstSize,
          count: fit(pool.count),
          autoscale: pool.autoscale
            ? { min: fit(Math.min(pool.autoscale.min, pool.count)), max: fit(pool.autoscale.max) }
            : undefined,
        }));
  const compatible = addonsForTier(catalog, tierId);
  const kept = fresh ? [] : spec.addonIds.filter((id) => compatible.some((a) => a.id === id));
  const defaults = compatible.filter((a) => a.default).map((a) => a.id);
  return {
    ...spec,
    tierId,
    haControlPlane: tier.haControlPlane,
    nodePools: pools,
    addonIds: [...new Set([...kept, ...defaults])],
  };
}

/** The spec after choosing a provider: its first open region. */
export function withProvider(spec: ClusterSpec, providerId: string, catalog: Catalog): ClusterSpec {
  const region = catalog.regions.find((r) => r.providerId === providerId && r.available);
  return { ...spec, providerId, regionId: region?.id ?? '' };
}

/** The address's preselection over a spec; unknown ids are ignored. */
export function applyPrefill(spec: ClusterSpec, prefill: WizardPrefill, catalog: Catalog): ClusterSpec {
  let next = spec;
  if (prefill.tier && catalog.tiers.some((t) => t.id === prefill.tier))
    next = withTier(next, prefill.tier, catalog, true);
  if (prefill.provider && catalog.providers.some((p) => p.id === prefill.provider))
    next = withProvider(next, prefill.provider, catalog);
  const region = catalog.regions.find((r) => r.id === prefill.region);
  if (region && region.available && (!prefill.provider || region.providerId === next.providerId))
    next = { ...next, providerId: region.providerId, regionId: region.id };
  const [first, ...rest] = next.nodePools;
  if (first) {
    const size = sizesForTier(catalog, next.tierId).find((s) => s.id === prefill.nodeSize);
    next = {
      ...next,
      nodePools: [{ ...first, nodeSizeId: size?.id ?? first.nodeSizeId, count: prefill.nodes ?? first.count }, ...rest],
    };
  }
  if (prefill.addons) {
    const compatible = addonsForTier(catalog, next.tierId).map((a) => a.id);
    next = { ...next, addonIds: prefill.addons.filter((id) => compatible.includes(id)) };
  }
  return next;
}

/** Every problem of a spec: the shared schema (shape, name) and the catalog rules (the server's own). */
export function draftErrors(spec: ClusterSpec, catalog: Catalog): DraftErrors {
  const errors: DraftErrors = {};
  const parsed = clusterSpecSchema.safeParse(spec);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  for (const [path, message] of Object.entries(clusterSpecProblems(spec, catalog))) errors[path] ??= message;
  return errors;
}

/** The errors that belong to one step. */
export function stepErrors(errors: DraftErrors, step: WizardStepId): DraftErrors {
  const prefixes = STEP_FIELDS[step];
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => prefixes.some((p) => path === p || path.startsWith(`${p}.`))),
  );
}

/** The step a field belongs to (server `fields` land on the step that shows them). */
export function stepOfField(path: string): WizardStepId {
  const found = WIZARD_STEPS.find((s) => STEP_FIELDS[s.id].some((p) => path === p || path.startsWith(`${p}.`)));
  return found?.id ?? 'review';
}

/** The server's `fields` of an order or quote (`cluster.nodePools.0.count`) as draft paths. */
export function fieldsFromServer(fields: Record<string, string> | undefined): DraftErrors {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([path, message]) => [path.replace(/^cluster\./, ''), message]),
  );
}

/** A stored draft, or null when there is none or it is not one of ours. */
export function readDraft(storage: Pick<Storage, 'getItem'> | undefined): WizardDraft | null {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<WizardDraft>;
    const steps: readonly string[] = WIZARD_STEPS.map((s) => s.id);
    if (
      !value ||
      typeof value !== 'object' ||
      !value.spec ||
      typeof value.spec !== 'object' ||
      !Array.isArray(value.spec.nodePools)
    )
      return null;
    return {
      spec: value.spec,
      step: typeof value.step === 'string' && steps.includes(value.step) ? value.step : 'type',
      promoCode: typeof value.promoCode === 'string' ? value.promoCode : '',
      appliedPrefill: typeof value.appliedPrefill === 'string' ? value.appliedPrefill : '',
      orderId: typeof value.orderId === 'string' ? value.orderId : null,
    };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Pick<Storage, 'setItem'> | undefined, draft: WizardDraft): void {
  try {
    storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage can be full or blocked: the draft then lasts as long as the page.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The name a draft is priced under until one is typed; the price panel does not show it. */
export const QUOTE_PLACEHOLDER_NAME = 'price-preview';

/** The spec sent for a live price: a placeholder name until one is typed (the price does not depend on it). */
export function specForQuote(spec: ClusterSpec): ClusterSpec {
  return clusterSpecSchema.shape.name.safeParse(spec.name).success ? spec : { ...spec, name: QUOTE_PLACEHOLDER_NAME };
}
