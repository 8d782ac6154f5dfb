import type { Currency } from '../../shared/money.ts';

// Amounts the billing API answers in minor units of a currency (cents, pence), as en-GB shows them.

const formats = new Map<Currency, Intl.NumberFormat>();

/** 12345 EUR → '€123.45'. Display only: never summed afterwards. */
export function formatMinor(minor: number, currency: Currency): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formats.set(currency, format);
  }
  return format.format(minor / 100);
}

/** An ISO date as '23 Nov 2026'. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
