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
import type { LeadRecord } from '../../shared/leads/leads.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Names of catalog entries by id, for quotes. */
export type CatalogNames = { tiers: Map<string, string>; regions: Map<string, string> };

/** The choices of a lead as label/value pairs for its confirmation e-mail (free text left out). */
export function leadDetails(lead: LeadRecord, names: CatalogNames): [string, string][] {
  const company: [string, string][] = lead.company ? [[m.mail_site_company(), lead.company]] : [];
  switch (lead.kind) {
    case 'contact':
      return [...company, [m.mail_site_subject(), lead.subject]];
    case 'demo':
      return [
        ...company,
        [m.mail_site_preferred_date(), lead.preferredDate],
        [m.mail_site_time_of_day(), `${labelOf(DEMO_TIME_WINDOWS, lead.timeWindow)}, ${lead.timeZone}`],
      ];
    case 'sales':
      return [
        ...company,
        [m.mail_site_company_size(), labelOf(COMPANY_SIZES, lead.companySize)],
        [m.mail_site_expected_clusters(), String(lead.expectedClusters)],
        [m.mail_site_budget(), labelOf(BUDGET_RANGES, lead.budgetRange)],
      ];
    case 'quote':
      return [
        ...company,
        [
          m.mail_site_clusters(),
          lead.clusters
            .map((c) => m.mail_site_quote_cluster({ type: names.tiers.get(c.type) ?? c.type, nodes: c.nodes }))
            .join('; '),
        ],
        [m.mail_site_regions(), lead.regions.map((r) => names.regions.get(r) ?? r).join(', ')],
        [
          m.mail_site_compliance(),
          lead.compliance.length
            ? lead.compliance.map((c) => labelOf(COMPLIANCE_NEEDS, c)).join(', ')
            : m.mail_site_none_stated(),
        ],
        [m.mail_site_term(), labelOf(QUOTE_TERMS, lead.term)],
      ];
    case 'migration':
      return [
        ...company,
        [m.mail_site_current_platform(), labelOf(MIGRATION_PLATFORMS, lead.currentPlatform)],
        [m.mail_site_clusters(), String(lead.clusterCount)],
        [m.mail_site_workloads(), lead.workloads.map((w) => labelOf(WORKLOAD_KINDS, w)).join(', ')],
        [m.mail_site_target_date(), lead.targetDate],
      ];
    case 'custom-solution':
      return [
        ...company,
        [m.mail_site_budget(), labelOf(BUDGET_RANGES, lead.budgetRange)],
        [m.mail_site_request(), lead.requestId],
      ];
  }
}

/** The on-screen answer to a lead, per kind: one sentence each, called in the request's language. */
export const LEAD_ACCEPTED: Record<LeadRecord['kind'], () => string> = {
  contact: m.notice_lead_contact_accepted,
  demo: m.notice_lead_demo_accepted,
  sales: m.notice_lead_sales_accepted,
  quote: m.notice_lead_quote_accepted,
  migration: m.notice_lead_migration_accepted,
  'custom-solution': m.notice_lead_custom_solution_accepted,
};
