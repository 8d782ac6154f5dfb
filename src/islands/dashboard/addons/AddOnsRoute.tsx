import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { inputClass } from '../../ui/input-class.ts';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { clustersQueryOptions } from '../marketplace/marketplace.queries.ts';
import { useLiveUpdates } from '../marketplace/use-live-updates.ts';
import { ClusterAddonsPanel } from './ClusterAddonsPanel.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { richMessage } from '../../ui/rich-message.tsx';
import { statusLabel } from '../clusters/cluster-view.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { isInService } from '../../../shared/cluster-lifecycle.ts';
import { QueryError } from '../../ui/query-state.tsx';

const initialCluster = () =>
  typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('cluster') ?? '');

/** /add-ons: per cluster, the add-ons installed (version, state, since) and those its type can take. */
export function AddOnsRoute() {
  useLiveUpdates();
  const id = useId();
  const clusters = useQuery(clustersQueryOptions());
  const [chosen, setChosen] = useState(initialCluster);
  const live = (clusters.data ?? []).filter(isInService);
  const clusterId = live.some((c) => c.id === chosen) ? chosen : (live[0]?.id ?? '');
  const choose = (next: string) => {
    setChosen(next);
    window.history.replaceState(window.history.state, '', `/add-ons?cluster=${encodeURIComponent(next)}`);
  };
  return (
    <>
      <PageHeader title={m.addons_title()} description={m.addons_description()}>
        <a href="/marketplace" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {m.addons_browse_marketplace()}
        </a>
      </PageHeader>
      {clusters.isPending ? <Spinner label={m.addons_loading_clusters()} /> : null}
      {clusters.isError ? (
        <QueryError
          error={clusters.error}
          onRetry={() => void clusters.refetch()}
          text={(message) => m.addons_clusters_failed({ error: message })}
        />
      ) : null}
      {clusters.data && live.length === 0 ? (
        <EmptyState compact>
          {richMessage((slot) => m.addons_no_cluster(slot), {
            link: (
              <a className="font-medium text-primary underline-offset-4 hover:underline" href="/configure-cluster">
                {m.addons_configure_cluster()}
              </a>
            ),
          })}
        </EmptyState>
      ) : null}
      {clusterId ? (
        <div className="grid gap-6">
          <div className="grid max-w-sm gap-1.5">
            <label htmlFor={`${id}-cluster`} className="text-sm font-medium">
              {m.addons_cluster()}
            </label>
            <select
              id={`${id}-cluster`}
              className={cn(inputClass, 'pr-8')}
              value={clusterId}
              onChange={(e) => choose(e.target.value)}
            >
              {live.map((c) => (
                <option key={c.id} value={c.id}>
                  {m.addons_cluster_option({ name: c.name, status: statusLabel(c.status).toLowerCase() })}
                </option>
              ))}
            </select>
          </div>
          <ClusterAddonsPanel clusterId={clusterId} />
        </div>
      ) : null}
    </>
  );
}
