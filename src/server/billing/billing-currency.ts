import type { Currency } from '../../shared/money.ts';
import { errors } from '../http/app-error.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

// One billing currency per organization: its first paid order fixes it, and every later order,
// invoice, credit note, credits balance, budget, usage and forecast is in it.

/** The organization's billing currency, or null before its first paid order. */
export const billingCurrencyOf = (
  organization: Pick<OrganizationRecord, 'billingCurrency'> | null | undefined,
): Currency | null => organization?.billingCurrency ?? null;

/** The currency billing screens show: the fixed one, or `fallback` (the header's) before any. */
export const displayCurrencyOf = (
  organization: Pick<OrganizationRecord, 'billingCurrency'> | null | undefined,
  fallback: Currency,
): Currency => billingCurrencyOf(organization) ?? fallback;

/** 400 `fields.currency` when an order's currency is not the organization's billing currency. */
export function assertBillingCurrency(
  organization: Pick<OrganizationRecord, 'billingCurrency'> | null | undefined,
  currency: Currency,
): void {
  const fixed = billingCurrencyOf(organization);
  if (fixed && fixed !== currency) {
    throw errors.badRequest(m.error_some_fields_missing_invalid(), {
      currency: m.field_billed_in_currency({ currency: fixed }),
    });
  }
}
