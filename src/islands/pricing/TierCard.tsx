import { useId } from 'react';
import { configureClusterHref } from '../../shared/links.ts';
import { buttonVariants } from '../ui/button.tsx';
import { useCurrency } from './CurrencyProvider.tsx';
import type { TierView } from './catalog-view.ts';
import { PriceTag } from './PriceTag.tsx';
import { yearlyDiscount } from '../../shared/money.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatPercent, formatSla } from '../../shared/format/numbers.ts';
import { richMessage } from '../ui/rich-message.tsx';

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      />
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
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm"
    >
      <div className="h-1.5" style={{ background: `var(--color-tier-${tier.colour})` }} aria-hidden="true" />
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-lg font-semibold">
          {tier.name}
        </h3>
        <p className="mt-4 text-3xl font-bold tracking-tight">
          <PriceTag
            usdCents={yearly ? tier.priceYearlyUsdCents : tier.priceMonthlyUsdCents}
            suffix={yearly ? m.pricing_per_year_suffix() : m.pricing_per_month_suffix()}
            freeLabel={m.pricing_free()}
          />
        </p>
        <p className="mt-1 min-h-5 text-sm">
          {discount > 0 && yearly && (
            <span className="font-medium text-success">
              {m.pricing_save_vs_monthly({ discount: formatPercent(discount) })}
            </span>
          )}
          {discount > 0 && !yearly && (
            <span className="text-muted-foreground">
              {m.pricing_save_with_yearly({ discount: formatPercent(discount) })}
            </span>
          )}
          {discount === 0 && tier.priceMonthlyUsdCents === 0 && (
            <span className="text-muted-foreground">{m.pricing_one_per_organization()}</span>
          )}
        </p>
        <p className="mt-3 text-sm text-muted-foreground">{tier.description}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 border-y border-border py-3 text-sm">
          <div>
            <dt className="text-muted-foreground">{m.pricing_included_nodes()}</dt>
            <dd className="font-medium">
              {m.pricing_included_nodes_value({ included: tier.includedNodes, max: tier.maxNodes })}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">SLA</dt>
            <dd className="font-medium">{tier.sla === 'none' ? m.pricing_sla_none() : formatSla(tier.sla)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-muted-foreground">{m.pricing_ha_control_plane()}</dt>
            <dd className="font-medium">{tier.haControlPlane ? m.pricing_ha_yes() : m.pricing_ha_no()}</dd>
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
            {richMessage((slot) => m.pricing_configure_tier({ name: slot.name }), {
              name: <span className="sr-only">{tier.name}</span>,
            })}
          </a>
          <a href={`/cluster-types/${tier.page}`} className={buttonVariants({ variant: 'outline' })}>
            {/* Seen: "Details"; heard: "Details of Standard (Blue)". */}
            {m.pricing_details()}
            <span className="sr-only">{` ${m.pricing_details_of_tier({ name: tier.name })}`}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
