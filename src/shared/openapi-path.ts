import type { Locale } from './i18n/locale.ts';

/**
 * Where the API's OpenAPI document is in a language: English, the tools' language, at the bare
 * address (what the CLI generates its types from); any other with `?lang=`.
 */
export function openApiPath(locale: Locale): string {
  return locale === 'en' ? '/api/openapi.json' : `/api/openapi.json?lang=${locale}`;
}
