import { OBSERVABILITY } from './addon-layouts/observability.ts';
import { PLATFORM } from './addon-layouts/platform.ts';
import { SECURITY } from './addon-layouts/security.ts';
import type { SimulatedAddon } from './simulated-cluster.ts';
import { workloadsForCategory, type AddonInstall } from './workload.ts';

// What each catalog add-on installs, laid out as its upstream chart installs it (names,
// namespaces, containers per pod, services, configuration, claims, jobs), so that a cluster's API
// looks like the real thing. The marketplace lists the same layouts (namespace and workloads).

const INSTALLS: Record<string, (version: string) => AddonInstall> = { ...OBSERVABILITY, ...SECURITY, ...PLATFORM };

/** The namespace, workloads and other objects of an add-on: its known layout, or one derived from its category. */
export function addonInstall(addon: SimulatedAddon): AddonInstall {
  return INSTALLS[addon.id]?.(addon.version) ?? workloadsForCategory(addon.id, addon.category, addon.version);
}
