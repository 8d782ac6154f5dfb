import type { ClusterAddons } from '../../shared/addons/addons.schemas.ts';
import type { Cluster, ClusterEvent, KubeconfigView } from '../../shared/clusters/clusters.schemas.ts';
import type { DiagnosticSnapshot } from '../../shared/tickets/support-desk.schemas.ts';

/** Where a snapshot's parts come from, each scoped to the customer's organization (404 otherwise). */
export type SnapshotSources = {
  cluster(organizationId: string, id: string): Promise<Cluster>;
  events(organizationId: string, id: string, limit: number): Promise<ClusterEvent[]>;
  addons(organizationId: string, id: string): Promise<ClusterAddons>;
  credentials(organizationId: string, id: string): Promise<KubeconfigView[]>;
};

const RECENT_EVENTS = 30;

/**
 * What support may see of a cluster when the customer consents: spec, status, recent events,
 * add-on versions, and who holds a credential until when. Built field by field from an allow
 * list, so a secret (kubeconfig, token, endpoint credentials) cannot slip in.
 */
export async function takeDiagnosticSnapshot(
  sources: SnapshotSources,
  organizationId: string,
  clusterId: string,
  at: Date,
): Promise<DiagnosticSnapshot> {
  const cluster = await sources.cluster(organizationId, clusterId);
  const [events, addons, credentials] = await Promise.all([
    sources.events(organizationId, clusterId, RECENT_EVENTS),
    sources.addons(organizationId, clusterId),
    sources.credentials(organizationId, clusterId),
  ]);
  return {
    cluster: {
      id: cluster.id,
      name: cluster.name,
      tierId: cluster.tierId,
      providerId: cluster.providerId,
      regionId: cluster.regionId,
      kubernetesVersion: cluster.kubernetesVersion,
      patchVersion: cluster.patchVersion,
      haControlPlane: cluster.haControlPlane,
      nodePools: cluster.nodePools.map(({ name, nodeSizeId, count, autoscale }) => ({
        name,
        nodeSizeId,
        count,
        ...(autoscale ? { autoscale } : {}),
      })),
      addonIds: [...cluster.addonIds],
      status: cluster.status,
      phase: cluster.phase,
      progress: cluster.progress,
      failure: cluster.failure
        ? { code: cluster.failure.code, reason: cluster.failure.reason, at: cluster.failure.at }
        : null,
      createdAt: cluster.createdAt,
      updatedAt: cluster.updatedAt,
    },
    events: events.slice(0, RECENT_EVENTS).map(({ at: when, type, message }) => ({ at: when, type, message })),
    addons: addons.installed.map((a) => ({ id: a.addonId, name: a.name, version: a.version, state: a.state })),
    credentials: credentials.map(({ id, userName, createdAt, expiresAt, lastUsedAt, revokedAt }) => ({
      id,
      userName,
      createdAt,
      expiresAt,
      lastUsedAt,
      revokedAt,
    })),
    takenAt: at.toISOString(),
  };
}
