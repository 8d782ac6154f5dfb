import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { UpgradeCheck, UpgradeCheckItem } from '../../shared/clusters/upgrade-check.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { nextMinor } from './version-lifecycle.ts';
import { clusterStatusLabel } from '../http/status-labels.ts';

export type { UpgradeCheck };

/**
 * Kubernetes API versions removed in each minor (the upstream deprecation guide). Only what the
 * simulated clusters serve or their add-ons' manifests use is listed: none of them uses a removed
 * version today, so the check says so.
 */
const REMOVED_APIS: Record<string, string[]> = {
  '1.32': ['flowcontrol.apiserver.k8s.io/v1beta3'],
};
/** API versions the simulated add-ons' manifests use (src/server/k8s/addon-layouts, crd.generator.ts), by add-on. */
const ADDON_APIS: Record<string, string[]> = {};

/**
 * The simulated provider's add-on compatibility table, kept in code and keyed by add-on id: an
 * older pinned release (by version prefix) runs on Kubernetes up to `max`. A version not listed
 * runs on every minor the catalog offers.
 */
const ADDON_MAX_KUBERNETES: Record<string, { version: string; max: string }[]> = {
  monitoring: [{ version: '3.4.', max: '1.36' }],
  opencost: [{ version: '1.114.', max: '1.36' }],
  'cert-manager': [{ version: '1.18.', max: '1.36' }],
  kyverno: [{ version: '1.14.', max: '1.35' }],
  traefik: [{ version: '3.4.', max: '1.36' }],
  longhorn: [{ version: '1.8.', max: '1.35' }],
  velero: [{ version: '1.16.', max: '1.35' }],
  'argo-cd': [{ version: '3.0.', max: '1.36' }],
};

const minorOf = (version: string) => Number(version.split('.')[1] ?? 0);

/**
 * Whether the cluster may move to `target` (a `1.NN` minor), and what to look at first: the
 * version step (one minor up), a change already running, add-ons with no version for the target,
 * API versions the target removes. Not allowed when any check is blocking.
 */
export function upgradeCheck(cluster: ClusterRecord, catalog: CatalogSeed, target: string): UpgradeCheck {
  const from = cluster.kubernetesVersion;
  const checks: UpgradeCheckItem[] = [versionCheck(from, target, catalog)];
  checks.push(
    cluster.status === 'running'
      ? { kind: 'operation', status: 'ok', message: m.precheck_no_change_running() }
      : {
          kind: 'operation',
          status: 'blocking',
          message: m.precheck_change_running({ status: clusterStatusLabel(cluster.status) }),
        },
  );
  for (const addonId of cluster.addonIds) {
    const addon = catalog.addons.find((a) => a.id === addonId);
    const installed = cluster.addonVersions?.[addonId] ?? addon?.version ?? '';
    const limit = ADDON_MAX_KUBERNETES[addonId]?.find((entry) => installed.startsWith(entry.version));
    const name = addon?.name ?? addonId;
    if (limit && minorOf(target) > minorOf(limit.max)) {
      const message =
        addon && addon.version !== installed
          ? m.precheck_addon_upgrade_first({ addon: name, version: installed, max: limit.max, latest: addon.version })
          : m.precheck_addon_no_version({ addon: name, version: installed, max: limit.max });
      checks.push({ kind: 'addon', status: 'blocking', message, addonId });
    } else
      checks.push({
        kind: 'addon',
        status: 'ok',
        message: m.precheck_addon_ok({ addon: name, version: installed }),
        addonId,
      });
  }
  checks.push(apiCheck(cluster, from, target));
  return { from, to: target, allowed: checks.every((check) => check.status !== 'blocking'), checks };
}

/** One minor up, to a version the catalog offers. */
function versionCheck(from: string, target: string, catalog: CatalogSeed): UpgradeCheckItem {
  const blocking = (message: string): UpgradeCheckItem => ({ kind: 'version', status: 'blocking', message });
  if (!catalog.kubernetesVersions.some((v) => v.version === target))
    return blocking(m.precheck_version_unknown({ version: target }));
  if (target === from) return blocking(m.precheck_version_same({ version: target }));
  if (minorOf(target) < minorOf(from)) return blocking(m.precheck_version_downgrade({ from, to: target }));
  if (target !== nextMinor(from)) return blocking(m.field_upgrade_one_minor({ from, to: nextMinor(from) }));
  return { kind: 'version', status: 'ok', message: m.precheck_version_ok({ from, to: target }) };
}

/** API versions removed between the two minors that the cluster's add-ons use. */
function apiCheck(cluster: ClusterRecord, from: string, target: string): UpgradeCheckItem {
  const removed = Object.entries(REMOVED_APIS)
    .filter(([minor]) => minorOf(minor) > minorOf(from) && minorOf(minor) <= minorOf(target))
    .flatMap(([, apis]) => apis);
  const used = cluster.addonIds.flatMap((id) => ADDON_APIS[id] ?? []).filter((api) => removed.includes(api));
  return used.length > 0
    ? {
        kind: 'deprecated-api',
        status: 'blocking',
        message: m.precheck_api_removed({ apis: used.join(', '), to: target }),
      }
    : { kind: 'deprecated-api', status: 'ok', message: m.precheck_api_none_removed({ to: target }) };
}
