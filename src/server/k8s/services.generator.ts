import { installedAt, type PlacedInstall } from './installs.ts';
import type { KubeObject, KubePod } from './kube-objects.ts';
import { loadBalancerIp, objectUid, serviceIp, stableIndex, stableSuffix } from './object-identity.ts';
import { objectMeta } from './object-meta.ts';
import { controllerReference } from './pod-builder.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';
import { controlPlaneAddresses } from './system-components.ts';
import type { Timeline } from './timeline.ts';
import type { ServiceSpec, Workload } from './workload.ts';

// Services, and the Endpoints and EndpointSlices their controllers keep: the ready pods that
// match each service's selector, with the container ports its target ports name.

export type ServiceObjects = { services: KubeObject[]; endpoints: KubeObject[]; endpointslices: KubeObject[] };

type Backend = { ip: string; ready: boolean; pod?: KubePod; nodeName?: string; zone?: string };
type ResolvedPort = { name: string; port: number; protocol: 'TCP' | 'UDP' };

const selects = (selector: Record<string, string>, pod: KubePod) =>
  Object.entries(selector).every(([key, value]) => pod.metadata.labels?.[key] === value);
const isReady = (pod: KubePod) =>
  pod.status.conditions.some((condition) => condition.type === 'Ready' && condition.status === 'True');

/** The services of every install, plus `kubernetes` in default, with their endpoints. */
export function generateServices(
  cluster: SimulatedCluster,
  timeline: Timeline,
  installs: PlacedInstall[],
  pods: KubePod[],
  zones: Map<string, string>,
): ServiceObjects {
  const result: ServiceObjects = { services: [], endpoints: [], endpointslices: [] };
  const apiserverPort: ResolvedPort[] = [{ name: 'https', port: 6443, protocol: 'TCP' }];
  const apiserver = {
    name: 'kubernetes',
    clusterIP: '10.96.0.1',
    labels: { component: 'apiserver', provider: 'kubernetes' },
    ports: [{ name: 'https', port: 443, targetPort: 6443 }],
  };
  addService(result, cluster, {
    namespace: 'default',
    spec: apiserver,
    createdMs: timeline.boot(1),
    selector: undefined,
    backends: controlPlaneAddresses(cluster).map((ip) => ({ ip, ready: true })),
    ports: apiserverPort,
  });
  for (const install of installs) {
    const createdMs = installedAt(install, timeline);
    const namespacePods = pods.filter((pod) => pod.metadata.namespace === install.namespace);
    for (const workload of install.workloads) {
      for (const spec of workload.services ?? []) {
        const backends = namespacePods
          .filter((pod) => selects(workload.labels, pod) && pod.status.podIP)
          .map((pod) => ({
            ip: pod.status.podIP ?? '',
            ready: isReady(pod),
            pod,
            nodeName: pod.spec.nodeName,
            zone: zones.get(pod.spec.nodeName ?? ''),
          }));
        addService(result, cluster, {
          namespace: install.namespace,
          spec,
          createdMs,
          selector: workload.labels,
          backends,
          ports: resolvePorts(spec, workload),
          install,
        });
      }
    }
  }
  return result;
}

function resolvePorts(spec: ServiceSpec, workload: Workload): ResolvedPort[] {
  const containerPorts = workload.containers.flatMap((container) => container.ports ?? []);
  return spec.ports.map((port) => {
    const target =
      typeof port.targetPort === 'number'
        ? port.targetPort
        : (containerPorts.find((candidate) => candidate.name === port.targetPort)?.containerPort ?? port.port);
    return { name: port.name, port: target, protocol: port.protocol ?? 'TCP' };
  });
}

type ServiceInput = {
  namespace: string;
  spec: ServiceSpec;
  createdMs: number;
  selector: Record<string, string> | undefined;
  backends: Backend[];
  ports: ResolvedPort[];
  install?: PlacedInstall;
};

function addService(result: ServiceObjects, cluster: SimulatedCluster, input: ServiceInput): void {
  const { namespace, spec, createdMs, selector, backends, ports, install } = input;
  const seed = `${cluster.id}/${namespace}/service/${spec.name}`;
  const clusterIP = spec.headless ? 'None' : (spec.clusterIP ?? serviceIp(seed));
  const balancer = spec.type === 'LoadBalancer';
  const changedMs = Math.max(
    createdMs,
    ...backends.map((backend) => Number(backend.pod?.metadata.resourceVersion ?? 0)),
  );
  const labels = spec.labels ?? selector ?? {};
  const serviceMeta = objectMeta({
    clusterId: cluster.id,
    kind: 'Service',
    name: spec.name,
    namespace,
    createdMs,
    labels,
    install,
  });
  result.services.push({
    kind: 'Service',
    apiVersion: 'v1',
    metadata: serviceMeta,
    spec: {
      ...(selector ? { selector } : {}),
      ports: spec.ports.map((port) => ({
        name: port.name,
        protocol: port.protocol ?? 'TCP',
        port: port.port,
        targetPort: port.targetPort,
        ...(balancer ? { nodePort: 30000 + stableIndex(`${seed}/${port.name}`, 2768) } : {}),
      })),
      clusterIP,
      clusterIPs: [clusterIP],
      type: spec.type ?? 'ClusterIP',
      sessionAffinity: 'None',
      ipFamilies: ['IPv4'],
      ipFamilyPolicy: 'SingleStack',
      internalTrafficPolicy: 'Cluster',
      ...(balancer ? { externalTrafficPolicy: 'Cluster', allocateLoadBalancerNodePorts: true } : {}),
    },
    status: { loadBalancer: balancer ? { ingress: [{ ip: loadBalancerIp(seed), ipMode: 'VIP' }] } : {} },
  });
  const serviceOwner = controllerReference(
    'v1',
    'Service',
    spec.name,
    objectUid(cluster.id, 'Service', namespace, spec.name),
  );
  const ready = backends.filter((backend) => backend.ready);
  const notReady = backends.filter((backend) => !backend.ready);
  const address = (backend: Backend) => ({
    ip: backend.ip,
    ...(backend.nodeName ? { nodeName: backend.nodeName } : {}),
    ...(backend.pod
      ? { targetRef: { kind: 'Pod', namespace, name: backend.pod.metadata.name, uid: backend.pod.metadata.uid } }
      : {}),
  });
  result.endpoints.push({
    kind: 'Endpoints',
    apiVersion: 'v1',
    metadata: objectMeta({
      clusterId: cluster.id,
      kind: 'Endpoints',
      name: spec.name,
      namespace,
      createdMs,
      changedMs,
      labels,
      install,
    }),
    ...(backends.length > 0
      ? {
          subsets: [
            {
              ...(ready.length > 0 ? { addresses: ready.map(address) } : {}),
              ...(notReady.length > 0 ? { notReadyAddresses: notReady.map(address) } : {}),
              ports,
            },
          ],
        }
      : {}),
  });
  const sliceName =
    spec.name === 'kubernetes' && namespace === 'default' ? 'kubernetes' : `${spec.name}-${stableSuffix(seed, 5)}`;
  result.endpointslices.push({
    kind: 'EndpointSlice',
    apiVersion: 'discovery.k8s.io/v1',
    metadata: objectMeta({
      clusterId: cluster.id,
      kind: 'EndpointSlice',
      name: sliceName,
      namespace,
      createdMs,
      changedMs,
      generation: 1,
      labels: {
        ...labels,
        'kubernetes.io/service-name': spec.name,
        'endpointslice.kubernetes.io/managed-by': 'endpointslice-controller.k8s.io',
      },
      annotations: {
        'endpoints.kubernetes.io/last-change-trigger-time': new Date(changedMs).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      },
      owner: serviceOwner,
    }),
    addressType: 'IPv4',
    endpoints: backends.map((backend) => ({
      addresses: [backend.ip],
      conditions: { ready: backend.ready, serving: backend.ready, terminating: false },
      ...(backend.pod
        ? { targetRef: { kind: 'Pod', namespace, name: backend.pod.metadata.name, uid: backend.pod.metadata.uid } }
        : {}),
      ...(backend.nodeName ? { nodeName: backend.nodeName } : {}),
      ...(backend.zone ? { zone: backend.zone } : {}),
    })),
    ports,
  });
}
