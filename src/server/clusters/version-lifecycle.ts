import type { KubernetesVersion } from '../../shared/catalog/catalog.schemas.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import { maintenanceWindowOf, WEEK_DAYS, type MaintenanceWindow } from '../../shared/clusters/maintenance.schemas.ts';
import { MS_PER_DAY, MS_PER_HOUR, startOfUtcDay } from '../../shared/time.ts';

/** A version is "ending soon" this many days (or fewer) before its end of support; the notice goes then. */
export const ENDING_SOON_DAYS = 30;

export type VersionLifecycle = {
  endOfSupport: string;
  status: 'supported' | 'ending-soon' | 'ended';
  daysLeft: number;
};

/** Monday is day 0 of the window's week; Date's getUTCDay counts from Sunday. */
const weekIndex = (at: Date) => (at.getUTCDay() + 6) % 7;

/** When the window that holds `at` or comes next starts (UTC): inside a window, its own start. */
export function currentOrNextWindowStart(window: MaintenanceWindow, at: number): number {
  const day = WEEK_DAYS.indexOf(window.day);
  const monday = startOfUtcDay(at) - weekIndex(new Date(at)) * MS_PER_DAY;
  const thisWeek = monday + day * MS_PER_DAY + window.startHourUtc * MS_PER_HOUR;
  // Last week's window may still run past Monday (Sunday 22:00 for 8 hours).
  for (const start of [thisWeek - 7 * MS_PER_DAY, thisWeek, thisWeek + 7 * MS_PER_DAY])
    if (at < start + window.durationHours * MS_PER_HOUR) return start;
  return thisWeek + 14 * MS_PER_DAY;
}

/** Whether `at` falls inside the window (its start included, its end not). */
export function insideWindow(window: MaintenanceWindow, at: number): boolean {
  return currentOrNextWindowStart(window, at) <= at;
}

/** When the next window starts after `at` (a window running now: the following week's). */
export function nextWindowStart(window: MaintenanceWindow, at: number): number {
  const start = currentOrNextWindowStart(window, at);
  return start <= at ? start + 7 * MS_PER_DAY : start;
}

/** Whole days from `at` to the end of support (the end of its last day, UTC); 0 once past. */
export function daysLeft(endOfSupport: string, at: number): number {
  const end = Date.parse(`${endOfSupport}T00:00:00.000Z`) + MS_PER_DAY;
  return Math.max(0, Math.ceil((end - at) / MS_PER_DAY));
}

/** Where a version stands on `at`: ended after its end-of-support day, ending soon within 30 days. */
export function versionLifecycle(version: Pick<KubernetesVersion, 'endOfSupport'>, at: number): VersionLifecycle {
  const left = daysLeft(version.endOfSupport, at);
  const status = left === 0 ? 'ended' : left <= ENDING_SOON_DAYS ? 'ending-soon' : 'supported';
  return { endOfSupport: version.endOfSupport, status, daysLeft: left };
}

/** Compares `1.NN.P` patch versions numerically: negative when `a` is older. */
export function comparePatch(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** The catalog patch of the cluster's minor when it is newer than the one it runs; null otherwise. */
export function availablePatch(running: string, catalogPatch: string | undefined): string | null {
  return catalogPatch && comparePatch(catalogPatch, running) > 0 ? catalogPatch : null;
}

/** The next minor after `version` (1.34 → 1.35). */
export function nextMinor(version: string): string {
  const [, minor = 0] = version.split('.').map(Number);
  return `1.${minor + 1}`;
}

/** What the cluster answer says about its version and maintenance on `at` (computed, never stored). */
export function versionFacts(
  cluster: Pick<ClusterRecord, 'kubernetesVersion' | 'patchVersion' | 'maintenanceWindow'>,
  versions: readonly KubernetesVersion[],
  at: number,
): {
  patchVersion: string;
  nextMaintenanceAt: string;
  availablePatch: string | null;
  versionLifecycle: VersionLifecycle;
} {
  const version = versions.find((v) => v.version === cluster.kubernetesVersion);
  const patchVersion = runningPatch(cluster, versions);
  return {
    patchVersion,
    nextMaintenanceAt: new Date(currentOrNextWindowStart(maintenanceWindowOf(cluster), at)).toISOString(),
    availablePatch: availablePatch(patchVersion, version?.patch),
    // A minor no longer in the catalog is past its support.
    versionLifecycle: version ? versionLifecycle(version, at) : { endOfSupport: '', status: 'ended', daysLeft: 0 },
  };
}

/** The patch a cluster runs: the one stored, else (older records) the catalog patch of its minor. */
export function runningPatch(
  cluster: Pick<ClusterRecord, 'kubernetesVersion' | 'patchVersion'>,
  versions: readonly KubernetesVersion[],
): string {
  return (
    cluster.patchVersion ??
    versions.find((v) => v.version === cluster.kubernetesVersion)?.patch ??
    `${cluster.kubernetesVersion}.0`
  );
}
