import { BUDGET_THRESHOLDS, type BudgetStatus } from '../../../shared/billing/budget.schemas.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';
import { richMessage } from '../../ui/rich-message.tsx';
import { FigureBar } from './FigureBar.tsx';
import { formatMonth } from '../../../shared/format/dates.ts';

/** Where spending stands against the monthly budget: actual and forecast, and the alerts sent. */
export function BudgetProgress({ status }: { status: BudgetStatus }) {
  const budget = status.budget;
  if (!budget) return null;
  return (
    <div className="grid gap-3" data-budget-status>
      <p className="text-sm">
        {richMessage(
          (slot) =>
            m.billing_budget_for_month({ ...slot, month: formatMonth(status.month), currency: budget.currency }),
          {
            amount: <strong className="tabular-nums">{formatMinorUnits(budget.amount, budget.currency)}</strong>,
          },
        )}
      </p>
      <p className="text-xs text-muted-foreground">{m.billing_budget_counts()}</p>
      <FigureBar
        label={m.billing_budget_spent()}
        amount={formatMinorUnits(status.actual, budget.currency)}
        percent={status.actualPercent}
        tone="actual"
        barLabel={(percent) => m.billing_budget_bar_label({ label: m.billing_budget_spent(), percent })}
        figureAttributes={{ 'data-budget-figure': 'actual' }}
      />
      <FigureBar
        label={m.billing_figure_forecast()}
        amount={formatMinorUnits(status.forecast, budget.currency)}
        percent={status.forecastPercent}
        tone="forecast"
        barLabel={(percent) => m.billing_budget_bar_label({ label: m.billing_figure_forecast(), percent })}
        figureAttributes={{ 'data-budget-figure': 'forecast' }}
      />
      <ul className="flex flex-wrap gap-2 text-xs" aria-label={m.billing_budget_thresholds()}>
        {BUDGET_THRESHOLDS.map((threshold) => {
          const alerted = status.alerted.includes(threshold);
          return (
            <li
              key={threshold}
              className={
                alerted
                  ? 'rounded-full border border-amber-600 px-2 py-0.5 font-medium text-amber-800 dark:text-amber-300'
                  : 'rounded-full border border-border px-2 py-0.5 text-muted-foreground'
              }
            >
              {alerted
                ? m.billing_budget_threshold_alerted({ threshold: formatPercent(threshold) })
                : m.billing_budget_threshold_not_reached({ threshold: formatPercent(threshold) })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
