import { BillingCycleToggle } from './BillingCycleToggle.tsx';
import type { TierView } from './catalog-view.ts';
import { CurrencyPicker } from './CurrencyPicker.tsx';
import { CurrencyProvider, useCurrency } from './CurrencyProvider.tsx';
import { PriceTag } from './PriceTag.tsx';
import { yearlyDiscount } from './pricing.ts';
import { RatesNote } from './RatesNote.tsx';

type PanelProps = { tier: Pick<TierView, 'priceMonthlyUsd' | 'priceYearlyUsd'> };

function Price({ tier }: PanelProps) {
  const { billingCycle, format } = useCurrency();
  const discount = yearlyDiscount(tier.priceMonthlyUsd, tier.priceYearlyUsd);
  const yearly = billingCycle === 'yearly';
  return (
    <>
      <p className="text-4xl font-bold tracking-tight">
        <PriceTag usd={yearly ? tier.priceYearlyUsd : tier.priceMonthlyUsd} suffix={yearly ? '/year' : '/month'} freeLabel="Free" />
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {tier.priceMonthlyUsd === 0 && 'One per organization.'}
        {discount > 0 &&
          (yearly
            ? `${format(tier.priceMonthlyUsd)}/month when billed monthly: yearly saves ${discount}%`
            : `${format(tier.priceYearlyUsd)}/year when billed yearly, a ${discount}% saving`)}
      </p>
    </>
  );
}

/** The price block of a cluster-type page, with its own currency and billing-cycle controls. */
export function TierPricePanel({ tier }: PanelProps) {
  const free = tier.priceMonthlyUsd === 0 && tier.priceYearlyUsd === 0;
  return (
    <CurrencyProvider>
      <Price tier={tier} />
      {!free && (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <CurrencyPicker showLabel />
            <BillingCycleToggle maxDiscount={yearlyDiscount(tier.priceMonthlyUsd, tier.priceYearlyUsd)} />
          </div>
          <RatesNote className="mt-3 text-xs" />
        </>
      )}
    </CurrencyProvider>
  );
}
