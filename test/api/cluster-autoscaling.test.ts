import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKubectl } from '../support/kubectl-builds.ts';
import { until } from './commerce-helpers.ts';
import { buyRunningCluster, type ConsoleCluster } from './console-cluster.ts';
import { startServer, type RunningServer } from './server-harness.ts';

// The simulated provider's autoscaler as a customer meets it on the real server: a test load
// leaves pods pending on an autoscaled pool, the autoscaler adds nodes at once (an event on the
// cluster, its node count, kubectl's nodes), and the extra nodes appear in /api/usage (JSON and
// CSV) as the part to be billed at month end.

let server: RunningServer;
let cluster: ConsoleCluster;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.2' });
  cluster = await buyRunningCluster(server.url, {
    name: 'burst',
    nodePools: [{ name: 'web', nodeSizeId: 'gp-16-64', count: 1, autoscale: { min: 1, max: 20 } }],
    addonIds: [],
  });
});
afterAll(async () => {
  await server.stop();
});

async function kubectlNodes(kubeconfig: string): Promise<string[]> {
  return (await runKubectl(kubeconfig, ['get', 'nodes', '-o', 'name'])).trim().split('\n');
}

describe('the cluster autoscaler, seen by the customer', () => {
  it('refuses a load on a pool the cluster does not have, changing nothing', async () => {
    const refused = await cluster.client.put(`/api/clusters/${cluster.clusterId}/test-load`, {
      pool: 'nope',
      replicas: 60,
      cpuMillicores: 4000,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toHaveProperty('pool');
    expect(
      (
        await cluster.client.put('/api/clusters/no-such-cluster/test-load', {
          pool: 'web',
          replicas: 1,
          cpuMillicores: 100,
        })
      ).status,
    ).toBe(404);
    expect((await cluster.client.get(`/api/clusters/${cluster.clusterId}`)).json.autoscaledNodes ?? {}).toEqual({});
  });

  it('adds nodes for pending pods: an event, the node count, kubectl, and the overage to be billed at month end', async () => {
    // 60 pods of 4 vCPU; a 16-vCPU node offers 15 890m, 3 such pods: 20 nodes, 19 above the configured one.
    const loaded = await cluster.client.put(`/api/clusters/${cluster.clusterId}/test-load`, {
      pool: 'web',
      replicas: 60,
      cpuMillicores: 4000,
    });
    expect(loaded.status, loaded.text).toBe(200);
    expect(loaded.json.autoscaledNodes).toEqual({ web: 20 });
    expect(loaded.json.nodePools[0].count).toBe(1);

    const events = (await cluster.client.get(`/api/clusters/${cluster.clusterId}/events`)).json as unknown as {
      message: string;
    }[];
    const messages = events.map((e) => e.message);
    expect(messages).toContain('Autoscaler added 19 nodes to pool web (57 pending pods).');
    expect(await kubectlNodes(cluster.kubeconfig)).toHaveLength(20);

    const month = new Date();
    const from = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1)).toISOString();
    const to = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1)).toISOString();
    const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&granularity=day&currency=EUR`;
    // 19 nodes at $0.3836 an hour bill a cent in a few seconds.
    const usage = await until(
      () => cluster.client.get(`/api/usage?${query}`),
      (answer) => (answer.json.billable ?? 0) > 0,
    );
    const row = usage.json.clusters.find((c: { clusterId: string }) => c.clusterId === cluster.clusterId);
    expect(row.byKind['autoscaled-nodes']).toBeGreaterThan(0);
    expect(row.billable).toBe(usage.json.billable);
    expect(usage.json.monthToDate.billable).toBeGreaterThan(0);
    const csv = await cluster.client.get(`/api/usage?${query}&format=csv`);
    const total = csv.text.trim().split('\n').at(-1)?.split(',') ?? [];
    expect(total[0]).toBe('total');
    expect(Number(total.at(-1))).toBeGreaterThan(0);
  });
});
