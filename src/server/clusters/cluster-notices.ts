import { inLanguageOf } from '../mail/mail-language.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { compose } from '../mail/templates.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import { clusterEvent } from '../webhooks/domain-events.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import { inEachLanguage } from '../notifications/said-in-each-language.ts';
import { isErasedPerson } from '../organizations/organization-erasure.repository.ts';

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
  async changed(
    tx: Repositories,
    cluster: ClusterRecord,
    milestone?: 'running' | 'failed' | 'deleted' | 'updated',
    buyerId?: string,
  ): Promise<void> {
    const at = new Date().toISOString();
    await clusterEvent(this.#deps.webhooks, tx, cluster, milestone);
    tx.afterCommit(() => this.#tell(cluster, at, milestone, buyerId));
    if (milestone === 'failed') this.leftOrEnteredFailed(tx);
  }

  /** A failed cluster is retried or deleted: the officers' queue shrinks. Call inside the transaction. */
  leftOrEnteredFailed(tx: Repositories): void {
    const officers = this.#deps.officers;
    if (officers) tx.afterCommit(() => officers.changed('provisioning'));
  }

  async #tell(
    cluster: ClusterRecord,
    at: string,
    milestone: 'running' | 'failed' | 'deleted' | 'updated' | undefined,
    buyerId: string | undefined,
  ) {
    const { repositories, notifications, realtime } = this.#deps;
    // A closed organization's clusters finish deleting after its people were erased: nobody to tell.
    const members = (await repositories.users.listByOrganization(cluster.organizationId)).filter(
      (member) => !isErasedPerson(member),
    );
    for (const member of members) {
      realtime.publish(member.id, {
        type: 'cluster',
        clusterId: cluster.id,
        status: cluster.status,
        phase: cluster.phase,
        progress: cluster.progress,
        at,
      });
    }
    if (!milestone) return;
    const type = ({ running: 'success', updated: 'success', failed: 'error', deleted: 'info' } as const)[milestone];
    const message = () =>
      ({
        running: () => m.notice_cluster_running({ name: cluster.name }),
        updated: () => m.notice_cluster_updated({ name: cluster.name }),
        failed: () =>
          m.notice_cluster_failed({
            name: cluster.name,
            reason: cluster.failure?.reason ?? m.notice_cluster_failed_see_page(),
          }),
        deleted: () => m.notice_cluster_deleted({ name: cluster.name }),
      })[milestone]();
    // Each member reads it in their own language.
    await Promise.all(
      members.map((member) =>
        notifications.notify(member.id, { type, ...inEachLanguage(member, message) }).catch(() => undefined),
      ),
    );
    const buyer = milestone === 'running' && buyerId ? members.find((member) => member.id === buyerId) : undefined;
    if (buyer) {
      const link = new URL(`/clusters/${cluster.id}`, this.#deps.publicOrigin).href;
      const nodes = cluster.nodePools.reduce((n, p) => n + p.count, 0);
      await this.#deps.mailer.send(
        inLanguageOf(buyer, () =>
          compose({
            to: buyer.email,
            name: buyer.name,
            subject: m.mail_cluster_running_subject({ name: cluster.name }),
            heading: m.mail_cluster_running_heading({ name: cluster.name }),
            intro: [
              m.mail_cluster_running_intro({ version: cluster.kubernetesVersion, region: cluster.regionId, nodes }),
            ],
            action: { label: m.mail_cluster_open(), href: link },
          }),
        ),
      );
    }
  }
}
