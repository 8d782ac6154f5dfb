import { useStore } from '@nanostores/react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { User } from '../../../auth/auth.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { $router } from '../../shell/routes.ts';
import { ProgressBar, StatusChip } from '../ClusterBadges.tsx';
import { BUSY_STATUSES, percent, phaseLabel, provisioningHref } from '../cluster-view.ts';
import { allClustersQueryOptions } from '../cluster-list-api.ts';
import type { ClusterStatus } from '../cluster-types.ts';
import { orderQueryOptions } from '../clusters.queries.ts';
import { OrderSteps } from '../OrderSteps.tsx';
import { useClusterLive } from '../use-cluster-live.ts';
import { ClusterProgress } from './ClusterProgress.tsx';
import { m } from '../../../../shared/i18n/messages.ts';
import { richMessage } from '../../../ui/rich-message.tsx';

/** /cluster-provisioning = /clusters/provisioning (slide step 1): `?order=` or `?cluster=`, or every cluster in progress. */
export function ProvisioningPage({ user }: { user: User }) {
  useClusterLive(user.id);
  const hydrated = useHydrated();
  const search = useStore($router)?.search ?? {};
  const orderId = search.order;
  const clusterId = search.cluster;
  return (
    <>
      <PageHeader title={m.clusters_provisioning_title()} description={m.clusters_provisioning_description()} />
      <OrderSteps step={1} />
      {!hydrated ? (
        <Spinner label={m.clusters_loading()} />
      ) : clusterId ? (
        <ClusterProgress clusterId={clusterId} />
      ) : orderId ? (
        <OrderProgress orderId={orderId} />
      ) : (
        <InProgressList />
      )}
    </>
  );
}

/** A paid order's cluster, once fulfilment has created it (the order's /ws message says when). */
function OrderProgress({ orderId }: { orderId: string }) {
  const order = useQuery(orderQueryOptions(orderId));
  if (order.isPending) return <Spinner label={m.clusters_checkout_loading()} />;
  if (order.isError) return <Alert>{errorMessage(order.error)}</Alert>;
  if (order.data.clusterId) return <ClusterProgress clusterId={order.data.clusterId} />;
  if (order.data.status === 'pending_payment') {
    return (
      <p>
        {richMessage((slot) => m.clusters_provisioning_order_unpaid({ ...slot, number: order.data.number }), {
          link: (
            <a className="text-primary underline" href={`/order-status/${encodeURIComponent(orderId)}`}>
              {m.clusters_provisioning_pay_it()}
            </a>
          ),
        })}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2" aria-live="polite">
      <Spinner size="sm" label={m.clusters_provisioning_creating()} />{' '}
      {m.clusters_provisioning_order_paid({ number: order.data.number })}
    </p>
  );
}

/** The states listed here: those of a cluster being changed, and failed ones (a retry away). */
const IN_PROGRESS: ClusterStatus[] = [...BUSY_STATUSES, 'failed'];

function InProgressList() {
  // One filtered list per state: only clusters in progress are read, however many run.
  const lists = useQueries({ queries: IN_PROGRESS.map((status) => allClustersQueryOptions({ status })) });
  if (lists.some((list) => list.isPending)) return <Spinner label={m.clusters_list_loading()} />;
  const failed = lists.find((list) => list.isError);
  if (failed) return <Alert>{errorMessage(failed.error)}</Alert>;
  const busy = lists
    .flatMap((list) => list.data ?? [])
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)));
  if (busy.length === 0) {
    return (
      <p>
        {richMessage((slot) => m.clusters_provisioning_none(slot), {
          configure: (
            <a className="text-primary underline" href="/configure-cluster">
              {m.clusters_configure_cta()}
            </a>
          ),
          all: (
            <a className="text-primary underline" href="/my-clusters">
              {m.clusters_provisioning_all_link()}
            </a>
          ),
        })}
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-label={m.clusters_provisioning_in_progress()}>
      {busy.map((cluster) => (
        <li key={cluster.id} className="grid gap-2 rounded-lg border border-border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <a
              href={provisioningHref({ cluster: cluster.id })}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {cluster.name}
            </a>
            <StatusChip status={cluster.status} />
          </div>
          <ProgressBar value={cluster.progress} label={m.clusters_progress_of({ name: cluster.name })} />
          <p className="text-xs text-muted-foreground">
            {percent(cluster.progress)}
            {cluster.phase ? ` · ${phaseLabel(cluster.phase)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
