import { cn } from '../lib/cn.ts';
import { useCurrencyState } from './use-currency-state.ts';

type PriceTagProps = {
  /** The list price in US dollars. */
  usd: number;
  /** Shown after the price in a smaller muted style, e.g. '/month'. */
  suffix?: string;
  /** Shown instead of a zero price, e.g. 'Free'. */
  freeLabel?: string;
  /** Decimal places for sub-unit amounts such as hourly rates; whole numbers otherwise (SPEC §9). */
  decimals?: number;
  className?: string;
};

/**
 * A USD price shown in the visitor's currency. Usable as an island on its own
 * (`<PriceTag client:visible usd={149} suffix="/month" />`) or inside any React tree, with or
 * without a CurrencyProvider. The server HTML holds the EUR price at the built-in rates, so
 * nothing is empty before hydration; live rates and the stored currency follow.
 */
export function PriceTag({ usd, suffix, freeLabel, decimals, className }: PriceTagProps) {
  const { format, formatPrecise } = useCurrencyState();
  if (usd === 0 && freeLabel) return <span className={className}>{freeLabel}</span>;
  return (
    <span className={cn('tabular-nums', className)}>
      {decimals ? formatPrecise(usd, decimals) : format(usd)}
      {suffix && <span className="ml-0.5 text-[0.8em] font-normal text-muted-foreground">{suffix}</span>}
    </span>
  );
}
