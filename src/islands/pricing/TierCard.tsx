import { useId } from 'react';
import { configureClusterHref } from '../../shared/links.ts';
import { buttonVariants } from '../ui/button.tsx';
import { useCurrency } from './CurrencyProvider.tsx';
import type { TierView } from './catalog-view.ts';
import { PriceTag } from './PriceTag.tsx';
import { yearlyDiscount } from '../../shared/money.ts';

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

/** One tier on /pricing: price for the chosen cycle and currency, yearly discount, specs, features, links. */
export function TierCard({ tier }: { tier: TierView }) {
  const headingId = useId();
  const { billingCycle } = useCurrency();
  const yearly = billingCycle === 'yearly';
  const discount = yearlyDiscount(tier.priceMonthlyUsdCents, tier.priceYearlyUsdCents);

  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm">
      <div className="h-1.5" style={{ background: `var(--color-tier-${tier.colour})` }} aria-hidden="true" />
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-lg font-semibold">{tier.name}</h3>
        <p className="mt-4 text-3xl font-bold tracking-tight">
          <PriceTag
            usdCents={yearly ? tier.priceYearlyUsdCents : tier.priceMonthlyUsdCents}
            suffix={yearly ? '/year' : '/month'}
            freeLabel="Free"
          />
        </p>
        <p className="mt-1 min-h-5 text-sm">
          {discount > 0 && yearly && <span className="font-medium text-success">{`Save ${discount}% compared with monthly billing`}</span>}
          {discount > 0 && !yearly && <span className="text-muted-foreground">{`Save ${discount}% with yearly billing`}</span>}
          {discount === 0 && tier.priceMonthlyUsdCents === 0 && <span className="text-muted-foreground">One per organization</span>}
        </p>
        <p className="mt-3 text-sm text-muted-foreground">{tier.description}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 border-y border-border py-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Included nodes</dt>
            <dd className="font-medium">{`${tier.includedNodes} (up to ${tier.maxNodes})`}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">SLA</dt>
            <dd className="font-medium">{tier.sla === 'none' ? 'None' : tier.sla}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-muted-foreground">HA control plane</dt>
            <dd className="font-medium">{tier.haControlPlane ? 'Yes, across 3 zones' : 'No, single instance'}</dd>
          </div>
        </dl>
        <ul className="mt-4 space-y-2 text-sm">
          {tier.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckIcon />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          <a href={configureClusterHref(tier.id)} className={buttonVariants()}>
            Configure<span className="sr-only">{` ${tier.name}`}</span>
          </a>
          <a href={`/cluster-types/${tier.page}`} className={buttonVariants({ variant: 'outline' })}>
            Details<span className="sr-only">{` of ${tier.name}`}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
