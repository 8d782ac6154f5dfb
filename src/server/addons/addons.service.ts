import type { Addon, CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { ClustersService } from '../clusters/clusters.service.ts';
import { specOf, type ProvisioningService } from '../clusters/provisioning.service.ts';
import { AppError, errors } from '../http/app-error.ts';
import { addonInstall } from '../k8s/addon-workloads.ts';
import { addonRefusal } from '../pricing/addon-compatibility.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { ClusterAddons, InstalledAddon } from '../../shared/addons/addons.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { clusterStatusLabel } from '../http/status-labels.ts';
import { localizeItem } from '../../shared/catalog-text.ts';
import { requestLocale } from '../i18n/request-locale.ts';

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  clusters: ClustersService;
  provisioning: ProvisioningService;
};

const busy = (cluster: ClusterRecord) =>
  new AppError(409, 'cluster_busy', m.error_cluster_busy_addons({ status: clusterStatusLabel(cluster.status) }));

/**
 * The add-ons of a cluster: what is installed (version, state, since), what the catalog offers
 * for its type, upgrades to the newest catalog version and uninstalls. Installing is an order
 * (kind `addon`), fulfilled by ClustersService.installFromOrder.
 */
export class AddonsService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async forCluster(organizationId: string, clusterId: string): Promise<ClusterAddons> {
    const cluster = await this.#deps.clusters.mustFind(organizationId, clusterId);
    return view(cluster, await this.#deps.catalog.snapshot());
  }

  /** Moves an installed add-on to the newest catalog version: 202, the cluster `updating`. */
  async upgrade(user: UserRecord, clusterId: string, addonId: string): Promise<ClusterAddons> {
    const catalog = await this.#deps.catalog.snapshot();
    const { repositories, provisioning } = this.#deps;
    const cluster = await this.#deps.clusters.mustFind(user.organizationId, clusterId);
    const addon = installedAddon(cluster, addonId, catalog);
    const current = cluster.addonVersions?.[addonId] ?? addon.version;
    if (current === addon.version)
      throw errors.conflict(m.error_addon_already_newest({ name: addon.name, version: addon.version }));
    const updated = await repositories.transaction(async (tx) => {
      const fresh = await tx.clusters.find(user.organizationId, clusterId);
      if (!fresh || fresh.status !== 'running') throw busy(fresh ?? cluster);
      await tx.clusterEvents.append({
        clusterId,
        organizationId: fresh.organizationId,
        type: 'info',
        message: m.notice_event_addon_upgrading({ addon: addon.name, from: current, to: addon.version }),
        actorId: user.id,
        spec: null,
      });
      return provisioning.start(tx, fresh, 'update', {
        targetSpec: specOf(fresh),
        targetAddonVersions: { [addonId]: addon.version },
        actorId: user.id,
      });
    });
    return view(updated, catalog);
  }

  /** Removes an installed add-on: 202, the cluster `updating`; it stops being billed once removed. */
  async uninstall(user: UserRecord, clusterId: string, addonId: string): Promise<ClusterAddons> {
    const catalog = await this.#deps.catalog.snapshot();
    const cluster = await this.#deps.clusters.mustFind(user.organizationId, clusterId);
    installedAddon(cluster, addonId, catalog);
    if (cluster.status !== 'running') throw busy(cluster);
    await this.#deps.clusters.update(user, clusterId, { addonIds: cluster.addonIds.filter((id) => id !== addonId) });
    return view(await this.#deps.clusters.mustFind(user.organizationId, clusterId), catalog);
  }
}

/** The catalog entry of an add-on the cluster has; 404 otherwise. */
function installedAddon(cluster: ClusterRecord, addonId: string, catalog: CatalogSeed): Addon {
  const addon = catalog.addons.find((a) => a.id === addonId);
  if (!addon || !cluster.addonIds.includes(addonId)) throw errors.notFound(m.error_add_not_installed_cluster());
  return addon;
}

function view(cluster: ClusterRecord, catalog: CatalogSeed): ClusterAddons {
  const changing = cluster.status === 'updating' && cluster.targetSpec !== null;
  const target = changing ? (cluster.targetSpec?.addonIds ?? cluster.addonIds) : cluster.addonIds;
  const ids = [...new Set([...cluster.addonIds, ...target])];
  const installed: InstalledAddon[] = ids.flatMap((id) => {
    const addon = catalog.addons.find((a) => a.id === id);
    if (!addon) return [];
    const present = cluster.addonIds.includes(id);
    const version = present
      ? (cluster.addonVersions?.[id] ?? addon.version)
      : (cluster.targetAddonVersions?.[id] ?? addon.version);
    const targetVersion = changing ? (cluster.targetAddonVersions?.[id] ?? null) : null;
    const state = !present
      ? 'installing'
      : !target.includes(id)
        ? 'uninstalling'
        : targetVersion && targetVersion !== version
          ? 'upgrading'
          : 'installed';
    return [
      {
        addonId: id,
        name: addon.name,
        category: addon.category,
        version,
        latestVersion: addon.version,
        targetVersion: state === 'installed' ? null : targetVersion,
        state,
        since: present ? (cluster.addonsSince?.[id] ?? cluster.runningSince) : null,
        priceMonthlyUsdCents: addon.priceMonthlyUsdCents,
        namespace: addonInstall({ id, name: addon.name, version, category: addon.category }).namespace,
      },
    ];
  });
  const locale = requestLocale();
  const available = catalog.addons
    .filter((a) => !ids.includes(a.id))
    .map((a) => ({
      addonId: a.id,
      name: a.name,
      category: a.category,
      description: localizeItem('addons', a, locale).description,
      version: a.version,
      olderVersions: a.olderVersions ?? [],
      priceMonthlyUsdCents: a.priceMonthlyUsdCents,
      incompatibleReason: addonRefusal(a, cluster.tierId, catalog),
    }));
  const phase = changing ? cluster.phases.find((p) => p.phase === 'addons') : undefined;
  return {
    clusterId: cluster.id,
    clusterName: cluster.name,
    tierId: cluster.tierId,
    status: cluster.status,
    addonsPhase: phase ? { status: phase.status, progress: phase.progress } : null,
    progress: cluster.progress,
    installed,
    available,
  };
}
