import { SYSTEM_META, type AuditService } from '../audit/audit.service.ts';
import { isAppError } from '../http/app-error.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import { describeOrderPayment } from '../payments/payment-methods.service.ts';
import type { PaymentProvider, SucceededCharge } from '../payments/payment-provider.ts';
import type { Repositories } from '../store/repositories.ts';
import { withEvent } from './order-view.ts';
import { storedFailure, storedOrderEvent } from './order-event-text.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import { formatMinorUnits } from '../../shared/money.ts';
import { MS_PER_MINUTE, MS_PER_HOUR, MS_PER_DAY } from '../../shared/time.ts';

/**
 * How long a payment attempt belongs to the request that made it without news: the request
 * renews it every third of it while it waits for the provider, so only a dead (or frozen)
 * request lets it run out. Then the recovery settles the attempt from the provider's answer.
 */
export const PAYMENT_LEASE_MS = 15_000;
/** The job that settles one attempt once its lease ends (queued with the claim). */
export const SETTLE_JOB = 'payment.settle';
/** The sweep: every attempt whose lease ended, then every charge the provider took without a paid order. */
export const RECONCILE_JOB = 'payment.reconcile';
/** Audit action of a charge refunded because no paid order holds it (the officers' list). */
export const UNMATCHED_CHARGE_ACTION = 'payment.unmatched_charge_refunded';

/** A charge is looked at only once every request that could still record it is long over. */
const RECONCILE_DELAY_MS = 10 * MS_PER_MINUTE;
/** The first sweep looks this far back; later ones start where the previous one ended. */
const FIRST_LOOKBACK_MS = 7 * MS_PER_DAY;
/** Instances' clocks and commits overlap a little: each sweep looks again at the hour before its watermark. */
const OVERLAP_MS = MS_PER_HOUR;
const WATERMARK = 'payments.reconciled-until';

type Deps = {
  repositories: Repositories;
  provider: PaymentProvider;
  settlement: PaymentSettlement;
  audit: Pick<AuditService, 'record'>;
  officers?: Pick<OfficerFeed, 'changed'>;
  now: () => number;
};

type SettlePayload = { orderId: string; attemptId: string };

/**
 * Whether a charge referencing an invoice (a cluster change's, a renewal's, a month-end one's) is
 * held by what it pays, once any attempt a crash left behind is finished (billing wires it).
 */
export type InvoiceChargeMatcher = (
  charge: SucceededCharge,
) => Promise<{ held: boolean; organizationId: string | null }>;

const inProgress = (order: OrderRecord) =>
  order.status === 'pending_payment' &&
  (order.payment.state === 'processing' || order.payment.state === 'requires_action');

/** Queues the settling of an attempt at its lease's end, in the transaction that claims or extends it. */
export async function scheduleSettle(
  tx: Repositories,
  order: Pick<OrderRecord, 'id' | 'paymentAttemptId' | 'paymentLeaseUntil'>,
): Promise<void> {
  if (!order.paymentAttemptId || !order.paymentLeaseUntil) return;
  await tx.jobs.enqueue({
    kind: SETTLE_JOB,
    id: `${SETTLE_JOB}:${order.paymentAttemptId}:${order.paymentLeaseUntil}`,
    payload: { orderId: order.id, attemptId: order.paymentAttemptId } satisfies SettlePayload,
    runAt: new Date(Date.parse(order.paymentLeaseUntil) + 1_000),
    maxAttempts: 10,
  });
}

/**
 * Ends the payment attempts a crash left behind, from the provider's answer, exactly as the
 * request would have: paid (invoice, fulfilment, notifications, PARIS) or released (the order
 * payable again, nothing kept). And gives back any charge the provider took that no paid order
 * holds, whatever the cause, telling officers.
 */
export class PaymentRecovery {
  #deps: Deps;
  #invoiceCharges: InvoiceChargeMatcher | undefined;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Connects the billing of invoices (wired after commerce): their charges are reconciled too. */
  matchInvoiceCharges(matcher: InvoiceChargeMatcher): void {
    this.#invoiceCharges = matcher;
  }

  /**
   * Settles the attempt holding `order` from the provider's answer. `displacing`: a new payment
   * of the customer replaces it, so a 3-D Secure challenge still open is abandoned rather than
   * waited for (its charge, if the bank confirms it later, is refunded by the sweep).
   */
  async settle(order: OrderRecord, options: { displacing?: boolean } = {}): Promise<void> {
    const attemptId = order.paymentAttemptId;
    if (!attemptId || !inProgress(order)) return;
    const { provider, settlement } = this.#deps;
    const outcome = await provider.lookup(attemptId);
    switch (outcome.status) {
      case 'succeeded': {
        if (outcome.refunded) return settlement.release(order.id, attemptId, 'refunded', storedFailure('refunded'));
        const method = order.payment.method;
        // A claim of an older release recorded no method: the invoice then says what is known.
        const description = order.paymentDescription ?? (method ? describeOrderPayment(method) : 'Payment by card');
        const charged = { chargeId: outcome.chargeId, method, description };
        // A refusal (PARIS taken meanwhile) has refunded and released inside markPaid: nothing left to do.
        await settlement.markPaid(order, attemptId, charged).catch((error: unknown) => {
          if (!isAppError(error)) throw error;
        });
        return;
      }
      case 'declined':
        return settlement.release(order.id, attemptId, outcome.code, outcome.message);
      case 'none':
        return settlement.release(order.id, attemptId, 'payment_interrupted', storedFailure('payment_interrupted'));
      case 'requires_action':
        if (options.displacing) {
          return settlement.release(
            order.id,
            attemptId,
            'authentication_abandoned',
            storedFailure('authentication_abandoned'),
          );
        }
        return this.#awaitChallenge(order.id, attemptId, outcome.challengeId, outcome.expiresAt);
    }
  }

  /**
   * Voids the 3-D Secure challenge `order` waits for (the order is being cancelled): it can no
   * longer be approved or charged. True when the bank had approved it first: the attempt is then
   * settled as paid (or refunded and released when it can no longer be).
   */
  async voidChallenge(order: OrderRecord): Promise<boolean> {
    const challengeId = order.payment.challengeId;
    if (!challengeId || order.payment.state !== 'requires_action') return false;
    const result = await this.#deps.provider.cancelChallenge(challengeId);
    if (result.status !== 'succeeded') return false;
    await this.settle(order);
    return true;
  }

  /** The job of one attempt: settles it if its lease ended, or looks again at the new end. */
  settleJobHandler(): JobHandler {
    return async (payload) => {
      const { orderId, attemptId } = payload as SettlePayload;
      const order = await this.#deps.repositories.orders.findAny(orderId);
      if (!order || order.paymentAttemptId !== attemptId || !inProgress(order)) return undefined;
      if (Date.parse(order.paymentLeaseUntil ?? order.updatedAt) > this.#deps.now())
        await scheduleSettle(this.#deps.repositories, order);
      else await this.settle(order);
      return undefined;
    };
  }

  /** The sweep's job: attempts whose lease ended (missed jobs, older releases), then unmatched charges. */
  reconcileJobHandler(): JobHandler {
    return async () => {
      await this.settleDue();
      await this.reconcileCharges();
      return undefined;
    };
  }

  /** Settles every attempt whose lease has ended; returns how many were looked at. */
  async settleDue(): Promise<number> {
    const due = await this.#deps.repositories.orders.listPaymentLeaseEndedBefore(
      new Date(this.#deps.now()).toISOString(),
      200,
    );
    for (const order of due) {
      await this.settle(order).catch((error: Error) =>
        console.warn(`Could not settle the payment of order ${order.number}:`, error.message),
      );
    }
    return due.length;
  }

  /**
   * Every charge the provider took (since the last sweep, and at least a few minutes old) that
   * nothing holds is refunded and recorded for officers: an order's charge without its paid
   * order, an invoice's (a cluster change, a renewal) without its paid invoice. An attempt a crash
   * left behind is finished first from the provider's answer. Returns how many were refunded.
   */
  async reconcileCharges(): Promise<number> {
    const { repositories, provider } = this.#deps;
    const now = this.#deps.now();
    const to = now - RECONCILE_DELAY_MS;
    const from = ((await repositories.counters.read(WATERMARK)) ?? now - FIRST_LOOKBACK_MS) - OVERLAP_MS;
    if (from >= to) return 0;
    let refunded = 0;
    let cursor: string | undefined;
    do {
      const page = await provider.listSucceededCharges({
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        limit: 200,
        cursor,
      });
      for (const charge of page.charges) {
        if (charge.refunded || !charge.reference) continue;
        const unmatched =
          charge.reference.kind === 'order'
            ? await this.#reconcile(charge)
            : await this.#reconcileInvoiceCharge(charge);
        if (unmatched) refunded += 1;
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    await repositories.counters.raise(WATERMARK, to);
    return refunded;
  }

  /** True when the charge had no paid order and was refunded. */
  async #reconcile(charge: SucceededCharge): Promise<boolean> {
    const { repositories } = this.#deps;
    const orderId = charge.reference?.id ?? '';
    let order = await repositories.orders.findAny(orderId);
    if (order && order.paymentAttemptId === charge.idempotencyKey && inProgress(order)) {
      await this.settle(order);
      order = await repositories.orders.findAny(orderId);
    }
    if (order?.payment.chargeId === charge.chargeId && order.invoiceId) return false;
    const amount = formatMinorUnits(charge.amount, charge.currency);
    // Recorded first with a fixed id, then refunded: a crash in between repeats both, once each.
    await this.#deps.audit.record(SYSTEM_META, {
      id: `unmatched-${charge.chargeId}`,
      action: UNMATCHED_CHARGE_ACTION,
      result: 'success',
      organizationId: order?.organizationId ?? null,
      targetType: 'order',
      targetId: orderId || null,
      detail: `${amount} charged (${charge.chargeId}) for ${order ? `order ${order.number}` : 'an unknown order'} without a paid order: refunded in full.`,
    });
    await this.#deps.settlement.refundCharge(charge.chargeId, charge.amount);
    this.#deps.officers?.changed('payments');
    return true;
  }

  /** True when nothing holds the invoice's charge and it was refunded (without a matcher wired, invoices are not looked at). */
  async #reconcileInvoiceCharge(charge: SucceededCharge): Promise<boolean> {
    if (!this.#invoiceCharges) return false;
    const { held, organizationId } = await this.#invoiceCharges(charge);
    if (held) return false;
    const invoiceId = charge.reference?.id ?? '';
    const invoice = await this.#deps.repositories.invoices.findAny(invoiceId);
    await this.#deps.audit.record(SYSTEM_META, {
      id: `unmatched-${charge.chargeId}`,
      action: UNMATCHED_CHARGE_ACTION,
      result: 'success',
      organizationId,
      targetType: 'invoice',
      targetId: invoiceId || null,
      detail: `${formatMinorUnits(charge.amount, charge.currency)} charged (${charge.chargeId}) for ${invoice ? `invoice ${invoice.number}` : 'an invoice never issued'} that does not hold it: refunded in full.`,
    });
    await this.#deps.settlement.refundCharge(charge.chargeId, charge.amount);
    this.#deps.officers?.changed('payments');
    return true;
  }

  /** The provider waits for the customer's 3-D Secure answer: the order says so until the challenge expires. */
  async #awaitChallenge(orderId: string, attemptId: string, challengeId: string, expiresAt: string): Promise<void> {
    await this.#deps.repositories.transaction(async (tx) => {
      const waiting = await tx.orders.update(orderId, (current) => {
        if (current.paymentAttemptId !== attemptId || !inProgress(current)) return undefined;
        const recorded = {
          ...current,
          paymentLeaseUntil: expiresAt,
          payment: { ...current.payment, state: 'requires_action' as const, challengeId },
        };
        return current.payment.state === 'requires_action'
          ? recorded
          : withEvent(
              recorded,
              { type: 'requires_action', ...storedOrderEvent({ key: 'requires_action' }) },
              new Date(this.#deps.now()),
            );
      });
      if (waiting?.paymentAttemptId === attemptId) await scheduleSettle(tx, waiting);
    });
  }
}
