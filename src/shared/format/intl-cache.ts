// Intl formatters are costly to build (a month-end billing run formats thousands of lines) and
// immutable once built: one per language and set of options, kept for the life of the process.
import { currentLocale, intlTag, type Locale } from '../i18n/locale.ts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRulesByLocale = new Map<string, Intl.PluralRules>();

function cached<F>(store: Map<string, F>, locale: Locale, options: object, make: (tag: string) => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = store.get(key);
  if (!format) store.set(key, (format = make(intlTag(locale))));
  return format;
}

/** The date formatter for a language (the one being rendered by default) and options. */
export function dateFormat(options: Intl.DateTimeFormatOptions, locale: Locale = currentLocale()): Intl.DateTimeFormat {
  return cached(dateFormats, locale, options, (tag) => new Intl.DateTimeFormat(tag, options));
}

/** The number formatter for a language (the one being rendered by default) and options. */
export function numberFormat(
  options: Intl.NumberFormatOptions = {},
  locale: Locale = currentLocale(),
): Intl.NumberFormat {
  return cached(numberFormats, locale, options, (tag) => new Intl.NumberFormat(tag, options));
}

/** The cardinal plural rules of a language (the one being rendered by default). */
export function pluralRules(locale: Locale = currentLocale()): Intl.PluralRules {
  return cached(pluralRulesByLocale, locale, {}, (tag) => new Intl.PluralRules(tag));
}
