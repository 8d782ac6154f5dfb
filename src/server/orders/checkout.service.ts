import { amountToCharge, hasCreditAllowance } from '../billing/credit-application.ts';
import { balanceCreditedEntry } from '../billing/balance-ledger.ts';
import { assertBillingCurrency } from '../billing/billing-currency.ts';
import { randomUUID } from 'node:crypto';
import { AppError, errors, isAppError } from '../http/app-error.ts';
import { requireCompleteBillingProfile } from '../billing/billing-profile-check.ts';
import { buildCreditNote, invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import type { PaymentProvider, PaymentSource } from '../payments/payment-provider.ts';
import {
  describeMethod,
  describeOrderPayment,
  type PaymentMethodService,
} from '../payments/payment-methods.service.ts';
import type { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { organizationSuspended } from '../staff/organization-admin.service.ts';
import type { OrderNotices } from './order-notices.ts';
import { toOrder, withEvent } from './order-view.ts';
import { failureReason, storedFailure, storedOrderEvent, type OrderFailure } from './order-event-text.ts';
import { isNothingToPay } from '../../shared/orders/orders.schemas.ts';
import type {
  CardToSave,
  NothingToPay,
  Order,
  OrderPayment,
  OrderRecord,
  PayInput,
} from '../../shared/orders/orders.schemas.ts';
import type { OrderService } from './orders.service.ts';
import { requireCreditsAvailable } from './order-credits.ts';
import { claimForPayment } from './payment-claim.ts';
import { PAYMENT_LEASE_MS, scheduleSettle, type PaymentRecovery } from './payment-recovery.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { SpendingCapGuard } from '../billing/spending-cap.service.ts';

type Deps = {
  repositories: Repositories;
  orders: OrderService;
  paymentMethods: PaymentMethodService;
  provider: PaymentProvider;
  exchangeRates: ExchangeRatesService;
  notices: OrderNotices;
  settlement: PaymentSettlement;
  recovery: PaymentRecovery;
  now?: () => number;
};

/** What paying answers: the paid order, or the 3-D Secure step to complete. */
export type PayOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'requires_action'; order: Order; challenge: { id: string; expiresAt: string } };

type Source = {
  source: PaymentSource;
  method: NonNullable<OrderPayment['method']>;
  description: string;
  cardToSave: CardToSave | null;
};

const declined = (code: string, message: string) => new AppError(402, code, message);

/**
 * A member (src/shared/permissions.ts) pays only the orders they placed, with a saved method or
 * a card used once: saving a card is managing payment methods, which owners and billing do.
 */
function assertMemberMayPay(user: UserRecord, order: OrderRecord, input: PayInput) {
  if (user.orgRole !== 'member') return;
  if (order.buyer?.id !== user.id) throw errors.forbidden(m.error_role_member_can_pay_only_orders());
  if ('card' in input && input.card && 'save' in input && input.save) {
    throw errors.forbidden(m.error_role_member_cannot_save_payment_methods());
  }
}
const paymentMethodRequired = () =>
  errors.badRequest(m.error_order_has_amount_pay_choose_saved(), { paymentMethodId: m.field_choose_payment_method() });

/**
 * Paying an order: one charge however many times, or at once, pay is called. The order is
 * claimed for one payment attempt before the provider is called (with the attempt's id as the
 * provider's idempotency key), and the claim records when it was made and until when it holds.
 * If the request dies between the provider's answer and our commit, the claim's lease runs out
 * and the recovery (payment-recovery.ts) asks the provider what became of the attempt and
 * finishes it as this request would have. An attempt made under an Idempotency-Key takes its id
 * from the key, so a retry of a request that died continues the same attempt: the provider
 * answers it the first charge's result, never a second charge.
 */
export class CheckoutService {
  #deps: Deps;
  #now: () => number;
  #spendingCap: SpendingCapGuard | undefined;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /** Connects the monthly spending cap (wired after billing): checked in the claim's transaction. */
  useSpendingCap(cap: SpendingCapGuard): void {
    this.#spendingCap = cap;
  }

  /** Pays the order; `attemptId` (from the request's Idempotency-Key) makes a retry continue the first attempt. */
  async pay(user: UserRecord, orderId: string, input: PayInput, attemptId: string = randomUUID()): Promise<PayOutcome> {
    const found = await this.#deps.orders.mustFind(user.organizationId, orderId);
    // The request that paid it, asked again: its answer is the paid order.
    if (found.paidAttemptId === attemptId) return { kind: 'paid', order: toOrder(found) };
    // Before any claim or charge: an invoice needs the buyer's complete legal identity.
    await requireCompleteBillingProfile(this.#deps.repositories, user.organizationId, orderId, this.#date());
    // The credits the order was priced with are still in the balance (else re-priced, nothing charged).
    await requireCreditsAvailable(this.#deps.repositories, user.organizationId, orderId, this.#date());
    const organization = await this.#deps.repositories.organizations.findById(user.organizationId);
    if (organization?.suspension) throw organizationSuspended();
    // An order made before another currency's order was paid: refused before any charge.
    assertBillingCurrency(organization, found.currency);
    assertMemberMayPay(user, found, input);
    const free = isNothingToPay(input);
    // A total of 0 stays 0 whatever the rate: no re-pricing can make a free order payable.
    if (free && amountToCharge(found) !== 0) throw paymentMethodRequired();
    // Card details are checked and vaulted before the order is claimed: a typo claims nothing.
    const paying = free ? null : await this.#source(user, input);
    const claim = await claimForPayment(
      {
        repositories: this.#deps.repositories,
        exchangeRates: this.#deps.exchangeRates,
        recovery: this.#deps.recovery,
        spendingCap: this.#spendingCap,
        now: this.#now,
      },
      { organizationId: user.organizationId, orderId, attemptId, paying },
    );
    if (claim.kind === 'paid') return { kind: 'paid', order: toOrder(claim.order) };
    const order = claim.order;
    const { settlement } = this.#deps;
    if (amountToCharge(order) === 0) {
      const description =
        (order.creditsApplied ?? 0) > 0 ? m.invoice_method_credits({}, { locale: 'en' }) : describeOrderPayment(null);
      return {
        kind: 'paid',
        order: await settlement.markPaid(order, attemptId, {
          chargeId: null,
          method: { kind: 'none', brand: null, last4: null },
          description,
        }),
      };
    }
    if (!paying) {
      await settlement.release(
        order.id,
        attemptId,
        'payment_method_required',
        storedFailure('payment_method_required'),
      );
      throw paymentMethodRequired();
    }
    const result = await this.#charge(order, attemptId, paying);
    if (result.status === 'requires_action') {
      const waiting = await this.#awaitChallenge(order.id, attemptId, result.challengeId, result.expiresAt);
      return {
        kind: 'requires_action',
        order: toOrder(waiting),
        challenge: { id: result.challengeId, expiresAt: result.expiresAt },
      };
    }
    if (result.status === 'declined') {
      await settlement.release(order.id, attemptId, result.code, result.message);
      throw declined(result.code, result.message);
    }
    return {
      kind: 'paid',
      order: await settlement.markPaid(order, attemptId, {
        chargeId: result.chargeId,
        method: paying.method,
        description: paying.description,
      }),
    };
  }

  /** The customer's answer on the 3-D Secure screen. */
  async completeChallenge(
    user: UserRecord,
    orderId: string,
    challengeId: string,
    outcome: 'approve' | 'fail',
  ): Promise<Order> {
    const order = await this.#deps.orders.mustFind(user.organizationId, orderId);
    if (
      order.payment.state !== 'requires_action' ||
      order.payment.challengeId !== challengeId ||
      !order.paymentAttemptId
    ) {
      throw errors.conflict(m.error_order_not_waiting_3_d_secure());
    }
    const result = await this.#deps.provider.completeChallenge(challengeId, outcome);
    if (result.status !== 'succeeded') {
      const message = m.error_3ds_failed_not_charged();
      await this.#deps.settlement.release(order.id, order.paymentAttemptId, 'authentication_failed', message);
      throw declined('authentication_failed', message);
    }
    const method = order.payment.method;
    const description = order.paymentDescription ?? describeOrderPayment(method);
    return this.#deps.settlement.markPaid(order, order.paymentAttemptId, {
      chargeId: result.chargeId,
      method,
      description,
    });
  }

  /**
   * Refunds a paid order that could not be fulfilled: the provider gives the money back and a
   * credit note (its own unbroken sequence) cancels the invoice; the order fails with the reason.
   */
  async refundFailed(orderId: string, failure: OrderFailure): Promise<void> {
    const reason = failureReason(failure);
    const order = await this.#deps.repositories.orders.findAny(orderId);
    if (!order || order.status === 'failed' || order.status === 'cancelled' || !order.invoiceId) return;
    if (order.payment.chargeId) await this.#deps.settlement.refundCharge(order.payment.chargeId, amountToCharge(order));
    const { repositories, notices } = this.#deps;
    await repositories.transaction(async (tx) => {
      const invoice = await tx.invoices.findAny(order.invoiceId ?? '');
      if (!invoice) throw new Error(`Order ${order.number} has no invoice to credit.`);
      const now = this.#date();
      const year = now.getUTCFullYear();
      // The card's part is refunded above; the part the credits balance paid goes back to it
      // (an order of the older rule drew its credits before VAT: that amount goes back).
      // (its invoice's total was what the card paid: the note says all of it went back to the card).
      const legacy = hasCreditAllowance(order);
      const toBalance = legacy
        ? -(order.discounts.find((d) => d.kind === 'credit')?.amount ?? 0)
        : (invoice.balancePaid ?? 0);
      const creditNote = buildCreditNote(
        invoice,
        invoiceNumber('CN', year, await tx.counters.next(sequenceName('CN', year))),
        now,
        reason,
        legacy ? 0 : toBalance,
      );
      await tx.invoices.create(creditNote);
      if (toBalance > 0) {
        await tx.credits.add(
          balanceCreditedEntry(
            creditNote,
            toBalance,
            now,
            { key: 'credits_returned', creditNote: creditNote.number, order: order.number },
            { orderId: order.id },
          ),
        );
      }
      const failed = await tx.orders.update(order.id, (current) => {
        if (current.status === 'failed') return undefined;
        const withFailure = withEvent(
          current,
          { type: 'failed', ...storedOrderEvent({ key: 'failed', failure }) },
          now,
          { status: 'failed', failureReason: reason, creditNoteId: creditNote.id },
        );
        return withEvent(
          withFailure,
          { type: 'refunded', ...storedOrderEvent({ key: 'refunded', creditNote: creditNote.number }) },
          now,
        );
      });
      if (failed) await notices.changed(tx, failed, 'failed');
    });
  }

  /**
   * Asks the provider to charge, keeping the claim alive meanwhile. A provider refusal of the
   * source (an AppError) charged nothing and releases the order; a provider that did not answer
   * may or may not have charged, so the attempt is settled from its answer to a lookup instead.
   */
  async #charge(order: OrderRecord, attemptId: string, paying: Source) {
    const renewing = this.#renewLease(order.id, attemptId);
    try {
      return await this.#deps.provider.charge({
        amount: amountToCharge(order),
        currency: order.currency,
        source: paying.source,
        idempotencyKey: attemptId,
        description: `Order ${order.number}`,
        reference: { kind: 'order', id: order.id },
      });
    } catch (error) {
      if (isAppError(error)) {
        await this.#deps.settlement.release(order.id, attemptId, error.code, error.message);
        throw error;
      }
      await this.#deps.recovery.settle(order).catch(() => undefined);
      const after = await this.#deps.repositories.orders.findAny(order.id);
      // The provider had charged after all, and the order is paid: that is the answer.
      if (after?.paidAttemptId === attemptId)
        return { status: 'succeeded' as const, chargeId: after.payment.chargeId ?? '' };
      throw error;
    } finally {
      clearInterval(renewing);
    }
  }

  /** Extends the claim's lease every third of it while this request waits for the provider. */
  #renewLease(orderId: string, attemptId: string): NodeJS.Timeout {
    const renew = async () => {
      const leaseUntil = new Date(this.#now() + PAYMENT_LEASE_MS).toISOString();
      await this.#deps.repositories.transaction(async (tx) => {
        const renewed = await tx.orders.update(orderId, (o) =>
          o.paymentAttemptId === attemptId && o.payment.state === 'processing'
            ? { ...o, paymentLeaseUntil: leaseUntil }
            : undefined,
        );
        if (renewed?.paymentLeaseUntil === leaseUntil) await scheduleSettle(tx, renewed);
      });
    };
    return setInterval(() => void renew().catch(() => undefined), PAYMENT_LEASE_MS / 3).unref();
  }

  /** Records the 3-D Secure step on the order: it waits for the customer until the challenge expires. */
  async #awaitChallenge(
    orderId: string,
    attemptId: string,
    challengeId: string,
    expiresAt: string,
  ): Promise<OrderRecord> {
    return this.#deps.repositories.transaction(async (tx) => {
      let held = false;
      const waiting = await tx.orders.update(orderId, (current) => {
        if (current.paymentAttemptId !== attemptId || current.status !== 'pending_payment') return undefined;
        held = true;
        if (current.payment.state === 'requires_action' && current.payment.challengeId === challengeId)
          return undefined;
        return withEvent(
          current,
          { type: 'requires_action', ...storedOrderEvent({ key: 'requires_action' }) },
          this.#date(),
          {
            paymentLeaseUntil: expiresAt,
            payment: { ...current.payment, state: 'requires_action', challengeId },
          },
        );
      });
      // The recovery ended this attempt meanwhile (the request was too slow): it is over.
      if (!waiting || !held) throw new AppError(409, 'payment_replaced', m.error_payment_took_too_long_was_stopped());
      await scheduleSettle(tx, waiting);
      return waiting;
    });
  }

  async #source(user: UserRecord, input: Exclude<PayInput, NothingToPay>): Promise<Source> {
    if ('paymentMethodId' in input) {
      const { source, method } = await this.#deps.paymentMethods.source(user.organizationId, input.paymentMethodId);
      return {
        source,
        method: { kind: method.kind, brand: method.brand, last4: method.last4 },
        description: describeMethod(method),
        cardToSave: null,
      };
    }
    const card = await this.#deps.provider.tokenizeCard(input.card);
    const method = { kind: 'card' as const, brand: card.brand, last4: card.last4 };
    // A card to keep is saved only once its charge succeeds (PaymentSettlement.markPaid).
    const cardToSave = input.save ? { card, holderName: input.card.name, userId: user.id } : null;
    return {
      source: { kind: 'card', token: card.token },
      method,
      description: describeOrderPayment(method),
      cardToSave,
    };
  }

  #date() {
    return new Date(this.#now());
  }
}
