import { randomUUID } from 'node:crypto';
import type { BillingNotices } from '../billing/billing-notices.ts';
import { balancePaidEntry, drawableFromBalance } from '../billing/balance-ledger.ts';
import { amountToCharge } from '../billing/credit-application.ts';
import { creditsUsedMeanwhile } from '../orders/order-credits.ts';
import type { ClusterRecord, ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { specOf } from '../clusters/provisioning.service.ts';
import { AppError, errors, isAppError } from '../http/app-error.ts';
import { invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import { fullRefundKey, type PaymentProvider, type SucceededCharge } from '../payments/payment-provider.ts';
import type { Repositories } from '../store/repositories.ts';
import { buildChangeInvoice } from './change-documents.ts';
import type {
  ClusterSubscriptionRecord,
  PendingChange,
} from '../../shared/subscriptions/cluster-subscriptions.schemas.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';
import { storedSubscriptionEvent } from './subscription-event-text.ts';
import { configurationOf } from '../../shared/document-cause.ts';
import { netOfQuote, type SpendingCapGuard } from '../billing/spending-cap.service.ts';

/** How long a change holds its cluster's subscription while the provider answers (a 3-D Secure wait: until the challenge expires). */
export const CHANGE_CLAIM_MS = MS_PER_MINUTE;
/** The job that settles a change's charge once its claim ends (queued with the claim). */
export const SETTLE_CHANGE_JOB = 'subscriptions.settle-change';

const INVOICE_PREFIX = 'change-';
const SEPARATOR = '~';

/** The id of a change's invoice (also its charge's idempotency key): it names the subscription, so a charge leads back to it. */
export const changeInvoiceId = (subscriptionId: string, claimId: string) =>
  `${INVOICE_PREFIX}${subscriptionId}${SEPARATOR}${claimId}`;

/** The subscription a change invoice id names, or null for any other id. */
export function subscriptionOfChangeInvoice(invoiceId: string): string | null {
  if (!invoiceId.startsWith(INVOICE_PREFIX)) return null;
  const at = invoiceId.lastIndexOf(SEPARATOR);
  return at > INVOICE_PREFIX.length ? invoiceId.slice(INVOICE_PREFIX.length, at) : null;
}

/** Puts a change in effect inside the transaction that records its billing (the cluster's update operation). */
export type ChangeApplier = (
  tx: Repositories,
  change: { organizationId: string; clusterId: string; target: ClusterSpec; actorId: string | null },
) => Promise<ClusterRecord>;

/** What a raise answers: in effect, or waiting for the customer's 3-D Secure confirmation. */
export type ChangeOutcome =
  | { kind: 'applied'; cluster: ClusterRecord }
  | {
      kind: 'requires_action';
      cluster: ClusterRecord;
      challenge: { id: string; expiresAt: string };
      amount: number;
      currency: string;
    };

type Deps = {
  repositories: Repositories;
  provider: PaymentProvider;
  notices: BillingNotices;
  /** The monthly spending cap: a raise that would pass it is refused when claimed (402, nothing changed). */
  spendingCap?: SpendingCapGuard;
  now: () => number;
};

type SettlePayload = { subscriptionId: string; claimId: string };

export const changeBusy = () =>
  new AppError(409, 'change_in_progress', m.error_another_change_cluster_being_charged_try());
const voided = () => new AppError(409, 'change_in_progress', m.error_cluster_changed_while_change_was_being());

/**
 * The charge of a raise, which survives a crash and a 3-D Secure wait. The claim on the
 * subscription records the change (its target, the amounts, the invoice id that is also the
 * charge's idempotency key) before the provider is asked, and a settle job is queued for the
 * claim's end in the same transaction. Whoever learns the charge succeeded finishes the change
 * once (the subscription's claim is the condition): the request, the customer's confirmation,
 * the job, the reconciliation sweep. A charge for a change that can no longer apply is refunded.
 */
export class ClusterChangeCharges {
  #deps: Deps;
  #apply: ChangeApplier | undefined;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Connects the clusters (wired after billing): how a change is put in effect. */
  useApplier(apply: ChangeApplier): void {
    this.#apply = apply;
  }

  /**
   * Claims the subscription with the change recorded; 409 when another change holds it, 402
   * `spending_cap_reached` when its charge would bring the month past the spending cap (checked
   * in the claim's transaction, the organization's row locked: two raises at once take turns).
   */
  async claim(
    subscription: ClusterSubscriptionRecord,
    pending: Omit<PendingChange, 'invoiceId' | 'challenge'>,
  ): Promise<{ claimId: string; pending: PendingChange }> {
    const claimId = randomUUID();
    const record: PendingChange = { ...pending, invoiceId: changeInvoiceId(subscription.id, claimId), challenge: null };
    const until = new Date(this.#deps.now() + CHANGE_CLAIM_MS).toISOString();
    const claimed = await this.#deps.repositories.transaction(async (tx) => {
      const updated = await tx.clusterSubscriptions.update(subscription.id, (current) => {
        if (current.changeClaim && Date.parse(current.changeClaim.until) > this.#deps.now()) return undefined;
        if (current.changeClaim?.pending) return undefined; // an ended attempt is settled first (settle below)
        if (
          JSON.stringify(current.chargedSpec) !== JSON.stringify(subscription.chargedSpec) ||
          current.periodEnd !== subscription.periodEnd
        )
          return undefined;
        return { ...current, changeClaim: { id: claimId, until, pending: record } };
      });
      if (updated?.changeClaim?.id !== claimId) return false;
      await this.#deps.spendingCap?.enforce(
        tx,
        subscription.organizationId,
        { amount: netOfQuote(pending.priced), currency: pending.priced.currency, rate: pending.priced.rate },
        { subscriptionId: subscription.id },
      );
      await this.#schedule(tx, subscription.id, claimId, until);
      return true;
    });
    if (!claimed) throw changeBusy();
    return { claimId, pending: record };
  }

  /** Charges a claimed change and finishes it, or records the 3-D Secure step it waits for. */
  async charge(
    subscription: ClusterSubscriptionRecord,
    claimId: string,
    pending: PendingChange,
    source: { kind: 'card' | 'sepa_debit'; token: string },
    description: string,
  ): Promise<ChangeOutcome> {
    const { provider } = this.#deps;
    let result;
    try {
      result = await provider.charge({
        amount: amountToCharge(pending.priced),
        currency: pending.priced.currency,
        source,
        idempotencyKey: pending.invoiceId,
        description,
        reference: { kind: 'invoice', id: pending.invoiceId },
      });
    } catch (error) {
      // Refused before charging (the method is gone): nothing was taken.
      if (isAppError(error)) await this.#release(subscription.id, claimId);
      // Otherwise the provider may have charged: the settle job asks it at the claim's end.
      throw error;
    }
    if (result.status === 'declined') {
      await this.#release(subscription.id, claimId);
      throw new AppError(
        402,
        result.code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined',
        m.error_declined_nothing_changed({ reason: result.message }),
      );
    }
    if (result.status === 'requires_action') {
      const challenge = { id: result.challengeId, expiresAt: result.expiresAt };
      await this.#awaitChallenge(subscription.id, claimId, challenge);
      const cluster = await this.#deps.repositories.clusters.findAny(subscription.clusterId);
      if (!cluster) throw errors.notFound(m.error_no_such_cluster());
      return {
        kind: 'requires_action',
        cluster,
        challenge,
        amount: amountToCharge(pending.priced),
        currency: pending.priced.currency,
      };
    }
    return {
      kind: 'applied',
      cluster: await this.finish(subscription.id, claimId, {
        chargeId: result.chargeId,
        amount: amountToCharge(pending.priced),
      }),
    };
  }

  /**
   * Puts the claimed change in effect with its invoice, once. Answers the cluster; a change that
   * can no longer apply (the claim lost, the period renewed, the cluster not running) has its
   * charge refunded and the claim released, and throws.
   */
  async finish(
    subscriptionId: string,
    claimId: string,
    charge: { chargeId: string; amount: number } | null,
  ): Promise<ClusterRecord> {
    const { repositories } = this.#deps;
    const apply = this.#apply;
    if (!apply) throw new Error('No cluster applier is connected to the change charges.');
    const at = new Date(this.#deps.now());
    try {
      return await repositories.transaction(async (tx) => {
        const subscription = await tx.clusterSubscriptions.findAny(subscriptionId);
        const pending = subscription?.changeClaim?.id === claimId ? subscription.changeClaim.pending : undefined;
        const invoiceId = pending?.invoiceId ?? changeInvoiceId(subscriptionId, claimId);
        // Finished already (by the request, the confirmation, the job or the sweep): its answer stands.
        if (await tx.invoices.findAny(invoiceId))
          return mustCluster(await tx.clusters.findAny(subscription?.clusterId ?? subscriptionId));
        if (!subscription || !pending || subscription.periodEnd !== pending.periodEnd) throw voided();
        const organization = await tx.organizations.findById(subscription.organizationId);
        if (!organization) throw errors.notFound(m.error_no_such_organization());
        const said = storedSubscriptionEvent({
          key: 'raise_charged',
          remaining: pending.remainingDays,
          period: pending.periodDays,
        });
        await tx.clusterSubscriptions.update(subscriptionId, (current) =>
          current.changeClaim?.id !== claimId
            ? undefined
            : {
                ...current,
                chargedSpec: specOf(pending.target),
                periodPriceUsdCents: pending.newPeriodUsdCents,
                changeClaim: null,
                events: [...current.events, { at: at.toISOString(), type: 'changed', ...said }],
                updatedAt: at.toISOString(),
              },
        );
        const cluster = await apply(tx, {
          organizationId: subscription.organizationId,
          clusterId: subscription.clusterId,
          target: pending.target,
          actorId: pending.actorId,
        });
        await this.#invoice(tx, organization, subscription, pending, at);
        return cluster;
      });
    } catch (error) {
      // The money taken for a change that did not apply goes back at once.
      if (charge)
        await this.#deps.provider
          .refund({ ...charge, idempotencyKey: fullRefundKey(charge.chargeId) })
          .catch(() => undefined);
      await this.#release(subscriptionId, claimId);
      throw error;
    }
  }

  /** The customer's answer on the 3-D Secure screen of a change: approved, it applies; failed, nothing changes (402). */
  async confirm(
    subscription: ClusterSubscriptionRecord,
    challengeId: string,
    outcome: 'approve' | 'fail',
  ): Promise<ClusterRecord> {
    const claim = subscription.changeClaim;
    if (!claim?.pending?.challenge || claim.pending.challenge.id !== challengeId)
      throw errors.conflict(m.error_cluster_has_no_change_waiting_3_2());
    const result = await this.#deps.provider.completeChallenge(challengeId, outcome);
    if (result.status !== 'succeeded') {
      await this.#release(subscription.id, claim.id);
      throw new AppError(402, 'authentication_failed', m.error_3_d_secure_check_failed_you());
    }
    return this.finish(subscription.id, claim.id, {
      chargeId: result.chargeId,
      amount: amountToCharge(claim.pending.priced),
    });
  }

  /**
   * The customer gives up a change waiting for 3-D Secure: the payment is voided at the provider
   * (it can no longer be approved) and the claim released, nothing charged or changed, so a new
   * change can go ahead at once. 409 when no change waits, or when the bank's approval came first.
   */
  async cancel(subscription: ClusterSubscriptionRecord): Promise<void> {
    const claim = subscription.changeClaim;
    if (!claim?.pending?.challenge) throw errors.conflict(m.error_cluster_has_no_change_waiting_3());
    const result = await this.#deps.provider.cancelChallenge(claim.pending.challenge.id);
    if (result.status === 'succeeded') throw errors.conflict(m.error_bank_already_confirmed_change_being_applied());
    await this.#release(subscription.id, claim.id);
  }

  /**
   * Settles the change whose claim ended without news (the request died, or the challenge was
   * left unanswered) from the provider's answer: charged → finished (or refunded when it can no
   * longer apply); declined, never received or refunded → released, nothing changed; still
   * waiting for 3-D Secure → looked at again when the challenge expires.
   */
  async settle(subscriptionId: string): Promise<void> {
    const subscription = await this.#deps.repositories.clusterSubscriptions.findAny(subscriptionId);
    const claim = subscription?.changeClaim;
    if (!claim?.pending || Date.parse(claim.until) > this.#deps.now()) return;
    const outcome = await this.#deps.provider.lookup(claim.pending.invoiceId);
    if (outcome.status === 'requires_action')
      return this.#awaitChallenge(subscriptionId, claim.id, { id: outcome.challengeId, expiresAt: outcome.expiresAt });
    if (outcome.status !== 'succeeded' || outcome.refunded) return this.#release(subscriptionId, claim.id);
    await this.finish(subscriptionId, claim.id, {
      chargeId: outcome.chargeId,
      amount: amountToCharge(claim.pending.priced),
    }).catch((error: unknown) => {
      if (!isAppError(error)) throw error;
    });
  }

  /**
   * Whether a change charge the provider took is held by its change (the reconciliation sweep):
   * a change left pending after a crash is settled first; `held` false means nothing holds it.
   */
  async holds(charge: SucceededCharge): Promise<{ held: boolean; organizationId: string | null }> {
    const invoiceId = charge.reference?.id ?? '';
    const subscriptionId = subscriptionOfChangeInvoice(invoiceId);
    const subscription = subscriptionId
      ? await this.#deps.repositories.clusterSubscriptions.findAny(subscriptionId)
      : undefined;
    if (!subscription) return { held: false, organizationId: null };
    if (subscription.changeClaim?.pending?.invoiceId === invoiceId) await this.settle(subscription.id);
    return {
      held: Boolean(await this.#deps.repositories.invoices.findAny(invoiceId)),
      organizationId: subscription.organizationId,
    };
  }

  /** The settle job of one claim: settles it once it ended, or looks again at its new end. */
  jobHandler(): JobHandler {
    return async (payload) => {
      const { subscriptionId, claimId } = payload as SettlePayload;
      const subscription = await this.#deps.repositories.clusterSubscriptions.findAny(subscriptionId);
      const claim = subscription?.changeClaim;
      if (!claim?.pending || claim.id !== claimId) return undefined;
      if (Date.parse(claim.until) > this.#deps.now())
        await this.#schedule(this.#deps.repositories, subscriptionId, claimId, claim.until);
      else await this.settle(subscriptionId);
      return undefined;
    };
  }

  async #invoice(
    tx: Repositories,
    organization: OrganizationRecord,
    subscription: ClusterSubscriptionRecord,
    pending: PendingChange,
    at: Date,
  ): Promise<void> {
    const year = at.getUTCFullYear();
    // The part the credits balance pays is still there (the organization's row locked): else the
    // change does not apply and its charge goes back (finish), as an order's would.
    const fromBalance = pending.creditApplied;
    if ((await drawableFromBalance(tx, organization.id, fromBalance)) < fromBalance) throw creditsUsedMeanwhile(null);
    const number = invoiceNumber('INV', year, await tx.counters.next(sequenceName('INV', year)));
    // A change claimed by the older rule drew its credits as an allowance (no amount due kept).
    const balance = pending.priced.amountDue === undefined ? 0 : fromBalance;
    const invoice = buildChangeInvoice({
      id: pending.invoiceId,
      number,
      organization,
      priced: pending.priced,
      issuedAt: at,
      periodEnd: new Date(subscription.periodEnd),
      subscriptionId: subscription.id,
      paymentMethod: pending.paymentMethod,
      change: {
        cluster: subscription.clusterName,
        from: configurationOf(subscription.chargedSpec),
        to: configurationOf(pending.target),
      },
      balancePaid: balance,
    });
    await tx.invoices.create(invoice);
    if (fromBalance > 0)
      await tx.credits.add({
        ...balancePaidEntry(invoice, fromBalance, at),
        amountUsdCents: -pending.creditAppliedUsdCents,
      });
    await this.#deps.notices.invoiceEvent(tx, invoice, 'paid');
  }

  /** Records the 3-D Secure step: the claim holds until the challenge expires, then the job settles it. */
  async #awaitChallenge(
    subscriptionId: string,
    claimId: string,
    challenge: { id: string; expiresAt: string },
  ): Promise<void> {
    await this.#deps.repositories.transaction(async (tx) => {
      const waiting = await tx.clusterSubscriptions.update(subscriptionId, (current) => {
        const claim = current.changeClaim;
        if (claim?.id !== claimId || !claim.pending) return undefined;
        return {
          ...current,
          changeClaim: { ...claim, until: challenge.expiresAt, pending: { ...claim.pending, challenge } },
        };
      });
      if (waiting?.changeClaim?.id === claimId) await this.#schedule(tx, subscriptionId, claimId, challenge.expiresAt);
    });
  }

  async #release(subscriptionId: string, claimId: string): Promise<void> {
    await this.#deps.repositories.clusterSubscriptions.update(subscriptionId, (current) =>
      current.changeClaim?.id === claimId ? { ...current, changeClaim: null } : undefined,
    );
  }

  async #schedule(tx: Repositories, subscriptionId: string, claimId: string, until: string): Promise<void> {
    await tx.jobs.enqueue({
      kind: SETTLE_CHANGE_JOB,
      id: `${SETTLE_CHANGE_JOB}:${claimId}:${until}`,
      payload: { subscriptionId, claimId } satisfies SettlePayload,
      runAt: new Date(Date.parse(until) + 1_000),
      maxAttempts: 10,
    });
  }
}

function mustCluster(cluster: ClusterRecord | undefined): ClusterRecord {
  if (!cluster) throw errors.notFound(m.error_no_such_cluster());
  return cluster;
}
