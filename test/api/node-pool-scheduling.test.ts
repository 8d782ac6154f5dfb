import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKubectl } from '../support/kubectl-builds.ts';
import { testClusterSpec } from '../support/builders.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { until, withBillingProfile } from './commerce-helpers.ts';
import { buyRunningCluster, type ConsoleCluster } from './console-cluster.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';

// Node labels and taints as a customer meets them on the real server: refused when Kubernetes
// would refuse them (nothing changed), a cluster always keeps a pool for its system pods, the
// nodes carry them (kubectl), a test load that does not tolerate a pool's taint leaves that pool
// alone, one that does grows it from zero (billed as autoscaled usage) and it shrinks back to
// zero once idle; a labels-only change is free and keeps add-ons and kubeconfigs.

const GPU_TAINT = { key: 'example.com/gpu', value: 'true', effect: 'NoSchedule' };
const POOLS = [
  { name: 'general', nodeSizeId: 'gp-2-4', count: 1, labels: { team: 'web' } },
  {
    name: 'gpu',
    nodeSizeId: 'gp-16-64',
    count: 0,
    autoscale: { min: 0, max: 20 },
    labels: { accelerator: 'nvidia-l4' },
    taints: [GPU_TAINT],
  },
];
let server: RunningServer;
let cluster: ConsoleCluster;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.2', AUTOSCALE_SCALE_DOWN_SECONDS: '2' });
  cluster = await buyRunningCluster(server.url, { name: 'sched', nodePools: POOLS, addonIds: ['monitoring'] });
});
afterAll(async () => {
  await server.stop();
});

const kubectl = runKubectl;

type KubeNode = { metadata: { name: string; labels: Record<string, string> }; spec: { taints?: unknown[] } };
async function nodes(): Promise<KubeNode[]> {
  return JSON.parse(await kubectl(cluster.kubeconfig, ['get', 'nodes', '-o', 'json'])).items;
}

const clusterPath = () => `/api/clusters/${cluster.clusterId}`;
const withPool = (index: number, change: object) =>
  POOLS.map((pool, i) => (i === index ? { ...pool, ...change } : pool));

describe('node labels and taints refused as Kubernetes refuses them', () => {
  it('refuses an order with a bad label, a reserved prefix, a bad effect, a duplicate taint or no system pool', async () => {
    const client = new ApiClient(server.url);
    expect((await client.post('/api/register', newAccount())).status).toBe(201);
    await withBillingProfile(client);
    const order = (nodePools: object[]) =>
      client.post('/api/orders', {
        kind: 'cluster',
        cluster: testClusterSpec({ name: 'refused', nodePools: nodePools as never }),
        currency: 'EUR',
        billingCycle: 'monthly',
      });
    const cases: [object[], RegExp][] = [
      [withPool(0, { labels: { 'bad key!': 'x' } }), /nodePools\.0\.labels/],
      [withPool(0, { labels: { team: 'not ok!' } }), /nodePools\.0\.labels/],
      [withPool(0, { labels: { 'node-role.kubernetes.io/worker': '' } }), /nodePools\.0\.labels/],
      [withPool(1, { taints: [{ ...GPU_TAINT, effect: 'Sometimes' }] }), /nodePools\.1\.taints\.0\.effect/],
      [withPool(1, { taints: [GPU_TAINT, { ...GPU_TAINT, value: 'yes' }] }), /nodePools\.1\.taints\.1\.key/],
    ];
    for (const [nodePools, field] of cases) {
      const refused = await order(nodePools);
      expect(refused.status, refused.text).toBe(400);
      expect(Object.keys(refused.json.fields ?? {}).join(' ')).toMatch(field);
    }
    const reserved = await order(withPool(0, { labels: { 'kubernetes.io/role': 'x' } }));
    expect(Object.values(reserved.json.fields ?? {}).join(' ')).toMatch(/kept for Kubernetes/);

    const noSystemPool = await order(
      withPool(0, { taints: [{ key: 'dedicated', value: 'batch', effect: 'NoExecute' }] }),
    );
    expect(noSystemPool.status, noSystemPool.text).toBe(400);
    const [field, reason] =
      Object.entries(noSystemPool.json.fields ?? {}).find(([key]) => key.endsWith('nodePools')) ?? [];
    expect(field).toBeDefined();
    expect(reason).toMatch(/NoSchedule or NoExecute/);
    // In the reader's language.
    const preferences = { currency: 'EUR', billingCycle: 'monthly', theme: 'system' };
    expect((await client.put('/api/user/preferences', { ...preferences, language: 'fr' })).status).toBe(200);
    const french = await client.request('POST', '/api/orders', {
      kind: 'cluster',
      cluster: testClusterSpec({
        name: 'refused',
        nodePools: withPool(0, { taints: [{ key: 'dedicated', value: '', effect: 'NoSchedule' }] }) as never,
      }),
      currency: 'EUR',
      billingCycle: 'monthly',
    });
    expect(french.status).toBe(400);
    expect(Object.values(french.json.fields ?? {}).join(' ')).toMatch(/pods système/);

    const orders = await client.get('/api/orders');
    expect(orders.status).toBe(200);
    expect(orders.json).toEqual([]);
  });

  it('refuses a change that leaves no pool for the system pods, or a duplicate taint, changing nothing', async () => {
    const before = (await cluster.client.get(clusterPath())).json;
    const allTainted = await cluster.client.patch(clusterPath(), {
      nodePools: withPool(0, { taints: [{ key: 'dedicated', value: '', effect: 'NoSchedule' }] }),
    });
    expect(allTainted.status, allTainted.text).toBe(400);
    expect(allTainted.json.fields).toHaveProperty('nodePools');
    const preview = await cluster.client.post(`${clusterPath()}/preview`, {
      nodePools: withPool(0, { taints: [{ key: 'dedicated', value: '', effect: 'NoSchedule' }] }),
    });
    expect(preview.status).toBe(400);
    expect(preview.json.fields).toHaveProperty('nodePools');
    const duplicate = await cluster.client.patch(clusterPath(), {
      nodePools: withPool(1, { taints: [GPU_TAINT, GPU_TAINT] }),
    });
    expect(duplicate.status).toBe(400);
    expect(Object.keys(duplicate.json.fields ?? {}).join(' ')).toMatch(/nodePools\.1\.taints\.1\.key/);
    const after = (await cluster.client.get(clusterPath())).json;
    expect(after.status).toBe('running');
    expect(after.nodePools).toEqual(before.nodePools);
  });
});

describe('pools, their labels and taints, and the autoscaler', () => {
  it('shows the ordered labels and taints on the cluster and on its nodes', async () => {
    const answer = (await cluster.client.get(clusterPath())).json;
    expect(answer.nodePools[0].labels).toEqual({ team: 'web' });
    expect(answer.nodePools[1].taints).toEqual([GPU_TAINT]);
    const listed = await nodes();
    // The gpu pool scales from zero: no node while nothing needs it.
    expect(listed.map((node) => node.metadata.name)).toEqual(['sched-general-0']);
    expect(listed[0]?.metadata.labels).toMatchObject({ team: 'web', 'kubernetes.io/hostname': 'sched-general-0' });
    expect(listed[0]?.spec.taints).toBeUndefined();
  });

  it('leaves pods that do not tolerate the gpu taint pending: the pool does not grow', async () => {
    const loaded = await cluster.client.put(`${clusterPath()}/test-load`, {
      pool: 'gpu',
      replicas: 60,
      cpuMillicores: 4000,
    });
    expect(loaded.status, loaded.text).toBe(200);
    expect(loaded.json.autoscaledNodes ?? {}).toEqual({});
    expect(await nodes()).toHaveLength(1);
    const events = (await cluster.client.get(`${clusterPath()}/events`)).json as unknown as { message: string }[];
    expect(events.map((e) => e.message)).toContain(
      'The test load’s pods do not tolerate the taints of pool gpu (example.com/gpu=true:NoSchedule): they stay Pending and the pool does not grow for them.',
    );
  });

  it('grows the gpu pool from zero for pods that tolerate its taint, bills them, and shrinks it back to zero', async () => {
    const tolerations = [{ key: 'example.com/gpu', operator: 'Exists', effect: 'NoSchedule' }];
    const loaded = await cluster.client.put(`${clusterPath()}/test-load`, {
      pool: 'gpu',
      replicas: 60,
      cpuMillicores: 4000,
      tolerations,
    });
    expect(loaded.status, loaded.text).toBe(200);
    expect(loaded.json.autoscaledNodes).toEqual({ gpu: 20 });
    expect(loaded.json.nodePools[1].count).toBe(0);

    const listed = await nodes();
    expect(listed).toHaveLength(21);
    const gpuNode = listed.find((node) => node.metadata.name === 'sched-gpu-0');
    expect(gpuNode?.metadata.labels).toMatchObject({ accelerator: 'nvidia-l4' });
    expect(gpuNode?.spec.taints).toEqual([GPU_TAINT]);
    const wide = await kubectl(cluster.kubeconfig, ['get', 'nodes', '--show-labels']);
    expect(wide).toMatch(/sched-gpu-0 .*accelerator=nvidia-l4/);
    expect(wide).toMatch(/sched-general-0 .*team=web/);
    const described = await kubectl(cluster.kubeconfig, ['describe', 'node', 'sched-gpu-0']);
    expect(described).toMatch(/Taints:\s+example\.com\/gpu=true:NoSchedule/);
    // System pods stay off the tainted nodes.
    const pods = JSON.parse(await kubectl(cluster.kubeconfig, ['get', 'pods', '-A', '-o', 'json'])).items as {
      metadata: { ownerReferences?: { kind: string }[] };
      spec: { nodeName?: string };
    }[];
    const placed = pods.filter((pod) => pod.metadata.ownerReferences?.[0]?.kind !== 'DaemonSet');
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.filter((pod) => pod.spec.nodeName?.startsWith('sched-gpu-'))).toEqual([]);

    const month = new Date();
    const from = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1)).toISOString();
    const to = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1)).toISOString();
    const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&granularity=day&currency=EUR`;
    const usage = await until(
      () => cluster.client.get(`/api/usage?${query}`),
      (answer) =>
        (answer.json.clusters ?? []).some(
          (c: { clusterId: string; byKind: Record<string, number> }) =>
            c.clusterId === cluster.clusterId && (c.byKind['autoscaled-nodes'] ?? 0) > 0,
        ),
    );
    expect(usage.status).toBe(200);

    // Load gone: the nodes wait out the idle delay (2 s here), then the pool is back to zero.
    const stopped = await cluster.client.put(`${clusterPath()}/test-load`, {
      pool: 'gpu',
      replicas: 0,
      cpuMillicores: 4000,
    });
    expect(stopped.json.autoscaledNodes).toEqual({ gpu: 20 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const idle = await cluster.client.put(`${clusterPath()}/test-load`, {
      pool: 'gpu',
      replicas: 0,
      cpuMillicores: 4000,
    });
    expect(idle.json.autoscaledNodes ?? {}).toEqual({});
    expect((await nodes()).map((node) => node.metadata.name)).toEqual(['sched-general-0']);
    const messages = (
      (await cluster.client.get(`${clusterPath()}/events`)).json as unknown as { message: string }[]
    ).map((e) => e.message);
    expect(messages.some((message) => /removed 20 nodes from pool gpu/.test(message))).toBe(true);
  });

  it('applies a labels and taints change free of charge, keeping add-ons and kubeconfigs', async () => {
    const nodePools = [
      { ...POOLS[0], labels: { team: 'shop', zone: 'paris' } },
      { ...POOLS[1], taints: [GPU_TAINT, { key: 'spot', value: '', effect: 'PreferNoSchedule' }] },
    ];
    const preview = await cluster.client.post(`${clusterPath()}/preview`, { nodePools });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json.proratedUsdCents).toBe(0);
    expect(preview.json.billing?.direction).not.toBe('charge');
    const changed = await cluster.client.patch(clusterPath(), { nodePools });
    expect(changed.status, changed.text).toBe(202);
    expect(changed.json.change).toBeUndefined();
    const running = await until(
      () => cluster.client.get(clusterPath()),
      (answer) => answer.json.status === 'running',
    );
    expect(running.json.addonIds).toEqual(['monitoring']);
    expect(running.json.nodePools[1].taints).toHaveLength(2);
    const messages = (
      (await cluster.client.get(`${clusterPath()}/events`)).json as unknown as { message: string }[]
    ).map((e) => e.message);
    expect(messages).toContain('Change requested: pool general: labels and taints; pool gpu: labels and taints.');
    // The same kubeconfig still reads the nodes, now with the new labels.
    const [general] = await nodes();
    expect(general?.metadata.labels).toMatchObject({ team: 'shop', zone: 'paris' });
    const kubeconfigs = (await cluster.client.get(`${clusterPath()}/kubeconfigs`)).json as unknown as {
      id: string;
      revokedAt: string | null;
    }[];
    expect(kubeconfigs.find((k) => k.id === cluster.kubeconfigId)?.revokedAt).toBeNull();
  });
});

describe('on PostgreSQL: pools stored with their labels, taints and the test load’s tolerations', () => {
  let pgServer: RunningServer;
  let pgCluster: ConsoleCluster;
  beforeAll(async () => {
    pgServer = await startServer({
      SIMULATED_PHASE_SECONDS: '0.2',
      DATABASE_URL: `${postgresUrl()}?search_path=${await createSchema()}`,
    });
    pgCluster = await buyRunningCluster(pgServer.url, { name: 'sched-pg', nodePools: POOLS, addonIds: [] });
  });
  afterAll(async () => {
    await pgServer.stop();
  });

  it('keeps the pools as ordered, refuses a bad change, and grows the tainted pool only for tolerating pods', async () => {
    const path = `/api/clusters/${pgCluster.clusterId}`;
    const answer = (await pgCluster.client.get(path)).json;
    expect(answer.nodePools.map((pool: { labels?: object; taints?: object }) => [pool.labels, pool.taints])).toEqual([
      [{ team: 'web' }, undefined],
      [{ accelerator: 'nvidia-l4' }, [GPU_TAINT]],
    ]);
    const refused = await pgCluster.client.patch(path, {
      nodePools: withPool(0, { count: 0, autoscale: { min: 0, max: 2 } }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toHaveProperty('nodePools');
    const untolerated = await pgCluster.client.put(`${path}/test-load`, {
      pool: 'gpu',
      replicas: 3,
      cpuMillicores: 4000,
    });
    expect(untolerated.json.autoscaledNodes ?? {}).toEqual({});
    const tolerated = await pgCluster.client.put(`${path}/test-load`, {
      pool: 'gpu',
      replicas: 3,
      cpuMillicores: 4000,
      tolerations: [{ key: 'example.com/gpu', operator: 'Equal', value: 'true' }],
    });
    expect(tolerated.json.autoscaledNodes).toEqual({ gpu: 1 });
    expect((await pgCluster.client.get(path)).json.nodePools[1].count).toBe(0);
  });
});
