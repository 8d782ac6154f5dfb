import { randomUUID } from 'node:crypto';
import { RateLimiter } from '../platform/rate-limiter.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { errors } from '../http/app-error.ts';
import { isSpam } from '../../shared/leads/form-fields.ts';
import { labelOf } from '../../shared/lead-options.ts';
import { decodeCursor, toPage, type Page } from '../platform/pagination.ts';
import { DEFAULT_GUARD_LIMITS, FormGuard, tooOften, type GuardLimits } from '../leads/spam-guard.ts';
import type { RateLimitRepository } from '../platform/rate-limits.repository.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import { ticketCreatedMessage, ticketReplyMessage } from '../mail/templates-site.ts';
import { REOPEN_WINDOW_MS, TICKET_CATEGORIES, TICKET_PRIORITIES } from '../../shared/ticket-options.ts';
import { canReopen, nextStatus, type TicketEvent } from './ticket-status.ts';
import type { TicketFilter, TicketRepository } from './tickets.repository.ts';
import type {
  TicketMessage,
  TicketRecord,
  VisitorTicketInput,
  VisitorTicketView,
} from '../../shared/tickets/tickets.schemas.ts';
import { generateTrackingCode } from '../../shared/tickets/tracking-code.ts';
import { MS_PER_MINUTE, MS_PER_HOUR } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

type Deps = {
  tickets: TicketRepository;
  mailer: OutgoingMail;
  rateLimits: RateLimitRepository;
  publicOrigin: string;
  limits?: GuardLimits;
  /** Failed look-ups allowed per client address (against guessing codes or addresses). */
  trackFailures?: { limit: number; windowMs: number };
  now?: () => number;
};

const CREATED =
  'We received your request. Keep the tracking code: with your e-mail address, it shows the status and our replies. We also sent it to you by e-mail.';
// One answer for an unknown code and for a known code with another address: nothing to enumerate.
const notFound = () => errors.notFound(m.error_no_ticket_matches_tracking_code_mail());

/** Support tickets: visitors open and follow them with a tracking code; support answers them. */
export class TicketService {
  #deps: Deps;
  #now: () => number;
  readonly guard: FormGuard;
  readonly replyGuard: FormGuard;
  readonly trackLimiter: RateLimiter;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.guard = new FormGuard(deps.rateLimits, deps.limits ?? DEFAULT_GUARD_LIMITS, deps.now);
    this.replyGuard = new FormGuard(deps.rateLimits, { perEmail: 30, perIp: 60, windowMs: MS_PER_HOUR }, deps.now);
    this.trackLimiter = new RateLimiter({
      store: deps.rateLimits,
      name: 'ticket-track',
      ...(deps.trackFailures ?? { limit: 20, windowMs: 15 * MS_PER_MINUTE }),
      now: deps.now,
    });
  }

  /** Opens a visitor's ticket and e-mails its tracking code; a filled honeypot stores nothing. */
  async createVisitorTicket(
    input: VisitorTicketInput,
    meta: RequestMeta,
  ): Promise<{ trackingCode: string; message: string }> {
    await this.guard.consume('ticket', input.email, meta);
    if (isSpam(input)) return { trackingCode: generateTrackingCode(), message: CREATED };
    const at = new Date(this.#now()).toISOString();
    const first: TicketMessage = { id: randomUUID(), author: 'customer', body: input.message, at, authorUserId: null };
    let ticket: TicketRecord | undefined;
    // 60 random bits make a clash next to impossible; retrying covers it anyway.
    for (let attempt = 0; !ticket && attempt < 5; attempt += 1) {
      const candidate: TicketRecord = {
        id: randomUUID(),
        trackingCode: generateTrackingCode(),
        requesterName: input.name,
        requesterEmail: input.email.toLowerCase(),
        organizationId: null,
        userId: null,
        subject: input.subject,
        category: input.category,
        priority: input.priority,
        status: 'open',
        messages: [first],
        createdAt: at,
        updatedAt: at,
        resolvedAt: null,
        closedAt: null,
      };
      if (await this.#deps.tickets.create(candidate)) ticket = candidate;
    }
    if (!ticket) throw errors.unavailable(m.error_we_could_not_open_ticket_please());
    await this.#notify(
      ticket,
      ticketCreatedMessage({
        ...this.#mailBase(ticket),
        category: labelOf(TICKET_CATEGORIES, ticket.category),
        priority: labelOf(TICKET_PRIORITIES, ticket.priority),
      }),
    );
    return { trackingCode: ticket.trackingCode, message: CREATED };
  }

  /** The ticket with this code, if `email` is its requester's; the same 404 otherwise. */
  async track(trackingCode: string, email: string, meta: RequestMeta): Promise<VisitorTicketView> {
    return this.#present(await this.#findForVisitor(trackingCode, email, meta));
  }

  /** Adds the visitor's reply (reopening a recently resolved ticket). */
  async visitorReply(trackingCode: string, email: string, body: string, meta: RequestMeta): Promise<VisitorTicketView> {
    const found = await this.#findForVisitor(trackingCode, email, meta);
    await this.replyGuard.consume('ticket-reply', found.trackingCode, meta);
    const updated = await this.#append(found.id, 'customer_reply', { author: 'customer', body, authorUserId: null });
    return this.#present(updated);
  }

  /** Support answers a ticket; the requester is told by e-mail. */
  async supportReply(id: string, body: string, staffUserId: string): Promise<TicketRecord> {
    const updated = await this.#append(id, 'support_reply', { author: 'support', body, authorUserId: staffUserId });
    await this.#notify(updated, ticketReplyMessage({ ...this.#mailBase(updated), reply: body }));
    return updated;
  }

  /** Moves a ticket without a message: acknowledge, resolve, reopen or close. */
  async transition(id: string, event: Exclude<TicketEvent, 'customer_reply' | 'support_reply'>): Promise<TicketRecord> {
    const updated = await this.#deps.tickets.update(id, (current) => this.#apply(current, event));
    if (!updated) throw errors.notFound(m.error_no_such_ticket());
    return updated;
  }

  /** Closes resolved tickets whose 14-day reopen window has ended (housekeeping); returns how many. */
  async closeStale(): Promise<number> {
    const stale = await this.#deps.tickets.listResolvedBefore(new Date(this.#now() - REOPEN_WINDOW_MS));
    for (const ticket of stale) await this.transition(ticket.id, 'close').catch(() => undefined);
    return stale.length;
  }

  /** One page of tickets, newest first, for admins. */
  async list(query: TicketFilter & { limit: number; cursor?: string }): Promise<Page<TicketRecord>> {
    const before = query.cursor ? decodeCursor(query.cursor) : undefined;
    const { limit, cursor: _cursor, ...filter } = query;
    return toPage(await this.#deps.tickets.list(filter, { limit: limit + 1, before }), limit, (t) => t);
  }

  async #findForVisitor(trackingCode: string, email: string, meta: RequestMeta): Promise<TicketRecord> {
    const key = `track:${meta.ip}`;
    const wait = await this.trackLimiter.retryAfter(key);
    if (wait > 0) throw tooOften(m.error_too_many_ticket_lookups(), wait);
    const ticket = await this.#deps.tickets.findByTrackingCode(trackingCode);
    if (ticket && ticket.requesterEmail === email.trim().toLowerCase()) return ticket;
    await this.trackLimiter.record(key);
    throw notFound();
  }

  async #append(id: string, event: 'customer_reply' | 'support_reply', message: Omit<TicketMessage, 'id' | 'at'>) {
    const updated = await this.#deps.tickets.update(id, (current) => {
      const next = this.#apply(current, event);
      next.messages.push({ id: randomUUID(), at: next.updatedAt, ...message });
      return next;
    });
    if (!updated) throw errors.notFound(m.error_no_such_ticket());
    return updated;
  }

  #apply(current: TicketRecord, event: TicketEvent): TicketRecord {
    const now = this.#now();
    const at = new Date(now).toISOString();
    const status = nextStatus(current, event, now);
    return {
      ...current,
      status,
      updatedAt: at,
      resolvedAt: status === 'resolved' ? at : status === 'closed' ? current.resolvedAt : null,
      closedAt: status === 'closed' ? at : null,
    };
  }

  #present(ticket: TicketRecord): VisitorTicketView {
    const now = this.#now();
    return {
      trackingCode: ticket.trackingCode,
      subject: ticket.subject,
      category: ticket.category,
      priority: ticket.priority,
      status: ticket.status,
      createdAt: ticket.createdAt,
      updatedAt: ticket.updatedAt,
      canReply: ticket.status !== 'closed' && (ticket.status !== 'resolved' || canReopen(ticket, now)),
      messages: ticket.messages.map(({ id, author, body, at }) => ({ id, author, body, at })),
    };
  }

  #mailBase(ticket: TicketRecord) {
    const link = new URL('/track-ticket', this.#deps.publicOrigin);
    link.searchParams.set('code', ticket.trackingCode);
    return {
      to: ticket.requesterEmail,
      name: ticket.requesterName,
      trackingCode: ticket.trackingCode,
      subject: ticket.subject,
      trackLink: link.href,
    };
  }

  async #notify(ticket: TicketRecord, message: MailMessage) {
    try {
      await this.#deps.mailer.send(message);
    } catch (error) {
      // The ticket is stored and its code shown on screen: a failed e-mail must not lose it.
      console.warn(`Ticket ${ticket.id}: ${(error as Error).message}`);
    }
  }
}
