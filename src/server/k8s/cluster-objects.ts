import { createHash } from 'node:crypto';
import { generateConfig } from './config.generator.ts';
import { generateControllers } from './controllers.generator.ts';
import { generateCustomResourceDefinitions } from './crd.generator.ts';
import { generateScheduled, type ScheduledObjects } from './cronjob.generator.ts';
import { generateEvents, type ConsoleEvent } from './event.generator.ts';
import { eventsV1Event } from './events-v1.ts';
import { generateIngresses } from './ingress.generator.ts';
import { clusterInstalls, type PlacedInstall } from './installs.ts';
import type { KubeNode, KubeObject, KubePod } from './kube-objects.ts';
import { generateLeases } from './lease.generator.ts';
import { generateMetrics } from './metrics.generator.ts';
import { generateNamespaces } from './namespace.generator.ts';
import { generateNodes } from './node.generator.ts';
import { nodeSlots, PodAddresses, type NodeSlot } from './pod-placement.ts';
import { generatePods } from './pod.generator.ts';
import { generateServices } from './services.generator.ts';
import type { SimulatedCluster } from './simulated-cluster.ts';
import { generateStorage } from './storage.generator.ts';
import { defaultStorageClass } from './system-components.ts';
import { Timeline } from './timeline.ts';

// Everything a cluster's API lists. What follows from the cluster's state (nodes, workloads,
// services, configuration, storage) is generated once per state and kept; what follows from the
// clock (leases, scheduled jobs, metrics) and the console's event stream is added for the moment
// of each request.

/** The objects that follow from a cluster's state, by resource key (`pods`, `deployments.apps`). */
export type ClusterState = {
  cluster: SimulatedCluster;
  timeline: Timeline;
  installs: PlacedInstall[];
  nodes: KubeNode[];
  slots: NodeSlot[];
  addresses: PodAddresses;
  objects: ReadonlyMap<string, readonly KubeObject[]>;
  /** The latest change among them (ms): a watch from before it cannot be resumed from the state alone. */
  revisionMs: number;
};

// Generating a 500-node cluster's objects takes tens of milliseconds; a request should not. The
// state is a pure function of the cluster, kept for the most recently used cluster states (a
// scale, an upgrade or a status change makes a new entry).
const MAX_CACHED = 64;
const cache = new Map<string, ClusterState>();

const compareKeys = (a: KubeObject, b: KubeObject) => {
  const left = `${a.metadata.namespace ?? ''}/${a.metadata.name}`;
  const right = `${b.metadata.namespace ?? ''}/${b.metadata.name}`;
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Objects in the order the API lists them: by namespace, then name. */
export function sortObjects<T extends KubeObject>(objects: T[]): T[] {
  return objects.sort(compareKeys);
}

/** The state's objects, generated once per cluster state; callers must not change them. */
export function clusterState(cluster: SimulatedCluster, caCertificate?: string): ClusterState {
  const key = createHash('sha256')
    .update(JSON.stringify(cluster))
    .update(caCertificate ?? '')
    .digest('base64');
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached); // most recently used last
    return cached;
  }
  const state = buildState(cluster, caCertificate);
  cache.set(key, state);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value ?? key);
  return state;
}

function buildState(cluster: SimulatedCluster, caCertificate: string | undefined): ClusterState {
  const timeline = new Timeline(cluster);
  const installs = clusterInstalls(cluster, timeline);
  const poolOrder = generateNodes(cluster, timeline);
  const slots = nodeSlots(cluster, poolOrder, timeline);
  const addresses = new PodAddresses();
  const pods = generatePods(cluster, poolOrder, timeline, addresses, slots);
  const nodes = sortObjects([...poolOrder]);
  const zones = new Map(
    nodes.map((node) => [node.metadata.name, node.metadata.labels?.['topology.kubernetes.io/zone'] ?? '']),
  );
  const namespaces = generateNamespaces(cluster, timeline);
  const controllers = generateControllers(
    cluster,
    timeline,
    installs,
    pods,
    defaultStorageClass(cluster.providerId).name,
  );
  const network = generateServices(cluster, timeline, installs, pods, zones);
  const ingress = generateIngresses(cluster, timeline, installs, network.services);
  const storage = generateStorage(cluster, timeline, installs, pods, zones);
  const config = generateConfig(cluster, timeline, installs, namespaces, caCertificate);
  const customResourceDefinitions = generateCustomResourceDefinitions(cluster, timeline, installs);
  const objects = new Map<string, KubeObject[]>(
    [
      ['nodes', nodes],
      ['namespaces', namespaces],
      ['pods', pods],
      ['services', network.services],
      ['endpoints', network.endpoints],
      ['endpointslices.discovery.k8s.io', network.endpointslices],
      ['deployments.apps', controllers.deployments],
      ['replicasets.apps', controllers.replicasets],
      ['daemonsets.apps', controllers.daemonsets],
      ['statefulsets.apps', controllers.statefulsets],
      ['configmaps', config.configmaps],
      ['secrets', config.secrets],
      ['serviceaccounts', config.serviceaccounts],
      ['persistentvolumeclaims', storage.persistentvolumeclaims],
      ['persistentvolumes', storage.persistentvolumes],
      ['storageclasses.storage.k8s.io', storage.storageclasses],
      ['ingresses.networking.k8s.io', ingress.ingresses],
      ['ingressclasses.networking.k8s.io', ingress.ingressclasses],
      ['customresourcedefinitions.apiextensions.k8s.io', customResourceDefinitions],
    ].map(([name, list]) => [name as string, sortObjects([...(list as KubeObject[])])]),
  );
  let revisionMs = Date.parse(cluster.updatedAt) || 0;
  for (const list of objects.values())
    for (const object of list) revisionMs = Math.max(revisionMs, Number(object.metadata.resourceVersion));
  return { cluster, timeline, installs, nodes, slots, addresses, objects, revisionMs };
}

/** The cluster at one moment: its state, the clock, and the console's events when they were read. */
export type ClusterView = { state: ClusterState; nowMs: number; events?: readonly ConsoleEvent[] };

type Listing = { items: readonly KubeObject[]; nextChangeMs: number };

const scheduledMemo = new WeakMap<ClusterView, ScheduledObjects>();
function scheduled(view: ClusterView): ScheduledObjects {
  let result = scheduledMemo.get(view);
  if (!result) {
    const { state } = view;
    result = generateScheduled(
      state.cluster,
      state.timeline,
      state.installs,
      state.slots,
      state.addresses.fork(),
      view.nowMs,
    );
    scheduledMemo.set(view, result);
  }
  return result;
}

/** One resource's objects as of the view's moment, and when they next change with the clock alone. */
export function listObjects(view: ClusterView, key: string): Listing {
  const { state, nowMs } = view;
  switch (key) {
    case 'pods': {
      const jobs = scheduled(view);
      const pods =
        jobs.pods.length > 0
          ? sortObjects([...(state.objects.get('pods') ?? []), ...jobs.pods])
          : (state.objects.get('pods') ?? []);
      return { items: pods, nextChangeMs: jobs.nextChangeMs };
    }
    case 'jobs.batch':
    case 'cronjobs.batch': {
      const jobs = scheduled(view);
      return {
        items: sortObjects([...(key === 'jobs.batch' ? jobs.jobs : jobs.cronjobs)]),
        nextChangeMs: jobs.nextChangeMs,
      };
    }
    case 'leases.coordination.k8s.io': {
      const { leases, nextChangeMs } = generateLeases(state.cluster, state.timeline, state.nodes, nowMs);
      return { items: sortObjects(leases), nextChangeMs };
    }
    case 'events':
      return { items: generateEvents(state.cluster, view.events ?? []), nextChangeMs: Infinity };
    case 'events.events.k8s.io':
      return { items: generateEvents(state.cluster, view.events ?? []).map(eventsV1Event), nextChangeMs: Infinity };
    case 'nodes.metrics.k8s.io':
    case 'pods.metrics.k8s.io': {
      const metrics = generateMetrics(state.nodes, listObjects(view, 'pods').items as KubePod[], nowMs);
      return { items: key === 'pods.metrics.k8s.io' ? metrics.pods : metrics.nodes, nextChangeMs: Infinity };
    }
    default:
      return { items: state.objects.get(key) ?? [], nextChangeMs: Infinity };
  }
}

/** The resourceVersion of a list at the view's moment: newer than everything in it. */
export function listVersion(view: ClusterView): number {
  const events = view.events ?? [];
  const latestEvent = Math.max(0, ...events.map((event) => Date.parse(event.at) || 0));
  return Math.max(view.nowMs, view.state.revisionMs, latestEvent);
}
