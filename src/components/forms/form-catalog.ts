import { catalogSeed as catalog, tiersInOrder } from '../../shared/catalog-seed.ts';
import { localizeCatalog } from '../../shared/catalog-text.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import { m } from '../../shared/i18n/messages.ts';

// Build-time only: the form pages are prerendered from the catalog seed the server loads.

/** Cluster types a quote can ask for, in display order. */
export const quoteTiers = tiersInOrder.map((t) => ({ id: t.id, name: t.name }));

/** Our own available regions, labelled with name (in the language being rendered), country and code. */
export function quoteRegions(): { id: string; name: string }[] {
  const { regions } = localizeCatalog(
    { regions: catalog.regions.filter((r) => r.sovereign && r.available) },
    currentLocale(),
  );
  return regions.map((r) => ({ id: r.id, name: `${r.name}, ${r.country} (${r.id})` }));
}

type SupportLevel = (typeof catalog.billingPlans)[number]['supportLevel'];
const SUPPORT_LEVELS: Record<SupportLevel, () => string> = {
  community: m.web_forms_support_community,
  business: m.web_forms_support_business,
  enterprise: m.web_forms_support_enterprise,
};

/** A support level as shown (lower case; the table capitalizes it). */
export function supportLevelLabel(level: SupportLevel): string {
  return SUPPORT_LEVELS[level]();
}

/** A first-response time as shown in 'within …': '1 hour', '3 days'. */
export function responseTime(hours: number): string {
  return hours >= 24 ? m.web_forms_response_days({ count: hours / 24 }) : m.web_forms_response_hours({ count: hours });
}

/** Billing plans with their support level and first-response time (in hours), worded in the language being rendered. */
export function supportPlans() {
  return localizeCatalog({ billingPlans: catalog.billingPlans }, currentLocale()).billingPlans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    description: plan.description,
    supportLevel: plan.supportLevel,
    responseHours: plan.supportResponseHours,
    discountPercent: plan.discountPercent,
    monthlyCommitUsdCents: plan.monthlyCommitUsdCents,
  }));
}
