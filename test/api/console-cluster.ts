// A cluster bought in the console as a customer buys it (order, payment, provisioning to running)
// and a kubeconfig issued for it, written to a file for kubectl and other clients.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { PAY_AND_SAVE_CARD, until, withBillingProfile } from './commerce-helpers.ts';
import { testClusterSpec } from '../support/builders.ts';

export type ClusterOrder = {
  name: string;
  nodePools: { name: string; nodeSizeId: string; count: number; autoscale?: { min: number; max: number } }[];
  addonIds: string[];
};

export type ConsoleCluster = {
  client: ApiClient;
  clusterId: string;
  kubeconfig: string;
  kubeconfigId: string;
  username: string;
  dir: string;
};

/** Registers a customer, buys the cluster, waits until it runs, and issues a kubeconfig for it. */
export async function buyRunningCluster(baseUrl: string, order: ClusterOrder): Promise<ConsoleCluster> {
  const client = new ApiClient(baseUrl);
  const account = newAccount();
  expect((await client.post('/api/register', account)).status).toBe(201);
  await withBillingProfile(client);
  const cluster = testClusterSpec(order);
  const ordered = await client.post('/api/orders', {
    kind: 'cluster',
    cluster,
    currency: 'EUR',
    billingCycle: 'monthly',
  });
  expect(ordered.status, ordered.text).toBe(201);
  const placed = ordered.json;
  expect((await client.post(`/api/orders/${placed.id}/pay`, PAY_AND_SAVE_CARD)).status).toBe(200);
  const clusterId = (
    await until(
      () => client.get(`/api/orders/${placed.id}`),
      (answer) => Boolean(answer.json.clusterId),
    )
  ).json.clusterId as string;
  await until(
    () => client.get(`/api/clusters/${clusterId}`),
    (answer) => answer.json.status === 'running',
  );
  const issued = (await client.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 1 })).json;
  const dir = await mkdtemp(join(tmpdir(), 'console-cluster-'));
  const kubeconfig = join(dir, 'kubeconfig');
  await writeFile(kubeconfig, issued.kubeconfig, { mode: 0o600 });
  return {
    client,
    clusterId,
    kubeconfig,
    kubeconfigId: issued.id,
    username: (await client.get('/api/user')).json.username,
    dir,
  };
}

/** Changes the node pools through the console (PATCH /api/clusters/{id}) and waits until the change is in effect. */
export async function scaleInConsole(cluster: ConsoleCluster, nodePools: ClusterOrder['nodePools']): Promise<void> {
  expect((await cluster.client.patch(`/api/clusters/${cluster.clusterId}`, { nodePools })).status).toBe(202);
  await until(
    () => cluster.client.get(`/api/clusters/${cluster.clusterId}`),
    (answer) => answer.json.status === 'running',
  );
}
