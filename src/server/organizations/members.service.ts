import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuditService } from '../audit/audit.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { invitationMessage } from '../mail/templates.ts';
import { hashPassword } from '../passwords/password-hasher.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { TokenService } from '../tokens/tokens.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import {
  INVITATION_LIFETIME_DAYS,
  type AcceptInvitationInput,
  type InvitationRecord,
  type InvitationView,
  type InviteInput,
  type MemberView,
} from '../../shared/organizations/members.schemas.ts';
import type { OrgRole } from '../../shared/permissions.ts';
import { MS_PER_DAY } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

type Deps = {
  repositories: Repositories;
  sessions: Pick<SessionService, 'revokeAllFor'>;
  /** Revokes a member's API tokens, in the transaction of the change that ends them. */
  tokens: Pick<TokenService, 'revokeAllOf'>;
  kubeconfigs: { revokeMember(organizationId: string, userId: string): Promise<number> };
  mailer: OutgoingMail;
  audit: AuditService;
  publicOrigin: string;
  now?: () => number;
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const lastOwner = () => new AppError(400, 'last_owner', m.error_organization_must_keep_at_least_one());

/** An address that already has an account cannot be invited: an account belongs to one organization. */
const hasAccount = () =>
  errors.conflict(m.error_mail_already_has_account_account_belongs(), {
    email: m.field_mail_already_has_account_account_belongs(),
  });

/**
 * The organization's team: members and their roles, invitations by e-mail (7 days, single use,
 * revocable), and removals that end the member's sessions and credentials at once. An
 * organization always keeps an owner.
 */
export class MembersService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  async listMembers(organizationId: string): Promise<MemberView[]> {
    const users = await this.#deps.repositories.users.listByOrganization(organizationId);
    return users.map((u) => ({
      id: u.id,
      username: u.username,
      name: u.name,
      email: u.email,
      orgRole: u.orgRole,
      createdAt: u.createdAt,
    }));
  }

  async listInvitations(organizationId: string): Promise<InvitationView[]> {
    const { repositories } = this.#deps;
    const records = await repositories.invitations.listForOrganization(organizationId);
    const names = new Map((await repositories.users.listByOrganization(organizationId)).map((u) => [u.id, u.name]));
    return records.map((r) => this.#view(r, names.get(r.invitedBy) ?? null));
  }

  /** Invites `email` with a role; a pending invitation to the same address is replaced. */
  async invite(owner: UserRecord, input: InviteInput, meta: RequestMeta): Promise<InvitationView> {
    const { repositories, mailer, publicOrigin } = this.#deps;
    const email = input.email.trim().toLowerCase();
    if (await repositories.users.findByEmail(email)) throw hasAccount();
    const organization = await repositories.organizations.findById(owner.organizationId);
    if (!organization) throw errors.notFound(m.error_no_such_organization());
    const token = randomBytes(32).toString('hex');
    const now = new Date(this.#now());
    const record: InvitationRecord = {
      id: randomUUID(),
      organizationId: owner.organizationId,
      email,
      orgRole: input.orgRole,
      tokenHash: hash(token),
      invitedBy: owner.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * MS_PER_DAY).toISOString(),
      acceptedAt: null,
      acceptedUserId: null,
      revokedAt: null,
    };
    const link = new URL(`/join?token=${token}`, publicOrigin).href;
    await repositories.transaction(async (tx) => {
      for (const pending of await tx.invitations.listForOrganization(owner.organizationId)) {
        if (pending.email === email && this.#status(pending) === 'pending') {
          await tx.invitations.change(pending.id, () => ({ revokedAt: record.createdAt }));
        }
      }
      await tx.invitations.create(record);
      await mailer.send(
        invitationMessage({
          to: email,
          inviterName: owner.name,
          organizationName: organization.companyName,
          role: input.orgRole,
          link,
        }),
        tx,
      );
    });
    await this.#deps.audit.record(meta, {
      action: 'member.invited',
      result: 'success',
      actorId: owner.id,
      organizationId: owner.organizationId,
      targetType: 'invitation',
      targetId: record.id,
      detail: `${email} as ${input.orgRole}`,
    });
    return this.#view(record, owner.name);
  }

  async revokeInvitation(owner: UserRecord, id: string, meta: RequestMeta): Promise<void> {
    const at = new Date(this.#now()).toISOString();
    const existing = await this.#deps.repositories.invitations.findById(id);
    if (!existing || existing.organizationId !== owner.organizationId)
      throw errors.notFound(m.error_no_such_invitation());
    await this.#deps.repositories.invitations.change(id, (current) => {
      if (this.#status(current) !== 'pending')
        throw errors.conflict(m.error_invitation_was_already_accepted_revoked_has());
      return { revokedAt: at };
    });
    await this.#deps.audit.record(meta, {
      action: 'member.invitation_revoked',
      result: 'success',
      actorId: owner.id,
      organizationId: owner.organizationId,
      targetType: 'invitation',
      targetId: id,
      detail: existing.email,
    });
  }

  /** What the invitation page shows; an unknown, used, revoked or expired link is a 404 saying so. */
  async preview(token: string) {
    const record = await this.#usable(token);
    const { repositories } = this.#deps;
    const organization = await repositories.organizations.findById(record.organizationId);
    const inviter = await repositories.users.findById(record.invitedBy);
    return {
      organizationName: organization?.companyName ?? 'Organization',
      email: record.email,
      orgRole: record.orgRole,
      invitedByName: inviter?.name ?? null,
      expiresAt: record.expiresAt,
    };
  }

  /** Creates the invitee's account in the organization (address verified by the link); single use. */
  async accept(input: AcceptInvitationInput, meta: RequestMeta): Promise<UserRecord> {
    const { repositories } = this.#deps;
    const record = await this.#usable(input.token);
    if (await repositories.users.findByEmail(record.email)) throw hasAccount();
    const passwordHash = await hashPassword(input.password);
    const at = new Date(this.#now()).toISOString();
    const user = await repositories.transaction(async (tx) => {
      const claimed = await tx.invitations.change(record.id, (current) =>
        this.#status(current) === 'pending' ? { acceptedAt: at } : undefined,
      );
      if (!claimed || claimed.acceptedAt !== at) throw invalidLink();
      const created = await tx.users.create({
        username: input.username,
        email: record.email,
        name: input.name,
        role: 'user',
        organizationId: record.organizationId,
        orgRole: record.orgRole,
        emailVerified: true,
        officersAccess: false,
        passwordHash,
      });
      await tx.invitations.change(record.id, () => ({ acceptedUserId: created.id }));
      return created;
    });
    await this.#deps.audit.record(meta, {
      action: 'member.joined',
      result: 'success',
      actorId: user.id,
      organizationId: user.organizationId,
      targetType: 'member',
      targetId: user.id,
      detail: `${user.username} as ${user.orgRole}`,
    });
    return user;
  }

  /**
   * Changes a member's role; the last owner cannot be demoted. `check` sees the member's role
   * before the change (again under the organization's lock if it moved meanwhile) and may refuse.
   */
  async changeRole(
    owner: UserRecord,
    memberId: string,
    orgRole: OrgRole,
    meta: RequestMeta,
    check?: (before: OrgRole) => void,
  ): Promise<MemberView> {
    const { repositories } = this.#deps;
    const before = await this.#member(owner.organizationId, memberId);
    check?.(before.orgRole);
    const updated = await repositories.transaction(async (tx) => {
      await this.#lockOrganization(tx, owner.organizationId);
      // Read again under the lock: the role checked must be the role changed.
      const current = await tx.users.findById(memberId);
      if (!current || current.organizationId !== owner.organizationId) throw errors.notFound(m.error_no_such_member());
      if (current.orgRole !== before.orgRole) check?.(current.orgRole);
      if (before.orgRole === 'owner' && orgRole !== 'owner' && (await this.#ownerCount(tx, owner.organizationId)) <= 1)
        throw lastOwner();
      // A token never outlives the role it was made under.
      if (before.orgRole !== orgRole) await this.#deps.tokens.revokeAllOf(memberId, 'role changed', tx);
      return tx.users.update(memberId, { orgRole });
    });
    await this.#deps.audit.record(meta, {
      action: 'member.role_changed',
      result: 'success',
      actorId: owner.id,
      organizationId: owner.organizationId,
      targetType: 'member',
      targetId: memberId,
      detail: `${updated.username}: ${before.orgRole} → ${orgRole}`,
    });
    return {
      id: updated.id,
      username: updated.username,
      name: updated.name,
      email: updated.email,
      orgRole: updated.orgRole,
      createdAt: updated.createdAt,
    };
  }

  /**
   * Removes a member: their account is deleted, their sessions end (sockets closed) and their
   * cluster credentials are revoked at once. The last owner cannot be removed, nor leave.
   */
  async remove(
    actor: UserRecord,
    memberId: string,
    meta: RequestMeta,
    check?: (before: OrgRole) => void,
  ): Promise<void> {
    const { repositories } = this.#deps;
    const member = await this.#member(actor.organizationId, memberId);
    check?.(member.orgRole);
    await repositories.transaction(async (tx) => {
      await this.#lockOrganization(tx, actor.organizationId);
      if (member.orgRole === 'owner' && (await this.#ownerCount(tx, actor.organizationId)) <= 1) throw lastOwner();
      await tx.users.delete(memberId);
      await this.#deps.tokens.revokeAllOf(
        memberId,
        actor.id === memberId ? 'left the organization' : 'member removed',
        tx,
      );
    });
    await this.#deps.sessions.revokeAllFor(memberId);
    const revoked = await this.#deps.kubeconfigs.revokeMember(actor.organizationId, memberId);
    await this.#deps.audit.record(meta, {
      action: actor.id === memberId ? 'member.left' : 'member.removed',
      result: 'success',
      actorId: actor.id === memberId ? null : actor.id,
      organizationId: actor.organizationId,
      targetType: 'member',
      targetId: memberId,
      detail: `${member.username} (${member.email}); ${revoked} kubeconfig(s) revoked`,
    });
  }

  async #member(organizationId: string, memberId: string): Promise<UserRecord> {
    const member = await this.#deps.repositories.users.findById(memberId);
    if (!member || member.organizationId !== organizationId) throw errors.notFound(m.error_no_such_member());
    return member;
  }

  // Owner checks and changes run one at a time per organization: its row is locked meanwhile.
  async #lockOrganization(tx: Repositories, organizationId: string) {
    await tx.organizations.change(organizationId, () => ({}));
  }

  async #ownerCount(tx: Repositories, organizationId: string): Promise<number> {
    return (await tx.users.listByOrganization(organizationId)).filter((u) => u.orgRole === 'owner').length;
  }

  async #usable(token: string): Promise<InvitationRecord> {
    const record = /^[a-f0-9]{64}$/.test(token)
      ? await this.#deps.repositories.invitations.findByTokenHash(hash(token))
      : undefined;
    if (!record || this.#status(record) !== 'pending') throw invalidLink();
    return record;
  }

  #status(record: InvitationRecord): InvitationView['status'] {
    if (record.acceptedAt) return 'accepted';
    if (record.revokedAt) return 'revoked';
    return Date.parse(record.expiresAt) <= this.#now() ? 'expired' : 'pending';
  }

  #view(record: InvitationRecord, invitedByName: string | null): InvitationView {
    return {
      id: record.id,
      email: record.email,
      orgRole: record.orgRole,
      status: this.#status(record),
      invitedByName,
      createdAt: record.createdAt,
      expiresAt: record.expiresAt,
    };
  }
}

const invalidLink = () => new AppError(404, 'invitation_invalid', m.error_invitation_link_not_valid_was_already());
