import { useEffect, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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
import { STATUS_LABELS, clusterHref, runningNodeCount, regionLabel } from '../cluster-view.ts';
import type { ClusterStatus } from '../cluster-types.ts';
import { clusterCountsQueryOptions, clusterPagesQueryOptions } from '../cluster-list-api.ts';
import { catalogQuery } from '../../../lib/catalog-query.ts';
import { useClusterLive } from '../use-cluster-live.ts';
import { NO_FILTERS, type ClusterFilters } from './cluster-filters.ts';

const FILTER_STATUSES: ClusterStatus[] = ['pending', 'provisioning', 'running', 'updating', 'deleting', 'failed'];
/** Typing in the search waits this long before asking the server. */
const SEARCH_DELAY_MS = 250;

/** The value after it has stopped changing for `delay` ms. */
function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** /my-clusters: the organization's clusters, live, filtered by the server, 50 rows at a time. */
export function ClusterListPage({ user }: { user: User }) {
  useClusterLive(user.id);
  const [filters, setFilters] = useState<ClusterFilters>(NO_FILTERS);
  const query = useSettledValue(filters.query, SEARCH_DELAY_MS);
  const pages = useInfiniteQuery({
    ...clusterPagesQueryOptions({ q: query, status: filters.status, tierId: filters.tierId, providerId: filters.providerId }),
    placeholderData: keepPreviousData,
  });
  const counts = useQuery(clusterCountsQueryOptions());
  const catalog = useQuery(catalogQuery());
  const { format } = useCurrencyState();
  const set = (patch: Partial<ClusterFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const rows = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = counts.data?.total;
  const filtered = filters.query.trim() !== '' || filters.status !== '' || filters.tierId !== '' || filters.providerId !== '';
  const none = !filtered && rows.length === 0 && !pages.hasNextPage;

  return (
    <>
      <PageHeader title="Clusters" description="Every cluster of your organization, with its state live.">
        <a href={configureClusterHref()} className={buttonVariants()}>
          Configure a cluster
        </a>
      </PageHeader>
      {pages.isPending ? (
        <Spinner label="Loading clusters" />
      ) : pages.isError && !pages.data ? (
        <FormAlert message={errorMessage(pages.error)} />
      ) : none ? (
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
            {rows.length}
            {pages.hasNextPage ? '+' : ''} of {total ?? rows.length} clusters
          </p>
          <div className="relative overflow-x-auto rounded-lg border border-border">
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
                {rows.map((cluster) => (
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
                    <td className="px-3 py-2 text-right tabular-nums">{runningNodeCount(cluster)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{format(cluster.monthlyUsdCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages.isFetchNextPageError ? <FormAlert message={errorMessage(pages.error)} /> : null}
          {pages.hasNextPage ? (
            <div className="mt-3 flex items-center gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                {pages.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            </div>
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
