import { FALLBACK_RATES, type Rates } from '../../shared/money.ts';
import { sourceRatesSchema, type ExchangeRatesReply } from '../../shared/exchange-rates/exchange-rates.schemas.ts';
import { MS_PER_MINUTE, MS_PER_HOUR } from '../../shared/time.ts';

/** How long fetched rates count as current: 1 hour. */
export const RATES_TTL_MS = MS_PER_HOUR;
/** How long to wait for the source, body included: 5 s. */
export const RATES_TIMEOUT_MS = 5_000;
/** After a failure, requests are answered from what we have for this long before asking again. */
export const RETRY_AFTER_FAILURE_MS = MS_PER_MINUTE;

type GoodRates = { rates: Rates; date: string; fetchedAt: number };

/** Where the rates come from and the clock; everything but the URL is injectable for tests. */
export type ExchangeRatesOptions = {
  url: string;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  ttlMs?: number;
  retryAfterFailureMs?: number;
  warn?: (message: string) => void;
  info?: (message: string) => void;
};

/**
 * Serves USD→EUR/GBP rates from the configured source (GDPR: no third-party request from
 * the visitor's browser). Rates are fetched at most once an hour, by one request at a time;
 * when the source fails the last good value is kept, and the built-in rates stand in until
 * there is one. An outage is said once when it starts and once when it ends, however many
 * attempts fail in between (an offline machine would otherwise warn every two minutes).
 */
export class ExchangeRatesService {
  readonly #url: string;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  readonly #timeoutMs: number;
  readonly #ttlMs: number;
  readonly #retryAfterFailureMs: number;
  readonly #warn: (message: string) => void;
  readonly #info: (message: string) => void;
  #failingSince: string | undefined;
  #last: GoodRates | undefined;
  #nextAttemptAt = 0;
  #inFlight: Promise<void> | undefined;

  constructor(options: ExchangeRatesOptions) {
    this.#url = options.url;
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#now = options.now ?? Date.now;
    this.#timeoutMs = options.timeoutMs ?? RATES_TIMEOUT_MS;
    this.#ttlMs = options.ttlMs ?? RATES_TTL_MS;
    this.#retryAfterFailureMs = options.retryAfterFailureMs ?? RETRY_AFTER_FAILURE_MS;
    this.#warn = options.warn ?? ((message) => console.warn(message));
    this.#info = options.info ?? ((message) => console.info(message));
  }

  /** The rates to show now, refreshing them from the source first when they are due. */
  async current(): Promise<ExchangeRatesReply> {
    const now = this.#now();
    if (!this.#isFresh(now) && now >= this.#nextAttemptAt) await this.#refresh();
    return this.#reply();
  }

  #isFresh(now: number): boolean {
    return this.#last !== undefined && now - this.#last.fetchedAt < this.#ttlMs;
  }

  // Concurrent callers share the one fetch in flight instead of each asking the source.
  #refresh(): Promise<void> {
    this.#inFlight ??= this.#fetchFromSource().finally(() => {
      this.#inFlight = undefined;
    });
    return this.#inFlight;
  }

  async #fetchFromSource(): Promise<void> {
    try {
      const { date, rates } = await this.#download();
      this.#last = { rates: { USD: 1, EUR: rates.EUR, GBP: rates.GBP }, date, fetchedAt: this.#now() };
      this.#nextAttemptAt = 0;
      if (this.#failingSince)
        this.#info(
          `Exchange rates available again (unavailable since ${this.#failingSince}); serving the rates of ${date}.`,
        );
      this.#failingSince = undefined;
    } catch (error) {
      this.#nextAttemptAt = this.#now() + this.#retryAfterFailureMs;
      if (this.#failingSince) return;
      this.#failingSince = new Date(this.#now()).toISOString();
      const serving = this.#last ? `the rates of ${this.#last.date}` : 'the built-in fallback rates';
      // The URL is not logged: some rate services take an API key in it.
      this.#warn(`Exchange rates unavailable (${describe(error)}); serving ${serving} until the source answers again.`);
    }
  }

  async #download() {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#timeoutMs);
    try {
      const response = await this.#fetch(this.#url, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`the source answered ${response.status}`);
      // Reading the body stays under the same time-out: a source can stall mid-answer too.
      const parsed = sourceRatesSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`invalid reply: ${parsed.error.issues[0]?.path.join('.') || 'body'}`);
      return parsed.data;
    } catch (error) {
      if (controller.signal.aborted) throw new Error(`no answer within ${this.#timeoutMs} ms`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  #reply(): ExchangeRatesReply {
    const now = this.#now();
    if (!this.#last) return { rates: { ...FALLBACK_RATES }, date: '', timestamp: now, source: 'fallback' };
    const { rates, date, fetchedAt } = this.#last;
    return { rates: { ...rates }, date, timestamp: fetchedAt, source: this.#isFresh(now) ? 'live' : 'cached' };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch wraps network errors ("fetch failed"); the cause says what happened (ECONNREFUSED…).
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
