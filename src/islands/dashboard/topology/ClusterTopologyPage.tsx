import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { catalogQuery } from '../../lib/catalog-query.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PageHeader } from '../pages/PageHeader.tsx';
import { HealthLegend } from './HealthLegend.tsx';
import { buildTopology } from './topology.ts';
import { topologyGraph } from './topology-graph.ts';
import { TopologyList } from './TopologyList.tsx';
import { clusterQueryOptions } from '../clusters/clusters.queries.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { Alert } from '../../ui/alert.tsx';

// The drawing is its own chunk, fetched in the browser only, on this page.
const TopologyGraphView = lazy(() => import('./TopologyGraphView.tsx').then((m) => ({ default: m.TopologyGraphView })));

/** /clusters/{id}/topology: control plane, pools, nodes and add-ons with their health, live. */
export function ClusterTopologyPage({ clusterId }: { clusterId: string }) {
  const hydrated = useHydrated();
  const cluster = useQuery(clusterQueryOptions(clusterId));
  const catalog = useQuery(catalogQuery());
  const topology = cluster.data && catalog.data ? buildTopology(cluster.data, catalog.data) : null;
  const notFound = cluster.error instanceof ApiError && cluster.error.status === 404;
  return (
    <>
      <PageHeader
        title={topology ? m.topology_title_of({ name: topology.name }) : m.topology_title()}
        description={m.topology_cluster_description()}
      >
        {topology ? (
          <a href={`/clusters/${encodeURIComponent(clusterId)}`} className="text-sm underline underline-offset-4">
            {m.topology_back_to_cluster()}
          </a>
        ) : null}
        <a href="/cluster-topology" className="text-sm underline underline-offset-4">
          {m.topology_all_clusters()}
        </a>
      </PageHeader>
      {cluster.isPending || catalog.isPending ? <p role="status">{m.topology_loading_cluster()}</p> : null}
      {notFound ? (
        <Alert variant="neutral" look="text">
          {m.topology_not_found({ id: clusterId })}
        </Alert>
      ) : null}
      {cluster.isError && !notFound ? (
        <QueryError
          error={cluster.error}
          onRetry={() => void cluster.refetch()}
          text={(message) => m.topology_load_failed({ error: message })}
        />
      ) : null}
      {topology ? (
        <div className="grid gap-6">
          <HealthLegend />
          {hydrated ? (
            <Suspense
              fallback={
                <p role="status" className="text-sm text-muted-foreground">
                  {m.topology_loading_drawing()}
                </p>
              }
            >
              <TopologyGraphView
                graph={topologyGraph(topology)}
                label={m.topology_drawing_of({ name: topology.name })}
              />
            </Suspense>
          ) : null}
          <section aria-labelledby="topology-list-heading" className="grid gap-2">
            <h2 id="topology-list-heading" className="text-lg font-semibold">
              {m.topology_everything()}
            </h2>
            <TopologyList topology={topology} />
          </section>
        </div>
      ) : null}
    </>
  );
}
