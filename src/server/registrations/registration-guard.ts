import { randomUUID } from 'node:crypto';
import type { RegisterInput } from '../../shared/auth/auth.schemas.ts';
import { RateLimiter } from '../platform/rate-limiter.ts';
import type { RateLimitRepository } from '../platform/rate-limits.repository.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { errors } from '../http/app-error.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { alreadyRegisteredMessage } from '../mail/security-templates.ts';
import { generateCompanyId } from '../organizations/company-id.ts';
import type { Repositories } from '../store/repositories.ts';
import { DEFAULT_PREFERENCES, type PublicUser } from '../../shared/users/users.schemas.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

// Defaults (REGISTRATIONS_PER_ADDRESS, REGISTRATIONS_PER_DOMAIN): 10 an hour per client address
// (a family or an office, not a script) and 100 per e-mail domain (a company onboarding its team).
type Deps = {
  repositories: Repositories;
  rateLimits: RateLimitRepository;
  mailer: OutgoingMail;
  publicOrigin: string;
  limits: { perAddress: number; perDomain: number };
  now?: () => number;
};

/**
 * What keeps sign-up from being a flood or an oracle: registrations are limited per client
 * address and per e-mail domain, and an address that already has an account gets the answer a
 * new one gets while its owner gets an e-mail (as sign-in answers the same for unknown accounts).
 */
export class RegistrationGuard {
  #deps: Deps;
  #perAddress: RateLimiter;
  #perDomain: RateLimiter;

  constructor(deps: Deps) {
    this.#deps = deps;
    const { rateLimits: store, limits, now } = deps;
    this.#perAddress = new RateLimiter({
      store,
      name: 'register-address',
      limit: limits.perAddress,
      windowMs: MS_PER_HOUR,
      now,
    });
    this.#perDomain = new RateLimiter({
      store,
      name: 'register-domain',
      limit: limits.perDomain,
      windowMs: MS_PER_HOUR,
      now,
    });
  }

  /** Counts the attempt; 429 with Retry-After past either limit. */
  async admit(email: string, meta: RequestMeta): Promise<void> {
    const domain = email.trim().toLowerCase().split('@').at(-1) ?? '';
    await this.#perAddress.consume(meta.ip);
    await this.#perDomain.consume(domain);
  }

  /** 409 for a username in use (usernames are public handles); whether the e-mail is taken. */
  async checkAvailable(
    username: string,
    email: string,
    tx: Repositories = this.#deps.repositories,
  ): Promise<'free' | 'email-taken'> {
    const { users, pendingRegistrations } = tx;
    if ((await users.findByUsername(username)) || (await pendingRegistrations.findOpenByLogin(username))) {
      throw errors.conflict(m.error_username_taken(), { username: m.field_username_already_taken() });
    }
    return (await users.findByEmail(email)) || (await pendingRegistrations.findOpenByLogin(email))
      ? 'email-taken'
      : 'free';
  }

  /** Tells the owner of an address someone tried to register with it. */
  async tellOwner(email: string): Promise<void> {
    const owner = await this.#deps.repositories.users.findByEmail(email);
    const pending = owner ? undefined : await this.#deps.repositories.pendingRegistrations.findOpenByLogin(email);
    const recipient = owner ?? pending;
    if (!recipient) return;
    const { publicOrigin } = this.#deps;
    await this.#deps.mailer.send(
      alreadyRegisteredMessage({
        to: recipient.email,
        name: recipient.name,
        signInLink: new URL('/auth', publicOrigin).href,
        resetLink: new URL('/forgot-password', publicOrigin).href,
      }),
    );
  }
}

/** The user a new registration would have been: the answer for an address that has an account. */
export function lookalikeUser(input: RegisterInput): PublicUser {
  return {
    id: randomUUID(),
    username: input.username,
    email: input.email.toLowerCase(),
    name: input.name,
    role: 'user',
    companyName: input.companyName,
    companyId: generateCompanyId(),
    orgRole: 'owner',
    emailVerified: false,
    mfaEnabled: false,
    twoFactorSetupRequired: false,
    officersAccess: false,
    preferences: { ...DEFAULT_PREFERENCES },
  };
}
