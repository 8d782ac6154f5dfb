import { randomUUID } from 'node:crypto';
import type { BillingNotices } from '../billing/billing-notices.ts';
import { applyCredits } from '../billing/credit-application.ts';
import { recordCreditsApplied } from '../billing/renewal-invoice.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { ClusterRecord, ClusterSpec } from '../clusters/clusters.schemas.ts';
import { specOf } from '../clusters/provisioning.service.ts';
import { AppError, errors } from '../http/app-error.ts';
import { invoiceNumber, sequenceName } from '../invoices/invoice-builder.ts';
import type { OrderRecord } from '../orders/orders.schemas.ts';
import type { OrganizationRecord } from '../organizations/organizations.schemas.ts';
import { describeMethod } from '../payments/payment-methods.service.ts';
import { fullRefundKey, type PaymentProvider } from '../payments/payment-provider.ts';
import { periodEndOf } from '../products/product-period.ts';
import type { Repositories } from '../store/repositories.ts';
import { buildChangeCreditNote, buildChangeInvoice } from './change-documents.ts';
import type { ClusterSubscription, ClusterSubscriptionRecord } from './cluster-subscriptions.schemas.ts';
import { periodPriceUsdCents, prorate, type Proration } from './proration.ts';
import type { ChangeQuote } from './change-quote.schemas.ts';

/** How long a change holds its cluster's subscription while the provider answers. */
const CLAIM_MS = 60_000;

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  provider: PaymentProvider;
  notices: BillingNotices;
  now?: () => number;
};

const busy = () => new AppError(409, 'change_in_progress', 'Another change of this cluster is being charged: try again in a moment.');

/**
 * Cluster subscriptions (DESIGN "Billing model"): a paid cluster order starts one (its period,
 * currency and rate from the order); a change raising the period's price is charged at once,
 * before it takes effect, and one lowering it is credited (a credit note to the credits balance);
 * deleting the cluster ends it, its unused days credited. Preview and charge are one computation
 * (proration.ts). Renewals are in cluster-renewals.ts.
 */
export class ClusterSubscriptions {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /** Starts the subscription of a cluster created by a paid order, in the caller's transaction. */
  async activate(tx: Repositories, order: OrderRecord, cluster: ClusterRecord): Promise<void> {
    if (!order.cluster) return;
    const catalog = await this.#deps.catalog.snapshot();
    const at = new Date(this.#now()).toISOString();
    const start = order.paidAt ?? at;
    const periodEnd = periodEndOf(new Date(start), order.billingCycle).toISOString();
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
      chargedSpec: specOf(order.cluster),
      periodPriceUsdCents: periodPriceUsdCents(order.cluster, catalog, order.billingCycle),
      invoiceId: order.invoiceId,
      events: [{ at, type: 'activated', message: `Paid until ${periodEnd.slice(0, 10)} by order ${order.number}; renews ${order.billingCycle}.` }],
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
      const event = { at, type: 'changed' as const, message: `Add-on ${addonId} added: paid by its order until ${current.periodEnd.slice(0, 10)}, then renewed with the cluster.` };
      return { ...current, chargedSpec, periodPriceUsdCents: periodPriceUsdCents(chargedSpec, catalog, current.billingCycle), events: [...current.events, event], updatedAt: at };
    });
  }

  /** The subscription of one of the organization's clusters (404 for another's or an unbilled one). */
  async get(organizationId: string, clusterId: string): Promise<ClusterSubscription> {
    const record = await this.#deps.repositories.clusterSubscriptions.find(organizationId, clusterId);
    if (!record) throw errors.notFound('This cluster has no subscription.');
    const { organizationId: _o, changeClaim: _c, ...view } = record;
    return view;
  }

  /** What a change would charge or credit now: the same figures `change` charges. */
  async quote(cluster: ClusterRecord, target: ClusterSpec): Promise<ChangeQuote | undefined> {
    const subscription = await this.#deps.repositories.clusterSubscriptions.find(cluster.organizationId, cluster.id);
    if (!subscription || subscription.state !== 'active') return undefined;
    const { proration, organization } = await this.#prorate(subscription, subscription.chargedSpec, target);
    return this.#quoteOf(subscription, proration, await this.#balance(organization, proration));
  }

  /**
   * Applies a change through `apply` (in the transaction that records its billing): an increase
   * is charged first from the default method (402 and nothing changed when it fails), a decrease
   * credited. One change of a cluster is charged at a time (409 `change_in_progress`).
   */
  async change<T>(cluster: ClusterRecord, target: ClusterSpec, apply: (tx: Repositories) => Promise<T>): Promise<T> {
    const { repositories } = this.#deps;
    const subscription = await repositories.clusterSubscriptions.find(cluster.organizationId, cluster.id);
    if (!subscription || subscription.state !== 'active') return repositories.transaction(apply);
    const { proration, organization } = await this.#prorate(subscription, subscription.chargedSpec, target);
    if (proration.direction !== 'charge') return this.#applyWithoutCharge(subscription, target, proration, organization, apply);
    const claimId = randomUUID();
    const claimed = await repositories.clusterSubscriptions.update(subscription.id, (current) => {
      if (current.changeClaim && Date.parse(current.changeClaim.until) > this.#now()) return undefined;
      if (JSON.stringify(current.chargedSpec) !== JSON.stringify(subscription.chargedSpec)) return undefined;
      return { ...current, changeClaim: { id: claimId, until: new Date(this.#now() + CLAIM_MS).toISOString() } };
    });
    if (claimed?.changeClaim?.id !== claimId) throw busy();
    let charged: { chargeId: string; amount: number } | null = null;
    try {
      const { quote: priced, creditAppliedUsdCents } = applyCredits(proration.quote, await this.#balance(organization, proration));
      const invoiceId = `change-${claimId}`;
      let paymentMethod = 'Credits';
      if (priced.total > 0) {
        const methods = await repositories.paymentMethods.list(cluster.organizationId);
        const method = methods.find((m) => m.isDefault) ?? methods[0];
        if (!method) throw new AppError(402, 'payment_method_required', 'Add a payment method in Billing first: the change is charged before it applies.');
        const result = await this.#deps.provider.charge({
          amount: priced.total,
          currency: priced.currency,
          source: { kind: method.kind, token: method.providerToken },
          idempotencyKey: invoiceId,
          description: `Change of cluster ${cluster.name}`,
          reference: { kind: 'invoice', id: invoiceId },
        });
        if (result.status === 'declined') throw new AppError(402, result.code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined', `${result.message} Nothing was changed.`);
        if (result.status === 'requires_action') {
          throw new AppError(402, 'authentication_required', 'Your bank asks for 3-D Secure on this charge: pay with another default method (Billing) or order the change again once it is set. Nothing was changed.');
        }
        charged = { chargeId: result.chargeId, amount: priced.total };
        paymentMethod = describeMethod(method);
      }
      const at = new Date(this.#now());
      return await repositories.transaction(async (tx) => {
        let released = false;
        await tx.clusterSubscriptions.update(subscription.id, (current) => {
          if (current.changeClaim?.id !== claimId || current.periodEnd !== subscription.periodEnd) return undefined;
          released = true;
          const event = { at: at.toISOString(), type: 'changed' as const, message: `Configuration raised: ${proration.remainingDays} of ${proration.periodDays} days charged.` };
          return { ...current, chargedSpec: specOf(target), periodPriceUsdCents: proration.newPeriodUsdCents, changeClaim: null, events: [...current.events, event], updatedAt: at.toISOString() };
        });
        if (!released) throw busy();
        const applied = await apply(tx);
        const year = at.getUTCFullYear();
        const number = invoiceNumber('INV', year, await tx.counters.next(sequenceName('INV', year)));
        const invoice = buildChangeInvoice({ id: invoiceId, number, organization, priced, issuedAt: at, periodEnd: new Date(subscription.periodEnd), subscriptionId: subscription.id, paymentMethod });
        await tx.invoices.create(invoice);
        await recordCreditsApplied(tx, { organizationId: organization.id, invoiceId, invoiceNumber: number, amountUsdCents: creditAppliedUsdCents, at });
        await this.#deps.notices.invoiceEvent(tx, invoice, 'paid');
        return applied;
      });
    } catch (error) {
      // The money taken for a change that did not apply goes back at once.
      if (charged) await this.#deps.provider.refund({ ...charged, idempotencyKey: fullRefundKey(charged.chargeId) }).catch(() => undefined);
      await repositories.clusterSubscriptions.update(subscription.id, (current) => (current.changeClaim?.id === claimId ? { ...current, changeClaim: null } : undefined));
      throw error;
    }
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
      current.state !== 'active' ? undefined : { ...current, state: 'ended', changeClaim: null, events: [...current.events, { at: at.toISOString(), type: 'ended', message: 'Ended with the cluster’s deletion.' }], updatedAt: at.toISOString() },
    );
    if (!refunded && proration.direction === 'credit') await this.#credit(tx, subscription, proration, organization, at, `Cluster ${cluster.name} deleted before the end of its paid period`);
  }

  /** A change that charges nothing: applied, and credited when it lowers the period's price. */
  async #applyWithoutCharge<T>(subscription: ClusterSubscriptionRecord, target: ClusterSpec, proration: Proration, organization: OrganizationRecord, apply: (tx: Repositories) => Promise<T>): Promise<T> {
    return this.#deps.repositories.transaction(async (tx) => {
      const at = new Date(this.#now());
      let changed = false;
      await tx.clusterSubscriptions.update(subscription.id, (current) => {
        if (current.changeClaim && Date.parse(current.changeClaim.until) > at.getTime()) return undefined;
        if (JSON.stringify(current.chargedSpec) !== JSON.stringify(subscription.chargedSpec) || current.periodEnd !== subscription.periodEnd) return undefined;
        changed = true;
        return { ...current, chargedSpec: specOf(target), periodPriceUsdCents: proration.newPeriodUsdCents, updatedAt: at.toISOString() };
      });
      if (!changed) throw busy();
      const applied = await apply(tx);
      if (proration.direction === 'credit') await this.#credit(tx, subscription, proration, organization, at, `Cluster ${subscription.clusterName} configuration lowered`);
      return applied;
    });
  }

  /** The credit note of a proration and its credits-ledger entry (amount before VAT). */
  async #credit(tx: Repositories, subscription: ClusterSubscriptionRecord, proration: Proration, organization: OrganizationRecord, at: Date, reason: string): Promise<void> {
    const year = at.getUTCFullYear();
    const number = invoiceNumber('CN', year, await tx.counters.next(sequenceName('CN', year)));
    const corrects = subscription.invoiceId ? await tx.invoices.findAny(subscription.invoiceId) : undefined;
    const id = `credit-${randomUUID()}`;
    const note = buildChangeCreditNote({ id, number, organization, priced: proration.quote, issuedAt: at, periodEnd: new Date(subscription.periodEnd), corrects, reason });
    await tx.invoices.create(note);
    await tx.credits.add({
      id: `credit-note-${id}`,
      organizationId: organization.id,
      createdAt: at.toISOString(),
      kind: 'proration',
      description: `Credit note ${number}: ${reason}`,
      amountUsdCents: proration.quote.subtotalUsdCents - proration.quote.discountUsdCents,
      countsInBalance: true,
      orderId: null,
      invoiceId: id,
      clusterId: subscription.clusterId,
    });
    await tx.clusterSubscriptions.update(subscription.id, (current) => ({ ...current, events: [...current.events, { at: at.toISOString(), type: 'credited', message: `Credit note ${number}: ${proration.remainingDays} of ${proration.periodDays} days credited.` }] }));
  }

  async #prorate(subscription: ClusterSubscriptionRecord, from: ClusterSpec | null, to: ClusterSpec | null, now = this.#now()) {
    const [catalog, organization] = await Promise.all([this.#deps.catalog.snapshot(), this.#deps.repositories.organizations.findById(subscription.organizationId)]);
    if (!organization) throw errors.notFound('No such organization.');
    return { proration: prorate({ period: subscription, from, to, catalog, organization, now }), organization };
  }

  async #balance(organization: OrganizationRecord, proration: Proration): Promise<number> {
    return proration.direction === 'charge' ? this.#deps.repositories.credits.balance(organization.id) : 0;
  }

  #quoteOf(subscription: ClusterSubscriptionRecord, proration: Proration, balanceUsdCents: number): ChangeQuote {
    const { quote: priced, creditAppliedUsdCents } = applyCredits(proration.quote, balanceUsdCents);
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
      creditsApplied: priced.discount - gross.discount,
      creditsAppliedUsdCents: creditAppliedUsdCents,
      chargedNow: proration.direction === 'charge' ? priced.total : 0,
      creditedNow: proration.direction === 'credit' ? gross.subtotal - gross.discount : 0,
    };
  }
}
