import type { SimulatedCluster } from './simulated-cluster.ts';

// When things happened in a simulated cluster, from its stored times and configuration history:
// what it was created with dates from its creation (spread over it as a real one would be), and
// every later change (a pool scaled, an upgrade, an add-on installed) from the moment it came
// into effect. Nothing is ever dated after the change that made it, so no AGE is in the future.

/** The length of a creation the nominal offsets (seconds after creation) are written for. */
const NOMINAL_BOOT_SECONDS = 60;

type Config = { atMs: number; version: string; pools: Record<string, number>; addonIds: ReadonlySet<string> };

/** Times derived from one cluster; build once per cluster state. */
export class Timeline {
  readonly createdMs: number;
  /** When the creation finished (or would, nominally, for a cluster still being created). */
  readonly bootEndMs: number;
  readonly #configs: Config[];
  readonly #addonsSince: Record<string, string>;

  constructor(cluster: SimulatedCluster) {
    this.createdMs = Math.floor(parseMs(cluster.createdAt) / 1000) * 1000;
    this.bootEndMs = cluster.runningSince
      ? Math.max(this.createdMs, parseMs(cluster.runningSince))
      : this.createdMs + NOMINAL_BOOT_SECONDS * 1000;
    this.#addonsSince = cluster.addonsSince;
    const current: Config = {
      atMs: parseMs(cluster.updatedAt),
      version: cluster.kubernetesVersion,
      pools: Object.fromEntries(cluster.nodePools.map((pool) => [pool.name, pool.count])),
      addonIds: new Set(cluster.addons.map((addon) => addon.id)),
    };
    const configs = [...cluster.history]
      .sort((a, b) => parseMs(a.at) - parseMs(b.at))
      .map(
        (entry): Config => ({
          atMs: parseMs(entry.at),
          version: entry.kubernetesVersion,
          pools: entry.pools,
          addonIds: new Set(entry.addonIds),
        }),
      );
    const last = configs.at(-1);
    if (!last || !sameConfig(last, current)) configs.push(last ? current : { ...current, atMs: this.bootEndMs });
    this.#configs = configs;
  }

  /** `nominalSeconds` into a nominal 60 s creation, scaled to how long this cluster's creation took. */
  boot(nominalSeconds: number): number {
    const fraction = Math.min(1, Math.max(0, nominalSeconds / NOMINAL_BOOT_SECONDS));
    return this.createdMs + Math.round((fraction * (this.bootEndMs - this.createdMs)) / 1000) * 1000;
  }

  /** When node `index` of `pool` joined and has been there since; undefined: since the creation. */
  nodeJoined(pool: string, index: number): number | undefined {
    return this.#since((config) => (config.pools[pool] ?? 0) > index);
  }

  /** When the cluster moved to its current Kubernetes version; undefined: since the creation. */
  versionSince(): number | undefined {
    const current = this.#configs.at(-1)?.version;
    return this.#since((config) => config.version === current);
  }

  /** When an add-on was installed (and has been since); undefined: with the cluster. */
  addonInstalled(id: string): number | undefined {
    return this.#since((config) => config.addonIds.has(id));
  }

  /** When an add-on was installed or last upgraded; undefined: since the creation. */
  addonSince(id: string): number | undefined {
    const installed = this.addonInstalled(id);
    const upgraded = this.#addonsSince[id] ? parseMs(this.#addonsSince[id]) : undefined;
    const latest = Math.max(
      installed ?? -Infinity,
      upgraded !== undefined && upgraded > this.bootEndMs + 1000 ? upgraded : -Infinity,
    );
    return Number.isFinite(latest) ? latest : undefined;
  }

  /** Node counts per pool in effect at `ms` (undefined: as created). */
  poolCountsAt(ms: number | undefined): Record<string, number> {
    const configs = this.#configs;
    if (ms === undefined) return configs[0]?.pools ?? {};
    let found = configs[0];
    for (const config of configs) if (config.atMs <= ms) found = config;
    return found?.pools ?? {};
  }

  /** The latest change after `ms` that took nodes away (pods on them moved then); undefined if none. */
  nodesRemovedAfter(ms: number | undefined): number | undefined {
    let latest: number | undefined;
    for (let i = 1; i < this.#configs.length; i++) {
      const [before, after] = [this.#configs[i - 1], this.#configs[i]] as [Config, Config];
      if (ms !== undefined && after.atMs <= ms) continue;
      const shrank = Object.entries(before.pools).some(([pool, count]) => (after.pools[pool] ?? 0) < count);
      if (shrank) latest = after.atMs;
    }
    return latest;
  }

  /** When the node pools last changed at all (a DaemonSet's counts change then); undefined: never. */
  poolsChanged(): number | undefined {
    let latest: number | undefined;
    for (let i = 1; i < this.#configs.length; i++) {
      const [before, after] = [this.#configs[i - 1], this.#configs[i]] as [Config, Config];
      if (JSON.stringify(before.pools) !== JSON.stringify(after.pools)) latest = after.atMs;
    }
    return latest;
  }

  /** The start of the latest run of configurations (up to the current one) that all satisfy `holds`. */
  #since(holds: (config: Config) => boolean): number | undefined {
    let index = this.#configs.length - 1;
    if (index < 0 || !holds(this.#configs[index] as Config)) return undefined;
    while (index > 0 && holds(this.#configs[index - 1] as Config)) index--;
    return index === 0 ? undefined : this.#configs[index]?.atMs;
  }
}

function parseMs(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
}

function sameConfig(a: Config, b: Config): boolean {
  return (
    a.version === b.version &&
    JSON.stringify(a.pools) === JSON.stringify(b.pools) &&
    [...a.addonIds].sort().join() === [...b.addonIds].sort().join()
  );
}

/** The API's timestamp format (whole seconds). */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** The API's MicroTime format (leases, events), microseconds always written. */
export function isoMicros(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}
