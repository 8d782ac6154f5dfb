import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';

/** A kubeconfig credential: only the SHA-256 of its token is stored. */
export type KubeconfigRecord = {
  id: string;
  clusterId: string;
  organizationId: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

export const kubeconfigsTable = defineTable<KubeconfigRecord>({
  name: 'kubeconfigs',
  order: { column: 'created_at', key: (k) => k.createdAt },
  indexes: {
    cluster: { column: 'cluster_id', key: (k) => k.clusterId },
    token: { column: 'token_hash', key: (k) => k.tokenHash, unique: true },
    // Credentials still usable, by member: removing a member revokes theirs.
    activeUser: { column: 'active_user', key: (k) => (k.revokedAt ? null : `${k.organizationId}:${k.userId}`) },
    activeCluster: { column: 'active_cluster', key: (k) => (k.revokedAt ? null : k.clusterId) },
  },
});

/** Storage of kubeconfig credentials. */
export interface KubeconfigRepository {
  create(record: KubeconfigRecord): Promise<KubeconfigRecord>;
  findByTokenHash(tokenHash: string): Promise<KubeconfigRecord | undefined>;
  find(clusterId: string, id: string): Promise<KubeconfigRecord | undefined>;
  listForCluster(clusterId: string): Promise<KubeconfigRecord[]>;
  /** Revokes the credentials still active on a cluster (or one member's in an organization); returns them. */
  revokeActive(
    scope: { clusterId: string } | { organizationId: string; userId: string },
    at: string,
  ): Promise<KubeconfigRecord[]>;
  revoke(clusterId: string, id: string, at: string): Promise<KubeconfigRecord | undefined>;
  touch(id: string, at: string): Promise<void>;
}

/** KubeconfigRepository over either backend. */
export function createKubeconfigRepository(db: Db): KubeconfigRepository {
  const kubeconfigs = db.collection(kubeconfigsTable);
  return {
    create: (record) => kubeconfigs.insert(record),
    findByTokenHash: (tokenHash) => kubeconfigs.findOne({ where: { token: tokenHash } }),
    async find(clusterId, id) {
      const record = await kubeconfigs.get(id);
      return record?.clusterId === clusterId ? record : undefined;
    },
    listForCluster: (clusterId) => kubeconfigs.list({ where: { cluster: clusterId } }),
    revokeActive(scope, at) {
      const where =
        'clusterId' in scope
          ? { activeCluster: scope.clusterId }
          : { activeUser: `${scope.organizationId}:${scope.userId}` };
      return kubeconfigs.updateMany({ where }, (record) => ({ ...record, revokedAt: at }));
    },
    async revoke(clusterId, id, at) {
      const record = await kubeconfigs.get(id);
      if (record?.clusterId !== clusterId) return undefined;
      return kubeconfigs.update(id, (current) => (current.revokedAt ? undefined : { ...current, revokedAt: at }));
    },
    async touch(id, at) {
      await kubeconfigs.update(id, (current) => ({ ...current, lastUsedAt: at }));
    },
  };
}
