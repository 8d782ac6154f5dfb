import { currentLocale, type Locale } from './i18n/locale.ts';
import { formatPercent } from './format/numbers.ts';

/**
 * A VAT rate in basis points (2000 = 20 %) as the language writes a percentage, through the one
 * percentage formatter (`formatPercent`): '20%', '5.5%' in English; '20 %', '5,5 %' in French,
 * the sign after a narrow no-break space (U+202F) so it never wraps away from its number. Up to
 * two decimals, none when the rate is whole. The one way a rate is shown: screens, e-mails,
 * notices and documents.
 */
export function formatRate(rateBp: number, locale: Locale = currentLocale()): string {
  return formatPercent(rateBp / 100, { maximumFractionDigits: 2 }, locale);
}
