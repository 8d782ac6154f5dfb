import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useHydrated } from '../lib/use-hydrated.ts';
import { $billingCycle, $currency, setBillingCycle, setCurrency } from '../stores/currency.ts';
import { $exchangeRates } from './rates-store.ts';
import {
  DEFAULT_BILLING_CYCLE,
  DEFAULT_CURRENCY,
  formatMicroUsd,
  formatPrice,
  type BillingCycle,
  type Currency,
  type Rates,
  type RatesSource,
} from '../../shared/money.ts';
import { fallbackSnapshot } from './exchange-rates.ts';

/** What useCurrency returns: the visitor's choices, the rates, and formatters bound to both. */
export type CurrencyState = {
  currency: Currency;
  setCurrency: (currency: Currency) => void;
  billingCycle: BillingCycle;
  setBillingCycle: (cycle: BillingCycle) => void;
  rates: Rates;
  /** Reference date of the rates ('' for the built-in ones). */
  date: string;
  /** When the rates were fetched or stored (ms since the epoch). */
  timestamp: number;
  source: RatesSource;
  /** False until this page view's rates are known (the built-in ones are shown meanwhile). */
  settled: boolean;
  /** A price in US cents, in the chosen currency rounded down, e.g. '€135'. */
  format: (usdCents: number) => string;
  /** For amounts below a unit (hourly rates, in micro-dollars): rounded down to `decimals` places. */
  formatPrecise: (microUsd: number, decimals?: number) => string;
};

const SERVER_RATES = { ...fallbackSnapshot(), settled: false };

/**
 * The shared stores as a component sees them. The server cannot know the visitor's stored
 * choices, so the server HTML and the hydration render use EUR, monthly and the built-in rates
 * (no empty price, no hydration mismatch); the stored choices and live rates follow at once.
 */
export function useCurrencyState(): CurrencyState {
  const hydrated = useHydrated();
  const storedCurrency = useStore($currency);
  const storedCycle = useStore($billingCycle);
  const loadedRates = useStore($exchangeRates);
  const currency = hydrated ? storedCurrency : DEFAULT_CURRENCY;
  const billingCycle = hydrated ? storedCycle : DEFAULT_BILLING_CYCLE;
  const { rates, date, timestamp, source, settled } = hydrated ? loadedRates : SERVER_RATES;

  return useMemo(
    () => ({
      currency,
      setCurrency,
      billingCycle,
      setBillingCycle,
      rates,
      date,
      timestamp,
      source,
      settled,
      format: (usdCents: number) => formatPrice(usdCents, currency, rates),
      formatPrecise: (microUsd: number, decimals = 4) => formatMicroUsd(microUsd, currency, rates, decimals),
    }),
    [currency, billingCycle, rates, date, timestamp, source, settled],
  );
}
