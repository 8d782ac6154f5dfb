import type { IncomingMessage } from 'node:http';
import { LOCALE_COOKIE, pickLocale, type Locale } from '../../shared/i18n/locale.ts';

const LANG_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** The `lang` cookie's value, read without parsing every cookie of every request. */
export function localeCookie(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? LANG_COOKIE.exec(cookieHeader)?.[1] : undefined;
}

/** The language: the `lang` cookie, else Accept-Language, else English (a signed-in preference comes later). */
export function localeOfRequest(request: IncomingMessage): Locale {
  return pickLocale({
    cookie: localeCookie(request.headers.cookie),
    acceptLanguage: request.headers['accept-language'],
  });
}
