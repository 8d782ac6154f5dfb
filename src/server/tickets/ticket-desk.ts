import type { AttachmentService } from '../attachments/attachments.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { errors } from '../http/app-error.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { ticketReplyMessage } from '../mail/templates-site.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { AuditAction } from '../../shared/audit/audit-actions.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import type { SnapshotSources } from './diagnostic-snapshot.ts';
import type { TicketStatus } from '../../shared/ticket-options.ts';
import { nextStatus, type TicketEvent } from './ticket-status.ts';
import type { TicketRecord } from '../../shared/tickets/tickets.schemas.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import { inEachLanguage } from '../notifications/said-in-each-language.ts';

// What the customers' desk and the officers' desk share: the ticket's state machine with its
// response-time clock, the update that announces itself, and how the customer hears of a reply.

export type TicketDeskDeps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  attachments: AttachmentService;
  snapshots: SnapshotSources;
  mailer: OutgoingMail;
  notifications: NotificationService;
  realtime: RealtimeChannel;
  audit: AuditService;
  publicOrigin: string;
  /** Queues `ticket.replied` webhook events. */
  webhooks?: WebhookEmitter;
  now?: () => number;
};

/** The statuses in which support owes an answer: the response-time clock runs. */
export const WAITING_FOR_SUPPORT: readonly TicketStatus[] = ['open', 'awaiting_support'];
/** Another organization's ticket answers like one that does not exist. */
export const noTicket = () => errors.notFound(m.error_no_such_ticket());

/** True when support owes an answer and its response time has passed. */
export function isBreached(t: TicketRecord, now: number): boolean {
  return WAITING_FOR_SUPPORT.includes(t.status) && Boolean(t.slaDueAt) && now > Date.parse(t.slaDueAt ?? '');
}

/** The shared core of both desks (one per process, built with their dependencies). */
export class TicketDesk {
  readonly deps: TicketDeskDeps;
  readonly now: () => number;

  constructor(deps: TicketDeskDeps) {
    this.deps = deps;
    this.now = deps.now ?? Date.now;
  }

  /** Applies an update (which may throw to refuse), then tells the customer's and officers' screens. */
  async change(id: string, change: (t: TicketRecord) => TicketRecord, toCustomer = true): Promise<TicketRecord> {
    const updated = await this.deps.repositories.tickets.update(id, change);
    if (!updated) throw noTicket();
    if (toCustomer) this.announce(updated);
    return updated;
  }

  /** The status after `event`, with the response-time clock: it runs while support owes an answer. */
  apply(current: TicketRecord, event: TicketEvent): TicketRecord {
    const now = this.now();
    const at = new Date(now).toISOString();
    const status = nextStatus(current, event, now);
    const waitsNow = WAITING_FOR_SUPPORT.includes(status);
    const waitedBefore = WAITING_FOR_SUPPORT.includes(current.status);
    const hours = current.slaHours ?? null;
    const slaDueAt = !waitsNow
      ? null
      : waitedBefore
        ? (current.slaDueAt ?? null)
        : hours
          ? this.dueAt(now, hours)
          : null;
    return {
      ...current,
      status,
      updatedAt: at,
      slaDueAt,
      resolvedAt: status === 'resolved' ? at : status === 'closed' ? current.resolvedAt : null,
      closedAt: status === 'closed' ? at : null,
    };
  }

  /** When an answer is due: `hours` of the plan after `from` (epoch ms). */
  dueAt(from: number, hours: number): string {
    return new Date(from + hours * MS_PER_HOUR).toISOString();
  }

  /** The e-mail (to a console link or the tracking page) and the notification of a support reply. */
  async tellCustomer(t: TicketRecord, reply: string): Promise<void> {
    // A signed-in customer answers in the console; a visitor on the tracking page.
    const link = new URL(
      t.organizationId ? `/orders/support/${encodeURIComponent(t.id)}` : '/track-ticket',
      this.deps.publicOrigin,
    );
    if (!t.organizationId) link.searchParams.set('code', t.trackingCode);
    // A signed-in customer reads it in their language; a visitor's ticket in the request's.
    const customer = t.userId
      ? await this.deps.repositories.users.findById(t.userId).catch(() => undefined)
      : undefined;
    try {
      await this.deps.mailer.send(
        inLanguageOf(customer, () =>
          ticketReplyMessage({
            to: t.requesterEmail,
            name: t.requesterName,
            trackingCode: t.trackingCode,
            subject: t.subject,
            trackLink: link.href,
            reply,
          }),
        ),
      );
    } catch (error) {
      console.warn(`Ticket ${t.id}: ${(error as Error).message}`);
    }
    if (t.userId) {
      await this.deps.notifications
        .notify(t.userId, {
          type: 'info',
          ...inEachLanguage(customer, () =>
            m.notice_ticket_replied({ code: t.trackingCode, subject: t.subject.slice(0, 120) }),
          ),
        })
        .catch((error: Error) => console.warn(`Ticket ${t.id}: ${error.message}`));
    }
  }

  /** An officer's action in the audit log. */
  async audit(meta: RequestMeta, officer: UserRecord, action: AuditAction, t: TicketRecord, extra = ''): Promise<void> {
    await this.deps.audit.record(meta, {
      action,
      result: 'success',
      actorId: officer.id,
      detail: `ticket ${t.trackingCode} (${t.id}) ${extra}`.trim(),
    });
  }

  /** A `ticket` message over /ws to the organization's members and to officers. */
  announce(t: TicketRecord): void {
    void this.#publish(t, true);
  }

  /** The same, to officers only (an internal note). */
  announceToOfficers(t: TicketRecord): void {
    void this.#publish(t, false);
  }

  async #publish(t: TicketRecord, toCustomer: boolean) {
    try {
      const { users } = this.deps.repositories;
      const members = toCustomer && t.organizationId ? await users.listByOrganization(t.organizationId) : [];
      const officers = await users.listOfficers();
      const ids = new Set([...members, ...officers].map((u) => u.id));
      for (const userId of ids)
        this.deps.realtime.publish(userId, { type: 'ticket', ticketId: t.id, status: t.status });
    } catch (error) {
      console.warn(`Ticket ${t.id}: could not announce the change: ${(error as Error).message}`);
    }
  }
}
