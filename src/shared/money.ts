// Money rules shared by the server, the build and the browser: currencies, the built-in rates,
// the catalog's integer units and the one price formatter (USD × rate, rounded down). Only the
// language is imported: islands ship this module to the browser, so it must not pull in zod or
// server code.
import { currentLocale, intlTag } from './i18n/locale.ts';

/** The currencies prices are shown in. */
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

/** Default currency and billing cycle: EUR, monthly. */
export const DEFAULT_CURRENCY: Currency = 'EUR';
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

/** Symbols shown in front of a price. */
export const SYMBOLS: Readonly<Record<Currency, string>> = { USD: '$', EUR: '€', GBP: '£' };

/** Rates used when no live or cached value exists. */
export const FALLBACK_RATES: Readonly<Rates> = Object.freeze({ USD: 1, EUR: 0.91, GBP: 0.78 });

/**
 * Catalog prices are integers, never a float sum: US cents for monthly and yearly prices, and
 * micro-dollars (millionths of a dollar) for hourly node prices, which are fractions of a cent.
 */
export const MICRO_USD_PER_CENT = 10_000;
export const MICRO_USD_PER_USD = 1_000_000;

/** Hours in a billing month: a node's monthly price is its hourly price times this. */
export const HOURS_PER_MONTH = 730;

/**
 * The arithmetic of every rounding of money: `numerator / denominator` (denominator > 0) rounded
 * half away from zero, in integers. The roundings themselves (a conversion, a percentage, VAT)
 * are written once in server/pricing/rounding.ts on top of it. Integer operands well below 2^53
 * keep the floor of the quotient exact, which Math.round on a float quotient does not promise.
 */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(numerator) * 2 + denominator) / (denominator * 2));
}

/** Micro-dollars to US cents, rounded half away from zero: -15 000 → -2, 4 999 → 0. */
export function centsFromMicroUsd(microUsd: number): number {
  return divideRounded(microUsd, MICRO_USD_PER_CENT);
}

/** A node's monthly price in cents: hourly micro-dollars × 730, rounded to the cent. */
export function monthlyCentsFromHourly(priceHourlyMicroUsd: number): number {
  return centsFromMicroUsd(priceHourlyMicroUsd * HOURS_PER_MONTH);
}

/** Narrows an unknown value (a stored string, a select's value) to a currency. */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Narrows an unknown value to a billing cycle. */
export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);
}

const isRate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A rate reply is valid only if it holds numeric EUR and GBP rates. */
export function isValidRates(reply: unknown): reply is { EUR: number; GBP: number } {
  if (typeof reply !== 'object' || reply === null) return false;
  const { EUR, GBP } = reply as Record<string, unknown>;
  return isRate(EUR) && isRate(GBP);
}

/**
 * The one money formatter: the USD amount times the rate, rounded down to `decimals`
 * places (whole units by default), with the symbol in front: 14 900 cents at 0.91 → '€135'.
 * Display only: the converted amount is never stored or added up.
 */
export function formatMicroUsd(microUsd: number, currency: Currency, rates: Rates, decimals = 0): string {
  const rate = currency === 'USD' ? 1 : rates[currency];
  // Converted in millionths of the target unit and rounded there first: amount × rate in binary
  // floating point can land just under a whole number (100 × 0.29 gives 28.999…), which a bare
  // floor would turn into 28.
  const converted = Math.round(microUsd * rate);
  const step = 10 ** (6 - decimals);
  const units = Math.floor(converted / step);
  const whole = Math.floor(units / 10 ** decimals);
  const fractionDigits = String(units - whole * 10 ** decimals).padStart(decimals, '0');
  // French writes the symbol after a grouped number with a decimal comma: '1 234,56 €'.
  if (currentLocale() === 'fr')
    return `${frenchGrouping(whole)}${decimals > 0 ? `,${fractionDigits}` : ''}\u00a0${SYMBOLS[currency]}`;
  const fraction = decimals > 0 ? `.${fractionDigits}` : '';
  return `${SYMBOLS[currency]}${whole}${fraction}`;
}

/** The price formatter for a price in US cents: '€135' for 14 900 cents at 0.91. */
export function formatPrice(usdCents: number, currency: Currency, rates: Rates): string {
  return formatMicroUsd(usdCents * MICRO_USD_PER_CENT, currency, rates);
}

/** A USD list price as the catalog states it, with cents only when it has some: '$149', '$24.02'. */
export function formatUsdListPrice(usdCents: number): string {
  return formatMicroUsd(usdCents * MICRO_USD_PER_CENT, 'USD', FALLBACK_RATES, usdCents % 100 === 0 ? 0 : 2);
}

/**
 * Yearly discount percent: round((12 × monthly − yearly) / (12 × monthly) × 100); 0 when either price is
 * missing or zero. A yearly price above twelve months is no discount, so that is 0 as well.
 * Works on any one unit (cents here); the result is a whole percentage.
 */
export function yearlyDiscount(monthly: number | null | undefined, yearly: number | null | undefined): number {
  if (!monthly || !yearly || !Number.isFinite(monthly) || !Number.isFinite(yearly)) return 0;
  const twelveMonths = 12 * monthly;
  return Math.max(0, Math.round(((twelveMonths - yearly) / twelveMonths) * 100));
}

/** Whole units grouped by thousands with French's narrow no-break space: 1234 → '1 234'. */
function frenchGrouping(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

const minorUnitFormats = new Map<string, Intl.NumberFormat>();

/**
 * The one formatter of amounts in minor units (cents, pence) of their currency, for the console,
 * the invoice PDFs and the e-mails alike: en-GB grouping with the price symbols ($, not en-GB's
 * US$): 123456 EUR → '€1,234.56', 52526 USD → '$525.26', -500 GBP → '-£5.00'; in French
 * '1 234,56 €'. Display only: the language never changes an amount.
 * Any ISO 4217 code formats (a payment provider's charge carries its own).
 */
export function formatMinorUnits(minor: number, currency: Currency | (string & {})): string {
  const tag = intlTag();
  const key = `${tag} ${currency}`;
  let format = minorUnitFormats.get(key);
  if (!format)
    minorUnitFormats.set(
      key,
      (format = new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })),
    );
  // Integer minor units divided once: exact enough for two decimals, never summed afterwards.
  return format.format(minor / 100);
}
