import type { AuditService } from '../audit/audit.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError, errors } from '../http/app-error.ts';
import { decodeCursor, encodeCursor, type Page } from '../platform/pagination.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { RegistrationService } from '../registrations/registration.service.ts';
import { describeDevice } from '../sessions/describe-device.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { TokenService } from '../tokens/tokens.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { Role, UserRecord } from '../../shared/users/users.schemas.ts';
import type { AuditAction } from '../../shared/audit/audit-actions.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import {
  accountDisabledMessage,
  accountEnabledMessage,
  mfaResetMessage,
  organizationMovedMessage,
} from './staff-mail.ts';
import { assertMayChangeRole, refuseSelf, requireSuperAdminFor } from './staff-rules.ts';
import type { AdminUser, AdminUserDetail, UserListQuery } from '../../shared/staff/staff.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import { roleInSentence } from '../../shared/role-labels.ts';
import { inEachLanguage } from '../notifications/said-in-each-language.ts';

export type UserAdminDeps = {
  repositories: Repositories;
  sessions: SessionService;
  /** Ends a user's API tokens when their standing changes (disabled, new role, another organization). */
  tokens: Pick<TokenService, 'revokeAllOf'>;
  kubeconfigs: { revokeMember(organizationId: string, userId: string): Promise<number> };
  registrations: Pick<RegistrationService, 'sendVerification'>;
  mailer: OutgoingMail;
  audit: AuditService;
  notifications: Pick<NotificationService, 'notify'>;
  realtime: Pick<RealtimeChannel, 'publish'>;
  publicOrigin: string;
};

// A page of the list scans at most this many users, so one request stays bounded; a page that
// stops early still carries a cursor to go on from.
const SCAN_CHUNK = 200;
const SCAN_LIMIT = 5000;

/** The staff's user management (/user-management): list, detail and the actions on accounts. */
export class UserAdminService {
  #deps: UserAdminDeps;

  constructor(deps: UserAdminDeps) {
    this.#deps = deps;
  }

  /** Users oldest first, filtered and searched (name, e-mail, username, company), a page at a time. */
  async list(query: UserListQuery): Promise<Page<AdminUser>> {
    const { users } = this.#deps.repositories;
    const organizations = new Map<string, OrganizationRecord | undefined>();
    const items: AdminUser[] = [];
    let after = query.cursor ? decodeCursor(query.cursor) : undefined;
    let scanned = 0;
    const needle = query.q?.toLowerCase();
    for (;;) {
      const chunk = await users.listPage(SCAN_CHUNK, after);
      for (const user of chunk) {
        after = { createdAt: user.createdAt, id: user.id };
        scanned += 1;
        const organization = await this.#organization(organizations, user.organizationId);
        if (matches(user, organization, query, needle)) items.push(toAdminUser(user, organization));
        if (items.length === query.limit) return { items, nextCursor: encodeCursor(after) };
      }
      if (chunk.length < SCAN_CHUNK) return { items, nextCursor: null };
      if (scanned >= SCAN_LIMIT) return { items, nextCursor: after ? encodeCursor(after) : null };
    }
  }

  /** One user with their live sessions and last successful sign-in. */
  async detail(id: string): Promise<AdminUserDetail> {
    const user = await this.#mustFind(id);
    const organization = await this.#deps.repositories.organizations.findById(user.organizationId);
    const sessions = await this.#deps.sessions.list(user.id);
    const signIns = await this.#deps.repositories.audit.listRecent(20, { actorId: user.id, action: 'auth.sign_in' });
    // Registration, invitations, e-mail links and social sign-in open a session without a
    // password sign-in event: the newest session counts as a sign-in too.
    const times = [signIns.find((e) => e.result === 'success')?.at, ...sessions.map((s) => s.createdAt)].filter(
      (at): at is string => Boolean(at),
    );
    return {
      ...toAdminUser(user, organization),
      lastSignInAt:
        times.length === 0 ? null : times.reduce((latest, at) => (Date.parse(at) > Date.parse(latest) ? at : latest)),
      sessions: sessions.map((s) => ({
        device: describeDevice(s.userAgent),
        ip: s.ip,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
      })),
    };
  }

  /** Disables the account: every session ends at once (sockets closed), its kubeconfigs are revoked. */
  async disable(actor: UserRecord, id: string, meta: RequestMeta): Promise<AdminUser> {
    const target = await this.#mustFind(id);
    refuseSelf(actor, target, 'disable');
    requireSuperAdminFor(actor, target, 'disable');
    const updated = await this.#deps.repositories.users.update(id, { disabled: true });
    await this.#deps.sessions.revokeAllFor(id);
    await this.#deps.tokens.revokeAllOf(id, 'account disabled');
    const revoked = await this.#deps.kubeconfigs.revokeMember(updated.organizationId, id);
    await this.#deps.mailer.send(
      inLanguageOf(updated, () => accountDisabledMessage({ to: updated.email, name: updated.name })),
    );
    await this.#audit(meta, actor, 'admin.user_disabled', `${updated.username}; ${revoked} kubeconfig(s) revoked`);
    return this.#present(updated);
  }

  async enable(actor: UserRecord, id: string, meta: RequestMeta): Promise<AdminUser> {
    const target = await this.#mustFind(id);
    refuseSelf(actor, target, 'enable');
    requireSuperAdminFor(actor, target, 'enable');
    const updated = await this.#deps.repositories.users.update(id, { disabled: false });
    await this.#deps.mailer.send(
      inLanguageOf(updated, () =>
        accountEnabledMessage({ to: updated.email, name: updated.name, signInLink: this.#link('/auth') }),
      ),
    );
    await this.#audit(meta, actor, 'admin.user_enabled', updated.username);
    return this.#present(updated);
  }

  /** Removes two-factor authentication (a lost device); the user is e-mailed and notified. */
  async resetMfa(actor: UserRecord, id: string, meta: RequestMeta): Promise<AdminUser> {
    const target = await this.#mustFind(id);
    refuseSelf(actor, target, 'reset_mfa');
    requireSuperAdminFor(actor, target, 'reset_mfa');
    if (!target.mfa && !target.mfaPending)
      throw new AppError(409, 'mfa_not_enabled', m.error_no_mfa_to_reset({ name: target.name }));
    const updated = await this.#deps.repositories.users.update(id, { mfa: null, mfaPending: null });
    await this.#deps.mailer.send(
      inLanguageOf(updated, () =>
        mfaResetMessage({ to: updated.email, name: updated.name, settingsLink: this.#link('/settings') }),
      ),
    );
    await this.#notify(updated, 'warning', () => m.notice_mfa_reset());
    await this.#audit(meta, actor, 'admin.mfa_reset', updated.username);
    return this.#present(updated);
  }

  /** Sends a new verification link to an unverified address. */
  async resendVerification(actor: UserRecord, id: string, meta: RequestMeta): Promise<AdminUser> {
    const target = await this.#mustFind(id);
    if (target.emailVerified)
      throw new AppError(409, 'already_verified', m.error_already_verified({ email: target.email }));
    if (target.disabled) throw new AppError(409, 'account_disabled', m.error_account_disabled_enable_first());
    await this.#deps.registrations.sendVerification(target);
    await this.#audit(meta, actor, 'admin.verification_resent', target.username);
    return this.#present(target);
  }

  /** Changes the role; admin and super_admin are granted and removed by a super_admin only. */
  async setRole(actor: UserRecord, id: string, role: Role, meta: RequestMeta): Promise<AdminUser> {
    const target = await this.#mustFind(id);
    refuseSelf(actor, target, 'change_role');
    assertMayChangeRole(actor, target, role);
    if (target.role === role) return this.#present(target);
    const updated = await this.#deps.repositories.users.update(id, { role });
    await this.#deps.tokens.revokeAllOf(id, 'role changed');
    await this.#notify(updated, 'info', () =>
      m.notice_role_changed({ role: roleInSentence(role), previous: roleInSentence(target.role) }),
    );
    await this.#audit(meta, actor, 'admin.role_changed', `${updated.username}: ${target.role} → ${role}`);
    return this.#present(updated);
  }

  /** Grants or removes officers access (admin or super_admin; a staff account's by a super_admin). */
  async setOfficersAccess(
    actor: UserRecord,
    id: string,
    officersAccess: boolean,
    meta: RequestMeta,
  ): Promise<AdminUser> {
    const target = await this.#mustFind(id);
    refuseSelf(actor, target, 'change_officers');
    requireSuperAdminFor(actor, target, 'change_officers');
    if (target.officersAccess === officersAccess) return this.#present(target);
    const updated = await this.#deps.repositories.users.update(id, { officersAccess });
    await this.#notify(updated, 'info', () =>
      officersAccess ? m.notice_officers_granted() : m.notice_officers_removed(),
    );
    await this.#audit(
      meta,
      actor,
      officersAccess ? 'admin.officers_access_granted' : 'admin.officers_access_removed',
      updated.username,
    );
    return this.#present(updated);
  }

  /**
   * Moves a user to another organization: they keep their account, their sessions end (what
   * they see belongs to the old organization) and their kubeconfigs for its clusters are revoked.
   */
  async moveToOrganization(
    actor: UserRecord,
    id: string,
    organizationId: string,
    meta: RequestMeta,
  ): Promise<AdminUser> {
    const target = await this.#mustFind(id);
    refuseSelf(actor, target, 'move');
    requireSuperAdminFor(actor, target, 'move');
    const { organizations } = this.#deps.repositories;
    // The staff type the company ID they see; API clients may send the internal id.
    const destination =
      (await organizations.findById(organizationId)) ?? (await organizations.findByCompanyId(organizationId));
    if (!destination)
      throw errors.badRequest(m.error_no_such_organization(), {
        organizationId: m.field_choose_existing_organization(),
      });
    if (destination.id === target.organizationId) {
      throw errors.badRequest(
        m.error_already_belongs_to({ name: target.name, organization: destination.companyName }),
        { organizationId: m.field_choose_another_organization() },
      );
    }
    // An organization keeps an owner: its last one cannot be moved away from other members.
    const colleagues = (await this.#deps.repositories.users.listByOrganization(target.organizationId)).filter(
      (u) => u.id !== id,
    );
    if (target.orgRole === 'owner' && colleagues.length > 0 && !colleagues.some((u) => u.orgRole === 'owner')) {
      throw errors.badRequest(m.error_last_owner_of_organization({ name: target.name }), {
        organizationId: m.field_make_another_member_owner_first(),
      });
    }
    // In the organization they join, they are a member (its owners may promote them).
    const updated = await this.#deps.repositories.users.update(id, {
      organizationId: destination.id,
      orgRole: 'member',
    });
    await this.#deps.sessions.revokeAllFor(id);
    await this.#deps.tokens.revokeAllOf(id, 'moved to another organization');
    await this.#deps.kubeconfigs.revokeMember(target.organizationId, id);
    await this.#deps.mailer.send(
      inLanguageOf(updated, () =>
        organizationMovedMessage({
          to: updated.email,
          name: updated.name,
          companyName: destination.companyName,
          signInLink: this.#link('/auth'),
        }),
      ),
    );
    await this.#notify(updated, 'info', () => m.notice_account_moved({ company: destination.companyName }));
    await this.#audit(meta, actor, 'admin.user_moved', `${updated.username} → ${destination.companyId}`);
    return this.#present(updated);
  }

  async #present(user: UserRecord): Promise<AdminUser> {
    return toAdminUser(user, await this.#deps.repositories.organizations.findById(user.organizationId));
  }

  async #organization(cache: Map<string, OrganizationRecord | undefined>, id: string) {
    if (!cache.has(id)) cache.set(id, await this.#deps.repositories.organizations.findById(id));
    return cache.get(id);
  }

  async #mustFind(id: string): Promise<UserRecord> {
    const user = await this.#deps.repositories.users.findById(id);
    if (!user) throw errors.notFound(m.error_no_such_user());
    return user;
  }

  #link(path: string) {
    return new URL(path, this.#deps.publicOrigin).href;
  }

  // Written in the user's language; their open tabs refetch what the change affects (officers access, the user).
  async #notify(user: UserRecord, type: 'info' | 'warning', message: () => string) {
    const userId = user.id;
    await this.#deps.notifications.notify(userId, { type, ...inEachLanguage(user, message) }).catch((error: Error) => {
      console.warn('Could not store a notification:', error.message);
    });
    this.#deps.realtime.publish(userId, { type: 'account' });
  }

  #audit(meta: RequestMeta, actor: UserRecord, action: AuditAction, detail: string) {
    return this.#deps.audit.record(meta, { action, result: 'success', actorId: actor.id, detail });
  }
}

/** The list entry of a user. */
export function toAdminUser(user: UserRecord, organization: OrganizationRecord | undefined): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    role: user.role,
    officersAccess: user.officersAccess,
    disabled: user.disabled,
    emailVerified: user.emailVerified,
    mfaEnabled: user.mfa !== null,
    organization: organization
      ? {
          id: organization.id,
          companyName: organization.companyName,
          companyId: organization.companyId,
          suspended: Boolean(organization.suspension),
        }
      : null,
    createdAt: user.createdAt,
  };
}

function matches(
  user: UserRecord,
  organization: OrganizationRecord | undefined,
  query: UserListQuery,
  needle: string | undefined,
): boolean {
  if (query.role && user.role !== query.role) return false;
  if (query.officersAccess !== undefined && user.officersAccess !== query.officersAccess) return false;
  if (query.disabled !== undefined && user.disabled !== query.disabled) return false;
  if (query.mfa !== undefined && (user.mfa !== null) !== query.mfa) return false;
  if (query.verified !== undefined && user.emailVerified !== query.verified) return false;
  if (!needle) return true;
  return [user.name, user.email, user.username, organization?.companyName ?? '', organization?.companyId ?? ''].some(
    (field) => field.toLowerCase().includes(needle),
  );
}
