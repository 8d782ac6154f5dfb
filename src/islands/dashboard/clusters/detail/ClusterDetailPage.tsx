import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { kubectlServer } from '../../../../shared/kubectl-server.ts';
import type { User } from '../../../auth/auth.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCurrencyState } from '../../../pricing/use-currency-state.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { ProgressBar, StatusChip, TierBadge } from '../ClusterBadges.tsx';
import type { Cluster } from '../cluster-types.ts';
import { BUSY_STATUSES, PHASE_LABELS, age, clusterStatusHref, nodeCount, provisioningHref, regionLabel, runningNodeCount } from '../cluster-view.ts';
import { clusterQueryOptions } from '../clusters.queries.ts';
import { catalogQuery } from '../../../lib/catalog-query.ts';
import { CredentialsPanel } from '../credentials/CredentialsPanel.tsx';
import { EventStream } from '../provisioning/EventStream.tsx';
import { useClusterLive } from '../use-cluster-live.ts';
import { useNow } from '../use-now.ts';
import { AddonsSection } from './AddonsSection.tsx';
import { AutoscaledOverage } from './AutoscaledOverage.tsx';
import { DeleteSection } from './DeleteSection.tsx';
import { NodePoolsSection } from './NodePoolsSection.tsx';
import { Section } from './Section.tsx';
import { UpgradeSection } from './UpgradeSection.tsx';
import { MS_PER_MINUTE } from '../../../../shared/time.ts';

/** /clusters/{id} = /cluster-detail/{id}: overview, node pools, upgrade, add-ons, credentials, events, delete; live. */
export function ClusterDetailPage({ id, user }: { id: string; user: User }) {
  useClusterLive(user.id);
  const cluster = useQuery(clusterQueryOptions(id));
  if (cluster.isPending) return <Spinner label="Loading the cluster" />;
  if (cluster.isError) {
    return (
      <>
        <PageHeader title="Cluster" />
        <FormAlert message={errorMessage(cluster.error)} />
        <p className="mt-4"><a href="/my-clusters" className="text-primary underline">All clusters</a></p>
      </>
    );
  }
  return <Detail cluster={cluster.data} />;
}

function Detail({ cluster }: { cluster: Cluster }) {
  const catalog = useQuery(catalogQuery());
  const { format, currency } = useCurrencyState();
  const autoscaled = cluster.nodePools.some((pool) => pool.autoscale);
  const now = useNow(MS_PER_MINUTE);
  const busy = BUSY_STATUSES.includes(cluster.status);
  const provider = catalog.data?.providers.find((p) => p.id === cluster.providerId);
  const rows: [string, ReactNode][] = [
    ['Type', <TierBadge key="t" catalog={catalog.data} tierId={cluster.tierId} />],
    ['Location', `${provider?.name ?? cluster.providerId} — ${regionLabel(catalog.data, cluster.regionId)}`],
    ['Kubernetes', `${cluster.kubernetesVersion} (${cluster.patchVersion})`],
    ['Control plane', cluster.haControlPlane ? 'Highly available (3 replicas)' : 'Single'],
    ['Nodes', runningNodeCount(cluster) > nodeCount(cluster) ? `${runningNodeCount(cluster)} (${nodeCount(cluster)} configured + ${runningNodeCount(cluster) - nodeCount(cluster)} added by the autoscaler)` : String(nodeCount(cluster))],
    // What kubeconfigs name as `server`: https even when the console itself is served over http.
    ['Endpoint', <code key="e" className="font-mono text-xs break-all">{kubectlServer(cluster.endpoint)}</code>],
    ['Age', age(cluster.createdAt, now)],
    ['Monthly cost', format(cluster.monthlyUsdCents)],
    ...(autoscaled && cluster.status !== 'deleted' ? [['Autoscaled overage', <AutoscaledOverage key="o" cluster={cluster} currency={currency} />] as [string, ReactNode]] : []),
  ];
  return (
    <>
      <PageHeader title={cluster.name} description={<span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1"><StatusChip status={cluster.status} /> <a className="text-sm text-primary underline-offset-4 hover:underline" href={clusterStatusHref(cluster.id)}>Health and timeline</a> <a className="text-sm text-primary underline-offset-4 hover:underline" href={`/clusters/${encodeURIComponent(cluster.id)}/topology`}>Topology</a> <a className="text-sm text-primary underline-offset-4 hover:underline" href={`/api/clusters/${encodeURIComponent(cluster.id)}/compliance-pack`} download>Compliance pack (PDF)</a></span>} />
      <div className="grid gap-6">
        {busy || cluster.status === 'failed' ? (
          <div className="grid gap-2 rounded-lg border border-info/40 p-4" aria-live="polite">
            <p className="text-sm">
              {cluster.status === 'failed'
                ? `Failed: ${cluster.failure?.reason ?? 'see the events'}.`
                : `${cluster.status === 'updating' ? 'Applying the change' : cluster.status === 'deleting' ? 'Deleting' : 'Provisioning'}: ${cluster.progress}%${cluster.phase ? ` · ${PHASE_LABELS[cluster.phase]}` : ''}`}{' '}
              <a className="text-primary underline" href={provisioningHref({ cluster: cluster.id })}>Follow every phase</a>
            </p>
            {busy ? <ProgressBar value={cluster.progress} label="Progress of the operation" /> : null}
          </div>
        ) : null}
        <Section title="Overview">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-muted-foreground">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        {cluster.status !== 'deleted' ? (
          <>
            <NodePoolsSection cluster={cluster} catalog={catalog.data} />
            <UpgradeSection cluster={cluster} catalog={catalog.data} />
            <AddonsSection cluster={cluster} catalog={catalog.data} />
            <CredentialsPanel cluster={cluster} />
          </>
        ) : null}
        <Section title="Events">
          <EventStream clusterId={cluster.id} limit={50} />
        </Section>
        {cluster.status !== 'deleted' ? <DeleteSection cluster={cluster} /> : null}
      </div>
    </>
  );
}
