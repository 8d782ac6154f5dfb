import type { Catalog } from '../../../server/catalog/catalog.schemas.ts';
import type { Cluster, ClusterStatus, ProvisioningPhase } from './cluster-types.ts';

// Words and small computations the cluster screens share. Pure: unit-tested without a browser.

export const STATUS_LABELS: Record<ClusterStatus, string> = {
  pending: 'Pending',
  provisioning: 'Provisioning',
  running: 'Running',
  updating: 'Updating',
  deleting: 'Deleting',
  deleted: 'Deleted',
  failed: 'Failed',
};

export const PHASE_LABELS: Record<ProvisioningPhase, string> = {
  network: 'Network',
  'control-plane': 'Control plane',
  'node-pools': 'Node pools',
  addons: 'Add-ons',
  'health-check': 'Health check',
};

/** States in which the cluster is being worked on (shown live with progress). */
export const BUSY_STATUSES: readonly ClusterStatus[] = ['pending', 'provisioning', 'updating', 'deleting'];

export const clusterHref = (id: string) => `/clusters/${encodeURIComponent(id)}`;
export const clusterStatusHref = (id: string) => `/clusters/${encodeURIComponent(id)}/status`;
export const provisioningHref = (params: { order?: string; cluster?: string }) =>
  params.order ? `/cluster-provisioning?order=${encodeURIComponent(params.order)}` : params.cluster ? `/cluster-provisioning?cluster=${encodeURIComponent(params.cluster)}` : '/cluster-provisioning';

/** Nodes of a cluster across its pools. */
export const nodeCount = (cluster: Pick<Cluster, 'nodePools'>) => cluster.nodePools.reduce((sum, pool) => sum + pool.count, 0);

/** Nodes a pool runs now: its configured count, plus those its autoscaler added. */
export const poolRunning = (cluster: Pick<Cluster, 'autoscaledNodes'>, pool: Pick<Cluster['nodePools'][number], 'name' | 'count'>) =>
  Math.max(pool.count, cluster.autoscaledNodes?.[pool.name] ?? 0);

/** Nodes the cluster runs now, autoscaled ones included. */
export const runningNodeCount = (cluster: Pick<Cluster, 'nodePools' | 'autoscaledNodes'>) => cluster.nodePools.reduce((sum, pool) => sum + poolRunning(cluster, pool), 0);

/** A duration in words: '45 s', '3 min 05 s', '2 h 10 min'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** How old something is, from an ISO time: '3 days', '2 h 10 min'. */
export const age = (iso: string, now: number) => formatDuration(now - Date.parse(iso));

/** The tier's name, colour and SLA, or a neutral stand-in while the catalog loads. */
export function tierOf(catalog: Catalog | undefined, tierId: string) {
  const tier = catalog?.tiers.find((t) => t.id === tierId);
  return { name: tier?.name ?? tierId, colour: tier?.colour ?? 'gray', sla: tier?.sla ?? '', maxNodes: tier?.maxNodes ?? 500 };
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
export function operationTiming(cluster: Pick<Cluster, 'phases'>, now: number): { elapsedMs: number; expectedMs: number; remainingMs: number } {
  const started = cluster.phases.map((p) => p.startedAt).filter((s): s is string => Boolean(s)).map(Date.parse);
  const finished = cluster.phases.map((p) => p.finishedAt).filter((s): s is string => Boolean(s)).map(Date.parse);
  const first = started.length > 0 ? Math.min(...started) : now;
  const done = cluster.phases.length > 0 && cluster.phases.every((p) => p.status === 'done');
  const end = done && finished.length > 0 ? Math.max(...finished) : now;
  const expectedMs = cluster.phases.reduce((sum, p) => sum + p.expectedSeconds * 1000, 0);
  const remainingMs = cluster.phases.reduce((sum, p) => sum + (p.status === 'done' ? 0 : p.expectedSeconds * 1000 * (1 - p.progress / 100)), 0);
  return { elapsedMs: Math.max(0, end - first), expectedMs, remainingMs };
}
