import { useQuery } from '@tanstack/react-query';
import type { Catalog } from '../../../shared/catalog/catalog.schemas.ts';
import type { Quote } from '../../../shared/pricing/pricing.schemas.ts';
import { configureClusterHref } from '../../../shared/links.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatMicroUsd, MICRO_USD_PER_CENT, type BillingCycle, type Currency } from '../../../shared/money.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { prefillOf, specOf, type Suggestion } from './suggestions.ts';
import { MS_PER_MINUTE } from '../../../shared/time.ts';
import { pricingKeys } from '../../pricing/keys.ts';

/** The quote's amounts are already in its currency: no conversion, only the formatting. */
const SAME_CURRENCY = { USD: 1, EUR: 1, GBP: 1 } as const;

/** Minor units of a quote's currency in whole units, rounded down: 23999 EUR → '€239' ('239 €' in French). */
export const wholeUnits = (minor: number, currency: Currency) =>
  formatMicroUsd(minor * MICRO_USD_PER_CENT, currency, SAME_CURRENCY);

/** One ranked suggestion: what it is, why, its price from the server's quote, and the wizard one click away. */
export function SuggestionCard({
  suggestion,
  rank,
  catalog,
  currency,
  billingCycle,
}: {
  suggestion: Suggestion;
  rank: number;
  catalog: Catalog;
  currency: Currency;
  billingCycle: BillingCycle;
}) {
  const spec = specOf(suggestion, catalog);
  const quote = useQuery({
    queryKey: pricingKeys.quote(spec, currency, billingCycle),
    queryFn: () =>
      apiRequest<Quote>('/api/pricing/quote', {
        method: 'POST',
        body: { kind: 'cluster', cluster: spec, currency, billingCycle },
      }),
    staleTime: MS_PER_MINUTE,
  });
  const size = catalog.nodeSizes.find((s) => s.id === suggestion.nodeSizeId);
  const headingId = `suggestion-${rank}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <span
        className="h-1.5 rounded-full"
        style={{ background: `var(--color-tier-${suggestion.tier.colour})` }}
        aria-hidden="true"
      />
      <h3 id={headingId} className="text-lg font-semibold">
        {rank}. {suggestion.tier.name}
      </h3>
      <p className="text-sm">
        {suggestion.provider.name}, {suggestion.region.name} ({suggestion.region.city}) · {suggestion.nodes} ×{' '}
        {size?.name ?? suggestion.nodeSizeId}
        {suggestion.haControlPlane ? m.choosing_card_ha() : ''}
      </p>
      <p className="text-2xl font-bold tabular-nums" aria-live="polite">
        {quote.data ? (
          <>
            {wholeUnits(quote.data.subtotal - quote.data.discount, currency)}
            <span className="ml-1 text-sm font-normal text-muted-foreground">
              {billingCycle === 'yearly' ? m.choosing_per_year_excl_vat() : m.choosing_per_month_excl_vat()}
            </span>
          </>
        ) : quote.isError ? (
          <span className="text-sm font-normal text-destructive">
            {m.choosing_price_error({ message: quote.error.message })}
          </span>
        ) : (
          <span className="text-sm font-normal text-muted-foreground">{m.choosing_pricing()}</span>
        )}
      </p>
      <div>
        <p className="text-sm font-medium">{m.choosing_why()}</p>
        <ul className="mt-1 list-disc pl-5 text-sm">
          {suggestion.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      {suggestion.addonIds.length > 0 ? (
        <p className="text-sm text-muted-foreground">{m.choosing_addons({ addons: suggestion.addonIds.join(', ') })}</p>
      ) : null}
      <a
        href={configureClusterHref(prefillOf(suggestion))}
        className={buttonVariants()}
        aria-label={m.choosing_configure_in_wizard({ tier: suggestion.tier.name })}
      >
        {m.choosing_configure_this()}
      </a>
    </li>
  );
}
