import type { KubeNode } from './kube-objects.ts';
import { nodeRegisteredAfter } from './node.generator.ts';
import { stableIndex } from './object-identity.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';
import type { Workload } from './workload.ts';

/** A node as pod placement sees it: its name, address, registration time and next free pod IP. */
export type NodeSlot = { node: KubeNode; address: string; gpu: boolean; registeredAfter: number; nextPodIp: number };

/** Where each of a workload's pods runs, or undefined for a pod no node can take (it stays Pending). */
export type Placement = { replica: number; slot: NodeSlot | undefined };

/** Wraps the nodes generateNodes made for this cluster (pool order, then index order) for placement. */
export function nodeSlots(cluster: SimulatedCluster, nodes: KubeNode[]): NodeSlot[] {
  const slots: NodeSlot[] = [];
  cluster.nodePools.forEach((pool, poolIndex) => {
    for (let index = 0; index < pool.count; index++) {
      const node = nodes[slots.length];
      if (!node) return;
      slots.push({
        node,
        address: node.status.addresses.find((entry) => entry.type === 'InternalIP')?.address ?? '',
        gpu: pool.gpu !== undefined,
        registeredAfter: nodeRegisteredAfter(poolIndex, index),
        nextPodIp: 2,
      });
    }
  });
  return slots;
}

/**
 * DaemonSets get one pod per eligible node; other controllers spread their replicas over the
 * nodes from a hashed start (as anti-affinity would), keeping off GPU nodes while others exist.
 */
export function placeWorkload(workload: Workload, slots: NodeSlot[], seed: string): Placement[] {
  if (workload.kind === 'DaemonSet') {
    return slots.filter((slot) => !workload.gpuNodesOnly || slot.gpu).map((slot, replica) => ({ replica, slot }));
  }
  const general = slots.filter((slot) => !slot.gpu);
  const eligible = general.length > 0 ? general : slots;
  const start = stableIndex(seed, eligible.length);
  return Array.from({ length: workload.replicas ?? 1 }, (_, replica) => ({
    replica,
    slot: eligible.length > 0 ? eligible[(start + replica) % eligible.length] : undefined,
  }));
}

/** The pod's IP: the node's own for host-network daemons, otherwise the next one of the node's pod range. */
export function allocatePodIp(slot: NodeSlot, hostNetwork: boolean): string {
  if (hostNetwork) return slot.address;
  const range = slot.node.spec.podCIDR.replace(/\.0\/24$/, '');
  return `${range}.${slot.nextPodIp++}`;
}
