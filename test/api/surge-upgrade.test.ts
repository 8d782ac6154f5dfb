import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kubectlBuilds, runKubectl } from '../support/kubectl-builds.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { ApiClient } from './api-client.ts';
import { until } from './commerce-helpers.ts';
import { buyRunningCluster, type ClusterOrder, type ConsoleCluster } from './console-cluster.ts';
import { startServer, type RunningServer } from './server-harness.ts';

// A Kubernetes upgrade as a customer meets it on the real server: the control plane first, then
// each pool's nodes replaced one at a time with a surge of one (a new node joins, an old one is
// cordoned, drained and removed), seen in the cluster's `upgrade`, its events and kubectl. A
// second change meanwhile is refused; a restart mid-upgrade resumes it; add-ons and kubeconfigs stay.

const PHASE = { SIMULATED_PHASE_SECONDS: '0.2' };
const { builds } = kubectlBuilds();
let server: RunningServer;
let cluster: ConsoleCluster;

/** Two pools on 1.36 (web of two nodes, batch of one) and an add-on. */
const order = {
  name: 'surge',
  kubernetesVersion: '1.36',
  nodePools: [
    { name: 'web', nodeSizeId: 'gp-2-4', count: 2 },
    { name: 'batch', nodeSizeId: 'gp-2-4', count: 1 },
  ],
  addonIds: ['cert-manager'],
};

beforeAll(async () => {
  // Steps of half a second: long enough for kubectl to look at a node mid-step.
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.5' });
  const ordered: ClusterOrder = order;
  cluster = await buyRunningCluster(server.url, ordered);
});
afterAll(async () => {
  await server?.stop();
});

const kubectl = runKubectl;

type KubeNode = {
  metadata: { name: string; labels: Record<string, string> };
  spec: { unschedulable?: boolean; taints?: { key: string; effect: string }[] };
  status: { nodeInfo: { kubeletVersion: string } };
};

async function nodes(kubeconfig: string): Promise<KubeNode[]> {
  return JSON.parse(await kubectl(kubeconfig, ['get', 'nodes', '-o', 'json'])).items;
}

const get = (client: ApiClient, id: string) => client.get(`/api/clusters/${id}`);

async function eventMessages(client: ApiClient, id: string): Promise<string[]> {
  const events = (await client.get(`/api/clusters/${id}/events?limit=200`)).json as { message: string }[];
  return events.map((event) => event.message).reverse();
}

describe('a surge upgrade, seen by the customer', () => {
  it('replaces the control plane, then each node pool by pool, live, and leaves add-ons and kubeconfigs as they were', async () => {
    const { client, clusterId, kubeconfig } = cluster;
    const before = (await get(client, clusterId)).json;
    expect(before).toMatchObject({ kubernetesVersion: '1.36', patchVersion: '1.36.7' });
    expect((await nodes(kubeconfig)).map((n) => n.status.nodeInfo.kubeletVersion)).toEqual([
      'v1.36.7',
      'v1.36.7',
      'v1.36.7',
    ]);
    const issued = async () =>
      (
        (await client.get(`/api/clusters/${clusterId}/kubeconfigs`)).json as { id: string; revokedAt: string | null }[]
      ).map(({ id, revokedAt }) => ({ id, revokedAt }));
    const kubeconfigsBefore = await issued();
    expect(kubeconfigsBefore).toEqual([{ id: cluster.kubeconfigId, revokedAt: null }]);

    // `kubectl get nodes -w`, started before the upgrade, printing each watch event's type.
    const build = builds[0];
    if (!build) throw new Error('no kubectl on this machine');
    const watcher = spawn(build.path, [
      '--kubeconfig',
      kubeconfig,
      `--cache-dir=${join(kubeconfig, '..', 'cache-watch')}`,
      'get',
      'nodes',
      '-w',
      '--output-watch-events',
    ]);
    let watched = '';
    watcher.stdout.on('data', (chunk: Buffer) => (watched += chunk.toString()));
    await until(
      async () => watched,
      (text) => /surge-web-1\s/.test(text),
    );

    const started = await client.patch(`/api/clusters/${clusterId}`, { kubernetesVersion: '1.37' });
    expect(started.status, started.text).toBe(202);
    expect(started.json).toMatchObject({
      status: 'updating',
      operation: 'update',
      upgrade: { from: '1.36.7', to: '1.37.3', pool: null, replaced: 0, total: 3, step: 'control-plane' },
    });

    // The page's time estimate: a step for the control plane, three a node (steps of 0.5 s).
    const expected = Object.fromEntries(
      (started.json.phases as { phase: string; expectedSeconds: number }[]).map((p) => [p.phase, p.expectedSeconds]),
    );
    expect(expected).toMatchObject({ 'control-plane': 0.5, 'node-pools': 4.5 });

    // A second change while it runs is refused on its field, and changes nothing.
    const second = await client.patch(`/api/clusters/${clusterId}`, {
      nodePools: [
        { name: 'web', nodeSizeId: 'gp-2-4', count: 3 },
        { name: 'batch', nodeSizeId: 'gp-2-4', count: 1 },
      ],
    });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'cluster_busy' });
    expect(second.json.fields).toHaveProperty('nodePools');
    const again = await client.patch(`/api/clusters/${clusterId}`, { kubernetesVersion: '1.38' });
    expect(again.status).toBe(409);
    expect(again.json.fields).toHaveProperty('kubernetesVersion');

    // Progress as the cluster page sees it, and kubectl mid-way: one surge node at most per pool.
    const seen: string[] = [];
    let cordonedSeen = false;
    let schedulingDisabledSeen = false;
    let mostNodes = 0;
    const done = await until(
      async () => {
        const answer = await get(client, clusterId);
        const upgrade = answer.json.upgrade;
        if (upgrade) {
          const label = `${upgrade.step}:${upgrade.pool ?? '-'}:${upgrade.replaced}/${upgrade.total}`;
          if (seen.at(-1) !== label) seen.push(label);
          if (upgrade.step === 'drain' || upgrade.step === 'remove') {
            const now = await nodes(kubeconfig);
            mostNodes = Math.max(mostNodes, now.length);
            const table = await kubectl(kubeconfig, ['get', 'nodes']);
            if (/^surge-\S+\s+Ready,SchedulingDisabled\s/m.test(table)) schedulingDisabledSeen = true;
            const cordoned = now.filter((n) => n.spec.unschedulable);
            if (cordoned.length === 1) {
              cordonedSeen = true;
              expect(cordoned[0]?.spec.taints).toContainEqual({
                key: 'node.kubernetes.io/unschedulable',
                effect: 'NoSchedule',
              });
            }
          }
        }
        return answer;
      },
      (answer) => answer.json.status === 'running',
      60_000,
    );
    expect(seen[0]).toBe('control-plane:-:0/3');
    // Pool by pool, the count of nodes replaced only growing (the page polls: some steps pass unseen).
    const pools = seen.slice(1).map((label) => label.split(':')[1]);
    expect(pools).toContain('web');
    expect(pools).toContain('batch');
    expect(pools.lastIndexOf('web')).toBeLessThan(pools.indexOf('batch'));
    const counts = seen.map((label) => Number(label.split(':')[2]?.split('/')[0]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(cordonedSeen).toBe(true);
    expect(schedulingDisabledSeen).toBe(true);
    expect(mostNodes).toBeLessThanOrEqual(4);

    expect(done.json).toMatchObject({ kubernetesVersion: '1.37', patchVersion: '1.37.3', status: 'running' });
    expect(done.json.upgrade ?? null).toBeNull();
    expect(done.json.addonIds).toEqual(['cert-manager']);

    // Events in order: the control plane, then each node replaced, pool by pool.
    const messages = await eventMessages(client, clusterId);
    const upgradeEvents = messages.filter((message) => /^(Control plane upgraded|Node .* replaced by)/.test(message));
    expect(upgradeEvents).toEqual([
      'Control plane upgraded to v1.37.3.',
      'Node surge-web-0 replaced by surge-web-2 (v1.37.3).',
      'Node surge-web-1 replaced by surge-web-3 (v1.37.3).',
      'Node surge-batch-0 replaced by surge-batch-1 (v1.37.3).',
    ]);

    // Every node runs the new kubelet; none is cordoned.
    const after = await nodes(kubeconfig);
    expect(after.map((n) => n.metadata.name).sort()).toEqual(['surge-batch-1', 'surge-web-2', 'surge-web-3']);
    expect(after.every((n) => n.status.nodeInfo.kubeletVersion === 'v1.37.3' && !n.spec.unschedulable)).toBe(true);
    expect((await kubectl(kubeconfig, ['version', '-o', 'json']).then(JSON.parse)).serverVersion.gitVersion).toBe(
      'v1.37.3',
    );

    // The kubeconfigs issued before still work (kubectl just used one) and are all still listed.
    expect(await issued()).toEqual(kubeconfigsBefore);

    // The watch saw the surge nodes added, the old ones cordoned and then deleted.
    await until(
      async () => watched,
      (text) => /^DELETED\s+surge-batch-0\s/m.test(text),
    );
    watcher.kill();
    const named = (type: string) =>
      [...watched.matchAll(new RegExp(`^${type}\\s+(\\S+)\\s`, 'gm'))].map((match) => match[1]);
    expect(named('ADDED')).toEqual(expect.arrayContaining(['surge-web-2', 'surge-web-3', 'surge-batch-1']));
    expect(named('DELETED')).toEqual(['surge-web-0', 'surge-web-1', 'surge-batch-0']);
    expect(watched).toMatch(/^MODIFIED\s+surge-web-0\s+Ready,SchedulingDisabled\s/m);
  });

  it.each(['embedded', 'postgres'] as const)(
    'resumes an upgrade stopped mid-way (a stop on the embedded store, a SIGKILL on PostgreSQL) once the server is back, and finishes it (%s)',
    async (backend) => {
      const storage: Record<string, string> =
        backend === 'postgres' ? { DATABASE_URL: `${postgresUrl()}?search_path=${await createSchema()}` } : {};
      const first = await startServer({ ...PHASE, ...storage });
      const { client, clusterId, kubeconfig } = await buyRunningCluster(first.url, {
        ...order,
        name: 'phoenix',
      } as ClusterOrder);
      expect((await client.patch(`/api/clusters/${clusterId}`, { kubernetesVersion: '1.37' })).status).toBe(202);
      const midway = await until(
        () => get(client, clusterId),
        (answer) => answer.json.upgrade?.pool === 'web' && answer.json.upgrade.replaced === 1,
      );
      expect(midway.json.status).toBe('updating');
      // On PostgreSQL the instance crashes (SIGKILL): a step it held resumes once its lease runs out.
      if (backend === 'postgres') first.process.kill('SIGKILL');
      await first.stop();
      const second = await startServer({ ...PHASE, ...storage, PORT: new URL(first.url).port }, first.dataDir);
      try {
        const resumed = new ApiClient(second.url);
        resumed.cookie = client.cookie;
        const done = await until(
          () => get(resumed, clusterId),
          (answer) => answer.json.status === 'running',
          120_000,
        );
        expect(done.json).toMatchObject({ kubernetesVersion: '1.37', patchVersion: '1.37.3' });
        const replaced = (await eventMessages(resumed, clusterId)).filter((message) => / replaced by /.test(message));
        // Each node replaced once: nothing done twice, nothing skipped.
        expect(replaced).toEqual([
          'Node phoenix-web-0 replaced by phoenix-web-2 (v1.37.3).',
          'Node phoenix-web-1 replaced by phoenix-web-3 (v1.37.3).',
          'Node phoenix-batch-0 replaced by phoenix-batch-1 (v1.37.3).',
        ]);
        const after = await nodes(kubeconfig);
        expect(after.map((n) => `${n.metadata.name} ${n.status.nodeInfo.kubeletVersion}`).sort()).toEqual([
          'phoenix-batch-1 v1.37.3',
          'phoenix-web-2 v1.37.3',
          'phoenix-web-3 v1.37.3',
        ]);
      } finally {
        await second.stop();
      }
    },
  );
});
