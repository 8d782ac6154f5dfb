import type { Currency } from '../../../shared/money.ts';

const formats = new Map<Currency, Intl.NumberFormat>();

/** An amount the server priced in minor units of its currency: 123456 EUR → '€1,234.56'. Display only. */
export function formatMinor(minor: number, currency: Currency): string {
  let format = formats.get(currency);
  if (!format) formats.set(currency, (format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })));
  return format.format(minor / 100);
}
