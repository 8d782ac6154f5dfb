import { addonInstall } from './addon-workloads.ts';
import type { SimulatedAddon, SimulatedCluster } from './simulated-cluster.ts';
import { systemInstall } from './system-components.ts';
import type { Timeline } from './timeline.ts';
import type { AddonInstall, Workload } from './workload.ts';

/** An install (the cluster's own components, or one add-on) with when it came. */
export type PlacedInstall = AddonInstall & {
  /** 'system' or the add-on's id. */
  key: string;
  addon?: SimulatedAddon;
  /** When its objects were created: undefined with the cluster (then `nominalAfter`). */
  installedMs: number | undefined;
  /** When its pod templates last changed (an upgrade); undefined: never since the creation. */
  upgradedMs: number | undefined;
  /** Seconds into a nominal creation its objects appeared at, when it came with the cluster. */
  nominalAfter: number;
};

const SYSTEM_AFTER = 30;

/** Seconds after the cluster's creation at which the add-on at `index` was installed (nominally). */
export function addonInstalledAfter(index: number): number {
  return 45 + index * 5;
}

/** The cluster's installs: its own components, then each add-on in order. */
export function clusterInstalls(cluster: SimulatedCluster, timeline: Timeline): PlacedInstall[] {
  return [
    {
      ...systemInstall(cluster),
      key: 'system',
      installedMs: undefined,
      upgradedMs: undefined,
      nominalAfter: SYSTEM_AFTER,
    },
    ...cluster.addons.map((addon, index) => ({
      ...addonInstall(addon),
      key: addon.id,
      addon,
      installedMs: timeline.addonInstalled(addon.id),
      upgradedMs: timeline.addonSince(addon.id),
      nominalAfter: addonInstalledAfter(index) + 5,
    })),
  ];
}

/** When an install's objects were created. */
export function installedAt(install: PlacedInstall, timeline: Timeline): number {
  return install.installedMs ?? timeline.boot(install.nominalAfter);
}

/** When a workload's pod template last changed; undefined: as created with the cluster. */
export function templateSince(install: PlacedInstall, workload: Workload, timeline: Timeline): number | undefined {
  const version = workload.followsKubernetesVersion ? timeline.versionSince() : undefined;
  const latest = Math.max(version ?? -Infinity, install.upgradedMs ?? -Infinity);
  return Number.isFinite(latest) ? latest : undefined;
}
