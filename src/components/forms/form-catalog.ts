import { catalogSeed as catalog, tiersInOrder } from '../../shared/catalog-seed.ts';

// Build-time only: the form pages are prerendered from the catalog seed the server loads.

/** Cluster types a quote can ask for, in display order. */
export const quoteTiers = tiersInOrder.map((t) => ({ id: t.id, name: t.name }));

/** Our own available regions, labelled with city and code. */
export const quoteRegions = catalog.regions
  .filter((r) => r.sovereign && r.available)
  .map((r) => ({ id: r.id, name: `${r.name}, ${r.country} (${r.id})` }));

/** Billing plans with their support level and first-response time. */
export const supportPlans = catalog.billingPlans.map((plan) => ({
  id: plan.id,
  name: plan.name,
  description: plan.description,
  supportLevel: plan.supportLevel,
  response: plan.supportResponseHours >= 24 ? `${plan.supportResponseHours / 24} days` : `${plan.supportResponseHours} hour${plan.supportResponseHours === 1 ? '' : 's'}`,
  discountPercent: plan.discountPercent,
  monthlyCommitUsdCents: plan.monthlyCommitUsdCents,
}));
