import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startKubernetesApi, type KubernetesApiHarness } from '../../../test/support/k8s-api-harness.ts';
import { CREATED_AT, productionCluster } from '../../../test/support/simulated-clusters.ts';
import { TABLE_V1 } from './media-types.ts';

// What the API serves besides objects: access reviews (JSON and the protobuf kubectl sends),
// health checks (also at the host's root, found by the token), logs, metrics, the console's
// events, and watches that deliver the console's changes. The clock is fixed.

const NOW = new Date('2026-11-05T08:00:00Z');
const prod = productionCluster({ addonIds: ['monitoring', 'cert-manager', 'traefik', 'kyverno'] });
let api: KubernetesApiHarness;
let base: string;

beforeAll(async () => {
  api = await startKubernetesApi({
    clusters: [prod],
    credentials: { token: { clusterId: prod.id, userName: 'ada' } },
    now: () => NOW,
    caCertificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
  });
  base = `${api.origin}/k8s/${prod.id}`;
});
afterAll(() => api.close());

const get = (path: string, accept?: string) => call(`${base}${path}`, { token: 'token', accept });
const post = (path: string, body: unknown) =>
  call(`${base}${path}`, {
    token: 'token',
    method: 'POST',
    body: JSON.stringify(body),
    contentType: 'application/json',
  });

/** Kubernetes protobuf, as kubectl's typed clients send a review: `k8s\0` and a runtime.Unknown. */
function protobufReview(kind: string, spec: Buffer): Buffer {
  const varint = (value: number) => {
    const bytes: number[] = [];
    for (let left = value; ; left = Math.floor(left / 128)) {
      if (left < 128) return Buffer.from([...bytes, left]);
      bytes.push((left % 128) | 128);
    }
  };
  const field = (number: number, bytes: Buffer) => Buffer.concat([varint(number * 8 + 2), varint(bytes.length), bytes]);
  const text = (number: number, value: string) => field(number, Buffer.from(value));
  const raw = Buffer.concat([field(1, Buffer.alloc(0)), field(2, spec)]);
  return Buffer.concat([
    Buffer.from('k8s\0'),
    field(1, Buffer.concat([text(1, 'authorization.k8s.io/v1'), text(2, kind)])),
    field(2, raw),
    text(4, ''),
  ]);
}

describe('access reviews', () => {
  const review = (resourceAttributes: Record<string, string>) =>
    post('/apis/authorization.k8s.io/v1/selfsubjectaccessreviews', {
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SelfSubjectAccessReview',
      spec: { resourceAttributes },
    });

  it('allows reading (secrets too, which come without their data), refuses writes, with the reasons kubectl auth can-i prints', async () => {
    const list = await review({ verb: 'list', resource: 'pods', namespace: 'default' });
    expect([list.status, list.body.kind, list.body.status]).toEqual([
      201,
      'SelfSubjectAccessReview',
      { allowed: true },
    ]);
    expect((await review({ verb: 'watch', group: 'apps', resource: 'deployments' })).body.status).toEqual({
      allowed: true,
    });
    expect((await review({ verb: 'get', resource: 'pods', subresource: 'log' })).body.status).toEqual({
      allowed: true,
    });
    expect((await review({ verb: 'create', group: 'apps', resource: 'deployments' })).body.status).toEqual({
      allowed: false,
      reason: 'the simulated cluster is read-only',
    });
    expect((await review({ verb: 'list', resource: 'secrets' })).body.status).toEqual({ allowed: true });
    expect((await review({ verb: 'get', group: 'rbac.authorization.k8s.io', resource: 'roles' })).body.status).toEqual({
      allowed: false,
    });
    const health = await post('/apis/authorization.k8s.io/v1/selfsubjectaccessreviews', {
      spec: { nonResourceAttributes: { verb: 'get', path: '/readyz' } },
    });
    expect(health.body.status).toEqual({ allowed: true });
  });

  it('reads the protobuf body kubectl sends', async () => {
    const attributes = Buffer.concat(
      [
        [1, 'kube-system'],
        [2, 'delete'],
        [5, 'pods'],
      ].map(([number, value]) =>
        Buffer.concat([Buffer.from([(number as number) * 8 + 2, String(value).length]), Buffer.from(String(value))]),
      ),
    );
    const spec = Buffer.concat([Buffer.from([1 * 8 + 2, attributes.length]), attributes]);
    const answer = await call(`${base}/apis/authorization.k8s.io/v1/selfsubjectaccessreviews`, {
      token: 'token',
      method: 'POST',
      body: protobufReview('SelfSubjectAccessReview', spec),
      contentType: 'application/vnd.kubernetes.protobuf',
    });
    expect([answer.status, answer.body.spec.resourceAttributes, answer.body.status]).toEqual([
      201,
      { namespace: 'kube-system', verb: 'delete', resource: 'pods' },
      { allowed: false, reason: 'the simulated cluster is read-only' },
    ]);
    const garbage = await call(`${base}/apis/authorization.k8s.io/v1/selfsubjectaccessreviews`, {
      token: 'token',
      method: 'POST',
      body: Buffer.from('k8s\0\xff\xff'),
      contentType: 'application/vnd.kubernetes.protobuf',
    });
    expect([garbage.status, garbage.body.reason]).toEqual([400, 'BadRequest']);
  });

  it('lists the rules for can-i --list and says who the holder is', async () => {
    const rules = await post('/apis/authorization.k8s.io/v1/selfsubjectrulesreviews', {
      spec: { namespace: 'default' },
    });
    expect(rules.body.status.incomplete).toBe(false);
    expect(rules.body.status.resourceRules).toContainEqual({
      verbs: ['get', 'list', 'watch'],
      apiGroups: ['apps'],
      resources: ['daemonsets', 'deployments', 'replicasets', 'statefulsets'],
    });
    expect(rules.body.status.resourceRules.flatMap((rule: { resources: string[] }) => rule.resources)).toContain(
      'secrets',
    );
    const whoami = await post('/apis/authentication.k8s.io/v1/selfsubjectreviews', {
      apiVersion: 'authentication.k8s.io/v1',
      kind: 'SelfSubjectReview',
    });
    expect([whoami.status, whoami.body.status.userInfo]).toEqual([
      201,
      { username: 'ada', groups: ['sovereign:read-only', 'system:authenticated'] },
    ]);
    expect((await post('/apis/authorization.k8s.io/v1/selfsubjectaccessreviews', { spec: {} })).status).toBe(400);
  });
});

describe('health checks', () => {
  it('answers ok, every check with verbose, and one check by name, below the endpoint and at the root', async () => {
    for (const url of [`${base}/healthz`, `${base}/livez`, `${api.origin}/readyz`, `${api.origin}/healthz`]) {
      const answer = await call(url, { token: 'token' });
      expect([url, answer.status, answer.text, answer.contentType]).toEqual([
        url,
        200,
        'ok',
        'text/plain; charset=utf-8',
      ]);
    }
    const verbose = await call(`${api.origin}/readyz?verbose`, { token: 'token' });
    expect(verbose.text).toMatch(/^\[\+\]ping ok\n[\s\S]*\[\+\]informer-sync ok\n[\s\S]*readyz check passed\n$/);
    expect((await get('/readyz/etcd')).text).toBe('ok');
    expect((await get('/readyz/nope')).status).toBe(404);
    expect((await call(`${api.origin}/healthz`)).status).toBe(401);
  });

  it('reports a cluster that is not serving as not ready, but alive', async () => {
    api.clusters.set(prod.id, { ...prod, status: 'failed' });
    try {
      const ready = await get('/readyz?verbose');
      expect([ready.status, ready.text]).toEqual([
        500,
        expect.stringContaining('[-]informer-sync failed: reason withheld'),
      ]);
      expect((await get('/livez')).status).toBe(200);
      expect((await get('/apis/metrics.k8s.io/v1beta1/nodes')).body).toMatchObject({
        code: 503,
        reason: 'ServiceUnavailable',
      });
    } finally {
      api.clusters.set(prod.id, prod);
    }
  });
});

describe('logs', () => {
  const log = (path: string) => get(`/api/v1/namespaces/${path}`);

  it("prints a container's lines, the same on every request, with tail, timestamps and since", async () => {
    const whole = await log('monitoring/pods/prometheus-0/log?container=prometheus');
    expect([whole.status, whole.contentType]).toEqual([200, 'text/plain']);
    const lines = whole.text.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^time="2026-11-02T08:00:\d\d\.\d{3}Z" level=info caller=main\.go:\d+ msg="Starting Prometheus Server" mode=server version="\(version=3\.5\.0, branch=HEAD\)"$/,
    );
    expect(lines.length).toBeGreaterThan(30); // three days of a two-hourly line
    expect((await log('monitoring/pods/prometheus-0/log?container=prometheus')).text).toBe(whole.text);
    expect(
      (await log('monitoring/pods/prometheus-0/log?container=prometheus&tailLines=2')).text.trimEnd().split('\n'),
    ).toEqual(lines.slice(-2));
    const stamped = (await log('monitoring/pods/prometheus-0/log?container=prometheus&tailLines=1&timestamps=true'))
      .text;
    expect(stamped).toMatch(/^2026-11-0\dT\d\d:\d\d:\d\d\.\d{9}Z time="/);
    const recent = (await log('monitoring/pods/prometheus-0/log?container=prometheus&sinceSeconds=7200')).text
      .trimEnd()
      .split('\n');
    expect(recent.length).toBeLessThanOrEqual(2);
    expect((await log('monitoring/pods/prometheus-0/log?container=prometheus&limitBytes=20')).text).toHaveLength(20);
  });

  it('asks for the container of a pod with several, and refuses unknown containers and previous runs', async () => {
    const unnamed = await log('monitoring/pods/prometheus-0/log');
    expect([unnamed.status, unnamed.body.message]).toEqual([
      400,
      'a container name must be specified for pod prometheus-0, choose one of: [prometheus config-reloader]',
    ]);
    expect((await log('monitoring/pods/prometheus-0/log?container=nope')).body.message).toBe(
      'container nope is not valid for pod prometheus-0',
    );
    expect((await log('monitoring/pods/prometheus-0/log?container=prometheus&previous=true')).body.message).toBe(
      'previous terminated container "prometheus" in pod "prometheus-0" not found',
    );
    expect((await log('monitoring/pods/nope/log')).body.message).toBe('pods "nope" not found');
    const pods = (await get('/api/v1/namespaces/kube-system/pods?labelSelector=k8s-app%3Dkube-dns')).body.items;
    expect((await log(`kube-system/pods/${pods[0].metadata.name}/log`)).text).toMatch(
      /^\.:53\n\[INFO\] plugin\/reload: Running configuration SHA512 = [0-9a-f]{128}\nCoreDNS-1\.12\.1\n/,
    );
  });

  it('keeps a followed log open after the lines so far', async () => {
    const controller = new AbortController();
    const response = await fetch(
      `${base}/api/v1/namespaces/monitoring/pods/prometheus-0/log?container=config-reloader&follow=true`,
      { headers: { authorization: 'Bearer token' }, signal: controller.signal },
    );
    // Streamed: no length announced, so the lines to come can follow.
    expect([response.headers.get('transfer-encoding'), response.headers.get('content-length')]).toEqual([
      'chunked',
      null,
    ]);
    const { value } = await response.body!.getReader().read();
    expect(new TextDecoder().decode(value)).toContain('Starting prometheus-config-reloader');
    controller.abort();
  });
});

describe('metrics', () => {
  it('serves node and pod metrics as metrics-server does, each node using at least what its pods use', async () => {
    const nodes = (await get('/apis/metrics.k8s.io/v1beta1/nodes')).body;
    expect([nodes.kind, nodes.apiVersion, nodes.items.length]).toEqual([
      'NodeMetricsList',
      'metrics.k8s.io/v1beta1',
      6,
    ]);
    expect(nodes.items[0]).toMatchObject({
      metadata: { name: 'prod-eu-general-0' },
      window: '15s',
      usage: { cpu: expect.stringMatching(/^\d+n$/), memory: expect.stringMatching(/^\d+Ki$/) },
    });
    const pods = (await get('/apis/metrics.k8s.io/v1beta1/pods')).body.items;
    const onNode = (await get('/api/v1/pods?fieldSelector=spec.nodeName%3Dprod-eu-general-0')).body.items.map(
      (pod: { metadata: { name: string } }) => pod.metadata.name,
    );
    const podsCpu = pods
      .filter((pod: { metadata: { name: string } }) => onNode.includes(pod.metadata.name))
      .flatMap((pod: { containers: { usage: { cpu: string } }[] }) =>
        pod.containers.map((container) => Number.parseInt(container.usage.cpu, 10)),
      )
      .reduce((sum: number, cpu: number) => sum + cpu, 0);
    expect(Number.parseInt(nodes.items[0].usage.cpu, 10)).toBeGreaterThan(podsCpu);
    const prometheus = (await get('/apis/metrics.k8s.io/v1beta1/namespaces/monitoring/pods/prometheus-0')).body;
    expect(prometheus.containers.map((container: { name: string }) => container.name)).toEqual([
      'prometheus',
      'config-reloader',
    ]);
    expect((await get('/apis/metrics.k8s.io/v1beta1/nodes')).body).toEqual(nodes);
  });
});

describe("the console's events", () => {
  it('serves them as Events about the cluster, Warning for failures, credential events left out', async () => {
    api.events.set(prod.id, [
      { id: 'e1', at: '2026-11-05T07:58:00Z', type: 'info', message: 'Change requested: node pools: 6 → 7 nodes.' },
      { id: 'e2', at: '2026-11-05T07:58:01Z', type: 'phase', message: 'Node pools: started.' },
      { id: 'e3', at: '2026-11-05T07:58:02Z', type: 'credential', message: 'Kubeconfig issued to Ada for 1 h.' },
      {
        id: 'e4',
        at: '2026-11-05T07:59:00Z',
        type: 'failure',
        message: 'Not enough gp-4-16 capacity in fr-par-1 right now.',
      },
    ]);
    const table = (await get('/api/v1/events', TABLE_V1)).body;
    expect(table.rows.map((row: { cells: string[] }) => row.cells.slice(0, 4).concat(row.cells[6] ?? ''))).toEqual([
      ['2m', 'Normal', 'ChangeRequested', 'cluster/prod-eu', 'Change requested: node pools: 6 → 7 nodes.'],
      ['119s', 'Normal', 'PhaseStarted', 'cluster/prod-eu', 'Node pools: started.'],
      ['60s', 'Warning', 'OperationFailed', 'cluster/prod-eu', 'Not enough gp-4-16 capacity in fr-par-1 right now.'],
    ]);
    expect(table.rows[0].object.metadata.namespace).toBe('default');
    const filtered = (
      await get(`/api/v1/events?fieldSelector=${encodeURIComponent('type=Warning,involvedObject.kind=Cluster')}`)
    ).body.items;
    expect(filtered.map((event: { reason: string }) => event.reason)).toEqual(['OperationFailed']);
  });
});

describe('configuration', () => {
  it("puts the cluster CA in every namespace's kube-root-ca.crt, and the add-ons' configuration in theirs", async () => {
    const roots = (await get('/api/v1/configmaps?fieldSelector=metadata.name%3Dkube-root-ca.crt')).body.items;
    expect(roots.map((configMap: { metadata: { namespace: string } }) => configMap.metadata.namespace)).toEqual([
      'cert-manager',
      'default',
      'kube-node-lease',
      'kube-public',
      'kube-system',
      'kyverno',
      'monitoring',
      'traefik',
    ]);
    expect(roots[0].data['ca.crt']).toContain('BEGIN CERTIFICATE');
    expect((await get('/api/v1/namespaces/kube-system/configmaps/coredns')).body.data.Corefile).toContain(
      'kubernetes cluster.local in-addr.arpa ip6.arpa',
    );
    expect((await get('/api/v1/namespaces/monitoring/serviceaccounts/prometheus')).body.kind).toBe('ServiceAccount');
  });

  it('shows the runs of CronJobs as Jobs: the one just started, and the last one Completed', async () => {
    // 08:00:00 is a run of */10: it has just started, and the 07:50 run is kept until it succeeds.
    const cronJobs = (await get('/apis/batch/v1/namespaces/kyverno/cronjobs', TABLE_V1)).body;
    expect(cronJobs.rows.map((row: { cells: unknown[] }) => row.cells.slice(0, 6))).toEqual([
      ['kyverno-cleanup-admission-reports', '*/10 * * * *', '<none>', 'False', 1, '0s'],
      ['kyverno-cleanup-cluster-admission-reports', '*/10 * * * *', '<none>', 'False', 1, '0s'],
    ]);
    const [previous, latest] = ['2026-11-05T07:50:00Z', '2026-11-05T08:00:00Z'].map((at) =>
      Math.floor(Date.parse(at) / 60_000),
    );
    const jobs = (await get('/apis/batch/v1/namespaces/kyverno/jobs', TABLE_V1)).body;
    expect(jobs.rows.map((row: { cells: unknown[] }) => row.cells.slice(0, 4))).toEqual([
      [`kyverno-cleanup-admission-reports-${previous}`, 'Complete', '1/1', '4s'],
      [`kyverno-cleanup-admission-reports-${latest}`, 'Running', '0/1', '0s'],
      [`kyverno-cleanup-cluster-admission-reports-${previous}`, 'Complete', '1/1', '3s'],
      [`kyverno-cleanup-cluster-admission-reports-${latest}`, 'Running', '0/1', '0s'],
    ]);
    const podsOf = async (job: string) =>
      (
        await get(
          `/api/v1/namespaces/kyverno/pods?labelSelector=${encodeURIComponent(`batch.kubernetes.io/job-name=${job}`)}`,
          TABLE_V1,
        )
      ).body.rows.map((row: { cells: unknown[] }) => row.cells.slice(1, 3));
    expect(await podsOf(`kyverno-cleanup-admission-reports-${previous}`)).toEqual([['0/1', 'Completed']]);
    expect(await podsOf(`kyverno-cleanup-admission-reports-${latest}`)).toEqual([['1/1', 'Running']]);
  });

  it("renews every node's lease every 10 s, the last renewal no later than now", async () => {
    const lease = (await get('/apis/coordination.k8s.io/v1/namespaces/kube-node-lease/leases/prod-eu-gpu-0')).body;
    expect(lease.spec).toMatchObject({ holderIdentity: 'prod-eu-gpu-0', leaseDurationSeconds: 40 });
    const renewed = Date.parse(lease.spec.renewTime);
    expect(NOW.getTime() - renewed).toBeGreaterThanOrEqual(0);
    expect(NOW.getTime() - renewed).toBeLessThan(10_000);
    expect(lease.metadata.ownerReferences[0]).toMatchObject({ kind: 'Node', name: 'prod-eu-gpu-0' });
    expect(Date.parse(lease.metadata.creationTimestamp)).toBeGreaterThan(Date.parse(CREATED_AT));
  });
});
