import { m } from '../../../shared/i18n/messages.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';

/**
 * One figure against a limit (the budget, the spending cap): its label, the amount and
 * percentage in words, then a bar whose width only repeats the percentage. The forecast is drawn
 * hatched; `barLabel` names the bar for screen readers ("Spent: 42% of the budget").
 */
export function FigureBar({
  label,
  amount,
  percent,
  tone,
  barLabel,
  figureAttributes,
}: {
  label: string;
  amount: string;
  percent: number;
  tone: 'actual' | 'forecast';
  barLabel: (percent: string) => string;
  /** Data attributes on the figure, for what reads it (tests, the budget's `data-budget-figure`). */
  figureAttributes?: Record<`data-${string}`, string>;
}) {
  const shown = Math.round(percent);
  return (
    <div className="grid gap-1">
      <div className="flex justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="tabular-nums" {...figureAttributes}>
          {m.billing_budget_figure({ amount, percent: formatPercent(shown) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={barLabel(formatPercent(shown))}
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
