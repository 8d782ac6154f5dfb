// The choices of the lead forms with their labels. Pure data without imports: the server's
// schemas validate against it and the islands render their selects from it.

/** What a lead asks for; each kind has its own form and fields. */
export const leadKinds = ['contact', 'demo', 'sales', 'quote', 'migration', 'custom-solution'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** Name of each kind, e.g. in the confirmation e-mail's subject. */
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: 'message',
  demo: 'demo request',
  sales: 'request to our sales team',
  quote: 'quote request',
  migration: 'migration assessment request',
  'custom-solution': 'custom solution request',
};

type Options<T extends string> = readonly { value: T; label: string }[];
const values = <T extends string>(options: Options<T>) => options.map((o) => o.value) as [T, ...T[]];

export const DEMO_TIME_WINDOWS = [
  { value: 'morning', label: 'Morning (09:00–12:00)' },
  { value: 'midday', label: 'Midday (12:00–15:00)' },
  { value: 'afternoon', label: 'Afternoon (15:00–18:00)' },
] as const satisfies Options<string>;

export const COMPANY_SIZES = [
  { value: '1-10', label: '1–10 people' },
  { value: '11-50', label: '11–50 people' },
  { value: '51-200', label: '51–200 people' },
  { value: '201-1000', label: '201–1,000 people' },
  { value: '1001-5000', label: '1,001–5,000 people' },
  { value: '5000+', label: 'More than 5,000 people' },
] as const satisfies Options<string>;

export const BUDGET_RANGES = [
  { value: 'under-1k', label: 'Under €1,000 a month' },
  { value: '1k-5k', label: '€1,000–5,000 a month' },
  { value: '5k-20k', label: '€5,000–20,000 a month' },
  { value: '20k-100k', label: '€20,000–100,000 a month' },
  { value: 'over-100k', label: 'Over €100,000 a month' },
] as const satisfies Options<string>;

export const COMPLIANCE_NEEDS = [
  { value: 'GDPR', label: 'GDPR (EU data protection)' },
  { value: 'HDS', label: 'HDS (French health data hosting)' },
  { value: 'CISPE', label: 'CISPE (cloud infrastructure code of conduct)' },
] as const satisfies Options<string>;

export const QUOTE_TERMS = [
  { value: 'monthly', label: 'Monthly, no commitment' },
  { value: '1-year', label: '1-year commitment' },
  { value: '3-year', label: '3-year commitment' },
] as const satisfies Options<string>;

export const MIGRATION_PLATFORMS = [
  { value: 'eks', label: 'Amazon EKS' },
  { value: 'gke', label: 'Google GKE' },
  { value: 'aks', label: 'Azure AKS' },
  { value: 'on-prem', label: 'On-premises Kubernetes' },
  { value: 'other', label: 'Something else' },
] as const satisfies Options<string>;

export const WORKLOAD_KINDS = [
  { value: 'stateless', label: 'Stateless web services and APIs' },
  { value: 'stateful', label: 'Stateful services with persistent volumes' },
  { value: 'databases', label: 'Databases' },
  { value: 'batch', label: 'Batch jobs and cron jobs' },
  { value: 'ai-ml', label: 'AI/ML training or inference (GPU)' },
  { value: 'streaming', label: 'Streaming and messaging (Kafka, NATS…)' },
] as const satisfies Options<string>;

export const demoTimeWindows = values(DEMO_TIME_WINDOWS);
export const companySizes = values(COMPANY_SIZES);
export const budgetRanges = values(BUDGET_RANGES);
export const complianceNeeds = values(COMPLIANCE_NEEDS);
export const quoteTerms = values(QUOTE_TERMS);
export const migrationPlatforms = values(MIGRATION_PLATFORMS);
export const workloadKinds = values(WORKLOAD_KINDS);

/** The label of a value in an option list, or the value itself when unknown. */
export function labelOf(options: Options<string>, value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}
