import { BillingCycleToggle } from './BillingCycleToggle.tsx';
import type { TierView } from './catalog-view.ts';
import { CurrencyPicker } from './CurrencyPicker.tsx';
import { CurrencyProvider, useCurrency } from './CurrencyProvider.tsx';
import { PriceTag } from './PriceTag.tsx';
import { yearlyDiscount } from '../../shared/money.ts';
import { RatesNote } from './RatesNote.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { formatPercent } from '../../shared/format/numbers.ts';

type PanelProps = { tier: Pick<TierView, 'priceMonthlyUsdCents' | 'priceYearlyUsdCents'> };

function Price({ tier }: PanelProps) {
  const { billingCycle, format } = useCurrency();
  const discount = yearlyDiscount(tier.priceMonthlyUsdCents, tier.priceYearlyUsdCents);
  const yearly = billingCycle === 'yearly';
  return (
    <>
      <p className="text-4xl font-bold tracking-tight">
        <PriceTag
          usdCents={yearly ? tier.priceYearlyUsdCents : tier.priceMonthlyUsdCents}
          suffix={yearly ? m.pricing_per_year_suffix() : m.pricing_per_month_suffix()}
          freeLabel={m.pricing_free()}
        />
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {tier.priceMonthlyUsdCents === 0 && m.pricing_one_per_organization_sentence()}
        {discount > 0 &&
          (yearly
            ? m.pricing_monthly_alternative({
                price: format(tier.priceMonthlyUsdCents),
                discount: formatPercent(discount),
              })
            : m.pricing_yearly_alternative({
                price: format(tier.priceYearlyUsdCents),
                discount: formatPercent(discount),
              }))}
      </p>
    </>
  );
}

/** The price block of a cluster-type page, with its own currency and billing-cycle controls. */
export function TierPricePanel({ tier }: PanelProps) {
  const free = tier.priceMonthlyUsdCents === 0 && tier.priceYearlyUsdCents === 0;
  return (
    <CurrencyProvider>
      <Price tier={tier} />
      {!free && (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <CurrencyPicker showLabel />
            <BillingCycleToggle maxDiscount={yearlyDiscount(tier.priceMonthlyUsdCents, tier.priceYearlyUsdCents)} />
          </div>
          <RatesNote className="mt-3 text-xs" />
        </>
      )}
    </CurrencyProvider>
  );
}
