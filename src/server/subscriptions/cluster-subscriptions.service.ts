import { randomUUID } from 'node:crypto';
import type { BillingNotices } from '../billing/billing-notices.ts';
import { payFromBalance } from '../billing/credit-application.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { ClusterRecord, ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { specOf } from '../clusters/provisioning.service.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import { describeMethod } from '../payments/payment-methods.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { addBillingPeriods } from '../billing/billing-period.ts';
import type { Repositories } from '../store/repositories.ts';
import { cappedAt, creditedEvent, issueProrationCredit, paidForPeriod } from './proration-credit.ts';
import type { CreditReason } from '../../shared/billing/credits.schemas.ts';
import type { DocumentCause } from '../../shared/invoices/invoices.schemas.ts';
import { configurationOf } from '../../shared/document-cause.ts';
import type {
  ClusterSubscription,
  ClusterSubscriptionRecord,
} from '../../shared/subscriptions/cluster-subscriptions.schemas.ts';
import { historyForReader, storedSubscriptionEvent } from './subscription-event-text.ts';
import { periodPriceUsdCents, prorate, type Proration } from './proration.ts';
import type { ChangeQuote } from '../../shared/subscriptions/change-quote.schemas.ts';
import { changeBusy, ClusterChangeCharges, type ChangeApplier, type ChangeOutcome } from './cluster-change-charges.ts';
import { m } from '../../shared/i18n/messages.ts';
import { netOfQuote, type SpendingCapGuard } from '../billing/spending-cap.service.ts';

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  provider: PaymentProvider;
  notices: BillingNotices;
  /** The monthly spending cap a raise must stay within (checked when its charge is claimed). */
  spendingCap?: SpendingCapGuard;
  now?: () => number;
};

/**
 * Cluster subscriptions, charged in advance per period: a paid cluster order starts one (its period,
 * currency and rate from the order); a change raising the period's price is charged at once,
 * before it takes effect, and one lowering it is credited (a credit note to the credits balance);
 * deleting the cluster ends it, its unused days credited. Preview and charge are one computation
 * (proration.ts). Renewals are in cluster-renewals.ts.
 */
export class ClusterSubscriptions {
  #deps: Deps;
  #now: () => number;
  #apply: ChangeApplier | undefined;
  /** The charges of raises: claimed with their intent, finished once (after 3-D Secure or a crash too). */
  readonly charges: ClusterChangeCharges;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.charges = new ClusterChangeCharges({
      repositories: deps.repositories,
      provider: deps.provider,
      notices: deps.notices,
      spendingCap: deps.spendingCap,
      now: this.#now,
    });
  }

  /** Connects the clusters (wired after billing): how a change is put in effect. */
  useApplier(apply: ChangeApplier): void {
    this.#apply = apply;
    this.charges.useApplier(apply);
  }

  #applier(): ChangeApplier {
    if (!this.#apply) throw new Error('No cluster applier is connected to the subscriptions.');
    return this.#apply;
  }

  /** Starts the subscription of a cluster created by a paid order, in the caller's transaction. */
  async activate(tx: Repositories, order: OrderRecord, cluster: ClusterRecord): Promise<void> {
    if (!order.cluster) return;
    const catalog = await this.#deps.catalog.snapshot();
    const at = new Date(this.#now()).toISOString();
    const start = order.paidAt ?? at;
    const periodEnd = addBillingPeriods(new Date(start), order.billingCycle, 1).toISOString();
    await tx.clusterSubscriptions.create({
      id: cluster.id,
      organizationId: order.organizationId,
      clusterId: cluster.id,
      clusterName: cluster.name,
      orderId: order.id,
      billingCycle: order.billingCycle,
      currency: order.currency,
      rate: order.currency === 'USD' ? 1 : order.rate,
      state: 'active',
      periodStart: start,
      periodEnd,
      periodAnchor: start,
      chargedSpec: specOf(order.cluster),
      periodPriceUsdCents: periodPriceUsdCents(order.cluster, catalog, order.billingCycle),
      invoiceId: order.invoiceId,
      events: [
        {
          at,
          type: 'activated',
          ...storedSubscriptionEvent({
            key: 'cluster_activated',
            until: periodEnd.slice(0, 10),
            order: order.number,
            cycle: order.billingCycle,
          }),
        },
      ],
      createdAt: at,
      updatedAt: at,
      changeClaim: null,
    });
  }

  /**
   * An add-on bought by order (its days left in the period paid by that order) joins the
   * configuration paid for, in the transaction that installs it: each renewal charges it.
   */
  async includeAddon(tx: Repositories, clusterId: string, addonId: string): Promise<void> {
    const catalog = await this.#deps.catalog.snapshot();
    const at = new Date(this.#now()).toISOString();
    await tx.clusterSubscriptions.update(clusterId, (current) => {
      if (current.state !== 'active' || current.chargedSpec.addonIds.includes(addonId)) return undefined;
      const chargedSpec = { ...current.chargedSpec, addonIds: [...current.chargedSpec.addonIds, addonId] };
      const event = {
        at,
        type: 'changed' as const,
        ...storedSubscriptionEvent({ key: 'addon_added', addon: addonId, until: current.periodEnd.slice(0, 10) }),
      };
      return {
        ...current,
        chargedSpec,
        periodPriceUsdCents: periodPriceUsdCents(chargedSpec, catalog, current.billingCycle),
        events: [...current.events, event],
        updatedAt: at,
      };
    });
  }

  /** The subscription of one of the organization's clusters (404 for another's or an unbilled one), its history in the reader's language. */
  async get(organizationId: string, clusterId: string): Promise<ClusterSubscription> {
    const record = await this.#deps.repositories.clusterSubscriptions.find(organizationId, clusterId);
    if (!record) throw errors.notFound(m.error_cluster_has_no_subscription());
    const { organizationId: _o, changeClaim: claim, ...view } = record;
    const pending = claim?.pending;
    // A live claim holds the cluster (409 change_in_progress): said with its end, whether it waits
    // for 3-D Secure or is being charged (perhaps by a request that died, settled after `until`).
    const live = claim && pending && Date.parse(claim.until) > this.#now();
    const pendingChange = live
      ? {
          status: pending.challenge ? ('requires_action' as const) : ('processing' as const),
          challenge: pending.challenge,
          until: claim.until,
          amount: pending.priced.total,
          currency: pending.priced.currency,
          target: pending.target,
        }
      : null;
    return { ...view, events: historyForReader(view.events), pendingChange };
  }

  /** What a change would charge or credit now: the same figures `change` charges. */
  async quote(cluster: ClusterRecord, target: ClusterSpec): Promise<ChangeQuote | undefined> {
    const subscription = await this.#deps.repositories.clusterSubscriptions.find(cluster.organizationId, cluster.id);
    if (!subscription || subscription.state !== 'active') return undefined;
    const { proration, organization } = await this.#prorate(subscription, subscription.chargedSpec, target);
    const balance = await this.#balance(organization, proration);
    const quote = this.#quoteOf(subscription, proration, balance);
    if (quote.direction !== 'charge' || !this.#deps.spendingCap) return quote;
    // The same check the claim makes, so the dialog says before confirming what it would refuse.
    const priced = payFromBalance(proration.quote, balance);
    const over = await this.#deps.spendingCap.overCap(
      this.#deps.repositories,
      cluster.organizationId,
      { amount: netOfQuote(priced), currency: priced.currency, rate: priced.rate },
      { subscriptionId: subscription.id },
    );
    if (!over) return quote;
    const { currency, ...standing } = over;
    return currency === quote.currency ? { ...quote, spendingCap: standing } : quote;
  }

  /**
   * What deleting the cluster now would credit: its unused days, at most what the period holds
   * (the same figures `endForDeletion` issues as a credit note). Undefined when it is not billed.
   */
  async quoteDeletion(cluster: ClusterRecord): Promise<ChangeQuote | undefined> {
    const { repositories } = this.#deps;
    const subscription = await repositories.clusterSubscriptions.find(cluster.organizationId, cluster.id);
    if (!subscription || subscription.state !== 'active') return undefined;
    const { proration } = await this.#prorate(subscription, subscription.chargedSpec, null);
    const periodInvoice = subscription.invoiceId
      ? await repositories.invoices.findAny(subscription.invoiceId)
      : undefined;
    const quote = this.#quoteOf(subscription, proration, 0);
    if (proration.direction !== 'credit' || periodInvoice?.paymentStatus === 'refunded')
      return { ...quote, direction: 'none', creditedNow: 0 };
    const capped = cappedAt(proration.quote, Math.max(0, await paidForPeriod(repositories, subscription)));
    if (capped.total <= 0) return { ...quote, direction: 'none', creditedNow: 0 };
    return {
      ...quote,
      subtotal: capped.subtotal,
      discount: capped.discount,
      tax: capped.tax,
      total: capped.total,
      creditedNow: capped.total,
    };
  }

  /**
   * Applies a change (`apply`, the cluster's update operation, in the transaction that records
   * its billing): an increase is charged first from the default method (402 and nothing changed
   * when it fails; 3-D Secure → the change waits for the customer's confirmation), a decrease
   * credited. One change of a cluster is charged at a time (409 `change_in_progress`).
   */
  async change(cluster: ClusterRecord, target: ClusterSpec, actorId: string | null): Promise<ChangeOutcome> {
    const { repositories } = this.#deps;
    const apply = this.#applier();
    let subscription = await repositories.clusterSubscriptions.find(cluster.organizationId, cluster.id);
    // An attempt whose claim ended without news (a crash, an abandoned 3-D Secure) is settled first.
    if (subscription?.changeClaim?.pending && Date.parse(subscription.changeClaim.until) <= this.#now()) {
      await this.charges.settle(subscription.id);
      subscription = await repositories.clusterSubscriptions.find(cluster.organizationId, cluster.id);
    }
    const change = { organizationId: cluster.organizationId, clusterId: cluster.id, target, actorId };
    if (!subscription || subscription.state !== 'active')
      return { kind: 'applied', cluster: await repositories.transaction((tx) => apply(tx, change)) };
    const { proration, organization } = await this.#prorate(subscription, subscription.chargedSpec, target);
    if (proration.direction !== 'charge')
      return {
        kind: 'applied',
        cluster: await this.#applyWithoutCharge(subscription, target, proration, organization, (tx) =>
          apply(tx, change),
        ),
      };
    // Taxed on its full price; the credits balance pays what it can, the default method the rest.
    const priced = payFromBalance(proration.quote, await this.#balance(organization, proration));
    const methods = priced.amountDue > 0 ? await repositories.paymentMethods.list(cluster.organizationId) : [];
    const method = methods.find((m) => m.isDefault) ?? methods[0];
    if (priced.amountDue > 0 && !method)
      throw new AppError(402, 'payment_method_required', m.error_add_payment_method_billing_first_change());
    const { claimId, pending } = await this.charges.claim(subscription, {
      target: specOf(target),
      actorId,
      periodEnd: subscription.periodEnd,
      pricedAt: new Date(this.#now()).toISOString(),
      priced,
      creditApplied: priced.creditsApplied,
      creditAppliedUsdCents: priced.creditsAppliedUsdCents,
      newPeriodUsdCents: proration.newPeriodUsdCents,
      remainingDays: proration.remainingDays,
      periodDays: proration.periodDays,
      paymentMethod:
        method && priced.amountDue > 0 ? describeMethod(method) : m.invoice_method_credits({}, { locale: 'en' }),
    });
    if (!method || priced.amountDue === 0)
      return { kind: 'applied', cluster: await this.charges.finish(subscription.id, claimId, null) };
    return this.charges.charge(
      subscription,
      claimId,
      pending,
      { kind: method.kind, token: method.providerToken },
      `Change of cluster ${cluster.name}`,
    );
  }

  /** The customer's 3-D Secure answer for a change of one of the organization's clusters. */
  async confirmChange(
    organizationId: string,
    clusterId: string,
    challengeId: string,
    outcome: 'approve' | 'fail',
  ): Promise<ClusterRecord> {
    const subscription = await this.#deps.repositories.clusterSubscriptions.find(organizationId, clusterId);
    if (!subscription) throw errors.notFound(m.error_cluster_has_no_subscription());
    return this.charges.confirm(subscription, challengeId, outcome);
  }

  /** Cancels the change of one of the organization's clusters waiting for 3-D Secure: nothing charged or changed. */
  async cancelChange(organizationId: string, clusterId: string): Promise<void> {
    const subscription = await this.#deps.repositories.clusterSubscriptions.find(organizationId, clusterId);
    if (!subscription) throw errors.conflict(m.error_cluster_has_no_change_waiting_3());
    await this.charges.cancel(subscription);
  }

  /**
   * Ends the subscription of a cluster being deleted, in the caller's transaction: its unused
   * days come back as a credit note whose amount before VAT goes to the credits balance.
   */
  async endForDeletion(tx: Repositories, cluster: ClusterRecord, at: Date): Promise<void> {
    const subscription = await tx.clusterSubscriptions.findAny(cluster.id);
    if (!subscription || subscription.state !== 'active') return;
    const periodInvoice = subscription.invoiceId ? await tx.invoices.findAny(subscription.invoiceId) : undefined;
    // An order refunded in full (its provisioning failed) has nothing left to credit.
    const refunded = periodInvoice?.paymentStatus === 'refunded';
    const { proration, organization } = await this.#prorate(subscription, subscription.chargedSpec, null, at.getTime());
    await tx.clusterSubscriptions.update(subscription.id, (current) =>
      current.state !== 'active'
        ? undefined
        : {
            ...current,
            state: 'ended',
            changeClaim: null,
            events: [
              ...current.events,
              { at: at.toISOString(), type: 'ended', ...storedSubscriptionEvent({ key: 'cluster_deleted' }) },
            ],
            updatedAt: at.toISOString(),
          },
    );
    if (!refunded && proration.direction === 'credit')
      await this.#credit(tx, subscription, proration, organization, at, {
        key: 'cluster_deleted',
        cluster: cluster.name,
      });
  }

  /** A change that charges nothing: applied, and credited when it lowers the period's price. */
  async #applyWithoutCharge<T>(
    subscription: ClusterSubscriptionRecord,
    target: ClusterSpec,
    proration: Proration,
    organization: OrganizationRecord,
    apply: (tx: Repositories) => Promise<T>,
  ): Promise<T> {
    return this.#deps.repositories.transaction(async (tx) => {
      const at = new Date(this.#now());
      let changed = false;
      await tx.clusterSubscriptions.update(subscription.id, (current) => {
        if (current.changeClaim && Date.parse(current.changeClaim.until) > at.getTime()) return undefined;
        if (
          JSON.stringify(current.chargedSpec) !== JSON.stringify(subscription.chargedSpec) ||
          current.periodEnd !== subscription.periodEnd
        )
          return undefined;
        changed = true;
        return {
          ...current,
          chargedSpec: specOf(target),
          periodPriceUsdCents: proration.newPeriodUsdCents,
          updatedAt: at.toISOString(),
        };
      });
      if (!changed) throw changeBusy();
      const applied = await apply(tx);
      if (proration.direction === 'credit')
        await this.#credit(
          tx,
          subscription,
          proration,
          organization,
          at,
          { key: 'cluster_lowered', cluster: subscription.clusterName },
          {
            kind: 'cluster_lowered',
            cluster: subscription.clusterName,
            from: configurationOf(subscription.chargedSpec),
            to: configurationOf(target),
          },
        );
      return applied;
    });
  }

  /** The credit note of a proration and its credits-ledger entry, e-mailed to the organization; `cause` says what changed. */
  async #credit(
    tx: Repositories,
    subscription: ClusterSubscriptionRecord,
    proration: Proration,
    organization: OrganizationRecord,
    at: Date,
    reason: CreditReason,
    cause?: DocumentCause,
  ): Promise<void> {
    const number = await issueProrationCredit(tx, {
      id: `credit-${randomUUID()}`,
      subscription,
      proration,
      organization,
      at,
      reason,
      clusterId: subscription.clusterId,
      cause,
      notices: this.#deps.notices,
    });
    if (number)
      await tx.clusterSubscriptions.update(subscription.id, (current) => ({
        ...current,
        events: [...current.events, creditedEvent(at, number, proration)],
      }));
  }

  async #prorate(
    subscription: ClusterSubscriptionRecord,
    from: ClusterSpec | null,
    to: ClusterSpec | null,
    now = this.#now(),
  ) {
    const [catalog, organization] = await Promise.all([
      this.#deps.catalog.snapshot(),
      this.#deps.repositories.organizations.findById(subscription.organizationId),
    ]);
    if (!organization) throw errors.notFound(m.error_no_such_organization());
    return { proration: prorate({ period: subscription, from, to, catalog, organization, now }), organization };
  }

  async #balance(organization: OrganizationRecord, proration: Proration): Promise<number> {
    return proration.direction === 'charge' ? this.#deps.repositories.credits.balance(organization.id) : 0;
  }

  #quoteOf(subscription: ClusterSubscriptionRecord, proration: Proration, balance: number): ChangeQuote {
    const priced = payFromBalance(proration.quote, balance);
    const gross = proration.quote;
    return {
      direction: proration.direction,
      currency: subscription.currency,
      billingCycle: subscription.billingCycle,
      periodStartsAt: subscription.periodStart,
      periodEndsAt: subscription.periodEnd,
      remainingDays: proration.remainingDays,
      periodDays: proration.periodDays,
      currentPeriodUsdCents: proration.currentPeriodUsdCents,
      newPeriodUsdCents: proration.newPeriodUsdCents,
      proratedUsdCents: proration.signedUsdCents,
      subtotal: gross.subtotal,
      discount: gross.discount,
      vatRateBp: gross.vat.rateBp,
      tax: gross.tax,
      total: gross.total,
      creditsApplied: priced.creditsApplied,
      creditsAppliedUsdCents: priced.creditsAppliedUsdCents,
      chargedNow: proration.direction === 'charge' ? priced.amountDue : 0,
      creditedNow: proration.direction === 'credit' ? gross.total : 0,
    };
  }
}
