import {
  BUDGET_RANGES,
  COMPANY_SIZES,
  COMPLIANCE_NEEDS,
  DEMO_TIME_WINDOWS,
  labelOf,
  MIGRATION_PLATFORMS,
  QUOTE_TERMS,
  WORKLOAD_KINDS,
} from '../../shared/lead-options.ts';
import type { LeadRecord } from './leads.schemas.ts';

/** Names of catalog entries by id, for quotes. */
export type CatalogNames = { tiers: Map<string, string>; regions: Map<string, string> };

/** The choices of a lead as label/value pairs for its confirmation e-mail (free text left out). */
export function leadDetails(lead: LeadRecord, names: CatalogNames): [string, string][] {
  const company: [string, string][] = lead.company ? [['Company', lead.company]] : [];
  switch (lead.kind) {
    case 'contact':
      return [...company, ['Subject', lead.subject]];
    case 'demo':
      return [
        ...company,
        ['Preferred date', lead.preferredDate],
        ['Time of day', `${labelOf(DEMO_TIME_WINDOWS, lead.timeWindow)}, ${lead.timeZone}`],
      ];
    case 'sales':
      return [
        ...company,
        ['Company size', labelOf(COMPANY_SIZES, lead.companySize)],
        ['Expected clusters', String(lead.expectedClusters)],
        ['Budget', labelOf(BUDGET_RANGES, lead.budgetRange)],
      ];
    case 'quote':
      return [
        ...company,
        ['Clusters', lead.clusters.map((c) => `${names.tiers.get(c.type) ?? c.type} × ${c.nodes} nodes`).join('; ')],
        ['Regions', lead.regions.map((r) => names.regions.get(r) ?? r).join(', ')],
        ['Compliance', lead.compliance.length ? lead.compliance.map((c) => labelOf(COMPLIANCE_NEEDS, c)).join(', ') : 'None stated'],
        ['Term', labelOf(QUOTE_TERMS, lead.term)],
      ];
    case 'migration':
      return [
        ...company,
        ['Current platform', labelOf(MIGRATION_PLATFORMS, lead.currentPlatform)],
        ['Clusters', String(lead.clusterCount)],
        ['Workloads', lead.workloads.map((w) => labelOf(WORKLOAD_KINDS, w)).join(', ')],
        ['Target date', lead.targetDate],
      ];
    case 'custom-solution':
      return [...company, ['Budget', labelOf(BUDGET_RANGES, lead.budgetRange)], ['Request', lead.requestId]];
  }
}

/** What happens next, per kind: shown on screen and in the e-mail. */
export const LEAD_NEXT_STEPS: Record<LeadRecord['kind'], string> = {
  contact: 'We answer messages within one business day.',
  demo: 'A solutions engineer will confirm a time for your demo within one business day.',
  sales: 'Someone from our sales team will contact you within one business day.',
  quote: 'You will receive a written quote within two business days.',
  migration: 'A migration engineer will contact you within two business days to plan an assessment.',
  'custom-solution': 'A solutions architect will answer on the request within two business days.',
};
