import {
  BUDGET_RANGES,
  COMPANY_SIZES,
  COMPLIANCE_NEEDS,
  DEMO_TIME_WINDOWS,
  MIGRATION_PLATFORMS,
  QUOTE_TERMS,
  WORKLOAD_KINDS,
} from '../../shared/lead-options.ts';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../../shared/ticket-options.ts';
import { m } from '../../shared/i18n/messages.ts';

// The shared option lists (src/shared) keep the values the server checks and their English
// labels; the forms show them in the page's language through these messages, read when rendering.

type Text = () => string;
type ValueOf<T extends readonly { value: string }[]> = T[number]['value'];

/** The options with their labels in the page's language; a value without a message keeps its own label. */
function translate<V extends string>(options: readonly { value: V; label: Text }[], labels: Partial<Record<V, Text>>): { value: V; label: string }[] {
  return options.map((option) => ({ value: option.value, label: labels[option.value]?.() ?? option.label() }));
}

/** The same for options that carry a hint (a ticket's category, priority, status). */
function translateWithHints<V extends string>(
  options: readonly { value: V; label: Text; hint: Text }[],
  labels: Record<V, Text>,
  hints: Record<V, Text>,
): { value: V; label: string; hint: string }[] {
  return options.map((option) => ({ value: option.value, label: labels[option.value](), hint: hints[option.value]() }));
}

const DEMO_WINDOWS: Record<ValueOf<typeof DEMO_TIME_WINDOWS>, Text> = {
  morning: m.forms_demo_window_morning,
  midday: m.forms_demo_window_midday,
  afternoon: m.forms_demo_window_afternoon,
};
export const demoTimeWindowOptions = () => translate(DEMO_TIME_WINDOWS, DEMO_WINDOWS);

const SIZES: Record<ValueOf<typeof COMPANY_SIZES>, Text> = {
  '1-10': m.forms_size_1_10,
  '11-50': m.forms_size_11_50,
  '51-200': m.forms_size_51_200,
  '201-1000': m.forms_size_201_1000,
  '1001-5000': m.forms_size_1001_5000,
  '5000+': m.forms_size_5000_plus,
};
export const companySizeOptions = () => translate(COMPANY_SIZES, SIZES);

const BUDGETS: Record<ValueOf<typeof BUDGET_RANGES>, Text> = {
  'under-1k': m.forms_budget_under_1k,
  '1k-5k': m.forms_budget_1k_5k,
  '5k-20k': m.forms_budget_5k_20k,
  '20k-100k': m.forms_budget_20k_100k,
  'over-100k': m.forms_budget_over_100k,
};
export const budgetRangeOptions = () => translate(BUDGET_RANGES, BUDGETS);

const COMPLIANCE: Record<ValueOf<typeof COMPLIANCE_NEEDS>, Text> = {
  GDPR: m.forms_compliance_gdpr,
  HDS: m.forms_compliance_hds,
  CISPE: m.forms_compliance_cispe,
};
export const complianceOptions = () => translate(COMPLIANCE_NEEDS, COMPLIANCE);

const TERMS: Record<ValueOf<typeof QUOTE_TERMS>, Text> = {
  monthly: m.forms_term_monthly,
  '1-year': m.forms_term_1_year,
  '3-year': m.forms_term_3_year,
};
export const quoteTermOptions = () => translate(QUOTE_TERMS, TERMS);

/** Amazon EKS, Google GKE and Azure AKS are product names: only the last two are translated. */
const PLATFORMS: Partial<Record<ValueOf<typeof MIGRATION_PLATFORMS>, Text>> = {
  'on-prem': m.forms_platform_on_prem,
  other: m.forms_platform_other,
};
export const migrationPlatformOptions = () => translate(MIGRATION_PLATFORMS, PLATFORMS);

const WORKLOADS: Record<ValueOf<typeof WORKLOAD_KINDS>, Text> = {
  stateless: m.forms_workload_stateless,
  stateful: m.forms_workload_stateful,
  databases: m.forms_workload_databases,
  batch: m.forms_workload_batch,
  'ai-ml': m.forms_workload_ai_ml,
  streaming: m.forms_workload_streaming,
};
export const workloadOptions = () => translate(WORKLOAD_KINDS, WORKLOADS);

type Category = ValueOf<typeof TICKET_CATEGORIES>;
const CATEGORIES: Record<Category, Text> = {
  technical: m.forms_category_technical,
  billing: m.forms_category_billing,
  general: m.forms_category_general,
};
const CATEGORY_HINTS: Record<Category, Text> = {
  technical: m.forms_category_technical_hint,
  billing: m.forms_category_billing_hint,
  general: m.forms_category_general_hint,
};
export const ticketCategoryOptions = () => translateWithHints(TICKET_CATEGORIES, CATEGORIES, CATEGORY_HINTS);

type Priority = ValueOf<typeof TICKET_PRIORITIES>;
const PRIORITIES: Record<Priority, Text> = {
  low: m.forms_priority_low,
  normal: m.forms_priority_normal,
  high: m.forms_priority_high,
  urgent: m.forms_priority_urgent,
};
const PRIORITY_HINTS: Record<Priority, Text> = {
  low: m.forms_priority_low_hint,
  normal: m.forms_priority_normal_hint,
  high: m.forms_priority_high_hint,
  urgent: m.forms_priority_urgent_hint,
};
export const ticketPriorityOptions = () => translateWithHints(TICKET_PRIORITIES, PRIORITIES, PRIORITY_HINTS);

type Status = ValueOf<typeof TICKET_STATUSES>;
const STATUSES: Record<Status, Text> = {
  open: m.forms_status_open,
  awaiting_support: m.forms_status_awaiting_support,
  awaiting_customer: m.forms_status_awaiting_customer,
  resolved: m.forms_status_resolved,
  closed: m.forms_status_closed,
};
const STATUS_HINTS: Record<Status, Text> = {
  open: m.forms_status_open_hint,
  awaiting_support: m.forms_status_awaiting_support_hint,
  awaiting_customer: m.forms_status_awaiting_customer_hint,
  resolved: m.forms_status_resolved_hint,
  closed: m.forms_status_closed_hint,
};
export const ticketStatusOptions = () => translateWithHints(TICKET_STATUSES, STATUSES, STATUS_HINTS);
