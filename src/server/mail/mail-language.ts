import type { Locale } from '../../shared/i18n/locale.ts';
import { requestLocale, withLocale } from '../i18n/request-locale.ts';

type Reader = { preferences?: { language?: Locale } } | null | undefined;

/**
 * Runs `compose` in the reader's language: an e-mail (and the invoice it attaches) speaks the
 * language its recipient chose, else the one of the request that caused it (English in a job).
 */
export function inLanguageOf<T>(reader: Reader, compose: () => T): T {
  return withLocale(reader?.preferences?.language ?? requestLocale(), compose);
}
