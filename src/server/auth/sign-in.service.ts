import type { AuditService } from '../audit/audit.service.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { MfaService } from '../mfa/mfa.service.ts';
import { hashPassword, verifyPassword } from '../passwords/password-hasher.ts';
import type { PendingRegistrationRepository } from '../registrations/registrations.repository.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { AccountService } from '../users/account.service.ts';
import type { UserRepository } from '../users/users.repository.ts';
import type { PublicUser, UserRecord } from '../../shared/users/users.schemas.ts';
import type { EmailTokenService } from './email-token.service.ts';
import type { MfaChallengeRepository } from './mfa-challenges.repository.ts';
import type { RateLimitRepository } from '../platform/rate-limits.repository.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { passwordGuessingMessage, secondFactorFailuresMessage } from '../mail/security-templates.ts';
import { slowDown, Throttle, type ThrottlePolicy } from './throttle.ts';
import type { RequestMeta } from './tokens.ts';
import { MS_PER_MINUTE, MS_PER_DAY } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';
import { ssoRequired, type SsoPolicy } from '../sso/sso-policy.ts';

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
  mailer: OutgoingMail;
  publicOrigin: string;
  /** Members an organization sends to its identity provider are refused a password or a link. */
  ssoPolicy?: Pick<SsoPolicy, 'refusesOtherSignIn'>;
  now?: () => number;
};

/** Per account (ASVS 6.3.1): 5 free failures, then 1 s doubling to at most 1 minute. */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseMs: 1000,
  maxMs: MS_PER_MINUTE,
  forgetAfterMs: MS_PER_DAY,
};
/** Per client address: more room (offices behind one NAT), then up to 15 minutes. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeFailures: 20,
  baseMs: 1000,
  maxMs: 15 * MS_PER_MINUTE,
  forgetAfterMs: MS_PER_DAY,
};
/** Per account, wrong second-factor codes across every challenge: 3 free, then up to 5 minutes. */
export const SECOND_FACTOR_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  baseMs: 2000,
  maxMs: 5 * MS_PER_MINUTE,
  forgetAfterMs: MS_PER_DAY,
};
/** NIST SP 800-63B 5.2.2: at most 100 consecutive failures; then only an e-mailed link signs in. */
export const PASSWORD_SIGN_IN_SUSPENDED_AT = 100;
/** The owner is told by e-mail when wrong passwords reach these counts. */
const WARN_OWNER_AT = [10, PASSWORD_SIGN_IN_SUSPENDED_AT];
/** …and when wrong second-factor codes reach this count: the password is known. */
const WARN_SECOND_FACTOR_AT = 5;

const invalidCredentials = () => new AppError(401, 'invalid_credentials', m.error_incorrect_username_password());
const passwordSignInSuspended = () =>
  new AppError(429, 'password_sign_in_suspended', m.error_password_sign_paused_account_after_too());

/**
 * Password, second-factor and magic-link sign-in. Guessing is slowed down, never turned into a
 * lockout of the owner: failures are counted per account (whichever login names it) and per
 * client address, each further attempt waits longer, and an e-mailed sign-in link always works.
 */
export class SignInService {
  #deps: Deps;
  readonly accountThrottle: Throttle;
  readonly addressThrottle: Throttle;
  readonly secondFactorThrottle: Throttle;
  #dummyHash: Promise<string> | undefined;

  constructor(deps: Deps) {
    this.#deps = deps;
    const { rateLimits: store, now } = deps;
    this.accountThrottle = new Throttle({ store, name: 'sign-in-account', policy: ACCOUNT_POLICY, now });
    this.addressThrottle = new Throttle({ store, name: 'sign-in-address', policy: ADDRESS_POLICY, now });
    this.secondFactorThrottle = new Throttle({ store, name: 'second-factor', policy: SECOND_FACTOR_POLICY, now });
  }

  /** Checks a username (or e-mail) and password; the answer never tells whether the account exists. */
  async login(login: string, password: string, meta: RequestMeta): Promise<SignInResult> {
    const user = await this.#deps.users.findByLogin(login);
    // Username and e-mail name the same account: one count. Unknown logins count by what was typed.
    const accountKey = user ? `user:${user.id}` : `login:${login.trim().toLowerCase()}`;
    const addressKey = `ip:${meta.ip}`;
    const wait = Math.max(await this.accountThrottle.wait(accountKey), await this.addressThrottle.wait(addressKey));
    if (wait > 0) {
      await this.#audit(meta, 'blocked', user?.id ?? null, login, `slowed down: ${wait} s to wait`);
      throw slowDown(wait, m.error_too_many_failed_sign_ins());
    }
    if ((await this.accountThrottle.failures(accountKey)) >= PASSWORD_SIGN_IN_SUSPENDED_AT) {
      await this.#audit(meta, 'blocked', user?.id ?? null, login, 'password sign-in suspended');
      throw passwordSignInSuspended();
    }
    const matches = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await this.#spendEqualTime(password);
    if (!user || !matches) {
      await this.#refusePendingRegistration(login, password, meta);
      const [{ failures }] = await Promise.all([
        this.accountThrottle.fail(accountKey),
        this.addressThrottle.fail(addressKey),
      ]);
      await this.#audit(meta, 'failure', user?.id ?? null, login, `wrong username or password (${failures} in a row)`);
      if (user && WARN_OWNER_AT.includes(failures)) await this.#warnOwnerOfGuessing(user, failures);
      throw invalidCredentials();
    }
    if (user.disabled) {
      await this.#audit(meta, 'failure', user.id, login, 'account disabled');
      throw new AppError(403, 'account_disabled', m.error_account_disabled_contact_administrator());
    }
    // Told only to whoever knows the password: the answer reveals nothing about other accounts.
    if (await this.#deps.ssoPolicy?.refusesOtherSignIn(user)) {
      await this.#audit(meta, 'failure', user.id, login, 'single sign-on required');
      throw ssoRequired();
    }
    await this.accountThrottle.clear(accountKey);
    return this.#secondStep(user, meta, login, 'password');
  }

  /**
   * Completes a sign-in with a TOTP or recovery code. Wrong codes count per account across
   * every challenge (a new challenge does not start afresh), and the owner hears of them.
   */
  async completeMfa(mfaToken: string, code: string, meta: RequestMeta): Promise<SignInResult> {
    const addressWait = await this.addressThrottle.wait(`ip:${meta.ip}`);
    if (addressWait > 0) throw slowDown(addressWait, m.error_too_many_failed_sign_ins());
    const userId = await this.#deps.challenges.attempt(mfaToken);
    if (!userId) {
      throw new AppError(401, 'mfa_token_invalid', m.error_sign_took_too_long_had_too());
    }
    const accountKey = `user:${userId}`;
    const wait = await this.secondFactorThrottle.wait(accountKey);
    if (wait > 0) {
      await this.#audit(meta, 'blocked', userId, '', `second factor slowed down: ${wait} s to wait`);
      throw slowDown(wait, m.error_too_many_wrong_codes());
    }
    if (!(await this.#deps.mfa.verify(userId, code))) {
      const [{ failures, waitSeconds }] = await Promise.all([
        this.secondFactorThrottle.fail(accountKey),
        this.addressThrottle.fail(`ip:${meta.ip}`),
      ]);
      await this.#audit(meta, 'failure', userId, '', `wrong second-factor code (${failures} in a row)`);
      if (failures === WARN_SECOND_FACTOR_AT) await this.#warnOwnerOfSecondFactor(userId, failures);
      const message = waitSeconds > 0 ? m.error_invalid_code_wait({ seconds: waitSeconds }) : m.error_invalid_code();
      throw new AppError(401, 'invalid_code', message, {
        fields: { code: m.field_code_not_valid() },
      });
    }
    await Promise.all([this.#deps.challenges.close(mfaToken), this.secondFactorThrottle.clear(accountKey)]);
    const user = await this.#deps.users.findById(userId);
    if (!user || user.disabled) throw invalidCredentials();
    return this.#startSession(user, meta, 'mfa');
  }

  /**
   * Signs in with a magic link; opening it also proves the e-mail address, and ends any slow-down
   * of password sign-in for the account: whoever reads this inbox is the owner.
   */
  async loginWithMagicLink(token: string, meta: RequestMeta): Promise<SignInResult> {
    const record = await this.#deps.emailTokens.consume('magic-link', token);
    const found = await this.#deps.users.findById(record.subjectId);
    if (!found || found.disabled || found.email !== record.email)
      throw errors.badRequest(m.error_link_can_no_longer_used());
    if (await this.#deps.ssoPolicy?.refusesOtherSignIn(found)) {
      await this.#audit(meta, 'failure', found.id, found.email, 'magic link refused: single sign-on required');
      throw ssoRequired();
    }
    await this.accountThrottle.clear(`user:${found.id}`);
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
      throw new AppError(403, 'registration_pending', m.error_registration_waiting_approval_we_will_mail());
    }
  }

  async #warnOwnerOfGuessing(user: UserRecord, failures: number) {
    const signInLink = new URL('/magic-link-login', this.#deps.publicOrigin).href;
    await this.#deps.mailer.send(passwordGuessingMessage({ to: user.email, name: user.name, failures, signInLink }));
  }

  async #warnOwnerOfSecondFactor(userId: string, failures: number) {
    const user = await this.#deps.users.findById(userId);
    if (!user) return;
    const resetLink = new URL('/forgot-password', this.#deps.publicOrigin).href;
    await this.#deps.mailer.send(secondFactorFailuresMessage({ to: user.email, name: user.name, failures, resetLink }));
  }

  // Unknown accounts cost one argon2 verification too, so timing does not reveal which exist.
  async #spendEqualTime(password: string): Promise<false> {
    this.#dummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
    await verifyPassword(await this.#dummyHash, password);
    return false;
  }

  #audit(
    meta: RequestMeta,
    result: 'success' | 'failure' | 'blocked',
    actorId: string | null,
    login: string,
    detail: string,
  ) {
    return this.#deps.audit.record(meta, {
      action: 'auth.sign_in',
      result,
      actorId,
      detail: `${detail}; login "${login.slice(0, 100)}"`,
    });
  }
}
