import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { configureClusterHref } from '../../../shared/links.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ClusterStateCounts } from '../clusters/ClusterStateCounts.tsx';
import { sidebarCountsQueryOptions } from '../sidebar/sidebar.queries.ts';
import { Card, CardLink, NotYet } from './Card.tsx';
import { m } from '../../../shared/i18n/messages.ts';

const HomeSpendCard = lazy(() => import('../billing/HomeSpendCard.tsx'));

/**
 * The organization at a glance. Counts come from GET /api/sidebar-counts, which says why when a
 * count is 0 because nothing records it yet; what has no data source at all says so instead of
 * showing a number.
 */
export function OverviewCards() {
  const mayOrder = useCan('orders.create');
  const mayReadBilling = useCan('billing.read');
  const mayReadClusters = useCan('clusters.read');
  const mayWriteSupport = useCan('support.write');
  const counts = useQuery(sidebarCountsQueryOptions(true));
  const figure = (value: number | string | undefined, what: 'clusters' | 'orders') => {
    if (counts.isError) {
      return (
        <QueryError compact lead={m.home_count_error()} error={counts.error} onRetry={() => void counts.refetch()} />
      );
    }
    if (value === undefined) {
      return (
        <Spinner
          size="sm"
          label={what === 'clusters' ? m.home_clusters_loading() : m.home_orders_loading()}
          align="start"
        />
      );
    }
    return (
      <p className="text-3xl font-bold tabular-nums" data-home-count={what}>
        {value}
        <span className="sr-only"> {what === 'clusters' ? m.home_count_clusters() : m.home_count_orders()}</span>
      </p>
    );
  };
  const clusters = counts.data?.clusters;
  const notCounted = counts.data?.notCounted;

  return (
    // The three counts side by side, the spend under them across the row: its text is longer than a
    // count's, and in a fourth column it stretched the count cards into tall empty boxes.
    <div className="grid gap-4 md:grid-cols-3">
      <Card title={m.home_clusters()} icon="server">
        {figure(clusters, 'clusters')}
        <div className="mt-2">
          {notCounted?.clusters ? (
            <NotYet>{notCounted.clusters}</NotYet>
          ) : clusters === 0 ? (
            <p className="text-sm text-muted-foreground">{m.home_clusters_empty()}</p>
          ) : mayReadClusters ? (
            <ClusterStateCounts />
          ) : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-x-4">
          {clusters && mayReadClusters ? <CardLink href="/my-clusters">{m.home_view_clusters()}</CardLink> : null}
          {mayOrder ? <CardLink href={configureClusterHref()}>{m.home_configure_cluster()}</CardLink> : null}
        </div>
      </Card>
      <Card title={m.home_orders()} icon="cart">
        {figure(counts.data?.orders.total, 'orders')}
        <p className="mt-2 text-sm text-muted-foreground">{m.home_orders_note()}</p>
        {notCounted?.orders ? (
          <div className="mt-2">
            <NotYet>{notCounted.orders}</NotYet>
          </div>
        ) : null}
        <CardLink href="/orders">{m.home_view_orders()}</CardLink>
      </Card>
      <Card title={m.home_support_tickets()} icon="ticket">
        <p className="text-sm text-muted-foreground">{m.home_support_note()}</p>
        <div className="mt-auto flex flex-wrap gap-x-4">
          <CardLink href="/orders/support">
            {mayWriteSupport ? m.home_open_or_follow_ticket() : m.home_follow_tickets()}
          </CardLink>
        </div>
      </Card>
      <Card title={m.home_spend_title()} icon="coins" className="md:col-span-3">
        {mayReadBilling ? (
          <Suspense fallback={<Spinner size="sm" label={m.home_spend_loading()} align="start" />}>
            <HomeSpendCard />
          </Suspense>
        ) : (
          <RoleNote permission="billing.read" className="text-sm" />
        )}
        <div className="mt-auto flex flex-wrap gap-x-4">
          {mayReadBilling ? <CardLink href="/billing">{m.home_billing()}</CardLink> : null}
          <CardLink href="/usage">{m.home_usage()}</CardLink>
        </div>
      </Card>
    </div>
  );
}
