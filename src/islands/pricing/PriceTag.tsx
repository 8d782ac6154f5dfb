import { cn } from '../lib/cn.ts';
import { useCurrencyState } from './use-currency-state.ts';

type PriceTagProps = {
  /** The list price in US cents. */
  usdCents: number;
  /** Shown before the price in a smaller muted style, e.g. 'From'. */
  prefix?: string;
  /** Shown after the price in a smaller muted style, e.g. '/month'. */
  suffix?: string;
  /** Shown instead of a zero price, e.g. 'Free'. */
  freeLabel?: string;
  className?: string;
};

const MUTED = 'text-[0.8em] font-normal text-muted-foreground';

/**
 * A USD price shown in the visitor's currency, in whole units (SPEC §9). Usable as an island on
 * its own (`<PriceTag client:visible usdCents={14900} suffix="/month" />`) or inside any React
 * tree, with or without a CurrencyProvider. The server HTML holds the EUR price at the built-in
 * rates, so nothing is empty before hydration; live rates and the stored currency follow.
 */
export function PriceTag({ usdCents, prefix, suffix, freeLabel, className }: PriceTagProps) {
  const { format } = useCurrencyState();
  if (usdCents === 0 && freeLabel) return <span className={className}>{freeLabel}</span>;
  return (
    <span className={cn('tabular-nums', className)}>
      {prefix && <span className={cn(MUTED, 'mr-1')}>{prefix}</span>}
      {format(usdCents)}
      {suffix && <span className={cn(MUTED, 'ml-0.5')}>{suffix}</span>}
    </span>
  );
}
