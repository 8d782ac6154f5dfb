import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { kubectlServer } from '../../../../shared/kubectl-server.ts';
import type { User } from '../../../auth/auth.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useHeaderCurrency } from '../../billing/use-header-currency.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PageHeader } from '../../pages/PageHeader.tsx';
import { ProgressBar, StatusChip, TierBadge } from '../ClusterBadges.tsx';
import type { Cluster } from '../cluster-types.ts';
import {
  BUSY_STATUSES,
  age,
  clusterStatusHref,
  nodeCount,
  percent,
  phaseLabel,
  provisioningHref,
  regionLabel,
  runningNodeCount,
} from '../cluster-view.ts';
import { clusterQueryOptions } from '../clusters.queries.ts';
import { catalogQuery } from '../../../lib/catalog-query.ts';
import { CredentialsPanel } from '../credentials/CredentialsPanel.tsx';
import { EventStream } from '../provisioning/EventStream.tsx';
import { useClusterLive } from '../use-cluster-live.ts';
import { useNow } from '../use-now.ts';
import { AddonsSection } from './AddonsSection.tsx';
import { AutoscaledOverage } from './AutoscaledOverage.tsx';
import { useClusterPrices } from './cluster-prices.ts';
import { DeleteSection } from './DeleteSection.tsx';
import { NodePoolsSection } from './NodePoolsSection.tsx';
import { Section } from './Section.tsx';
import { UpgradeSection } from './UpgradeSection.tsx';
import { MaintenanceSection } from './MaintenanceSection.tsx';
import { FootprintSection } from './FootprintSection.tsx';
import { ClusterResidencySection } from '../../account/residency/ClusterResidencySection.tsx';
import { MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from '../../../../shared/time.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { DownloadLink } from '../../../ui/download-link.tsx';
import { isLiveCluster } from '../../../../shared/cluster-lifecycle.ts';

/** /clusters/{id} = /cluster-detail/{id}: overview, node pools, upgrade, add-ons, credentials, events, delete; live. */
export function ClusterDetailPage({ id, user }: { id: string; user: User }) {
  useClusterLive(user.id);
  const cluster = useQuery(clusterQueryOptions(id));
  if (cluster.isPending) return <Spinner label={m.clusters_detail_loading()} />;
  if (cluster.isError) {
    return (
      <>
        <PageHeader title={m.clusters_detail_title_fallback()} />
        <Alert>{errorMessage(cluster.error)}</Alert>
        <p className="mt-4">
          <a href="/my-clusters" className="text-primary underline">
            {m.clusters_all_clusters()}
          </a>
        </p>
      </>
    );
  }
  return <Detail cluster={cluster.data} />;
}

function Detail({ cluster }: { cluster: Cluster }) {
  const catalog = useQuery(catalogQuery());
  // The usage read answers in the billing currency whatever it is asked (the header's before one is fixed).
  const currency = useHeaderCurrency();
  // In the subscription's currency, not the header's (cluster-prices.ts).
  const prices = useClusterPrices(cluster.id, cluster.purpose === 'customer');
  const autoscaled = cluster.nodePools.some((pool) => pool.autoscale);
  const busy = BUSY_STATUSES.includes(cluster.status);
  const provider = catalog.data?.providers.find((p) => p.id === cluster.providerId);
  const rows: [string, ReactNode][] = [
    [m.clusters_detail_type(), <TierBadge key="t" catalog={catalog.data} tierId={cluster.tierId} />],
    [
      m.clusters_detail_location(),
      `${provider?.name ?? cluster.providerId} — ${regionLabel(catalog.data, cluster.regionId)}`,
    ],
    ['Kubernetes', `${cluster.kubernetesVersion} (${cluster.patchVersion})`],
    [m.clusters_detail_control_plane(), cluster.haControlPlane ? m.clusters_review_ha() : m.clusters_review_single()],
    [
      m.clusters_detail_nodes(),
      runningNodeCount(cluster) > nodeCount(cluster)
        ? m.clusters_detail_nodes_autoscaled({
            running: runningNodeCount(cluster),
            configured: nodeCount(cluster),
            added: runningNodeCount(cluster) - nodeCount(cluster),
          })
        : String(nodeCount(cluster)),
    ],
    // What kubeconfigs name as `server`: https even when the console itself is served over http.
    [
      m.clusters_detail_endpoint(),
      <code key="e" className="font-mono text-xs break-all">
        {kubectlServer(cluster.endpoint)}
      </code>,
    ],
    [m.clusters_detail_age(), <LiveAge key="a" since={cluster.createdAt} />],
    [
      m.clusters_detail_monthly_cost(),
      <span key="c" data-testid="cluster-monthly-cost">
        {prices.settled ? prices.format(cluster.monthlyUsdCents) : '…'}
      </span>,
    ],
    ...(autoscaled && isLiveCluster(cluster)
      ? [
          [m.clusters_detail_overage(), <AutoscaledOverage key="o" cluster={cluster} currency={currency} />] as [
            string,
            ReactNode,
          ],
        ]
      : []),
  ];
  return (
    <>
      <PageHeader
        title={cluster.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
            <StatusChip status={cluster.status} />{' '}
            <a className="text-sm text-primary underline-offset-4 hover:underline" href={clusterStatusHref(cluster.id)}>
              {m.clusters_detail_health_link()}
            </a>{' '}
            <a
              className="text-sm text-primary underline-offset-4 hover:underline"
              href={`/clusters/${encodeURIComponent(cluster.id)}/topology`}
            >
              {m.clusters_detail_topology_link()}
            </a>{' '}
            <DownloadLink
              className="text-sm text-primary underline-offset-4 hover:underline"
              href={`/api/clusters/${encodeURIComponent(cluster.id)}/compliance-pack`}
            >
              {m.clusters_detail_compliance_link()}
            </DownloadLink>
          </span>
        }
      />
      <div className="grid gap-6">
        {busy || cluster.status === 'failed' ? (
          <div className="grid gap-2 rounded-lg border border-info/40 p-4" aria-live="polite">
            <p className="text-sm">
              {cluster.status === 'failed'
                ? cluster.failure?.reason
                  ? m.clusters_detail_failed_reason({ reason: cluster.failure.reason })
                  : m.clusters_detail_failed_unknown()
                : `${(cluster.status === 'updating' ? m.clusters_detail_busy_updating : cluster.status === 'deleting' ? m.clusters_detail_busy_deleting : m.clusters_detail_busy_provisioning)({ progress: percent(cluster.progress) })}${cluster.phase ? ` · ${phaseLabel(cluster.phase)}` : ''}`}{' '}
              <a className="text-primary underline" href={provisioningHref({ cluster: cluster.id })}>
                {m.clusters_detail_follow_phases()}
              </a>
            </p>
            {busy ? <ProgressBar value={cluster.progress} label={m.clusters_detail_progress_label()} /> : null}
          </div>
        ) : null}
        <Section title={m.clusters_detail_overview()}>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-muted-foreground">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        {isLiveCluster(cluster) ? (
          <>
            <NodePoolsSection cluster={cluster} catalog={catalog.data} />
            <UpgradeSection cluster={cluster} catalog={catalog.data} />
            <MaintenanceSection cluster={cluster} />
            <AddonsSection cluster={cluster} catalog={catalog.data} />
            <CredentialsPanel cluster={cluster} />
          </>
        ) : null}
        <ClusterResidencySection clusterId={cluster.id} />
        <FootprintSection clusterId={cluster.id} />
        <Section title={m.clusters_events()}>
          <EventStream clusterId={cluster.id} limit={50} />
        </Section>
        {isLiveCluster(cluster) ? <DeleteSection cluster={cluster} /> : null}
      </div>
    </>
  );
}

/** How old the cluster is, live: written to the second during its first hour, so it ticks each second then, each minute after. */
function LiveAge({ since }: { since: string }) {
  const firstHour = Date.now() - Date.parse(since) < MS_PER_HOUR;
  const now = useNow(firstHour ? MS_PER_SECOND : MS_PER_MINUTE);
  return <span data-testid="cluster-age">{age(since, now)}</span>;
}
