import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError, errors } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { AuditAction } from '../../shared/audit/audit-actions.ts';
import type { KubeconfigView } from '../../shared/clusters/clusters.schemas.ts';
import type { KubeconfigRecord } from './kubeconfigs.repository.ts';

import { buildKubeconfig } from '../k8s/kubeconfig.builder.ts';
import { kubeconfigServer } from '../k8s/api-endpoint.ts';
import type { KubernetesApiAuthentication } from '../k8s/k8s-api.handler.ts';
import { MS_PER_MINUTE, MS_PER_HOUR } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';
import { clusterStatusLabel } from '../http/status-labels.ts';

// Use is recorded at most this often per credential: `kubectl get` in a loop must not cost writes.
const USE_RECORDED_EVERY_MS = MS_PER_MINUTE;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Per-user cluster credentials: a token of 256 random bits, shown once inside the
 * kubeconfig, stored only as its SHA-256, with a lifetime of 1 hour to 90 days; an inventory of
 * who holds which; revocation at once; every issue, revocation and first use in an hour on the
 * cluster's event stream (the compliance pack lists them).
 */
export class KubeconfigService {
  #repositories: Repositories;
  #publicOrigin: string;
  #certificateAuthority: string | undefined;
  #now: () => number;

  /** `certificateAuthority`: the built-in endpoint CA's PEM, when the endpoint is not publicly trusted. */
  constructor(deps: {
    repositories: Repositories;
    publicOrigin: string;
    certificateAuthority?: string;
    now?: () => number;
  }) {
    this.#repositories = deps.repositories;
    this.#publicOrigin = deps.publicOrigin;
    this.#certificateAuthority = deps.certificateAuthority;
    this.#now = deps.now ?? Date.now;
  }

  async issue(
    user: UserRecord,
    clusterId: string,
    ttlHours: number,
  ): Promise<{ id: string; expiresAt: string; kubeconfig: string }> {
    const cluster = await this.#repositories.clusters.find(user.organizationId, clusterId);
    if (!cluster) throw errors.notFound(m.error_no_such_cluster());
    if (cluster.status !== 'running' && cluster.status !== 'updating') {
      throw new AppError(
        409,
        'cluster_not_running',
        m.error_credentials_running_only({ status: clusterStatusLabel(cluster.status) }),
      );
    }
    const token = `k8s_${randomBytes(32).toString('base64url')}`;
    const now = new Date(this.#now());
    const record: KubeconfigRecord = {
      id: randomUUID(),
      clusterId,
      organizationId: user.organizationId,
      userId: user.id,
      tokenHash: hash(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + ttlHours * MS_PER_HOUR).toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await this.#repositories.transaction(async (tx) => {
      await tx.kubeconfigs.create(record);
      await tx.clusterEvents.append({
        clusterId,
        organizationId: user.organizationId,
        type: 'credential',
        message: m.notice_event_kubeconfig_issued({ name: user.name, hours: ttlHours }),
        actorId: user.id,
        spec: null,
      });
    });
    const kubeconfig = buildKubeconfig({
      clusterName: cluster.name,
      server: kubeconfigServer(this.#publicOrigin, clusterId),
      token,
      userName: user.username,
      certificateAuthority: this.#certificateAuthority,
    });
    return { id: record.id, expiresAt: record.expiresAt, kubeconfig };
  }

  /** The cluster's credentials without secrets, newest first, with their holders' names. */
  async list(organizationId: string, clusterId: string): Promise<KubeconfigView[]> {
    const cluster = await this.#repositories.clusters.find(organizationId, clusterId);
    if (!cluster) throw errors.notFound(m.error_no_such_cluster());
    const records = await this.#repositories.kubeconfigs.listForCluster(clusterId);
    const names = new Map(
      (await this.#repositories.users.listByOrganization(organizationId)).map((u) => [u.id, u.name]),
    );
    return records.map((r) => ({
      id: r.id,
      userId: r.userId,
      userName: names.get(r.userId) ?? 'A former member',
      createdAt: r.createdAt,
      expiresAt: r.expiresAt,
      lastUsedAt: r.lastUsedAt,
      revokedAt: r.revokedAt,
    }));
  }

  /** Revokes one credential (or every active one of the cluster with `id` = 'all'). */
  async revoke(user: UserRecord, clusterId: string, id: string): Promise<number> {
    const cluster = await this.#repositories.clusters.find(user.organizationId, clusterId);
    if (!cluster) throw errors.notFound(m.error_no_such_cluster());
    const at = new Date(this.#now()).toISOString();
    return this.#repositories.transaction(async (tx) => {
      const revoked =
        id === 'all'
          ? await tx.kubeconfigs.revokeActive({ clusterId }, at)
          : [await tx.kubeconfigs.revoke(clusterId, id, at)].filter((r) => r !== undefined);
      if (id !== 'all' && revoked.length === 0 && !(await tx.kubeconfigs.find(clusterId, id)))
        throw errors.notFound(m.error_no_such_kubeconfig());
      if (revoked.length > 0) {
        await tx.clusterEvents.append({
          clusterId,
          organizationId: user.organizationId,
          type: 'credential',
          message: m.notice_event_kubeconfigs_revoked_by({ count: revoked.length, name: user.name }),
          actorId: user.id,
          spec: null,
        });
      }
      return revoked.length;
    });
  }

  /** Revokes every active credential of a member (removed from the organization). */
  async revokeMember(organizationId: string, userId: string): Promise<number> {
    return (
      await this.#repositories.kubeconfigs.revokeActive({ organizationId, userId }, new Date(this.#now()).toISOString())
    ).length;
  }

  /** The cluster a token was issued for (live or not: authenticate decides), for requests whose path names none. */
  async clusterOfToken(token: string): Promise<string | undefined> {
    if (!token || token.length > 200) return undefined;
    return (await this.#repositories.kubeconfigs.findByTokenHash(hash(token)))?.clusterId;
  }

  /**
   * What `token` opens: `clusterId`'s API (it is live, for this cluster, not revoked, not
   * expired), another cluster (404 there, as for an unknown id), or nothing (401). The hash is
   * compared in constant time; the use is recorded.
   */
  async authenticate(clusterId: string, token: string): Promise<KubernetesApiAuthentication> {
    const refused = { outcome: 'unauthenticated' } as const;
    if (!token || token.length > 200) return refused;
    const tokenHash = hash(token);
    const record = await this.#repositories.kubeconfigs.findByTokenHash(tokenHash);
    if (!record || !timingSafeEqual(Buffer.from(record.tokenHash, 'hex'), Buffer.from(tokenHash, 'hex')))
      return refused;
    const now = this.#now();
    if (record.revokedAt || Date.parse(record.expiresAt) <= now) return refused;
    if (record.clusterId !== clusterId) return { outcome: 'other-cluster' };
    const cluster = await this.#repositories.clusters.findAny(clusterId);
    if (!cluster || cluster.status === 'deleted' || cluster.status === 'deleting') return refused;
    if (!record.lastUsedAt || now - Date.parse(record.lastUsedAt) >= USE_RECORDED_EVERY_MS) {
      const firstInHour = !record.lastUsedAt || now - Date.parse(record.lastUsedAt) >= MS_PER_HOUR;
      await this.#repositories.kubeconfigs.touch(record.id, new Date(now).toISOString());
      if (firstInHour) {
        await this.#repositories.clusterEvents.append({
          clusterId,
          organizationId: record.organizationId,
          type: 'credential',
          message: m.notice_event_kubeconfig_used(),
          actorId: record.userId,
          spec: null,
        });
        await this.#repositories.audit.append({
          id: randomUUID(),
          at: new Date(now).toISOString(),
          actorId: record.userId,
          action: 'kubeconfig.used' satisfies AuditAction,
          result: 'success',
          ip: '',
          userAgent: '',
          detail: `kubeconfig ${record.id}, first use this hour`,
          organizationId: record.organizationId,
          targetType: 'cluster',
          targetId: clusterId,
        });
      }
    }
    const user = await this.#repositories.users.findById(record.userId);
    return { outcome: 'allowed', userName: user?.username ?? record.userId };
  }
}
