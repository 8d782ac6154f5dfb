import type { Catalog } from '../../../shared/catalog/catalog.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';
import type { Cluster, ClusterStatus, ProvisioningPhase } from './cluster-types.ts';

// Words and small computations the cluster screens share. Pure: unit-tested without a browser.

/** A cluster's state in words (the value itself stays the API's). */
export function statusLabel(status: ClusterStatus): string {
  switch (status) {
    case 'pending':
      return m.clusters_status_pending();
    case 'provisioning':
      return m.clusters_status_provisioning();
    case 'running':
      return m.clusters_status_running();
    case 'updating':
      return m.clusters_status_updating();
    case 'deleting':
      return m.clusters_status_deleting();
    case 'deleted':
      return m.clusters_status_deleted();
    case 'failed':
      return m.clusters_status_failed();
  }
}

/** A provisioning phase in words. */
export function phaseLabel(phase: ProvisioningPhase): string {
  switch (phase) {
    case 'network':
      return m.clusters_phase_network();
    case 'control-plane':
      return m.clusters_phase_control_plane();
    case 'node-pools':
      return m.clusters_phase_node_pools();
    case 'addons':
      return m.clusters_phase_addons();
    case 'health-check':
      return m.clusters_phase_health_check();
  }
}

/** A percentage as the language writes it: '40%', '40 %'. */
export const percent = (value: number) => formatPercent(value);

/** States in which the cluster is being worked on (shown live with progress). */
export const BUSY_STATUSES: readonly ClusterStatus[] = ['pending', 'provisioning', 'updating', 'deleting'];

export const clusterHref = (id: string) => `/clusters/${encodeURIComponent(id)}`;
export const clusterStatusHref = (id: string) => `/clusters/${encodeURIComponent(id)}/status`;
export const provisioningHref = (params: { order?: string; cluster?: string }) =>
  params.order
    ? `/cluster-provisioning?order=${encodeURIComponent(params.order)}`
    : params.cluster
      ? `/cluster-provisioning?cluster=${encodeURIComponent(params.cluster)}`
      : '/cluster-provisioning';

/** Nodes of a cluster across its pools. */
export const nodeCount = (cluster: Pick<Cluster, 'nodePools'>) =>
  cluster.nodePools.reduce((sum, pool) => sum + pool.count, 0);

/** Nodes a pool runs now: its configured count, plus those its autoscaler added. */
export const poolRunning = (
  cluster: Pick<Cluster, 'autoscaledNodes'>,
  pool: Pick<Cluster['nodePools'][number], 'name' | 'count'>,
) => Math.max(pool.count, cluster.autoscaledNodes?.[pool.name] ?? 0);

/** Nodes the cluster runs now, autoscaled ones included. */
export const runningNodeCount = (cluster: Pick<Cluster, 'nodePools' | 'autoscaledNodes'>) =>
  cluster.nodePools.reduce((sum, pool) => sum + poolRunning(cluster, pool), 0);

/** A duration in words: '45 s', '3 min 05 s', '2 h 10 min'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return m.clusters_duration_days({ days: Math.floor(hours / 24) });
}

/** How old something is, from an ISO time: '3 days', '2 h 10 min'. */
export const age = (iso: string, now: number) => formatDuration(now - Date.parse(iso));

/** The tier's name, colour and SLA, or a neutral stand-in while the catalog loads. */
export function tierOf(catalog: Catalog | undefined, tierId: string) {
  const tier = catalog?.tiers.find((t) => t.id === tierId);
  return {
    name: tier?.name ?? tierId,
    colour: tier?.colour ?? 'gray',
    sla: tier?.sla ?? '',
    maxNodes: tier?.maxNodes ?? 500,
  };
}

/** A region as people say it: 'Paris 1 (FR, EU)'. */
export function regionLabel(catalog: Catalog | undefined, regionId: string): string {
  const region = catalog?.regions.find((r) => r.id === regionId);
  return region ? `${region.name} (${region.country}, ${region.jurisdiction})` : regionId;
}

/** The next Kubernetes minor offered after `version`, if any (upgrades go one minor at a time). */
export function nextMinor(catalog: Catalog | undefined, version: string) {
  const [, minor = 0] = version.split('.').map(Number);
  return catalog?.kubernetesVersions.find((v) => v.version === `1.${minor + 1}`);
}

/** Elapsed time of an operation and the time it usually takes, from its phases. */
export function operationTiming(
  cluster: Pick<Cluster, 'phases'>,
  now: number,
): { elapsedMs: number; expectedMs: number; remainingMs: number } {
  const started = cluster.phases
    .map((p) => p.startedAt)
    .filter((s): s is string => Boolean(s))
    .map(Date.parse);
  const finished = cluster.phases
    .map((p) => p.finishedAt)
    .filter((s): s is string => Boolean(s))
    .map(Date.parse);
  const first = started.length > 0 ? Math.min(...started) : now;
  const done = cluster.phases.length > 0 && cluster.phases.every((p) => p.status === 'done');
  const end = done && finished.length > 0 ? Math.max(...finished) : now;
  const expectedMs = cluster.phases.reduce((sum, p) => sum + p.expectedSeconds * 1000, 0);
  const remainingMs = cluster.phases.reduce(
    (sum, p) => sum + (p.status === 'done' ? 0 : p.expectedSeconds * 1000 * (1 - p.progress / 100)),
    0,
  );
  return { elapsedMs: Math.max(0, end - first), expectedMs, remainingMs };
}
