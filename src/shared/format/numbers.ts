// Plain numbers and percentages as people read them: en-GB on English pages ("12,345.5", "12.5%"),
// fr-FR on French ones ("12 345,5", "12,5 %"). Money has its own formatter (money.ts), VAT rates
// theirs (vat-rate.ts).
import { currentLocale, type Locale } from '../i18n/locale.ts';
import { numberFormat } from './intl-cache.ts';

type Digits = Pick<Intl.NumberFormatOptions, 'maximumFractionDigits' | 'minimumFractionDigits'>;

/** A number, grouped, to at most three decimals unless told, e.g. "12,345.5", "12 345,5". */
export function formatNumber(value: number, digits: Digits = {}, locale: Locale = currentLocale()): string {
  return numberFormat(digits, locale).format(value);
}

/** A percentage given in percent (12.5 → "12.5%", "12,5 %"), to at most two decimals unless told. */
export function formatPercent(percent: number, digits: Digits = { maximumFractionDigits: 2 }, locale: Locale = currentLocale()): string {
  return numberFormat({ style: 'percent', ...digits }, locale).format(percent / 100);
}
