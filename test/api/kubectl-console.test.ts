// The whole path a customer takes to kubectl: order and pay a cluster, wait for it to run, issue
// a kubeconfig from the console's API, then the real kubectl reaches the console on its own port.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrInstall } from '../../scripts/debian-package.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { PAY_WITH_CARD as CARD, withBillingProfile } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';

const kubectlPath = process.env.KUBECTL ?? findOrInstall('kubernetes-client', ['/usr/bin/kubectl']);

function kubectl(kubeconfig: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(kubectlPath, ['--kubeconfig', kubeconfig, '--request-timeout=10s', ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.2' });
});
afterAll(async () => {
  await server.stop();
});

describe('kubectl against a cluster bought in the console', () => {
  it('lists the pools’ nodes and the add-ons’ pods, and is refused at once after revocation', async () => {
    const client = new ApiClient(server.url);
    await client.post('/api/register', newAccount());
    await withBillingProfile(client);
    const cluster = {
      name: 'kubectl-demo', tierId: 'standard', providerId: 'sovereign', regionId: 'fr-par-1', kubernetesVersion: '1.37', haControlPlane: true,
      nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3 }, { name: 'batch', nodeSizeId: 'cpu-4-8', count: 2 }],
      addonIds: ['monitoring', 'cert-manager'],
    };
    const order = (await client.post('/api/orders', { kind: 'cluster', cluster, currency: 'EUR', billingCycle: 'monthly' })).json;
    expect((await client.post(`/api/orders/${order.id}/pay`, CARD)).status).toBe(200);
    let clusterId = '';
    for (let i = 0; i < 100 && !clusterId; i += 1) {
      clusterId = (await client.get(`/api/orders/${order.id}`)).json.clusterId ?? '';
      if (!clusterId) await new Promise((r) => setTimeout(r, 100));
    }
    for (let i = 0; i < 150; i += 1) {
      if ((await client.get(`/api/clusters/${clusterId}`)).json.status === 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const issued = (await client.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 1 })).json;
    const dir = await mkdtemp(join(tmpdir(), 'kubectl-console-'));
    const file = join(dir, 'kubeconfig');
    await writeFile(file, issued.kubeconfig, { mode: 0o600 });

    const version = await kubectl(file, ['version', '-o', 'json']);
    expect(version.code, version.stderr).toBe(0);
    expect(JSON.parse(version.stdout).serverVersion.gitVersion).toBe('v1.37.3');
    const nodes = await kubectl(file, ['get', 'nodes', '--no-headers']);
    expect(nodes.code, nodes.stderr).toBe(0);
    const names = nodes.stdout.trim().split('\n').map((line) => line.split(/\s+/)[0]);
    expect(names.filter((n) => n?.includes('-web-'))).toHaveLength(3);
    expect(names.filter((n) => n?.includes('-batch-'))).toHaveLength(2);
    expect(nodes.stdout).toContain('Ready');
    const pods = await kubectl(file, ['get', 'pods', '-A', '--no-headers']);
    expect(pods.stdout).toMatch(/monitoring\s+\S*prometheus/);
    expect(pods.stdout).toMatch(/cert-manager\s+\S*cert-manager/);
    expect((await kubectl(file, ['get', 'namespaces'])).stdout).toContain('kube-system');
    expect(((await client.get(`/api/clusters/${clusterId}/kubeconfigs`)).json[0] as { lastUsedAt: string | null }).lastUsedAt).not.toBeNull();

    expect((await client.delete(`/api/clusters/${clusterId}/kubeconfigs/${issued.id}`)).status).toBe(204);
    const refused = await kubectl(file, ['get', 'nodes']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/Unauthorized|must be logged in/i);
  }, 60_000);
});
