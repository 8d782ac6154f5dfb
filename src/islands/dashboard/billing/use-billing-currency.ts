import { useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../shared/money.ts';
import { useCan } from '../../auth/use-can.ts';
import { summaryQueryOptions } from './billing.queries.ts';
import { useHeaderCurrency } from './use-header-currency.ts';

/**
 * The organization's billing currency (fixed by its first paid order), or null before it or when
 * the member may not read billing. Orders are placed in it; the header currency shows list prices.
 */
export function useBillingCurrency(): Currency | null {
  const header = useHeaderCurrency();
  // A role that may not read billing is not sent asking (the server would answer 403).
  const mayReadBilling = useCan('billing.read');
  const summary = useQuery({ ...summaryQueryOptions(header), retry: false, enabled: mayReadBilling });
  return summary.data?.billingCurrency ?? null;
}

/** The currency an order is placed in: the billing currency, or the header's before the first paid order. */
export function useOrderCurrency(): Currency {
  const header = useHeaderCurrency();
  return useBillingCurrency() ?? header;
}
