import { z } from 'zod';
import { HOURS_PER_MONTH, monthlyCentsFromHourly } from '../money.ts';

// Entity schemas stay free of refinements so that callers can still .pick()/.extend() them
// (zod 4 refuses both on refined objects); every invariant lives in catalogSeedSchema.

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lower-case kebab slug');
const text = z.string().trim().min(1);
// Money is integer minor units (US cents in the catalog): amount arithmetic never meets a float.
const usdCents = z.int().nonnegative().describe('US cents');
const microUsd = z.int().nonnegative().describe('Millionths of a US dollar, for prices below a cent');
const positiveUsdCents = z.int().positive().describe('US cents');
const positiveMicroUsd = z.int().positive().describe('Millionths of a US dollar, for prices below a cent');
const isoDate = z.iso.date();

/** Colour a cluster tier is themed with. */
export const tierColourSchema = z.enum(['blue', 'red', 'green', 'teal', 'violet', 'orange', 'gray']);
export type TierColour = z.infer<typeof tierColourSchema>;

/** Slug of the /cluster-types/{page} route that presents a tier. */
export const tierPageSchema = z.enum(['blue', 'red', 'green', 'data', 'ai', 'orange', 'sandbox']);
export type TierPage = z.infer<typeof tierPageSchema>;

/** A cluster tier: the first choice when ordering a cluster; its price covers the control plane and the included nodes. */
export const clusterTierSchema = z.strictObject({
  id: slug,
  name: text,
  colour: tierColourSchema,
  page: tierPageSchema,
  description: text,
  audience: text,
  features: z.array(text).min(1),
  priceMonthlyUsdCents: usdCents,
  priceYearlyUsdCents: usdCents,
  includedNodes: z.int().nonnegative(),
  maxNodes: z.int().positive(),
  sla: z.string().regex(/^(?:\d{2}(?:\.\d{1,3})?%|none)$/, "Expected a percentage such as '99.95%' or 'none'"),
  haControlPlane: z.boolean(),
  sortOrder: z.int().nonnegative(),
});
export type ClusterTier = z.infer<typeof clusterTierSchema>;

/** Compliance frameworks a provider can show as badges. */
export const certificationSchema = z.enum([
  'GDPR',
  'HDS',
  'CISPE',
  'SecNumCloud',
  'ISO 27001',
  'ISO 27017',
  'ISO 27018',
  'C5',
  'SOC 2',
]);
export type Certification = z.infer<typeof certificationSchema>;

/** Routes of the provider test pages (plain signed-in pages). */
export const providerTestPageSchema = z.enum([
  '/gcp-cluster-test',
  '/aws-eks-test',
  '/azure-aks-test',
  '/ibm-iks-test',
  '/huawei-cce-test',
  '/alibaba-ack-test',
  '/digitalocean-doks-test',
]);

/** A cloud provider clusters can run on: our sovereign cloud or a third-party managed service. */
export const providerSchema = z.strictObject({
  id: slug,
  name: text,
  kind: z.enum(['sovereign', 'hyperscaler', 'public']),
  description: text,
  testPage: providerTestPageSchema.optional(),
  managedServiceName: text,
  sovereign: z.boolean(),
  certifications: z.array(certificationSchema),
});
export type Provider = z.infer<typeof providerSchema>;

/** A provider region; the id is the provider's own region code and is unique across providers. */
export const regionSchema = z.strictObject({
  id: slug,
  providerId: slug,
  name: text,
  city: text,
  country: z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166-1 alpha-2 code'),
  jurisdiction: z.enum(['EU', 'UK', 'CH', 'US', 'APAC', 'ME']),
  sovereign: z.boolean(),
  available: z.boolean(),
});
export type Region = z.infer<typeof regionSchema>;

/** A Kubernetes minor version offered for new clusters and upgrades. */
export const kubernetesVersionSchema = z.strictObject({
  version: z.string().regex(/^1\.\d+$/),
  patch: z.string().regex(/^1\.\d+\.\d+$/),
  releaseDate: isoDate,
  endOfSupport: isoDate,
  default: z.boolean(),
  status: z.enum(['current', 'supported', 'deprecated']),
});
export type KubernetesVersion = z.infer<typeof kubernetesVersionSchema>;

/** A worker node size; its monthly price is the hourly price times 730 hours, rounded to the cent. */
export const nodeSizeSchema = z.strictObject({
  id: slug,
  family: z.enum(['general', 'compute', 'memory', 'gpu', 'storage']),
  name: text,
  vcpu: z.int().positive(),
  memoryGb: z.number().positive(),
  diskGb: z.int().positive(),
  gpu: z.strictObject({ model: text, count: z.int().positive(), memoryGb: z.number().positive() }).optional(),
  priceHourlyMicroUsd: positiveMicroUsd,
  priceMonthlyUsdCents: positiveUsdCents,
  tiers: z.array(slug).min(1),
});
export type NodeSize = z.infer<typeof nodeSizeSchema>;

/** A cluster add-on installed and kept up to date by us. */
export const addonSchema = z.strictObject({
  id: slug,
  name: text,
  category: z.enum(['observability', 'security', 'networking', 'storage', 'data', 'ci-cd', 'backup', 'gpu']),
  description: text,
  priceMonthlyUsdCents: usdCents,
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  /** Earlier versions still offered (pinned installs); each can be upgraded to `version`. */
  olderVersions: z.array(z.string().regex(/^\d+\.\d+\.\d+$/)).optional(),
  tiers: z.array(slug).min(1),
  default: z.boolean(),
});
export type Addon = z.infer<typeof addonSchema>;

/** A product from the marketplace, deployed into a customer cluster. */
export const marketplaceProductSchema = z.strictObject({
  id: slug,
  name: text,
  vendor: text,
  category: z.enum([
    'database',
    'cache',
    'messaging',
    'storage',
    'identity',
    'security',
    'ci-cd',
    'search',
    'analytics',
    'ai-ml',
    'registry',
    'backup',
  ]),
  description: text,
  /** Per pricing unit and month; in micro-dollars because a per-GB price is a fraction of a cent. */
  priceMonthlyMicroUsd: microUsd,
  pricingUnit: z.enum(['per cluster', 'per node', 'per GB', 'flat']),
  license: text,
  featured: z.boolean(),
});
export type MarketplaceProduct = z.infer<typeof marketplaceProductSchema>;

/** An organization's billing plan: commitment, discount and support level. */
export const billingPlanSchema = z.strictObject({
  id: slug,
  name: text,
  description: text,
  monthlyCommitUsdCents: usdCents,
  discountPercent: z.number().min(0).max(100),
  supportLevel: z.enum(['community', 'business', 'enterprise']),
  supportResponseHours: z.number().positive(),
  features: z.array(text).min(1),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

/** Orders two x.y.z versions: negative when `a` is older than `b`. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const catalogShape = {
  tiers: z.array(clusterTierSchema).min(1),
  providers: z.array(providerSchema).min(1),
  regions: z.array(regionSchema).min(1),
  kubernetesVersions: z.array(kubernetesVersionSchema).min(1),
  nodeSizes: z.array(nodeSizeSchema).min(1),
  addons: z.array(addonSchema),
  products: z.array(marketplaceProductSchema),
  billingPlans: z.array(billingPlanSchema).min(1),
};

/** `GET /api/catalog`: the stored catalog, tiers in display order, prices in integer minor units. */
export const catalogSchema = z.object(catalogShape);
export type Catalog = z.infer<typeof catalogSchema>;

/** The whole version-controlled catalog, with its cross-references checked. */
export const catalogSeedSchema = z.strictObject(catalogShape).superRefine((seed, ctx) => {
  const issue = (path: (string | number)[], message: string): void => {
    ctx.addIssue({ code: 'custom', path, message });
  };
  const keys: [keyof typeof seed, string[]][] = [
    ['tiers', seed.tiers.map((t) => t.id)],
    ['providers', seed.providers.map((p) => p.id)],
    ['regions', seed.regions.map((r) => r.id)],
    ['kubernetesVersions', seed.kubernetesVersions.map((v) => v.version)],
    ['nodeSizes', seed.nodeSizes.map((n) => n.id)],
    ['addons', seed.addons.map((a) => a.id)],
    ['products', seed.products.map((p) => p.id)],
    ['billingPlans', seed.billingPlans.map((b) => b.id)],
  ];
  for (const [collection, ids] of keys) {
    for (const id of new Set(duplicates(ids))) issue([collection], `Duplicate id '${id}'`);
  }

  const tierIds = new Set(seed.tiers.map((t) => t.id));
  const providers = new Map(seed.providers.map((p) => [p.id, p]));

  seed.tiers.forEach((tier, i) => {
    if (tier.priceYearlyUsdCents > 12 * tier.priceMonthlyUsdCents) {
      issue(['tiers', i, 'priceYearlyUsdCents'], 'Yearly price exceeds 12 monthly payments');
    }
    if (tier.includedNodes > tier.maxNodes) issue(['tiers', i, 'includedNodes'], 'More nodes included than allowed');
    if (!seed.nodeSizes.some((n) => n.tiers.includes(tier.id))) {
      issue(['tiers', i], `No node size is offered in tier '${tier.id}'`);
    }
  });

  seed.regions.forEach((region, i) => {
    const provider = providers.get(region.providerId);
    if (!provider) issue(['regions', i, 'providerId'], `Unknown provider '${region.providerId}'`);
    else if (region.sovereign && !provider.sovereign) {
      issue(['regions', i, 'sovereign'], 'A region cannot be sovereign when its provider is not');
    }
  });

  const defaults = seed.kubernetesVersions.filter((v) => v.default);
  if (defaults.length !== 1) {
    issue(['kubernetesVersions'], `Expected exactly one default version, found ${defaults.length}`);
  }
  seed.kubernetesVersions.forEach((v, i) => {
    if (!v.patch.startsWith(`${v.version}.`)) issue(['kubernetesVersions', i, 'patch'], 'Patch is not of this minor');
    if (v.endOfSupport <= v.releaseDate) issue(['kubernetesVersions', i, 'endOfSupport'], 'Ends before release');
    if (v.default && v.status === 'deprecated') issue(['kubernetesVersions', i, 'default'], 'Default is deprecated');
  });

  seed.nodeSizes.forEach((size, i) => {
    const expected = monthlyCentsFromHourly(size.priceHourlyMicroUsd);
    if (size.priceMonthlyUsdCents !== expected) {
      issue(['nodeSizes', i, 'priceMonthlyUsdCents'], `Expected ${expected} cents (hourly × ${HOURS_PER_MONTH})`);
    }
    if ((size.family === 'gpu') !== (size.gpu !== undefined)) {
      issue(['nodeSizes', i, 'gpu'], 'GPU details are required for, and only for, the gpu family');
    }
  });

  const checkTiers = (collection: 'nodeSizes' | 'addons', items: readonly { tiers: string[] }[]): void => {
    items.forEach((item, i) => {
      item.tiers.forEach((tierId, j) => {
        if (!tierIds.has(tierId)) issue([collection, i, 'tiers', j], `Unknown tier '${tierId}'`);
      });
    });
  };
  checkTiers('nodeSizes', seed.nodeSizes);
  checkTiers('addons', seed.addons);
  seed.addons.forEach((addon, i) => {
    (addon.olderVersions ?? []).forEach((older, j) => {
      if (compareVersions(older, addon.version) >= 0)
        issue(['addons', i, 'olderVersions', j], `Not older than ${addon.version}`);
    });
  });
});
export type CatalogSeed = z.infer<typeof catalogSeedSchema>;
