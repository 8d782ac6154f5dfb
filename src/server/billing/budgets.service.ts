import { errors } from '../http/app-error.ts';
import { convertMinor } from '../pricing/rounding.ts';
import type { Repositories } from '../store/repositories.ts';
import { type Currency, formatMinorUnits } from '../../shared/money.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { UsageQueryService } from '../usage/usage-query.service.ts';
import type { UsageQuery, UsageReport } from '../../shared/usage/usage.schemas.ts';
import type { BillingNotices } from './billing-notices.ts';
import { BUDGET_THRESHOLDS, type Budget, type BudgetStatus } from '../../shared/billing/budget.schemas.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatMonthName } from '../../shared/format/dates.ts';

type Deps = {
  repositories: Repositories;
  usage: UsageQueryService;
  notices: BillingNotices;
  /** Units of a currency per US dollar (a budget set before the billing currency was fixed is converted). */
  rateOf?: (currency: Currency) => Promise<number>;
  now?: () => number;
};

const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);
const monthName = (ms: number) => formatMonthName(ms);
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

/**
 * Monthly budgets: where spending stands (month to date and the forecast to month end, from the
 * usage the meter records) and alerts, once per threshold per month, when either crosses 50, 80
 * or 100 % of the budget.
 */
export class BudgetService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  #now() {
    return (this.#deps.now ?? Date.now)();
  }

  /** The month's usage query the budget reads (month to date, by month). */
  monthQuery(): Omit<UsageQuery, 'currency'> {
    const now = this.#now();
    const monthStart = new Date(`${monthOf(now)}-01T00:00:00Z`).toISOString();
    return {
      from: monthStart,
      to: new Date(Math.max(now, Date.parse(monthStart) + MS_PER_HOUR)).toISOString(),
      granularity: 'month',
      format: 'json',
    };
  }

  /** The currency a budget is counted in: the billing currency (before the first paid order, the budget's, or EUR). */
  static currencyOf(organization: Pick<OrganizationRecord, 'budget' | 'billingCurrency'>): Currency {
    return organization.billingCurrency ?? organization.budget?.currency ?? 'EUR';
  }

  /**
   * Where spending stands against the budget. `known` passes the organization and the month's
   * report in the budget's currency when the caller has them (the billing summary), so that
   * nothing is read twice.
   */
  async status(
    organizationId: string,
    known?: { organization: OrganizationRecord; report: UsageReport },
  ): Promise<BudgetStatus> {
    const organization = known?.organization ?? (await this.#deps.repositories.organizations.findById(organizationId));
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    const now = this.#now();
    const month = monthOf(now);
    const currency = BudgetService.currencyOf(organization);
    // The caller's report serves when it is in the budget's currency (always, once the billing currency is fixed).
    const report =
      known?.report.currency === currency
        ? known.report
        : await this.#deps.usage.report(organizationId, { ...this.monthQuery(), currency });
    // A budget set before the billing currency was fixed is read in it (at the report's rate).
    const stored = organization.budget ?? null;
    const budget =
      stored && stored.currency !== report.currency && this.#deps.rateOf
        ? {
            amount: convertMinor(
              stored.amount,
              { currency: stored.currency, rate: await this.#deps.rateOf(stored.currency) },
              { currency: report.currency, rate: report.rate },
            ),
            currency: report.currency,
          }
        : stored;
    // Everything charged or accrued this month: advance charges less credit notes, plus overage.
    const actual = report.monthToDate.spent;
    // The report's forecast (monthEndForecast), never below what is spent: the summary shows the same.
    const forecast = report.forecast.monthEnd;
    return {
      budget,
      month,
      currency: report.currency,
      currencyFixed: Boolean(organization.billingCurrency),
      actual,
      forecast,
      actualPercent: budget ? percent(actual, budget.amount) : 0,
      forecastPercent: budget ? percent(forecast, budget.amount) : 0,
      alerted: organization.budgetAlerts?.month === month ? organization.budgetAlerts.thresholds : [],
    };
  }

  async set(organizationId: string, budget: Budget): Promise<BudgetStatus> {
    const organization = await this.#deps.repositories.organizations.findById(organizationId);
    if (organization?.billingCurrency && budget.currency !== organization.billingCurrency) {
      throw errors.badRequest(m.error_some_fields_missing_invalid(), {
        currency: m.field_budgets_in_billing_currency({ currency: organization.billingCurrency }),
      });
    }
    await this.#deps.repositories.organizations.change(organizationId, (current) => ({
      budget,
      // A new amount or currency starts the month's alerts afresh.
      budgetAlerts:
        current.budget?.amount === budget.amount && current.budget.currency === budget.currency
          ? current.budgetAlerts
          : null,
    }));
    return this.evaluate(organizationId);
  }

  async clear(organizationId: string): Promise<void> {
    await this.#deps.repositories.organizations.change(organizationId, () => ({ budget: null, budgetAlerts: null }));
  }

  /** Checks one organization's spending against its budget; alerts newly crossed thresholds once (one alert for those crossed together). */
  async evaluate(organizationId: string): Promise<BudgetStatus> {
    const status = await this.status(organizationId);
    const { budget } = status;
    if (!budget) return status;
    const reached = Math.max(status.actualPercent, status.forecastPercent);
    const crossed = BUDGET_THRESHOLDS.filter((t) => reached >= t && !status.alerted.includes(t));
    if (crossed.length === 0) return status;
    let claimed: number[] = [];
    // Claimed in the organization's row: two instances evaluating at once alert once.
    await this.#deps.repositories.organizations.change(organizationId, (current) => {
      const already = current.budgetAlerts?.month === status.month ? current.budgetAlerts.thresholds : [];
      claimed = crossed.filter((t) => !already.includes(t));
      return { budgetAlerts: { month: status.month, thresholds: [...already, ...claimed].sort((a, b) => a - b) } };
    });
    if (claimed.length === 0) return status;
    const now = this.#now();
    const basisOf = (threshold: number) => (status.actualPercent >= threshold ? 'actual' : 'forecast');
    const events = claimed.map((threshold) => {
      const amount = basisOf(threshold) === 'actual' ? status.actual : status.forecast;
      return {
        month: status.month,
        thresholdPercent: threshold,
        basis: basisOf(threshold),
        amount,
        budget: budget.amount,
        currency: budget.currency,
      } as const;
    });
    // Several thresholds crossed at once (a budget set below the spending, a large order) make
    // one alert, about the highest: three e-mails each naming another threshold say less.
    const highest = events.at(-1) as (typeof events)[number];
    const threshold = highest.thresholdPercent;
    // Written in each member's language when they are told.
    const message = () => {
      const input = {
        month: monthName(now),
        amount: formatMinorUnits(highest.amount, budget.currency),
        threshold,
        budget: formatMinorUnits(budget.amount, budget.currency),
      };
      return highest.basis === 'actual' ? m.notice_budget_actual(input) : m.notice_budget_forecast(input);
    };
    await this.#deps.notices.budgetCrossed(
      organizationId,
      message,
      () => m.notice_budget_subject({ threshold }),
      events,
    );
    return { ...status, alerted: [...status.alerted, ...claimed].sort((a, b) => a - b) };
  }

  /** Every organization with a budget (after each metering run). */
  async evaluateAll(): Promise<number> {
    let after: { createdAt: string; id: string } | undefined;
    let count = 0;
    for (;;) {
      const page = await this.#deps.repositories.organizations.listBudgeted(200, after);
      if (page.length === 0) return count;
      for (const organization of page) {
        await this.evaluate(organization.id).catch((error: Error) =>
          console.warn(`Budget check of ${organization.id} failed:`, error.message),
        );
        count += 1;
      }
      const last = page[page.length - 1];
      after = last && { createdAt: last.createdAt, id: last.id };
    }
  }
}
