import { join } from 'node:path';
import { z } from 'zod';
import { defaultSecretsKeyFile, isInside, parseSecretsKey, type SecretsKeySource } from '../secrets/secrets-key.ts';
import { defaultMailFrom, parseMailFrom, type MailFrom } from '../mail/mail-from.ts';
import { ConfigError } from './config-error.ts';
import { DEFAULT_CONSOLE_DATA_REGION, DEFAULT_SUBPROCESSOR_SETTINGS } from '../../shared/residency/subprocessors.ts';
import { normalizeHost } from './hosts.ts';
import { isProxyEntry, trustedProxies, type TrustedProxies } from './trusted-proxies.ts';
import { SELLER_VARIABLES, SellerConfigError, sellerFromEnv, type SellerIdentity } from '../invoices/seller.ts';

const DEFAULT_RATES_URL = 'https://api.frankfurter.dev/v1/latest?base=USD&symbols=EUR,GBP';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    APP_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).max(128).optional()),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: optionalString.refine((from) => from === undefined || parseMailFrom(from) !== undefined),
    EXCHANGE_RATES_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_RATES_URL),
    REGISTRATION_MODE: z.enum(['open', 'approval']).default('open'),
    SIMULATED_PHASE_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
    AUTOSCALE_SCALE_DOWN_SECONDS: z.coerce.number().min(1).max(86_400).default(600),
    IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().min(1).max(600).default(10),
    EXPORT_LINK_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(90 * 86_400)
      .default(7 * 86_400),
    EXPORTS_DIR: optionalString,
    REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(10),
    REGISTRATIONS_PER_DOMAIN: z.coerce.number().int().min(1).max(1_000_000).default(100),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/, hostname: /.+/ }).optional()),
    WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1', '']).default('0'),
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
    ALLOWED_HOSTS: optionalString.refine(
      (list) => list === undefined || hostList(list).every((host) => normalizeHost(host, 'http:')),
    ),
    TRUSTED_PROXIES: optionalString.refine((list) => list === undefined || hostList(list).every(isProxyEntry)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    METRICS_TOKEN: optionalString.pipe(
      z
        .string()
        .min(16)
        .max(512)
        .regex(/^[\x21-\x7e]+$/)
        .optional(),
    ),
    METRICS_PORT: optionalString.pipe(
      z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(65535)).optional(),
    ),
    SECRETS_KEY: optionalString.refine((key) => key === undefined || parseSecretsKey(key) !== undefined),
    SECRETS_KEY_FILE: optionalString,
    SECRETS_KEY_PREVIOUS: optionalString.refine((key) => key === undefined || parseSecretsKey(key) !== undefined),
    CONSOLE_DATA_REGION: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]*$/)
      .default(DEFAULT_CONSOLE_DATA_REGION),
    SMTP_COUNTRY: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/)
      .default(DEFAULT_SUBPROCESSOR_SETTINGS.smtpCountry),
    EXCHANGE_RATES_COUNTRY: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/)
      .default(DEFAULT_SUBPROCESSOR_SETTINGS.exchangeRatesCountry),
    ORGANIZATION_CLOSE_GRACE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
  });

/** The process configuration, parsed once from the environment. */
export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  appEnv: 'production' | 'development' | 'test';
  publicOrigin: string;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  /** The sender of every e-mail (MAIL_FROM); Message-IDs use its domain. Default: no-reply at PUBLIC_ORIGIN's host. */
  mailFrom: MailFrom;
  exchangeRatesUrl: string;
  registrationMode: 'open' | 'approval';
  /** How long each phase of the simulated provider takes (SIMULATED_PHASE_SECONDS, default 10). */
  simulatedPhaseSeconds: number;
  /** How long the simulated autoscaler's nodes stay unneeded before it removes them (AUTOSCALE_SCALE_DOWN_SECONDS, default 600). */
  autoscaleScaleDownMs: number;
  /**
   * How long a running request's hold on its Idempotency-Key lasts without being renewed: after
   * a crash, the time before a retry with that key may run again.
   */
  idempotencyLeaseMs: number;
  /** How long an organization export's download link (and its archive) lives once built (EXPORT_LINK_SECONDS, default 7 days). */
  exportLinkMs: number;
  /** Where organization archives are written (EXPORTS_DIR, default DATA_DIR/exports): one folder every instance reads. */
  exportsDir: string;
  /** Registrations allowed per client address, and per e-mail domain, per hour. */
  registrationLimits: { perAddress: number; perDomain: number };
  /** PostgreSQL when set; otherwise the embedded store in `dataDir`. */
  databaseUrl: string | undefined;
  /** Hosts (`name[:port]`, canonical) that state changes and /ws may address: PUBLIC_ORIGIN's and ALLOWED_HOSTS. */
  allowedHosts: string[];
  /** PUBLIC_ORIGIN is unset: the address a connection reached counts as allowed too (local runs, random test ports). */
  trustsOwnAddress: boolean;
  /** Proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES); nobody else's is believed. */
  trustedProxies: TrustedProxies;
  /** Log lines at this level and above (LOG_LEVEL). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** One JSON object per line, or lines for a person (LOG_FORMAT; unset: pretty on a terminal, else JSON). */
  logFormat: 'json' | 'pretty' | undefined;
  /** /metrics: a bearer token on the main port, and/or a port of its own. Unset: no metrics. */
  metrics: { token: string | undefined; port: number | undefined };
  /** The company on every invoice and credit note (`SELLER_*`). */
  seller: SellerIdentity;
  /** The key that seals pending e-mails and addresses in the store (secrets/secret-box.ts). */
  secretsKey: SecretsKeySource;
  /** The key being rotated out: still opens what it sealed until everything is sealed again. */
  previousSecretsKey: Buffer | undefined;
  /** Webhooks may go to private and loopback addresses, over http too (development and tests only). */
  webhookAllowPrivate: boolean;
  /** Requests one API token may make per minute, across instances. */
  tokenRequestsPerMinute: number;
  /** The catalog region holding the console's own data (CONSOLE_DATA_REGION, default fr-par-1, Paris). */
  consoleDataRegion: string;
  /** Countries of the SMTP relay and of the exchange-rate service, for the residency statement. */
  subprocessorCountries: { smtp: string; exchangeRates: string };
  /** Days between closing an organization and erasing it (ORGANIZATION_CLOSE_GRACE_DAYS, default 7). */
  organizationCloseGraceDays: number;
};

export { ConfigError };

const EXPECTATIONS: Record<string, string> = {
  PORT: 'a port number from 0 to 65535',
  HOST: 'a bind address such as 127.0.0.1 or 0.0.0.0',
  DATA_DIR: 'a folder path',
  APP_ENV: 'production, development or test',
  PUBLIC_ORIGIN: 'an http(s) origin such as https://console.example.eu',
  ADMIN_EMAIL: 'an e-mail address',
  ADMIN_PASSWORD: '8 to 128 characters, set together with ADMIN_EMAIL',
  SMTP_URL: 'an smtp:// or smtps:// URL',
  MAIL_FROM: 'a sender such as Sovereign Cloud <no-reply@example.eu>, or just the address',
  EXCHANGE_RATES_URL: 'an http(s) URL',
  REGISTRATION_MODE: 'open or approval',
  SIMULATED_PHASE_SECONDS: 'a number of seconds from 0.1 to 3600',
  AUTOSCALE_SCALE_DOWN_SECONDS: 'a number of seconds from 1 to 86400',
  IDEMPOTENCY_LEASE_SECONDS: 'a number of seconds from 1 to 600',
  EXPORT_LINK_SECONDS: 'a whole number of seconds from 1 to 7776000 (90 days)',
  EXPORTS_DIR: 'a folder path',
  REGISTRATIONS_PER_ADDRESS: 'a whole number of registrations per client address per hour (1 or more)',
  REGISTRATIONS_PER_DOMAIN: 'a whole number of registrations per e-mail domain per hour (1 or more)',
  DATABASE_URL: 'a postgres:// or postgresql:// URL such as postgres://console:secret@db.internal:5432/console',
  WEBHOOK_ALLOW_PRIVATE: '1 to let webhooks reach private and loopback addresses (development and tests), or 0',
  API_TOKEN_REQUESTS_PER_MINUTE: 'a whole number of requests per API token per minute (1 or more)',
  ALLOWED_HOSTS:
    'comma-separated host names, each with an optional port, e.g. console.example.eu,admin.example.eu:8443',
  TRUSTED_PROXIES: 'comma-separated addresses or CIDR blocks, e.g. 127.0.0.1,10.0.0.0/8,::1',
  LOG_LEVEL: 'fatal, error, warn, info, debug, trace or silent',
  LOG_FORMAT: 'json or pretty',
  METRICS_TOKEN: '16 to 512 printable characters without spaces (a bearer token)',
  METRICS_PORT: 'a port number from 1 to 65535',
  SECRETS_KEY: '32 random bytes written as 64 hex digits or base64 (e.g. `openssl rand -hex 32`)',
  SECRETS_KEY_FILE: 'a file path outside DATA_DIR',
  SECRETS_KEY_PREVIOUS: 'the key being rotated out, written as SECRETS_KEY was (64 hex digits or base64)',
  CONSOLE_DATA_REGION: 'a catalog region id such as fr-par-1',
  SMTP_COUNTRY: 'the two-letter country code of the SMTP relay, e.g. FR',
  EXCHANGE_RATES_COUNTRY: 'the two-letter country code of the exchange-rate service, e.g. DE',
  ORGANIZATION_CLOSE_GRACE_DAYS: 'a whole number of days from 1 to 90',
};

/** A variable's value as it may appear in a log line: credentials in URLs are hidden. */
function shownValue(name: string, value: string | undefined): string {
  const secret =
    name.includes('PASSWORD') ||
    name.includes('TOKEN') ||
    (name.startsWith('SECRETS_KEY') && name !== 'SECRETS_KEY_FILE');
  if (value === undefined || secret) return '';
  return ` (got "${value.replace(/\/\/([^@/\s]*)@/, '//***@')}")`;
}

const hostList = (list: string) => list.split(',').map((host) => host.trim());

/** Development tools (/dev-login, /dev/mailbox, /api/dev/*) exist in development and test only. */
export function hasDevelopmentTools(config: Pick<AppConfig, 'appEnv'>): boolean {
  return config.appEnv !== 'production';
}

/** Parses the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid ${name}${shownValue(name, env[name])}: expected ${EXPECTATIONS[name] ?? issue?.message}`,
    );
  }
  const e = parsed.data;
  const keyFile = e.SECRETS_KEY_FILE ?? defaultSecretsKeyFile(env);
  // The key must not travel with the data it protects (a copy of DATA_DIR, a backup of it).
  if (!e.SECRETS_KEY && isInside(keyFile, e.DATA_DIR)) {
    throw new ConfigError(
      `Invalid SECRETS_KEY_FILE${shownValue('SECRETS_KEY_FILE', keyFile)}: expected ${EXPECTATIONS.SECRETS_KEY_FILE}`,
    );
  }
  let seller: SellerIdentity;
  try {
    seller = sellerFromEnv(env);
  } catch (error) {
    if (!(error instanceof SellerConfigError)) throw error;
    const name = error.variable;
    throw new ConfigError(`Invalid ${name}${shownValue(name, env[name])}: expected ${SELLER_VARIABLES[name].expected}`);
  }
  const publicOrigin = new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin;
  const scheme = new URL(publicOrigin).protocol;
  const named = [
    ...(e.PUBLIC_ORIGIN ? [new URL(publicOrigin).host] : []),
    ...(e.ALLOWED_HOSTS ? hostList(e.ALLOWED_HOSTS) : []),
  ];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    appEnv: e.APP_ENV,
    publicOrigin,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ? (parseMailFrom(e.MAIL_FROM) as MailFrom) : defaultMailFrom(publicOrigin),
    exchangeRatesUrl: e.EXCHANGE_RATES_URL,
    registrationMode: e.REGISTRATION_MODE,
    simulatedPhaseSeconds: e.SIMULATED_PHASE_SECONDS,
    autoscaleScaleDownMs: e.AUTOSCALE_SCALE_DOWN_SECONDS * 1000,
    idempotencyLeaseMs: e.IDEMPOTENCY_LEASE_SECONDS * 1000,
    exportLinkMs: e.EXPORT_LINK_SECONDS * 1000,
    exportsDir: e.EXPORTS_DIR ?? join(e.DATA_DIR, 'exports'),
    registrationLimits: { perAddress: e.REGISTRATIONS_PER_ADDRESS, perDomain: e.REGISTRATIONS_PER_DOMAIN },
    databaseUrl: e.DATABASE_URL,
    allowedHosts: [...new Set(named.map((host) => normalizeHost(host, scheme) as string))],
    trustsOwnAddress: e.PUBLIC_ORIGIN === undefined,
    trustedProxies: trustedProxies(e.TRUSTED_PROXIES ? hostList(e.TRUSTED_PROXIES) : []),
    logLevel: e.LOG_LEVEL ?? 'info',
    logFormat: e.LOG_FORMAT,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    seller,
    secretsKey: e.SECRETS_KEY
      ? { kind: 'value', key: parseSecretsKey(e.SECRETS_KEY) as Buffer }
      : { kind: 'file', path: keyFile },
    previousSecretsKey: e.SECRETS_KEY_PREVIOUS ? parseSecretsKey(e.SECRETS_KEY_PREVIOUS) : undefined,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
    tokenRequestsPerMinute: e.API_TOKEN_REQUESTS_PER_MINUTE,
    consoleDataRegion: e.CONSOLE_DATA_REGION,
    subprocessorCountries: { smtp: e.SMTP_COUNTRY, exchangeRates: e.EXCHANGE_RATES_COUNTRY },
    organizationCloseGraceDays: e.ORGANIZATION_CLOSE_GRACE_DAYS,
  };
}
