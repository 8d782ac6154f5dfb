// The cluster autoscaler's rule, as the upstream cluster-autoscaler applies it to a node group:
// pods that cannot be scheduled for lack of room add nodes (up to the pool's maximum), and nodes
// that have stayed unneeded for a while are removed (never below the pool's configured count,
// which the subscription already pays for; 0 for a pool that scales from zero). Pods that do not
// tolerate a pool's taints never grow it. Pure: the same state and time give the same answer.

import type { ClusterRecord, NodePool, TestLoad } from '../../shared/clusters/clusters.schemas.ts';
import { schedulableOn } from '../../shared/clusters/pool-scheduling.schemas.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';

/** How long nodes must stay unneeded before they are removed (cluster-autoscaler's scale-down-unneeded-time). */
export const SCALE_DOWN_UNNEEDED_MS = 10 * MS_PER_MINUTE;

/** One autoscaled pool as the autoscaler sees it at a tick. */
export type PoolScalingState = {
  /** The count the customer configured (and pays for in advance). */
  configured: number;
  /** Nodes running now (configured + autoscaled). */
  running: number;
  /** The most nodes this pool may run: its autoscale maximum within the tier's node limit. */
  max: number;
  /** Replicas of the workloads on this pool and what each requests, in millicores of CPU. */
  replicas: number;
  podMillicores: number;
  /** Millicores of CPU one node offers to pods (its allocatable). */
  nodeMillicores: number;
  /** Since when the pool has had more nodes than its pods need; undefined: it has not. */
  underusedSinceMs: number | undefined;
};

/** What the autoscaler does to a pool at a tick. */
export type ScalingDecision =
  | { kind: 'up'; to: number; pendingPods: number }
  | { kind: 'down'; to: number }
  | { kind: 'wait'; underusedSinceMs: number }
  | { kind: 'steady' };

/** Pods of `podMillicores` that fit on one node (0: none ever fits, a new node would not help). */
export function podsPerNode(podMillicores: number, nodeMillicores: number): number {
  if (podMillicores <= 0) return Number.POSITIVE_INFINITY;
  return Math.floor(nodeMillicores / podMillicores);
}

/** Pods left Pending on `nodes` nodes. */
export function pendingPods(
  state: Pick<PoolScalingState, 'replicas' | 'podMillicores' | 'nodeMillicores'>,
  nodes: number,
): number {
  const perNode = podsPerNode(state.podMillicores, state.nodeMillicores);
  // Pods larger than a node fit nowhere: all of them are pending.
  return Number.isFinite(perNode) ? Math.max(0, state.replicas - perNode * nodes) : 0;
}

/** The nodes the pool's pods need, within [configured, max]. */
export function neededNodes(state: PoolScalingState): number {
  const perNode = podsPerNode(state.podMillicores, state.nodeMillicores);
  // Pods no node can hold stay Pending whatever is added: they do not count.
  const needed = perNode === 0 ? 0 : Number.isFinite(perNode) ? Math.ceil(state.replicas / perNode) : 0;
  return Math.max(state.configured, Math.min(needed, Math.max(state.max, state.configured)));
}

/** The decision for one pool at `nowMs`; nodes unneeded for `unneededMs` are removed. */
export function decideScaling(
  state: PoolScalingState,
  nowMs: number,
  unneededMs = SCALE_DOWN_UNNEEDED_MS,
): ScalingDecision {
  const target = neededNodes(state);
  if (target > state.running) return { kind: 'up', to: target, pendingPods: pendingPods(state, state.running) };
  if (target < state.running) {
    const since = state.underusedSinceMs ?? nowMs;
    return nowMs - since >= unneededMs ? { kind: 'down', to: target } : { kind: 'wait', underusedSinceMs: since };
  }
  return { kind: 'steady' };
}

/**
 * The replicas of a pool's test load the pool's nodes may take: all of them when the pods
 * tolerate the pool's NoSchedule and NoExecute taints, none otherwise (they stay Pending, and a
 * node of this pool would not help them).
 */
export function schedulableReplicas(pool: Pick<NodePool, 'taints'>, load: TestLoad | undefined): number {
  if (!load) return 0;
  return schedulableOn(pool.taints ?? [], load.tolerations ?? []) ? load.replicas : 0;
}

/**
 * Nodes an autoscaled pool runs above its configured count, per pool (only pools above it): what
 * the configuration history carries for the meter, and what the Kubernetes API adds as nodes.
 */
export function autoscaledNodesOf(
  cluster: Pick<ClusterRecord, 'nodePools' | 'autoscaledNodes'>,
): Record<string, number> {
  const running = cluster.autoscaledNodes ?? {};
  return Object.fromEntries(
    cluster.nodePools.flatMap((pool) => {
      const nodes = Math.min(running[pool.name] ?? 0, pool.autoscale?.max ?? 0);
      return pool.autoscale && nodes > pool.count ? [[pool.name, nodes]] : [];
    }),
  );
}
