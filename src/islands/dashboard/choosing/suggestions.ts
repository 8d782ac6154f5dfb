import { z } from 'zod';
import type { Catalog, ClusterTier, Provider, Region } from '../../../shared/catalog/catalog.schemas.ts';
import type { ClusterSpec } from '../../../shared/clusters/clusters.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { clusterLines } from '../../../shared/price-lines.ts';
import { TIERS_WITHOUT_HA } from '../../../shared/pricing-rules.ts';
import type { WizardPrefill } from '../../../shared/links.ts';

// The smart suggestions' rules: pure functions from the answers and the catalog to three ranked
// suggestions, each with the reasons it was chosen. Unit-tested; the page only asks and shows.

export const answersSchema = z.object({
  workload: z.enum(['web', 'data', 'ai', 'batch', 'dev']),
  environment: z.enum(['production', 'staging', 'development']),
  sensitivity: z.enum(['public', 'personal', 'health', 'financial']),
  gpu: z.enum(['none', 'inference', 'training']),
  size: z.enum(['1-3', '4-20', '21-100', '100+']),
  budget: z.enum(['50', '300', '1500', 'none']),
  location: z.enum(['france', 'eu', 'europe', 'any']),
});
export type Answers = z.infer<typeof answersSchema>;

/** One suggestion: the cluster to configure, its estimated list price, and why. */
export type Suggestion = {
  tier: ClusterTier;
  provider: Provider;
  region: Region;
  nodeSizeId: string;
  nodes: number;
  addonIds: string[];
  haControlPlane: boolean;
  score: number;
  reasons: string[];
  /** The list price a month in USD cents, before discounts and VAT (the quote gives the real price). */
  estimateUsdCents: number;
};

/** Nodes an expected size stands for. */
export const NODES_FOR_SIZE: Record<Answers['size'], number> = { '1-3': 3, '4-20': 8, '21-100': 40, '100+': 150 };

const WORKLOAD_TIERS: Record<Answers['workload'], Record<string, number>> = {
  web: { standard: 30, economy: 20, enterprise: 10 },
  data: { 'data-analytics': 40, enterprise: 10, standard: 5 },
  ai: { 'ai-ml': 40 },
  batch: { economy: 30, standard: 20, 'data-analytics': 10 },
  dev: { 'dev-test': 40, sandbox: 25, economy: 10 },
};

const SENSITIVE = new Set<Answers['sensitivity']>(['personal', 'health', 'financial']);

/** Why a sovereign region suits sensitive data, per kind of data (message functions). */
const SOVEREIGN_REASONS: Record<Exclude<Answers['sensitivity'], 'public'>, (inputs: { city: string }) => string> = {
  personal: m.choosing_reason_sovereign_personal,
  health: m.choosing_reason_sovereign_health,
  financial: m.choosing_reason_sovereign_financial,
};

/** Providers and regions allowed by the data sensitivity and the location, best first. */
export function placesFor(
  answers: Answers,
  catalog: Catalog,
): { provider: Provider; region: Region; reasons: string[] }[] {
  const places: { provider: Provider; region: Region; reasons: string[]; rank: number }[] = [];
  for (const region of catalog.regions) {
    const provider = catalog.providers.find((p) => p.id === region.providerId);
    if (!provider || !region.available) continue;
    if (answers.sensitivity === 'health' && !provider.certifications.includes('HDS')) continue;
    if (answers.location === 'france' && region.country !== 'FR') continue;
    if (answers.location === 'eu' && region.jurisdiction !== 'EU') continue;
    if (answers.location === 'europe' && !['EU', 'UK', 'CH'].includes(region.jurisdiction)) continue;
    const reasons: string[] = [];
    if (answers.sensitivity === 'health') reasons.push(m.choosing_reason_health_hds({ provider: provider.name }));
    let rank = 0;
    if (provider.sovereign && region.sovereign) {
      rank += SENSITIVE.has(answers.sensitivity) ? 20 : 5;
      if (answers.sensitivity !== 'public') reasons.push(SOVEREIGN_REASONS[answers.sensitivity]({ city: region.city }));
    }
    if (answers.location === 'france') reasons.push(m.choosing_reason_france({ city: region.city }));
    places.push({ provider, region, reasons, rank });
  }
  return places.sort((a, b) => b.rank - a.rank).map(({ rank: _rank, ...place }) => place);
}

/** The node size a suggestion runs on in a tier: GPUs for AI, memory for data, general otherwise. */
export function nodeSizeFor(answers: Answers, tier: ClusterTier, catalog: Catalog): string | undefined {
  const inTier = (id: string) => catalog.nodeSizes.some((s) => s.id === id && s.tiers.includes(tier.id));
  const wanted =
    answers.gpu === 'training'
      ? ['gpu-h100-1', 'gpu-l40s-1']
      : answers.gpu === 'inference'
        ? ['gpu-l4-1', 'gpu-l40s-1']
        : answers.workload === 'data'
          ? ['mem-8-64', 'gp-8-32']
          : ['gp-4-16', 'gp-2-8', 'gp-2-4'];
  return wanted.find(inTier) ?? catalog.nodeSizes.find((s) => s.tiers.includes(tier.id))?.id;
}

/** The add-ons a suggestion starts with: the tier's defaults, plus what the answers call for. */
export function addonsFor(answers: Answers, tier: ClusterTier, catalog: Catalog): string[] {
  const allowed = (id: string) => catalog.addons.some((a) => a.id === id && a.tiers.includes(tier.id));
  const ids = catalog.addons.filter((a) => a.default && a.tiers.includes(tier.id)).map((a) => a.id);
  if (answers.environment === 'production') ids.push('velero');
  if (SENSITIVE.has(answers.sensitivity)) ids.push('falco', 'kyverno');
  if (answers.workload === 'data') ids.push('spark-operator');
  return [...new Set(ids)].filter(allowed);
}

/** Scores one tier against the answers; null when it cannot serve them at all. */
export function scoreTier(
  answers: Answers,
  tier: ClusterTier,
  catalog: Catalog,
): { score: number; reasons: string[] } | null {
  const reasons: string[] = [];
  const nodes = NODES_FOR_SIZE[answers.size];
  if (answers.gpu !== 'none' && !catalog.nodeSizes.some((s) => s.gpu && s.tiers.includes(tier.id))) return null;
  if (nodes > tier.maxNodes) return null;
  if (answers.environment === 'production' && tier.sla === 'none') return null;
  let score = WORKLOAD_TIERS[answers.workload][tier.id] ?? 0;
  if (score >= 30) reasons.push(m.choosing_reason_made_for({ tier: tier.name }));
  if (answers.gpu !== 'none') reasons.push(m.choosing_reason_gpu({ tier: tier.name }));
  if (answers.environment === 'production') {
    if (tier.haControlPlane) {
      score += 15;
      reasons.push(m.choosing_reason_production({ sla: tier.sla }));
    } else score -= 10;
  } else if (answers.environment === 'development') {
    score += tier.priceMonthlyUsdCents <= 5900 ? 15 : -5;
    if (tier.priceMonthlyUsdCents <= 5900) reasons.push(m.choosing_reason_development());
  }
  if (answers.sensitivity === 'health' || answers.sensitivity === 'financial') {
    if (tier.id === 'enterprise') {
      score += 25;
      reasons.push(m.choosing_reason_regulated());
    } else score -= 5;
  }
  return { score, reasons };
}

/** The list price of a suggestion's spec a month, in USD cents. */
export function estimateOf(spec: ClusterSpec, catalog: Catalog): number {
  return clusterLines(spec, catalog, 'monthly').reduce((sum, line) => sum + line.amountUsdCents, 0);
}

/** The cluster spec of a suggestion (the quote prices exactly this). */
export function specOf(
  s: Pick<Suggestion, 'tier' | 'provider' | 'region' | 'nodeSizeId' | 'nodes' | 'addonIds' | 'haControlPlane'>,
  catalog: Catalog,
): ClusterSpec {
  return {
    name: `suggested-${s.tier.id}`,
    tierId: s.tier.id,
    providerId: s.provider.id,
    regionId: s.region.id,
    kubernetesVersion:
      catalog.kubernetesVersions.find((v) => v.default)?.version ?? catalog.kubernetesVersions[0]?.version ?? '1.37',
    haControlPlane: s.haControlPlane,
    nodePools: [{ name: 'workers', nodeSizeId: s.nodeSizeId, count: s.nodes }],
    addonIds: s.addonIds,
  };
}

/** The three best suggestions, best first (fewer when fewer tiers fit). */
export function suggest(answers: Answers, catalog: Catalog): Suggestion[] {
  const place = placesFor(answers, catalog)[0];
  if (!place) return [];
  const budget = answers.budget === 'none' ? Infinity : Number(answers.budget) * 100;
  const ranked: Suggestion[] = [];
  for (const tier of catalog.tiers) {
    const scored = scoreTier(answers, tier, catalog);
    const nodeSizeId = nodeSizeFor(answers, tier, catalog);
    if (!scored || !nodeSizeId) continue;
    const nodes = Math.min(tier.maxNodes, Math.max(NODES_FOR_SIZE[answers.size], 1));
    const haControlPlane = tier.haControlPlane && !TIERS_WITHOUT_HA.includes(tier.id);
    const draft = {
      tier,
      provider: place.provider,
      region: place.region,
      nodeSizeId,
      nodes,
      addonIds: addonsFor(answers, tier, catalog),
      haControlPlane,
    };
    const estimateUsdCents = estimateOf(specOf(draft, catalog), catalog);
    const reasons = [...scored.reasons, ...place.reasons];
    let score = scored.score;
    if (estimateUsdCents > budget) score -= 30;
    else if (budget !== Infinity) reasons.push(m.choosing_reason_budget());
    ranked.push({ ...draft, score, reasons, estimateUsdCents });
  }
  return ranked.sort((a, b) => b.score - a.score || a.estimateUsdCents - b.estimateUsdCents).slice(0, 3);
}

/** The wizard's prefill for a suggestion. */
export function prefillOf(s: Suggestion): WizardPrefill {
  return {
    tier: s.tier.id,
    provider: s.provider.id,
    region: s.region.id,
    nodeSize: s.nodeSizeId,
    nodes: s.nodes,
    addons: s.addonIds,
  };
}
