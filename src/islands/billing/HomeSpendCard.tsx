import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../ui/spinner.tsx';
import { summaryQueryOptions } from './billing.queries.ts';
import { BudgetSummary } from './BudgetSummaryCard.tsx';
import { formatMinor } from './format-money.ts';
import { useHeaderCurrency } from './use-header-currency.ts';

// Loaded on demand by the dashboard home, so the home's first JavaScript stays small.

/** Month to date, forecast and credits, then the budget's progress or a link to set one. */
export default function HomeSpendCard() {
  const currency = useHeaderCurrency();
  const summary = useQuery(summaryQueryOptions(currency));
  return (
    <div className="grid gap-3">
      {summary.isPending ? <Spinner size="sm" label="Loading spend" className="justify-start" /> : null}
      {summary.isError ? <p role="alert" className="text-sm text-destructive">Could not load spend. {summary.error.message}</p> : null}
      {summary.data ? (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Month to date</dt>
            <dd className="text-xl font-bold tabular-nums" data-home-spend="month-to-date">
              {formatMinor(summary.data.monthToDate, summary.data.currency)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Forecast</dt>
            <dd className="text-xl font-bold tabular-nums">{formatMinor(summary.data.forecast, summary.data.currency)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-muted-foreground">Credits balance</dt>
            <dd className="tabular-nums">{formatMinor(summary.data.creditsBalanceUsdCents, 'USD')}</dd>
          </div>
        </dl>
      ) : null}
      <BudgetSummary />
    </div>
  );
}
