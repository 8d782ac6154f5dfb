import { useQuery } from '@tanstack/react-query';
import type { Catalog } from '../../../server/catalog/catalog.schemas.ts';
import type { Quote } from '../../../server/pricing/pricing.schemas.ts';
import { configureClusterHref } from '../../../shared/links.ts';
import { SYMBOLS, type BillingCycle, type Currency } from '../../../shared/money.ts';
import { apiRequest } from '../../lib/request.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { prefillOf, specOf, type Suggestion } from './suggestions.ts';
import { MS_PER_MINUTE } from '../../../shared/time.ts';

/** Minor units of a quote's currency in whole units, rounded down (SPEC §9): 23999 EUR → '€239'. */
export const wholeUnits = (minor: number, currency: Currency) => `${SYMBOLS[currency]}${Math.floor(minor / 100)}`;

/** One ranked suggestion: what it is, why, its price from the server's quote, and the wizard one click away. */
export function SuggestionCard({ suggestion, rank, catalog, currency, billingCycle }: { suggestion: Suggestion; rank: number; catalog: Catalog; currency: Currency; billingCycle: BillingCycle }) {
  const spec = specOf(suggestion, catalog);
  const quote = useQuery({
    queryKey: ['/api/pricing/quote', spec, currency, billingCycle],
    queryFn: () => apiRequest<Quote>('/api/pricing/quote', { method: 'POST', body: { kind: 'cluster', cluster: spec, currency, billingCycle } }),
    staleTime: MS_PER_MINUTE,
  });
  const size = catalog.nodeSizes.find((s) => s.id === suggestion.nodeSizeId);
  const headingId = `suggestion-${rank}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <span className="h-1.5 rounded-full" style={{ background: `var(--color-tier-${suggestion.tier.colour})` }} aria-hidden="true" />
      <h3 id={headingId} className="text-lg font-semibold">
        {rank}. {suggestion.tier.name}
      </h3>
      <p className="text-sm">
        {suggestion.provider.name}, {suggestion.region.name} ({suggestion.region.city}) · {suggestion.nodes} × {size?.name ?? suggestion.nodeSizeId}
        {suggestion.haControlPlane ? ' · highly available control plane' : ''}
      </p>
      <p className="text-2xl font-bold tabular-nums" aria-live="polite">
        {quote.data ? (
          <>
            {wholeUnits(quote.data.subtotal - quote.data.discount, currency)}
            <span className="ml-1 text-sm font-normal text-muted-foreground">/{billingCycle === 'yearly' ? 'year' : 'month'} excl. VAT</span>
          </>
        ) : quote.isError ? (
          <span className="text-sm font-normal text-destructive">The price could not be computed: {quote.error.message}</span>
        ) : (
          <span className="text-sm font-normal text-muted-foreground">Pricing…</span>
        )}
      </p>
      <div>
        <p className="text-sm font-medium">Why</p>
        <ul className="mt-1 list-disc pl-5 text-sm">
          {suggestion.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      {suggestion.addonIds.length > 0 ? <p className="text-sm text-muted-foreground">Add-ons: {suggestion.addonIds.join(', ')}</p> : null}
      <a href={configureClusterHref(prefillOf(suggestion))} className={buttonVariants()} aria-label={`Configure ${suggestion.tier.name} in the wizard`}>
        Configure this cluster
      </a>
    </li>
  );
}
