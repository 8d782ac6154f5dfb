// The shared option lists (lead-options.ts, attachment-types.ts, ticket-options.ts) as the
// custom-solution screens show them, in the page's language. The values stay those the server
// validates. A request's states are worded apart: « une demande » is feminine (Ouverte), a ticket
// masculine (Ouvert).
import type { CustomSolution } from '../../../shared/custom-solutions/custom-solutions.schemas.ts';
import { ATTACHMENT_TYPES } from '../../../shared/attachment-types.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { BUDGET_RANGES, COMPLIANCE_NEEDS, WORKLOAD_KINDS } from '../../../shared/lead-options.ts';
import { TICKET_STATUSES } from '../../../shared/ticket-options.ts';
import { readOptions } from '../../forms/option-labels.ts';

type Label = () => string;

/** The workload kinds a request may name. */
export const workloadOptions = () => readOptions(WORKLOAD_KINDS);

/** The compliance needs a request may name. */
export const complianceOptions = () => readOptions(COMPLIANCE_NEEDS);

/** The monthly budget ranges. */
export const budgetOptions = () => readOptions(BUDGET_RANGES);

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
  awaiting_support: {
    label: m.custom_solutions_status_awaiting_support,
    hint: m.custom_solutions_status_awaiting_support_hint,
  },
  awaiting_customer: {
    label: m.custom_solutions_status_awaiting_customer,
    hint: m.custom_solutions_status_awaiting_customer_hint,
  },
  resolved: { label: m.custom_solutions_status_resolved, hint: m.custom_solutions_status_resolved_hint },
  closed: { label: m.custom_solutions_status_closed, hint: m.custom_solutions_status_closed_hint },
};

/** "Waiting for your reply" and what it means (an unknown status reads as the first one). */
export function statusOf(status: CustomSolution['status']): {
  value: CustomSolution['status'];
  label: string;
  hint: string;
} {
  const known = TICKET_STATUSES.find((s) => s.value === status) ?? TICKET_STATUSES[0];
  const words = STATUS_WORDS[known.value];
  return { value: known.value, label: words.label(), hint: words.hint() };
}
