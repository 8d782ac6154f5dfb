import type { AuditService } from '../audit/audit.service.ts';
import type { EmailTokenService } from '../auth/email-token.service.ts';
import type { ReauthGuard } from '../auth/reauth-guard.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { errors } from '../http/app-error.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { emailChangeMessage, passwordChangedNotice } from '../mail/templates.ts';
import type { OrganizationRepository } from '../organizations/organizations.repository.ts';
import { hashPassword } from '../passwords/password-hasher.ts';
import type { SessionService } from '../sessions/session.service.ts';
import { toPublicUser, toPublicUserOnce } from './public-user.ts';
import type { MaybePromise } from '../http/maybe-promise.ts';
import type { UserRepository } from './users.repository.ts';
import type { Preferences, PublicUser, UserRecord } from '../../shared/users/users.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

type Deps = {
  users: UserRepository;
  organizations: OrganizationRepository;
  sessions: SessionService;
  emailTokens: EmailTokenService;
  mailer: OutgoingMail;
  audit: AuditService;
  reauth: ReauthGuard;
};

/** The signed-in user's own account: profile, e-mail, password, preferences. */
export class AccountService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** The user as clients see it, with the organization's name and billing identity. */
  present(user: UserRecord): MaybePromise<PublicUser> {
    // A user read at once from memory (frozen) with its organization read the same way: no await.
    const organization = Object.isFrozen(user) ? this.#deps.organizations.current?.(user.organizationId) : undefined;
    if (organization) return toPublicUserOnce(user, organization);
    return this.#presentStored(user);
  }

  async #presentStored(user: UserRecord): Promise<PublicUser> {
    return toPublicUser(user, await this.#deps.organizations.findById(user.organizationId));
  }

  /** Changes the display name. */
  async updateProfile(userId: string, profile: { name: string }): Promise<PublicUser> {
    return this.present(await this.#deps.users.update(userId, { name: profile.name }));
  }

  /**
   * Saves display preferences, applied on every device at the next page load. A body without a
   * language (a client from before there was a choice) keeps the one chosen.
   */
  async updatePreferences(user: UserRecord, preferences: Preferences): Promise<PublicUser> {
    const language = preferences.language ?? user.preferences.language;
    return this.present(
      await this.#deps.users.update(user.id, { preferences: { ...preferences, ...(language && { language }) } }),
    );
  }

  /** Re-authenticates, then sends a confirmation link to the new address; nothing changes yet. */
  async requestEmailChange(
    user: UserRecord,
    sessionId: string,
    password: string,
    newEmail: string,
    meta: RequestMeta,
  ): Promise<void> {
    await this.#deps.reauth.checkPassword(user, sessionId, password, 'password', meta);
    const owner = await this.#deps.users.findByEmail(newEmail);
    if (owner && owner.id !== user.id) {
      throw errors.conflict(m.error_mail_address_used_by_another_account(), {
        newEmail: m.field_mail_address_used_by_another_account(),
      });
    }
    if (owner) throw errors.badRequest(m.error_already_mail_address(), { newEmail: m.field_already_mail_address() });
    const link = await this.#deps.emailTokens.issue('email-change', user.id, newEmail.toLowerCase());
    await this.#deps.mailer.send(emailChangeMessage({ to: newEmail, name: user.name, link }));
    await this.#deps.audit.record(meta, {
      action: 'account.email_change_requested',
      result: 'success',
      actorId: user.id,
    });
  }

  /** Changes the password after checking the current one; every other session is signed out. */
  async changePassword(
    user: UserRecord,
    input: { currentPassword: string; newPassword: string },
    currentSessionId: string,
    meta: RequestMeta,
  ): Promise<void> {
    await this.#deps.reauth.checkPassword(user, currentSessionId, input.currentPassword, 'currentPassword', meta);
    if (input.currentPassword === input.newPassword) {
      throw errors.badRequest(m.error_choose_password_you_have_not_used(), {
        newPassword: m.field_choose_different_password(),
      });
    }
    await this.#deps.users.update(user.id, { passwordHash: await hashPassword(input.newPassword) });
    await this.#deps.sessions.revokeAllFor(user.id, currentSessionId);
    await this.#deps.audit.record(meta, { action: 'account.password_changed', result: 'success', actorId: user.id });
    await this.#deps.mailer.send(passwordChangedNotice({ to: user.email, name: user.name })).catch((error: Error) => {
      console.warn('Could not send the password-changed notice:', error.message);
    });
  }
}
