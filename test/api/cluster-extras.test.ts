import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../src/server/store/storage.ts';
import { UsageMeter } from '../../src/server/usage/usage.service.ts';
import { PAY_WITH_CARD as CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { testClusterSpec } from '../support/builders.ts';

// Provider test clusters and compliance packs, against the real server (phases of 0.2 s).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.2' });
});
afterAll(async () => {
  await server.stop();
});

const gkeSpec = (name: string, extra: Record<string, unknown> = {}) => ({
  ...testClusterSpec({
    name,
    providerId: 'gcp',
    regionId: 'europe-west9',
    kubernetesVersion: '1.36',
    haControlPlane: true,
    nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 3 }],
  }),
  ...extra,
});

const customer = (base = server.url) => registeredCustomer(base);

describe('provider test clusters', () => {
  it('dry-runs a spec: the exact GKE create request, or every field the provider refuses', async () => {
    const client = await customer();
    const ok = await client.post('/api/gcp-clusters/dry-run', gkeSpec('shop-test'));
    expect(ok.status).toBe(200);
    expect(ok.json.valid).toBe(true);
    expect(ok.json.requests[0]).toMatchObject({
      method: 'POST',
      url: 'https://container.googleapis.com/v1/projects/{projectId}/locations/europe-west9/clusters',
      body: {
        cluster: {
          name: 'shop-test',
          initialClusterVersion: '1.36',
          nodePools: [{ name: 'web', initialNodeCount: 1, config: { machineType: 'e2-standard-4' } }],
        },
      },
    });
    const aks = await client.post('/api/azure-clusters/dry-run', {
      ...gkeSpec('shop-test'),
      providerId: 'azure',
      regionId: 'francecentral',
      kubernetesVersion: '1.37',
      nodePools: [{ name: 'web-pool', nodeSizeId: 'gpu-l4-1', count: 3 }],
    });
    expect(aks.status).toBe(200);
    expect(aks.json).toMatchObject({ valid: false, requests: [] });
    expect(Object.keys(aks.json.problems).sort()).toEqual([
      'kubernetesVersion',
      'nodePools.0.name',
      'nodePools.0.nodeSizeId',
    ]);
    expect(aks.json.problems['nodePools.0.name']).toMatch(/no hyphen/);
    expect((await client.post('/api/gcp-clusters/dry-run', { ...gkeSpec('x') })).status).toBe(400);
  });

  it('creates a test cluster without an order that costs nothing, lists it per provider, and deletes it', async () => {
    const client = await customer();
    const created = await client.post('/api/gcp-clusters', gkeSpec('gke-try'));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({
      name: 'gke-try',
      purpose: 'provider-test',
      orderId: null,
      monthlyUsdCents: 0,
      providerId: 'gcp',
    });
    expect((await client.get('/api/gcp-clusters')).json.map((c: unknown) => (c as { id: string }).id)).toEqual([
      created.json.id,
    ]);
    expect((await client.get('/api/aws-clusters')).json).toEqual([]);
    const running = await until(
      () => client.get(`/api/clusters/${created.json.id}`).then((r) => r.json),
      (c) => c.status === 'running',
    );
    expect(running.endpoint).toMatch(new RegExp(`/k8s/${created.json.id}$`));
    expect((await client.get('/api/orders')).json).toEqual([]);

    const other = await customer();
    expect((await other.get('/api/gcp-clusters')).json).toEqual([]);
    expect((await other.delete(`/api/gcp-clusters/${created.json.id}`)).status).toBe(404);
    expect((await client.delete(`/api/aws-clusters/${created.json.id}`)).status).toBe(404);

    const deleted = await client.delete(`/api/gcp-clusters/${created.json.id}`);
    expect(deleted.status).toBe(202);
    expect(deleted.json.status).toBe('deleting');
    await until(
      () => client.get('/api/gcp-clusters').then((r) => r.json),
      (list) => list.length === 0,
    );
  });

  it('refuses a spec the provider would refuse with 400 and every failing field', async () => {
    const client = await customer();
    const refused = await client.post('/api/huawei-clusters', {
      ...gkeSpec('abc'),
      providerId: 'huawei',
      regionId: 'eu-west-0',
      kubernetesVersion: '1.37',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.fields).sort()).toEqual(['kubernetesVersion', 'name']);
    expect((await client.get('/api/huawei-clusters')).json).toEqual([]);
  });

  it('allows 3 live test clusters per provider and organization, then answers 409', async () => {
    const client = await customer();
    for (const name of ['cap-one', 'cap-two', 'cap-three'])
      expect((await client.post('/api/gcp-clusters', gkeSpec(name))).status).toBe(201);
    const fourth = await client.post('/api/gcp-clusters', gkeSpec('cap-four'));
    expect(fourth.status).toBe(409);
    expect(fourth.json.code).toBe('test_cluster_limit');
    const doks = await client.post('/api/digitalocean-clusters', {
      ...gkeSpec('cap-four'),
      providerId: 'digitalocean',
      regionId: 'fra1',
    });
    expect(doks.status).toBe(201);
    expect((await (await customer()).post('/api/gcp-clusters', gkeSpec('cap-one'))).status).toBe(201);
  });

  it('does not let these endpoints delete a customer’s cluster', async () => {
    const client = await customer();
    const order = await client.post('/api/orders', {
      kind: 'cluster',
      cluster: gkeSpec('bought'),
      currency: 'EUR',
      billingCycle: 'monthly',
    });
    expect(order.status).toBe(201);
    expect((await client.post(`/api/orders/${order.json.id}/pay`, CARD)).status).toBe(200);
    const paid = await until(
      () => client.get(`/api/orders/${order.json.id}`).then((r) => r.json),
      (o) => Boolean(o.clusterId),
    );
    const cluster = (await client.get(`/api/clusters/${paid.clusterId}`)).json;
    expect(cluster).toMatchObject({ purpose: 'customer', orderId: order.json.id });
    expect(cluster.monthlyUsdCents).toBeGreaterThan(0);
    expect((await client.delete(`/api/gcp-clusters/${paid.clusterId}`)).status).toBe(404);
    expect((await client.get('/api/gcp-clusters')).json).toEqual([]);
  });
});

describe('compliance pack', () => {
  it('is a PDF for the cluster’s organization and 404 for any other', async () => {
    const client = await customer();
    const created = await client.post('/api/gcp-clusters', gkeSpec('audited'));
    const pack = await client.get(`/api/clusters/${created.json.id}/compliance-pack`);
    expect(pack.status).toBe(200);
    expect(pack.headers.get('content-type')).toBe('application/pdf');
    expect(pack.headers.get('content-disposition')).toContain('compliance-pack-audited.pdf');
    expect(pack.text.startsWith('%PDF-')).toBe(true);
    const other = await customer();
    expect((await other.get(`/api/clusters/${created.json.id}/compliance-pack`)).status).toBe(404);
    expect((await client.get('/api/clusters/no-such-cluster/compliance-pack')).status).toBe(404);
  });
});

describe('usage of test clusters', () => {
  it('is neither reported nor metered: only the bought cluster has usage', async () => {
    const own = await startServer({ SIMULATED_PHASE_SECONDS: '0.2' });
    let testId = '';
    let boughtId = '';
    try {
      const client = await customer(own.url);
      testId = (await client.post('/api/gcp-clusters', gkeSpec('tried'))).json.id;
      const order = await client.post('/api/orders', {
        kind: 'cluster',
        cluster: gkeSpec('bought'),
        currency: 'EUR',
        billingCycle: 'monthly',
      });
      await client.post(`/api/orders/${order.json.id}/pay`, CARD);
      boughtId = (
        await until(
          () => client.get(`/api/orders/${order.json.id}`).then((r) => r.json),
          (o) => Boolean(o.clusterId),
        )
      ).clusterId;
      await until(
        () => client.get('/api/clusters').then((r) => r.json),
        (list) => list.length === 2 && list.every((c: unknown) => (c as { status: string }).status === 'running'),
      );
      const from = new Date(Date.now() - 3_600_000).toISOString();
      const to = new Date(Date.now() + 3_600_000).toISOString();
      // A cluster that has run for a few milliseconds has used nothing yet: wait for a first sum.
      const usage = await until(
        () => client.get(`/api/usage?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&granularity=hour`),
        (r) => r.status !== 200 || r.json.series.length > 0,
      );
      expect(usage.status).toBe(200);
      expect(usage.json.series.map((s: { clusterId: string }) => s.clusterId)).toEqual([boughtId]);
    } finally {
      await own.stop();
    }
    // The hourly meter on the same store, two hours later: the test cluster is never due.
    const storage = await openStorage({ dataDir: own.dataDir });
    try {
      const meter = new UsageMeter({
        repositories: storage.repositories,
        catalog: storage.repositories.catalog,
        now: () => Date.now() + 2 * 3_600_000,
      });
      expect(await meter.meterAll()).toBe(1);
      const bought = await storage.repositories.clusters.findAny(boughtId);
      expect(bought?.meteredUntil).toBeTruthy();
      expect((await storage.repositories.clusters.findAny(testId))?.meteredUntil ?? null).toBeNull();
      const days = await storage.repositories.usage.listDays(bought?.organizationId ?? '', '2000-01-01', '2999-01-01');
      expect(new Set(days.map((d) => d.clusterId))).toEqual(new Set([boughtId]));
    } finally {
      await storage.close();
    }
  });
});
