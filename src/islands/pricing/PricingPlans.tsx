import { BillingCycleToggle } from './BillingCycleToggle.tsx';
import type { TierView } from './catalog-view.ts';
import { CurrencyPicker } from './CurrencyPicker.tsx';
import { CurrencyProvider } from './CurrencyProvider.tsx';
import { yearlyDiscount } from '../../shared/money.ts';
import { RatesNote } from './RatesNote.tsx';
import { TierCard } from './TierCard.tsx';

/** The /pricing island: currency and billing-cycle controls, and a card per tier. */
export function PricingPlans({ tiers }: { tiers: TierView[] }) {
  const maxDiscount = Math.max(
    0,
    ...tiers.map((tier) => yearlyDiscount(tier.priceMonthlyUsdCents, tier.priceYearlyUsdCents)),
  );
  return (
    <CurrencyProvider>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <CurrencyPicker showLabel />
        <BillingCycleToggle maxDiscount={maxDiscount} />
      </div>
      <RatesNote className="mt-3" />
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {tiers.map((tier) => (
          <li key={tier.id}>
            <TierCard tier={tier} />
          </li>
        ))}
      </ul>
    </CurrencyProvider>
  );
}
