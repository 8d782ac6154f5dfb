import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.ts';
import { PAY_WITH_CARD as CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { WAIT_MS } from '../support/budgets.ts';
import { testClusterSpec } from '../support/builders.ts';

// Phases of 0.3 s: a cluster is running in about 1.5 s.
const FAST = { SIMULATED_PHASE_SECONDS: '0.3' };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(FAST);
});
afterAll(async () => {
  await server.stop();
});

const spec = (name: string, extra: Record<string, unknown> = {}) => ({
  ...testClusterSpec({ name, kubernetesVersion: '1.36', haControlPlane: true, addonIds: ['monitoring'] }),
  ...extra,
});

const customer = (base = server.url) => registeredCustomer(base);

/** Orders and pays a cluster; resolves with the cluster id once fulfilment created it. */
async function buyCluster(client: ApiClient, name: string, extra: Record<string, unknown> = {}) {
  const order = await client.post('/api/orders', {
    kind: 'cluster',
    cluster: spec(name, extra),
    currency: 'EUR',
    billingCycle: 'monthly',
  });
  expect(order.status, JSON.stringify(order.json)).toBe(201);
  expect((await client.post(`/api/orders/${order.json.id}/pay`, { ...CARD, save: true })).status).toBe(200);
  const withCluster = await until(
    () => client.get(`/api/orders/${order.json.id}`).then((r) => r.json),
    (o) => Boolean(o.clusterId),
  );
  return { orderId: order.json.id as string, clusterId: withCluster.clusterId as string };
}

const clusterOf = (client: ApiClient, id: string) => client.get(`/api/clusters/${id}`).then((r) => r.json);

describe('clusters', () => {
  it('provisions a paid cluster phase by phase to running, and completes its order', async () => {
    const client = await customer();
    const { orderId, clusterId } = await buyCluster(client, 'shop-prod');
    const seen = new Set<string>();
    const running = await until(
      () => clusterOf(client, clusterId),
      (c) => {
        if (c.phase) seen.add(c.phase);
        return c.status === 'running';
      },
    );
    expect(running).toMatchObject({
      name: 'shop-prod',
      status: 'running',
      progress: 100,
      phase: null,
      orderId,
      patchVersion: '1.36.7',
    });
    // The plain-http test console's endpoint is its https twin on the same port, as kubeconfigs name it.
    expect(running.endpoint).toBe(`${server.url.replace('http://127.0.0.1', 'https://localhost')}/k8s/${clusterId}`);
    expect(running.phases.map((p: { phase: string; status: string }) => [p.phase, p.status])).toEqual([
      ['network', 'done'],
      ['control-plane', 'done'],
      ['node-pools', 'done'],
      ['addons', 'done'],
      ['health-check', 'done'],
    ]);
    expect(running.monthlyUsdCents).toBe(14_900 + 1900);
    const order = await until(
      () => client.get(`/api/orders/${orderId}`).then((r) => r.json),
      (o) => o.status === 'completed',
    );
    expect(order.events.some((e: { type: string }) => e.type === 'progress')).toBe(true);
    const events = (await client.get(`/api/clusters/${clusterId}/events`)).json.map(
      (e: unknown) => (e as { message: string }).message,
    );
    expect(events).toContain('Network: started.');
    expect(events.some((m: string) => /Health check: done/.test(m))).toBe(true);
    expect((await client.get('/api/clusters')).json.map((c: unknown) => (c as { id: string }).id)).toEqual([clusterId]);
    expect((await client.get('/api/sidebar-counts')).json).toMatchObject({ clusters: 1, orders: { total: 1 } });
  });

  it('keeps another organization out of every cluster route', async () => {
    const client = await customer();
    const { clusterId } = await buyCluster(client, 'private-one');
    const other = await customer();
    for (const [method, path, body] of [
      ['GET', `/api/clusters/${clusterId}`],
      ['GET', `/api/clusters/${clusterId}/events`],
      ['GET', `/api/clusters/${clusterId}/kubeconfigs`],
      ['POST', `/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 1 }],
      ['PATCH', `/api/clusters/${clusterId}`, { kubernetesVersion: '1.37' }],
      ['DELETE', `/api/clusters/${clusterId}`, { confirmName: 'private-one' }],
      ['POST', `/api/clusters/${clusterId}/preview`, { kubernetesVersion: '1.37' }],
    ] as const) {
      expect((await other.request(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await other.get('/api/clusters')).json).toEqual([]);
  });

  it('refuses a second cluster with a name in use, and changes to a cluster that is not running', async () => {
    const client = await customer();
    const { clusterId } = await buyCluster(client, 'dupe');
    const patch = await client.patch(`/api/clusters/${clusterId}`, { kubernetesVersion: '1.37' });
    expect([202, 409]).toContain(patch.status);
    await until(
      () => clusterOf(client, clusterId),
      (c) => c.status === 'running',
    );
    const again = await client.post('/api/orders', {
      kind: 'cluster',
      cluster: spec('dupe'),
      currency: 'EUR',
      billingCycle: 'monthly',
    });
    expect(again.status).toBe(201);
    await client.post(`/api/orders/${again.json.id}/pay`, CARD);
    const failed = await until(
      () => client.get(`/api/orders/${again.json.id}`).then((r) => r.json),
      (o) => o.status === 'failed',
    );
    expect(failed.failureReason).toMatch(/already has a cluster with this name/);
    expect(failed.creditNoteId).toBeTruthy();
  });

  it('scales, upgrades one minor at a time, and previews the cost first', async () => {
    const client = await customer();
    const { clusterId } = await buyCluster(client, 'scaler');
    const running = await until(
      () => clusterOf(client, clusterId),
      (c) => c.status === 'running',
    );
    const bigger = { nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 5 }] };
    const listed = async () =>
      ((await client.get('/api/clusters')).json as { id: string }[]).find((c) => c.id === clusterId);
    const before = await listed();
    const preview = (await client.post(`/api/clusters/${clusterId}/preview`, bigger)).json;
    expect(preview.newMonthlyUsdCents - preview.currentMonthlyUsdCents).toBe(2 * 2402);
    expect(preview.proratedUsdCents).toBeGreaterThanOrEqual(0);
    expect(preview.proratedUsdCents).toBeLessThanOrEqual(2 * 2402);
    const skipped = await client.patch(`/api/clusters/${clusterId}`, { kubernetesVersion: '1.35' });
    expect(skipped.status).toBe(400);
    expect(skipped.json.fields.kubernetesVersion).toMatch(/one minor version at a time/);
    const addAddon = await client.patch(`/api/clusters/${clusterId}`, { addonIds: ['monitoring', 'falco'] });
    expect(addAddon.json.fields.addonIds).toMatch(/through an order/);
    const accepted = await client.patch(`/api/clusters/${clusterId}`, { ...bigger, kubernetesVersion: '1.37' });
    expect(accepted.status).toBe(202);
    expect(accepted.json.status).toBe('updating');
    expect((await client.patch(`/api/clusters/${clusterId}`, bigger)).status).toBe(409);
    const done = await until(
      () => clusterOf(client, clusterId),
      (c) => c.status === 'running',
    );
    expect(done).toMatchObject({ kubernetesVersion: '1.37', patchVersion: '1.37.3', nodePools: bigger.nodePools });
    // The list read before the change shows the cluster as it is now, with its new price.
    expect(before).toMatchObject({
      status: 'running',
      kubernetesVersion: '1.36',
      monthlyUsdCents: running.monthlyUsdCents,
    });
    expect(done.monthlyUsdCents - running.monthlyUsdCents).toBe(2 * 2402);
    expect(await listed()).toMatchObject({
      status: 'running',
      kubernetesVersion: '1.37',
      patchVersion: '1.37.3',
      nodePools: bigger.nodePools,
      monthlyUsdCents: done.monthlyUsdCents,
    });
  });

  it('issues kubeconfigs for 1 hour to 90 days, lists them without secrets, and revokes them', async () => {
    const client = await customer();
    const { clusterId } = await buyCluster(client, 'creds');
    await until(
      () => clusterOf(client, clusterId),
      (c) => c.status === 'running',
    );
    expect((await client.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 0 })).status).toBe(400);
    expect((await client.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 2161 })).status).toBe(400);
    const issued = await client.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 24 });
    expect(issued.status).toBe(201);
    const token = /"?token"?:\s*"?(k8s_[A-Za-z0-9_-]{43})/.exec(issued.json.kubeconfig)?.[1];
    expect(token).toBeTruthy();
    const inventory = await client.get(`/api/clusters/${clusterId}/kubeconfigs`);
    expect(inventory.json).toEqual([
      expect.objectContaining({ id: issued.json.id, revokedAt: null, lastUsedAt: null }),
    ]);
    expect(inventory.text).not.toContain(token);
    expect((await client.delete(`/api/clusters/${clusterId}/kubeconfigs/${issued.json.id}`)).status).toBe(204);
    expect(
      ((await client.get(`/api/clusters/${clusterId}/kubeconfigs`)).json[0] as { revokedAt: string | null }).revokedAt,
    ).not.toBeNull();
    const events = (await client.get(`/api/clusters/${clusterId}/events`)).json.map((e: unknown) => {
      const { type, message } = e as { type: string; message: string };
      return `${type}: ${message}`;
    });
    expect(events.filter((m: string) => m.startsWith('credential:'))).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('fails with a reason the customer sees, then a retry finishes the job', async () => {
    const client = await customer();
    const { clusterId } = await buyCluster(client, 'fail-capacity');
    const failed = await until(
      () => clusterOf(client, clusterId),
      (c) => c.status === 'failed',
    );
    expect(failed.failure).toMatchObject({ code: 'node_capacity', phase: 'node-pools' });
    expect(failed.phases.find((p: { phase: string }) => p.phase === 'node-pools').status).toBe('failed');
    expect((await client.post(`/api/clusters/${clusterId}/retry`)).status).toBe(202);
    await until(
      () => clusterOf(client, clusterId),
      (c) => c.status === 'running',
    );
  });

  it('deletes only with the exact name: credentials revoked, then deleted', async () => {
    const client = await customer();
    const { clusterId } = await buyCluster(client, 'goner');
    await until(
      () => clusterOf(client, clusterId),
      (c) => c.status === 'running',
    );
    await client.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 1 });
    const wrong = await client.request('DELETE', `/api/clusters/${clusterId}`, { confirmName: 'Goner' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields.confirmName).toContain('goner');
    const deleting = await client.request('DELETE', `/api/clusters/${clusterId}`, { confirmName: 'goner' });
    expect(deleting.status).toBe(202);
    expect(deleting.json.status).toBe('deleting');
    expect(
      (await client.get(`/api/clusters/${clusterId}/kubeconfigs`)).json.every(
        (k: unknown) => (k as { revokedAt: string | null }).revokedAt,
      ),
    ).toBe(true);
    await until(
      () => clusterOf(client, clusterId),
      (c) => c.status === 'deleted',
    );
    expect((await client.get('/api/clusters')).json).toEqual([]);
  });
});

describe('the clusters list', () => {
  type Row = { id: string; name: string; status: string; phases?: unknown };

  /** Every page of GET /api/clusters from `query`, following X-Next-Cursor. */
  async function pagesOf(client: ApiClient, query: string, between?: (page: number) => Promise<void>) {
    const pages: Row[][] = [];
    let cursor = '';
    for (;;) {
      const response = await client.get(`/api/clusters?${query}${cursor}`);
      expect(response.status, JSON.stringify(response.json)).toBe(200);
      pages.push(response.json as Row[]);
      await between?.(pages.length);
      const next = response.headers.get('x-next-cursor');
      if (!next) return pages;
      cursor = `&cursor=${encodeURIComponent(next)}`;
    }
  }

  it("answers keyset pages of light rows: no duplicate or missing cluster while others are created, never another organization's", async () => {
    const client = await customer();
    const other = await customer();
    const ids: string[] = [];
    for (const name of ['page-a', 'page-b', 'page-c', 'page-d', 'page-e'])
      ids.unshift((await buyCluster(client, name)).clusterId);
    const { clusterId: foreign } = await buyCluster(other, 'page-foreign');

    let added = '';
    const pages = await pagesOf(client, 'limit=2', async (page) => {
      if (page === 1) added = (await buyCluster(client, 'page-late')).clusterId;
    });
    const seen = pages.flat().map((c) => c.id);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(seen).toEqual(ids);
    expect(seen).not.toContain(foreign);
    expect(pages.flat().every((c) => c.phases === undefined)).toBe(true);

    // The new cluster is first on a fresh first page; the detail keeps the phases.
    expect((await pagesOf(client, 'limit=2'))[0]?.[0]?.id).toBe(added);
    expect(Array.isArray((await clusterOf(client, added)).phases)).toBe(true);
    expect((await client.get('/api/clusters')).json).toHaveLength(6);
    expect(((await other.get('/api/clusters')).json as Row[]).map((c) => c.id)).toEqual([foreign]);

    // Filters run on the server, across pages too.
    expect((await pagesOf(client, 'limit=1&q=page-c')).flat().map((c) => c.name)).toEqual(['page-c']);
    expect((await pagesOf(client, 'limit=2&providerId=sovereign')).flat()).toHaveLength(6);
    expect((await pagesOf(client, 'limit=2&tierId=no-such-tier')).flat()).toEqual([]);
    const counts = (await client.get('/api/clusters/counts')).json;
    expect(counts.total).toBe(6);
    expect(Object.values(counts.byStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(6);
    expect((await other.get('/api/clusters/counts')).json.total).toBe(1);
  });

  it('refuses a limit over 100 and a cursor it did not hand out', async () => {
    const client = await customer();
    const tooMany = await client.get('/api/clusters?limit=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.fields).toHaveProperty('limit');
    const forged = await client.get('/api/clusters?cursor=not-a-cursor');
    expect(forged.status).toBe(400);
    expect(forged.json.fields).toHaveProperty('cursor');
  });
});

describe('provisioning across a restart', () => {
  it('resumes where it was when the server stops mid-provisioning', async () => {
    const first = await startServer({ SIMULATED_PHASE_SECONDS: '1' });
    const client = await customer(first.url);
    const { clusterId } = await buyCluster(client, 'survivor');
    await until(
      () => clusterOf(client, clusterId),
      (c) => c.phase === 'control-plane',
    );
    await first.stop();
    const second = await startServer({ SIMULATED_PHASE_SECONDS: '1', PORT: new URL(first.url).port }, first.dataDir);
    try {
      const resumed = new ApiClient(second.url);
      resumed.cookie = client.cookie;
      const done = await until(
        () => clusterOf(resumed, clusterId),
        (c) => c.status === 'running',
        WAIT_MS,
      );
      expect(done.phases.every((p: { status: string }) => p.status === 'done')).toBe(true);
    } finally {
      await second.stop();
    }
  });
});
