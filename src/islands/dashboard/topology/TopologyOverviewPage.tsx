import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { configureClusterHref } from '../../../shared/links.ts';
import { catalogQuery } from '../../lib/catalog-query.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PageHeader } from '../pages/PageHeader.tsx';
import { HealthLegend } from './HealthLegend.tsx';
import { groupByPlace, healthLabel, overallHealth } from './topology.ts';
import { overviewGraph } from './topology-graph.ts';
import { clusterListQuery } from './topology.queries.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { richMessage } from '../../ui/rich-message.tsx';
import { statusLabel } from '../clusters/cluster-view.ts';
import { QueryError } from '../../ui/query-state.tsx';

const TopologyGraphView = lazy(() => import('./TopologyGraphView.tsx').then((m) => ({ default: m.TopologyGraphView })));

/** /cluster-topology: every cluster of the organization by provider, then region, live. */
export function TopologyOverviewPage() {
  const hydrated = useHydrated();
  const clusters = useQuery(clusterListQuery());
  const catalog = useQuery(catalogQuery());
  const groups = clusters.data && catalog.data ? groupByPlace(clusters.data, catalog.data) : null;
  return (
    <>
      <PageHeader title={m.topology_title()} description={m.topology_overview_description()} />
      {clusters.isPending || catalog.isPending ? <p role="status">{m.topology_loading_clusters()}</p> : null}
      {clusters.isError ? (
        <QueryError
          error={clusters.error}
          onRetry={() => void clusters.refetch()}
          text={(message) => m.topology_clusters_failed({ error: message })}
        />
      ) : null}
      {groups?.length === 0 ? (
        <p>
          {richMessage((slot) => m.topology_no_cluster(slot), {
            link: (
              <a href={configureClusterHref()} className="underline underline-offset-4">
                {m.topology_configure_first()}
              </a>
            ),
          })}
        </p>
      ) : null}
      {groups && groups.length > 0 ? (
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
              <TopologyGraphView graph={overviewGraph(groups)} label={m.topology_overview_drawing()} />
            </Suspense>
          ) : null}
          <section aria-labelledby="overview-list-heading" className="grid gap-3">
            <h2 id="overview-list-heading" className="text-lg font-semibold">
              {m.topology_by_place()}
            </h2>
            <ul className="grid gap-3 text-sm">
              {groups.map((group) => (
                <li key={group.providerId}>
                  <span className="font-semibold">{group.providerName}</span>
                  <ul className="grid gap-1 pl-4">
                    {group.regions.map((region) => (
                      <li key={region.regionId}>
                        {region.regionName}
                        <ul className="list-disc pl-5">
                          {region.clusters.map((cluster) => (
                            <li key={cluster.id}>
                              <a
                                href={`/clusters/${encodeURIComponent(cluster.id)}/topology`}
                                className="font-medium underline underline-offset-4"
                              >
                                {cluster.name}
                              </a>{' '}
                              {m.topology_overview_cluster_facts({
                                status: statusLabel(cluster.status).toLowerCase(),
                                health: healthLabel(overallHealth(cluster)).toLowerCase(),
                                count: cluster.nodePools.reduce((n, p) => n + p.count, 0),
                              })}
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </>
  );
}
