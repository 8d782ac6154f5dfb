import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import type { Catalog } from '../../../shared/catalog/catalog.schemas.ts';
import type { Estimate, EstimateItem } from '../../../shared/pricing/estimate.schemas.ts';
import type { Quote } from '../../../shared/pricing/pricing.schemas.ts';
import { CURRENCIES, type Currency, formatMinorUnits } from '../../../shared/money.ts';
import { BillingSection } from '../billing/BillingPage.tsx';
import { Field } from '../billing/field.tsx';
import { useHeaderCurrency } from '../billing/use-header-currency.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { toast } from '../../stores/toasts.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ClusterItemEditor, defaultCluster } from './ClusterItemEditor.tsx';
import { decodeEstimate, encodeEstimate, wizardHref } from './estimate-link.ts';
import { estimateQueryOptions } from './estimator.queries.ts';
import { catalogQuery } from '../../lib/catalog-query.ts';
import { useDebounced } from './use-debounced.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatRate } from '../../../shared/vat-rate.ts';
import { richMessage } from '../../ui/rich-message.tsx';
import { QueryError } from '../../ui/query-state.tsx';
import { Alert } from '../../ui/alert.tsx';

const DEBOUNCE_MS = 300;

function itemTitle(item: EstimateItem, index: number, catalog: Catalog): string {
  if (item.kind === 'cluster') {
    return m.estimator_item_cluster({
      number: index + 1,
      tier: catalog.tiers.find((t) => t.id === item.cluster.tierId)?.name ?? item.cluster.tierId,
    });
  }
  if (item.kind === 'addon')
    return m.estimator_item_addon({ name: catalog.addons.find((a) => a.id === item.addonId)?.name ?? item.addonId });
  return m.estimator_item_product({
    name: catalog.products.find((p) => p.id === item.productId)?.name ?? item.productId,
  });
}

/** How a product is priced, in words (the catalog's value stays what it is). */
const PRICING_UNITS: Record<Catalog['products'][number]['pricingUnit'], () => string> = {
  'per cluster': m.estimator_unit_per_cluster,
  'per node': m.estimator_unit_per_node,
  'per GB': m.estimator_unit_per_gb,
  flat: m.estimator_unit_flat,
};

function QuoteColumn({ title, quote, testId }: { title: string; quote: Quote; testId: string }) {
  const money = (amount: number) => formatMinorUnits(amount, quote.currency);
  return (
    <div className="rounded-lg border border-border p-4" data-estimate={testId}>
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      <p className="mt-1 text-3xl font-bold tabular-nums" data-estimate-total={testId}>
        {money(quote.total)}
      </p>
      <dl className="mt-2 grid gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt>{m.estimator_subtotal()}</dt>
          <dd className="tabular-nums">{money(quote.subtotal)}</dd>
        </div>
        {quote.discount !== 0 ? (
          <div className="flex justify-between gap-2">
            <dt>{m.estimator_discounts()}</dt>
            <dd className="tabular-nums">{money(-Math.abs(quote.discount))}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-2">
          <dt>
            {(quote.vat.reverseCharge ? m.estimator_vat_reverse_charge : m.estimator_vat)({
              rate: formatRate(quote.vat.rateBp),
            })}
          </dt>
          <dd className="tabular-nums">{money(quote.tax)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** /price-estimator: any mix of clusters, add-ons and products, priced live by the order engine. */
export function EstimatorPage() {
  const hydrated = useHydrated();
  const headerCurrency = useHeaderCurrency();
  const catalog = useQuery(catalogQuery());
  const [shared] = useState(() =>
    typeof window === 'undefined' ? null : decodeEstimate(new URLSearchParams(window.location.search).get('e')),
  );
  const [chosenCurrency, setChosenCurrency] = useState<Currency | null>(shared?.currency ?? null);
  const currency = chosenCurrency ?? headerCurrency;
  const [items, setItems] = useState<EstimateItem[] | null>(shared?.items ?? null);
  const currencyId = useId();

  // A fresh page starts with one cluster of the catalog's first tier.
  useEffect(() => {
    if (items === null && catalog.data) setItems([{ kind: 'cluster', cluster: defaultCluster(catalog.data) }]);
  }, [items, catalog.data]);

  const input = useMemo(() => ({ currency, items: items ?? [] }), [currency, items]);
  const debounced = useDebounced(input, DEBOUNCE_MS);
  const estimate = useQuery(estimateQueryOptions(debounced));
  const link = items ? `/price-estimator?e=${encodeEstimate({ currency, items })}` : '/price-estimator';

  // The address always holds the estimate on screen, so reloading or sharing it restores it.
  useEffect(() => {
    if (hydrated && items) window.history.replaceState(window.history.state, '', link);
  }, [hydrated, items, link]);

  const fields = estimate.error instanceof ApiError ? (estimate.error.fields ?? {}) : {};
  const fieldError = (path: string) => fields[path];
  const unplaced = estimate.isError && Object.keys(fields).length === 0 ? estimate.error.message : fields.items;

  if (catalog.isPending || items === null) return <Spinner label={m.estimator_catalog_loading()} />;
  if (catalog.isError)
    return (
      <QueryError
        error={catalog.error}
        onRetry={() => void catalog.refetch()}
        text={(message) => m.estimator_catalog_error({ error: message })}
      />
    );
  const data = catalog.data;
  const update = (index: number, item: EstimateItem) => setItems(items.map((it, i) => (i === index ? item : it)));
  const remove = (index: number) => setItems(items.filter((_, i) => i !== index));
  const shown: Estimate | undefined = estimate.data;

  const copyLink = async () => {
    const url = new URL(link, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: m.estimator_link_copied(),
        description: m.estimator_link_copied_description(),
        variant: 'success',
      });
    } catch {
      toast({ title: m.estimator_copy_this_link(), description: url });
    }
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
      <div className="grid content-start gap-4">
        {items.map((item, index) => (
          <BillingSection key={index} title={itemTitle(item, index, data)}>
            {item.kind === 'cluster' ? (
              <ClusterItemEditor
                catalog={data}
                cluster={item.cluster}
                onChange={(cluster) => update(index, { kind: 'cluster', cluster })}
                error={(path) => fieldError(`items.${index}.cluster.${path}`)}
              />
            ) : item.kind === 'addon' ? (
              <Field label={m.estimator_addon()} error={fieldError(`items.${index}.addonId`)}>
                {(ids) => (
                  <select
                    {...ids}
                    className={inputClass}
                    value={item.addonId}
                    onChange={(e) => update(index, { kind: 'addon', addonId: e.target.value })}
                  >
                    {data.addons.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : (
              <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
                <Field label={m.estimator_product()} error={fieldError(`items.${index}.productId`)}>
                  {(ids) => (
                    <select
                      {...ids}
                      className={inputClass}
                      value={item.productId}
                      onChange={(e) => update(index, { ...item, productId: e.target.value })}
                    >
                      {data.products.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name} ({PRICING_UNITS[p.pricingUnit]()})
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={m.estimator_quantity()} error={fieldError(`items.${index}.quantity`)}>
                  {(ids) => (
                    <input
                      {...ids}
                      type="number"
                      min={1}
                      className={inputClass}
                      value={Number.isNaN(item.quantity) ? '' : item.quantity}
                      onChange={(e) => update(index, { ...item, quantity: e.target.valueAsNumber })}
                    />
                  )}
                </Field>
              </div>
            )}
            <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-border pt-3 text-sm">
              {shown?.itemsMonthly[index] !== undefined ? (
                <span className="tabular-nums" data-item-monthly={index}>
                  {m.estimator_item_monthly({ amount: formatMinorUnits(shown.itemsMonthly[index] ?? 0, currency) })}
                </span>
              ) : null}
              <span className="ml-auto flex gap-2">
                {item.kind === 'cluster' ? (
                  <a href={wizardHref(item.cluster)} className={buttonVariants({ size: 'sm' })}>
                    {m.estimator_order_this()}
                    <span className="sr-only"> {m.estimator_order_this_cluster()}</span>
                  </a>
                ) : (
                  <a
                    href={item.kind === 'addon' ? '/add-ons' : '/marketplace'}
                    className={buttonVariants({ size: 'sm' })}
                  >
                    {m.estimator_order_this()}
                    <span className="sr-only">
                      {' '}
                      {item.kind === 'addon' ? m.estimator_order_this_addon() : m.estimator_order_this_product()}
                    </span>
                  </a>
                )}
                <Button variant="outline" size="sm" onClick={() => remove(index)}>
                  {m.estimator_remove()}
                  <span className="sr-only"> {itemTitle(item, index, data)}</span>
                </Button>
              </span>
            </div>
          </BillingSection>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => setItems([...items, { kind: 'cluster', cluster: defaultCluster(data) }])}
          >
            {m.estimator_add_cluster()}
          </Button>
          <Button
            variant="outline"
            disabled={data.addons.length === 0}
            onClick={() => setItems([...items, { kind: 'addon', addonId: data.addons[0]?.id ?? '' }])}
          >
            {m.estimator_add_addon()}
          </Button>
          <Button
            variant="outline"
            disabled={data.products.length === 0}
            onClick={() =>
              setItems([...items, { kind: 'product', productId: data.products[0]?.id ?? '', quantity: 1 }])
            }
          >
            {m.estimator_add_product()}
          </Button>
        </div>
      </div>

      <aside aria-label={m.estimator_estimate()} className="grid content-start gap-4 xl:sticky xl:top-20">
        <div className="grid gap-1">
          <label htmlFor={currencyId} className="text-sm font-medium">
            {m.estimator_currency()}
          </label>
          <select
            id={currencyId}
            className={inputClass}
            value={currency}
            onChange={(e) => setChosenCurrency(e.target.value as Currency)}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div aria-live="polite" className="grid gap-3">
          {items.length === 0 ? <p className="text-sm text-muted-foreground">{m.estimator_empty()}</p> : null}
          {unplaced ? (
            <Alert>{unplaced}</Alert>
          ) : estimate.isError ? (
            <Alert look="text">{m.estimator_needs_a_look()}</Alert>
          ) : null}
          {estimate.isPending && items.length > 0 ? <Spinner label={m.estimator_pricing()} /> : null}
          {shown && !estimate.isError && items.length > 0 ? (
            <>
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1">
                <QuoteColumn title={m.estimator_monthly()} quote={shown.monthly} testId="monthly" />
                <QuoteColumn title={m.estimator_yearly()} quote={shown.yearly} testId="yearly" />
              </div>
              <p className="text-sm" data-estimate-saving>
                {richMessage((slot) => m.estimator_yearly_saving(slot), {
                  amount: <strong className="tabular-nums">{formatMinorUnits(shown.yearlySaving, currency)}</strong>,
                })}
              </p>
            </>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Button variant="outline" onClick={() => void copyLink()} disabled={!hydrated}>
            {m.estimator_copy_link()}
          </Button>
          <a href={link} className="break-all text-xs text-muted-foreground underline" data-estimate-link>
            {m.estimator_shareable_link()}
          </a>
        </div>
      </aside>
    </div>
  );
}
