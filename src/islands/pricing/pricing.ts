// Pure pricing rules of SPEC §9, shared by islands, pages and the server. No imports on purpose:
// islands ship this module to the browser, so it must not pull in zod or server code.

/** The currencies prices are shown in (SPEC §1). */
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Billing cycles a tier can be paid on. */
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** How much one US dollar is worth in each currency. */
export type Rates = { USD: 1; EUR: number; GBP: number };

/**
 * How current a set of rates is: 'live' fetched from the source within the hour; 'cached' an
 * older good value kept because a refresh failed; 'fallback' the built-in rates.
 */
export type RatesSource = 'live' | 'cached' | 'fallback';

/** Default currency and billing cycle (SPEC §9). */
export const DEFAULT_CURRENCY: Currency = 'EUR';
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

/** Symbols shown in front of a price (SPEC §9). */
export const SYMBOLS: Readonly<Record<Currency, string>> = { USD: '$', EUR: '€', GBP: '£' };

/** Rates used when no live or cached value exists (SPEC §9). */
export const FALLBACK_RATES: Readonly<Rates> = Object.freeze({ USD: 1, EUR: 0.91, GBP: 0.78 });

/** Narrows an unknown value (a stored string, a select's value) to a currency. */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Narrows an unknown value to a billing cycle. */
export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);
}

const isRate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** SPEC §5: a rate reply is valid only if it holds numeric EUR and GBP rates. */
export function isValidRates(reply: unknown): reply is { EUR: number; GBP: number } {
  if (typeof reply !== 'object' || reply === null) return false;
  const { EUR, GBP } = reply as Record<string, unknown>;
  return isRate(EUR) && isRate(GBP);
}

// usd × rate in binary floating point can land just under a whole number (100 × 0.29 gives
// 28.999…), which a bare floor would turn into 28; snapping to 1e-6 first removes that noise.
function convert(usd: number, currency: Currency, rates: Rates): number {
  const rate = currency === 'USD' ? 1 : rates[currency];
  return Math.round(usd * rate * 1e6) / 1e6;
}

/** SPEC §9: symbol, then the USD price times the rate rounded down to a whole number ($149 → €135 at 0.91). */
export function formatPrice(usd: number, currency: Currency, rates: Rates): string {
  return `${SYMBOLS[currency]}${Math.floor(convert(usd, currency, rates))}`;
}

/**
 * Like formatPrice, rounded down to `decimals` places instead of a whole number. Only for
 * sub-unit amounts such as hourly node rates, which the whole-number rule would show as €0.
 */
export function formatPreciseAmount(usd: number, currency: Currency, rates: Rates, decimals = 4): string {
  const factor = 10 ** decimals;
  const amount = Math.floor(Math.round(convert(usd, currency, rates) * factor * 1e3) / 1e3) / factor;
  return `${SYMBOLS[currency]}${amount.toFixed(decimals)}`;
}

/**
 * SPEC §9: round((12 × monthly − yearly) / (12 × monthly) × 100); 0 when either price is
 * missing or zero. A yearly price above twelve months is no discount, so that is 0 as well.
 */
export function yearlyDiscount(monthly: number | null | undefined, yearly: number | null | undefined): number {
  if (!monthly || !yearly || !Number.isFinite(monthly) || !Number.isFinite(yearly)) return 0;
  const twelveMonths = 12 * monthly;
  return Math.max(0, Math.round(((twelveMonths - yearly) / twelveMonths) * 100));
}
