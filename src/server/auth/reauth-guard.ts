import type { AuditService } from '../audit/audit.service.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { sessionEndedForGuessingMessage } from '../mail/security-templates.ts';
import { verifyPassword } from '../passwords/password-hasher.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { RateLimitRepository } from '../platform/rate-limits.repository.ts';
import { slowDown, Throttle, type ThrottlePolicy } from './throttle.ts';
import type { RequestMeta } from './tokens.ts';
import { MS_PER_MINUTE, MS_PER_DAY } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Per account: 3 free wrong passwords, then 2 s doubling to at most 15 minutes. */
export const REAUTH_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  baseMs: 2000,
  maxMs: 15 * MS_PER_MINUTE,
  forgetAfterMs: MS_PER_DAY,
};
/** A session that gets the current password wrong this many times is signed out. */
export const REAUTH_FAILURES_PER_SESSION = 5;

type Deps = {
  rateLimits: RateLimitRepository;
  sessions: SessionService;
  mailer: OutgoingMail;
  audit: AuditService;
  now?: () => number;
};

/**
 * The current-password check of sensitive changes (password, e-mail, two-factor). A stolen
 * session must not become a password oracle: wrong answers slow the account down, and a session
 * that keeps guessing is signed out and the owner told.
 */
export class ReauthGuard {
  #deps: Deps;
  #account: Throttle;
  #session: Throttle;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#account = new Throttle({
      store: deps.rateLimits,
      name: 'reauth-account',
      policy: REAUTH_POLICY,
      now: deps.now,
    });
    // Counted only: the session ends at the limit, so it never has to wait.
    const countOnly: ThrottlePolicy = {
      freeFailures: REAUTH_FAILURES_PER_SESSION,
      baseMs: 0,
      maxMs: 0,
      forgetAfterMs: REAUTH_POLICY.forgetAfterMs,
    };
    this.#session = new Throttle({ store: deps.rateLimits, name: 'reauth-session', policy: countOnly, now: deps.now });
  }

  /** Throws 400 (field message) on a wrong password, 429 while slowed down, 401 once the session is ended. */
  checkPassword(
    user: UserRecord,
    sessionId: string,
    password: string,
    field: string,
    meta: RequestMeta,
  ): Promise<void> {
    const verify = async () => Boolean(user.passwordHash && (await verifyPassword(user.passwordHash, password)));
    return this.check(user, sessionId, verify, { field, wrong: m.field_password_not_correct() }, meta);
  }

  /** The same guard around any proof (a two-factor code to turn two-factor off). */
  async check(
    user: UserRecord,
    sessionId: string,
    verify: () => Promise<boolean>,
    failure: { field: string; wrong: string },
    meta: RequestMeta,
  ): Promise<void> {
    const key = `user:${user.id}`;
    const wait = await this.#account.wait(key);
    if (wait > 0) throw slowDown(wait, m.error_too_many_wrong_answers());
    if (await verify()) {
      await Promise.all([this.#account.clear(key), this.#session.clear(sessionId)]);
      return;
    }
    const [{ waitSeconds }, { failures }] = await Promise.all([this.#account.fail(key), this.#session.fail(sessionId)]);
    await this.#deps.audit.record(meta, {
      action: 'account.reauth',
      result: 'failure',
      actorId: user.id,
      detail: `wrong ${failure.field} (${failures} in this session)`,
    });
    if (failures >= REAUTH_FAILURES_PER_SESSION) {
      await this.#deps.sessions.revoke(sessionId);
      await this.#deps.mailer.send(sessionEndedForGuessingMessage({ to: user.email, name: user.name }));
      throw new AppError(401, 'session_ended', m.error_security_we_signed_you_out_after());
    }
    const message =
      waitSeconds > 0 ? m.error_wrong_wait({ wrong: failure.wrong, seconds: waitSeconds }) : failure.wrong;
    throw errors.badRequest(message, { [failure.field]: failure.wrong });
  }
}
