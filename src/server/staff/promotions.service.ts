import { randomUUID } from 'node:crypto';
import type { AuditService } from '../audit/audit.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import {
  promotionLabel,
  type PromotionKind,
  type PromotionRequestInput,
  type PromotionRequestRecord,
  type PromotionRequestView,
  type PromotionStatus,
} from '../../shared/staff/promotion-requests.schemas.ts';
import { promotionDecidedMessage } from './staff-mail.ts';
import { isStaff } from './staff-rules.ts';
import { m } from '../../shared/i18n/messages.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import { mayApprovePromotion, mayDecidePromotion } from '../../shared/staff-rules.ts';

type Deps = {
  repositories: Repositories;
  mailer: OutgoingMail;
  audit: AuditService;
  notifications: Pick<NotificationService, 'notify'>;
  realtime: Pick<RealtimeChannel, 'publish'>;
  publicOrigin: string;
};

const STATUS_ORDER: Record<PromotionStatus, number> = { pending: 0, approved: 1, rejected: 1 };

/**
 * Promotion requests: a user asks (in Settings) for the admin role or officers access with a
 * reason, one pending request at a time; an admin approves or rejects it with a reason. The admin
 * role is granted by a super_admin only; officers access by an admin or a super_admin.
 */
export class PromotionService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async create(user: UserRecord, input: PromotionRequestInput, meta: RequestMeta): Promise<PromotionRequestView> {
    if (hasAlready(user, input.kind)) {
      const what = input.kind === 'admin' ? m.error_already_administrator() : m.error_already_officers_access();
      throw errors.badRequest(what, { kind: what });
    }
    const record: PromotionRequestRecord = {
      id: randomUUID(),
      userId: user.id,
      organizationId: user.organizationId,
      kind: input.kind,
      reason: input.reason,
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
      createdAt: new Date().toISOString(),
    };
    if (!(await this.#deps.repositories.promotionRequests.create(record))) {
      throw new AppError(409, 'request_pending', m.error_you_already_have_request_waiting_decision(), {
        fields: { kind: m.field_you_already_have_request_waiting_decision() },
      });
    }
    await this.#deps.audit.record(meta, {
      action: 'promotion.requested',
      result: 'success',
      actorId: user.id,
      detail: input.kind,
    });
    return (await this.#views([record]))[0] as PromotionRequestView;
  }

  /** The user's own requests, newest first. */
  async mine(user: UserRecord): Promise<PromotionRequestView[]> {
    return this.#views(await this.#deps.repositories.promotionRequests.listForUser(user.id));
  }

  /** The staff's list: pending first (oldest waiting first), then decided ones, newest first. */
  async list(filter: { status?: PromotionStatus; kind?: PromotionKind }): Promise<PromotionRequestView[]> {
    const records = (await this.#deps.repositories.promotionRequests.list(filter.status)).filter(
      (r) => !filter.kind || r.kind === filter.kind,
    );
    records.sort((a, b) =>
      STATUS_ORDER[a.status] !== STATUS_ORDER[b.status]
        ? STATUS_ORDER[a.status] - STATUS_ORDER[b.status]
        : a.status === 'pending'
          ? a.createdAt.localeCompare(b.createdAt)
          : b.createdAt.localeCompare(a.createdAt),
    );
    return this.#views(records);
  }

  /** Approves and applies the change; the requester is notified and e-mailed. */
  async approve(
    admin: UserRecord,
    id: string,
    reason: string | undefined,
    meta: RequestMeta,
  ): Promise<PromotionRequestView> {
    return this.#decide(admin, id, 'approved', reason?.trim() || null, meta);
  }

  async reject(admin: UserRecord, id: string, reason: string, meta: RequestMeta): Promise<PromotionRequestView> {
    return this.#decide(admin, id, 'rejected', reason, meta);
  }

  async #decide(
    admin: UserRecord,
    id: string,
    status: 'approved' | 'rejected',
    reason: string | null,
    meta: RequestMeta,
  ) {
    const { repositories } = this.#deps;
    const request = await repositories.promotionRequests.findById(id);
    if (!request) throw errors.notFound(m.error_no_such_promotion_request());
    if (request.status !== 'pending') throw alreadyDecided();
    if (request.userId === admin.id)
      throw new AppError(400, 'own_account', m.error_you_cannot_decide_own_request_ask());
    if (!mayDecidePromotion(admin, request.kind)) {
      throw errors.forbidden(m.error_only_super_admin_can_grant_refuse());
    }
    const requester = await repositories.users.findById(request.userId);
    if (!requester) throw errors.notFound(m.error_requester_no_longer_exists());
    if (status === 'approved' && !mayApprovePromotion(admin, request.kind, requester)) {
      throw errors.forbidden(m.error_only_super_admin_can_change_officers());
    }
    const decided = await repositories.transaction(async (tx) => {
      const updated = await tx.promotionRequests.decide(id, {
        status,
        decidedBy: admin.id,
        decidedAt: new Date().toISOString(),
        decisionReason: reason,
      });
      if (!updated) throw alreadyDecided();
      if (status === 'approved') {
        // A super_admin asking for admin keeps the higher role.
        await tx.users.change(requester.id, (current) =>
          request.kind === 'officers_access'
            ? { officersAccess: true }
            : current.role === 'user'
              ? { role: 'admin' }
              : undefined,
        );
      }
      const settingsLink = new URL('/settings', this.#deps.publicOrigin).href;
      await this.#deps.mailer.send(
        inLanguageOf(requester, () =>
          promotionDecidedMessage({
            to: requester.email,
            name: requester.name,
            what: promotionLabel(request.kind),
            approved: status === 'approved',
            reason,
            settingsLink,
          }),
        ),
        tx,
      );
      return updated;
    });
    const message = inLanguageOf(requester, () => {
      const forAdmin = request.kind === 'admin';
      if (status === 'approved')
        return forAdmin ? m.notice_promotion_admin_approved() : m.notice_promotion_officers_approved();
      if (reason)
        return forAdmin
          ? m.notice_promotion_admin_rejected_reason({ reason })
          : m.notice_promotion_officers_rejected_reason({ reason });
      return forAdmin ? m.notice_promotion_admin_rejected() : m.notice_promotion_officers_rejected();
    });
    await this.#deps.notifications
      .notify(requester.id, { type: status === 'approved' ? 'success' : 'warning', message: message.slice(0, 500) })
      .catch((error: Error) => {
        console.warn('Could not store a notification:', error.message);
      });
    this.#deps.realtime.publish(requester.id, { type: 'account' });
    await this.#deps.audit.record(meta, {
      action: status === 'approved' ? 'admin.promotion_approved' : 'admin.promotion_rejected',
      result: 'success',
      actorId: admin.id,
      detail: `${requester.username}: ${request.kind}`,
    });
    return (await this.#views([decided]))[0] as PromotionRequestView;
  }

  async #views(records: PromotionRequestRecord[]): Promise<PromotionRequestView[]> {
    const { users, organizations } = this.#deps.repositories;
    const people = new Map<string, UserRecord | undefined>();
    const person = async (id: string) => {
      if (!people.has(id)) people.set(id, await users.findById(id));
      return people.get(id);
    };
    const companies = new Map<string, string | null>();
    const views: PromotionRequestView[] = [];
    for (const r of records) {
      const user = await person(r.userId);
      const decider = r.decidedBy ? await person(r.decidedBy) : undefined;
      if (!companies.has(r.organizationId))
        companies.set(r.organizationId, (await organizations.findById(r.organizationId))?.companyName ?? null);
      views.push({
        id: r.id,
        kind: r.kind,
        reason: r.reason,
        status: r.status,
        decisionReason: r.decisionReason,
        decidedAt: r.decidedAt,
        createdAt: r.createdAt,
        user: {
          id: r.userId,
          name: user?.name ?? 'A deleted user',
          username: user?.username ?? '',
          email: user?.email ?? '',
          role: user?.role ?? 'user',
          officersAccess: user?.officersAccess ?? false,
          companyName: companies.get(r.organizationId) ?? null,
        },
        decidedBy: r.decidedBy ? { id: r.decidedBy, name: decider?.name ?? 'A former administrator' } : null,
      });
    }
    return views;
  }
}

const hasAlready = (user: UserRecord, kind: PromotionKind) => (kind === 'admin' ? isStaff(user) : user.officersAccess);
const alreadyDecided = () => new AppError(409, 'already_decided', m.error_request_was_already_approved_rejected());
