import type { AuditService } from '../audit/audit.service.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { MfaService } from '../mfa/mfa.service.ts';
import { hashPassword, verifyPassword } from '../passwords/password-hasher.ts';
import type { PendingRegistrationRepository } from '../registrations/registrations.repository.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { AccountService } from '../users/account.service.ts';
import type { UserRepository } from '../users/users.repository.ts';
import type { PublicUser, UserRecord } from '../users/users.schemas.ts';
import type { EmailTokenService } from './email-token.service.ts';
import type { MfaChallengeRepository } from './mfa-challenges.repository.ts';
import type { RateLimitRepository } from './rate-limits.repository.ts';
import { RateLimiter } from './rate-limiter.ts';
import type { RequestMeta } from './tokens.ts';

/** A sign-in either completes (a session token for the cookie) or asks for the second factor. */
export type SignInResult = { kind: 'signed-in'; user: PublicUser; token: string } | { kind: 'mfa'; mfaToken: string };

type Deps = {
  users: UserRepository;
  pendingRegistrations: PendingRegistrationRepository;
  sessions: SessionService;
  accounts: AccountService;
  mfa: MfaService;
  challenges: MfaChallengeRepository;
  rateLimits: RateLimitRepository;
  emailTokens: EmailTokenService;
  audit: AuditService;
};

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Incorrect username or password.');

/** Password, second-factor and magic-link sign-in, slowed down against guessing. */
export class SignInService {
  #deps: Deps;
  readonly accountLimiter: RateLimiter;
  readonly ipLimiter: RateLimiter;
  #dummyHash: Promise<string> | undefined;

  constructor(deps: Deps) {
    this.#deps = deps;
    // ASVS 6.3.1: 10 failures per account per 15 min; an address gets more room (shared NATs).
    this.accountLimiter = new RateLimiter({ store: deps.rateLimits, name: 'sign-in-account', limit: 10, windowMs: 15 * 60 * 1000 });
    this.ipLimiter = new RateLimiter({ store: deps.rateLimits, name: 'sign-in-ip', limit: 50, windowMs: 15 * 60 * 1000 });
  }

  /** Checks a username (or e-mail) and password; the answer never tells whether the account exists. */
  async login(login: string, password: string, meta: RequestMeta): Promise<SignInResult> {
    const accountKey = `login:${login.trim().toLowerCase()}`;
    const ipKey = `ip:${meta.ip}`;
    try {
      await this.accountLimiter.assertAllowed(accountKey);
      await this.ipLimiter.assertAllowed(ipKey);
    } catch (error) {
      await this.#audit(meta, 'blocked', null, login, 'too many failures');
      throw error;
    }
    const user = await this.#deps.users.findByLogin(login);
    const matches = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await this.#spendEqualTime(password);
    if (!user || !matches) {
      await this.#refusePendingRegistration(login, password, meta);
      await Promise.all([this.accountLimiter.record(accountKey), this.ipLimiter.record(ipKey)]);
      await this.#audit(meta, 'failure', user?.id ?? null, login, 'wrong username or password');
      throw invalidCredentials();
    }
    if (user.disabled) {
      await this.#audit(meta, 'failure', user.id, login, 'account disabled');
      throw new AppError(403, 'account_disabled', 'This account is disabled. Contact your administrator.');
    }
    await this.accountLimiter.reset(accountKey);
    return this.#secondStep(user, meta, login, 'password');
  }

  /** Completes a sign-in with a TOTP or recovery code. */
  async completeMfa(mfaToken: string, code: string, meta: RequestMeta): Promise<SignInResult> {
    await this.ipLimiter.assertAllowed(`ip:${meta.ip}`);
    const userId = await this.#deps.challenges.attempt(mfaToken);
    if (!userId) {
      throw new AppError(401, 'mfa_token_invalid', 'Your sign-in took too long or had too many wrong codes. Sign in again.');
    }
    if (!(await this.#deps.mfa.verify(userId, code))) {
      await this.ipLimiter.record(`ip:${meta.ip}`);
      await this.#audit(meta, 'failure', userId, '', 'wrong second-factor code');
      throw new AppError(401, 'invalid_code', 'That code is not valid. Check your app and try again.', {
        fields: { code: 'That code is not valid.' },
      });
    }
    await this.#deps.challenges.close(mfaToken);
    const user = await this.#deps.users.findById(userId);
    if (!user || user.disabled) throw invalidCredentials();
    return this.#startSession(user, meta, 'mfa');
  }

  /** Signs in with a magic link; opening it also proves the e-mail address. */
  async loginWithMagicLink(token: string, meta: RequestMeta): Promise<SignInResult> {
    const record = await this.#deps.emailTokens.consume('magic-link', token);
    const found = await this.#deps.users.findById(record.subjectId);
    if (!found || found.disabled || found.email !== record.email) throw errors.badRequest('This link can no longer be used.');
    const user = found.emailVerified ? found : await this.#deps.users.update(found.id, { emailVerified: true });
    return this.#secondStep(user, meta, user.email, 'magic link');
  }

  async #secondStep(user: UserRecord, meta: RequestMeta, login: string, method: string): Promise<SignInResult> {
    if (user.mfa) {
      await this.#audit(meta, 'success', user.id, login, `${method} accepted, second factor required`);
      return { kind: 'mfa', mfaToken: await this.#deps.challenges.open(user.id) };
    }
    return this.#startSession(user, meta, method);
  }

  async #startSession(user: UserRecord, meta: RequestMeta, method: string): Promise<SignInResult> {
    const { token } = await this.#deps.sessions.create(user.id, meta);
    await this.#audit(meta, 'success', user.id, user.username, `signed in (${method})`);
    return { kind: 'signed-in', user: await this.#deps.accounts.present(user), token };
  }

  /** A correct password for a registration still under review gets a clear answer, nobody else does. */
  async #refusePendingRegistration(login: string, password: string, meta: RequestMeta) {
    const pending = await this.#deps.pendingRegistrations.findOpenByLogin(login);
    if (pending && (await verifyPassword(pending.passwordHash, password))) {
      await this.#audit(meta, 'failure', null, login, 'registration pending');
      throw new AppError(403, 'registration_pending', 'Your registration is waiting for approval. We will e-mail you the decision.');
    }
  }

  // Unknown accounts cost one argon2 verification too, so timing does not reveal which exist.
  async #spendEqualTime(password: string): Promise<false> {
    this.#dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
    await verifyPassword(await this.#dummyHash, password);
    return false;
  }

  #audit(meta: RequestMeta, result: 'success' | 'failure' | 'blocked', actorId: string | null, login: string, detail: string) {
    return this.#deps.audit.record(meta, { action: 'auth.sign_in', result, actorId, detail: `${detail}; login "${login.slice(0, 100)}"` });
  }
}
