import { LOCALES, type Locale } from '../../shared/i18n/locale.ts';
import { withLocale } from '../i18n/request-locale.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import type { SaidInEachLanguage } from '../../shared/notifications/notifications.schemas.ts';

type Reader = Parameters<typeof inLanguageOf>[0];

/** A notification's longest sentence. */
const MAX_LENGTH = 500;

/**
 * A notice for one reader: `message` in their language, and `messages`, the same notice said in
 * each language the console speaks (amounts, dates and names included), so that it is read in
 * the reader's language even after they change it.
 */
export function inEachLanguage(reader: Reader, say: () => string): { message: string; messages: SaidInEachLanguage } {
  const messages = Object.fromEntries(
    LOCALES.map((locale: Locale) => [locale, withLocale(locale, say).slice(0, MAX_LENGTH)]),
  ) as SaidInEachLanguage;
  return { message: inLanguageOf(reader, say).slice(0, MAX_LENGTH), messages };
}
