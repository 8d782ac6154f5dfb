import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { cn } from '../lib/cn.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { $currency, setCurrency } from '../stores/currency.ts';
import { CURRENCIES, DEFAULT_CURRENCY, SYMBOLS, isCurrency } from '../../shared/money.ts';
import { m } from '../../shared/i18n/messages.ts';

type CurrencyPickerProps = {
  /** Shows the 'Currency' label beside the select; the header keeps it for screen readers only. */
  showLabel?: boolean;
  className?: string;
};

/**
 * Select of USD, EUR and GBP bound to the shared $currency store; every price on the page
 * follows it. Compact enough for the header. Works with or without a CurrencyProvider.
 */
export function CurrencyPicker({ showLabel = false, className }: CurrencyPickerProps) {
  const id = useId();
  const hydrated = useHydrated();
  const stored = useStore($currency);
  // The server renders the default; the stored choice appears once React runs.
  const value = hydrated ? stored : DEFAULT_CURRENCY;

  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium' : 'sr-only'}>
        {m.pricing_currency()}
      </label>
      <select
        id={id}
        value={value}
        // A choice made before hydration would be reset by it, so wait (usually a few ms).
        disabled={!hydrated}
        onChange={(event) => {
          if (isCurrency(event.target.value)) setCurrency(event.target.value);
        }}
        className={cn(
          'h-9 rounded-md border border-input bg-background pl-2 pr-7 text-sm text-foreground',
          'hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-wait',
        )}
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {`${SYMBOLS[currency]} ${currency}`}
          </option>
        ))}
      </select>
    </div>
  );
}
