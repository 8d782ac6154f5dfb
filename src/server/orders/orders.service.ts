import { assertBillingCurrency } from '../billing/billing-currency.ts';
import { randomUUID } from 'node:crypto';
import { AppError, errors } from '../http/app-error.ts';
import { decodeCursor, encodeCursor } from '../platform/pagination.ts';
import { RATE_LOCK_MINUTES, UNPAID_ORDER_LIFETIME_HOURS } from '../../shared/pricing-rules.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { organizationSuspended } from '../staff/organization-admin.service.ts';
import type { OrderNotices } from './order-notices.ts';
import { toOrder, withEvent } from './order-view.ts';
import { storedOrderEvent, type OrderCancellation } from './order-event-text.ts';
import type { Order, OrderInput, OrderKind, OrderRecord, OrderStatus } from '../../shared/orders/orders.schemas.ts';
import { MS_PER_MINUTE, MS_PER_HOUR } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';
import { orderStatusLabel } from '../http/status-labels.ts';
import { netOfQuote, type SpendingCapGuard } from '../billing/spending-cap.service.ts';

/** By name: in development the store's module may be loaded twice, and instanceof would miss. */
const isUniqueViolation = (error: unknown) => error instanceof Error && error.name === 'UniqueViolation';

type Deps = {
  repositories: Repositories;
  pricing: PricingService;
  notices: OrderNotices;
  /** Ends a payment attempt whose request died (payment-recovery.ts), before a cancel decides. */
  settleDeadPayment?: (order: OrderRecord) => Promise<void>;
  /**
   * Voids the 3-D Secure challenge an order waits for (PaymentRecovery.voidChallenge), before a
   * cancel: true when the bank had approved it first, and the order is then paid.
   */
  voidChallenge?: (order: OrderRecord) => Promise<boolean>;
  now?: () => number;
};

/** One page of orders, newest first. */
export type OrderPage = { items: Order[]; nextCursor: string | null };

/**
 * Orders: created priced by the server (never by the client) in the customer's currency with
 * the rate locked, listed and read per organization (another's order is not found), cancelled
 * while unpaid. Paying is CheckoutService's.
 */
export class OrderService {
  #deps: Deps;
  #now: () => number;
  #spendingCap: SpendingCapGuard | undefined;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /** Connects the monthly spending cap (wired after billing): an order that would pass it is not stored. */
  useSpendingCap(cap: SpendingCapGuard): void {
    this.#spendingCap = cap;
  }

  /**
   * Prices and stores a new order, waiting for payment. `requestKey` (the request's
   * Idempotency-Key, hashed with its caller) is stored with it in the same transaction, at most
   * one order per key: a retry of a request that died after its commit finds that order.
   */
  async create(user: UserRecord, input: OrderInput, options: { requestKey?: string } = {}): Promise<Order> {
    const organization = await this.#deps.repositories.organizations.findById(user.organizationId);
    if (organization?.suspension) throw organizationSuspended();
    // A closing organization's clusters and products are about to go: nothing new is sold to it.
    if (organization?.closure)
      throw new AppError(409, 'organization_closing', m.error_organization_closing_no_orders());
    if (organization?.ordersSuspendedBy) {
      const invoice = await this.#deps.repositories.invoices.findAny(organization.ordersSuspendedBy);
      throw new AppError(
        402,
        'orders_suspended',
        invoice ? m.error_orders_suspended_invoice({ number: invoice.number }) : m.error_orders_suspended_unpaid(),
      );
    }
    assertBillingCurrency(organization, input.currency);
    const quote = await this.#deps.pricing.quote(user.organizationId, input);
    // Refused at once when it would pass the spending cap (402): no order is stored. Its payment
    // checks again, serialised with the organization's other payments.
    await this.#spendingCap?.precheck(user.organizationId, {
      amount: netOfQuote(quote),
      currency: quote.currency,
      rate: quote.rate,
    });
    const now = new Date(this.#now());
    const { repositories, notices } = this.#deps;
    const order = await repositories
      .transaction(async (tx) => {
        const sequence = await tx.counters.next(`order-${now.getUTCFullYear()}`);
        const record: OrderRecord = {
          id: randomUUID(),
          organizationId: user.organizationId,
          requestKey: options.requestKey ?? null,
          number: `ORD-${now.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`,
          kind: input.kind,
          status: 'pending_payment',
          ...quote,
          rateLockedUntil: new Date(now.getTime() + RATE_LOCK_MINUTES * MS_PER_MINUTE).toISOString(),
          clusterId:
            input.kind === 'addon'
              ? input.addon.clusterId
              : input.kind === 'product'
                ? (input.product.clusterId ?? null)
                : null,
          cluster: input.kind === 'cluster' ? input.cluster : null,
          addon: input.kind === 'addon' ? input.addon : null,
          product: input.kind === 'product' ? { ...input.product, clusterId: input.product.clusterId ?? null } : null,
          support: input.kind === 'support' ? input.support : null,
          payment: {
            state: 'none',
            method: null,
            challengeId: null,
            failureCode: null,
            failureMessage: null,
            chargeId: null,
          },
          invoiceId: null,
          creditNoteId: null,
          failureReason: null,
          events: [
            {
              at: now.toISOString(),
              type: 'created',
              ...storedOrderEvent({ key: 'created', lines: quote.lines.length, currency: quote.currency }),
            },
          ],
          buyer: { id: user.id, name: user.name },
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
          paidAt: null,
          completedAt: null,
          cancelledAt: null,
        };
        const stored = await tx.orders.create(record);
        await notices.changed(tx, stored, 'created');
        return stored;
      })
      .catch(async (error: unknown) => {
        // The same key committed an order meanwhile (a retry raced its first run): that order is the answer.
        const earlier =
          isUniqueViolation(error) && options.requestKey
            ? await this.findByRequestKey(user.organizationId, options.requestKey)
            : undefined;
        if (!earlier) throw error;
        return earlier;
      });
    return toOrder(order);
  }

  /** The organization's order created under `requestKey`, if any. */
  async findByRequestKey(organizationId: string, requestKey: string): Promise<OrderRecord | undefined> {
    const order = await this.#deps.repositories.orders.findByRequestKey(requestKey);
    return order?.organizationId === organizationId ? order : undefined;
  }

  /** One of the organization's orders; 404 for an unknown id or another organization's. */
  async get(organizationId: string, id: string): Promise<Order> {
    return toOrder(await this.mustFind(organizationId, id));
  }

  /** The record behind `get` (services that act on an order). */
  async mustFind(organizationId: string, id: string): Promise<OrderRecord> {
    const order = await this.#deps.repositories.orders.find(organizationId, id);
    if (!order) throw errors.notFound(m.error_no_such_order());
    return order;
  }

  /** The organization's orders, newest first, filtered by kind, status or a search on number and lines. */
  async list(
    organizationId: string,
    query: { kind?: OrderKind; status?: OrderStatus; q?: string; limit: number; cursor?: string },
  ): Promise<OrderPage> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const needle = query.q?.toLowerCase();
    const matches = (order: OrderRecord) =>
      !needle ||
      order.number.toLowerCase().includes(needle) ||
      order.lines.some((line) => line.description.toLowerCase().includes(needle));
    const items: OrderRecord[] = [];
    let cursor = after;
    // A search filters in memory; keyset pages keep it bounded by the organization's own orders.
    // Without one, the index answers the page itself: one more than the page, to know if more exist.
    const step = needle ? 200 : query.limit + 1;
    for (let scanned = 0; items.length <= query.limit && scanned < 2000; ) {
      const batch = await this.#deps.repositories.orders.list(
        organizationId,
        { kind: query.kind, status: query.status },
        { limit: step, after: cursor },
      );
      scanned += batch.length;
      items.push(...batch.filter(matches));
      const last = batch.at(-1);
      if (!last || batch.length < step) break;
      cursor = { createdAt: last.createdAt, id: last.id };
    }
    const page = items.slice(0, query.limit);
    const last = page.at(-1);
    return { items: page.map(toOrder), nextCursor: items.length > query.limit && last ? encodeCursor(last) : null };
  }

  /** Counts for the sidebar and the dashboard: every order, and those waiting for payment. */
  async counts(organizationId: string): Promise<{ total: number; pendingPayment: number }> {
    const { orders } = this.#deps.repositories;
    const [total, pendingPayment] = await Promise.all([
      orders.count(organizationId),
      orders.count(organizationId, { status: 'pending_payment' }),
    ]);
    return { total, pendingPayment };
  }

  /**
   * Cancels an order that is still unpaid and not being paid right now. A 3-D Secure challenge it
   * waits for is voided at the provider first, so approving it later charges nothing; when the
   * bank approved it first, the order is paid and kept (409 already_paid).
   */
  async cancel(organizationId: string, id: string, reason: OrderCancellation = { key: 'by_customer' }): Promise<Order> {
    const order = await this.mustFind(organizationId, id);
    // A payment whose request died is settled first: it may have paid, or leave the order free to cancel.
    if (order.payment.state === 'processing' && Date.parse(order.paymentLeaseUntil ?? order.updatedAt) <= this.#now())
      await this.#deps.settleDeadPayment?.(order);
    await this.#voidChallenge(order);
    return toOrder(await this.#cancel(id, reason, (order) => order.organizationId === organizationId));
  }

  /** Voids the order's waiting challenge, if any; 409 when the bank's approval came first and paid it. */
  async #voidChallenge(order: OrderRecord): Promise<void> {
    if (order.status !== 'pending_payment' || order.payment.state !== 'requires_action' || !order.payment.challengeId)
      return;
    if (!(await this.#deps.voidChallenge?.(order))) return;
    const after = await this.#deps.repositories.orders.findAny(order.id);
    if (after && after.status !== 'pending_payment' && after.status !== 'cancelled')
      throw new AppError(409, 'already_paid', m.error_order_already_paid());
  }

  /** Job: cancels orders left unpaid for 24 hours. */
  async expireUnpaid(): Promise<number> {
    const before = new Date(this.#now() - UNPAID_ORDER_LIFETIME_HOURS * MS_PER_HOUR).toISOString();
    const stale = await this.#deps.repositories.orders.listUnpaidBefore(before, 500);
    let cancelled = 0;
    for (const order of stale) {
      try {
        await this.#voidChallenge(order);
        await this.#cancel(order.id, { key: 'unpaid', hours: UNPAID_ORDER_LIFETIME_HOURS }, () => true);
        cancelled += 1;
      } catch {
        // Being paid at this very moment, or already changed: left as it is.
      }
    }
    return cancelled;
  }

  async #cancel(id: string, reason: OrderCancellation, owns: (order: OrderRecord) => boolean): Promise<OrderRecord> {
    const { repositories, notices } = this.#deps;
    return repositories.transaction(async (tx) => {
      const updated = await tx.orders.update(id, (order) => {
        if (!owns(order)) throw errors.notFound(m.error_no_such_order());
        if (order.status !== 'pending_payment')
          throw errors.conflict(m.error_order_not_cancellable({ status: orderStatusLabel(order.status) }));
        if (order.payment.state === 'processing')
          throw errors.conflict(m.error_payment_order_being_processed_try_again());
        const now = new Date(this.#now());
        // A challenge still recorded was voided (cancel): the attempt ends with the order.
        const attemptEnded =
          order.payment.state === 'requires_action'
            ? {
                paymentAttemptId: null,
                paymentLeaseUntil: null,
                cardToSave: null,
                payment: { ...order.payment, state: 'none' as const, challengeId: null },
              }
            : {};
        return withEvent(
          order,
          { type: 'cancelled', ...storedOrderEvent({ key: 'cancelled', cancellation: reason }) },
          now,
          { status: 'cancelled', cancelledAt: now.toISOString(), ...attemptEnded },
        );
      });
      if (!updated) throw errors.notFound(m.error_no_such_order());
      await notices.changed(tx, updated, 'cancelled');
      return updated;
    });
  }
}
