import { randomUUID } from 'node:crypto';
import { can, refusalMessage } from '../../shared/permissions.ts';
import { AppError, errors, isAppError } from '../http/app-error.ts';
import { decodeCursor, toPage, type Page } from '../platform/pagination.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { takeDiagnosticSnapshot } from './diagnostic-snapshot.ts';
import type { TicketStatus } from '../../shared/ticket-options.ts';
import { nextStatus } from './ticket-status.ts';
import type {
  CustomerTicket,
  DiagnosticSnapshot,
  NewTicketInput,
  TicketMessageInput,
  TicketSummary,
} from '../../shared/tickets/support-desk.schemas.ts';
import type { TicketRecord, TicketSnapshotRecord } from '../../shared/tickets/tickets.schemas.ts';
import { generateTrackingCode } from '../../shared/tickets/tracking-code.ts';
import { noTicket, type TicketDesk } from './ticket-desk.ts';
import { customerView, summaryView } from './ticket-views.ts';
import { m } from '../../shared/i18n/messages.ts';

const DEFAULT_PLAN_ID = 'pay-as-you-go';

/**
 * The customers' side of the support desk: an organization's tickets (conversation with files,
 * consented cluster snapshots, the plan's response-time clock, rating). Everything is scoped:
 * another organization's ticket is a 404, like one that does not exist.
 */
export class CustomerDeskService {
  #desk: TicketDesk;

  constructor(desk: TicketDesk) {
    this.#desk = desk;
  }

  /** The organization's tickets, newest first, page by page. */
  async list(
    user: UserRecord,
    query: { limit: number; cursor?: string; status?: TicketStatus },
  ): Promise<Page<TicketSummary>> {
    const before = query.cursor ? decodeCursor(query.cursor) : undefined;
    const found = await this.#desk.deps.repositories.tickets.list(
      { organizationId: user.organizationId, status: query.status },
      { limit: query.limit + 1, before },
    );
    const now = this.#desk.now();
    return toPage(found, query.limit, (t) => summaryView(t, now));
  }

  async get(user: UserRecord, id: string): Promise<CustomerTicket> {
    return this.#view(await this.#own(user, id));
  }

  /** What a snapshot of the cluster would share, shown before the customer consents. */
  preview(user: UserRecord, clusterId: string): Promise<DiagnosticSnapshot> {
    return takeDiagnosticSnapshot(
      this.#desk.deps.snapshots,
      user.organizationId,
      clusterId,
      new Date(this.#desk.now()),
    );
  }

  async create(user: UserRecord, input: NewTicketInput): Promise<CustomerTicket> {
    const { repositories, attachments } = this.#desk.deps;
    if (input.clusterId) await this.#checkCluster(user, input.clusterId);
    if (input.orderId && !(await repositories.orders.find(user.organizationId, input.orderId))) {
      throw errors.badRequest(m.error_some_fields_missing_invalid(), {
        orderId: m.field_choose_one_organizations_orders(),
      });
    }
    if (input.shareSnapshot && !input.clusterId) {
      throw errors.badRequest(m.error_some_fields_missing_invalid(), {
        shareSnapshot: m.field_choose_cluster_snapshot_about(),
      });
    }
    const now = this.#desk.now();
    const at = new Date(now).toISOString();
    const id = randomUUID();
    const snapshot = input.shareSnapshot && input.clusterId ? await this.#snapshot(user, input.clusterId) : null;
    const hours = await this.#responseHours(user.organizationId);
    const messageId = randomUUID();
    const ticket = await repositories.transaction(async (tx) => {
      // Files belong to the message they came with: one upload, one message.
      const files = await attachments.attach(tx, user.organizationId, input.attachmentIds, messageId);
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
        messages: [
          {
            id: messageId,
            author: 'customer',
            body: input.message,
            at,
            authorUserId: user.id,
            attachments: files,
            snapshotId: snapshot?.id ?? null,
          },
        ],
        createdAt: at,
        updatedAt: at,
        resolvedAt: null,
        closedAt: null,
        clusterId: input.clusterId ?? null,
        orderId: input.orderId ?? null,
        slaHours: hours,
        slaDueAt: this.#desk.dueAt(now, hours),
        assigneeId: null,
        rating: null,
        notes: [],
        snapshots: snapshot ? [snapshot] : [],
      };
      if (!(await tx.tickets.create(record))) throw errors.unavailable(m.error_we_could_not_open_ticket_please());
      return record;
    });
    this.#desk.announce(ticket);
    return this.#view(ticket);
  }

  /** The customer answers (with files, and a snapshot when they consent); reopens within 14 days. */
  async reply(user: UserRecord, id: string, input: TicketMessageInput): Promise<CustomerTicket> {
    const current = await this.#own(user, id);
    if (input.shareSnapshot && !current.clusterId) {
      throw errors.badRequest(m.error_some_fields_missing_invalid(), {
        shareSnapshot: m.field_ticket_not_about_cluster(),
      });
    }
    nextStatus(current, 'customer_reply', this.#desk.now());
    const snapshot = input.shareSnapshot && current.clusterId ? await this.#snapshot(user, current.clusterId) : null;
    const messageId = randomUUID();
    const updated = await this.#desk.deps.repositories.transaction(async (tx) => {
      const files = await this.#desk.deps.attachments.attach(tx, user.organizationId, input.attachmentIds, messageId);
      return tx.tickets.update(id, (t) => {
        const next = this.#desk.apply(t, 'customer_reply');
        next.messages = [
          ...t.messages,
          {
            id: messageId,
            author: 'customer',
            body: input.message,
            at: next.updatedAt,
            authorUserId: user.id,
            attachments: files,
            snapshotId: snapshot?.id ?? null,
          },
        ];
        if (snapshot) next.snapshots = [...(t.snapshots ?? []), snapshot];
        return next;
      });
    });
    if (!updated) throw noTicket();
    this.#desk.announce(updated);
    return this.#view(updated);
  }

  async reopen(user: UserRecord, id: string): Promise<CustomerTicket> {
    await this.#own(user, id);
    return this.#view(await this.#desk.change(id, (t) => this.#desk.apply(t, 'reopen')));
  }

  /** 1–5 and a comment, once support resolved the ticket (again later: the latest counts). */
  async rate(user: UserRecord, id: string, rating: { score: number; comment: string }): Promise<CustomerTicket> {
    await this.#own(user, id);
    const updated = await this.#desk.change(id, (t) => {
      if (t.status !== 'resolved' && t.status !== 'closed') {
        throw new AppError(409, 'not_resolved', m.error_you_can_rate_answer_once_ticket());
      }
      return { ...t, rating: { ...rating, at: new Date(this.#desk.now()).toISOString() } };
    });
    return this.#view(updated);
  }

  /** Takes visitor tickets opened with the user's (verified) address into their organization. */
  async claim(user: UserRecord): Promise<{ claimed: number }> {
    if (!user.emailVerified) return { claimed: 0 };
    const { tickets } = this.#desk.deps.repositories;
    const visitorTickets = await tickets.listVisitorTickets(user.email);
    let claimed = 0;
    for (const ticket of visitorTickets) {
      const updated = await tickets.update(ticket.id, (t) =>
        t.organizationId === null && t.requesterEmail === user.email.toLowerCase()
          ? { ...t, organizationId: user.organizationId, userId: user.id }
          : t,
      );
      if (updated?.organizationId === user.organizationId) {
        claimed += 1;
        this.#desk.announce(updated);
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
    if (snapshotId && !(current.snapshots ?? []).some((s) => s.id === snapshotId))
      throw errors.notFound(m.error_no_such_snapshot());
    const at = new Date(this.#desk.now()).toISOString();
    const updated = await this.#desk.change(id, (t) => ({
      ...t,
      snapshots: (t.snapshots ?? []).map((s) =>
        s.revokedAt || (snapshotId && s.id !== snapshotId) ? s : { ...s, revokedAt: at, content: null },
      ),
    }));
    return this.#view(updated);
  }

  #view(t: TicketRecord): CustomerTicket {
    return customerView(t, this.#desk.now());
  }

  async #own(user: UserRecord, id: string): Promise<TicketRecord> {
    const ticket = await this.#desk.deps.repositories.tickets.findById(id);
    if (!ticket || ticket.organizationId !== user.organizationId) throw noTicket();
    return ticket;
  }

  async #checkCluster(user: UserRecord, clusterId: string) {
    try {
      await this.#desk.deps.snapshots.cluster(user.organizationId, clusterId);
    } catch (error) {
      if (isAppError(error) && error.status === 404)
        throw errors.badRequest(m.error_some_fields_missing_invalid(), {
          clusterId: m.field_choose_one_organizations_clusters(),
        });
      throw error;
    }
  }

  async #snapshot(user: UserRecord, clusterId: string): Promise<TicketSnapshotRecord> {
    // A snapshot holds the cluster and who holds its credentials: only roles that see those may share it.
    if (!can(user.orgRole, 'clusters.credentials'))
      throw errors.forbidden(refusalMessage(user.orgRole, 'clusters.credentials'));
    const content = await this.preview(user, clusterId);
    return { id: randomUUID(), clusterId, takenAt: content.takenAt, consentedBy: user.id, revokedAt: null, content };
  }

  async #responseHours(organizationId: string): Promise<number> {
    const { repositories, catalog } = this.#desk.deps;
    const [organization, snapshot] = await Promise.all([
      repositories.organizations.findById(organizationId),
      catalog.snapshot(),
    ]);
    const plans = snapshot.billingPlans;
    const plan =
      plans.find((p) => p.id === (organization?.planId ?? DEFAULT_PLAN_ID)) ??
      plans.find((p) => p.id === DEFAULT_PLAN_ID);
    return plan?.supportResponseHours ?? 72;
  }
}
