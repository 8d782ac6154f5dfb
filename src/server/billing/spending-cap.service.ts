import { AppError, errors } from '../http/app-error.ts';
import { convertMinor } from '../pricing/rounding.ts';
import type { Repositories } from '../store/repositories.ts';
import { type Currency, formatMinorUnits } from '../../shared/money.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { Quote } from '../../shared/pricing/pricing.schemas.ts';
import type { SpendingCapStatus, StoredSpendingCap } from '../../shared/billing/spending-cap.schemas.ts';
import type { UsageQueryService } from '../usage/usage-query.service.ts';
import type { BudgetService } from './budgets.service.ts';
import { m } from '../../shared/i18n/messages.ts';

// The hard monthly spending cap. "This month's spending" is the budget's figure, so the billing
// page, the budget and a refusal always agree: everything charged this month (orders, renewals,
// changes) less credit notes, plus the autoscaled overage accrued so far, before VAT, in the
// billing currency. A new order, a raise of a cluster and an autoscaled node add to it; when the
// total would pass the cap they are refused (402 `spending_cap_reached`) or held. Renewals are
// never refused: they keep what already runs running, and a running cluster never stops because
// of the cap; they count in the month's spending like every other charge.
//
// The check that counts is made in the transaction that claims a charge, with the organization's
// row locked: two payments at once take turns, and the second one counts the first (a payment or
// change claimed and not yet invoiced counts as spent, so nothing passes between the claim and
// its invoice).

/** An amount to add, in the currency (and rate) it was priced in. */
export type Addition = { amount: number; currency: Currency; rate: number };

/** Claims that are not to be counted as in flight: the one being checked. */
export type Exclusion = { orderId?: string; subscriptionId?: string };

/** Where the month stands against the cap, in the billing currency: null when there is no cap. */
export type CapStanding = { cap: number; committed: number; currency: Currency; rate: number };

/** What the order, change and autoscaling paths ask of the cap. */
export type SpendingCapGuard = Pick<SpendingCapService, 'enforce' | 'overCap' | 'precheck' | 'standing'>;

type Deps = {
  repositories: Repositories;
  usage: UsageQueryService;
  budgets: BudgetService;
  /** Units of a currency per US dollar now. */
  rateOf: (currency: Currency) => Promise<number>;
  now?: () => number;
};

/** A quote's amount before VAT, as its invoice will count it (credits drawn from the balance are a payment). */
export function netOfQuote(quote: Pick<Quote, 'subtotal' | 'discount' | 'discounts'>): number {
  const credits = quote.discounts.filter((d) => d.kind === 'credit').reduce((sum, d) => sum + d.amount, 0);
  return quote.subtotal - quote.discount - credits;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);
const inFlight = (state: string) => state === 'processing' || state === 'requires_action';
const PAGE = 200;

/** 402 `spending_cap_reached`: the cap and what the month would reach, named in the request's language. */
export function spendingCapReached(cap: number, projected: number, currency: Currency): AppError {
  return new AppError(
    402,
    'spending_cap_reached',
    m.error_spending_cap_reached({
      cap: formatMinorUnits(cap, currency),
      projected: formatMinorUnits(projected, currency),
    }),
    { details: { cap, projected } },
  );
}

export class SpendingCapService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  #now() {
    return (this.#deps.now ?? Date.now)();
  }

  /** The currency a cap is set in: the billing currency, else the budget's, else EUR. */
  static currencyOf(organization: Pick<OrganizationRecord, 'budget' | 'billingCurrency' | 'spendingCap'>): Currency {
    return organization.billingCurrency ?? organization.spendingCap?.currency ?? organization.budget?.currency ?? 'EUR';
  }

  async #organization(organizationId: string): Promise<OrganizationRecord> {
    const organization = await this.#deps.repositories.organizations.findById(organizationId);
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    return organization;
  }

  /** The cap and the month against it (the budget's spending and forecast). */
  async status(organizationId: string): Promise<SpendingCapStatus> {
    const organization = await this.#organization(organizationId);
    const currency = SpendingCapService.currencyOf(organization);
    const report = await this.#deps.usage.report(organizationId, { ...this.#deps.budgets.monthQuery(), currency });
    const stored = organization.spendingCap ?? null;
    const cap = stored ? await this.#capIn(stored, report) : null;
    const spent = report.monthToDate.spent;
    const forecast = report.forecast.monthEnd;
    return {
      amount: cap,
      currency: report.currency,
      month: new Date(this.#now()).toISOString().slice(0, 7),
      spent,
      forecast,
      spentPercent: cap === null ? 0 : percent(spent, cap),
      forecastPercent: cap === null ? 0 : percent(forecast, cap),
      forecastOverCap: cap !== null && forecast > cap,
      setAt: stored?.setAt ?? null,
    };
  }

  /** Sets the cap (minor units of the billing currency), or removes it with null. */
  async set(organizationId: string, amount: number | null): Promise<SpendingCapStatus> {
    const at = new Date(this.#now()).toISOString();
    await this.#deps.repositories.organizations.change(organizationId, (current) => ({
      spendingCap: amount === null ? null : { amount, currency: SpendingCapService.currencyOf(current), setAt: at },
    }));
    return this.status(organizationId);
  }

  /**
   * Where the month stands against the cap, read inside `tx` after the organization's row is
   * locked (so a concurrent claim has committed, or waits): the month's spending plus every
   * payment and change claimed and not yet invoiced, except `except`. Null without a cap.
   */
  async standing(tx: Repositories, organizationId: string, except: Exclusion = {}): Promise<CapStanding | null> {
    const organization = await tx.organizations.findById(organizationId);
    if (!organization?.spendingCap) return null;
    const locked = (await tx.organizations.lock(organizationId)) ?? organization;
    const stored = locked.spendingCap;
    if (!stored) return null;
    const currency = SpendingCapService.currencyOf(locked);
    // Claims in flight first, then the spending: a claim invoiced in between counts twice (never zero times).
    const claimed = await this.#claimedAdditions(tx, organizationId, except);
    const report = await this.#deps.usage.report(organizationId, { ...this.#deps.budgets.monthQuery(), currency });
    const target = { currency: report.currency, rate: report.rate };
    const inFlightTotal = claimed.reduce(
      (sum, a) => sum + convertMinor(a.amount, { currency: a.currency, rate: a.rate }, target),
      0,
    );
    return {
      cap: await this.#capIn(stored, report),
      committed: report.monthToDate.spent + inFlightTotal,
      currency: report.currency,
      rate: report.rate,
    };
  }

  /**
   * Refuses (402 `spending_cap_reached`) an addition that would bring the month past the cap.
   * Called inside the transaction that claims the charge; an addition of nothing (or a decrease)
   * always passes.
   */
  async enforce(tx: Repositories, organizationId: string, addition: Addition, except: Exclusion = {}): Promise<void> {
    const over = await this.overCap(tx, organizationId, addition, except);
    if (over) throw spendingCapReached(over.cap, over.projected, over.currency);
  }

  /**
   * Where an addition would bring the month when that passes the cap (the cap and the
   * projection, in the billing currency); null when it fits, or without a cap. What `enforce`
   * refuses, and what a preview shows before the customer confirms.
   */
  async overCap(
    tx: Repositories,
    organizationId: string,
    addition: Addition,
    except: Exclusion = {},
  ): Promise<{ cap: number; projected: number; currency: Currency } | null> {
    if (addition.amount <= 0) return null;
    const standing = await this.standing(tx, organizationId, except);
    if (!standing) return null;
    const projected =
      standing.committed +
      convertMinor(
        addition.amount,
        { currency: addition.currency, rate: addition.rate },
        { currency: standing.currency, rate: standing.rate },
      );
    return projected > standing.cap ? { cap: standing.cap, projected, currency: standing.currency } : null;
  }

  /** The same check before an order is even stored (the payment checks again, serialised). */
  async precheck(organizationId: string, addition: Addition): Promise<void> {
    if (addition.amount <= 0) return;
    const organization = await this.#deps.repositories.organizations.findById(organizationId);
    if (!organization?.spendingCap) return;
    await this.enforce(this.#deps.repositories, organizationId, addition);
  }

  async #capIn(stored: StoredSpendingCap, report: { currency: Currency; rate: number }): Promise<number> {
    if (stored.currency === report.currency) return stored.amount;
    return convertMinor(
      stored.amount,
      { currency: stored.currency, rate: await this.#deps.rateOf(stored.currency) },
      { currency: report.currency, rate: report.rate },
    );
  }

  /** Payments and raises claimed and not yet invoiced: what they will add when they are. */
  async #claimedAdditions(tx: Repositories, organizationId: string, except: Exclusion): Promise<Addition[]> {
    const additions: Addition[] = [];
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const page = await tx.orders.list(organizationId, { status: 'pending_payment' }, { limit: PAGE, after });
      for (const order of page)
        if (order.id !== except.orderId && inFlight(order.payment.state))
          additions.push({ amount: netOfQuote(order), currency: order.currency, rate: order.rate });
      const last = page.at(-1);
      if (!last || page.length < PAGE) break;
      after = { createdAt: last.createdAt, id: last.id };
    }
    for (const subscription of await tx.clusterSubscriptions.list(organizationId)) {
      const pending = subscription.changeClaim?.pending;
      if (!pending || subscription.id === except.subscriptionId) continue;
      additions.push({
        amount: netOfQuote(pending.priced),
        currency: pending.priced.currency,
        rate: pending.priced.rate,
      });
    }
    return additions;
  }
}
