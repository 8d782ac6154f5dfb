import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClusterSpec } from '../../../../shared/clusters/clusters.schemas.ts';
import type { Quote } from '../../../../shared/pricing/pricing.schemas.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { useOrderCurrency } from '../../billing/use-billing-currency.ts';
import { useCurrencyState } from '../../../pricing/use-currency-state.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { QUOTE_PLACEHOLDER_NAME, specForQuote } from './wizard-draft.ts';
import { formatMinorUnits } from '../../../../shared/money.ts';
import { MS_PER_MINUTE } from '../../../../shared/time.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatRate } from '../../../../shared/vat-rate.ts';
import { pricingKeys } from '../../../pricing/keys.ts';
import { CarbonEstimate } from './CarbonEstimate.tsx';

const DEBOUNCE_MS = 350;

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/**
 * The draft's price from the server's pricing engine (POST /api/pricing/quote), in the header's
 * currency and billing cycle, requested a moment after the last change; nothing is computed here.
 */
export function LivePrice({
  spec,
  promoCode,
  onPromoError,
}: {
  spec: ClusterSpec;
  promoCode: string;
  onPromoError: (message: string | null) => void;
}) {
  const { billingCycle } = useCurrencyState();
  // Orders are placed in the billing currency once the first paid order fixed it.
  const currency = useOrderCurrency();
  const quoted = specForQuote(spec);
  const code = useDebounced(promoCode.trim(), DEBOUNCE_MS);
  const body = useDebounced(JSON.stringify({ kind: 'cluster', cluster: quoted, currency, billingCycle }), DEBOUNCE_MS);
  // The price without the code stays on screen when a code is refused (used up, expired…).
  const plain = useQuote(body, undefined);
  const withCode = useQuote(body, code || undefined);
  const quote = code ? withCode : plain;
  const promoError = withCode.error instanceof ApiError ? (withCode.error.fields?.promoCode ?? null) : null;
  useEffect(() => onPromoError(code ? promoError : null), [code, promoError, onPromoError]);
  const data = (quote.isError ? undefined : quote.data) ?? (promoError && !plain.isError ? plain.data : undefined);
  // The price per period is the one that repeats: a promotion code (PARIS) and the credits
  // balance only change the first payment, said under it.
  const recurring = code && !plain.isError && plain.data ? plain.data : data;
  const promoApplied = Boolean(
    code && data && data !== plain.data && data.discounts.some((line) => line.kind === 'promo'),
  );
  // A draft without a name yet is priced under a placeholder, which is not shown as its name.
  const unnamed = quoted.name !== spec.name;
  const describe = (description: string) =>
    unnamed ? description.replace(` "${QUOTE_PLACEHOLDER_NAME}"`, '') : description;
  const vatText = (vat: Quote['vat']) =>
    vat.rateBp > 0 ? m.clusters_price_vat_included({ rate: formatRate(vat.rateBp) }) : vat.reason;

  return (
    <section aria-labelledby="live-price" className="rounded-lg border border-border bg-card p-4 lg:sticky lg:top-20">
      <h2 id="live-price" className="text-sm font-semibold text-muted-foreground">
        {billingCycle === 'yearly' ? m.clusters_price_per_year() : m.clusters_price_per_month()}
      </h2>
      <div aria-live="polite" aria-atomic="true" className="mt-2">
        {data ? (
          <>
            <p className="text-3xl font-bold tabular-nums" data-testid="live-price-total">
              {formatMinorUnits((recurring ?? data).total, data.currency)}
            </p>
            <p className="text-xs text-muted-foreground">
              {(data.billingCycle === 'yearly' ? m.clusters_price_billed_yearly : m.clusters_price_billed_monthly)({
                vat: vatText(data.vat),
                currency: data.currency,
              })}
            </p>
          </>
        ) : quote.isError ? (
          <p className="text-sm text-muted-foreground">{m.clusters_price_invalid()}</p>
        ) : (
          <Spinner size="sm" label={m.clusters_price_loading()} align="start" />
        )}
      </div>
      {data ? (
        <ul className="mt-3 grid gap-1 border-t border-border pt-3 text-xs">
          {[...(recurring ?? data).lines, ...(recurring ?? data).discounts].map((line, i) => (
            <li key={`${line.kind}-${line.ref ?? ''}-${i}`} className="flex justify-between gap-3">
              <span>{describe(line.description)}</span>
              <span className="tabular-nums whitespace-nowrap">{formatMinorUnits(line.amount, data.currency)}</span>
            </li>
          ))}
          {(recurring ?? data).tax > 0 ? (
            <li className="flex justify-between gap-3">
              <span>{m.clusters_price_vat()}</span>
              <span className="tabular-nums">{formatMinorUnits((recurring ?? data).tax, data.currency)}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {data && promoApplied ? (
        <p className="mt-2 text-sm font-medium tabular-nums" data-testid="live-price-first-payment">
          {m.clusters_price_first_payment({ code, amount: formatMinorUnits(data.total, data.currency) })}
        </p>
      ) : null}
      {data && data.creditsApplied > 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">
          {m.clusters_price_balance_pays({
            credits: formatMinorUnits(data.creditsApplied, data.currency),
            due: formatMinorUnits(data.amountDue ?? data.total - data.creditsApplied, data.currency),
          })}
        </p>
      ) : null}
      {data && promoError ? (
        <p className="mt-2 text-xs text-destructive">{m.clusters_price_promo_refused({ error: promoError })}</p>
      ) : null}
      {quote.isFetching && data ? (
        <p className="mt-2 text-xs text-muted-foreground">{m.clusters_price_updating()}</p>
      ) : null}
      <CarbonEstimate spec={spec} />
    </section>
  );
}

/** The server's quote of a draft (`body`), with a promotion code or without. */
function useQuote(body: string, promoCode: string | undefined) {
  return useQuery({
    queryKey: pricingKeys.quote(body, promoCode ?? null),
    queryFn: () =>
      apiRequest<Quote>('/api/pricing/quote', { method: 'POST', body: { ...(JSON.parse(body) as object), promoCode } }),
    placeholderData: keepPreviousData,
    staleTime: MS_PER_MINUTE,
    enabled: promoCode !== '',
  });
}
