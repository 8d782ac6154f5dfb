import type { KubeNode } from './kube-objects.ts';
import { schedulableOn } from '../../shared/clusters/pool-scheduling.schemas.ts';
import { nodeJoinedAt, nodeTaints } from './node.generator.ts';
import { quickHash, stableIndex } from './object-identity.ts';
import type { SimulatedCluster, SimulatedNodePool } from './simulated-cluster.ts';
import type { Timeline } from './timeline.ts';
import type { Workload } from './workload.ts';

// Where pods run. DaemonSets put one pod on every eligible node. Other controllers' replicas go
// to distinct nodes by rendezvous hashing among the nodes that were there when their template
// was rolled out: a node added later takes none of them, and a node removed moves only its own
// (which then get new names, as a ReplicaSet's replacement pods do).

/** A node as pod placement sees it. */
export type NodeSlot = {
  node: KubeNode;
  name: string;
  pool: string;
  address: string;
  gpu: boolean;
  /** The node has a taint system pods do not tolerate (NoSchedule, NoExecute: its pool's, or the GPU one). */
  keepsPodsOff: boolean;
  joinedMs: number;
  initial: boolean;
};

/** Where one replica runs (undefined: no node can take it, it stays Pending), and whether it had to move. */
export type Placement = { replica: number; slot: NodeSlot | undefined; movedAtMs?: number };

/** The cluster's nodes, in generateNodes's order, for placement. */
export function nodeSlots(cluster: SimulatedCluster, nodes: KubeNode[], timeline: Timeline): NodeSlot[] {
  const slots: NodeSlot[] = [];
  cluster.nodePools.forEach((pool, poolIndex) => {
    for (let index = 0; index < pool.count; index++) {
      const node = nodes[slots.length];
      if (!node) return;
      slots.push({
        node,
        name: node.metadata.name,
        pool: pool.name,
        address: node.status.addresses.find((entry) => entry.type === 'InternalIP')?.address ?? '',
        gpu: pool.gpu !== undefined,
        keepsPodsOff: keepsPodsOff(pool) || node.spec.unschedulable === true,
        joinedMs: nodeJoinedAt(timeline, pool.name, poolIndex, index),
        initial: timeline.nodeJoined(pool.name, index) === undefined,
      });
    }
  });
  return slots;
}

/** Picks `count` distinct names by highest hash (reusing names only when there are too few). */
function rendezvous(count: number, names: readonly string[], seed: string): (string | undefined)[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, replica) => {
    const scored = names.map((name) => ({ name, score: quickHash(`${seed}/${replica}/${name}`) }));
    const ranked = scored.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1)).map((entry) => entry.name);
    const choice = ranked.find((name) => !taken.has(name)) ?? ranked[0];
    if (choice) taken.add(choice);
    return choice;
  });
}

/** True when a pool's taints keep pods without tolerations off its nodes (GPU nodes' included). */
export const keepsPodsOff = (pool: Pick<SimulatedNodePool, 'gpu' | 'taints'>) => !schedulableOn(nodeTaints(pool), []);

/** Ordinary workloads (system pods, add-ons) keep off tainted nodes while other nodes exist. */
const preferGeneral = (slots: NodeSlot[]) =>
  slots.some((slot) => !slot.keepsPodsOff) ? slots.filter((slot) => !slot.keepsPodsOff) : slots;

type PlacementInput = {
  workload: Workload;
  slots: NodeSlot[];
  seed: string;
  /** When the template was rolled out; undefined: with the cluster. */
  templateMs: number | undefined;
  cluster: SimulatedCluster;
  timeline: Timeline;
};

/** Where each pod of a workload runs. */
export function placeWorkload({ workload, slots, seed, templateMs, cluster, timeline }: PlacementInput): Placement[] {
  if (workload.kind === 'DaemonSet') {
    return slots.filter((slot) => !workload.gpuNodesOnly || slot.gpu).map((slot, replica) => ({ replica, slot }));
  }
  const presentThen = (slot: NodeSlot) => (templateMs === undefined ? slot.initial : slot.joinedMs <= templateMs);
  const eligibleNow = preferGeneral(slots);
  const stayed = eligibleNow.filter(presentThen);
  // The nodes there at rollout, some of which may be gone now.
  const counts = timeline.poolCountsAt(templateMs);
  const taintedPools = new Set(cluster.nodePools.filter(keepsPodsOff).map((pool) => pool.name));
  const thenNames = Object.entries(counts).flatMap(([pool, count]) =>
    Array.from({ length: count }, (_, index) => ({ pool, name: `${cluster.name}-${pool}-${index}` })),
  );
  const thenGeneral = thenNames.some((entry) => !taintedPools.has(entry.pool))
    ? thenNames.filter((entry) => !taintedPools.has(entry.pool))
    : thenNames;
  const original = rendezvous(
    workload.replicas ?? 1,
    thenGeneral.map((entry) => entry.name),
    seed,
  );
  const byName = new Map(stayed.map((slot) => [slot.name, slot]));
  const moved = original
    .map((name, replica) => (name && byName.has(name) ? undefined : replica))
    .filter((replica) => replica !== undefined);
  const used = new Set(original.filter((name): name is string => name !== undefined && byName.has(name)));
  const candidates = (stayed.length > 0 ? stayed : eligibleNow).filter((slot) => !used.has(slot.name));
  const movedTo = rendezvous(
    moved.length,
    (candidates.length > 0 ? candidates : eligibleNow).map((slot) => slot.name),
    `${seed}/moved`,
  );
  const slotByName = new Map(eligibleNow.map((slot) => [slot.name, slot]));
  const movedAtMs =
    timeline.nodesRemovedAfter(templateMs) ?? Math.max(templateMs ?? 0, ...slots.map((slot) => slot.joinedMs));
  return original.map((name, replica) => {
    const index = moved.indexOf(replica);
    if (index === -1) return { replica, slot: byName.get(name ?? '') };
    const target = movedTo[index];
    return { replica, slot: target ? slotByName.get(target) : undefined, movedAtMs };
  });
}

/** Gives each pod an address in its node's pod range (hashed, probing past taken ones), or the node's own. */
export class PodAddresses {
  readonly #taken = new Map<string, Set<number>>();

  /** A copy that can hand out more without changing this one. */
  fork(): PodAddresses {
    const copy = new PodAddresses();
    for (const [node, taken] of this.#taken) copy.#taken.set(node, new Set(taken));
    return copy;
  }

  allocate(slot: NodeSlot, podKey: string, hostNetwork: boolean): string {
    if (hostNetwork) return slot.address;
    let taken = this.#taken.get(slot.name);
    if (!taken) this.#taken.set(slot.name, (taken = new Set()));
    let host = 2 + stableIndex(podKey, 252);
    for (let tries = 0; taken.has(host) && tries < 252; tries++) host = host >= 253 ? 2 : host + 1;
    taken.add(host);
    return `${slot.node.spec.podCIDR.replace(/\.0\/24$/, '')}.${host}`;
  }
}
