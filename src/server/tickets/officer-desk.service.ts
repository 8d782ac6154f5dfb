import { randomUUID } from 'node:crypto';
import type { RequestMeta } from '../auth/tokens.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { ticketRepliedEvent } from '../webhooks/domain-events.ts';
import type { TicketPriority } from '../../shared/ticket-options.ts';
import type { TicketEvent } from './ticket-status.ts';
import type { OfficerQueueSummary, OfficerTicket } from '../../shared/tickets/support-desk.schemas.ts';
import type { TicketRecord } from '../../shared/tickets/tickets.schemas.ts';
import { isBreached, noTicket, WAITING_FOR_SUPPORT, type TicketDesk } from './ticket-desk.ts';
import { officerView } from './ticket-views.ts';

/**
 * The officers' side of the support desk: the queue of tickets being worked, taking one,
 * answering (the customer gets an e-mail and a notification), internal notes, state and
 * priority. Every action is audited.
 */
export class OfficerDeskService {
  #desk: TicketDesk;

  constructor(desk: TicketDesk) {
    this.#desk = desk;
  }

  /** Tickets being worked: those past their response time first, then by due time. */
  async queue(): Promise<OfficerTicket[]> {
    const now = this.#desk.now();
    const working = await this.#desk.deps.repositories.tickets.listWorking();
    const dueKey = (t: TicketRecord) =>
      WAITING_FOR_SUPPORT.includes(t.status) ? (t.slaDueAt ?? t.createdAt) : `~${t.updatedAt}`;
    return working
      .map((t) => ({ t, breached: isBreached(t, now), due: dueKey(t) }))
      .sort(
        (a, b) => Number(b.breached) - Number(a.breached) || a.due.localeCompare(b.due) || a.t.id.localeCompare(b.t.id),
      )
      .map(({ t }) => officerView(t, now));
  }

  /** How many tickets wait for support, since when, and how many are past their response time. */
  async queueSummary(): Promise<OfficerQueueSummary> {
    const now = this.#desk.now();
    const waiting = (await this.#desk.deps.repositories.tickets.listWorking()).filter((t) =>
      WAITING_FOR_SUPPORT.includes(t.status),
    );
    const oldest = waiting.map((t) => t.createdAt).sort()[0] ?? null;
    return { count: waiting.length, oldestAt: oldest, breached: waiting.filter((t) => isBreached(t, now)).length };
  }

  async get(id: string): Promise<OfficerTicket> {
    const ticket = await this.#desk.deps.repositories.tickets.findById(id);
    if (!ticket) throw noTicket();
    return this.#view(ticket);
  }

  /** The officer takes the ticket (and acknowledges it when nobody had). */
  async assign(officer: UserRecord, id: string, meta: RequestMeta): Promise<OfficerTicket> {
    const updated = await this.#desk.change(id, (t) => ({
      ...(t.status === 'open' ? this.#desk.apply(t, 'acknowledge') : t),
      assigneeId: officer.id,
    }));
    await this.#desk.audit(meta, officer, 'officer.ticket_claim', updated);
    return this.#view(updated);
  }

  /** Support answers: the ticket waits for the customer, who gets an e-mail and a notification. */
  async reply(officer: UserRecord, id: string, body: string, meta: RequestMeta): Promise<OfficerTicket> {
    const updated = await this.#desk.change(id, (t) => {
      const next = this.#desk.apply(t, 'support_reply');
      next.messages = [
        ...t.messages,
        {
          id: randomUUID(),
          author: 'support',
          body,
          at: next.updatedAt,
          authorUserId: officer.id,
          attachments: [],
          snapshotId: null,
        },
      ];
      next.assigneeId = t.assigneeId ?? officer.id;
      return next;
    });
    await this.#desk.audit(meta, officer, 'officer.ticket_reply', updated);
    await ticketRepliedEvent(this.#desk.deps.webhooks, this.#desk.deps.repositories, updated);
    await this.#desk.tellCustomer(updated, body);
    return this.#view(updated);
  }

  /** An internal note: for officers only. */
  async note(officer: UserRecord, id: string, body: string, meta: RequestMeta): Promise<OfficerTicket> {
    const at = new Date(this.#desk.now()).toISOString();
    const updated = await this.#desk.change(
      id,
      (t) => ({ ...t, notes: [...(t.notes ?? []), { id: randomUUID(), body, authorUserId: officer.id, at }] }),
      false,
    );
    await this.#desk.audit(meta, officer, 'officer.ticket_note', updated);
    this.#desk.announceToOfficers(updated);
    return this.#view(updated);
  }

  /** A state change (acknowledge, resolve, close, reopen) and/or a new priority. */
  async change(
    officer: UserRecord,
    id: string,
    change: { event?: Exclude<TicketEvent, 'customer_reply' | 'support_reply'>; priority?: TicketPriority },
    meta: RequestMeta,
  ): Promise<OfficerTicket> {
    const updated = await this.#desk.change(id, (t) => {
      const moved = change.event ? this.#desk.apply(t, change.event) : { ...t };
      return change.priority
        ? { ...moved, priority: change.priority, updatedAt: new Date(this.#desk.now()).toISOString() }
        : moved;
    });
    const what = [change.event && `event=${change.event}`, change.priority && `priority=${change.priority}`]
      .filter(Boolean)
      .join(' ');
    await this.#desk.audit(
      meta,
      officer,
      change.event ? 'officer.ticket_state' : 'officer.ticket_priority',
      updated,
      what,
    );
    return this.#view(updated);
  }

  #view(t: TicketRecord): OfficerTicket {
    return officerView(t, this.#desk.now());
  }
}
