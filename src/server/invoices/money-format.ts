const formatters = new Map<string, Intl.NumberFormat>();

/** Minor units as money of the invoice's currency, e.g. 123456 EUR → "€1,234.56". */
export function formatMinor(amount: number, currency: string): string {
  let format = formatters.get(currency);
  if (!format) formatters.set(currency, (format = new Intl.NumberFormat('en-GB', { style: 'currency', currency })));
  return format.format(amount / 100);
}
