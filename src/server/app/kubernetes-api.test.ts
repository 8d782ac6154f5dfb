import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { runningClusterRecord } from '../../../test/support/cluster-records.ts';
import { call } from '../../../test/support/k8s-api-harness.ts';
import { embeddedBackend, postgresBackend, type ContractBackend } from '../../../test/support/storage.ts';
import { catalogSeed } from '../../shared/catalog-seed.ts';
import type { ClusterSpec } from '../../shared/clusters/clusters.schemas.ts';
import { KubeconfigService } from '../clusters/kubeconfigs.service.ts';
import { LocalEventBus } from '../store/event-bus.ts';
import type { Repositories } from '../store/repositories.ts';
import { createKubernetesApi } from './kubernetes-api.ts';
import { testClusterSpec } from '../../../test/support/builders.ts';

// The console's clusters behind their Kubernetes API, on both storage backends: credentials from
// the real credential store (a test clock moves them past their expiry), clusters and their
// configuration history from the repositories, watches woken by the bus.

const HOUR = 3_600_000;
const spec = (general: number): ClusterSpec =>
  testClusterSpec({
    name: 'shop',
    nodePools: [{ name: 'general', nodeSizeId: 'gp-2-4', count: general }],
    addonIds: ['cert-manager'],
  });

/** Each kind of path, as kubectl asks it (and the root health check kubectl get --raw sends). */
const PATHS: [string, { method?: string }][] = [
  ['/version', {}],
  ['/apis', {}],
  ['/api/v1/nodes', {}],
  ['/apis/apps/v1/deployments', {}],
  ['/readyz', {}],
  ['/apis/authentication.k8s.io/v1/selfsubjectreviews', { method: 'POST' }],
  ['/api/v1/namespaces/default/pods', { method: 'DELETE' }],
];

describe.each([
  ['embedded', embeddedBackend],
  ['PostgreSQL', postgresBackend],
] as [string, () => Promise<ContractBackend>][])('the Kubernetes API of console clusters (%s)', (_name, backend) => {
  const clock = { now: Date.now() };
  const bus = new LocalEventBus();
  let close: () => Promise<void>;
  let server: Server;
  let origin: string;
  let repositories: Repositories;
  let kubeconfigs: KubeconfigService;
  const world = {} as { clusterId: string; token: string; otherToken: string; organizationId: string; userId: string };

  beforeAll(async () => {
    const store = await (await backend()).open();
    close = store.close;
    repositories = store.repositories;
    await repositories.catalog.sync(catalogSeed);
    kubeconfigs = new KubeconfigService({ repositories, publicOrigin: 'http://localhost:4321', now: () => clock.now });
    const issue = async (general: number) => {
      const { organization, user } = await organizationWithOwner(repositories);
      const createdAt = new Date(clock.now - 2 * HOUR).toISOString();
      const cluster = await repositories.clusters.create(
        runningClusterRecord({
          id: `cl-${organization.id.slice(0, 8)}`,
          organizationId: organization.id,
          spec: spec(general),
          createdAt,
        }),
      );
      await repositories.clusterEvents.append({
        clusterId: cluster.id,
        organizationId: organization.id,
        type: 'config',
        message: 'Configuration in effect.',
        actorId: null,
        spec: spec(general),
        at: createdAt,
      });
      const { kubeconfig } = await kubeconfigs.issue(user, cluster.id, 1);
      return { cluster, organization, user, token: /token: "([^"]+)"/.exec(kubeconfig)?.[1] ?? '' };
    };
    const mine = await issue(2);
    const theirs = await issue(1);
    Object.assign(world, {
      clusterId: mine.cluster.id,
      token: mine.token,
      otherToken: theirs.token,
      organizationId: mine.organization.id,
      userId: mine.user.id,
    });
    const api = createKubernetesApi({ repositories, catalog: repositories.catalog, kubeconfigs, bus });
    server = createServer((request, response) => {
      if (api.claims((request.url ?? '/').split('?')[0] ?? '/', request)) return void api.handle(request, response);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await close();
  });

  const at = (path: string, token: string, method?: string) =>
    call(path === '/readyz' ? `${origin}/readyz` : `${origin}/k8s/${world.clusterId}${path}`, {
      token,
      method,
      body: method === 'POST' ? '{}' : undefined,
      contentType: method === 'POST' ? 'application/json' : undefined,
    });

  it('serves the cluster to its holder, from the stored cluster and its history', async () => {
    const nodes = (await at('/api/v1/nodes', world.token)).body;
    expect(nodes.items.map((node: { metadata: { name: string } }) => node.metadata.name)).toEqual([
      'shop-general-0',
      'shop-general-1',
    ]);
    expect(
      (await at('/apis/authentication.k8s.io/v1/selfsubjectreviews', world.token, 'POST')).body.status.userInfo
        .username,
    ).toMatch(/^ada/);
    expect((await at('/readyz', world.token)).text).toBe('ok');
  });

  it("answers 404 on every path to another organization's credential, as if the cluster did not exist", async () => {
    for (const [path, { method }] of PATHS.filter(([path]) => path !== '/readyz')) {
      const answer = await at(path, world.otherToken, method);
      expect([path, answer.status, answer.body.reason]).toEqual([path, 404, 'NotFound']);
    }
  });

  it('wakes a watch when the console commits a scale-up and tells the bus', async () => {
    const version = (await at('/api/v1/nodes', world.token)).body.metadata.resourceVersion;
    const controller = new AbortController();
    const response = await fetch(
      `${origin}/k8s/${world.clusterId}/api/v1/nodes?watch=true&resourceVersion=${version}`,
      { headers: { authorization: `Bearer ${world.token}` }, signal: controller.signal },
    );
    try {
      const now = new Date().toISOString();
      await repositories.clusters.update(world.clusterId, (current) => ({
        ...current,
        nodePools: spec(3).nodePools,
        updatedAt: now,
      }));
      await repositories.clusterEvents.append({
        clusterId: world.clusterId,
        organizationId: world.organizationId,
        type: 'config',
        message: 'Configuration in effect.',
        actorId: null,
        spec: spec(3),
        at: now,
      });
      bus.publish('realtime', {
        userId: world.userId,
        message: {
          type: 'cluster',
          clusterId: world.clusterId,
          status: 'running',
          phase: null,
          progress: 100,
          at: now,
        },
      });
      const { value } = await response.body!.getReader().read();
      const event = JSON.parse(new TextDecoder().decode(value).split('\n')[0] ?? '');
      expect([event.type, event.object.metadata.name]).toEqual(['ADDED', 'shop-general-2']);
    } finally {
      controller.abort();
    }
  });

  it('answers 401 on every path once the credential has expired, and once it is revoked', async () => {
    clock.now += HOUR + 1000;
    for (const [path, { method }] of PATHS) {
      const answer = await at(path, world.token, method);
      expect([path, answer.status, answer.body.reason]).toEqual([path, 401, 'Unauthorized']);
    }
    clock.now -= HOUR + 1000;
    expect((await at('/version', world.token)).status).toBe(200);
    const [record] = await repositories.kubeconfigs.listForCluster(world.clusterId);
    await repositories.kubeconfigs.revoke(world.clusterId, record?.id ?? '', new Date(clock.now).toISOString());
    for (const [path, { method }] of PATHS)
      expect([path, (await at(path, world.token, method)).status]).toEqual([path, 401]);
  });
});
