// The outside services the console itself hands data to, written once: the residency API, the
// organization and cluster screens, the compliance pack and the documentation read this list.
// Client-safe: no server import. What each entry names (host, country) comes from the settings
// the server runs with (SMTP_URL, EXCHANGE_RATES_URL, the payment provider).

/** Why the console uses an outside service. */
export const SUBPROCESSOR_PURPOSES = ['email_delivery', 'payments', 'exchange_rates'] as const;
export type SubprocessorPurpose = (typeof SUBPROCESSOR_PURPOSES)[number];

/** What personal data a service receives. */
export const PERSONAL_DATA_KINDS = ['names_and_email_addresses', 'message_content', 'card_details', 'none'] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

/** One service the console uses, as the residency statement lists it. */
export type Subprocessor = {
  purpose: SubprocessorPurpose;
  /** The host the console talks to; null when the work stays inside the console. */
  host: string | null;
  /** ISO 3166-1 alpha-2 code of the country it is operated from. */
  country: string;
  /** False when the console does the work itself (nothing leaves it). */
  external: boolean;
  personalData: PersonalDataKind[];
};

/** What the server runs with, as the list needs it. */
export type SubprocessorSettings = {
  /** SMTP_URL's host; undefined when e-mail goes to the local outbox. */
  smtpHost: string | undefined;
  smtpCountry: string;
  paymentProvider: 'built_in';
  exchangeRatesHost: string;
  exchangeRatesCountry: string;
  /** The country of the console's own storage (where in-house work happens). */
  consoleCountry: string;
};

/**
 * Every service the console uses, in a fixed order. E-mail is delivered by the SMTP relay when
 * one is set (else kept in the console's outbox); payments are taken by the built-in provider
 * (no card leaves the console); exchange rates are fetched by the server with no customer data.
 */
export function consoleSubprocessors(settings: SubprocessorSettings): Subprocessor[] {
  return [
    settings.smtpHost
      ? {
          purpose: 'email_delivery',
          host: settings.smtpHost,
          country: settings.smtpCountry,
          external: true,
          personalData: ['names_and_email_addresses', 'message_content'],
        }
      : {
          purpose: 'email_delivery',
          host: null,
          country: settings.consoleCountry,
          external: false,
          personalData: ['names_and_email_addresses', 'message_content'],
        },
    {
      purpose: 'payments',
      host: null,
      country: settings.consoleCountry,
      external: false,
      personalData: ['card_details'],
    },
    {
      purpose: 'exchange_rates',
      host: settings.exchangeRatesHost,
      country: settings.exchangeRatesCountry,
      external: true,
      personalData: ['none'],
    },
  ];
}

/**
 * What a console runs with when nothing is configured: e-mail kept in its outbox until SMTP_URL
 * names a relay (FR by default), the exchange rates from Frankfurter (DE by default), its own data
 * in Paris. The server's settings default to these; the documentation shows them.
 */
export const DEFAULT_SUBPROCESSOR_SETTINGS: SubprocessorSettings = {
  smtpHost: undefined,
  smtpCountry: 'FR',
  paymentProvider: 'built_in',
  exchangeRatesHost: 'api.frankfurter.dev',
  exchangeRatesCountry: 'DE',
  consoleCountry: 'FR',
};
/** The catalog region of the console's own data by default (Paris). */
export const DEFAULT_CONSOLE_DATA_REGION = 'fr-par-1';
