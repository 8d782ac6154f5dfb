import { assertBillingCurrency } from '../billing/billing-currency.ts';
import { AppError, errors, isAppError } from '../http/app-error.ts';
import { buildInvoice, invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import { fullRefundKey, type PaymentProvider } from '../payments/payment-provider.ts';
import type { PaymentMethodService } from '../payments/payment-methods.service.ts';
import type { Repositories } from '../store/repositories.ts';
import { recordBalancePaid } from '../billing/balance-ledger.ts';
import { amountToCharge, hasCreditAllowance } from '../billing/credit-application.ts';
import { FULFIL_JOB } from './fulfilment.ts';
import { creditsUsedMeanwhile } from './order-credits.ts';
import type { OrderNotices } from './order-notices.ts';
import { toOrder, withEvent } from './order-view.ts';
import { storedOrderEvent } from './order-event-text.ts';
import type { CardToSave, Order, OrderPayment, OrderRecord } from '../../shared/orders/orders.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

/** What took the money: the provider's charge (none for a free order) and how the invoice names it. */
export type Charged = { chargeId: string | null; method: OrderPayment['method']; description: string };

type Deps = {
  repositories: Repositories;
  provider: PaymentProvider;
  paymentMethods: PaymentMethodService;
  notices: OrderNotices;
  now: () => number;
};

const promoTaken = () =>
  errors.badRequest(m.error_paris_first_purchase_only_another_order(), {
    promoCode: m.field_paris_first_purchase_only(),
  });
const attemptReplaced = () => new AppError(409, 'payment_replaced', m.error_payment_took_too_long_was_stopped_2());

/**
 * The two ways a payment attempt ends, shared by the checkout (the customer's request) and the
 * recovery (payment-recovery.ts, which ends attempts a crash left behind). Both are safe to run
 * twice and to race each other: every step is conditioned on the order still being held by that
 * attempt, and marking paid by an attempt that already paid answers the paid order.
 */
export class PaymentSettlement {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /**
   * Marks the order paid by `attemptId`: in one transaction, PARIS checked against the
   * organization's first paid order, the invoice numbered from the year's unbroken sequence,
   * fulfilment queued and the customer told. A refusal after the money moved (PARIS raced
   * another first payment, or the attempt lost its claim) gives the money back and throws; any
   * other failure leaves the attempt to the recovery, which asks the provider again.
   */
  async markPaid(order: OrderRecord, attemptId: string, charged: Charged): Promise<Order> {
    const { repositories, notices } = this.#deps;
    let cardToSave: CardToSave | null = null;
    let fresh = false;
    try {
      const paid = await repositories.transaction(async (tx) => {
        const now = new Date(this.#deps.now());
        const current = await tx.orders.lock(order.id);
        if (!current) throw errors.notFound(m.error_no_such_order());
        // Already paid by this very attempt (the recovery and the request met): that is the answer.
        if (current.paidAttemptId === attemptId) return current;
        if (current.paymentAttemptId !== attemptId || current.status !== 'pending_payment') throw attemptReplaced();
        await tx.organizations.change(current.organizationId, (organization) => {
          if (organization.firstPaidOrderId && current.promoCode) throw promoTaken();
          // Checked again here: another order in another currency may have been paid meanwhile.
          assertBillingCurrency(organization, current.currency);
          return {
            firstPaidOrderId: organization.firstPaidOrderId ?? current.id,
            billingCurrency: organization.billingCurrency ?? current.currency,
          };
        });
        const organization = await tx.organizations.findById(current.organizationId);
        if (!organization) throw errors.notFound(m.error_organization_not_found());
        // With the organization's row locked: the part of the balance this order draws on is still there
        // (an order of the older rule drew its credits as an allowance before VAT).
        const fromBalance = hasCreditAllowance(current)
          ? -(current.discounts.find((d) => d.kind === 'credit')?.amount ?? 0)
          : (current.creditsApplied ?? 0);
        if (fromBalance > 0 && (await tx.credits.balance(current.organizationId)) < fromBalance)
          throw creditsUsedMeanwhile(null);
        const year = now.getUTCFullYear();
        const invoice = buildInvoice({
          order: current,
          organization,
          number: invoiceNumber('INV', year, await tx.counters.next(sequenceName('INV', year))),
          issuedAt: now,
          paymentMethod: charged.description,
        });
        await tx.invoices.create(invoice);
        await recordBalancePaid(tx, invoice, fromBalance, now);
        const afterPayment = withEvent(
          current,
          { type: 'paid', ...storedOrderEvent({ key: 'paid', method: charged.description }) },
          now,
          {
            status: 'paid',
            paidAt: now.toISOString(),
            invoiceId: invoice.id,
            paymentAttemptId: null,
            paymentLeaseUntil: null,
            paidAttemptId: attemptId,
            cardToSave: null,
            payment: {
              ...current.payment,
              state: 'succeeded',
              method: charged.method,
              chargeId: charged.chargeId,
              challengeId: null,
            },
          },
        );
        const updated = await tx.orders.update(order.id, () =>
          withEvent(
            afterPayment,
            { type: 'invoice_issued', ...storedOrderEvent({ key: 'invoice_issued', number: invoice.number }) },
            now,
          ),
        );
        if (!updated) throw errors.notFound(m.error_no_such_order());
        await tx.jobs.enqueue({
          kind: FULFIL_JOB,
          id: `fulfil-${order.id}`,
          payload: { orderId: order.id },
          maxAttempts: 8,
        });
        await notices.changed(tx, updated, 'paid');
        cardToSave = current.cardToSave ?? null;
        fresh = true;
        return updated;
      });
      if (fresh) await this.#keepCard(cardToSave, paid.organizationId);
      return toOrder(paid);
    } catch (error) {
      if (!isAppError(error)) throw error;
      // Refused after the money moved: give it back, and let the customer try again.
      if (charged.chargeId) await this.refundCharge(charged.chargeId, amountToCharge(order));
      await this.release(order.id, attemptId, error.code, error.message);
      throw error;
    }
  }

  /**
   * Ends an attempt without payment (declined, abandoned, never reached the provider): the
   * order is payable again and the customer is told why. Nothing happens if the attempt no
   * longer holds the order.
   */
  async release(orderId: string, attemptId: string, code: string, message: string): Promise<void> {
    const { repositories, notices } = this.#deps;
    await repositories.transaction(async (tx) => {
      let released = false;
      const order = await tx.orders.update(orderId, (current) => {
        if (current.paymentAttemptId !== attemptId || current.status !== 'pending_payment') return undefined;
        released = true;
        return withEvent(current, { type: 'payment_failed', message }, new Date(this.#deps.now()), {
          paymentAttemptId: null,
          paymentLeaseUntil: null,
          cardToSave: null,
          payment: {
            ...current.payment,
            state: 'failed',
            challengeId: null,
            failureCode: code,
            failureMessage: message,
          },
        });
      });
      if (order && released) await notices.changed(tx, order, 'payment_failed');
    });
  }

  /** Gives a whole charge back, once however many paths ask (one refund key per charge). */
  async refundCharge(chargeId: string, amount: number): Promise<void> {
    await this.#deps.provider.refund({ chargeId, amount, idempotencyKey: fullRefundKey(chargeId) });
  }

  /** Saves the card the customer asked to keep, now that it paid; a failure to save never undoes the payment. */
  async #keepCard(cardToSave: CardToSave | null, organizationId: string) {
    if (!cardToSave) return;
    try {
      await this.#deps.paymentMethods.saveVaultedCard(
        { id: cardToSave.userId, organizationId },
        cardToSave.card,
        cardToSave.holderName,
      );
    } catch (error) {
      console.error('Could not save a card after its payment:', (error as Error).message);
    }
  }
}
