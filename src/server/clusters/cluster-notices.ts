import type { OutgoingMail } from '../mail/mail-queue.ts';
import { compose } from '../mail/templates.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import { clusterEvent } from '../webhooks/domain-events.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import type { ClusterRecord } from './clusters.schemas.ts';

type Deps = {
  notifications: NotificationService;
  realtime: RealtimeChannel;
  mailer: OutgoingMail;
  publicOrigin: string;
  repositories: Repositories;
  /** The officers' failed-provisioning queue changes when a cluster fails or leaves `failed`. */
  officers?: Pick<OfficerFeed, 'changed'>;
  /** Queues `cluster.*` webhook events in the same transaction. */
  webhooks?: WebhookEmitter;
};

/**
 * Tells an organization about its clusters: every change goes live to its members' sockets
 * (`{ type: 'cluster', … }`) once committed; a cluster that starts running, fails or is deleted
 * also makes a notification, and running e-mails the person who ordered it.
 */
export class ClusterNotices {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Call inside the transaction that made the change. */
  async changed(tx: Repositories, cluster: ClusterRecord, milestone?: 'running' | 'failed' | 'deleted' | 'updated', buyerId?: string): Promise<void> {
    const at = new Date().toISOString();
    await clusterEvent(this.#deps.webhooks, tx, cluster, milestone);
    tx.afterCommit(() => void this.#tell(cluster, at, milestone, buyerId));
    if (milestone === 'failed') this.leftOrEnteredFailed(tx);
  }

  /** A failed cluster is retried or deleted: the officers' queue shrinks. Call inside the transaction. */
  leftOrEnteredFailed(tx: Repositories): void {
    const officers = this.#deps.officers;
    if (officers) tx.afterCommit(() => officers.changed('provisioning'));
  }

  async #tell(cluster: ClusterRecord, at: string, milestone: 'running' | 'failed' | 'deleted' | 'updated' | undefined, buyerId: string | undefined) {
    const { repositories, notifications, realtime } = this.#deps;
    const members = await repositories.users.listByOrganization(cluster.organizationId);
    for (const member of members) {
      realtime.publish(member.id, { type: 'cluster', clusterId: cluster.id, status: cluster.status, phase: cluster.phase, progress: cluster.progress, at });
    }
    if (!milestone) return;
    const text = {
      running: { type: 'success' as const, message: `Cluster "${cluster.name}" is running. Download a kubeconfig from its page.` },
      updated: { type: 'success' as const, message: `Cluster "${cluster.name}": the change is applied; it is running.` },
      failed: { type: 'error' as const, message: `Cluster "${cluster.name}" failed: ${cluster.failure?.reason ?? 'see its page'}.` },
      deleted: { type: 'info' as const, message: `Cluster "${cluster.name}" was deleted.` },
    }[milestone];
    await Promise.all(members.map((member) => notifications.notify(member.id, text).catch(() => undefined)));
    const buyer = milestone === 'running' && buyerId ? members.find((member) => member.id === buyerId) : undefined;
    if (buyer) {
      const link = new URL(`/clusters/${cluster.id}`, this.#deps.publicOrigin).href;
      await this.#deps.mailer.send(
        compose({
          to: buyer.email,
          name: buyer.name,
          subject: `Your cluster "${cluster.name}" is running`,
          heading: `"${cluster.name}" is running`,
          intro: [`Kubernetes ${cluster.kubernetesVersion} in ${cluster.regionId}, ${cluster.nodePools.reduce((n, p) => n + p.count, 0)} nodes. Download a kubeconfig from the cluster's page to reach it with kubectl.`],
          action: { label: 'Open the cluster', href: link },
        }),
      );
    }
  }
}
