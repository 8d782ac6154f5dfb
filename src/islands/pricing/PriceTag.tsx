import { useCurrencyState } from './use-currency-state.ts';

type PriceTagProps = {
  /** The list price in US cents. */
  usdCents: number;
  /** Shown after the price in a smaller muted style, e.g. '/month'. */
  suffix?: string;
  /** Shown instead of a zero price, e.g. 'Free'. */
  freeLabel?: string;
  className?: string;
};

/**
 * A USD price shown in the visitor's currency, in whole units, rounded down. Usable as an island on
 * its own (`<PriceTag client:visible usdCents={14900} suffix="/month" />`) or inside any React
 * tree, with or without a CurrencyProvider. The server HTML holds the EUR price at the built-in
 * rates, so nothing is empty before hydration; live rates and the stored currency follow.
 */
export function PriceTag({ usdCents, suffix, freeLabel, className }: PriceTagProps) {
  const { format } = useCurrencyState();
  if (usdCents === 0 && freeLabel) return <span className={className}>{freeLabel}</span>;
  return (
    // No cn(): the home page shows PriceTags, and its script budget has no room for tailwind-merge.
    <span className={className ? `tabular-nums ${className}` : 'tabular-nums'}>
      {format(usdCents)}
      {suffix && <span className="ml-0.5 text-[0.8em] font-normal text-muted-foreground">{suffix}</span>}
    </span>
  );
}
