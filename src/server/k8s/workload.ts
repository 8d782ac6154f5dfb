// What an add-on (or the cluster itself) puts in a cluster, as data: controllers and their pods,
// the services in front of them, configuration, claims, scheduled jobs, ingresses. The generators
// render Kubernetes objects from these descriptions; nothing else knows an add-on's layout.

export type WorkloadKind = 'Deployment' | 'StatefulSet' | 'DaemonSet';

export type ContainerPort = { name: string; containerPort: number; protocol?: 'TCP' | 'UDP' };
export type Container = { name: string; image: string; ports?: ContainerPort[] };

/** A port of a Service; `targetPort` names a container port (or is a number). */
export type ServicePort = { name: string; port: number; targetPort: string | number; protocol?: 'TCP' | 'UDP' };

export type ServiceSpec = {
  name: string;
  type?: 'ClusterIP' | 'LoadBalancer';
  /** clusterIP: None (a StatefulSet's governing service). */
  headless?: boolean;
  /** A well-known address (kube-dns has 10.96.0.10). */
  clusterIP?: string;
  ports: ServicePort[];
  labels?: Record<string, string>;
};

export type Workload = {
  name: string;
  kind: WorkloadKind;
  /** Pods of a Deployment or StatefulSet (default 1); a DaemonSet has one per eligible node. */
  replicas?: number;
  containers: Container[];
  /** The pod labels the controller selects on. */
  labels: Record<string, string>;
  /** System daemons share the node's network: their pod IP is the node's. */
  hostNetwork?: boolean;
  /** DaemonSets of the GPU operator run on GPU nodes only. */
  gpuNodesOnly?: boolean;
  priorityClassName?: 'system-cluster-critical' | 'system-node-critical';
  /** Its images follow the cluster's Kubernetes version (kube-proxy): an upgrade rolls its pods. */
  followsKubernetesVersion?: boolean;
  /** Services selecting this workload's pods. */
  services?: ServiceSpec[];
  /** StatefulSets: one claim per pod and template, e.g. `prometheus-db` of 50Gi. */
  volumeClaims?: { name: string; storage: string }[];
};

/** A CronJob: a run every `everyMinutes` that takes `runSeconds`. */
export type CronJobSpec = { name: string; everyMinutes: number; runSeconds: number; container: Container };

/** Secrets are described by name, type and keys: their values are never served. */
export type SecretSpec = { name: string; type?: string; keys: string[] };

/** An ingress to one of the add-on's services, served when the cluster has an ingress class. */
export type IngressSpec = { name: string; hostPrefix: string; service: string; port: string };

export type StorageClassSpec = {
  name: string;
  provisioner: string;
  isDefault?: boolean;
  allowVolumeExpansion?: boolean;
  volumeBindingMode?: 'Immediate' | 'WaitForFirstConsumer';
};

/** The workloads and other objects one add-on installs, and the namespace it installs them in. */
export type AddonInstall = {
  namespace: string;
  workloads: Workload[];
  /** The Helm release name (its release secret is listed); the add-on id when not said. */
  release?: string;
  configMaps?: { name: string; data: Record<string, string> }[];
  secrets?: SecretSpec[];
  cronJobs?: CronJobSpec[];
  ingresses?: IngressSpec[];
  ingressClasses?: { name: string; controller: string }[];
  storageClasses?: StorageClassSpec[];
};

/** Shorthand for a workload with one container whose name is the workload's. */
export function single(kind: WorkloadKind, name: string, image: string, extra: Partial<Workload> = {}): Workload {
  return { kind, name, containers: [{ name, image }], labels: { 'app.kubernetes.io/name': name }, ...extra };
}

/** A workload whose pods run several containers (sidecars), e.g. 2/2 in kubectl's READY column. */
export function multi(
  kind: WorkloadKind,
  name: string,
  containers: Container[],
  extra: Partial<Workload> = {},
): Workload {
  return { kind, name, containers, labels: { 'app.kubernetes.io/name': name }, ...extra };
}

/** A port list from `name:port` pairs (`dns:53/UDP` for UDP). */
export function ports(...specs: string[]): ContainerPort[] {
  return specs.map((spec) => {
    const [name = '', rest = ''] = spec.split(':');
    const [port = '0', protocol] = rest.split('/');
    return { name, containerPort: Number(port), ...(protocol === 'UDP' ? { protocol: 'UDP' as const } : {}) };
  });
}

/** A ClusterIP service named after the workload, one service port per container port named. */
export function serviceFor(
  name: string,
  mapping: Record<string, number>,
  extra: Partial<ServiceSpec> = {},
): ServiceSpec {
  return {
    name,
    ports: Object.entries(mapping).map(([portName, port]) => ({ name: portName, port, targetPort: portName })),
    ...extra,
  };
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

/** A ConfigMap of an install. */
export function configMap(name: string, data: Record<string, string>): { name: string; data: Record<string, string> } {
  return { name, data };
}
