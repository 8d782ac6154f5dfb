import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { UpgradeReason } from '../../shared/clusters/upgrade.schemas.ts';
import { maintenanceWindowOf } from '../../shared/clusters/maintenance.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { MS_PER_DAY, MS_PER_MINUTE } from '../../shared/time.ts';
import { printedDay } from '../invoices/printed-words.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { compose } from '../mail/templates.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import { inEachLanguage } from '../notifications/said-in-each-language.ts';
import type { Repositories } from '../store/repositories.ts';
import { storedEvent } from './event-text.ts';
import {
  currentOrNextWindowStart,
  insideWindow,
  nextMinor,
  versionFacts,
  ENDING_SOON_DAYS,
} from './version-lifecycle.ts';

/** The maintenance tick: every 15 minutes, so a window of an hour is never missed. */
export const MAINTENANCE_JOB = 'clusters.maintenance';
export const MAINTENANCE_EVERY_MS = 15 * MS_PER_MINUTE;
const PAGE = 500;

/** What starts an upgrade operation (ClustersService: the surge upgrade, status `updating`). */
export type VersionUpgrader = {
  upgradeVersion(
    clusterId: string,
    target: { kubernetesVersion: string; patchVersion: string },
    cause: { actorId: string | null; reason: UpgradeReason },
  ): Promise<ClusterRecord>;
};

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  upgrader: VersionUpgrader;
  notifications: NotificationService;
  mailer: OutgoingMail;
  publicOrigin: string;
  now?: () => number;
};

/**
 * Keeps running clusters on supported versions. At each tick, for every running cluster: 30 days
 * before its minor's end of support its owners are told once (e-mail and notification); inside
 * its maintenance window, a minor past its end of support moves to the next minor, or else, with
 * automatic upgrades on, a newer patch of its minor is applied. One operation at a time: a
 * cluster that is not running is left for a later tick. Each tick is one scheduled job, run by
 * one instance; the upgrade itself refuses a cluster no longer running.
 */
export class ClusterMaintenance {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  jobHandler(): JobHandler {
    return async () => this.run();
  }

  /** One tick over every live cluster: notices sent and upgrades started. */
  async run(): Promise<{ notices: number; upgrades: number }> {
    const now = (this.#deps.now ?? Date.now)();
    const catalog = await this.#deps.catalog.snapshot();
    const totals = { notices: 0, upgrades: 0 };
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const page = await this.#deps.repositories.clusters.listMaintained(PAGE, after);
      for (const cluster of page) {
        if (cluster.status !== 'running') continue;
        if (await this.#noticeEndOfSupport(cluster, catalog, now)) totals.notices += 1;
        if (await this.#upgradeInWindow(cluster, catalog, now)) totals.upgrades += 1;
      }
      const last = page.at(-1);
      if (!last || page.length < PAGE) break;
      after = { createdAt: last.createdAt, id: last.id };
    }
    return totals;
  }

  /** Inside the window: the end-of-support minor upgrade first, else an automatic patch. */
  async #upgradeInWindow(cluster: Readonly<ClusterRecord>, catalog: CatalogSeed, now: number): Promise<boolean> {
    if (!insideWindow(maintenanceWindowOf(cluster), now)) return false;
    const facts = versionFacts(cluster, catalog.kubernetesVersions, now);
    const next = catalog.kubernetesVersions.find((v) => v.version === nextMinor(cluster.kubernetesVersion));
    const target =
      facts.versionLifecycle.status === 'ended' && next
        ? { kubernetesVersion: next.version, patchVersion: next.patch, reason: 'end-of-support' as const }
        : cluster.autoUpgrade && facts.availablePatch
          ? {
              kubernetesVersion: cluster.kubernetesVersion,
              patchVersion: facts.availablePatch,
              reason: 'automatic' as const,
            }
          : undefined;
    if (!target) return false;
    const { reason, ...version } = target;
    try {
      await this.#deps.upgrader.upgradeVersion(cluster.id, version, { actorId: null, reason });
      return true;
    } catch {
      // Busy since it was read (a change, another tick): the next tick looks again.
      return false;
    }
  }

  /** 30 days (or fewer) before the minor's end of support: the owners told, once per cluster and minor. */
  async #noticeEndOfSupport(cluster: Readonly<ClusterRecord>, catalog: CatalogSeed, now: number): Promise<boolean> {
    const version = catalog.kubernetesVersions.find((v) => v.version === cluster.kubernetesVersion);
    if (!version || cluster.endOfSupportNoticed?.includes(version.version)) return false;
    const supportEnds = Date.parse(`${version.endOfSupport}T00:00:00.000Z`) + MS_PER_DAY;
    if (supportEnds - now > ENDING_SOON_DAYS * MS_PER_DAY) return false;
    const { repositories, notifications, mailer, publicOrigin } = this.#deps;
    const owners = (await repositories.users.listByOrganization(cluster.organizationId)).filter(
      (member) => member.orgRole === 'owner' && !member.disabled,
    );
    // The first window after the last supported day moves the cluster to the next minor.
    const upgradeAt = new Date(currentOrNextWindowStart(maintenanceWindowOf(cluster), supportEnds)).toISOString();
    const words = {
      name: cluster.name,
      version: version.version,
      date: printedDay(version.endOfSupport),
      next: nextMinor(version.version),
      upgradeAt: printedDay(upgradeAt),
    };
    const link = new URL(`/clusters/${cluster.id}`, publicOrigin).href;
    const sent = await repositories.transaction(async (tx) => {
      let claimed = false;
      await tx.clusters.update(cluster.id, (current) => {
        if (current.endOfSupportNoticed?.includes(version.version)) return undefined;
        claimed = true;
        return { ...current, endOfSupportNoticed: [...(current.endOfSupportNoticed ?? []), version.version] };
      });
      if (!claimed) return false;
      await tx.clusterEvents.append({
        clusterId: cluster.id,
        organizationId: cluster.organizationId,
        type: 'info',
        ...storedEvent({
          key: 'end_of_support',
          version: version.version,
          date: version.endOfSupport,
          next: words.next,
          upgradeAt,
        }),
        actorId: null,
        spec: null,
      });
      for (const owner of owners)
        await mailer.send(
          inLanguageOf(owner, () =>
            compose({
              to: owner.email,
              name: owner.name,
              subject: m.mail_end_of_support_subject(words),
              heading: m.mail_end_of_support_heading(words),
              intro: [m.mail_end_of_support_intro(words), m.mail_end_of_support_what_happens(words)],
              action: { label: m.mail_cluster_open(), href: link },
            }),
          ),
          tx,
        );
      return true;
    });
    if (!sent) return false;
    await Promise.all(
      owners.map((owner) =>
        notifications
          .notify(owner.id, { type: 'warning', ...inEachLanguage(owner, () => m.notice_end_of_support_short(words)) })
          .catch(() => undefined),
      ),
    );
    return true;
  }
}
