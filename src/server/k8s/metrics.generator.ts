import { profileFor } from './container-logs.ts';
import type { KubeNode, KubeObject, KubePod } from './kube-objects.ts';
import { stableIndex } from './object-identity.ts';
import { isoSeconds } from './timeline.ts';

// metrics.k8s.io as metrics-server serves it: each running container's usage (its program's usual
// CPU and memory, moving a little from one scrape to the next), and each node's, which is what its
// pods use plus the system's own share. Scrapes happen every 15 s.

const SCRAPE_MS = 15_000;
const GI = 1024 * 1024; // KiB per GiB

/** A factor between 0.7 and 1.3 that drifts from scrape to scrape, fixed for a seed and a scrape. */
function drift(seed: string, scrape: number): number {
  const wave = Math.sin((scrape + stableIndex(seed, 1000)) / 9);
  return 1 + 0.2 * wave + (stableIndex(`${seed}/${scrape}`, 200) - 100) / 1000;
}

type Usage = { cpuNano: number; memoryKi: number };

function containerUsage(pod: KubePod, name: string, image: string, scrape: number): Usage {
  const profile = profileFor({ name, image });
  const seed = `${pod.metadata.uid}/${name}`;
  const factor = drift(seed, scrape);
  return {
    cpuNano: Math.round(profile.cpu * 1_000_000 * factor),
    memoryKi: Math.round(profile.memoryMi * 1024 * (0.9 + factor / 10)),
  };
}

const quantities = (usage: Usage) => ({ cpu: `${usage.cpuNano}n`, memory: `${usage.memoryKi}Ki` });

/** PodMetrics of the running pods, and NodeMetrics of the Ready nodes, at `nowMs`. */
export function generateMetrics(
  nodes: KubeNode[],
  pods: KubePod[],
  nowMs: number,
): { nodes: KubeObject[]; pods: KubeObject[] } {
  const scrape = Math.floor(nowMs / SCRAPE_MS);
  const timestamp = isoSeconds(scrape * SCRAPE_MS);
  const window = '15s';
  const perNode = new Map<string, Usage>();
  const podMetrics: KubeObject[] = [];
  for (const pod of pods) {
    if (pod.status.phase !== 'Running') continue;
    const containers = pod.spec.containers.map((container) => ({
      name: container.name,
      usage: containerUsage(pod, container.name, container.image, scrape),
    }));
    const node = perNode.get(pod.spec.nodeName ?? '') ?? { cpuNano: 0, memoryKi: 0 };
    for (const { usage } of containers) {
      node.cpuNano += usage.cpuNano;
      node.memoryKi += usage.memoryKi;
    }
    perNode.set(pod.spec.nodeName ?? '', node);
    podMetrics.push({
      kind: 'PodMetrics',
      apiVersion: 'metrics.k8s.io/v1beta1',
      metadata: {
        name: pod.metadata.name,
        namespace: pod.metadata.namespace,
        uid: pod.metadata.uid,
        resourceVersion: '',
        creationTimestamp: isoSeconds(nowMs),
        labels: pod.metadata.labels,
      },
      timestamp,
      window,
      containers: containers.map(({ name, usage }) => ({ name, usage: quantities(usage) })),
    });
  }
  const nodeMetrics: KubeObject[] = nodes
    .filter((node) =>
      node.status.conditions.some((condition) => condition.type === 'Ready' && condition.status === 'True'),
    )
    .map((node) => {
      const pods = perNode.get(node.metadata.name) ?? { cpuNano: 0, memoryKi: 0 };
      const cpus = Number(node.status.capacity.cpu ?? '1');
      const memoryKi = Number.parseInt(node.status.capacity.memory ?? '0', 10);
      const factor = drift(node.metadata.uid, scrape);
      // The kubelet, the container runtime and the OS: a base plus a share of the machine.
      const system = {
        cpuNano: Math.round((60 + cpus * 15) * 1_000_000 * factor),
        memoryKi: Math.round((0.55 * GI + memoryKi * 0.04) * (0.95 + factor / 20)),
      };
      return {
        kind: 'NodeMetrics',
        apiVersion: 'metrics.k8s.io/v1beta1',
        metadata: {
          name: node.metadata.name,
          uid: node.metadata.uid,
          resourceVersion: '',
          creationTimestamp: isoSeconds(nowMs),
          labels: node.metadata.labels,
        },
        timestamp,
        window,
        usage: quantities({ cpuNano: pods.cpuNano + system.cpuNano, memoryKi: pods.memoryKi + system.memoryKi }),
      };
    });
  return { nodes: nodeMetrics, pods: podMetrics };
}
