// What the custom-solution screens call the shared option lists (lead-options.ts,
// attachment-types.ts, ticket-options.ts), in the page's language. The values stay those the
// server validates; a value without words here keeps the shared English label.
import type { CustomSolution } from '../../../server/custom-solutions/custom-solutions.schemas.ts';
import { ATTACHMENT_TYPES } from '../../../shared/attachment-types.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { BUDGET_RANGES, COMPLIANCE_NEEDS, WORKLOAD_KINDS } from '../../../shared/lead-options.ts';
import { TICKET_STATUSES } from '../../../shared/ticket-options.ts';

type Label = () => string;

const translated = <V extends string>(options: readonly { value: V; label: Label }[], labels: Partial<Record<V, Label>>) =>
  options.map((option) => ({ value: option.value, label: labels[option.value]?.() ?? option.label() }));

/** The workload kinds a request may name. */
export const workloadOptions = () =>
  translated(WORKLOAD_KINDS, {
    stateless: m.custom_solutions_workload_stateless,
    stateful: m.custom_solutions_workload_stateful,
    databases: m.custom_solutions_workload_databases,
    batch: m.custom_solutions_workload_batch,
    'ai-ml': m.custom_solutions_workload_ai_ml,
    streaming: m.custom_solutions_workload_streaming,
  });

/** The compliance needs a request may name. */
export const complianceOptions = () =>
  translated(COMPLIANCE_NEEDS, {
    GDPR: m.custom_solutions_compliance_gdpr,
    HDS: m.custom_solutions_compliance_hds,
    CISPE: m.custom_solutions_compliance_cispe,
  });

/** The monthly budget ranges. */
export const budgetOptions = () =>
  translated(BUDGET_RANGES, {
    'under-1k': m.custom_solutions_budget_under_1k,
    '1k-5k': m.custom_solutions_budget_1k_5k,
    '5k-20k': m.custom_solutions_budget_5k_20k,
    '20k-100k': m.custom_solutions_budget_20k_100k,
    'over-100k': m.custom_solutions_budget_over_100k,
  });

const TYPE_LABELS: Partial<Record<(typeof ATTACHMENT_TYPES)[number]['type'], Label>> = {
  'application/pdf': m.custom_solutions_type_pdf,
  'image/png': m.custom_solutions_type_png,
  'image/jpeg': m.custom_solutions_type_jpeg,
  'text/plain': m.custom_solutions_type_text,
  'text/csv': m.custom_solutions_type_csv,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': m.custom_solutions_type_docx,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': m.custom_solutions_type_xlsx,
};

/** "PDF, PNG image, …" for the help text. */
export const attachmentTypeList = () => ATTACHMENT_TYPES.map((t) => TYPE_LABELS[t.type]?.() ?? t.label).join(', ');

const STATUS_WORDS: Record<CustomSolution['status'], { label: Label; hint: Label }> = {
  open: { label: m.custom_solutions_status_open, hint: m.custom_solutions_status_open_hint },
  awaiting_support: { label: m.custom_solutions_status_awaiting_support, hint: m.custom_solutions_status_awaiting_support_hint },
  awaiting_customer: { label: m.custom_solutions_status_awaiting_customer, hint: m.custom_solutions_status_awaiting_customer_hint },
  resolved: { label: m.custom_solutions_status_resolved, hint: m.custom_solutions_status_resolved_hint },
  closed: { label: m.custom_solutions_status_closed, hint: m.custom_solutions_status_closed_hint },
};

/** "Waiting for your reply" and what it means (an unknown status reads as the first one). */
export function statusOf(status: CustomSolution['status']): { value: CustomSolution['status']; label: string; hint: string } {
  const known = TICKET_STATUSES.find((s) => s.value === status) ?? TICKET_STATUSES[0];
  const words = STATUS_WORDS[known.value];
  return { value: known.value, label: words.label(), hint: words.hint() };
}
