import { getLocale, overwriteGetLocale } from '#i18n/runtime';

/** The console's languages: English and French, English by default. */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The visitor's choice (the header's language menu, `/fr`); a year, like the theme. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** BCP 47 tags for Intl: en-GB gives `1,234.56` grouping and day-month order, fr-FR `1 234,56 €`. */
const INTL_TAGS: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

/** 'fr', 'FR', 'fr-CA' → 'fr'; anything else → undefined (an unknown language is no choice). */
export function toLocale(value: string | null | undefined): Locale | undefined {
  const primary = value?.trim().toLowerCase().split('-')[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The best of our languages in an Accept-Language header (RFC 9110 §12.5.4): the highest q among
 * the ranges we speak, the first listed on a tie; `*` and languages we lack are no preference.
 */
export function negotiateLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const range of header.split(',')) {
    const [tag = '', ...params] = range.split(';');
    const locale = toLocale(tag);
    if (!locale) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale;
}

/** A signed-in user's preference wins, then the `lang` cookie, then Accept-Language. */
export function pickLocale(sources: {
  preference?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  return (
    toLocale(sources.preference) ??
    toLocale(sources.cookie) ??
    negotiateLocale(sources.acceptLanguage) ??
    DEFAULT_LOCALE
  );
}

// In the browser the language is the page's: the server rendered it in one (`<html lang>`), and
// islands must hydrate with the same words. On the server it is the request's (server-locale.ts).
if (typeof document !== 'undefined') {
  overwriteGetLocale(() => toLocale(document.documentElement.lang) ?? DEFAULT_LOCALE);
}

/** The language being rendered: the page's in a browser, the request's on the server. */
export function currentLocale(): Locale {
  return getLocale();
}

/** The Intl tag for a language (the current one by default), for numbers, money and dates. */
export function intlTag(locale: Locale = currentLocale()): string {
  return INTL_TAGS[locale];
}
