import type { AuditService } from '../audit/audit.service.ts';
import { errors } from '../http/app-error.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { SecretBox, Sealed } from '../secrets/secret-box.ts';
import type { Repositories } from '../store/repositories.ts';
import { magicLinkMessage, passwordResetMessage } from '../mail/templates.ts';
import { hashPassword } from '../passwords/password-hasher.ts';
import type { RegistrationService } from '../registrations/registration.service.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { UserRepository } from '../users/users.repository.ts';
import type { EmailTokenService } from './email-token.service.ts';
import { RateLimiter } from '../platform/rate-limiter.ts';
import type { RequestMeta } from './tokens.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';
import { ssoRequired, type SsoPolicy } from '../sso/sso-policy.ts';

/** The job that makes and e-mails a link asked for at one of the three e-mail endpoints. */
export const EMAIL_LINK_JOB = 'auth.email-link';

type LinkFlow = 'verify' | 'reset' | 'magic';
/** What the job carries, sealed: the address typed, and who asked (for the audit log). */
type LinkRequest = { flow: LinkFlow; email: string; meta: RequestMeta };

// Per address and per client, each flow on its own: enough for typos and slow mail, not for mail-bombing.
const PER_ADDRESS = { name: 'mail-address', limit: 5, windowMs: MS_PER_HOUR };
const PER_CLIENT = { name: 'mail-ip', limit: 30, windowMs: MS_PER_HOUR };
/** How long after the answer the link is made and e-mailed. */
const LINK_DELAY_MS = 1_000;

type Deps = {
  repositories: Pick<Repositories, 'transaction'>;
  box: SecretBox;
  users: UserRepository;
  sessions: SessionService;
  emailTokens: EmailTokenService;
  registrations: RegistrationService;
  mailer: OutgoingMail;
  audit: AuditService;
  /** Addresses of domains reserved with single sign-on required get no sign-in link. */
  ssoPolicy?: Pick<SsoPolicy, 'enforcedForAddress'>;
};

/**
 * The links sent by e-mail: verification, password reset, magic link. Requests always get the
 * same answer, in the same time, whether or not the address has an account: the request only
 * counts its rate limits and queues a job carrying the address sealed (never readable from the
 * store); the job looks the account up, makes the link and queues the e-mail, after the answer.
 */
export class EmailFlowsService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Sends a new verification link when that address belongs to an unverified account. */
  async resendVerification(email: string, meta: RequestMeta): Promise<void> {
    await this.#request('verify', email, meta);
  }

  /** Sends a password-reset link (1 hour, single use) if the address has an account. */
  async forgotPassword(email: string, meta: RequestMeta): Promise<void> {
    await this.#request('reset', email, meta);
  }

  /** Sends a sign-in link (15 minutes, single use) if the address has an account. */
  async requestMagicLink(email: string, meta: RequestMeta): Promise<void> {
    // Decided by the domain alone, so the answer tells nothing about whether the account exists.
    if (await this.#deps.ssoPolicy?.enforcedForAddress(email)) throw ssoRequired();
    await this.#request('magic', email, meta);
  }

  /** The job behind the three requests: the account's link, made and e-mailed together, or nothing. */
  linkJobHandler(): JobHandler {
    return async (payload) => {
      const { flow, email, meta } = this.#deps.box.open(payload as Sealed) as LinkRequest;
      const user = await this.#deps.users.findByEmail(email);
      if (!user || user.disabled) return { flow };
      const { repositories, emailTokens, mailer, registrations } = this.#deps;
      if (flow === 'verify') {
        if (!user.emailVerified) await repositories.transaction((tx) => registrations.sendVerification(user, tx));
        return { flow };
      }
      await repositories.transaction(async (tx) => {
        const link = await emailTokens.issue(
          flow === 'reset' ? 'password-reset' : 'magic-link',
          user.id,
          user.email,
          tx,
        );
        const message =
          flow === 'reset'
            ? passwordResetMessage({ to: user.email, name: user.name, link })
            : magicLinkMessage({ to: user.email, name: user.name, link });
        await mailer.send(message, tx);
      });
      if (flow === 'reset')
        await this.#deps.audit.record(meta, {
          action: 'auth.password_reset_requested',
          result: 'success',
          actorId: user.id,
        });
      // Done: the sealed address is no longer needed in the job's record.
      return { flow };
    };
  }

  /** Verifies an address (a new account's, or the new one of an e-mail change). */
  async verifyEmail(token: string, meta: RequestMeta): Promise<{ email: string }> {
    const record = await this.#consumeEither(token);
    const user = await this.#deps.users.findById(record.subjectId);
    if (!user) throw errors.badRequest(m.error_link_can_no_longer_used());
    if (record.purpose === 'email-change') {
      await this.#deps.users.update(user.id, { email: record.email, emailVerified: true });
      await this.#deps.audit.record(meta, { action: 'account.email_changed', result: 'success', actorId: user.id });
    } else {
      if (user.email !== record.email) throw errors.badRequest(m.error_link_was_address_no_longer_account());
      await this.#deps.users.update(user.id, { emailVerified: true });
    }
    return { email: record.email };
  }

  /** Sets a new password from a reset link; every session of the account is signed out. */
  async resetPassword(token: string, password: string, meta: RequestMeta): Promise<void> {
    const record = await this.#deps.emailTokens.consume('password-reset', token);
    const user = await this.#deps.users.findById(record.subjectId);
    if (!user || user.email !== record.email) throw errors.badRequest(m.error_link_can_no_longer_used());
    // Opening the link proves the address too.
    await this.#deps.users.update(user.id, { passwordHash: await hashPassword(password), emailVerified: true });
    await this.#deps.sessions.revokeAllFor(user.id);
    await this.#deps.audit.record(meta, { action: 'auth.password_reset', result: 'success', actorId: user.id });
  }

  /**
   * The same work for every address: the limits checked and counted, and the sealed request
   * queued, in one transaction (one write: cheaper, and a refusal counts nothing).
   */
  async #request(flow: LinkFlow, email: string, meta: RequestMeta) {
    await this.#deps.repositories.transaction(async (tx) => {
      const byAddress = new RateLimiter({ store: tx.rateLimits, ...PER_ADDRESS });
      const byClient = new RateLimiter({ store: tx.rateLimits, ...PER_CLIENT });
      const addressKey = `${flow}:${email.trim().toLowerCase()}`;
      const clientKey = `${flow}:${meta.ip}`;
      await byAddress.assertAllowed(addressKey);
      await byClient.assertAllowed(clientKey);
      await byAddress.record(addressKey);
      await byClient.record(clientKey);
      // A second later: the work for a known address (token, e-mail) never overlaps the answer,
      // nor the client's reading of it, so no part of it shows in the time an answer takes.
      const runAt = new Date(Date.now() + LINK_DELAY_MS);
      await tx.jobs.enqueue({
        kind: EMAIL_LINK_JOB,
        payload: this.#deps.box.seal({ flow, email, meta } satisfies LinkRequest),
        runAt,
        maxAttempts: 5,
      });
    });
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
