import { RateLimiter } from '../platform/rate-limiter.ts';
import type { RateLimitRepository } from '../platform/rate-limits.repository.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError } from '../http/app-error.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Limits of one public form: submissions per e-mail address and per client address. */
export type GuardLimits = { perEmail: number; perIp: number; windowMs: number };

/** 5 per address and 20 per client an hour: room for typos and a shared office, not for a flood. */
export const DEFAULT_GUARD_LIMITS: GuardLimits = { perEmail: 5, perIp: 20, windowMs: MS_PER_HOUR };

/**
 * Rate limits of the public forms. Every submission counts, the honeypot's too, so a bot that
 * keeps posting is slowed down like anyone else. Counted in the store, like the sign-in limits.
 */
export class FormGuard {
  readonly #byEmail: RateLimiter;
  readonly #byIp: RateLimiter;

  constructor(store: RateLimitRepository, limits: GuardLimits = DEFAULT_GUARD_LIMITS, now?: () => number) {
    this.#byEmail = new RateLimiter({
      store,
      name: 'form-email',
      limit: limits.perEmail,
      windowMs: limits.windowMs,
      now,
    });
    this.#byIp = new RateLimiter({ store, name: 'form-ip', limit: limits.perIp, windowMs: limits.windowMs, now });
  }

  /** Counts one submission of `flow`; 429 with Retry-After once the address or the client is over. */
  async consume(flow: string, email: string, meta: RequestMeta): Promise<void> {
    const emailKey = `${flow}:${email.trim().toLowerCase()}`;
    const ipKey = `${flow}:${meta.ip}`;
    // Both are checked before either counts, so a refused request does not use up the other limit.
    const wait = Math.max(await this.#byEmail.retryAfter(emailKey), await this.#byIp.retryAfter(ipKey));
    if (wait > 0) throw tooOften(m.error_form_sent_too_often(), wait);
    await Promise.all([this.#byEmail.record(emailKey), this.#byIp.record(ipKey)]);
  }
}

/** 429 with Retry-After, in words a visitor understands (the form shows the message as is). */
export function tooOften(what: string, seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  return new AppError(429, 'too_many_requests', m.error_try_again_in_minutes({ what, minutes: Math.max(1, minutes) }), {
    headers: { 'Retry-After': String(seconds) },
  });
}
