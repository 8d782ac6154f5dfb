import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { cn } from '../lib/cn.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { $billingCycle, setBillingCycle } from '../stores/currency.ts';
import { DEFAULT_BILLING_CYCLE, type BillingCycle } from '../../shared/money.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatPercent } from '../../shared/format/numbers.ts';

type BillingCycleToggleProps = {
  /** The best yearly discount on offer, shown beside 'Yearly' when above 0. */
  maxDiscount?: number;
  className?: string;
};

const OPTIONS: { value: BillingCycle; label: () => string }[] = [
  { value: 'monthly', label: m.pricing_monthly },
  { value: 'yearly', label: m.pricing_yearly },
];

/** Monthly / yearly switch bound to the shared $billingCycle store: a radio group that looks like a segmented control. */
export function BillingCycleToggle({ maxDiscount = 0, className }: BillingCycleToggleProps) {
  const name = useId();
  const hydrated = useHydrated();
  const stored = useStore($billingCycle);
  const value = hydrated ? stored : DEFAULT_BILLING_CYCLE;

  return (
    <fieldset className={cn('inline-flex items-center gap-2', className)}>
      <legend className="sr-only">{m.pricing_billing_cycle()}</legend>
      <div className="inline-flex rounded-md border border-input bg-muted p-0.5">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative inline-flex h-8 cursor-pointer items-center gap-1.5 rounded px-3 text-sm font-medium text-muted-foreground',
              'has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring',
              !hydrated && 'cursor-wait',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={!hydrated}
              onChange={() => setBillingCycle(option.value)}
              // Covers its label: clicks anywhere on the segment land on the radio itself.
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded opacity-0 disabled:cursor-wait"
            />
            {option.label()}
            {option.value === 'yearly' && maxDiscount > 0 && (
              <span className="rounded-sm bg-success px-1.5 py-0.5 text-xs font-semibold text-success-foreground">
                {m.pricing_save_up_to({ discount: formatPercent(maxDiscount) })}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
