import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { PAY_WITH_CARD as CARD, until, withBillingProfile } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { testClusterSpec } from '../support/builders.ts';

// GET /api/clusters/{id}/health: the status page's components and nodes, scoped like every read.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.4' });
});
afterAll(async () => {
  await server.stop();
});

type Health = {
  overall: string;
  components: { id: string; status: string; message: string }[];
  nodes: { ready: number; total: number };
};

describe('cluster health', () => {
  it('goes from pending parts to every component healthy and all nodes ready; another organization gets 404', async () => {
    const client = new ApiClient(server.url);
    expect((await client.post('/api/register', newAccount())).status).toBe(201);
    await withBillingProfile(client);
    const cluster = testClusterSpec({
      name: 'health-demo',
      haControlPlane: true,
      nodePools: [
        { name: 'web', nodeSizeId: 'gp-2-4', count: 3 },
        { name: 'batch', nodeSizeId: 'cpu-4-8', count: 2 },
      ],
    });
    const order = (
      await client.post('/api/orders', { kind: 'cluster', cluster, currency: 'EUR', billingCycle: 'monthly' })
    ).json;
    expect((await client.post(`/api/orders/${order.id}/pay`, CARD)).status).toBe(200);
    const { clusterId } = await until(
      () => client.get(`/api/orders/${order.id}`).then((r) => r.json),
      (o) => Boolean(o.clusterId),
    );

    const early = (await client.get(`/api/clusters/${clusterId}/health`)).json as unknown as Health;
    expect(early.overall).toBe('progressing');
    expect(early.nodes).toEqual({ ready: 0, total: 5 });
    expect(early.components.map((c) => c.id)).toEqual(['api-server', 'etcd', 'scheduler', 'nodes']);

    const during = await until(
      () => client.get(`/api/clusters/${clusterId}/health`).then((r) => r.json as unknown as Health),
      (h) => h.components[0]?.status === 'healthy' && h.overall === 'progressing',
    );
    expect(during.components.find((c) => c.id === 'nodes')?.status).not.toBe('healthy');

    const healthy = await until(
      () => client.get(`/api/clusters/${clusterId}/health`).then((r) => r.json as unknown as Health),
      (h) => h.overall === 'healthy',
    );
    expect(healthy.nodes).toEqual({ ready: 5, total: 5 });
    expect(healthy.components.every((c) => c.status === 'healthy')).toBe(true);
    expect(healthy.components.find((c) => c.id === 'api-server')?.message).toMatch(/3 replicas/);

    const stranger = new ApiClient(server.url);
    await stranger.post('/api/register', newAccount());
    expect((await stranger.get(`/api/clusters/${clusterId}/health`)).status).toBe(404);
    expect((await new ApiClient(server.url).get(`/api/clusters/${clusterId}/health`)).status).toBe(401);
  });
});
