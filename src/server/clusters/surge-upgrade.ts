import type { SurgeUpgrade, UpgradeProgress, UpgradeReason } from '../../shared/clusters/upgrade.schemas.ts';

// A surge upgrade, planned step by step: the control plane first, then pool by pool one node at
// a time with a surge of one: a new node at the target version joins, an old one is cordoned
// and drained, then removed. A pool never runs more than one node above its size. The surge
// node is not billed: metering counts the pools' sizes (and the autoscaler's nodes), never it.

/** A pool as the upgrade starts: its name, the index its nodes are named from, and how many run. */
export type PoolAtStart = { name: string; base: number; count: number };

/** The upgrade's first step: the control plane. */
export function planSurge(input: {
  fromPatch: string;
  toPatch: string;
  reason: UpgradeReason;
  pools: PoolAtStart[];
  now: Date;
}): SurgeUpgrade {
  return {
    fromPatch: input.fromPatch,
    toPatch: input.toPatch,
    reason: input.reason,
    pools: input.pools.map(({ name, base, count }) => ({ name, base, count })),
    poolIndex: -1,
    replaced: 0,
    step: 'control-plane',
    stepStartedAt: input.now.toISOString(),
  };
}

/** A new node of the pool joins: the surge step, its join time kept for the node's age. */
function startSurge(surge: SurgeUpgrade, poolIndex: number, replaced: number, at: string): SurgeUpgrade {
  const pool = surge.pools[poolIndex];
  const key = pool ? `${pool.name}/${pool.base + pool.count + replaced}` : '';
  return {
    ...surge,
    poolIndex,
    replaced,
    step: 'surge',
    stepStartedAt: at,
    surgeJoinedAt: at,
    joined: { ...surge.joined, [key]: at },
  };
}

/** The first pool at or after `from` that has nodes to replace; -1 when none is left. */
function poolWithNodes(surge: SurgeUpgrade, from: number): number {
  return surge.pools.findIndex((pool, index) => index >= from && pool.count > 0);
}

/** A node's name: the cluster's, the pool's and its index. */
export const nodeName = (cluster: string, pool: string, index: number) => `${cluster}-${pool}-${index}`;

/** What the end of the current step did, for the event stream. */
export type SurgeOutcome =
  | { kind: 'control-plane'; version: string }
  | { kind: 'replaced'; pool: string; oldIndex: number; newIndex: number; version: string }
  | { kind: 'none' };

/** The step after the current one, and what finishing the current one did. */
export function nextSurgeStep(surge: SurgeUpgrade, now: Date): { next: SurgeUpgrade; outcome: SurgeOutcome } {
  const at = now.toISOString();
  const moveTo = (poolIndex: number, replaced: number): SurgeUpgrade =>
    poolIndex === -1
      ? { ...surge, poolIndex: surge.pools.length, replaced: 0, step: 'done', stepStartedAt: at }
      : startSurge(surge, poolIndex, replaced, at);
  switch (surge.step) {
    case 'control-plane':
      return { next: moveTo(poolWithNodes(surge, 0), 0), outcome: { kind: 'control-plane', version: surge.toPatch } };
    case 'surge':
      return { next: { ...surge, step: 'drain', stepStartedAt: at }, outcome: { kind: 'none' } };
    case 'drain':
      return { next: { ...surge, step: 'remove', stepStartedAt: at }, outcome: { kind: 'none' } };
    case 'remove': {
      const pool = surge.pools[surge.poolIndex];
      if (!pool) return { next: moveTo(-1, 0), outcome: { kind: 'none' } };
      const replaced = surge.replaced + 1;
      const outcome: SurgeOutcome = {
        kind: 'replaced',
        pool: pool.name,
        oldIndex: pool.base + surge.replaced,
        newIndex: pool.base + pool.count + surge.replaced,
        version: surge.toPatch,
      };
      const next =
        replaced < pool.count
          ? startSurge(surge, surge.poolIndex, replaced, at)
          : moveTo(poolWithNodes(surge, surge.poolIndex + 1), 0);
      return { next, outcome };
    }
    case 'done':
      return { next: surge, outcome: { kind: 'none' } };
  }
}

/** How a pool's nodes stand during the upgrade, for the simulated nodes. */
export type PoolDuringUpgrade = {
  /** The first node's index (the nodes before it were replaced). */
  firstIndex: number;
  /** Nodes running now: the pool's size, plus the surge node. */
  count: number;
  /** Nodes at or above this index run the target version. */
  upgradedFrom: number;
  /** The surge node still joining (not Ready yet). */
  joiningIndex?: number;
  /** The old node cordoned (and being drained or removed). */
  cordonedIndex?: number;
};

/** Where one pool's nodes stand at this point of the upgrade. */
export function poolDuringUpgrade(surge: SurgeUpgrade, poolName: string): PoolDuringUpgrade | undefined {
  const index = surge.pools.findIndex((pool) => pool.name === poolName);
  const pool = surge.pools[index];
  if (!pool) return undefined;
  const upgradedFrom = pool.base + pool.count;
  if (index < surge.poolIndex || surge.step === 'done')
    return { firstIndex: upgradedFrom, count: pool.count, upgradedFrom };
  if (index > surge.poolIndex || surge.step === 'control-plane')
    return { firstIndex: pool.base, count: pool.count, upgradedFrom };
  const firstIndex = pool.base + surge.replaced;
  const surgeIndex = upgradedFrom + surge.replaced;
  return {
    firstIndex,
    count: pool.count + 1,
    upgradedFrom,
    ...(surge.step === 'surge' ? { joiningIndex: surgeIndex } : { cordonedIndex: firstIndex }),
  };
}

/** The `upgrade` of the cluster answer. */
export function upgradeProgress(surge: SurgeUpgrade): UpgradeProgress {
  const total = surge.pools.reduce((sum, pool) => sum + pool.count, 0);
  const before = surge.pools.slice(0, Math.max(0, surge.poolIndex)).reduce((sum, pool) => sum + pool.count, 0);
  return {
    from: surge.fromPatch,
    to: surge.toPatch,
    pool: surge.pools[surge.poolIndex]?.name ?? null,
    replaced: surge.step === 'done' ? total : Math.min(total, before + surge.replaced),
    total,
    step: surge.step,
  };
}

/** The index each pool's nodes are named from once the upgrade is done. */
export function indexBasesAfter(surge: SurgeUpgrade): Record<string, number> {
  return Object.fromEntries(surge.pools.map((pool) => [pool.name, pool.base + pool.count]));
}
