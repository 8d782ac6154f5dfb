import { afterEach, describe, expect, it } from 'vitest';
import { organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { runningClusterRecord } from '../../../test/support/cluster-records.ts';
import { BACKENDS } from '../../../test/support/storage.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import { generateNodes } from '../k8s/node.generator.ts';
import { simulatedClusterFromSpec } from '../k8s/simulated-cluster.mapper.ts';
import type { Repositories } from '../store/repositories.ts';
import { historyOf } from '../usage/batch-meter.ts';
import { meterCluster } from '../usage/usage-meter.ts';
import { ClusterAutoscaler } from './cluster-autoscaler.ts';
import { eventMessage } from './event-text.ts';
import { withLocale } from '../i18n/request-locale.ts';
import type { ClusterSpec, NodePool, TestLoad } from '../../shared/clusters/clusters.schemas.ts';

// The simulated provider's autoscaler over the stored clusters, on both backends and a test clock.

const START = Date.parse('2027-03-20T10:00:00Z');
const MINUTE = 60_000;
const spec = (tierId: string, pools: NodePool[]): ClusterSpec => ({
  name: 'shop',
  tierId,
  providerId: 'sovereign',
  regionId: 'fr-par-1',
  kubernetesVersion: '1.37',
  haControlPlane: false,
  nodePools: pools,
  addonIds: [],
});
const web = (count: number, max: number): NodePool => ({
  name: 'web',
  nodeSizeId: 'gp-2-4',
  count,
  autoscale: { min: 1, max },
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe.each(BACKENDS)('the cluster autoscaler (%s)', (_name, backend) => {
  async function world(clusterSpec: ClusterSpec) {
    const store = await (await backend()).open();
    closers.push(store.close);
    const repositories: Repositories = store.repositories;
    await repositories.catalog.sync(catalogSeed);
    const clock = { now: START };
    const { organization } = await organizationWithOwner(repositories);
    const createdAt = new Date(START - 60 * MINUTE).toISOString();
    const cluster = await repositories.clusters.create(
      runningClusterRecord({
        id: `cl-${organization.id.slice(0, 8)}`,
        organizationId: organization.id,
        spec: clusterSpec,
        createdAt,
      }),
    );
    await repositories.clusterEvents.append({
      clusterId: cluster.id,
      organizationId: organization.id,
      type: 'config',
      message: 'Configuration in effect.',
      actorId: null,
      spec: clusterSpec,
      at: createdAt,
    });
    const autoscaler = new ClusterAutoscaler({ repositories, catalog: repositories.catalog, now: () => clock.now });
    const load = (pool: string, testLoad: TestLoad) =>
      repositories.clusters.update(cluster.id, (c) => ({ ...c, testLoad: { ...c.testLoad, [pool]: testLoad } }));
    const stored = async () => (await repositories.clusters.findAny(cluster.id))!;
    const messages = async () => (await repositories.clusterEvents.list(cluster.id, 50)).map((e) => e.message);
    return { repositories, clock, cluster, autoscaler, load, stored, messages };
  }

  it('adds nodes for pending pods up to the pool maximum, once per tick, and serves them as nodes', async () => {
    const w = await world(spec('standard', [web(3, 6)]));
    await w.load('web', { replicas: 40, cpuMillicores: 500 });
    expect(await w.autoscaler.run()).toEqual({ clusters: 1, changed: 1 });
    expect((await w.stored()).autoscaledNodes).toEqual({ web: 6 });
    expect(await w.messages()).toContain('Autoscaler added 3 nodes to pool web (31 pending pods).');
    // Said again in the reader's language when read.
    const [latest] = await w.repositories.clusterEvents.list(w.cluster.id, 1);
    expect(withLocale('fr', () => eventMessage(latest!))).toBe(
      'L’autoscaler a ajouté 3 nœuds au pool web (31 pods en attente).',
    );
    // The same tick again, and a later one with the pods still pending at the maximum: nothing more.
    expect(await w.autoscaler.run()).toEqual({ clusters: 1, changed: 0 });
    w.clock.now += MINUTE;
    expect(await w.autoscaler.run()).toEqual({ clusters: 1, changed: 0 });
    expect((await w.messages()).filter((m) => m.startsWith('Autoscaler'))).toHaveLength(1);

    const history = await w.repositories.clusterEvents.configHistory(w.cluster.id);
    expect(history.at(-1)).toMatchObject({ autoscaledNodes: { web: 6 }, at: new Date(START).toISOString() });
    const simulated = simulatedClusterFromSpec(await w.stored(), catalogSeed, history);
    expect(generateNodes(simulated).map((n) => n.metadata.name)).toEqual([
      'shop-web-0',
      'shop-web-1',
      'shop-web-2',
      'shop-web-3',
      'shop-web-4',
      'shop-web-5',
    ]);
    // The 3 extra nodes for one hour are metered as overage at the size's hourly price.
    const hours = meterCluster(historyOf(history), catalogSeed, START, START + 60 * MINUTE);
    const overage = hours.flatMap((h) => h.items).filter((i) => i.kind === 'autoscaled-nodes');
    expect(overage).toEqual([{ kind: 'autoscaled-nodes', ref: 'gp-2-4', unitHours: 3, amountMicroUsd: 3 * 32_900 }]);
  });

  it('removes nodes unneeded for 10 minutes down to the configured count, never below', async () => {
    const w = await world(spec('standard', [web(3, 8)]));
    await w.load('web', { replicas: 18, cpuMillicores: 500 });
    await w.autoscaler.run();
    expect((await w.stored()).autoscaledNodes).toEqual({ web: 6 });
    await w.load('web', { replicas: 0, cpuMillicores: 500 });
    w.clock.now += MINUTE;
    expect(await w.autoscaler.run()).toMatchObject({ changed: 0 });
    expect((await w.stored()).autoscaledNodes).toEqual({ web: 6 });
    w.clock.now += 9 * MINUTE;
    expect(await w.autoscaler.run()).toMatchObject({ changed: 0 });
    w.clock.now += MINUTE;
    expect(await w.autoscaler.run()).toMatchObject({ changed: 1 });
    expect((await w.stored()).autoscaledNodes).toEqual({});
    expect(await w.messages()).toContain('Autoscaler removed 3 nodes from pool web (under-used for 10 minutes).');
    expect((await w.repositories.clusterEvents.configHistory(w.cluster.id)).at(-1)?.autoscaledNodes).toEqual({});
    w.clock.now += 30 * MINUTE;
    expect(await w.autoscaler.run()).toMatchObject({ changed: 0 });
    expect(generateNodes(simulatedClusterFromSpec(await w.stored(), catalogSeed)).length).toBe(3);
  });

  it('never runs more nodes than the tier allows', async () => {
    // Economy allows 20 nodes: 15 in a fixed pool leave room for 5 in the autoscaled one.
    const w = await world(spec('economy', [{ name: 'base', nodeSizeId: 'gp-2-4', count: 15 }, web(2, 20)]));
    await w.load('web', { replicas: 60, cpuMillicores: 500 });
    await w.autoscaler.run();
    expect((await w.stored()).autoscaledNodes).toEqual({ web: 5 });
    expect(await w.messages()).toContain('Autoscaler added 3 nodes to pool web (54 pending pods).');
  });

  it('leaves clusters that are not running alone', async () => {
    const w = await world(spec('standard', [web(3, 6)]));
    await w.load('web', { replicas: 40, cpuMillicores: 500 });
    await w.repositories.clusters.update(w.cluster.id, (c) => ({ ...c, status: 'updating' }));
    expect(await w.autoscaler.run()).toEqual({ clusters: 1, changed: 0 });
    expect((await w.stored()).autoscaledNodes).toBeUndefined();
  });
});
