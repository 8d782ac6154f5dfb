import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest, invalidateApi } from '../../../lib/api/client.ts';
import { Button, buttonVariants } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { Cluster } from '../cluster-types.ts';
import { ProgressBar, StatusChip } from '../ClusterBadges.tsx';
import { BUSY_STATUSES, clusterHref, formatDuration, operationTiming, percent, phaseLabel } from '../cluster-view.ts';
import { clusterKeys, clusterQueryOptions, invalidateCluster } from '../clusters.queries.ts';
import { downloadText, kubeconfigFileName, type IssuedKubeconfig } from '../credentials/kubeconfig-file.ts';
import { useNow } from '../use-now.ts';
import { EventStream } from './EventStream.tsx';
import { PhaseList } from './PhaseList.tsx';
import { formatTimestamp } from '../../../ui/date-time.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { richMessage } from '../../../ui/rich-message.tsx';

/** One cluster coming to life: overall bar, phases, elapsed and expected time, events; retry on failure; kubeconfig once running. */
export function ClusterProgress({ clusterId }: { clusterId: string }) {
  const cluster = useQuery(clusterQueryOptions(clusterId));
  if (cluster.isPending) return <Spinner label={m.clusters_detail_loading()} />;
  if (cluster.isError) return <Alert>{errorMessage(cluster.error)}</Alert>;
  return <Progress cluster={cluster.data} />;
}

function Progress({ cluster }: { cluster: Cluster }) {
  const busy = BUSY_STATUSES.includes(cluster.status);
  const now = useNow(1000, busy);
  const timing = operationTiming(cluster, now);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="progress-heading" className="grid gap-3 rounded-lg border border-border bg-card p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="progress-heading" className="text-lg font-semibold">
            {cluster.name}
          </h2>
          <StatusChip status={cluster.status} />
        </div>
        <ProgressBar
          value={cluster.status === 'running' ? 100 : cluster.progress}
          label={m.clusters_progress_overall()}
          className="h-3"
        />
        <p className="text-sm tabular-nums" aria-live="polite">
          {cluster.status === 'running'
            ? m.clusters_progress_running({ duration: formatDuration(timing.elapsedMs) })
            : cluster.status === 'failed'
              ? m.clusters_progress_stopped({ duration: formatDuration(timing.elapsedMs) })
              : m.clusters_progress_busy({
                  progress: percent(cluster.progress),
                  phase: cluster.phase ? phaseLabel(cluster.phase) : m.clusters_progress_starting(),
                  elapsed: formatDuration(timing.elapsedMs),
                  expected: formatDuration(timing.expectedMs),
                })}
        </p>
        {cluster.status === 'failed' && cluster.failure ? <Failure cluster={cluster} /> : null}
        {cluster.status === 'running' ? <Ready cluster={cluster} /> : null}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="phases-heading" className="grid content-start gap-3">
          <h2 id="phases-heading" className="font-semibold">
            {m.clusters_progress_phases()}
          </h2>
          <PhaseList phases={cluster.phases} now={now} />
        </section>
        <section aria-labelledby="events-heading" className="grid content-start gap-3">
          <h2 id="events-heading" className="font-semibold">
            {m.clusters_events()}
          </h2>
          <EventStream clusterId={cluster.id} />
        </section>
      </div>
    </div>
  );
}

function Failure({ cluster }: { cluster: Cluster }) {
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => apiRequest<Cluster>(`/api/clusters/${encodeURIComponent(cluster.id)}/retry`, { method: 'POST' }),
    onSuccess: (next) => {
      client.setQueryData(clusterKeys.detail(cluster.id), next);
      void invalidateCluster(client, cluster.id);
    },
  });
  return (
    <Alert look="banner" className="grid gap-2 text-sm">
      <p>
        <strong>
          {cluster.failure?.phase
            ? m.clusters_progress_phase_failed({ phase: phaseLabel(cluster.failure.phase) })
            : m.clusters_progress_failed()}
        </strong>
        {cluster.failure?.reason}
      </p>
      {cluster.failure?.customerAction ? <p>{m.clusters_progress_customer_action()}</p> : null}
      <div>
        <Button onClick={() => retry.mutate()} disabled={retry.isPending}>
          {retry.isPending ? m.clusters_progress_retrying() : m.clusters_progress_retry()}
        </Button>
      </div>
      {retry.isError ? <Alert look="text">{errorMessage(retry.error)}</Alert> : null}
    </Alert>
  );
}

/** Running: the first kubeconfig one click away (24 hours), and the cluster's page. */
function Ready({ cluster }: { cluster: Cluster }) {
  const [issued, setIssued] = useState<IssuedKubeconfig | null>(null);
  const client = useQueryClient();
  const download = useMutation({
    mutationFn: () =>
      apiRequest<IssuedKubeconfig>(`/api/clusters/${encodeURIComponent(cluster.id)}/kubeconfigs`, {
        method: 'POST',
        body: { ttlHours: 24 },
      }),
    onSuccess: (answer) => {
      setIssued(answer);
      downloadText(kubeconfigFileName(cluster), answer.kubeconfig);
      void invalidateApi(client, [clusterKeys.kubeconfigs(cluster.id)]);
    },
  });
  // A command, the same in every language.
  const kubectlCommand = `kubectl --kubeconfig ${kubeconfigFileName(cluster)} get nodes`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          {m.clusters_progress_download()}
        </Button>
        <a href={clusterHref(cluster.id)} className={buttonVariants({ variant: 'outline' })}>
          {m.clusters_progress_open_cluster()}
        </a>
      </div>
      {issued ? (
        <p className="text-sm" role="status">
          {richMessage(
            (slot) =>
              m.clusters_progress_downloaded({
                ...slot,
                file: kubeconfigFileName(cluster),
                date: formatTimestamp(issued.expiresAt),
              }),
            {
              command: <code className="font-mono">{kubectlCommand}</code>,
            },
          )}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{m.clusters_progress_kubeconfig_note()}</p>
      )}
      {download.isError ? <Alert look="text">{errorMessage(download.error)}</Alert> : null}
    </div>
  );
}
