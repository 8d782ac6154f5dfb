import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteServerAsyncLocalStorage } from '#i18n/runtime';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locale.ts';

type LocaleStore = { locale: Locale };

// The language of the request being answered: messages and formatters read it (currentLocale()).
const storage = new AsyncLocalStorage<LocaleStore>();
overwriteServerAsyncLocalStorage(storage as unknown as Parameters<typeof overwriteServerAsyncLocalStorage>[0]);

/** Runs `work` in a language: everything it renders (messages, money, dates) is in it. */
export function withLocale<T>(locale: Locale, work: () => T): T {
  return storage.run({ locale }, work);
}

/** The language of the request being answered (English outside any). */
export function requestLocale(): Locale {
  return storage.getStore()?.locale ?? DEFAULT_LOCALE;
}

/** A signed-in caller's own preference, once known, replaces the one read from the request. */
export function settleRequestLocale(locale: Locale | undefined): void {
  const store = storage.getStore();
  if (store && locale) store.locale = locale;
}
