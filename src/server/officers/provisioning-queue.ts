import type { AuditService } from '../audit/audit.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import type { Cluster, ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { ClustersService } from '../clusters/clusters.service.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { OfficerFeed } from './officer-feed.ts';
import type { FailedProvisioning, OfficerNote } from '../../shared/officers/officers.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import { inEachLanguage } from '../notifications/said-in-each-language.ts';

type Deps = {
  repositories: Repositories;
  clusters: Pick<ClustersService, 'retryAsOfficer'>;
  audit: Pick<AuditService, 'record'>;
  notifications: Pick<NotificationService, 'notify'>;
  feed: Pick<OfficerFeed, 'changed'>;
  now?: () => number;
};

/** How many failed clusters the queue reads at most (the count is exact). */
const LIMIT = 200;

/**
 * The officers' failed-provisioning queue: clusters of every organization whose operation
 * (creation, a change such as an add-on install, deletion) failed. Officers retry them through
 * the customer's own retry, or escalate them with a note the other officers are told about.
 */
export class ProvisioningQueue {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async summary(): Promise<{ count: number; oldestAt: string | null }> {
    const [count, items] = await Promise.all([this.#deps.repositories.clusters.countFailed(), this.list()]);
    return { count, oldestAt: items[0]?.failure.at ?? null };
  }

  /** Failed clusters, the longest-waiting first. */
  async list(): Promise<FailedProvisioning[]> {
    const { repositories } = this.#deps;
    const failed = (await repositories.clusters.listFailed(LIMIT)).filter((c) => c.failure);
    const names = new Map<string, string>();
    for (const id of new Set(failed.map((c) => c.organizationId))) {
      names.set(id, (await repositories.organizations.findById(id))?.companyName ?? 'Unknown organization');
    }
    return failed
      .map((c) => itemOf(c, names.get(c.organizationId) ?? ''))
      .sort((a, b) => a.failure.at.localeCompare(b.failure.at));
  }

  /** Re-runs the failed operation from the phase that failed, exactly as the customer's retry does. */
  async retry(officer: UserRecord, clusterId: string, meta: RequestMeta): Promise<Cluster> {
    const cluster = await this.#deps.clusters.retryAsOfficer(officer, clusterId);
    await this.#deps.audit.record(meta, {
      action: 'officer.provisioning.retried',
      result: 'success',
      actorId: officer.id,
      detail: `cluster ${cluster.name} (${cluster.id})`,
    });
    return cluster;
  }

  /** Marks the failure escalated with a note; every other officer gets a notification. */
  async escalate(officer: UserRecord, clusterId: string, note: string, meta: RequestMeta): Promise<FailedProvisioning> {
    const { repositories } = this.#deps;
    const escalation: OfficerNote = {
      note,
      byId: officer.id,
      byName: officer.name,
      at: new Date(this.#now()).toISOString(),
    };
    const updated = await repositories.clusters.update(clusterId, (current) => {
      if (current.status !== 'failed')
        throw new AppError(409, 'not_failed', m.error_cluster_no_longer_failed_nothing_escalate());
      return { ...current, escalation };
    });
    if (!updated) throw errors.notFound(m.error_no_such_cluster());
    const company = (await repositories.organizations.findById(updated.organizationId))?.companyName;
    await this.#deps.audit.record(meta, {
      action: 'officer.provisioning.escalated',
      result: 'success',
      actorId: officer.id,
      detail: `cluster ${updated.name} (${updated.id}): ${note}`,
    });
    // Each officer reads it in their language.
    const message = () =>
      m.notice_cluster_escalated({
        officer: officer.name,
        name: updated.name,
        company: company ?? m.notice_unknown_organization(),
        note,
      });
    for (const other of await repositories.users.listOfficers()) {
      if (other.id !== officer.id)
        await this.#deps.notifications
          .notify(other.id, { type: 'warning', ...inEachLanguage(other, message) })
          .catch(() => undefined);
    }
    this.#deps.feed.changed('provisioning');
    return itemOf(updated, company ?? 'Unknown organization');
  }

  #now() {
    return (this.#deps.now ?? Date.now)();
  }
}

function itemOf(cluster: ClusterRecord, companyName: string): FailedProvisioning {
  const failure = cluster.failure ?? {
    code: 'unknown',
    reason: 'No reason was recorded.',
    phase: null,
    customerAction: false,
    at: cluster.updatedAt,
  };
  // An escalation of an earlier failure does not carry over to a new one.
  const escalation = cluster.escalation && cluster.escalation.at >= failure.at ? cluster.escalation : null;
  return {
    clusterId: cluster.id,
    name: cluster.name,
    organizationId: cluster.organizationId,
    companyName,
    operation: cluster.operation,
    attempt: cluster.attempt,
    failure,
    escalation,
  };
}
