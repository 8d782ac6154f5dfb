import { BUDGET_THRESHOLDS, type BudgetStatus } from '../../../shared/billing/budget.schemas.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';
import { richMessage } from '../../ui/rich-message.tsx';
import { formatMonth } from '../../../shared/format/dates.ts';

/** One bar: its label, the figure in words and the percentage (the width only repeats the number). */
function Bar({
  label,
  amount,
  percent,
  tone,
}: {
  label: string;
  amount: string;
  percent: number;
  tone: 'actual' | 'forecast';
}) {
  const shown = Math.round(percent);
  return (
    <div className="grid gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="tabular-nums" data-budget-figure={tone}>
          {m.billing_budget_figure({ amount, percent: formatPercent(shown) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={m.billing_budget_bar_label({ label, percent: formatPercent(shown) })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, shown)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            tone === 'actual'
              ? 'h-full bg-primary'
              : 'h-full bg-[repeating-linear-gradient(45deg,var(--color-primary)_0_4px,transparent_4px_8px)]'
          }
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
    </div>
  );
}

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
      <Bar
        label={m.billing_budget_spent()}
        amount={formatMinorUnits(status.actual, budget.currency)}
        percent={status.actualPercent}
        tone="actual"
      />
      <Bar
        label={m.billing_figure_forecast()}
        amount={formatMinorUnits(status.forecast, budget.currency)}
        percent={status.forecastPercent}
        tone="forecast"
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
