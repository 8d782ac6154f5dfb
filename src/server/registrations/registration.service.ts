import { randomUUID } from 'node:crypto';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { RegisterInput } from '../../shared/auth/auth.schemas.ts';
import type { EmailTokenService } from '../auth/email-token.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import {
  registrationApprovedMessage,
  registrationRejectedMessage,
  registrationVerifyMessage,
  verifyEmailMessage,
} from '../mail/templates.ts';
import { hashPassword } from '../passwords/password-hasher.ts';
import type { Repositories } from '../store/repositories.ts';
import type { PublicUser, UserRecord } from '../../shared/users/users.schemas.ts';
import { lookalikeUser, type RegistrationGuard } from './registration-guard.ts';
import type {
  PendingRegistrationRecord,
  PendingRegistrationView,
} from '../../shared/registrations/registrations.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import { requestLocale, withLocale } from '../i18n/request-locale.ts';

type Deps = {
  mode: 'open' | 'approval';
  publicOrigin: string;
  repositories: Repositories;
  emailTokens: EmailTokenService;
  mailer: OutgoingMail;
  audit: AuditService;
  notifications: Pick<NotificationService, 'notify'>;
  guard: RegistrationGuard;
  /** Officers review the queue too, and see it change live. */
  officers?: Pick<OfficerFeed, 'changed'>;
};

/**
 * A registration either creates the account at once or waits for an administrator; an address
 * that already has an account gets a look-alike of the first answer (its owner gets an e-mail).
 */
export type RegistrationResult =
  | { kind: 'created'; user: UserRecord }
  | { kind: 'pending' }
  | { kind: 'email-taken'; lookalike: PublicUser };

/** Sign-up, with the approval path of REGISTRATION_MODE=approval and of joining a company. */
export class RegistrationService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /**
   * Registers; asking to join an organization, or approval mode, makes it wait for review. A
   * join request waits the same whether or not the organization exists, so the answer does not
   * tell; a new organization is created even when another one has that name. The records and
   * the e-mail commit together: a failure leaves nothing behind, so a retry is a new attempt.
   */
  async register(input: RegisterInput, meta: RequestMeta): Promise<RegistrationResult> {
    const { repositories, guard } = this.#deps;
    await guard.admit(input.email, meta);
    // Hashed first, whatever follows: the answer takes as long for a taken address as for a new one.
    const passwordHash = await hashPassword(input.password);
    const joining = input.organization === 'join';
    if ((await guard.checkAvailable(input.username, input.email)) === 'email-taken') {
      await guard.tellOwner(input.email);
      await this.#deps.audit.record(meta, {
        action: 'registration.email_taken',
        result: 'blocked',
        detail: input.username,
      });
      return joining || this.#deps.mode === 'approval'
        ? { kind: 'pending' }
        : { kind: 'email-taken', lookalike: lookalikeUser(input) };
    }
    const existing = joining ? await repositories.organizations.findByName(input.companyName) : undefined;
    if (joining || this.#deps.mode === 'approval') {
      const record: PendingRegistrationRecord = {
        id: randomUUID(),
        username: input.username,
        email: input.email.toLowerCase(),
        name: input.name,
        companyName: existing?.companyName ?? input.companyName,
        passwordHash,
        organizationId: existing?.id ?? null,
        status: 'awaiting_email',
        emailVerifiedAt: null,
        decidedBy: null,
        decidedAt: null,
        reason: null,
        createdAt: new Date().toISOString(),
        language: requestLocale(),
      };
      await repositories.transaction(async (tx) => {
        if ((await guard.checkAvailable(input.username, input.email, tx)) === 'email-taken') throw emailTaken();
        await tx.pendingRegistrations.create(record);
        const link = await this.#deps.emailTokens.issue('registration-verify', record.id, record.email, tx);
        await this.#deps.mailer.send(registrationVerifyMessage({ to: record.email, name: record.name, link }), tx);
      });
      await this.#deps.audit.record(meta, {
        action: 'registration.pending',
        result: 'success',
        detail: record.username,
      });
      this.#deps.officers?.changed('registrations');
      return { kind: 'pending' };
    }
    const user = await repositories.transaction(async (tx) => {
      const organization = await tx.organizations.create({ companyName: input.companyName });
      const created = await tx.users.create({
        username: input.username,
        email: input.email.toLowerCase(),
        name: input.name,
        role: 'user',
        organizationId: organization.id,
        // Whoever creates an organization owns it.
        orgRole: 'owner',
        emailVerified: false,
        officersAccess: false,
        passwordHash,
      });
      await this.sendVerification(created, tx);
      return created;
    });
    await this.#welcome(user);
    await this.#deps.audit.record(meta, { action: 'registration.created', result: 'success', actorId: user.id });
    return { kind: 'created', user };
  }

  /** E-mails a link that verifies the user's address (with `tx`, if that transaction commits). */
  async sendVerification(user: UserRecord, tx?: Repositories): Promise<void> {
    const link = await this.#deps.emailTokens.issue('verify-email', user.id, user.email, tx);
    await this.#deps.mailer.send(verifyEmailMessage({ to: user.email, name: user.name, link }), tx);
  }

  /** The applicant confirmed their address: the registration goes to the review queue. */
  async confirmEmail(token: string): Promise<void> {
    const record = await this.#deps.emailTokens.consume('registration-verify', token);
    const updated = await this.#deps.repositories.pendingRegistrations.transition(
      record.subjectId,
      ['awaiting_email'],
      {
        status: 'awaiting_approval',
        emailVerifiedAt: new Date().toISOString(),
      },
    );
    if (!updated) throw errors.badRequest(m.error_registration_was_already_confirmed_decided());
    this.#deps.officers?.changed('registrations');
  }

  /** The review queue, oldest first. */
  async listOpen(): Promise<PendingRegistrationView[]> {
    const open = await this.#deps.repositories.pendingRegistrations.listOpen();
    return open
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((r) => ({
        id: r.id,
        username: r.username,
        email: r.email,
        name: r.name,
        companyName: r.companyName,
        joinsExistingOrganization: r.organizationId !== null,
        status: r.status as PendingRegistrationView['status'],
        createdAt: r.createdAt,
        emailVerifiedAt: r.emailVerifiedAt,
      }));
  }

  /** Creates the account (verified: the applicant proved the address) and tells the applicant. */
  async approve(id: string, admin: UserRecord, meta: RequestMeta): Promise<void> {
    const record = await this.#mustFindOpen(id);
    // The record itself holds its username in the queue; only existing accounts may clash.
    await this.#assertNoAccount(record.username, record.email);
    // The decision, the account and the e-mail commit together, or not at all.
    const user = await this.#deps.repositories.transaction(async (tx) => {
      const decided = await tx.pendingRegistrations.transition(id, ['awaiting_email', 'awaiting_approval'], {
        status: 'approved',
        decidedBy: admin.id,
        decidedAt: new Date().toISOString(),
      });
      if (!decided) throw alreadyDecided();
      const organizationId =
        record.organizationId ?? (await tx.organizations.create({ companyName: record.companyName })).id;
      // The account and the e-mail speak the applicant's language, not the deciding admin's.
      const applicant = record.language ?? requestLocale();
      const created = await withLocale(applicant, () =>
        tx.users.create({
          username: record.username,
          email: record.email,
          name: record.name,
          role: 'user',
          organizationId,
          // Joining an existing company through approval makes a member; a new one is owned.
          orgRole: record.organizationId ? 'member' : 'owner',
          emailVerified: record.emailVerifiedAt !== null,
          officersAccess: false,
          passwordHash: record.passwordHash,
        }),
      );
      const signInLink = new URL('/auth', this.#deps.publicOrigin).href;
      await this.#deps.mailer.send(
        inLanguageOf(created, () => registrationApprovedMessage({ to: record.email, name: record.name, signInLink })),
        tx,
      );
      return created;
    });
    await this.#welcome(user);
    await this.#deps.audit.record(meta, {
      action: 'registration.approved',
      result: 'success',
      actorId: admin.id,
      detail: record.username,
    });
    this.#deps.officers?.changed('registrations');
  }

  /** Refuses the registration with a reason the applicant receives by e-mail. */
  async reject(id: string, reason: string, admin: UserRecord, meta: RequestMeta): Promise<void> {
    const record = await this.#mustFindOpen(id);
    await this.#deps.repositories.transaction(async (tx) => {
      const decided = await tx.pendingRegistrations.transition(id, ['awaiting_email', 'awaiting_approval'], {
        status: 'rejected',
        reason,
        decidedBy: admin.id,
        decidedAt: new Date().toISOString(),
      });
      if (!decided) throw alreadyDecided();
      const message = withLocale(record.language ?? requestLocale(), () =>
        registrationRejectedMessage({ to: record.email, name: record.name, reason }),
      );
      await this.#deps.mailer.send(message, tx);
    });
    await this.#deps.audit.record(meta, {
      action: 'registration.rejected',
      result: 'success',
      actorId: admin.id,
      detail: record.username,
    });
    this.#deps.officers?.changed('registrations');
  }

  // A missing welcome must not undo an account that exists: log it and go on.
  async #welcome(user: UserRecord) {
    const message = inLanguageOf(user, () => m.notice_welcome({ name: user.name }));
    await this.#deps.notifications.notify(user.id, { type: 'info', message }).catch((error: Error) => {
      console.warn('Could not store the welcome notification:', error.message);
    });
  }

  async #mustFindOpen(id: string): Promise<PendingRegistrationRecord> {
    const record = await this.#deps.repositories.pendingRegistrations.findById(id);
    if (!record) throw errors.notFound(m.error_no_such_registration());
    if (record.status === 'approved' || record.status === 'rejected') throw alreadyDecided();
    return record;
  }

  async #assertNoAccount(username: string, email: string) {
    const { users } = this.#deps.repositories;
    if (await users.findByUsername(username))
      throw errors.conflict(m.error_username_taken(), { username: m.field_username_already_taken() });
    if (await users.findByEmail(email)) throw emailTaken();
  }
}

const emailTaken = () =>
  errors.conflict(m.error_account_with_mail_already_exists(), { email: m.field_account_with_mail_already_exists() });
const alreadyDecided = () => new AppError(409, 'already_decided', m.error_registration_was_already_approved_rejected());
