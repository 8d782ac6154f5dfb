import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../auth/auth.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCurrencyState } from '../../../pricing/use-currency-state.ts';
import { Button, buttonVariants } from '../../../ui/button.tsx';
import { inputClass } from '../../../ui/form-field.tsx';
import { FormAlert } from '../../../ui/form.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { configureClusterHref } from '../../../../shared/links.ts';
import { StatusChip, TierBadge } from '../ClusterBadges.tsx';
import { STATUS_LABELS, clusterHref, nodeCount, regionLabel } from '../cluster-view.ts';
import type { ClusterStatus } from '../cluster-types.ts';
import { catalogQueryOptions, clustersQueryOptions } from '../clusters.queries.ts';
import { useClusterLive } from '../use-cluster-live.ts';
import { NO_FILTERS, filterClusters, pageOf, type ClusterFilters } from './cluster-filters.ts';

const PAGE_SIZE = 50;
const FILTER_STATUSES: ClusterStatus[] = ['pending', 'provisioning', 'running', 'updating', 'deleting', 'failed'];

/** /my-clusters: every cluster of the organization, live, searchable, 50 to a page. */
export function ClusterListPage({ user }: { user: User }) {
  useClusterLive(user.id);
  const clusters = useQuery(clustersQueryOptions());
  const catalog = useQuery(catalogQueryOptions());
  const { format } = useCurrencyState();
  const [filters, setFilters] = useState<ClusterFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const matching = useMemo(() => filterClusters(clusters.data ?? [], filters), [clusters.data, filters]);
  const shown = pageOf(matching, page, PAGE_SIZE);
  const set = (patch: Partial<ClusterFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  return (
    <>
      <PageHeader title="Clusters" description="Every cluster of your organization, with its state live.">
        <a href={configureClusterHref()} className={buttonVariants()}>
          Configure a cluster
        </a>
      </PageHeader>
      {clusters.isPending ? (
        <Spinner label="Loading clusters" />
      ) : clusters.isError ? (
        <FormAlert message={errorMessage(clusters.error)} />
      ) : clusters.data.length === 0 ? (
        <section className="rounded-lg border border-dashed border-border p-8 text-center">
          <h2 className="text-lg font-semibold">No clusters yet</h2>
          <p className="mt-2 text-muted-foreground">Configure your first cluster: the price follows every choice, and it runs in a few minutes.</p>
          <a href={configureClusterHref()} className={`${buttonVariants()} mt-4`}>
            Configure your first cluster
          </a>
        </section>
      ) : (
        <>
          <div className="mb-4 grid gap-3 sm:grid-cols-4" role="search" aria-label="Filter clusters">
            <div className="grid gap-1">
              <label htmlFor="cluster-search" className="text-sm font-medium">
                Search
              </label>
              <input id="cluster-search" type="search" className={inputClass} value={filters.query} onChange={(e) => set({ query: e.target.value })} placeholder="Name, region, version" />
            </div>
            <Select id="cluster-status" label="Status" value={filters.status} onChange={(status) => set({ status: status as ClusterStatus | '' })} options={FILTER_STATUSES.map((s) => [s, STATUS_LABELS[s]])} />
            <Select id="cluster-tier" label="Type" value={filters.tierId} onChange={(tierId) => set({ tierId })} options={(catalog.data?.tiers ?? []).map((t) => [t.id, t.name])} />
            <Select id="cluster-provider" label="Provider" value={filters.providerId} onChange={(providerId) => set({ providerId })} options={(catalog.data?.providers ?? []).map((p) => [p.id, p.name])} />
          </div>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {matching.length} of {clusters.data.length} clusters
          </p>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">Clusters</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  {['Name', 'Status', 'Type', 'Region', 'Version', 'Nodes', 'Monthly cost'].map((h) => (
                    <th key={h} scope="col" className={`px-3 py-2 font-medium ${h === 'Nodes' || h === 'Monthly cost' ? 'text-right' : ''}`}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.items.map((cluster) => (
                  <tr key={cluster.id} className="border-t border-border">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      <a href={clusterHref(cluster.id)} className="text-primary underline-offset-4 hover:underline">
                        {cluster.name}
                      </a>
                    </th>
                    <td className="px-3 py-2">
                      <StatusChip status={cluster.status} />
                      {cluster.status === 'provisioning' || cluster.status === 'updating' ? <span className="ml-2 text-xs tabular-nums">{cluster.progress}%</span> : null}
                    </td>
                    <td className="px-3 py-2">
                      <TierBadge catalog={catalog.data} tierId={cluster.tierId} />
                    </td>
                    <td className="px-3 py-2">{regionLabel(catalog.data, cluster.regionId)}</td>
                    <td className="px-3 py-2">{cluster.kubernetesVersion}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{nodeCount(cluster)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{format(cluster.monthlyUsdCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown.pages > 1 ? (
            <nav aria-label="Pages" className="mt-3 flex items-center gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={shown.page <= 1} onClick={() => setPage(shown.page - 1)}>
                Previous
              </Button>
              <span>
                Page {shown.page} of {shown.pages}
              </span>
              <Button variant="outline" size="sm" disabled={shown.page >= shown.pages} onClick={() => setPage(shown.page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

function Select({ id, label, value, onChange, options }: { id: string; label: string; value: string; onChange: (value: string) => void; options: [string, string][] }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
