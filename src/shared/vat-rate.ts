import { currentLocale, intlTag, type Locale } from './i18n/locale.ts';

/**
 * A VAT rate in basis points (2000 = 20 %) as the language writes a percentage: '20%', '5.5%' in
 * English; '20 %', '5,5 %' in French, the sign after a narrow no-break space (U+202F, as French
 * money groups its thousands) so it never wraps away from its number. Up to two decimals, none
 * when the rate is whole. The one way a rate is shown: screens, e-mails, notices and documents.
 */
export function formatRate(rateBp: number, locale: Locale = currentLocale()): string {
  const value = new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 2, useGrouping: false }).format(
    rateBp / 100,
  );
  return locale === 'fr' ? `${value}\u202f%` : `${value}%`;
}
