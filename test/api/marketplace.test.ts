import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrInstall } from '../../scripts/debian-package.ts';
import { ApiClient } from './api-client.ts';
import { PAY_WITH_CARD as CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';

const kubectlPath = process.env.KUBECTL ?? findOrInstall('kubernetes-client', ['/usr/bin/kubectl']);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.3' });
});
afterAll(async () => {
  await server.stop();
});

const customer = () => registeredCustomer(server.url);

const spec = (name: string, tierId = 'standard', addonIds = ['monitoring']) => ({
  name,
  tierId,
  providerId: 'sovereign',
  regionId: 'fr-par-1',
  kubernetesVersion: '1.37',
  haControlPlane: tierId !== 'economy',
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3 }],
  addonIds,
});

async function order(client: ApiClient, body: Record<string, unknown>) {
  return client.post('/api/orders', { currency: 'EUR', billingCycle: 'monthly', ...body });
}

async function pay(client: ApiClient, orderId: string) {
  const paid = await client.post(`/api/orders/${orderId}/pay`, CARD);
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
}

/** A paid cluster, once it runs. */
async function runningCluster(client: ApiClient, name: string, tierId = 'standard') {
  const created = await order(client, { kind: 'cluster', cluster: spec(name, tierId) });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  await pay(client, created.json.id);
  const { clusterId } = await until(
    () => client.get(`/api/orders/${created.json.id}`).then((r) => r.json),
    (o) => Boolean(o.clusterId),
  );
  await until(
    () => client.get(`/api/clusters/${clusterId}`).then((r) => r.json),
    (c) => c.status === 'running',
  );
  return clusterId as string;
}

const addonsOf = (client: ApiClient, clusterId: string) =>
  client.get(`/api/clusters/${clusterId}/addons`).then((r) => r.json);

function kubectl(kubeconfig: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(kubectlPath, ['--kubeconfig', kubeconfig, '--request-timeout=10s', ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('the marketplace catalogue', () => {
  it('lists the 14 add-ons with what they install and the 13 products, featured first, to anyone', async () => {
    const { status, json } = await new ApiClient(server.url).get('/api/marketplace');
    expect(status).toBe(200);
    const items = json.items as {
      kind: string;
      id: string;
      featured: boolean;
      installs: { namespace: string; workloads: { name: string }[] } | null;
      olderVersions: string[];
    }[];
    expect(items.filter((i) => i.kind === 'addon')).toHaveLength(14);
    expect(items.filter((i) => i.kind === 'product')).toHaveLength(13);
    const firstPlain = items.findIndex((i) => !i.featured);
    expect(items.slice(firstPlain).every((i) => !i.featured)).toBe(true);
    const argo = items.find((i) => i.id === 'argo-cd');
    expect(argo?.installs?.namespace).toBe('argocd');
    expect(argo?.installs?.workloads.map((w) => w.name)).toContain('argocd-server');
    expect(argo?.olderVersions).toEqual(['3.0.12']);
    expect(items.find((i) => i.id === 'harbor')).toMatchObject({
      pricingUnit: 'flat',
      priceMonthlyMicroUsd: 49_000_000,
      installs: null,
    });
  });
});

describe('add-ons on a cluster', () => {
  it('refuses an add-on whose cluster type it does not run on, saying which types it runs on', async () => {
    const client = await customer();
    const created = await order(client, { kind: 'cluster', cluster: spec('eco-shop', 'economy') });
    await pay(client, created.json.id);
    const { clusterId } = await until(
      () => client.get(`/api/orders/${created.json.id}`).then((r) => r.json),
      (o) => Boolean(o.clusterId),
    );
    const refused = await order(client, { kind: 'addon', addon: { clusterId, addonId: 'falco' } });
    expect(refused.status).toBe(400);
    expect(refused.json.fields['addon.addonId']).toBe(
      'Falco runtime security does not run on Economy clusters; it runs on Standard, Enterprise, Data Analytics and AI/ML clusters.',
    );
    const view = await addonsOf(client, clusterId);
    expect(view.available.find((a: { addonId: string }) => a.addonId === 'falco').incompatibleReason).toMatch(
      /does not run on Economy/,
    );
    expect(view.available.find((a: { addonId: string }) => a.addonId === 'argo-cd').incompatibleReason).toBeNull();
    const badVersion = await order(client, {
      kind: 'addon',
      addon: { clusterId, addonId: 'argo-cd', version: '2.0.0' },
    });
    expect(badVersion.status).toBe(400);
    expect(badVersion.json.fields['addon.version']).toBe('Argo CD is offered in 3.1.0, 3.0.12.');
  });

  it('installs through a paid order as a phase with progress, shows its pods to kubectl, upgrades and uninstalls it; other organizations get 404', async () => {
    const client = await customer();
    const clusterId = await runningCluster(client, 'gitops');
    const before = (await client.get(`/api/clusters/${clusterId}`)).json.monthlyUsdCents as number;
    const bought = await order(client, { kind: 'addon', addon: { clusterId, addonId: 'argo-cd', version: '3.0.12' } });
    expect(bought.status, JSON.stringify(bought.json)).toBe(201);
    // On a subscribed cluster it costs the days left in the cluster's paid period, then renews with it.
    expect(bought.json.lines[0].description).toMatch(
      /^Add-on: Argo CD 3\.0\.12, \d+ of \d+ days until \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    await pay(client, bought.json.id);
    const installing = await until(
      () => addonsOf(client, clusterId),
      (v) =>
        v.installed.some(
          (a: { addonId: string; state: string }) => a.addonId === 'argo-cd' && a.state === 'installing',
        ),
    );
    expect(installing.status).toBe('updating');
    expect(installing.addonsPhase).not.toBeNull();
    const installed = await until(
      () => addonsOf(client, clusterId),
      (v) =>
        v.status === 'running' &&
        v.installed.some((a: { addonId: string; state: string }) => a.addonId === 'argo-cd' && a.state === 'installed'),
    );
    const argo = installed.installed.find((a: { addonId: string }) => a.addonId === 'argo-cd');
    expect(argo).toMatchObject({ version: '3.0.12', latestVersion: '3.1.0', namespace: 'argocd', targetVersion: null });
    expect(Date.parse(argo.since)).toBeGreaterThan(Date.now() - 60_000);
    expect(installed.available.some((a: { addonId: string }) => a.addonId === 'argo-cd')).toBe(false);
    const done = await until(
      () => client.get(`/api/orders/${bought.json.id}`).then((r) => r.json),
      (o) => o.status === 'completed',
    );
    const timeline = done.events.map((e: { type: string; message: string }) => `${e.type}: ${e.message}`);
    expect(timeline.some((line: string) => /^progress: Add-ons: /.test(line))).toBe(true);
    expect((await client.get(`/api/clusters/${clusterId}`)).json.monthlyUsdCents).toBe(before + 1900);

    // kubectl sees the add-on's pods at the version installed.
    const issued = (await client.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 1 })).json;
    const file = join(await mkdtemp(join(tmpdir(), 'marketplace-kubectl-')), 'kubeconfig');
    await writeFile(file, issued.kubeconfig, { mode: 0o600 });
    const pods = await kubectl(file, [
      'get',
      'pods',
      '-n',
      'argocd',
      '-o',
      'jsonpath={range .items[*]}{.metadata.name} {.spec.containers[0].image}{"\\n"}{end}',
    ]);
    expect(pods.code, pods.stderr).toBe(0);
    expect(pods.stdout).toMatch(/argocd-server-\S+ quay\.io\/argoproj\/argocd:v3\.0\.12/);

    // Another organization sees none of it.
    const stranger = await customer();
    expect((await stranger.get(`/api/clusters/${clusterId}/addons`)).status).toBe(404);
    expect((await stranger.post(`/api/clusters/${clusterId}/addons/argo-cd/upgrade`)).status).toBe(404);
    expect((await stranger.delete(`/api/clusters/${clusterId}/addons/argo-cd`)).status).toBe(404);
    const foreignOrder = await order(stranger, { kind: 'addon', addon: { clusterId, addonId: 'logging' } });
    expect(foreignOrder.status).toBe(400);
    expect(foreignOrder.json.fields['addon.clusterId']).toBe('No such cluster in your organization.');

    // Upgrade to the newest catalog version.
    const upgrading = await client.post(`/api/clusters/${clusterId}/addons/argo-cd/upgrade`);
    expect(upgrading.status).toBe(202);
    expect(upgrading.json.installed.find((a: { addonId: string }) => a.addonId === 'argo-cd')).toMatchObject({
      state: 'upgrading',
      version: '3.0.12',
      targetVersion: '3.1.0',
    });
    expect((await client.post(`/api/clusters/${clusterId}/addons/argo-cd/upgrade`)).status).toBe(409);
    const upgraded = await until(
      () => addonsOf(client, clusterId),
      (v) => v.status === 'running',
    );
    expect(upgraded.installed.find((a: { addonId: string }) => a.addonId === 'argo-cd')).toMatchObject({
      state: 'installed',
      version: '3.1.0',
    });
    const newest = await client.post(`/api/clusters/${clusterId}/addons/argo-cd/upgrade`);
    expect(newest.status).toBe(409);
    expect(newest.json.message).toBe('Argo CD is already at 3.1.0, the newest version.');
    expect(
      (await kubectl(file, ['get', 'pods', '-n', 'argocd', '-o', 'jsonpath={.items[0].spec.containers[0].image}']))
        .stdout,
    ).toContain('v3.1.0');

    // Uninstall: the pods go, and the add-on leaves the cluster's price (what usage meters).
    expect((await client.delete(`/api/clusters/${clusterId}/addons/logging`)).status).toBe(404);
    const removing = await client.delete(`/api/clusters/${clusterId}/addons/argo-cd`);
    expect(removing.status).toBe(202);
    expect(removing.json.installed.find((a: { addonId: string }) => a.addonId === 'argo-cd').state).toBe(
      'uninstalling',
    );
    const removed = await until(
      () => addonsOf(client, clusterId),
      (v) => v.status === 'running',
    );
    expect(removed.installed.map((a: { addonId: string }) => a.addonId)).toEqual(['monitoring']);
    expect((await client.get(`/api/clusters/${clusterId}`)).json.monthlyUsdCents).toBe(before);
    expect((await kubectl(file, ['get', 'pods', '-n', 'argocd', '--no-headers'])).stdout.trim()).toBe('');
    const events = (await client.get(`/api/clusters/${clusterId}/events`)).json.map(
      (e: unknown) => (e as { message: string }).message,
    );
    expect(events).toContain('Upgrading Argo CD 3.0.12 → 3.1.0.');
  });

  it('refunds the second of two orders for the same add-on, paid one after the other', async () => {
    const client = await customer();
    const clusterId = await runningCluster(client, 'twice');
    const first = await order(client, { kind: 'addon', addon: { clusterId, addonId: 'logging' } });
    const second = await order(client, { kind: 'addon', addon: { clusterId, addonId: 'logging' } });
    expect([first.status, second.status]).toEqual([201, 201]);
    await pay(client, first.json.id);
    await pay(client, second.json.id);
    const settled = (id: string) =>
      until(
        () => client.get(`/api/orders/${id}`).then((r) => r.json),
        (o) => o.status === 'failed' || o.status === 'completed',
      );
    const outcomes = await Promise.all([settled(first.json.id), settled(second.json.id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['completed', 'failed']);
    const refunded = outcomes.find((o) => o.status === 'failed');
    expect(refunded?.failureReason).toBe('Loki log aggregation is already installed on twice');
    expect(refunded?.creditNoteId).toEqual(expect.any(String));
    expect((await addonsOf(client, clusterId)).installed.map((a: { addonId: string }) => a.addonId).sort()).toEqual([
      'logging',
      'monitoring',
    ]);
  });
});

describe('products', () => {
  it('applies the quantity rules of each pricing unit on the server', async () => {
    const client = await customer();
    const clusterId = await runningCluster(client, 'data-shop');
    const product = (productId: string, quantity: number, extra: Record<string, unknown> = {}) =>
      order(client, { kind: 'product', product: { productId, quantity, ...extra } });
    const cases: [Promise<Awaited<ReturnType<typeof product>>>, string, string][] = [
      [product('harbor', 2), 'product.quantity', 'Harbor container registry is sold as one unit.'],
      [product('valkey', 2, { clusterId }), 'product.quantity', 'The cluster has 3 nodes: the quantity is 3.'],
      [
        product('valkey', 3),
        'product.clusterId',
        'Valkey cache (Redis-compatible) is priced per node: choose the cluster it runs on.',
      ],
      [product('cloudnativepg', 2, { clusterId }), 'product.quantity', 'One per cluster.'],
      [
        product('garage-s3', 5, { clusterId }),
        'product.quantity',
        'Garage S3-compatible object storage is sold from 10 GB.',
      ],
      [
        product('garage-s3', 50),
        'product.clusterId',
        'Garage S3-compatible object storage runs inside a cluster: choose which one.',
      ],
    ];
    for (const [pending, field, message] of cases) {
      const answer = await pending;
      expect(answer.status).toBe(400);
      expect(answer.json.fields[field]).toBe(message);
    }
    const perNode = await product('valkey', 3, { clusterId });
    expect(perNode.status).toBe(201);
    expect(perNode.json.subtotalUsdCents).toBe(4_500);
    const perGb = await product('garage-s3', 250, { clusterId });
    expect(perGb.status).toBe(201);
    expect(perGb.json.subtotalUsdCents).toBe(300);
  });

  it('sells a product once per cluster: of two orders paid at once, one activates and the other is refunded with a credit note', async () => {
    const client = await customer();
    const clusterId = await runningCluster(client, 'cache');
    const valkey = () => order(client, { kind: 'product', product: { productId: 'valkey', quantity: 3, clusterId } });
    const [first, second] = await Promise.all([valkey(), valkey()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    await Promise.all([pay(client, first.json.id), pay(client, second.json.id)]);
    const settled = (id: string) =>
      until(
        () => client.get(`/api/orders/${id}`).then((r) => r.json),
        (o) => o.status === 'failed' || o.status === 'completed',
      );
    const outcomes = await Promise.all([settled(first.json.id), settled(second.json.id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['completed', 'failed']);
    const refunded = outcomes.find((o) => o.status === 'failed');
    expect(refunded?.failureReason).toBe('Valkey cache (Redis-compatible) is already active on cache');
    expect(refunded?.events.map((e: { type: string }) => e.type)).toContain('refunded');
    const creditNote = (await client.get(`/api/billing/invoices/${refunded?.creditNoteId}`)).json;
    expect(creditNote).toMatchObject({ kind: 'credit_note', orderId: refunded?.id });
    const subscriptions = (await client.get('/api/products/subscriptions')).json as {
      productId: string;
      state: string;
    }[];
    const live = subscriptions.filter((s) => s.productId === 'valkey' && s.state === 'active');
    expect(live).toHaveLength(1);
  }, 60_000);

  it('activates a paid product as a subscription with its invoice, refuses a second one, and cancels it at the period end', async () => {
    const client = await customer();
    const bought = await order(client, { kind: 'product', product: { productId: 'harbor', quantity: 1 } });
    expect(bought.status).toBe(201);
    expect((await client.get(`/api/products/subscriptions/${bought.json.id}`)).status).toBe(404);
    await pay(client, bought.json.id);
    const active = await until(
      () => client.get(`/api/products/subscriptions/${bought.json.id}`),
      (r) => r.status === 200,
    );
    const paidOrder = (await client.get(`/api/orders/${bought.json.id}`)).json;
    expect(active.json).toMatchObject({
      id: bought.json.id,
      orderNumber: paidOrder.number,
      productId: 'harbor',
      pricingUnit: 'flat',
      quantity: 1,
      clusterId: null,
      state: 'active',
      cancelAtPeriodEnd: false,
      invoiceId: paidOrder.invoiceId,
      billingCycle: 'monthly',
      currency: 'EUR',
    });
    expect(paidOrder.invoiceId).toEqual(expect.any(String));
    const months = (Date.parse(active.json.periodEnd) - Date.parse(active.json.periodStart)) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(28);
    expect(months).toBeLessThanOrEqual(31);
    await until(
      () => client.get(`/api/orders/${bought.json.id}`).then((r) => r.json),
      (o) => o.status === 'completed',
    );
    expect(
      (await client.get('/api/products/subscriptions')).json.map((s: unknown) => (s as { id: string }).id),
    ).toEqual([bought.json.id]);

    const again = await order(client, { kind: 'product', product: { productId: 'harbor', quantity: 1 } });
    expect(again.status).toBe(400);
    expect(again.json.fields['product.productId']).toBe('Your organization already has Harbor container registry.');

    const stranger = await customer();
    expect((await stranger.get(`/api/products/subscriptions/${bought.json.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/products/subscriptions/${bought.json.id}/cancel`, {})).status).toBe(404);

    const cancelling = await client.post(`/api/products/subscriptions/${bought.json.id}/cancel`, { atPeriodEnd: true });
    expect(cancelling.status).toBe(200);
    expect(cancelling.json).toMatchObject({ state: 'cancelling', cancelAtPeriodEnd: true });
    expect(cancelling.json.events.at(-1).message).toMatch(/stays active until \d{1,2} [A-Z][a-z]{2} \d{4}/);
    const kept = await client.post(`/api/products/subscriptions/${bought.json.id}/cancel`, { atPeriodEnd: false });
    expect(kept.json).toMatchObject({ state: 'active', cancelAtPeriodEnd: false });
  });
});

describe('custom solutions', () => {
  const request = (extra: Record<string, unknown> = {}) => ({
    title: 'Sovereign AI platform',
    workloads: ['ai-ml', 'databases'],
    regions: ['fr-par-1', 'de-fra-1'],
    compliance: ['HDS', 'GDPR'],
    budgetRange: '5k-20k',
    description: 'We need GPU clusters in France and Germany for training, with HDS hosting for patient data.',
    ...extra,
  });
  const upload = async (client: ApiClient, name: string, bytes: Buffer) => {
    const response = await fetch(`${client.base}/api/attachments?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { Origin: client.base, Cookie: client.cookie ?? '', 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      json: (text ? JSON.parse(text) : {}) as Awaited<ReturnType<ApiClient['get']>>['json'],
    };
  };
  /** Declares a body of `length` bytes and sends none: the server must refuse it from the header alone. */
  const declaredUpload = (client: ApiClient, name: string, length: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`/api/attachments?name=${encodeURIComponent(name)}`, client.base);
      const request = httpRequest(url, {
        method: 'POST',
        headers: {
          Origin: client.base,
          Cookie: client.cookie ?? '',
          'Content-Type': 'text/plain',
          'Content-Length': String(length),
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.flushHeaders();
    });
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'latin1');

  it('validates every field with a message per field', async () => {
    const client = await customer();
    const refused = await client.post(
      '/api/custom-solutions',
      request({ workloads: [], regions: ['atlantis-1'], budgetRange: 'lots', description: 'short' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toMatchObject({
      workloads: 'Choose at least one kind of workload.',
      budgetRange: 'Choose a monthly budget range.',
      description: 'Write at least 10 characters.',
    });
    const region = await client.post('/api/custom-solutions', request({ regions: ['atlantis-1'] }));
    expect(region.status).toBe(400);
    expect(region.json.fields.regions).toBe('Choose regions from the list.');
    expect((await new ApiClient(server.url).post('/api/custom-solutions', request())).status).toBe(401);
  });

  it('takes allowed files up to 10 MB, checked by content, and serves them only as downloads to their organization', async () => {
    const client = await customer();
    const accepted = await upload(client, 'architecture.pdf', pdf);
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.json).toMatchObject({ name: 'architecture.pdf', contentType: 'application/pdf', size: pdf.length });
    const disguised = await upload(client, 'invoice.pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'));
    expect(disguised.status).toBe(400);
    expect(disguised.json.fields.file).toBe('The content of this file is not a PDF.');
    expect((await upload(client, 'setup.exe', Buffer.from('MZ', 'latin1'))).json.fields.file).toBe(
      'This type of file is not accepted.',
    );
    expect((await upload(client, 'notes.txt', Buffer.alloc(0))).status).toBe(400);
    const tooBig = await declaredUpload(client, 'big.txt', 10 * 1024 * 1024 + 1);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toContain('larger than 10 MB');
    const atLimit = await upload(client, 'limit.txt', Buffer.alloc(10 * 1024 * 1024, 'a'));
    expect(atLimit.status).toBe(201);

    const file = await client.get(`/api/attachments/${accepted.json.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="architecture.pdf"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.text).toBe(pdf.toString('latin1'));
    expect((await (await customer()).get(`/api/attachments/${accepted.json.id}`)).status).toBe(404);
  });

  it('opens a ticket and a lead officers see; the customer follows its status; others get 404', async () => {
    const client = await customer();
    const file = (await upload(client, 'requirements.pdf', pdf)).json;
    const sent = await client.post('/api/custom-solutions', request({ attachmentIds: [file.id] }));
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json).toMatchObject({
      title: 'Sovereign AI platform',
      status: 'open',
      attachments: [{ id: file.id, name: 'requirements.pdf' }],
    });
    expect(sent.json.reference).toMatch(/^CS-\d{4}-\d{5}$/);
    expect(sent.json.messages[0].body).toContain('Regions: Paris');
    // A file goes with one request only.
    const reused = await client.post('/api/custom-solutions', request({ attachmentIds: [file.id] }));
    expect(reused.status).toBe(400);
    expect(reused.json.fields['attachmentIds.0']).toBe('Upload this file again.');

    expect((await client.get('/api/officers/custom-solutions')).status).toBe(404);
    expect(
      (await client.post(`/api/officers/custom-solutions/${sent.json.id}/reply`, { message: 'Not an officer here.' }))
        .status,
    ).toBe(404);
    const officer = new ApiClient(server.url);
    expect((await officer.post('/api/dev/login', { as: 'officer' })).status).toBe(200);
    const queue = (await officer.get('/api/officers/custom-solutions')).json;
    expect(queue.find((r: unknown) => (r as { id: string }).id === sent.json.id)).toMatchObject({
      requester: { email: expect.stringContaining('@example.eu') },
    });
    expect((await officer.get(`/api/attachments/${file.id}`)).status).toBe(200);
    const admin = new ApiClient(server.url);
    expect((await admin.post('/api/dev/login', { as: 'admin' })).status).toBe(200);
    const leads = await admin.get('/api/admin/leads?kind=custom-solution');
    expect(leads.status).toBe(200);
    expect(leads.json.items.find((l: { requestId: string }) => l.requestId === sent.json.id)).toMatchObject({
      kind: 'custom-solution',
      budgetRange: '5k-20k',
    });

    const answered = await officer.post(`/api/officers/custom-solutions/${sent.json.id}/reply`, {
      message: 'Could you share the expected GPU hours per month?',
    });
    expect(answered.status).toBe(200);
    const mine = (await client.get(`/api/custom-solutions/${sent.json.id}`)).json;
    expect(mine.status).toBe('awaiting_customer');
    expect(mine.messages.at(-1)).toMatchObject({
      author: 'support',
      body: 'Could you share the expected GPU hours per month?',
    });
    expect((await client.get('/api/custom-solutions')).json.map((r: unknown) => (r as { id: string }).id)).toEqual([
      sent.json.id,
    ]);
    expect((await (await customer()).get(`/api/custom-solutions/${sent.json.id}`)).status).toBe(404);
  });
});
