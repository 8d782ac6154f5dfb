// A controller's pods as the simulation lays them out: what the Deployment, StatefulSet or
// DaemonSet would have created on a real cluster.

export type WorkloadKind = 'Deployment' | 'StatefulSet' | 'DaemonSet';

export type Workload = {
  name: string;
  kind: WorkloadKind;
  /** Pods of a Deployment or StatefulSet (default 1); a DaemonSet has one per eligible node. */
  replicas?: number;
  containers: { name: string; image: string }[];
  /** The pod labels the controller selects on. */
  labels: Record<string, string>;
  /** System daemons share the node's network: their pod IP is the node's. */
  hostNetwork?: boolean;
  /** DaemonSets of the GPU operator run on GPU nodes only. */
  gpuNodesOnly?: boolean;
  priorityClassName?: 'system-cluster-critical' | 'system-node-critical';
};

/** The workloads one add-on installs, and the namespace it installs them in. */
export type AddonInstall = { namespace: string; workloads: Workload[] };

/** Shorthand for a workload with one container whose name is the workload's. */
export function single(kind: WorkloadKind, name: string, image: string, extra: Partial<Workload> = {}): Workload {
  return { kind, name, containers: [{ name, image }], labels: { 'app.kubernetes.io/name': name }, ...extra };
}

/** The cluster's own components in kube-system, whatever add-ons it has. */
export function systemWorkloads(patchVersion: string): Workload[] {
  return [
    {
      kind: 'Deployment', name: 'coredns', replicas: 2, priorityClassName: 'system-cluster-critical',
      containers: [{ name: 'coredns', image: 'registry.k8s.io/coredns/coredns:v1.12.1' }],
      labels: { 'k8s-app': 'kube-dns' },
    },
    {
      kind: 'Deployment', name: 'metrics-server', priorityClassName: 'system-cluster-critical',
      containers: [{ name: 'metrics-server', image: 'registry.k8s.io/metrics-server/metrics-server:v0.8.0' }],
      labels: { 'k8s-app': 'metrics-server' },
    },
    {
      kind: 'DaemonSet', name: 'kube-proxy', hostNetwork: true, priorityClassName: 'system-node-critical',
      containers: [{ name: 'kube-proxy', image: `registry.k8s.io/kube-proxy:v${patchVersion}` }],
      labels: { 'k8s-app': 'kube-proxy' },
    },
    {
      kind: 'DaemonSet', name: 'cilium', hostNetwork: true, priorityClassName: 'system-node-critical',
      containers: [{ name: 'cilium-agent', image: 'quay.io/cilium/cilium:v1.18.0' }],
      labels: { 'k8s-app': 'cilium' },
    },
  ];
}

/** A sensible install for an add-on the simulation has no specific layout for, by its category. */
export function workloadsForCategory(id: string, category: string, version: string): AddonInstall {
  const image = (name: string) => `ghcr.io/${id}/${name}:v${version}`;
  const deployment = (name: string, replicas = 1) => single('Deployment', name, image(name), { replicas });
  const daemon = (name: string) => single('DaemonSet', name, image(name));
  const byCategory: Record<string, Workload[]> = {
    observability: [deployment(id), daemon(`${id}-agent`)],
    security: [deployment(`${id}-controller`), deployment(`${id}-webhook`)],
    networking: [deployment(`${id}-controller`, 2)],
    storage: [deployment(`${id}-controller`), daemon(`${id}-node`)],
    backup: [deployment(id), daemon(`${id}-node-agent`)],
  };
  return { namespace: id, workloads: byCategory[category] ?? [deployment(id)] };
}
