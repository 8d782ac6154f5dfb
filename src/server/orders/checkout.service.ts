import { randomUUID } from 'node:crypto';
import { AppError, errors } from '../http/app-error.ts';
import { requireCompleteBillingProfile } from '../billing/billing-profile-check.ts';
import { buildCreditNote, buildInvoice, invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import type { PaymentProvider, PaymentSource } from '../payments/payment-provider.ts';
import { describeMethod, describeOrderPayment, type PaymentMethodService } from '../payments/payment-methods.service.ts';
import { RATE_LOCK_MINUTES } from '../pricing/pricing-rules.ts';
import { formatMinor } from '../invoices/invoice-pdf.ts';
import { reconvert } from '../pricing/quote.ts';
import type { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../users/users.schemas.ts';
import { FULFIL_JOB } from './fulfilment.ts';
import { organizationSuspended } from '../staff/organization-admin.service.ts';
import type { OrderNotices } from './order-notices.ts';
import { toOrder, withEvent } from './order-view.ts';
import { isNothingToPay } from './orders.schemas.ts';
import type { CardToSave, NothingToPay, Order, OrderPayment, OrderRecord, PayInput } from './orders.schemas.ts';
import type { OrderService } from './orders.service.ts';

type Deps = {
  repositories: Repositories;
  orders: OrderService;
  paymentMethods: PaymentMethodService;
  provider: PaymentProvider;
  exchangeRates: ExchangeRatesService;
  notices: OrderNotices;
  now?: () => number;
};

/** What paying answers: the paid order, or the 3-D Secure step to complete. */
export type PayOutcome = { kind: 'paid'; order: Order } | { kind: 'requires_action'; order: Order; challenge: { id: string; expiresAt: string } };

type Charged = { chargeId: string | null; method: OrderPayment['method']; description: string };
type Paying = { source: PaymentSource; method: OrderPayment['method']; description: string; cardToSave?: CardToSave | null };

const declined = (code: string, message: string) => new AppError(402, code, message);

/**
 * A member (organizations/permissions.ts) pays only the orders they placed, with a saved method or
 * a card used once: saving a card is managing payment methods, which owners and billing do.
 */
function assertMemberMayPay(user: UserRecord, order: OrderRecord, input: PayInput) {
  if (user.orgRole !== 'member') return;
  if (order.buyer?.id !== user.id) throw errors.forbidden('Your role (member) can pay only the orders you placed.');
  if ('card' in input && input.card && 'save' in input && input.save) {
    throw errors.forbidden('Your role (member) cannot save payment methods: pay with a saved method, or with this card without saving it.');
  }
}
const paymentMethodRequired = () =>
  errors.badRequest('This order has an amount to pay: choose a saved payment method or enter a card.', { paymentMethodId: 'Choose a payment method.' });
const promoTaken = () =>
  errors.badRequest('PARIS is for a first purchase only: another order of your organization was paid first. You were not charged.', {
    promoCode: 'PARIS is for a first purchase only.',
  });

/**
 * Paying an order: one charge however many times, or at once, pay is called (the order is
 * claimed for one payment attempt before the provider is called, and the provider deduplicates
 * by that attempt); 3-D Secure when the card asks for it; and, in the transaction that marks the
 * order paid, PARIS checked against the organization's first paid order, the invoice numbered
 * from the year's unbroken sequence, and fulfilment queued.
 */
export class CheckoutService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  async pay(user: UserRecord, orderId: string, input: PayInput): Promise<PayOutcome> {
    // Before any claim or charge: an invoice needs the buyer's complete legal identity.
    await requireCompleteBillingProfile(this.#deps.repositories, user.organizationId, orderId, this.#date());
    const found = await this.#deps.orders.mustFind(user.organizationId, orderId);
    if ((await this.#deps.repositories.organizations.findById(user.organizationId))?.suspension) throw organizationSuspended();
    assertMemberMayPay(user, found, input);
    const free = isNothingToPay(input);
    // A total of 0 stays 0 whatever the rate: no re-pricing can make a free order payable.
    if (free && found.total !== 0) throw paymentMethodRequired();
    // Card details are checked and vaulted before the order is claimed: a typo claims nothing.
    const paying = free ? null : await this.#source(user, input);
    const attemptId = randomUUID();
    const order = await this.#claim(user.organizationId, orderId, attemptId);
    if (order.total === 0) return { kind: 'paid', order: await this.#markPaid(order, attemptId, { chargeId: null, method: { kind: 'none', brand: null, last4: null }, description: 'Nothing to pay' }) };
    if (!paying) {
      await this.#release(order.id, attemptId, 'failed', 'payment_method_required', 'Choose a payment method.');
      throw paymentMethodRequired();
    }
    const { source, method, description, cardToSave } = paying;
    const charged: Charged = { chargeId: null, method, description };
    let result;
    try {
      result = await this.#deps.provider.charge({ amount: order.total, currency: order.currency, source, idempotencyKey: attemptId, description: `Order ${order.number}` });
    } catch (error) {
      await this.#release(order.id, attemptId, 'failed', 'provider_error', 'The payment service did not answer. You were not charged; try again.');
      throw error;
    }
    if (result.status === 'requires_action') {
      const waiting = await this.#update(order.id, (current) =>
        withEvent(current, { type: 'requires_action', message: 'Your bank asks you to confirm the payment (3-D Secure).' }, this.#date(), {
          payment: { ...current.payment, state: 'requires_action', challengeId: result.challengeId, method },
          cardToSave: cardToSave ?? null,
        }),
      );
      return { kind: 'requires_action', order: toOrder(waiting), challenge: { id: result.challengeId, expiresAt: result.expiresAt } };
    }
    if (result.status === 'declined') {
      await this.#release(order.id, attemptId, 'failed', result.code, result.message);
      throw declined(result.code, result.message);
    }
    const paid = await this.#markPaid(order, attemptId, { ...charged, chargeId: result.chargeId });
    await this.#keepCard(cardToSave, order.organizationId);
    return { kind: 'paid', order: paid };
  }

  /** The customer's answer on the 3-D Secure screen. */
  async completeChallenge(user: UserRecord, orderId: string, challengeId: string, outcome: 'approve' | 'fail'): Promise<Order> {
    const order = await this.#deps.orders.mustFind(user.organizationId, orderId);
    if (order.payment.state !== 'requires_action' || order.payment.challengeId !== challengeId || !order.paymentAttemptId) {
      throw errors.conflict('This order is not waiting for a 3-D Secure confirmation.');
    }
    const result = await this.#deps.provider.completeChallenge(challengeId, outcome);
    if (result.status !== 'succeeded') {
      const message = 'The 3-D Secure check failed: you were not charged. Try again or use another card.';
      await this.#release(order.id, order.paymentAttemptId, 'failed', 'authentication_failed', message);
      throw declined('authentication_failed', message);
    }
    const method = order.payment.method;
    const paid = await this.#markPaid(order, order.paymentAttemptId, { chargeId: result.chargeId, method, description: describeOrderPayment(method) });
    await this.#keepCard(order.cardToSave, order.organizationId);
    return paid;
  }

  /** Saves the card the customer asked to keep, now that it paid; a failure to save never undoes the payment. */
  async #keepCard(cardToSave: CardToSave | null | undefined, organizationId: string) {
    if (!cardToSave) return;
    try {
      await this.#deps.paymentMethods.saveVaultedCard({ id: cardToSave.userId, organizationId }, cardToSave.card, cardToSave.holderName);
    } catch (error) {
      console.error('Could not save a card after its payment:', (error as Error).message);
    }
  }

  /**
   * Refunds a paid order that could not be fulfilled: the provider gives the money back and a
   * credit note (its own unbroken sequence) cancels the invoice; the order fails with the reason.
   */
  async refundFailed(orderId: string, reason: string): Promise<void> {
    const order = await this.#deps.repositories.orders.findAny(orderId);
    if (!order || order.status === 'failed' || order.status === 'cancelled' || !order.invoiceId) return;
    if (order.payment.chargeId) {
      await this.#deps.provider.refund({ chargeId: order.payment.chargeId, amount: order.total, idempotencyKey: `refund-${order.id}` });
    }
    const { repositories, notices } = this.#deps;
    await repositories.transaction(async (tx) => {
      const invoice = await tx.invoices.findAny(order.invoiceId ?? '');
      if (!invoice) throw new Error(`Order ${order.number} has no invoice to credit.`);
      const now = this.#date();
      const year = now.getUTCFullYear();
      const creditNote = buildCreditNote(invoice, invoiceNumber('CN', year, await tx.counters.next(sequenceName('CN', year))), now, reason);
      await tx.invoices.create(creditNote);
      const failed = await tx.orders.update(order.id, (current) => {
        if (current.status === 'failed') return undefined;
        const withFailure = withEvent(current, { type: 'failed', message: `Could not be completed: ${reason}.` }, now, { status: 'failed', failureReason: reason, creditNoteId: creditNote.id });
        return withEvent(withFailure, { type: 'refunded', message: `Refunded in full; credit note ${creditNote.number}.` }, now);
      });
      if (failed) await notices.changed(tx, failed, 'failed');
    });
  }

  async #source(user: UserRecord, input: Exclude<PayInput, NothingToPay>): Promise<Paying> {
    if ('paymentMethodId' in input) {
      const { source, method } = await this.#deps.paymentMethods.source(user.organizationId, input.paymentMethodId);
      return { source, method: { kind: method.kind, brand: method.brand, last4: method.last4 }, description: describeMethod(method) };
    }
    const card = await this.#deps.provider.tokenizeCard(input.card);
    const method = { kind: 'card' as const, brand: card.brand, last4: card.last4 };
    // A card to keep is saved only once its charge succeeds (see #keepCard).
    const cardToSave = input.save ? { card, holderName: input.card.name, userId: user.id } : null;
    return { source: { kind: 'card', token: card.token }, method, description: describeOrderPayment(method), cardToSave };
  }

  /** Claims the order for one payment attempt; re-prices it first if its rate lock ran out. */
  async #claim(organizationId: string, orderId: string, attemptId: string): Promise<OrderRecord> {
    const rates = await this.#deps.exchangeRates.current();
    return this.#update(orderId, (order) => {
      if (order.organizationId !== organizationId) throw errors.notFound('No such order.');
      if (order.status !== 'pending_payment') {
        throw order.status === 'cancelled' ? errors.conflict('This order was cancelled: create a new one.') : new AppError(409, 'already_paid', 'This order is already paid.');
      }
      if (order.payment.state === 'processing') throw new AppError(409, 'payment_in_progress', 'A payment for this order is already being processed.');
      const now = this.#date();
      let next: OrderRecord = { ...order, paymentAttemptId: attemptId, payment: { ...order.payment, state: 'processing', challengeId: null, failureCode: null, failureMessage: null } };
      if (Date.parse(order.rateLockedUntil) <= now.getTime() && order.currency !== 'USD') {
        next = this.#repriced(next, rates.rates[order.currency], now);
      }
      return withEvent(next, { type: 'payment_started', message: 'Payment started.' }, now);
    });
  }

  /** The order's USD amounts at today's rate, said in its timeline (the lock had run out). */
  #repriced(order: OrderRecord, rate: number, now: Date): OrderRecord {
    const figures = reconvert(order, rate, order.vat.rateBp);
    const money = (amount: number) => formatMinor(amount, order.currency);
    const message = `The 30-minute price lock had ended: re-priced at today's rate (1 USD = ${rate} ${order.currency}), total ${money(order.total)} → ${money(figures.total)}.`;
    return withEvent(order, { type: 'repriced', message }, now, {
      ...figures,
      rate,
      rateLockedUntil: new Date(now.getTime() + RATE_LOCK_MINUTES * 60_000).toISOString(),
    });
  }

  /** Gives the claim back after a refusal, so the customer may try again. */
  async #release(orderId: string, attemptId: string, state: 'failed', code: string, message: string) {
    const { repositories, notices } = this.#deps;
    await repositories.transaction(async (tx) => {
      const order = await tx.orders.update(orderId, (current) =>
        current.paymentAttemptId !== attemptId
          ? undefined
          : withEvent(current, { type: 'payment_failed', message }, this.#date(), {
              paymentAttemptId: null,
              cardToSave: null,
              payment: { ...current.payment, state, challengeId: null, failureCode: code, failureMessage: message },
            }),
      );
      if (order) await notices.changed(tx, order, 'payment_failed');
    });
  }

  async #markPaid(order: OrderRecord, attemptId: string, charged: Charged): Promise<Order> {
    const { repositories, notices } = this.#deps;
    try {
      const paid = await repositories.transaction(async (tx) => {
        const now = this.#date();
        await tx.organizations.change(order.organizationId, (organization) => {
          if (organization.firstPaidOrderId && order.promoCode) throw promoTaken();
          return { firstPaidOrderId: organization.firstPaidOrderId ?? order.id };
        });
        const organization = await tx.organizations.findById(order.organizationId);
        if (!organization) throw errors.notFound('Organization not found.');
        const year = now.getUTCFullYear();
        const current = await tx.orders.findAny(order.id);
        if (!current || current.paymentAttemptId !== attemptId) throw errors.conflict('This payment attempt was replaced by another.');
        const invoice = buildInvoice({
          order: current,
          organization,
          number: invoiceNumber('INV', year, await tx.counters.next(sequenceName('INV', year))),
          issuedAt: now,
          paymentMethod: charged.description,
        });
        await tx.invoices.create(invoice);
        const updated = await tx.orders.update(order.id, (o) => {
          const afterPayment = withEvent(o, { type: 'paid', message: `Paid: ${charged.description}.` }, now, {
            status: 'paid',
            paidAt: now.toISOString(),
            invoiceId: invoice.id,
            paymentAttemptId: null,
            cardToSave: null,
            payment: { ...o.payment, state: 'succeeded', method: charged.method, chargeId: charged.chargeId, challengeId: null },
          });
          return withEvent(afterPayment, { type: 'invoice_issued', message: `Invoice ${invoice.number} issued.` }, now);
        });
        if (!updated) throw errors.notFound('No such order.');
        await tx.jobs.enqueue({ kind: FULFIL_JOB, id: `fulfil-${order.id}`, payload: { orderId: order.id }, maxAttempts: 8 });
        await notices.changed(tx, updated, 'paid');
        return updated;
      });
      return toOrder(paid);
    } catch (error) {
      // Refused after the money moved (PARIS raced another first payment): give it back.
      if (charged.chargeId) await this.#deps.provider.refund({ chargeId: charged.chargeId, amount: order.total, idempotencyKey: `refund-${attemptId}` });
      await this.#release(order.id, attemptId, 'failed', (error as AppError).code ?? 'failed', (error as Error).message);
      throw error;
    }
  }

  async #update(orderId: string, change: (order: OrderRecord) => OrderRecord | undefined): Promise<OrderRecord> {
    const updated = await this.#deps.repositories.orders.update(orderId, change);
    if (!updated) throw errors.notFound('No such order.');
    return updated;
  }

  #date() {
    return new Date(this.#now());
  }
}
