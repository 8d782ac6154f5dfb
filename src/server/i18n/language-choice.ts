import type { IncomingMessage, ServerResponse } from 'node:http';
import { stringifySetCookie } from 'cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, toLocale, type Locale } from '../../shared/i18n/locale.ts';
import { applyBaseHeaders } from '../http/security-headers.ts';

/** The `Set-Cookie` value that keeps a visitor's language. */
export function localeCookieHeader(locale: Locale, secure: boolean): string {
  return stringifySetCookie({
    name: LOCALE_COOKIE,
    value: locale,
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure,
  });
}

/**
 * The header's language link (`/pricing?lang=fr`): keeps the choice in the `lang` cookie and
 * sends the visitor back to the same page without the parameter, now in that language. An
 * unknown language is no choice: the page answers as usual. Returns true when it answered.
 */
export function answerLanguageChoice(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  secure: boolean,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const locale = toLocale(url.searchParams.get('lang'));
  if (!locale || url.pathname.startsWith('/api/')) return false;
  url.searchParams.delete('lang');
  applyBaseHeaders(response);
  response.statusCode = 303;
  response.setHeader('Set-Cookie', localeCookieHeader(locale, secure));
  response.setHeader('Location', url.pathname + url.search);
  response.setHeader('Cache-Control', 'no-store');
  response.end();
  return true;
}
