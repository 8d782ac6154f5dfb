import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { User } from '../../../auth/auth.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCurrencyState } from '../../../pricing/use-currency-state.ts';
import { formatPrice } from '../../../../shared/money.ts';
import { useOrderCurrency } from '../../billing/use-billing-currency.ts';
import { buttonVariants } from '../../../ui/button.tsx';
import { inputClass } from '../../../ui/input-class.ts';
import { Alert } from '../../../ui/alert.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadMore } from '../../../ui/load-more.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Table } from '../../../ui/table.tsx';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { configureClusterHref } from '../../../../shared/links.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { statusLabel } from '../cluster-view.ts';
import type { ClusterStatus } from '../cluster-types.ts';
import { clusterCountsQueryOptions, clusterPagesQueryOptions } from '../cluster-list-api.ts';
import { catalogQuery } from '../../../lib/catalog-query.ts';
import { useClusterLive } from '../use-cluster-live.ts';
import { NO_FILTERS, type ClusterFilters } from './cluster-filters.ts';
import { ClusterRow, regionLabelsOf, type ClusterRowContext } from './ClusterRow.tsx';

const clusterColumns = () =>
  [
    m.clusters_col_name(),
    m.clusters_col_status(),
    m.clusters_col_type(),
    m.clusters_col_region(),
    m.clusters_col_version(),
    { label: m.clusters_col_nodes(), align: 'end' },
    { label: m.clusters_col_monthly_cost(), align: 'end' },
  ] as const;

const FILTER_STATUSES: ClusterStatus[] = ['pending', 'provisioning', 'running', 'updating', 'deleting', 'failed'];
/** Typing in the search waits this long before asking the server. */
const SEARCH_DELAY_MS = 250;
/**
 * A page read this recently is shown as it is when the list mounts, not read again: the route
 * asked for the first page while this screen's code loaded (ClusterListRoute), and /ws
 * messages and invalidateCluster refresh the list after that whatever its age.
 */
const FRESH_PAGE_MS = 10_000;

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
    ...clusterPagesQueryOptions({
      q: query,
      status: filters.status,
      tierId: filters.tierId,
      providerId: filters.providerId,
    }),
    placeholderData: keepPreviousData,
    staleTime: FRESH_PAGE_MS,
  });
  const counts = useQuery(clusterCountsQueryOptions());
  const catalog = useQuery(catalogQuery());
  // Each row's monthly cost in the billing currency (the header's before the first paid order).
  const { rates } = useCurrencyState();
  const currency = useOrderCurrency();
  const format = useCallback((usdCents: number) => formatPrice(usdCents, currency, rates), [currency, rates]);
  // The server renders the spinner (it reads no clusters), so hydration must render it too: the
  // first page is often in the cache by then, and rows here would be a mismatch that makes React
  // throw the server's HTML away and render the whole console again. The rows follow at once.
  const hydrated = useHydrated();
  const rowContext = useMemo<ClusterRowContext>(
    () => ({ catalog: catalog.data, regionLabels: regionLabelsOf(catalog.data), format }),
    [catalog.data, format],
  );
  const set = (patch: Partial<ClusterFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const rows = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = counts.data?.total;
  const filtered =
    filters.query.trim() !== '' || filters.status !== '' || filters.tierId !== '' || filters.providerId !== '';
  const none = !filtered && rows.length === 0 && !pages.hasNextPage;

  return (
    <>
      <PageHeader title={m.clusters_list_title()} description={m.clusters_list_description()}>
        <a href={configureClusterHref()} className={buttonVariants()}>
          {m.clusters_configure_cta()}
        </a>
      </PageHeader>
      {pages.isPending || !hydrated ? (
        <Spinner label={m.clusters_list_loading()} />
      ) : pages.isError && !pages.data ? (
        <Alert>{errorMessage(pages.error)}</Alert>
      ) : none ? (
        <EmptyState className="text-center">
          <h2 className="text-lg font-semibold text-foreground">{m.clusters_list_empty_title()}</h2>
          <p className="mt-2">{m.clusters_list_empty_text()}</p>
          <a href={configureClusterHref()} className={`${buttonVariants()} mt-4`}>
            {m.clusters_list_empty_cta()}
          </a>
        </EmptyState>
      ) : (
        <>
          <div className="mb-4 grid gap-3 sm:grid-cols-4" role="search" aria-label={m.clusters_list_filter()}>
            <div className="grid gap-1">
              <label htmlFor="cluster-search" className="text-sm font-medium">
                {m.clusters_list_search()}
              </label>
              <input
                id="cluster-search"
                type="search"
                className={inputClass}
                value={filters.query}
                onChange={(e) => set({ query: e.target.value })}
                placeholder={m.clusters_list_search_placeholder()}
              />
            </div>
            <Select
              id="cluster-status"
              label={m.clusters_col_status()}
              value={filters.status}
              onChange={(status) => set({ status: status as ClusterStatus | '' })}
              options={FILTER_STATUSES.map((s) => [s, statusLabel(s)])}
            />
            <Select
              id="cluster-tier"
              label={m.clusters_col_type()}
              value={filters.tierId}
              onChange={(tierId) => set({ tierId })}
              options={(catalog.data?.tiers ?? []).map((t) => [t.id, t.name])}
            />
            <Select
              id="cluster-provider"
              label={m.clusters_col_provider()}
              value={filters.providerId}
              onChange={(providerId) => set({ providerId })}
              options={(catalog.data?.providers ?? []).map((p) => [p.id, p.name])}
            />
          </div>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {m.clusters_list_count({
              shown: `${rows.length}${pages.hasNextPage ? '+' : ''}`,
              total: total ?? rows.length,
            })}
          </p>
          <Table caption={m.clusters_list_title()} columns={clusterColumns()}>
            {rows.map((cluster) => (
              <ClusterRow key={cluster.id} cluster={cluster} context={rowContext} />
            ))}
          </Table>
          {pages.isFetchNextPageError ? <Alert>{errorMessage(pages.error)}</Alert> : null}
          <LoadMore query={pages} size="sm" className="mt-3" />
        </>
      )}
    </>
  );
}

function Select({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{m.clusters_list_filter_all()}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
