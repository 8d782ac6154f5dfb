import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { BillingPlan, CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import { supportPlanLines, type UsdLine } from '../../shared/price-lines.ts';
import { priceQuote } from '../pricing/quote.ts';
import { vatFor } from '../../shared/vat.ts';
import { addBillingPeriods } from '../billing/billing-period.ts';
import type { Repositories } from '../store/repositories.ts';
import { creditedEvent, issueProrationCredit } from './proration-credit.ts';
import { prorateBetween, type Proration } from './proration.ts';
import type {
  SupportSubscriptionRecord,
  SupportSubscriptionView,
} from '../../shared/subscriptions/support-subscriptions.schemas.ts';
import { historyForReader, storedSubscriptionEvent } from './subscription-event-text.ts';
import { formatMinorUnits } from '../../shared/money.ts';
import type { CreditReason } from '../../shared/billing/credits.schemas.ts';
import type { BillingNotices } from '../billing/billing-notices.ts';
import { printedDay } from '../invoices/printed-words.ts';
import { m } from '../../shared/i18n/messages.ts';

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  exchangeRates?: Pick<ExchangeRatesService, 'current'>;
  /** E-mails the credit notes of lowered or cancelled plans, as invoices are. */
  notices?: Pick<BillingNotices, 'invoiceEvent'>;
  now?: () => number;
};

const MONTHS = { monthly: 1, yearly: 12 } as const;

/** A plan's list price for one period of `cycle`, US cents. */
export const planPeriodUsdCents = (plan: BillingPlan, cycle: 'monthly' | 'yearly') =>
  plan.monthlyCommitUsdCents * MONTHS[cycle];

const day = (iso: string) => iso.slice(0, 10);

/**
 * Support plans are subscriptions, charged in advance: the first paid plan order starts one
 * (charged in advance for its cycle); an order for a dearer plan during the period is priced at
 * the prorated difference for the days left and charged at once by its checkout; one for a
 * cheaper plan, or for the free plan (a cancellation), costs nothing and its fulfilment credits
 * the unused difference with a credit note to the credits balance. The same proration engine
 * (proration.ts) prices the order and the credit note. Renewals are in support-renewals.ts.
 */
export class SupportSubscriptions {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /**
   * The lines of an order for `planId` when the organization's plan is a running subscription
   * (undefined otherwise: the plan's price for a whole period): the prorated difference, or a
   * line at 0 that says what the change credits.
   */
  async orderLines(
    organization: OrganizationRecord,
    planId: string,
    catalog: CatalogSeed,
  ): Promise<UsdLine[] | undefined> {
    const subscription = await this.#deps.repositories.supportSubscriptions.find(organization.id);
    if (!subscription || subscription.state !== 'active' || Date.parse(subscription.periodEnd) <= this.#now())
      return undefined;
    const proration = this.#prorate(subscription, planId, catalog, organization);
    if (!proration) return undefined;
    const [line] = proration.quote.lines;
    if (proration.direction === 'charge' && line) {
      const { amount: _amount, unitAmount: _unit, ...usd } = line;
      return [usd];
    }
    const target = catalog.billingPlans.find((p) => p.id === planId);
    const credited = proration.quote.subtotal - proration.quote.discount;
    const texts = {
      plan: subscription.planName,
      to: target?.name ?? planId,
      date: printedDay(new Date(this.#now()).toISOString()),
    };
    const days = {
      remaining: proration.remainingDays,
      period: proration.periodDays,
      amount: formatMinorUnits(credited, subscription.currency),
    };
    const cancelled = target?.monthlyCommitUsdCents === 0;
    // In the language of the request that prices, as the order's other lines.
    const description =
      credited > 0
        ? cancelled
          ? m.notice_line_support_cancelled_credited({ ...texts, ...days })
          : m.notice_line_support_change_credited({ ...texts, ...days })
        : cancelled
          ? m.notice_line_support_cancelled(texts)
          : m.notice_line_support_change(texts);
    return [{ kind: 'support-plan', description, ref: planId, quantity: 1, unitMicroUsd: 0, amountUsdCents: 0 }];
  }

  /**
   * Fulfilment of a paid support order, once the plan is switched: starts the subscription,
   * moves it to the dearer plan the order paid the difference for, or credits the unused
   * difference of a cheaper plan (ending the subscription on the free plan). Once per order.
   */
  async applyOrder(order: OrderRecord): Promise<void> {
    if (!order.support) return;
    const { repositories } = this.#deps;
    const catalog = await this.#deps.catalog.snapshot();
    const plan = catalog.billingPlans.find((p) => p.id === order.support?.planId);
    if (!plan) return;
    const at = new Date(this.#now());
    await repositories.transaction(async (tx) => {
      await tx.organizations.lock(order.organizationId);
      const organization = await tx.organizations.findById(order.organizationId);
      const current = await tx.supportSubscriptions.find(order.organizationId);
      if (!organization || current?.orderId === order.id) return;
      if (!current || current.state !== 'active' || Date.parse(current.periodEnd) <= at.getTime()) {
        if (plan.monthlyCommitUsdCents > 0) await this.#start(tx, order, plan, current, at);
        return;
      }
      const proration = this.#prorate(current, plan.id, catalog, organization);
      const ends = plan.monthlyCommitUsdCents === 0;
      const type = proration?.direction === 'charge' ? ('upgraded' as const) : ('downgraded' as const);
      const said = storedSubscriptionEvent(
        ends
          ? { key: 'support_cancelled', order: order.number, plan: plan.name }
          : {
              key: 'support_changed',
              from: current.planName,
              to: plan.name,
              order: order.number,
              cycle: current.billingCycle,
              renews: day(current.periodEnd),
            },
      );
      await tx.supportSubscriptions.update(order.organizationId, (record) => ({
        ...record,
        planId: plan.id,
        planName: plan.name,
        orderId: order.id,
        state: ends ? 'ended' : 'active',
        periodPriceUsdCents: planPeriodUsdCents(plan, record.billingCycle),
        events: [...record.events, { at: at.toISOString(), type: ends ? 'ended' : type, ...said }],
        updatedAt: at.toISOString(),
      }));
      if (proration?.direction === 'credit')
        await this.#credit(
          tx,
          current,
          proration,
          organization,
          at,
          ends
            ? { key: 'support_cancelled', plan: current.planName }
            : { key: 'support_lowered', plan: current.planName, to: plan.name },
        );
    });
  }

  /** The organization's subscription (its history in the reader's language) and its next renewal, priced at today's rate in its currency. */
  async view(organizationId: string): Promise<SupportSubscriptionView> {
    const record = await this.#deps.repositories.supportSubscriptions.find(organizationId);
    if (!record) return { subscription: null, nextCharge: null };
    const { id: _id, organizationId: _owner, events, ...rest } = record;
    const subscription = { ...rest, events: historyForReader(events) };
    if (record.state !== 'active') return { subscription, nextCharge: null };
    const [catalog, organization, rates] = await Promise.all([
      this.#deps.catalog.snapshot(),
      this.#deps.repositories.organizations.findById(organizationId),
      this.#deps.exchangeRates?.current(),
    ]);
    const rate = record.currency === 'USD' ? 1 : (rates?.rates[record.currency] ?? record.rate);
    const quote = priceQuote({
      lines: supportPlanLines(record.planId, catalog, record.billingCycle),
      currency: record.currency,
      rate,
      billingCycle: record.billingCycle,
      promoCode: null,
      vat: vatFor(organization?.billingProfile ?? null),
    });
    return {
      subscription,
      nextCharge: {
        description: (record.billingCycle === 'yearly'
          ? m.notice_charge_support_yearly
          : m.notice_charge_support_monthly)({ plan: record.planName }),
        at: record.periodEnd,
        currency: record.currency,
        net: quote.total - quote.tax,
        total: quote.total,
      },
    };
  }

  async #start(
    tx: Repositories,
    order: OrderRecord,
    plan: BillingPlan,
    previous: SupportSubscriptionRecord | undefined,
    at: Date,
  ): Promise<void> {
    const start = order.paidAt ?? at.toISOString();
    const periodEnd = addBillingPeriods(new Date(start), order.billingCycle, 1).toISOString();
    const record: SupportSubscriptionRecord = {
      id: order.organizationId,
      organizationId: order.organizationId,
      planId: plan.id,
      planName: plan.name,
      orderId: order.id,
      billingCycle: order.billingCycle,
      currency: order.currency,
      rate: order.currency === 'USD' ? 1 : order.rate,
      state: 'active',
      periodStart: start,
      periodEnd,
      periodAnchor: start,
      periodPriceUsdCents: planPeriodUsdCents(plan, order.billingCycle),
      invoiceId: order.invoiceId,
      events: [
        ...(previous?.events ?? []),
        {
          at: at.toISOString(),
          type: 'activated',
          ...storedSubscriptionEvent({
            key: 'support_activated',
            plan: plan.name,
            until: day(periodEnd),
            order: order.number,
            cycle: order.billingCycle,
          }),
        },
      ],
      createdAt: previous?.createdAt ?? at.toISOString(),
      updatedAt: at.toISOString(),
    };
    if (previous) await tx.supportSubscriptions.update(order.organizationId, () => record);
    else await tx.supportSubscriptions.create(record);
  }

  /** The engine's figure for moving the period to `planId` now (undefined for an unknown plan). */
  #prorate(
    subscription: SupportSubscriptionRecord,
    planId: string,
    catalog: CatalogSeed,
    organization: OrganizationRecord,
  ): Proration | undefined {
    const target = catalog.billingPlans.find((p) => p.id === planId);
    if (!target) return undefined;
    return prorateBetween({
      period: subscription,
      currentPeriodUsdCents: subscription.periodPriceUsdCents,
      newPeriodUsdCents: planPeriodUsdCents(target, subscription.billingCycle),
      describe:
        target.monthlyCommitUsdCents === 0
          ? m.notice_prorated_support_cancelled({ plan: subscription.planName })
          : m.notice_prorated_support_change({ plan: subscription.planName, to: target.name }),
      // The plan's discount applies to what is bought, never to the plan itself.
      planDiscount: false,
      catalog,
      organization,
      now: this.#now(),
    });
  }

  /** The credit note of the unused difference, correcting the period's invoice; its net amount to the credits balance. */
  async #credit(
    tx: Repositories,
    subscription: SupportSubscriptionRecord,
    proration: Proration,
    organization: OrganizationRecord,
    at: Date,
    reason: CreditReason,
  ): Promise<void> {
    const id = `credit-support-${subscription.organizationId}-${at.getTime()}`;
    const number = await issueProrationCredit(tx, {
      id,
      subscription,
      proration,
      organization,
      at,
      reason,
      clusterId: null,
      notices: this.#deps.notices,
    });
    if (number)
      await tx.supportSubscriptions.update(subscription.organizationId, (current) => ({
        ...current,
        events: [...current.events, creditedEvent(at, number, proration)],
      }));
  }
}
