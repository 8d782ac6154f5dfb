// Plain numbers and percentages as people read them: en-GB on English pages ("12,345.5", "12.5%"),
// fr-FR on French ones ("12 345,5", "12,5 %"). Money has its own formatter (money.ts). Every
// percentage a person reads (screens, e-mails, PDFs; VAT rates through vat-rate.ts) is written by
// formatPercent.
import { currentLocale, type Locale } from '../i18n/locale.ts';
import { numberFormat, pluralRules } from './intl-cache.ts';

type Digits = Pick<Intl.NumberFormatOptions, 'maximumFractionDigits' | 'minimumFractionDigits'>;

/** A number, grouped, to at most three decimals unless told, e.g. "12,345.5", "12 345,5". */
export function formatNumber(value: number, digits: Digits = {}, locale: Locale = currentLocale()): string {
  return numberFormat(digits, locale).format(value);
}

/** The plural category of a count in a language ('one', 'other'…), to pick a message's variant. */
export function pluralCategory(count: number, locale: Locale = currentLocale()): Intl.LDMLPluralRule {
  return pluralRules(locale).select(count);
}

/**
 * A percentage given in percent as the language writes it (12.5 → "12.5%"; "12,5 %" in French, the
 * sign after a narrow no-break space like VAT rates), to at most two decimals unless told.
 */
export function formatPercent(
  percent: number,
  digits: Digits = { maximumFractionDigits: 2 },
  locale: Locale = currentLocale(),
): string {
  const value = formatNumber(percent, digits, locale);
  return locale === 'fr' ? `${value}\u202f%` : `${value}%`;
}

/**
 * A catalog SLA written as a percentage ('99.95%') as the language writes it: '99.95%',
 * '99,95 %'; anything else (`none`) as it is.
 */
export function formatSla(sla: string, locale: Locale = currentLocale()): string {
  const match = /^(\d+(?:\.\d+)?)%$/.exec(sla);
  return match ? formatPercent(Number(match[1]), { maximumFractionDigits: 3 }, locale) : sla;
}
