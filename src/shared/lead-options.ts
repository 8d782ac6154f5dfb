import { m } from './i18n/messages.ts';

// The choices of the lead forms with their labels. The server's schemas validate against the
// values and the islands render their selects from them; a label is a message, read where it is
// shown (`option.label()`), so it follows the language being rendered.

/** What a lead asks for; each kind has its own form and fields. */
export const leadKinds = ['contact', 'demo', 'sales', 'quote', 'migration', 'custom-solution'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** Name of each kind, e.g. in the confirmation e-mail's subject. */
export const LEAD_KIND_LABELS: Record<LeadKind, () => string> = {
  contact: m.rules_lead_kind_contact,
  demo: m.rules_lead_kind_demo,
  sales: m.rules_lead_kind_sales,
  quote: m.rules_lead_kind_quote,
  migration: m.rules_lead_kind_migration,
  'custom-solution': m.rules_lead_kind_custom_solution,
};

/** "demo request", in the language being rendered. */
export function leadKindLabel(kind: LeadKind): string {
  return LEAD_KIND_LABELS[kind]();
}

type Options<T extends string> = readonly { value: T; label: () => string }[];
const values = <T extends string>(options: Options<T>) => options.map((o) => o.value) as [T, ...T[]];

export const DEMO_TIME_WINDOWS = [
  { value: 'morning', label: m.rules_demo_window_morning },
  { value: 'midday', label: m.rules_demo_window_midday },
  { value: 'afternoon', label: m.rules_demo_window_afternoon },
] as const satisfies Options<string>;

export const COMPANY_SIZES = [
  { value: '1-10', label: m.rules_company_size_1_10 },
  { value: '11-50', label: m.rules_company_size_11_50 },
  { value: '51-200', label: m.rules_company_size_51_200 },
  { value: '201-1000', label: m.rules_company_size_201_1000 },
  { value: '1001-5000', label: m.rules_company_size_1001_5000 },
  { value: '5000+', label: m.rules_company_size_5000_plus },
] as const satisfies Options<string>;

export const BUDGET_RANGES = [
  { value: 'under-1k', label: m.rules_budget_under_1k },
  { value: '1k-5k', label: m.rules_budget_1k_5k },
  { value: '5k-20k', label: m.rules_budget_5k_20k },
  { value: '20k-100k', label: m.rules_budget_20k_100k },
  { value: 'over-100k', label: m.rules_budget_over_100k },
] as const satisfies Options<string>;

export const COMPLIANCE_NEEDS = [
  { value: 'GDPR', label: m.rules_compliance_gdpr },
  { value: 'HDS', label: m.rules_compliance_hds },
  { value: 'CISPE', label: m.rules_compliance_cispe },
] as const satisfies Options<string>;

export const QUOTE_TERMS = [
  { value: 'monthly', label: m.rules_term_monthly },
  { value: '1-year', label: m.rules_term_1_year },
  { value: '3-year', label: m.rules_term_3_year },
] as const satisfies Options<string>;

export const MIGRATION_PLATFORMS = [
  { value: 'eks', label: () => 'Amazon EKS' },
  { value: 'gke', label: () => 'Google GKE' },
  { value: 'aks', label: () => 'Azure AKS' },
  { value: 'on-prem', label: m.rules_platform_on_prem },
  { value: 'other', label: m.rules_platform_other },
] as const satisfies Options<string>;

export const WORKLOAD_KINDS = [
  { value: 'stateless', label: m.rules_workload_stateless },
  { value: 'stateful', label: m.rules_workload_stateful },
  { value: 'databases', label: m.rules_workload_databases },
  { value: 'batch', label: m.rules_workload_batch },
  { value: 'ai-ml', label: m.rules_workload_ai_ml },
  { value: 'streaming', label: m.rules_workload_streaming },
] as const satisfies Options<string>;

export const demoTimeWindows = values(DEMO_TIME_WINDOWS);
export const companySizes = values(COMPANY_SIZES);
export const budgetRanges = values(BUDGET_RANGES);
export const complianceNeeds = values(COMPLIANCE_NEEDS);
export const quoteTerms = values(QUOTE_TERMS);
export const migrationPlatforms = values(MIGRATION_PLATFORMS);
export const workloadKinds = values(WORKLOAD_KINDS);

/** The label of a value in an option list (in the language being rendered), or the value itself when unknown. */
export function labelOf(options: Options<string>, value: string): string {
  return options.find((o) => o.value === value)?.label() ?? value;
}
