import { hasCreditAllowance, payFromBalance } from '../billing/credit-application.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import { RATE_LOCK_MINUTES } from '../../shared/pricing-rules.ts';
import { reconvert } from '../pricing/quote.ts';
import type { Repositories } from '../store/repositories.ts';
import { withEvent } from './order-view.ts';
import { storedOrderEvent } from './order-event-text.ts';
import type { CardToSave, OrderPayment, OrderRecord } from '../../shared/orders/orders.schemas.ts';
import { PAYMENT_LEASE_MS, scheduleSettle, type PaymentRecovery } from './payment-recovery.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';
import { netOfQuote, type SpendingCapGuard } from '../billing/spending-cap.service.ts';

/** How the attempt will pay: recorded with the claim, so the recovery can finish it as the request would. */
export type Paying = {
  method: NonNullable<OrderPayment['method']>;
  description: string;
  cardToSave: CardToSave | null;
};

type Deps = {
  repositories: Repositories;
  exchangeRates: ExchangeRatesService;
  recovery: PaymentRecovery;
  /** The monthly spending cap a new claim must stay within. */
  spendingCap?: SpendingCapGuard;
  now: () => number;
};

/** The claim: the order, held by the attempt, or already paid by this very attempt. */
export type Claim = { kind: 'claimed'; order: OrderRecord } | { kind: 'paid'; order: OrderRecord };

const inProgress = (order: OrderRecord) =>
  order.payment.state === 'processing' || order.payment.state === 'requires_action';
const inProgressError = () => new AppError(409, 'payment_in_progress', m.error_payment_order_already_being_processed());

/**
 * Claims the order for one payment attempt, in the transaction that also queues the attempt's
 * settling at its lease's end (so a crash right after is repaired). The same attempt asking
 * again (a retry under its Idempotency-Key) continues it. An attempt of another request that is
 * still alive answers 409; one whose lease ran out (its request died), or a 3-D Secure step the
 * customer left, is settled first from the provider's answer, then the order is claimed.
 */
export async function claimForPayment(
  deps: Deps,
  input: { organizationId: string; orderId: string; attemptId: string; paying: Paying | null },
): Promise<Claim> {
  const { organizationId, orderId, attemptId, paying } = input;
  for (let round = 0; round < 3; round += 1) {
    const rates = await deps.exchangeRates.current();
    let outcome: Claim | { kind: 'displace'; order: OrderRecord } | undefined;
    await deps.repositories.transaction(async (tx) => {
      outcome = undefined;
      let claimed = false;
      const stored = await tx.orders.update(orderId, (order) => {
        if (order.organizationId !== organizationId) throw errors.notFound(m.error_no_such_order());
        if (order.paidAttemptId === attemptId) {
          outcome = { kind: 'paid', order };
          return undefined;
        }
        if (order.status !== 'pending_payment') {
          throw order.status === 'cancelled'
            ? errors.conflict(m.error_order_was_cancelled_create_new_one())
            : new AppError(409, 'already_paid', m.error_order_already_paid());
        }
        const now = deps.now();
        const lease = new Date(now + PAYMENT_LEASE_MS).toISOString();
        if (inProgress(order) && order.paymentAttemptId === attemptId) {
          // The same request again, its first run gone: continue that attempt with a fresh lease.
          claimed = true;
          return order.payment.state === 'processing' ? { ...order, paymentLeaseUntil: lease } : undefined;
        }
        if (inProgress(order)) {
          if (order.payment.state === 'processing' && Date.parse(order.paymentLeaseUntil ?? order.updatedAt) > now)
            throw inProgressError();
          outcome = { kind: 'displace', order };
          return undefined;
        }
        claimed = true;
        const at = new Date(now);
        let next: OrderRecord = {
          ...order,
          paymentAttemptId: attemptId,
          paymentClaimedAt: at.toISOString(),
          paymentLeaseUntil: lease,
          paymentDescription: paying?.description ?? null,
          cardToSave: paying?.cardToSave ?? null,
          payment: {
            ...order.payment,
            state: 'processing',
            method: paying?.method ?? order.payment.method,
            challengeId: null,
            failureCode: null,
            failureMessage: null,
          },
        };
        if (Date.parse(order.rateLockedUntil) <= now && order.currency !== 'USD')
          next = repriced(next, rates.rates[order.currency], at);
        return withEvent(next, { type: 'payment_started', ...storedOrderEvent({ key: 'payment_started' }) }, at);
      });
      if (!stored) throw errors.notFound(m.error_no_such_order());
      if (claimed) {
        // Within the spending cap, counted with the organization's row locked and every other
        // claim in flight: of two payments at once that only fit one after the other, one passes.
        // Refused, the transaction undoes the claim: nothing is charged.
        await deps.spendingCap?.enforce(
          tx,
          organizationId,
          { amount: netOfQuote(stored), currency: stored.currency, rate: stored.rate },
          { orderId },
        );
        await scheduleSettle(tx, stored);
        outcome = { kind: 'claimed', order: stored };
      }
    });
    const result = outcome as Claim | { kind: 'displace'; order: OrderRecord } | undefined;
    if (!result) throw inProgressError();
    if (result.kind !== 'displace') return result;
    await deps.recovery.settle(result.order, { displacing: true });
  }
  throw inProgressError();
}

/** The order's USD amounts at today's rate, said in its timeline (the 30-minute lock had run out). */
function repriced(order: OrderRecord, rate: number, now: Date): OrderRecord {
  const figures = reconvert(order, rate, order.vat.rateBp);
  const said = storedOrderEvent({
    key: 'rate_lock_ended',
    currency: order.currency,
    rate,
    from: order.total,
    to: figures.total,
  });
  return withEvent(order, { type: 'repriced', ...said }, now, {
    ...figures,
    ...(hasCreditAllowance(order)
      ? { creditsApplied: -(figures.discounts.find((d) => d.kind === 'credit')?.amount ?? 0) }
      : (({ creditsApplied, creditsAppliedUsdCents, amountDue }) => ({
          creditsApplied,
          creditsAppliedUsdCents,
          amountDue,
        }))(payFromBalance({ ...order, ...figures }, order.creditsApplied ?? 0))),
    rate,
    rateLockedUntil: new Date(now.getTime() + RATE_LOCK_MINUTES * MS_PER_MINUTE).toISOString(),
  });
}
