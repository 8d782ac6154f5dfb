import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Catalog, ClusterTier } from '../../../shared/catalog/catalog.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { configureClusterHref } from '../../../shared/links.ts';
import { catalogQuery } from '../../lib/catalog-query.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { ScrollTable, TD, TH } from '../../pricing/ScrollTable.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { QueryError } from '../../ui/query-state.tsx';

type Row = { label: string; cell: (tier: ClusterTier, catalog: Catalog) => ReactNode };

/** /cluster-selection: the seven cluster types side by side, each one click from the prefilled wizard. */
export function ClusterSelectionPage() {
  const catalog = useQuery(catalogQuery());
  const { format, currency, billingCycle } = useCurrencyState();
  const yearly = billingCycle === 'yearly';
  const rows: Row[] = [
    {
      label: yearly ? m.choosing_row_price_year() : m.choosing_row_price_month(),
      cell: (t) =>
        t.priceMonthlyUsdCents === 0
          ? m.choosing_free()
          : format(yearly ? t.priceYearlyUsdCents : t.priceMonthlyUsdCents),
    },
    { label: m.choosing_row_sla(), cell: (t) => (t.sla === 'none' ? m.choosing_none() : t.sla) },
    { label: m.choosing_row_nodes_included(), cell: (t) => t.includedNodes },
    { label: m.choosing_row_nodes_max(), cell: (t) => t.maxNodes },
    { label: m.choosing_row_ha(), cell: (t) => (t.haControlPlane ? m.choosing_yes() : m.choosing_no()) },
    { label: m.choosing_row_node_sizes(), cell: (t, c) => c.nodeSizes.filter((s) => s.tiers.includes(t.id)).length },
    {
      label: m.choosing_row_gpu(),
      cell: (t, c) => (c.nodeSizes.some((s) => s.gpu && s.tiers.includes(t.id)) ? m.choosing_yes() : m.choosing_no()),
    },
    { label: m.choosing_row_addons(), cell: (t, c) => c.addons.filter((a) => a.tiers.includes(t.id)).length },
    { label: m.choosing_row_made_for(), cell: (t) => <span className="text-muted-foreground">{t.audience}</span> },
  ];
  return (
    <>
      <PageHeader title={m.choosing_selection_title()} description={m.choosing_selection_description({ currency })}>
        <a href="/smart-suggestions" className={buttonVariants({ variant: 'outline' })}>
          {m.choosing_get_suggestions()}
        </a>
      </PageHeader>
      {catalog.isPending ? <p>{m.choosing_loading_types()}</p> : null}
      {catalog.isError ? (
        <QueryError
          error={catalog.error}
          onRetry={() => void catalog.refetch()}
          text={(message) => m.choosing_types_error({ message: message })}
        />
      ) : null}
      {catalog.data ? (
        <ScrollTable
          label={m.choosing_types_compared()}
          head={
            <>
              <tr>
                <td className={TH} />
                {catalog.data.tiers.map((tier) => (
                  <th key={tier.id} scope="col" className={`${TH} min-w-36 align-bottom`}>
                    <span
                      className="mb-2 block h-1.5 rounded-full"
                      style={{ background: `var(--color-tier-${tier.colour})` }}
                      aria-hidden="true"
                    />
                    <span className="text-foreground">{tier.name}</span>
                  </th>
                ))}
              </tr>
            </>
          }
        >
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={`${TD} font-medium`}>
                {row.label}
              </th>
              {catalog.data.tiers.map((tier) => (
                <td key={tier.id} className={TD}>
                  {row.cell(tier, catalog.data)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className={TD} />
            {catalog.data.tiers.map((tier) => (
              <td key={tier.id} className={TD}>
                <a
                  href={configureClusterHref(tier.id)}
                  className={buttonVariants({ size: 'sm' })}
                  aria-label={m.choosing_configure_tier({ tier: tier.name })}
                >
                  {m.choosing_configure()}
                </a>
              </td>
            ))}
          </tr>
        </ScrollTable>
      ) : null}
    </>
  );
}
