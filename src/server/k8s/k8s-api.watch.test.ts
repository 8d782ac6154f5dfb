import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startKubernetesApi, type KubernetesApiHarness } from '../../../test/support/k8s-api-harness.ts';
import { CREATED_AT, productionCluster, specOf } from '../../../test/support/simulated-clusters.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { TABLE_V1 } from './media-types.ts';

// Watches as kubectl get -w and informers open them: from a list's resourceVersion, from nothing,
// with bookmarks, as Tables; woken by the console's commits (here: `changed`), ending when the
// credential does. The clock is fixed: only the console's changes change anything.

const NOW = new Date('2026-11-05T08:00:00Z');
const RUNNING_SINCE = '2026-11-02T08:01:00Z';
const POOLS = [
  { name: 'general', nodeSizeId: 'gp-4-16', count: 3 },
  { name: 'memory', nodeSizeId: 'mem-8-64', count: 2 },
  { name: 'gpu', nodeSizeId: 'gpu-l4-1', count: 1 },
];
const created = {
  at: RUNNING_SINCE,
  spec: specOf({
    ...productionCluster(),
    nodePools: POOLS,
    addonIds: ['monitoring', 'cert-manager', 'traefik', 'gpu-operator'],
  } as Partial<ClusterSpec>),
};
const initial = productionCluster({ runningSince: RUNNING_SINCE, updatedAt: RUNNING_SINCE }, [created]);

/** The cluster once a change came into effect at `at`. */
function changedTo(at: string, nodePools: typeof POOLS, history = [created]) {
  const entry = { at, spec: { ...created.spec, nodePools } };
  return {
    cluster: productionCluster({ runningSince: RUNNING_SINCE, updatedAt: at, nodePools }, [...history, entry]),
    history: [...history, entry],
  };
}

let api: KubernetesApiHarness;
let base: string;
beforeAll(async () => {
  api = await startKubernetesApi({
    clusters: [initial],
    credentials: { token: { clusterId: initial.id } },
    now: () => NOW,
  });
  base = `${api.origin}/k8s/${initial.id}`;
});
afterAll(() => api.close());

type WatchEvent = { type: string; object: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- read as a client would

/** An open watch: the events as they come, read in batches (one batch per write of the server). */
function openWatch(path: string, accept = 'application/json') {
  const controller = new AbortController();
  const queue: WatchEvent[][] = [];
  const waiting: ((batch: WatchEvent[] | undefined) => void)[] = [];
  let ended = false;
  let markOpened: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (markOpened = resolve));
  void fetch(`${base}${path}`, { headers: { authorization: 'Bearer token', accept }, signal: controller.signal }).then(
    async (response) => {
      markOpened();
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let buffered = '';
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        const batch = lines.filter(Boolean).map((line) => JSON.parse(line) as WatchEvent);
        if (batch.length === 0) continue;
        const waiter = waiting.shift();
        if (waiter) waiter(batch);
        else queue.push(batch);
      }
      ended = true;
      waiting.splice(0).forEach((waiter) => waiter(undefined));
    },
  );
  return {
    /** Resolves once the server answered (the watch is registered by then). */
    opened,
    /** The next batch of events, or undefined once the stream has ended. */
    next: (): Promise<WatchEvent[] | undefined> =>
      queue.length > 0
        ? Promise.resolve(queue.shift())
        : ended
          ? Promise.resolve(undefined)
          : new Promise((resolve) => waiting.push(resolve)),
    close: () => controller.abort(),
  };
}

const listVersion = async (path: string) =>
  (await call(`${base}${path}`, { token: 'token' })).body.metadata.resourceVersion as string;

describe('watches', () => {
  it('sends nothing for what the client listed, then the node a scale-up adds, then the one a scale-down removes, as Table rows', async () => {
    api.clusters.set(initial.id, initial);
    const version = await listVersion('/api/v1/nodes');
    const watch = openWatch(
      `/api/v1/nodes?watch=1&resourceVersion=${version}&allowWatchBookmarks=false`,
      `${TABLE_V1},application/json`,
    );
    try {
      const up = changedTo(
        '2026-11-05T07:59:30Z',
        POOLS.map((pool) => (pool.name === 'general' ? { ...pool, count: 4 } : pool)),
      );
      api.clusters.set(initial.id, up.cluster);
      api.changed(initial.id);
      const [added, ...rest] = (await watch.next()) ?? [];
      expect(rest).toEqual([]);
      expect(added?.type).toBe('ADDED');
      expect(added?.object).toMatchObject({ kind: 'Table', apiVersion: 'meta.k8s.io/v1' });
      expect(added?.object.columnDefinitions.map((column: { name: string }) => column.name).slice(0, 5)).toEqual([
        'Name',
        'Status',
        'Roles',
        'Age',
        'Version',
      ]);
      expect(added?.object.rows[0].cells.slice(0, 5)).toEqual([
        'prod-eu-general-3',
        'Ready',
        '<none>',
        '30s',
        'v1.37.3',
      ]);
      const down = changedTo('2026-11-05T07:59:50Z', POOLS, up.history);
      api.clusters.set(initial.id, down.cluster);
      api.changed(initial.id);
      const [deleted] = (await watch.next()) ?? [];
      expect([deleted?.type, deleted?.object.columnDefinitions, deleted?.object.rows[0].cells[0]]).toEqual([
        'DELETED',
        null,
        'prod-eu-general-3',
      ]);
    } finally {
      watch.close();
      api.clusters.set(initial.id, initial);
    }
  });

  it("adds the daemons' pods on a new node and leaves every other pod as it was", async () => {
    const version = await listVersion('/api/v1/pods');
    const watch = openWatch(`/api/v1/pods?watch=true&resourceVersion=${version}`);
    try {
      api.clusters.set(
        initial.id,
        changedTo(
          '2026-11-05T07:59:30Z',
          POOLS.map((pool) => (pool.name === 'memory' ? { ...pool, count: 3 } : pool)),
        ).cluster,
      );
      api.changed(initial.id);
      const events = (await watch.next()) ?? [];
      expect(
        events
          .map((event) => [
            event.type,
            event.object.metadata.namespace,
            event.object.metadata.name.replace(/-\w{5}$/, ''),
            event.object.spec.nodeName,
          ])
          .sort(),
      ).toEqual([
        ['ADDED', 'gpu-operator', 'node-feature-discovery-worker', 'prod-eu-memory-2'],
        ['ADDED', 'kube-system', 'cilium', 'prod-eu-memory-2'],
        ['ADDED', 'kube-system', 'kube-proxy', 'prod-eu-memory-2'],
        ['ADDED', 'monitoring', 'node-exporter', 'prod-eu-memory-2'],
      ]);
      expect(events.every((event) => event.object.kind === 'Pod' && event.object.status.phase === 'Running')).toBe(
        true,
      );
    } finally {
      watch.close();
      api.clusters.set(initial.id, initial);
    }
  });

  it('sends every node MODIFIED to the new kubelet and replaces the kube-proxy pods when the console upgrades the cluster', async () => {
    const older = productionCluster(
      { runningSince: RUNNING_SINCE, updatedAt: RUNNING_SINCE, kubernetesVersion: '1.36' },
      [{ at: RUNNING_SINCE, spec: { ...created.spec, kubernetesVersion: '1.36' } }],
    );
    api.clusters.set(initial.id, older);
    const nodes = openWatch(`/api/v1/nodes?watch=true&resourceVersion=${await listVersion('/api/v1/nodes')}`);
    const pods = openWatch(
      `/api/v1/namespaces/kube-system/pods?watch=true&resourceVersion=${await listVersion('/api/v1/namespaces/kube-system/pods')}`,
    );
    try {
      await Promise.all([nodes.opened, pods.opened]);
      const at = '2026-11-05T07:59:00Z';
      api.clusters.set(
        initial.id,
        productionCluster({ runningSince: RUNNING_SINCE, updatedAt: at }, [
          { at: RUNNING_SINCE, spec: { ...created.spec, kubernetesVersion: '1.36' } },
          { at, spec: created.spec },
        ]),
      );
      api.changed(initial.id);
      const upgraded = (await nodes.next()) ?? [];
      expect(
        upgraded.map((event) => [
          event.type,
          event.object.status.nodeInfo.kubeletVersion,
          event.object.metadata.resourceVersion,
        ]),
      ).toEqual(Array(6).fill(['MODIFIED', 'v1.37.3', String(Date.parse(at))]));
      const rolled = (await pods.next()) ?? [];
      const summary = rolled.map(
        (event) =>
          `${event.type} ${event.object.metadata.name.replace(/-\w{5}$/, '')} ${event.object.spec.containers[0].image}`,
      );
      expect(summary.filter((line) => line.startsWith('DELETED'))).toEqual(
        Array(6).fill('DELETED kube-proxy registry.k8s.io/kube-proxy:v1.36.7'),
      );
      expect(summary.filter((line) => line.startsWith('ADDED'))).toEqual(
        Array(6).fill('ADDED kube-proxy registry.k8s.io/kube-proxy:v1.37.3'),
      );
      expect(summary).toHaveLength(12); // nothing else in kube-system changed
    } finally {
      nodes.close();
      pods.close();
      api.clusters.set(initial.id, initial);
    }
  });

  it('sends every object first when asked from no version, and a bookmark closing the initial events when asked', async () => {
    const watch = openWatch(
      '/apis/apps/v1/namespaces/kube-system/deployments?watch=true&sendInitialEvents=true&allowWatchBookmarks=true&resourceVersionMatch=NotOlderThan',
    );
    try {
      const [first, second, third, bookmark] = (await watch.next()) ?? [];
      expect([first, second, third].map((event) => [event?.type, event?.object.metadata.name])).toEqual([
        ['ADDED', 'cilium-operator'],
        ['ADDED', 'coredns'],
        ['ADDED', 'metrics-server'],
      ]);
      expect(bookmark).toMatchObject({
        type: 'BOOKMARK',
        object: {
          kind: 'Deployment',
          apiVersion: 'apps/v1',
          metadata: { annotations: { 'k8s.io/initial-events-end': 'true' } },
        },
      });
    } finally {
      watch.close();
    }
  });

  it('answers a version older than the last change with 410 Expired, so the client lists again', async () => {
    const watch = openWatch(`/api/v1/nodes?watch=true&resourceVersion=${Date.parse(CREATED_AT)}`);
    const [error] = (await watch.next()) ?? [];
    expect(error).toMatchObject({ type: 'ERROR', object: { kind: 'Status', code: 410, reason: 'Expired' } });
    expect(await watch.next()).toBeUndefined();
  });

  it('ends once the credential is revoked (opened with watch=True, as the Python client spells it)', async () => {
    const watch = openWatch(`/api/v1/namespaces?watch=True&resourceVersion=${await listVersion('/api/v1/namespaces')}`);
    try {
      await watch.opened;
      api.credentials.set('token', { clusterId: initial.id, revoked: true });
      api.changed(initial.id);
      expect(await watch.next()).toBeUndefined();
    } finally {
      api.credentials.set('token', { clusterId: initial.id });
      watch.close();
    }
  });
});
