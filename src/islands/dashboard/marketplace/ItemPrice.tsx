import type { MarketplaceItem } from '../../../shared/marketplace/marketplace.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { MICRO_USD_PER_CENT } from '../../../shared/money.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { unitSuffix } from './marketplace.ts';

/** An item's monthly price per unit in the header currency ("Included" when free). */
export function ItemPrice({
  item,
  className,
}: {
  item: Pick<MarketplaceItem, 'priceMonthlyMicroUsd' | 'pricingUnit'>;
  className?: string;
}) {
  const { format, formatPrecise } = useCurrencyState();
  if (item.priceMonthlyMicroUsd === 0) return <span className={className}>{m.marketplace_included()}</span>;
  const whole =
    item.priceMonthlyMicroUsd % MICRO_USD_PER_CENT === 0 && item.priceMonthlyMicroUsd >= 100 * MICRO_USD_PER_CENT;
  const amount = whole
    ? format(item.priceMonthlyMicroUsd / MICRO_USD_PER_CENT)
    : formatPrecise(item.priceMonthlyMicroUsd, 3);
  return (
    <span className={className}>
      <span className="font-semibold tabular-nums">{amount}</span>{' '}
      <span className="text-muted-foreground">{unitSuffix(item.pricingUnit)}</span>
    </span>
  );
}
