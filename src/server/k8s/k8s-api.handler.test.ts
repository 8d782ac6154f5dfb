import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionCluster, stagingCluster } from '../../../test/support/simulated-clusters.ts';
import { parseKubernetesApiUrl } from './api-routes.ts';
import { handleKubernetesApi, type KubernetesApiAuthentication } from './k8s-api.handler.ts';
import { TABLE_V1 } from './media-types.ts';

// The handler behind a bare node:http server, asked what kubectl asks (plain http here: the
// transport is tested with the real kubectl in test/k8s-kubectl.test.ts).

const KUBECTL_GET = `${TABLE_V1},application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json`;
const KUBECTL_DISCOVERY = 'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList,application/json';
const NOW = new Date('2026-11-05T08:00:00Z'); // three days after the test clusters were created

const prod = productionCluster();
const staging = stagingCluster();
const deletedId = 'cl_deleted';
const TOKENS: Record<string, string> = { 'prod-token': prod.id, 'staging-token': staging.id, 'deleted-token': deletedId };
const failures: unknown[] = [];

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const target = parseKubernetesApiUrl(request.url ?? '/');
    if (!target) return void response.writeHead(404).end();
    void handleKubernetesApi(request, response, {
      ...target,
      now: () => NOW,
      onError: (error) => failures.push(error),
      findCluster: (id) => (id === 'cl_broken' ? Promise.reject(new Error('store down')) : [prod, staging].find((cluster) => cluster.id === id)),
      authenticate: (clusterId, token): KubernetesApiAuthentication => {
        const owner = TOKENS[token];
        if (!owner) return { outcome: 'unauthenticated' };
        return owner === clusterId || clusterId === 'cl_broken' ? { outcome: 'allowed', userName: 'alice@example.eu' } : { outcome: 'other-cluster' };
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/k8s`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// body is any: the answers have many shapes, and the tests read them as a client would.
type Answer = { status: number; contentType: string | null; body: any };
async function call(path: string, options: { token?: string; accept?: string; method?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, { method: options.method ?? 'GET', headers });
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.json() };
}
const asProd = (path: string, options: { accept?: string; method?: string } = {}) => call(`/${prod.id}${path}`, { token: 'prod-token', ...options });

const UNAUTHORIZED = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'Unauthorized', reason: 'Unauthorized', code: 401 };
const NOT_FOUND = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'the server could not find the requested resource', reason: 'NotFound', details: {}, code: 404 };

describe('authentication and existence', () => {
  it('answers the same 401 Status without a token, with an unknown or revoked one, for any cluster id', async () => {
    for (const [path, token] of [[`/${prod.id}/api/v1/nodes`, undefined], [`/${prod.id}/version`, 'revoked-token'], ['/cl_nope/version', undefined], [`/${prod.id}/no/such/path`, 'revoked-token']] as const) {
      const answer = await call(path, { token });
      expect(answer.status, path).toBe(401);
      expect(answer.body).toEqual(UNAUTHORIZED);
    }
    expect((await call(`/${prod.id}/version`, { token: '' })).status).toBe(401);
  });

  it("answers another cluster's id, an unknown cluster and an unknown path with the same 404", async () => {
    const answers = [
      await call(`/${staging.id}/api/v1/nodes`, { token: 'prod-token' }),
      await call(`/${deletedId}/api/v1/nodes`, { token: 'deleted-token' }),
      await asProd('/api/v1/secrets'),
      await asProd('/api/v1/namespaces/default/pods/x/log'),
    ];
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([404, NOT_FOUND]);
  });

  it('answers 500 with an InternalError Status when the cluster lookup fails, and reports the error', async () => {
    const answer = await call('/cl_broken/version', { token: 'prod-token' });
    expect([answer.status, answer.body.reason]).toEqual([500, 'InternalError']);
    expect(failures.at(-1)).toEqual(new Error('store down'));
  });
});

describe('version and discovery', () => {
  it("serves /version with the cluster's patch release", async () => {
    const { status, body } = await asProd('/version');
    expect(status).toBe(200);
    expect(body).toMatchObject({ major: '1', minor: '37', gitVersion: 'v1.37.3', platform: 'linux/amd64' });
    expect((await call(`/${staging.id}/version`, { token: 'staging-token' })).body.gitVersion).toBe('v1.36.7');
  });

  it('serves aggregated discovery when asked first, with nodes, namespaces and pods', async () => {
    const api = await asProd('/api', { accept: KUBECTL_DISCOVERY });
    expect(api.contentType).toBe('application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList');
    const resources = api.body.items[0].versions[0].resources;
    expect(resources.map((resource: { resource: string; scope: string }) => [resource.resource, resource.scope])).toEqual([
      ['namespaces', 'Cluster'], ['nodes', 'Cluster'], ['pods', 'Namespaced'],
    ]);
    expect((await asProd('/apis', { accept: KUBECTL_DISCOVERY })).body.items).toEqual([]);
  });

  it('serves legacy discovery to older clients', async () => {
    expect((await asProd('/api')).body).toMatchObject({ kind: 'APIVersions', versions: ['v1'] });
    expect((await asProd('/apis')).body).toEqual({ kind: 'APIGroupList', apiVersion: 'v1', groups: [] });
    const core = await asProd('/api/v1');
    expect(core.body.resources.map((resource: { name: string; namespaced: boolean; shortNames: string[] }) => [resource.name, resource.namespaced, resource.shortNames])).toEqual([
      ['namespaces', false, ['ns']], ['nodes', false, ['no']], ['pods', true, ['po']],
    ]);
  });
});

const headers = (table: { columnDefinitions: { name: string; priority: number }[] }, priority = 0) =>
  table.columnDefinitions.filter((column) => column.priority === priority).map((column) => column.name);

describe('tables for kubectl get', () => {
  it('prints nodes with the columns kubectl shows for real clusters', async () => {
    const { status, contentType, body } = await asProd('/api/v1/nodes?limit=500', { accept: KUBECTL_GET });
    expect([status, contentType, body.kind, body.apiVersion]).toEqual([200, TABLE_V1, 'Table', 'meta.k8s.io/v1']);
    expect(headers(body)).toEqual(['Name', 'Status', 'Roles', 'Age', 'Version']);
    expect(headers(body, 1)).toEqual(['Internal-IP', 'External-IP', 'OS-Image', 'Kernel-Version', 'Container-Runtime']);
    expect(body.rows).toHaveLength(6);
    expect(body.rows[0].cells).toEqual([
      'prod-eu-general-0', 'Ready', '<none>', '2d23h', 'v1.37.3', '10.16.0.10', '<none>', 'Debian GNU/Linux 13 (trixie)', '6.12.57+deb13-cloud-amd64', 'containerd://2.1.4',
    ]);
    expect(body.rows[0].object).toMatchObject({ kind: 'PartialObjectMetadata', apiVersion: 'meta.k8s.io/v1', metadata: { name: 'prod-eu-general-0' } });
  });

  it('prints namespaces with NAME, STATUS and AGE', async () => {
    const { body } = await asProd('/api/v1/namespaces?limit=500', { accept: KUBECTL_GET });
    expect(headers(body)).toEqual(['Name', 'Status', 'Age']);
    expect(body.rows.map((row: { cells: string[] }) => row.cells.slice(0, 2))).toContainEqual(['monitoring', 'Active']);
  });

  it('prints pods of all namespaces with the metadata kubectl -A reads the NAMESPACE column from', async () => {
    const { body } = await asProd('/api/v1/pods?limit=500', { accept: KUBECTL_GET });
    expect(headers(body)).toEqual(['Name', 'Ready', 'Status', 'Restarts', 'Age']);
    expect(headers(body, 1)).toEqual(['IP', 'Node', 'Nominated Node', 'Readiness Gates']);
    const prometheus = body.rows.find((row: { cells: string[] }) => row.cells[0] === 'prometheus-0');
    expect(prometheus.cells.slice(0, 5)).toEqual(['prometheus-0', '2/2', 'Running', '0', '2d23h']);
    expect(prometheus.object.metadata.namespace).toBe('monitoring');
    expect(new Set(body.rows.map((row: { object: { metadata: { namespace: string } } }) => row.object.metadata.namespace))).toEqual(
      new Set(['kube-system', 'monitoring', 'cert-manager', 'traefik', 'gpu-operator']),
    );
  });

  it('embeds the whole object or nothing when includeObject says so, and answers v1beta1 tables', async () => {
    expect((await asProd('/api/v1/nodes?includeObject=Object', { accept: KUBECTL_GET })).body.rows[0].object.kind).toBe('Node');
    expect((await asProd('/api/v1/nodes?includeObject=None', { accept: KUBECTL_GET })).body.rows[0].object).toBeUndefined();
    const beta = await asProd('/api/v1/nodes', { accept: 'application/json;as=Table;v=v1beta1;g=meta.k8s.io' });
    expect([beta.contentType, beta.body.apiVersion]).toEqual(['application/json;as=Table;v=v1beta1;g=meta.k8s.io', 'meta.k8s.io/v1beta1']);
  });
});

describe('objects, selectors and pages', () => {
  it('lists plain JSON with list kinds, and single objects by name', async () => {
    const list = await asProd('/api/v1/nodes');
    expect([list.contentType, list.body.kind, list.body.items.length, list.body.items[0].kind]).toEqual(['application/json', 'NodeList', 6, undefined]);
    const node = await asProd('/api/v1/nodes/prod-eu-gpu-0');
    expect([node.body.kind, node.body.status.capacity['nvidia.com/gpu']]).toEqual(['Node', '1']);
    const pod = await asProd('/api/v1/namespaces/monitoring/pods/prometheus-0');
    expect([pod.body.kind, pod.body.metadata.namespace, pod.body.status.phase]).toEqual(['Pod', 'monitoring', 'Running']);
    expect((await asProd('/api/v1/namespaces/kube-system', { accept: KUBECTL_GET })).body.rows).toHaveLength(1);
  });

  it('answers a missing object with the NotFound Status kubectl prints', async () => {
    const { status, body } = await asProd('/api/v1/nodes/nope', { accept: KUBECTL_GET });
    expect(status).toBe(404);
    expect(body).toMatchObject({ kind: 'Status', reason: 'NotFound', message: 'nodes "nope" not found', details: { name: 'nope', kind: 'nodes' } });
    expect((await asProd('/api/v1/namespaces/default/pods/prometheus-0')).status).toBe(404);
  });

  it('lists one namespace, and nothing for a namespace that does not exist', async () => {
    const system = await asProd('/api/v1/namespaces/kube-system/pods');
    expect(system.body.items.every((pod: { metadata: { namespace: string } }) => pod.metadata.namespace === 'kube-system')).toBe(true);
    expect(system.body.items).toHaveLength(2 + 1 + 6 + 6);
    expect((await asProd('/api/v1/namespaces/nope/pods')).body.items).toEqual([]);
  });

  it('filters by label and by the fields kubectl describe sends', async () => {
    const dns = await asProd('/api/v1/pods?labelSelector=k8s-app%3Dkube-dns');
    expect(dns.body.items.map((pod: { metadata: { name: string } }) => pod.metadata.name)).toEqual([expect.stringMatching(/^coredns-/), expect.stringMatching(/^coredns-/)]);
    const onGpu = await asProd(`/api/v1/pods?fieldSelector=${encodeURIComponent('spec.nodeName=prod-eu-gpu-0,status.phase!=Failed,status.phase!=Succeeded')}`);
    expect(onGpu.body.items.length).toBeGreaterThan(3);
    expect(onGpu.body.items.every((pod: { spec: { nodeName: string } }) => pod.spec.nodeName === 'prod-eu-gpu-0')).toBe(true);
    const refused = await asProd('/api/v1/pods?fieldSelector=spec.color%3Dred');
    expect([refused.status, refused.body.reason, refused.body.message]).toEqual([400, 'BadRequest', 'field label not supported: spec.color']);
  });

  it('pages with limit and continue, and the pages add up to the whole list', async () => {
    const whole = (await asProd('/api/v1/pods')).body.items.map((pod: { metadata: { name: string } }) => pod.metadata.name);
    const seen: string[] = [];
    let token = '';
    do {
      const page = await asProd(`/api/v1/pods?limit=10${token ? `&continue=${token}` : ''}`, { accept: KUBECTL_GET });
      expect(page.body.rows.length).toBeLessThanOrEqual(10);
      seen.push(...page.body.rows.map((row: { cells: string[] }) => row.cells[0]));
      token = page.body.metadata.continue ?? '';
    } while (token);
    expect(seen).toEqual(whole);
    expect((await asProd('/api/v1/pods?limit=10&continue=garbage')).status).toBe(400);
  });
});

describe('what the simulated cluster refuses', () => {
  it('refuses writes with the Forbidden Status RBAC would give', async () => {
    const create = await asProd('/api/v1/namespaces/default/pods', { method: 'POST' });
    expect([create.status, create.body.reason]).toEqual([403, 'Forbidden']);
    expect(create.body.message).toBe('pods is forbidden: User "alice@example.eu" cannot create resource "pods" in API group "" in the namespace "default": the simulated cluster is read-only');
    const drain = await asProd('/api/v1/nodes/prod-eu-gpu-0', { method: 'DELETE' });
    expect([drain.status, drain.body.message]).toEqual([403, expect.stringContaining('nodes "prod-eu-gpu-0" is forbidden: User "alice@example.eu" cannot delete resource "nodes"')]);
    // Still read-only afterwards.
    expect((await asProd('/api/v1/nodes')).body.items).toHaveLength(6);
  });

  it('answers 405 for other methods on discovery, for watches, and 406 for media types it cannot write', async () => {
    expect((await asProd('/version', { method: 'POST' })).body).toMatchObject({ code: 405, reason: 'MethodNotAllowed' });
    expect((await asProd('/api/v1/pods?watch=true')).status).toBe(405);
    const protobuf = await asProd('/api/v1/nodes', { accept: 'application/vnd.kubernetes.protobuf' });
    expect([protobuf.status, protobuf.body.reason]).toEqual([406, 'NotAcceptable']);
  });
});
