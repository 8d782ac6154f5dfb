import { useQuery } from '@tanstack/react-query';
import { formatPrice, type Currency, type Rates } from '../../../../shared/money.ts';
import { useCan } from '../../../auth/use-can.ts';
import { useCurrencyState } from '../../../pricing/use-currency-state.ts';
import { summaryQueryOptions } from '../../billing/billing.queries.ts';
import { clusterSubscriptionQueryOptions } from '../clusters.queries.ts';

/** The currency a cluster's list prices are shown in, and the rates that convert them. */
export type PriceCurrency = { currency: Currency; rates: Rates };

/**
 * A cluster's figures follow what it is billed in, never the header's switch once that is fixed:
 * its subscription's currency at the rate locked for the current period (the rate its changes are
 * prorated at); without a readable subscription, the organization's billing currency at today's
 * rates; before the organization's first paid order, the header's currency.
 */
export function priceCurrency(input: {
  subscription: { currency: Currency; rate: number } | null | undefined;
  billingCurrency: Currency | null | undefined;
  header: Currency;
  rates: Rates;
}): PriceCurrency {
  const { subscription, billingCurrency, header, rates } = input;
  if (subscription) {
    const locked = subscription.currency === 'USD' ? rates : { ...rates, [subscription.currency]: subscription.rate };
    return { currency: subscription.currency, rates: locked };
  }
  return { currency: billingCurrency ?? header, rates };
}

export type ClusterPrices = PriceCurrency & {
  /** False while the subscription or the billing summary that decides the currency is loading. */
  settled: boolean;
  /** A list price in US cents in that currency (rounded down, '€179'). */
  format: (usdCents: number) => string;
};

/**
 * The currency of one cluster's list prices (`priceCurrency`), read from its subscription
 * (`billed`: a customer's cluster, which has one) and the billing summary, each when the member's
 * role may read it.
 */
export function useClusterPrices(clusterId: string, billed: boolean): ClusterPrices {
  const { currency: header, rates } = useCurrencyState();
  const readsOrders = useCan('orders.read');
  const readsBilling = useCan('billing.read');
  const subscription = useQuery({
    ...clusterSubscriptionQueryOptions(clusterId),
    enabled: billed && readsOrders,
    retry: false,
  });
  // The same read as useBillingCurrency (one request for both).
  const summary = useQuery({ ...summaryQueryOptions(header), enabled: readsBilling, retry: false });
  const chosen = priceCurrency({
    subscription: subscription.data,
    billingCurrency: summary.data?.billingCurrency,
    header,
    rates,
  });
  const waiting =
    (billed && readsOrders && subscription.isPending) || (!subscription.data && readsBilling && summary.isPending);
  return { ...chosen, settled: !waiting, format: (usdCents) => formatPrice(usdCents, chosen.currency, chosen.rates) };
}
