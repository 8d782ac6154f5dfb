import { randomUUID } from 'node:crypto';
import type { AttachmentService } from '../attachments/attachments.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { can, refusalMessage } from '../organizations/permissions.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { AppError, errors, isAppError } from '../http/app-error.ts';
import { decodeCursor, toPage, type Page } from '../platform/pagination.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { ticketReplyMessage } from '../mail/templates-site.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../users/users.schemas.ts';
import { ticketRepliedEvent } from '../webhooks/domain-events.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import { takeDiagnosticSnapshot, type SnapshotSources } from './diagnostic-snapshot.ts';
import type { TicketPriority, TicketStatus } from './ticket-options.ts';
import { canReopen, nextStatus, type TicketEvent } from './ticket-status.ts';
import type {
  CustomerTicket,
  DiagnosticSnapshot,
  NewTicketInput,
  OfficerQueueSummary,
  OfficerTicket,
  TicketMessageInput,
  TicketSummary,
} from './support-desk.schemas.ts';
import type { TicketMessage, TicketRecord, TicketSnapshotRecord } from './tickets.schemas.ts';
import { generateTrackingCode } from './tracking-code.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';

type Deps = {
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

const DEFAULT_PLAN_ID = 'pay-as-you-go';
const WAITING_FOR_SUPPORT: readonly TicketStatus[] = ['open', 'awaiting_support'];
const noTicket = () => errors.notFound('No such ticket.');

/**
 * The signed-in support desk: an organization's tickets (conversation with files, consented
 * cluster snapshots, the plan's response-time clock, rating) and the officers' queue.
 * Everything is scoped: another organization's ticket is a 404, like one that does not exist.
 */
export class SupportDeskService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  // ── Customers ──────────────────────────────────────────────────────────────────────────────

  /** The organization's tickets, newest first, page by page. */
  async list(user: UserRecord, query: { limit: number; cursor?: string; status?: TicketStatus }): Promise<Page<TicketSummary>> {
    const before = query.cursor ? decodeCursor(query.cursor) : undefined;
    const found = await this.#deps.repositories.tickets.list({ organizationId: user.organizationId, status: query.status }, { limit: query.limit + 1, before });
    return toPage(found, query.limit, (t) => this.#summary(t));
  }

  async get(user: UserRecord, id: string): Promise<CustomerTicket> {
    return this.#customerView(await this.#own(user, id));
  }

  /** What a snapshot of the cluster would share, shown before the customer consents. */
  preview(user: UserRecord, clusterId: string): Promise<DiagnosticSnapshot> {
    return takeDiagnosticSnapshot(this.#deps.snapshots, user.organizationId, clusterId, new Date(this.#now()));
  }

  async create(user: UserRecord, input: NewTicketInput): Promise<CustomerTicket> {
    const { repositories } = this.#deps;
    if (input.clusterId) await this.#checkCluster(user, input.clusterId);
    if (input.orderId && !(await repositories.orders.find(user.organizationId, input.orderId))) {
      throw errors.badRequest('Some fields are missing or invalid.', { orderId: 'Choose one of your organization’s orders.' });
    }
    if (input.shareSnapshot && !input.clusterId) {
      throw errors.badRequest('Some fields are missing or invalid.', { shareSnapshot: 'Choose the cluster the snapshot is about.' });
    }
    const now = this.#now();
    const at = new Date(now).toISOString();
    const id = randomUUID();
    const snapshot = input.shareSnapshot && input.clusterId ? await this.#snapshot(user, input.clusterId) : null;
    const hours = await this.#responseHours(user.organizationId);
    const messageId = randomUUID();
    const ticket = await repositories.transaction(async (tx) => {
      // Files belong to the message they came with: one upload, one message.
      const files = await this.#deps.attachments.attach(tx, user.organizationId, input.attachmentIds, messageId);
      const record: TicketRecord = {
        id,
        trackingCode: generateTrackingCode(),
        requesterName: user.name,
        requesterEmail: user.email.toLowerCase(),
        organizationId: user.organizationId,
        userId: user.id,
        subject: input.subject,
        category: input.category,
        priority: input.priority,
        status: 'open',
        messages: [{ id: messageId, author: 'customer', body: input.message, at, authorUserId: user.id, attachments: files, snapshotId: snapshot?.id ?? null }],
        createdAt: at,
        updatedAt: at,
        resolvedAt: null,
        closedAt: null,
        clusterId: input.clusterId ?? null,
        orderId: input.orderId ?? null,
        slaHours: hours,
        slaDueAt: new Date(now + hours * MS_PER_HOUR).toISOString(),
        assigneeId: null,
        rating: null,
        notes: [],
        snapshots: snapshot ? [snapshot] : [],
      };
      if (!(await tx.tickets.create(record))) throw errors.unavailable('We could not open the ticket. Please try again.');
      return record;
    });
    this.#announce(ticket);
    return this.#customerView(ticket);
  }

  /** The customer answers (with files, and a snapshot when they consent); reopens within 14 days. */
  async reply(user: UserRecord, id: string, input: TicketMessageInput): Promise<CustomerTicket> {
    const current = await this.#own(user, id);
    if (input.shareSnapshot && !current.clusterId) {
      throw errors.badRequest('Some fields are missing or invalid.', { shareSnapshot: 'This ticket is not about a cluster.' });
    }
    nextStatus(current, 'customer_reply', this.#now());
    const snapshot = input.shareSnapshot && current.clusterId ? await this.#snapshot(user, current.clusterId) : null;
    const messageId = randomUUID();
    const updated = await this.#deps.repositories.transaction(async (tx) => {
      const files = await this.#deps.attachments.attach(tx, user.organizationId, input.attachmentIds, messageId);
      return tx.tickets.update(id, (t) => {
        const next = this.#apply(t, 'customer_reply');
        next.messages = [...t.messages, { id: messageId, author: 'customer', body: input.message, at: next.updatedAt, authorUserId: user.id, attachments: files, snapshotId: snapshot?.id ?? null }];
        if (snapshot) next.snapshots = [...(t.snapshots ?? []), snapshot];
        return next;
      });
    });
    if (!updated) throw noTicket();
    this.#announce(updated);
    return this.#customerView(updated);
  }

  async reopen(user: UserRecord, id: string): Promise<CustomerTicket> {
    await this.#own(user, id);
    return this.#customerView(await this.#change(id, (t) => this.#apply(t, 'reopen')));
  }

  /** 1–5 and a comment, once support resolved the ticket (again later: the latest counts). */
  async rate(user: UserRecord, id: string, rating: { score: number; comment: string }): Promise<CustomerTicket> {
    await this.#own(user, id);
    const updated = await this.#change(id, (t) => {
      if (t.status !== 'resolved' && t.status !== 'closed') {
        throw new AppError(409, 'not_resolved', 'You can rate the answer once the ticket is resolved.');
      }
      return { ...t, rating: { ...rating, at: new Date(this.#now()).toISOString() } };
    });
    return this.#customerView(updated);
  }

  /** Takes visitor tickets opened with the user's (verified) address into their organization. */
  async claim(user: UserRecord): Promise<{ claimed: number }> {
    if (!user.emailVerified) return { claimed: 0 };
    const visitorTickets = await this.#deps.repositories.tickets.listVisitorTickets(user.email);
    let claimed = 0;
    for (const ticket of visitorTickets) {
      const updated = await this.#deps.repositories.tickets.update(ticket.id, (t) =>
        t.organizationId === null && t.requesterEmail === user.email.toLowerCase() ? { ...t, organizationId: user.organizationId, userId: user.id } : t,
      );
      if (updated?.organizationId === user.organizationId) {
        claimed += 1;
        this.#announce(updated);
      }
    }
    return { claimed };
  }

  async snapshotsOf(user: UserRecord, id: string): Promise<CustomerTicket['snapshots']> {
    return (await this.get(user, id)).snapshots;
  }

  /** Withdraws consent: the content is deleted, support no longer sees it. One or all of the ticket's. */
  async revokeSnapshots(user: UserRecord, id: string, snapshotId?: string): Promise<CustomerTicket> {
    const current = await this.#own(user, id);
    if (snapshotId && !(current.snapshots ?? []).some((s) => s.id === snapshotId)) throw errors.notFound('No such snapshot.');
    const at = new Date(this.#now()).toISOString();
    const updated = await this.#change(id, (t) => ({
      ...t,
      snapshots: (t.snapshots ?? []).map((s) => (s.revokedAt || (snapshotId && s.id !== snapshotId) ? s : { ...s, revokedAt: at, content: null })),
    }));
    return this.#customerView(updated);
  }

  // ── Officers ───────────────────────────────────────────────────────────────────────────────

  /** Tickets being worked: those past their response time first, then by due time. */
  async queue(): Promise<OfficerTicket[]> {
    const now = this.#now();
    const working = await this.#deps.repositories.tickets.listWorking();
    const dueKey = (t: TicketRecord) => (WAITING_FOR_SUPPORT.includes(t.status) ? (t.slaDueAt ?? t.createdAt) : `~${t.updatedAt}`);
    return working
      .map((t) => ({ t, breached: this.#breached(t, now), due: dueKey(t) }))
      .sort((a, b) => Number(b.breached) - Number(a.breached) || a.due.localeCompare(b.due) || a.t.id.localeCompare(b.t.id))
      .map(({ t }) => this.#officerView(t));
  }

  async officerQueueSummary(): Promise<OfficerQueueSummary> {
    const now = this.#now();
    const waiting = (await this.#deps.repositories.tickets.listWorking()).filter((t) => WAITING_FOR_SUPPORT.includes(t.status));
    const oldest = waiting.map((t) => t.createdAt).sort()[0] ?? null;
    return { count: waiting.length, oldestAt: oldest, breached: waiting.filter((t) => this.#breached(t, now)).length };
  }

  async officerGet(id: string): Promise<OfficerTicket> {
    const ticket = await this.#deps.repositories.tickets.findById(id);
    if (!ticket) throw noTicket();
    return this.#officerView(ticket);
  }

  /** The officer takes the ticket (and acknowledges it when nobody had). */
  async assign(officer: UserRecord, id: string, meta: RequestMeta): Promise<OfficerTicket> {
    const updated = await this.#change(id, (t) => ({ ...(t.status === 'open' ? this.#apply(t, 'acknowledge') : t), assigneeId: officer.id }));
    await this.#audit(meta, officer, 'officer.ticket_claim', updated);
    return this.#officerView(updated);
  }

  /** Support answers: the ticket waits for the customer, who gets an e-mail and a notification. */
  async officerReply(officer: UserRecord, id: string, body: string, meta: RequestMeta): Promise<OfficerTicket> {
    const updated = await this.#change(id, (t) => {
      const next = this.#apply(t, 'support_reply');
      next.messages = [...t.messages, { id: randomUUID(), author: 'support', body, at: next.updatedAt, authorUserId: officer.id, attachments: [], snapshotId: null }];
      next.assigneeId = t.assigneeId ?? officer.id;
      return next;
    });
    await this.#audit(meta, officer, 'officer.ticket_reply', updated);
    await ticketRepliedEvent(this.#deps.webhooks, this.#deps.repositories, updated);
    await this.#tellCustomer(updated, body);
    return this.#officerView(updated);
  }

  /** An internal note: for officers only. */
  async note(officer: UserRecord, id: string, body: string, meta: RequestMeta): Promise<OfficerTicket> {
    const at = new Date(this.#now()).toISOString();
    const updated = await this.#change(id, (t) => ({ ...t, notes: [...(t.notes ?? []), { id: randomUUID(), body, authorUserId: officer.id, at }] }), false);
    await this.#audit(meta, officer, 'officer.ticket_note', updated);
    this.#announceToOfficers(updated);
    return this.#officerView(updated);
  }

  /** A state change (acknowledge, resolve, close, reopen) and/or a new priority. */
  async officerChange(officer: UserRecord, id: string, change: { event?: Exclude<TicketEvent, 'customer_reply' | 'support_reply'>; priority?: TicketPriority }, meta: RequestMeta): Promise<OfficerTicket> {
    const updated = await this.#change(id, (t) => {
      const moved = change.event ? this.#apply(t, change.event) : { ...t };
      return change.priority ? { ...moved, priority: change.priority, updatedAt: new Date(this.#now()).toISOString() } : moved;
    });
    const what = [change.event && `event=${change.event}`, change.priority && `priority=${change.priority}`].filter(Boolean).join(' ');
    await this.#audit(meta, officer, change.event ? 'officer.ticket_state' : 'officer.ticket_priority', updated, what);
    return this.#officerView(updated);
  }

  // ── Internals ──────────────────────────────────────────────────────────────────────────────

  async #own(user: UserRecord, id: string): Promise<TicketRecord> {
    const ticket = await this.#deps.repositories.tickets.findById(id);
    if (!ticket || ticket.organizationId !== user.organizationId) throw noTicket();
    return ticket;
  }

  async #checkCluster(user: UserRecord, clusterId: string) {
    try {
      await this.#deps.snapshots.cluster(user.organizationId, clusterId);
    } catch (error) {
      if (isAppError(error) && error.status === 404) throw errors.badRequest('Some fields are missing or invalid.', { clusterId: 'Choose one of your organization’s clusters.' });
      throw error;
    }
  }

  async #snapshot(user: UserRecord, clusterId: string): Promise<TicketSnapshotRecord> {
    // A snapshot holds the cluster and who holds its credentials: only roles that see those may share it.
    if (!can(user.orgRole, 'clusters.credentials')) throw errors.forbidden(refusalMessage(user.orgRole, 'clusters.credentials'));
    const content = await this.preview(user, clusterId);
    return { id: randomUUID(), clusterId, takenAt: content.takenAt, consentedBy: user.id, revokedAt: null, content };
  }

  async #responseHours(organizationId: string): Promise<number> {
    const [organization, catalog] = await Promise.all([this.#deps.repositories.organizations.findById(organizationId), this.#deps.catalog.snapshot()]);
    const plans = catalog.billingPlans;
    const plan = plans.find((p) => p.id === (organization?.planId ?? DEFAULT_PLAN_ID)) ?? plans.find((p) => p.id === DEFAULT_PLAN_ID);
    return plan?.supportResponseHours ?? 72;
  }

  /** Applies an update (which may throw to refuse), then tells the customer's and officers' screens. */
  async #change(id: string, change: (t: TicketRecord) => TicketRecord, toCustomer = true): Promise<TicketRecord> {
    const updated = await this.#deps.repositories.tickets.update(id, change);
    if (!updated) throw noTicket();
    if (toCustomer) this.#announce(updated);
    return updated;
  }

  /** The status after `event`, with the response-time clock: it runs while support owes an answer. */
  #apply(current: TicketRecord, event: TicketEvent): TicketRecord {
    const now = this.#now();
    const at = new Date(now).toISOString();
    const status = nextStatus(current, event, now);
    const waitsNow = WAITING_FOR_SUPPORT.includes(status);
    const waitedBefore = WAITING_FOR_SUPPORT.includes(current.status);
    const hours = current.slaHours ?? null;
    const slaDueAt = !waitsNow ? null : waitedBefore ? (current.slaDueAt ?? null) : hours ? new Date(now + hours * MS_PER_HOUR).toISOString() : null;
    return {
      ...current,
      status,
      updatedAt: at,
      slaDueAt,
      resolvedAt: status === 'resolved' ? at : status === 'closed' ? current.resolvedAt : null,
      closedAt: status === 'closed' ? at : null,
    };
  }

  #breached(t: TicketRecord, now: number): boolean {
    return WAITING_FOR_SUPPORT.includes(t.status) && Boolean(t.slaDueAt) && now > Date.parse(t.slaDueAt ?? '');
  }

  #summary(t: TicketRecord): TicketSummary {
    const { messages: _m, snapshots: _s, ...view } = this.#customerView(t);
    return { ...view, messageCount: t.messages.length };
  }

  #customerView(t: TicketRecord): CustomerTicket {
    const now = this.#now();
    const reopenable = canReopen(t, now);
    return {
      id: t.id,
      trackingCode: t.trackingCode,
      subject: t.subject,
      category: t.category,
      priority: t.priority,
      status: t.status,
      clusterId: t.clusterId ?? null,
      orderId: t.orderId ?? null,
      requesterName: t.requesterName,
      sla: { hours: t.slaHours ?? null, dueAt: WAITING_FOR_SUPPORT.includes(t.status) ? (t.slaDueAt ?? null) : null, breached: this.#breached(t, now) },
      canReply: t.status !== 'closed' && (t.status !== 'resolved' || reopenable),
      canReopen: reopenable,
      canRate: t.status === 'resolved' || t.status === 'closed',
      rating: t.rating ?? null,
      messages: t.messages.map((m) => this.#message(m)),
      snapshots: (t.snapshots ?? []).map(({ id, clusterId, takenAt, revokedAt, content }) => ({ id, clusterId, takenAt, revokedAt, content: revokedAt ? null : content })),
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      resolvedAt: t.resolvedAt,
    };
  }

  #officerView(t: TicketRecord): OfficerTicket {
    const view = this.#customerView(t);
    // Support sees only what is consented now: a revoked snapshot is gone from its view.
    const snapshots = view.snapshots.filter((s) => s.revokedAt === null);
    const visible = new Set(snapshots.map((s) => s.id));
    return {
      ...view,
      snapshots,
      messages: view.messages.map((m) => ({ ...m, snapshotId: m.snapshotId && visible.has(m.snapshotId) ? m.snapshotId : null })),
      requesterEmail: t.requesterEmail,
      organizationId: t.organizationId,
      assigneeId: t.assigneeId ?? null,
      notes: (t.notes ?? []).map(({ id, body, authorUserId, at }) => ({ id, body, authorUserId, at })),
    };
  }

  #message(m: TicketMessage): CustomerTicket['messages'][number] {
    return { id: m.id, author: m.author, body: m.body, at: m.at, attachments: m.attachments ?? [], snapshotId: m.snapshotId ?? null };
  }

  async #tellCustomer(t: TicketRecord, reply: string) {
    // A signed-in customer answers in the console; a visitor on the tracking page.
    const link = new URL(t.organizationId ? `/orders/support/${encodeURIComponent(t.id)}` : '/track-ticket', this.#deps.publicOrigin);
    if (!t.organizationId) link.searchParams.set('code', t.trackingCode);
    try {
      await this.#deps.mailer.send(ticketReplyMessage({ to: t.requesterEmail, name: t.requesterName, trackingCode: t.trackingCode, subject: t.subject, trackLink: link.href, reply }));
    } catch (error) {
      console.warn(`Ticket ${t.id}: ${(error as Error).message}`);
    }
    if (t.userId) {
      await this.#deps.notifications
        .notify(t.userId, { type: 'info', message: `Support replied to your ticket ${t.trackingCode} ("${t.subject.slice(0, 120)}").` })
        .catch((error: Error) => console.warn(`Ticket ${t.id}: ${error.message}`));
    }
  }

  async #audit(meta: RequestMeta, officer: UserRecord, action: string, t: TicketRecord, extra = '') {
    await this.#deps.audit.record(meta, { action, result: 'success', actorId: officer.id, detail: `ticket ${t.trackingCode} (${t.id}) ${extra}`.trim() });
  }

  /** A `ticket` message over /ws to the organization's members and to officers. */
  #announce(t: TicketRecord) {
    void this.#publish(t, true);
  }

  #announceToOfficers(t: TicketRecord) {
    void this.#publish(t, false);
  }

  async #publish(t: TicketRecord, toCustomer: boolean) {
    try {
      const { users } = this.#deps.repositories;
      const members = toCustomer && t.organizationId ? await users.listByOrganization(t.organizationId) : [];
      const officers = await users.listOfficers();
      const ids = new Set([...members, ...officers].map((u) => u.id));
      for (const userId of ids) this.#deps.realtime.publish(userId, { type: 'ticket', ticketId: t.id, status: t.status });
    } catch (error) {
      console.warn(`Ticket ${t.id}: could not announce the change: ${(error as Error).message}`);
    }
  }
}
