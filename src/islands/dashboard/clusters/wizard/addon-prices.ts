import { useQuery } from '@tanstack/react-query';
import { estimateQueryOptions } from '../../estimator/estimator.queries.ts';
import type { BillingCycle, Currency } from '../../../../shared/money.ts';
import { MS_PER_MINUTE } from '../../../../shared/time.ts';

/** An add-on's price per billing period, before VAT and the plan discount, as its line in the live price will say it. */
export type AddonPrice = { amount: number; currency: Currency };

/**
 * The price of each add-on offered, from the pricing engine that prices the order (one estimate
 * of them all, in the order's currency and billing cycle): the amounts of their lines in the
 * draft's live price, to the cent. Empty until it answers.
 */
export function useAddonPrices(
  addonIds: readonly string[],
  currency: Currency,
  billingCycle: BillingCycle,
): ReadonlyMap<string, AddonPrice> {
  const input = { currency, items: addonIds.map((addonId) => ({ kind: 'addon' as const, addonId })) };
  const estimate = useQuery({ ...estimateQueryOptions(input), staleTime: MS_PER_MINUTE });
  const quote = estimate.data?.[billingCycle];
  const prices = new Map<string, AddonPrice>();
  for (const line of quote?.lines ?? [])
    if (line.kind === 'addon' && line.ref) prices.set(line.ref, { amount: line.amount, currency: quote!.currency });
  return prices;
}
