import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startKubernetesApi, type KubernetesApiHarness } from '../../../test/support/k8s-api-harness.ts';
import { productionCluster, stagingCluster } from '../../../test/support/simulated-clusters.ts';
import { TABLE_V1 } from './media-types.ts';

// The handler as kubectl and other clients reach it (plain http here: the transport is tested
// with the real kubectl in test/k8s-kubectl.test.ts): authentication, discovery, tables,
// objects, selectors, pages, and what it refuses.

const KUBECTL_GET = `${TABLE_V1},application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json`;
const KUBECTL_DISCOVERY =
  'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList,application/json';
const NOW = new Date('2026-11-05T08:00:00Z'); // three days after the test clusters were created

const prod = productionCluster();
const staging = stagingCluster();
let api: KubernetesApiHarness;
let base: string;

beforeAll(async () => {
  api = await startKubernetesApi({
    clusters: [prod, staging],
    credentials: {
      'prod-token': { clusterId: prod.id },
      'staging-token': { clusterId: staging.id },
      'deleted-token': { clusterId: 'cl_deleted' },
      'revoked-token': { clusterId: prod.id, revoked: true },
    },
    now: () => NOW,
  });
  base = `${api.origin}/k8s`;
});
afterAll(() => api.close());

const asProd = (path: string, options: { accept?: string; method?: string } = {}) =>
  call(`${base}/${prod.id}${path}`, { token: 'prod-token', ...options });
const names = (items: { metadata: { name: string } }[]) => items.map((item) => item.metadata.name);

const UNAUTHORIZED = {
  kind: 'Status',
  apiVersion: 'v1',
  metadata: {},
  status: 'Failure',
  message: 'Unauthorized',
  reason: 'Unauthorized',
  code: 401,
};
const NOT_FOUND = {
  kind: 'Status',
  apiVersion: 'v1',
  metadata: {},
  status: 'Failure',
  message: 'the server could not find the requested resource',
  reason: 'NotFound',
  details: {},
  code: 404,
};

/** A path of every kind the API serves, each asked as its client would. */
const EVERY_KIND_OF_PATH: [string, { method?: string; accept?: string }][] = [
  ['/version', {}],
  ['/api', { accept: KUBECTL_DISCOVERY }],
  ['/apis/apps/v1', {}],
  ['/healthz', {}],
  ['/readyz?verbose', {}],
  ['/api/v1/nodes', { accept: KUBECTL_GET }],
  ['/apis/apps/v1/namespaces/kube-system/deployments/coredns', {}],
  ['/api/v1/pods?watch=true', {}],
  ['/api/v1/namespaces/monitoring/pods/prometheus-0/log?container=prometheus', {}],
  ['/apis/metrics.k8s.io/v1beta1/nodes', {}],
  ['/apis/authorization.k8s.io/v1/selfsubjectaccessreviews', { method: 'POST' }],
  ['/api/v1/namespaces/default/pods', { method: 'POST' }],
];

describe('authentication and existence', () => {
  it('answers the same 401 Status on every path without a token, with an unknown or a revoked one', async () => {
    for (const [path, options] of EVERY_KIND_OF_PATH) {
      for (const token of [undefined, 'unknown-token', 'revoked-token']) {
        const answer = await call(`${base}/${prod.id}${path}`, { token, ...options });
        expect([path, token, answer.status, answer.body]).toEqual([path, token, 401, UNAUTHORIZED]);
      }
    }
    expect((await call(`${base}/cl_nope/version`)).body).toEqual(UNAUTHORIZED);
    expect((await call(`${api.origin}/healthz`, { token: 'revoked-token' })).status).toBe(401);
  });

  it("answers another cluster's id, an unknown cluster and an unknown path with the same 404, on every path", async () => {
    for (const [path, options] of EVERY_KIND_OF_PATH) {
      const answer = await call(`${base}/${staging.id}${path}`, { token: 'prod-token', ...options });
      expect([path, answer.status, answer.body]).toEqual([path, 404, NOT_FOUND]);
    }
    for (const answer of [
      await call(`${base}/cl_deleted/api/v1/nodes`, { token: 'deleted-token' }),
      await asProd('/api/v1/replicationcontrollers'),
      await asProd('/apis/rbac.authorization.k8s.io/v1/clusterroles'),
      await asProd('/api/v1/namespaces/default/pods/x/scale'),
    ])
      expect([answer.status, answer.body]).toEqual([404, NOT_FOUND]);
    // exec, attach and port-forward exist, and are refused: no container runs.
    const exec = await asProd('/api/v1/namespaces/default/pods/x/exec?command=ls');
    expect([exec.status, exec.body.reason]).toEqual([403, 'Forbidden']);
    expect(exec.body.message).toMatch(
      /cannot create resource "pods\/exec" in API group "" in the namespace "default": the simulated cluster is read-only$/,
    );
  });

  it('answers 500 with an InternalError Status when the cluster lookup fails, and reports the error', async () => {
    const answer = await call(`${base}/cl_broken/version`, { token: 'prod-token' });
    expect([answer.status, answer.body.reason]).toEqual([500, 'InternalError']);
    expect(api.failures.at(-1)).toEqual(new Error('store down'));
  });
});

describe('version and discovery', () => {
  it("serves /version with the cluster's patch release", async () => {
    const { status, body } = await asProd('/version');
    expect(status).toBe(200);
    expect(body).toMatchObject({ major: '1', minor: '37', gitVersion: 'v1.37.3', platform: 'linux/amd64' });
    expect((await call(`${base}/${staging.id}/version`, { token: 'staging-token' })).body.gitVersion).toBe('v1.36.7');
  });

  it('serves aggregated discovery of the core group and every API group', async () => {
    const api = await asProd('/api', { accept: KUBECTL_DISCOVERY });
    expect(api.contentType).toBe('application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList');
    const core = api.body.items[0].versions[0].resources.map(
      (resource: { resource: string; scope: string }) => `${resource.resource}:${resource.scope}`,
    );
    expect(core).toEqual(
      expect.arrayContaining([
        'namespaces:Cluster',
        'nodes:Cluster',
        'pods:Namespaced',
        'services:Namespaced',
        'events:Namespaced',
        'secrets:Namespaced',
        'persistentvolumes:Cluster',
      ]),
    );
    const pods = api.body.items[0].versions[0].resources.find(
      (resource: { resource: string }) => resource.resource === 'pods',
    );
    expect(pods).toMatchObject({
      shortNames: ['po'],
      categories: ['all'],
      verbs: ['get', 'list', 'watch'],
      subresources: expect.arrayContaining([
        expect.objectContaining({ subresource: 'log', verbs: ['get'] }),
        expect.objectContaining({ subresource: 'exec', verbs: ['create', 'get'] }),
      ]),
    });
    const groups = (await asProd('/apis', { accept: KUBECTL_DISCOVERY })).body.items.map(
      (item: { metadata: { name: string } }) => item.metadata.name,
    );
    const builtIn = [
      'apps',
      'apiextensions.k8s.io',
      'authentication.k8s.io',
      'authorization.k8s.io',
      'batch',
      'coordination.k8s.io',
      'discovery.k8s.io',
      'events.k8s.io',
      'networking.k8s.io',
      'storage.k8s.io',
      'metrics.k8s.io',
    ];
    expect(groups.slice(0, builtIn.length)).toEqual(builtIn);
    // Then the groups of the custom resource definitions the cluster's network plugin and add-ons bring.
    expect(groups.slice(builtIn.length)).toEqual(expect.arrayContaining(['cilium.io', 'monitoring.coreos.com']));
    const monitoring = (await asProd('/apis/monitoring.coreos.com')).body;
    expect(monitoring.preferredVersion).toEqual({ groupVersion: 'monitoring.coreos.com/v1', version: 'v1' });
    expect(monitoring.versions.map((version: { version: string }) => version.version)).toEqual(['v1', 'v1alpha1']);
    expect((await asProd('/apis/monitoring.coreos.com/v1/servicemonitors')).body).toMatchObject({
      kind: 'ServiceMonitorList',
      items: [],
    });
  });

  it('serves legacy discovery to older clients, group by group', async () => {
    expect((await asProd('/api')).body).toMatchObject({ kind: 'APIVersions', versions: ['v1'] });
    const groups = (await asProd('/apis')).body;
    expect(groups.groups[0]).toEqual({
      name: 'apps',
      versions: [{ groupVersion: 'apps/v1', version: 'v1' }],
      preferredVersion: { groupVersion: 'apps/v1', version: 'v1' },
    });
    expect((await asProd('/apis/batch')).body).toMatchObject({ kind: 'APIGroup', name: 'batch' });
    const core = (await asProd('/api/v1')).body.resources.map((resource: { name: string }) => resource.name);
    expect(core).toEqual(expect.arrayContaining(['pods', 'pods/log', 'services', 'endpoints', 'configmaps']));
    const apps = await asProd('/apis/apps/v1');
    expect(
      apps.body.resources.map((resource: { name: string; shortNames?: string[] }) => [
        resource.name,
        resource.shortNames,
      ]),
    ).toEqual([
      ['daemonsets', ['ds']],
      ['deployments', ['deploy']],
      ['replicasets', ['rs']],
      ['statefulsets', ['sts']],
    ]);
    expect((await asProd('/apis/apps/v2')).status).toBe(404);
  });
});

const headers = (table: { columnDefinitions: { name: string; priority: number }[] }, priority = 0) =>
  table.columnDefinitions.filter((column) => column.priority === priority).map((column) => column.name);
const rowsOf = (table: { rows: { cells: unknown[] }[] }) => table.rows.map((row) => row.cells);

describe('tables for kubectl get', () => {
  it('prints nodes with the columns kubectl shows for real clusters', async () => {
    const { status, contentType, body } = await asProd('/api/v1/nodes?limit=500', { accept: KUBECTL_GET });
    expect([status, contentType, body.kind, body.apiVersion]).toEqual([200, TABLE_V1, 'Table', 'meta.k8s.io/v1']);
    expect(headers(body)).toEqual(['Name', 'Status', 'Roles', 'Age', 'Version']);
    expect(headers(body, 1)).toEqual(['Internal-IP', 'External-IP', 'OS-Image', 'Kernel-Version', 'Container-Runtime']);
    expect(body.rows).toHaveLength(6);
    expect(body.rows[0].cells).toEqual([
      'prod-eu-general-0',
      'Ready',
      '<none>',
      '2d23h',
      'v1.37.3',
      '10.16.0.10',
      '<none>',
      'Debian GNU/Linux 13 (trixie)',
      '6.12.57+deb13-cloud-amd64',
      'containerd://2.1.4',
    ]);
    expect(body.rows[0].object).toMatchObject({
      kind: 'PartialObjectMetadata',
      apiVersion: 'meta.k8s.io/v1',
      metadata: { name: 'prod-eu-general-0' },
    });
  });

  it('prints pods of all namespaces with the metadata kubectl -A reads the NAMESPACE column from', async () => {
    const { body } = await asProd('/api/v1/pods?limit=500', { accept: KUBECTL_GET });
    expect(headers(body)).toEqual(['Name', 'Ready', 'Status', 'Restarts', 'Age']);
    expect(headers(body, 1)).toEqual(['IP', 'Node', 'Nominated Node', 'Readiness Gates']);
    const prometheus = body.rows.find((row: { cells: string[] }) => row.cells[0] === 'prometheus-0');
    expect(prometheus.cells.slice(0, 5)).toEqual(['prometheus-0', '2/2', 'Running', '0', '2d23h']);
    expect(prometheus.object.metadata.namespace).toBe('monitoring');
  });

  it('prints services, deployments, daemonsets and statefulsets with their columns and counts', async () => {
    const services = (await asProd('/api/v1/namespaces/kube-system/services', { accept: KUBECTL_GET })).body;
    expect(headers(services)).toEqual(['Name', 'Type', 'Cluster-IP', 'External-IP', 'Port(s)', 'Age']);
    expect(rowsOf(services)).toContainEqual([
      'kube-dns',
      'ClusterIP',
      '10.96.0.10',
      '<none>',
      '53/UDP,53/TCP,9153/TCP',
      '2d23h',
      'k8s-app=kube-dns',
    ]);
    const traefik = rowsOf((await asProd('/api/v1/namespaces/traefik/services', { accept: KUBECTL_GET })).body)[0];
    expect(traefik?.slice(0, 4)).toEqual([
      'traefik',
      'LoadBalancer',
      expect.stringMatching(/^10\.96\./),
      expect.stringMatching(/^198\.51\.100\.\d+$/),
    ]);
    expect(traefik?.[4]).toMatch(/^80:3\d{4}\/TCP,443:3\d{4}\/TCP$/);
    const deployments = (await asProd('/apis/apps/v1/namespaces/kube-system/deployments', { accept: KUBECTL_GET }))
      .body;
    expect(headers(deployments)).toEqual(['Name', 'Ready', 'Up-to-date', 'Available', 'Age']);
    expect(rowsOf(deployments)).toContainEqual([
      'coredns',
      '2/2',
      2,
      2,
      '2d23h',
      'coredns',
      'registry.k8s.io/coredns/coredns:v1.12.1',
      'k8s-app=kube-dns',
    ]);
    const daemonSets = rowsOf((await asProd('/apis/apps/v1/daemonsets', { accept: KUBECTL_GET })).body);
    expect(daemonSets.find((cells) => cells[0] === 'kube-proxy')?.slice(0, 7)).toEqual([
      'kube-proxy',
      6,
      6,
      6,
      6,
      6,
      'kubernetes.io/os=linux',
    ]);
    expect(daemonSets.find((cells) => cells[0] === 'nvidia-device-plugin-daemonset')?.slice(0, 7)).toEqual([
      'nvidia-device-plugin-daemonset',
      1,
      1,
      1,
      1,
      1,
      'nvidia.com/gpu.present=true',
    ]);
    expect(
      rowsOf((await asProd('/apis/apps/v1/namespaces/monitoring/statefulsets', { accept: KUBECTL_GET })).body).map(
        (cells) => cells.slice(0, 2),
      ),
    ).toEqual([
      ['alertmanager', '1/1'],
      ['prometheus', '1/1'],
    ]);
  });

  it('prints endpoints and slices of the ready pods, claims bound to volumes, and the ingress of an add-on UI', async () => {
    const endpoints = rowsOf(
      (await asProd('/api/v1/namespaces/kube-system/endpoints/kube-dns', { accept: KUBECTL_GET })).body,
    )[0];
    expect(endpoints?.[1]).toMatch(
      /^10\.\d+\.\d+\.\d+:53,10\.\d+\.\d+\.\d+:53,10\.\d+\.\d+\.\d+:9153 \+ 3 more\.\.\.$/,
    );
    expect(rowsOf((await asProd('/api/v1/namespaces/default/endpoints', { accept: KUBECTL_GET })).body)).toEqual([
      ['kubernetes', '10.15.0.10:6443', '2d23h'],
    ]);
    const slices = rowsOf(
      (await asProd('/apis/discovery.k8s.io/v1/namespaces/monitoring/endpointslices', { accept: KUBECTL_GET })).body,
    );
    expect(slices.find((cells) => String(cells[0]).startsWith('prometheus-'))?.slice(1, 3)).toEqual([
      'IPv4',
      '9090,8080',
    ]);
    const claims = rowsOf((await asProd('/api/v1/persistentvolumeclaims', { accept: KUBECTL_GET })).body);
    expect(claims.map((cells) => [cells[0], cells[1], cells[3], cells[4], cells[5]])).toEqual([
      ['alertmanager-db-alertmanager-0', 'Bound', '10Gi', 'RWO', 'standard'],
      ['prometheus-db-prometheus-0', 'Bound', '50Gi', 'RWO', 'standard'],
    ]);
    const volumes = rowsOf((await asProd('/api/v1/persistentvolumes', { accept: KUBECTL_GET })).body);
    expect(volumes.map((cells) => cells[5]).sort()).toEqual([
      'monitoring/alertmanager-db-alertmanager-0',
      'monitoring/prometheus-db-prometheus-0',
    ]);
    expect(rowsOf((await asProd('/apis/storage.k8s.io/v1/storageclasses', { accept: KUBECTL_GET })).body)).toEqual([
      ['standard (default)', 'block.csi.sovereign.cloud', 'Delete', 'WaitForFirstConsumer', 'true', '2d23h'],
    ]);
    const ingress = rowsOf((await asProd('/apis/networking.k8s.io/v1/ingresses', { accept: KUBECTL_GET })).body)[0];
    expect(ingress?.slice(0, 3)).toEqual([
      'grafana',
      'traefik',
      expect.stringMatching(/^grafana\.prod-eu-\w{5}\.apps\.sovereign\.cloud$/),
    ]);
    expect(ingress?.[3]).toBe(traefikAddress((await asProd('/api/v1/namespaces/traefik/services/traefik')).body));
  });

  it('embeds the whole object or nothing when includeObject says so, and answers v1beta1 tables', async () => {
    expect((await asProd('/api/v1/nodes?includeObject=Object', { accept: KUBECTL_GET })).body.rows[0].object.kind).toBe(
      'Node',
    );
    expect(
      (await asProd('/api/v1/nodes?includeObject=None', { accept: KUBECTL_GET })).body.rows[0].object,
    ).toBeUndefined();
    const beta = await asProd('/api/v1/nodes', { accept: 'application/json;as=Table;v=v1beta1;g=meta.k8s.io' });
    expect([beta.contentType, beta.body.apiVersion]).toEqual([
      'application/json;as=Table;v=v1beta1;g=meta.k8s.io',
      'meta.k8s.io/v1beta1',
    ]);
  });
});

function traefikAddress(service: { status: { loadBalancer: { ingress: { ip: string }[] } } }): string {
  return service.status.loadBalancer.ingress[0]?.ip ?? '';
}

describe('objects, owners, selectors and pages', () => {
  it('lists plain JSON with list kinds and group versions, and single objects by name', async () => {
    const list = await asProd('/api/v1/nodes');
    expect([list.contentType, list.body.kind, list.body.items.length, list.body.items[0].kind]).toEqual([
      'application/json',
      'NodeList',
      6,
      undefined,
    ]);
    const deployments = (await asProd('/apis/apps/v1/deployments')).body;
    expect([deployments.kind, deployments.apiVersion]).toEqual(['DeploymentList', 'apps/v1']);
    const node = await asProd('/api/v1/nodes/prod-eu-gpu-0');
    expect([node.body.kind, node.body.status.capacity['nvidia.com/gpu']]).toEqual(['Node', '1']);
    expect((await asProd('/api/v1/namespaces/kube-system', { accept: KUBECTL_GET })).body.rows).toHaveLength(1);
  });

  it('chains owners from pod to ReplicaSet to Deployment, and from a StatefulSet pod to its claims', async () => {
    const pods = (await asProd('/api/v1/namespaces/kube-system/pods?labelSelector=k8s-app%3Dkube-dns')).body.items;
    const owner = pods[0].metadata.ownerReferences[0];
    const replicaSet = (await asProd(`/apis/apps/v1/namespaces/kube-system/replicasets/${owner.name}`)).body;
    expect([owner.kind, owner.uid, owner.controller]).toEqual(['ReplicaSet', replicaSet.metadata.uid, true]);
    const deployment = (await asProd('/apis/apps/v1/namespaces/kube-system/deployments/coredns')).body;
    expect(replicaSet.metadata.ownerReferences[0]).toMatchObject({
      kind: 'Deployment',
      name: 'coredns',
      uid: deployment.metadata.uid,
    });
    expect(deployment.status).toMatchObject({ replicas: 2, readyReplicas: 2, availableReplicas: 2 });
    const prometheus = (await asProd('/api/v1/namespaces/monitoring/pods/prometheus-0')).body;
    expect(prometheus.spec.volumes).toEqual([
      { name: 'prometheus-db', persistentVolumeClaim: { claimName: 'prometheus-db-prometheus-0' } },
    ]);
    const claim = (await asProd('/api/v1/namespaces/monitoring/persistentvolumeclaims/prometheus-db-prometheus-0'))
      .body;
    const volume = (await asProd(`/api/v1/persistentvolumes/${claim.spec.volumeName}`)).body;
    expect(volume.spec.claimRef).toMatchObject({ name: 'prometheus-db-prometheus-0', uid: claim.metadata.uid });
  });

  it('answers a missing object with the NotFound Status kubectl prints, named with its group', async () => {
    const { status, body } = await asProd('/api/v1/nodes/nope', { accept: KUBECTL_GET });
    expect(status).toBe(404);
    expect(body).toMatchObject({
      kind: 'Status',
      reason: 'NotFound',
      message: 'nodes "nope" not found',
      details: { name: 'nope', kind: 'nodes' },
    });
    expect((await asProd('/apis/apps/v1/namespaces/default/deployments/nope')).body.message).toBe(
      'deployments.apps "nope" not found',
    );
    expect((await asProd('/api/v1/namespaces/default/pods/prometheus-0')).status).toBe(404);
  });

  it('lists one namespace, and nothing for a namespace that does not exist', async () => {
    const system = await asProd('/api/v1/namespaces/kube-system/pods');
    expect(
      system.body.items.every((pod: { metadata: { namespace: string } }) => pod.metadata.namespace === 'kube-system'),
    ).toBe(true);
    // coredns ×2, metrics-server, cilium-operator, and kube-proxy and cilium on each of the 6 nodes
    expect(system.body.items).toHaveLength(2 + 1 + 1 + 6 + 6);
    expect((await asProd('/api/v1/namespaces/nope/pods')).body.items).toEqual([]);
  });

  it('filters by label and by the fields kubectl describe sends', async () => {
    expect(names((await asProd('/api/v1/pods?labelSelector=k8s-app%3Dkube-dns')).body.items)).toEqual([
      expect.stringMatching(/^coredns-/),
      expect.stringMatching(/^coredns-/),
    ]);
    const onGpu = await asProd(
      `/api/v1/pods?fieldSelector=${encodeURIComponent('spec.nodeName=prod-eu-gpu-0,status.phase!=Failed,status.phase!=Succeeded')}`,
    );
    expect(onGpu.body.items.length).toBeGreaterThan(3);
    expect(onGpu.body.items.every((pod: { spec: { nodeName: string } }) => pod.spec.nodeName === 'prod-eu-gpu-0')).toBe(
      true,
    );
    expect(
      names((await asProd('/apis/apps/v1/deployments?fieldSelector=metadata.namespace%3Dtraefik')).body.items),
    ).toEqual(['traefik']);
    expect(
      names(
        (
          await asProd('/api/v1/secrets?fieldSelector=type%3Dhelm.sh%2Frelease.v1', { accept: KUBECTL_GET })
        ).body.rows.map((row: { object: unknown }) => row.object),
      ),
    ).toHaveLength(4);
    const refused = await asProd('/api/v1/pods?fieldSelector=spec.color%3Dred');
    expect([refused.status, refused.body.reason, refused.body.message]).toEqual([
      400,
      'BadRequest',
      'field label not supported: spec.color',
    ]);
  });

  it('pages with limit and continue, and the pages add up to the whole list', async () => {
    const whole = names((await asProd('/api/v1/pods')).body.items);
    const seen: string[] = [];
    let token = '';
    do {
      const page = await asProd(`/api/v1/pods?limit=10${token ? `&continue=${token}` : ''}`, { accept: KUBECTL_GET });
      expect(page.body.rows.length).toBeLessThanOrEqual(10);
      seen.push(...page.body.rows.map((row: { cells: string[] }) => row.cells[0]));
      token = page.body.metadata.continue ?? '';
      if (token) expect(page.body.metadata.remainingItemCount).toBe(whole.length - seen.length);
    } while (token);
    expect(seen).toEqual(whole);
    expect((await asProd('/api/v1/pods?limit=10&continue=garbage')).status).toBe(400);
  });

  it('gives every list a resourceVersion newer than each of its objects', async () => {
    for (const path of ['/api/v1/pods', '/apis/apps/v1/deployments', '/apis/coordination.k8s.io/v1/leases']) {
      const { body } = await asProd(path);
      const newest = Math.max(
        ...body.items.map((item: { metadata: { resourceVersion: string } }) => Number(item.metadata.resourceVersion)),
      );
      expect(Number(body.metadata.resourceVersion)).toBeGreaterThanOrEqual(newest);
    }
  });
});

describe('what the simulated cluster refuses', () => {
  it('refuses writes with the Forbidden Status RBAC would give, naming the API group', async () => {
    const create = await asProd('/api/v1/namespaces/default/pods', { method: 'POST' });
    expect([create.status, create.body.reason]).toEqual([403, 'Forbidden']);
    expect(create.body.message).toBe(
      'pods is forbidden: User "alice@example.eu" cannot create resource "pods" in API group "" in the namespace "default": the simulated cluster is read-only',
    );
    const scale = await asProd('/apis/apps/v1/namespaces/kube-system/deployments/coredns', { method: 'PATCH' });
    expect([scale.status, scale.body.message]).toEqual([
      403,
      'deployments.apps "coredns" is forbidden: User "alice@example.eu" cannot patch resource "deployments" in API group "apps" in the namespace "kube-system": the simulated cluster is read-only',
    ]);
    const scaleSubresource = await asProd('/apis/apps/v1/namespaces/kube-system/deployments/coredns/scale', {
      method: 'PATCH',
    });
    expect([scaleSubresource.status, scaleSubresource.body.message]).toEqual([
      403,
      expect.stringContaining(
        'deployments.apps "coredns" is forbidden: User "alice@example.eu" cannot patch resource "deployments/scale" in API group "apps"',
      ),
    ]);
    expect((await asProd('/apis/apps/v1/namespaces/kube-system/deployments/coredns/scale')).status).toBe(404);
    const drain = await asProd('/api/v1/nodes/prod-eu-gpu-0', { method: 'DELETE' });
    expect([drain.status, drain.body.message]).toEqual([
      403,
      expect.stringContaining(
        'nodes "prod-eu-gpu-0" is forbidden: User "alice@example.eu" cannot delete resource "nodes"',
      ),
    ]);
    expect((await asProd('/api/v1/nodes')).body.items).toHaveLength(6);
  });

  it('shows secrets by name, type, metadata and key count to every client, never their data', async () => {
    const table = (await asProd('/api/v1/namespaces/monitoring/secrets?includeObject=Object', { accept: KUBECTL_GET }))
      .body;
    expect(rowsOf(table)).toContainEqual(['grafana', 'Opaque', 3, '2d23h']);
    expect(rowsOf(table)).toContainEqual([
      'sh.helm.release.v1.kube-prometheus-stack.v1',
      'helm.sh/release.v1',
      1,
      '2d23h',
    ]);
    expect(
      table.rows.every(
        (row: { object: Record<string, unknown> }) => !('data' in row.object) && row.object.type !== undefined,
      ),
    ).toBe(true);
    const one = await asProd('/api/v1/namespaces/monitoring/secrets/grafana');
    expect([one.status, one.body.kind, one.body.type, one.body.metadata.name, 'data' in one.body]).toEqual([
      200,
      'Secret',
      'Opaque',
      'grafana',
      false,
    ]);
    const all = await asProd('/api/v1/secrets');
    expect([all.status, all.body.kind]).toEqual([200, 'SecretList']);
    expect(all.body.items.length).toBeGreaterThan(3);
    expect(all.body.items.some((item: Record<string, unknown>) => 'data' in item || 'stringData' in item)).toBe(false);
  });

  it('answers 405 for other methods on discovery and for watching what cannot be watched, and 406 for media types it cannot write', async () => {
    expect((await asProd('/version', { method: 'POST' })).body).toMatchObject({
      code: 405,
      reason: 'MethodNotAllowed',
    });
    expect((await asProd('/apis/metrics.k8s.io/v1beta1/nodes?watch=true')).status).toBe(405);
    expect((await asProd('/apis/authorization.k8s.io/v1/selfsubjectaccessreviews')).status).toBe(405);
    const protobuf = await asProd('/api/v1/nodes', { accept: 'application/vnd.kubernetes.protobuf' });
    expect([protobuf.status, protobuf.body.reason]).toEqual([406, 'NotAcceptable']);
  });
});
