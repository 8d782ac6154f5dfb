import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../auth/auth.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { StatusChip } from '../ClusterBadges.tsx';
import type { ClusterHealth } from '../cluster-types.ts';
import { BUSY_STATUSES, clusterHref } from '../cluster-view.ts';
import { clusterHealthQueryOptions, clusterQueryOptions } from '../clusters.queries.ts';
import { EventStream } from '../provisioning/EventStream.tsx';
import { PhaseList } from '../provisioning/PhaseList.tsx';
import { useClusterLive } from '../use-cluster-live.ts';
import { useNow } from '../use-now.ts';
import { m } from '../../../../shared/i18n/messages.ts';

const HEALTH_WORDS: Record<
  ClusterHealth['components'][number]['status'],
  { mark: string; label: () => string; className: string }
> = {
  healthy: { mark: '✓', label: m.clusters_health_healthy, className: 'text-success-foreground bg-success' },
  progressing: { mark: '◐', label: m.clusters_health_progressing, className: 'text-info-foreground bg-info' },
  pending: { mark: '○', label: m.clusters_health_pending, className: 'bg-muted' },
  unhealthy: { mark: '✕', label: m.clusters_health_unhealthy, className: 'text-destructive-foreground bg-destructive' },
  stopped: { mark: '■', label: m.clusters_health_stopped, className: 'bg-muted' },
};

/** /clusters/{id}/status (plain layout): component health and the provisioning timeline, live. */
export function ClusterStatusPage({ id, user }: { id: string; user: User }) {
  useClusterLive(user.id);
  const cluster = useQuery(clusterQueryOptions(id));
  const health = useQuery(clusterHealthQueryOptions(id));
  const now = useNow(1000, cluster.data ? BUSY_STATUSES.includes(cluster.data.status) : false);
  if (cluster.isPending) return <Spinner label={m.clusters_detail_loading()} />;
  if (cluster.isError) return <Alert>{errorMessage(cluster.error)}</Alert>;
  return (
    <>
      <PageHeader
        title={m.clusters_status_page_title({ name: cluster.data.name })}
        description={
          <a className="text-primary underline-offset-4 hover:underline" href={clusterHref(id)}>
            {m.clusters_back_to_cluster()}
          </a>
        }
      >
        <StatusChip status={cluster.data.status} />
      </PageHeader>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="health-heading"
          className="grid content-start gap-3 rounded-lg border border-border p-5"
        >
          <h2 id="health-heading" className="text-lg font-semibold">
            {health.data
              ? m.clusters_status_components_state({
                  state: HEALTH_WORDS[health.data.overall === 'stopped' ? 'stopped' : health.data.overall]
                    .label()
                    .toLowerCase(),
                })
              : m.clusters_status_components()}
          </h2>
          {health.isPending ? (
            <Spinner size="sm" label={m.clusters_status_checking()} align="start" />
          ) : health.isError ? (
            <Alert>{errorMessage(health.error)}</Alert>
          ) : (
            <ul className="grid gap-2" aria-label={m.clusters_status_component_health()}>
              {health.data.components.map((component) => {
                const word = HEALTH_WORDS[component.status];
                return (
                  <li
                    key={component.id}
                    className="flex items-start justify-between gap-3 text-sm"
                    data-component={component.id}
                  >
                    <span>
                      <span className="font-medium">
                        {component.id === 'nodes'
                          ? m.clusters_status_nodes_ready({
                              ready: health.data.nodes.ready,
                              total: health.data.nodes.total,
                            })
                          : component.name}
                      </span>
                      <span className="block text-xs text-muted-foreground">{component.message}</span>
                    </span>
                    <span
                      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${word.className}`}
                    >
                      <span aria-hidden="true">{word.mark}</span>
                      {word.label()}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="timeline-heading"
          className="grid content-start gap-3 rounded-lg border border-border p-5"
        >
          <h2 id="timeline-heading" className="text-lg font-semibold">
            {m.clusters_status_timeline()}
          </h2>
          {cluster.data.phases.length > 0 ? (
            <PhaseList phases={cluster.data.phases} now={now} />
          ) : (
            <p className="text-sm text-muted-foreground">{m.clusters_status_no_operation()}</p>
          )}
          <h3 className="mt-2 font-medium">{m.clusters_events()}</h3>
          <EventStream clusterId={id} limit={50} />
        </section>
      </div>
    </>
  );
}
