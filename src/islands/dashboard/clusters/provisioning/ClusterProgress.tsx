import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/request.ts';
import { Button, buttonVariants } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { Cluster } from '../cluster-types.ts';
import { ProgressBar, StatusChip } from '../ClusterBadges.tsx';
import { BUSY_STATUSES, PHASE_LABELS, clusterHref, formatDuration, operationTiming } from '../cluster-view.ts';
import { clusterKeys, clusterQueryOptions, invalidateCluster } from '../clusters.queries.ts';
import { downloadText, kubeconfigFileName, type IssuedKubeconfig } from '../credentials/kubeconfig-file.ts';
import { useNow } from '../use-now.ts';
import { EventStream } from './EventStream.tsx';
import { PhaseList } from './PhaseList.tsx';
import { formatTimestamp } from '../../../ui/date-time.ts';

/** One cluster coming to life: overall bar, phases, elapsed and expected time, events; retry on failure; kubeconfig once running. */
export function ClusterProgress({ clusterId }: { clusterId: string }) {
  const cluster = useQuery(clusterQueryOptions(clusterId));
  if (cluster.isPending) return <Spinner label="Loading the cluster" />;
  if (cluster.isError) return <FormAlert message={errorMessage(cluster.error)} />;
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
        <ProgressBar value={cluster.status === 'running' ? 100 : cluster.progress} label="Overall progress" className="h-3" />
        <p className="text-sm tabular-nums" aria-live="polite">
          {cluster.status === 'running'
            ? `Running. Took ${formatDuration(timing.elapsedMs)}.`
            : cluster.status === 'failed'
              ? `Stopped after ${formatDuration(timing.elapsedMs)}.`
              : `${cluster.progress}% · ${cluster.phase ? PHASE_LABELS[cluster.phase] : 'Starting'} · elapsed ${formatDuration(timing.elapsedMs)} of about ${formatDuration(timing.expectedMs)}`}
        </p>
        {cluster.status === 'failed' && cluster.failure ? <Failure cluster={cluster} /> : null}
        {cluster.status === 'running' ? <Ready cluster={cluster} /> : null}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="phases-heading" className="grid content-start gap-3">
          <h2 id="phases-heading" className="font-semibold">
            Phases
          </h2>
          <PhaseList phases={cluster.phases} now={now} />
        </section>
        <section aria-labelledby="events-heading" className="grid content-start gap-3">
          <h2 id="events-heading" className="font-semibold">
            Events
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
    <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <p>
        <strong>{cluster.failure?.phase ? `${PHASE_LABELS[cluster.failure.phase]} failed: ` : 'Failed: '}</strong>
        {cluster.failure?.reason}
      </p>
      {cluster.failure?.customerAction ? <p>Change what the message asks before retrying.</p> : null}
      <div>
        <Button onClick={() => retry.mutate()} disabled={retry.isPending}>
          {retry.isPending ? 'Retrying…' : 'Retry'}
        </Button>
      </div>
      {retry.isError ? <p className="text-destructive">{errorMessage(retry.error)}</p> : null}
    </div>
  );
}

/** Running: the first kubeconfig one click away (24 hours), and the cluster's page. */
function Ready({ cluster }: { cluster: Cluster }) {
  const [issued, setIssued] = useState<IssuedKubeconfig | null>(null);
  const client = useQueryClient();
  const download = useMutation({
    mutationFn: () => apiRequest<IssuedKubeconfig>(`/api/clusters/${encodeURIComponent(cluster.id)}/kubeconfigs`, { method: 'POST', body: { ttlHours: 24 } }),
    onSuccess: (answer) => {
      setIssued(answer);
      downloadText(kubeconfigFileName(cluster), answer.kubeconfig);
      void client.invalidateQueries({ queryKey: clusterKeys.kubeconfigs(cluster.id) });
    },
  });
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          Download kubeconfig
        </Button>
        <a href={clusterHref(cluster.id)} className={buttonVariants({ variant: 'outline' })}>
          Open the cluster page
        </a>
      </div>
      {issued ? (
        <p className="text-sm" role="status">
          Downloaded {kubeconfigFileName(cluster)}, valid until {formatTimestamp(issued.expiresAt)}. Use it with{' '}
          <code className="font-mono">kubectl --kubeconfig {kubeconfigFileName(cluster)} get nodes</code>.
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">The kubeconfig is yours alone and valid for 24 hours; other lifetimes are on the cluster page.</p>
      )}
      {download.isError ? <p className="text-sm text-destructive">{errorMessage(download.error)}</p> : null}
    </div>
  );
}
