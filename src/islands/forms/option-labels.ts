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

// The shared option lists (src/shared) keep the values the server checks and their labels as
// messages; the forms read them in the page's language when they render.

type Option<V extends string> = { value: V; label: () => string };

/** The options with their labels read now, in the page's language. */
function read<V extends string>(options: readonly Option<V>[]): { value: V; label: string }[] {
  return options.map((option) => ({ value: option.value, label: option.label() }));
}

/** The same for options that carry a hint (a ticket's category, priority, status). */
function readWithHints<V extends string>(options: readonly (Option<V> & { hint: () => string })[]): { value: V; label: string; hint: string }[] {
  return options.map((option) => ({ value: option.value, label: option.label(), hint: option.hint() }));
}

export const demoTimeWindowOptions = () => read(DEMO_TIME_WINDOWS);
export const companySizeOptions = () => read(COMPANY_SIZES);
export const budgetRangeOptions = () => read(BUDGET_RANGES);
export const complianceOptions = () => read(COMPLIANCE_NEEDS);
export const quoteTermOptions = () => read(QUOTE_TERMS);
export const migrationPlatformOptions = () => read(MIGRATION_PLATFORMS);
export const workloadOptions = () => read(WORKLOAD_KINDS);
export const ticketCategoryOptions = () => readWithHints(TICKET_CATEGORIES);
export const ticketPriorityOptions = () => readWithHints(TICKET_PRIORITIES);
export const ticketStatusOptions = () => readWithHints(TICKET_STATUSES);
