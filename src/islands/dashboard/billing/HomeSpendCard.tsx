import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../ui/spinner.tsx';
import { summaryQueryOptions } from './billing.queries.ts';
import { BudgetSummary } from './BudgetSummaryCard.tsx';
import { useHeaderCurrency } from './use-header-currency.ts';
import { BillingCurrencyNote } from './BillingCurrencyNote.tsx';
import { NextCharge } from './NextCharge.tsx';
import { formatMinorUnits } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { QueryError } from '../../ui/query-state.tsx';

// Loaded on demand by the dashboard home, so the home's first JavaScript stays small.

/** Spent this month, forecast, credits and the next charge in the billing currency, then the budget. */
export default function HomeSpendCard() {
  const currency = useHeaderCurrency();
  const summary = useQuery(summaryQueryOptions(currency));
  return (
    // Across the dashboard's row on wide screens: the figures and the budget, then what is charged next.
    <div className="grid gap-3 lg:grid-cols-2 lg:gap-x-10">
      <div className="grid content-start gap-3">
        {summary.isPending ? <Spinner size="sm" label={m.billing_spend_loading()} align="start" /> : null}
        {summary.isError ? (
          <QueryError
            error={summary.error}
            onRetry={() => void summary.refetch()}
            text={(message) => m.billing_spend_error({ error: message })}
          />
        ) : null}
        {summary.data ? (
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">{m.billing_figure_month_to_date()}</dt>
              <dd className="text-xl font-bold tabular-nums" data-home-spend="month-to-date">
                {formatMinorUnits(summary.data.monthToDate, summary.data.currency)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{m.billing_forecast()}</dt>
              <dd className="text-xl font-bold tabular-nums" data-home-spend="forecast">
                {formatMinorUnits(summary.data.forecast, summary.data.currency)}
              </dd>
            </div>
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-muted-foreground">{m.billing_figure_credits()}</dt>
              <dd className="text-xl font-bold tabular-nums" data-home-spend="credits">
                {formatMinorUnits(summary.data.creditsBalance, summary.data.currency)}
              </dd>
            </div>
          </dl>
        ) : null}
        <BudgetSummary />
      </div>
      {summary.data ? (
        <div className="grid content-start gap-3">
          <NextCharge summary={summary.data} />
          <BillingCurrencyNote
            currency={summary.data.currency}
            fixed={summary.data.billingCurrency !== null}
            className="text-xs text-muted-foreground"
          />
        </div>
      ) : null}
    </div>
  );
}
