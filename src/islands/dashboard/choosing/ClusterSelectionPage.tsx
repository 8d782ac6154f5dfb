import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Catalog, ClusterTier } from '../../../server/catalog/catalog.schemas.ts';
import { configureClusterHref } from '../../../shared/links.ts';
import { catalogQuery } from '../../lib/catalog-query.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { ScrollTable, TD, TH } from '../../pricing/ScrollTable.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';

type Row = { label: string; cell: (tier: ClusterTier, catalog: Catalog) => ReactNode };

/** /cluster-selection: the seven cluster types side by side, each one click from the prefilled wizard. */
export function ClusterSelectionPage() {
  const catalog = useQuery(catalogQuery());
  const { format, currency, billingCycle } = useCurrencyState();
  const yearly = billingCycle === 'yearly';
  const rows: Row[] = [
    { label: yearly ? 'Price a year' : 'Price a month', cell: (t) => (t.priceMonthlyUsdCents === 0 ? 'Free' : format(yearly ? t.priceYearlyUsdCents : t.priceMonthlyUsdCents)) },
    { label: 'Uptime SLA', cell: (t) => (t.sla === 'none' ? 'None' : t.sla) },
    { label: 'Nodes included', cell: (t) => t.includedNodes },
    { label: 'Nodes at most', cell: (t) => t.maxNodes },
    { label: 'Highly available control plane', cell: (t) => (t.haControlPlane ? 'Yes' : 'No') },
    { label: 'Node sizes', cell: (t, c) => c.nodeSizes.filter((s) => s.tiers.includes(t.id)).length },
    { label: 'GPU nodes', cell: (t, c) => (c.nodeSizes.some((s) => s.gpu && s.tiers.includes(t.id)) ? 'Yes' : 'No') },
    { label: 'Add-ons available', cell: (t, c) => c.addons.filter((a) => a.tiers.includes(t.id)).length },
    { label: 'Made for', cell: (t) => <span className="text-muted-foreground">{t.audience}</span> },
  ];
  return (
    <>
      <PageHeader
        title="Choose a cluster type"
        description={`The seven cluster types side by side, list prices in ${currency} before VAT. Configure one to open the wizard with it chosen.`}
      >
        <a href="/smart-suggestions" className={buttonVariants({ variant: 'outline' })}>Not sure? Get suggestions</a>
      </PageHeader>
      {catalog.isPending ? <p>Loading the cluster types…</p> : null}
      {catalog.isError ? <p role="alert" className="text-destructive">The cluster types could not be loaded: {catalog.error.message}</p> : null}
      {catalog.data ? (
        <ScrollTable label="Cluster types compared"
          head={
            <>
              <tr>
                <td className={TH} />
                {catalog.data.tiers.map((tier) => (
                  <th key={tier.id} scope="col" className={`${TH} min-w-36 align-bottom`}>
                    <span className="mb-2 block h-1.5 rounded-full" style={{ background: `var(--color-tier-${tier.colour})` }} aria-hidden="true" />
                    <span className="text-foreground">{tier.name}</span>
                  </th>
                ))}
              </tr>
            </>
          }
        >
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={`${TD} font-medium`}>{row.label}</th>
              {catalog.data.tiers.map((tier) => (
                <td key={tier.id} className={TD}>{row.cell(tier, catalog.data)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <td className={TD} />
            {catalog.data.tiers.map((tier) => (
              <td key={tier.id} className={TD}>
                <a href={configureClusterHref(tier.id)} className={buttonVariants({ size: 'sm' })} aria-label={`Configure ${tier.name}`}>
                  Configure
                </a>
              </td>
            ))}
          </tr>
        </ScrollTable>
      ) : null}
    </>
  );
}
