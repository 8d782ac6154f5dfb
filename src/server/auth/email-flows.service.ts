import type { AuditService } from '../audit/audit.service.ts';
import { errors } from '../http/app-error.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { magicLinkMessage, passwordResetMessage } from '../mail/templates.ts';
import { hashPassword } from '../passwords/password-hasher.ts';
import type { RegistrationService } from '../registrations/registration.service.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { UserRepository } from '../users/users.repository.ts';
import type { EmailTokenService } from './email-token.service.ts';
import { RateLimiter } from './rate-limiter.ts';
import type { RateLimitRepository } from './rate-limits.repository.ts';
import type { RequestMeta } from './tokens.ts';

type Deps = {
  users: UserRepository;
  sessions: SessionService;
  emailTokens: EmailTokenService;
  registrations: RegistrationService;
  mailer: OutgoingMail;
  audit: AuditService;
  rateLimits: RateLimitRepository;
};

/**
 * The links sent by e-mail: verification, password reset, magic link. Requests always get the
 * same answer whether or not the address has an account, and are rate limited.
 */
export class EmailFlowsService {
  #deps: Deps;
  readonly addressLimiter: RateLimiter;
  readonly ipLimiter: RateLimiter;

  constructor(deps: Deps) {
    this.#deps = deps;
    // Per address and per client: enough for typos and slow mail, not for mail-bombing.
    this.addressLimiter = new RateLimiter({ store: deps.rateLimits, name: 'mail-address', limit: 5, windowMs: 60 * 60 * 1000 });
    this.ipLimiter = new RateLimiter({ store: deps.rateLimits, name: 'mail-ip', limit: 30, windowMs: 60 * 60 * 1000 });
  }

  /** Sends a new verification link when that address belongs to an unverified account. */
  async resendVerification(email: string, meta: RequestMeta): Promise<void> {
    await this.#limit('verify', email, meta);
    const user = await this.#deps.users.findByEmail(email);
    if (user && !user.emailVerified && !user.disabled) await this.#deps.registrations.sendVerification(user);
  }

  /** Verifies an address (a new account's, or the new one of an e-mail change). */
  async verifyEmail(token: string, meta: RequestMeta): Promise<{ email: string }> {
    const record = await this.#consumeEither(token);
    const user = await this.#deps.users.findById(record.subjectId);
    if (!user) throw errors.badRequest('This link can no longer be used.');
    if (record.purpose === 'email-change') {
      await this.#deps.users.update(user.id, { email: record.email, emailVerified: true });
      await this.#deps.audit.record(meta, { action: 'account.email_changed', result: 'success', actorId: user.id });
    } else {
      if (user.email !== record.email) throw errors.badRequest('This link was for an address that is no longer on the account.');
      await this.#deps.users.update(user.id, { emailVerified: true });
    }
    return { email: record.email };
  }

  /** Sends a password-reset link (1 hour, single use) if the address has an account. */
  async forgotPassword(email: string, meta: RequestMeta): Promise<void> {
    await this.#limit('reset', email, meta);
    const user = await this.#deps.users.findByEmail(email);
    if (!user || user.disabled) return;
    const link = await this.#deps.emailTokens.issue('password-reset', user.id, user.email);
    await this.#deps.mailer.send(passwordResetMessage({ to: user.email, name: user.name, link }));
    await this.#deps.audit.record(meta, { action: 'auth.password_reset_requested', result: 'success', actorId: user.id });
  }

  /** Sets a new password from a reset link; every session of the account is signed out. */
  async resetPassword(token: string, password: string, meta: RequestMeta): Promise<void> {
    const record = await this.#deps.emailTokens.consume('password-reset', token);
    const user = await this.#deps.users.findById(record.subjectId);
    if (!user || user.email !== record.email) throw errors.badRequest('This link can no longer be used.');
    // Opening the link proves the address too.
    await this.#deps.users.update(user.id, { passwordHash: await hashPassword(password), emailVerified: true });
    await this.#deps.sessions.revokeAllFor(user.id);
    await this.#deps.audit.record(meta, { action: 'auth.password_reset', result: 'success', actorId: user.id });
  }

  /** Sends a sign-in link (15 minutes, single use) if the address has an account. */
  async requestMagicLink(email: string, meta: RequestMeta): Promise<void> {
    await this.#limit('magic', email, meta);
    const user = await this.#deps.users.findByEmail(email);
    if (!user || user.disabled) return;
    const link = await this.#deps.emailTokens.issue('magic-link', user.id, user.email);
    await this.#deps.mailer.send(magicLinkMessage({ to: user.email, name: user.name, link }));
  }

  async #limit(flow: string, email: string, meta: RequestMeta) {
    await this.addressLimiter.consume(`${flow}:${email.trim().toLowerCase()}`);
    await this.ipLimiter.consume(`${flow}:${meta.ip}`);
  }

  // One link page serves both: try the e-mail change first, then plain verification.
  async #consumeEither(token: string) {
    try {
      return await this.#deps.emailTokens.consume('email-change', token);
    } catch (error) {
      if ((error as { code?: string }).code !== 'token_invalid') throw error;
      return this.#deps.emailTokens.consume('verify-email', token);
    }
  }
}
