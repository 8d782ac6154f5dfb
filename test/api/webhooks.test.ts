import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_WITH_CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { team } from './team-helpers.ts';
import { tokenClient } from './token-helpers.ts';
import { startReceiver } from './webhook-receiver.ts';
import { testClusterSpec } from '../support/builders.ts';

// Webhooks through the API of a real server: a local receiver verifies every delivery with the
// standardwebhooks package. Retries, disabling and rotation on a test clock are in
// src/server/webhooks/webhooks.test.ts.
let server: RunningServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  server = await startServer({ WEBHOOK_ALLOW_PRIVATE: '1', SIMULATED_PHASE_SECONDS: '0.3' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await server.stop();
  await receiver.close();
});

const CLUSTER = testClusterSpec({
  name: 'hooked',
  kubernetesVersion: '1.36',
  nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 1 }],
});

describe('webhook endpoints', () => {
  it('shows the whsec_ secret once, delivers a signed test event, and logs the answer', async () => {
    const owner = await registeredCustomer(server.url);
    const created = await owner.post('/api/webhooks', { url: receiver.url, events: ['order.paid', 'cluster.running'] });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      url: receiver.url,
      events: ['order.paid', 'cluster.running'],
      enabled: true,
      secret: expect.stringMatching(/^whsec_/),
    });
    receiver.useSecret(created.json.secret);
    const listed = await owner.get('/api/webhooks');
    expect(listed.text).not.toContain(created.json.secret);
    const test = await owner.post(`/api/webhooks/${created.json.id}/test`);
    expect(test.status).toBe(202);
    const log = await until(
      () => owner.get(`/api/webhooks/${created.json.id}/deliveries`).then((r) => r.json),
      (page) => page.deliveries[0]?.status === 'succeeded',
    );
    expect(log.deliveries[0]).toMatchObject({
      eventType: 'webhook.test',
      messageId: test.json.messageId,
      attempts: [{ statusCode: 204, error: null }],
    });
    expect(receiver.events.find((e) => e.id === test.json.messageId)).toMatchObject({
      type: 'webhook.test',
      verified: true,
    });
  });

  it('sends order.paid and cluster.running, signed, for a cluster bought with a token; no secret in the payloads', async () => {
    const owner = await registeredCustomer(server.url);
    const created = await owner.post('/api/webhooks', { url: receiver.url, events: ['order.paid', 'cluster.running'] });
    receiver.useSecret(created.json.secret);
    const ci = await tokenClient(owner, ['read', 'orders:write']);
    const order = await ci.post('/api/orders', {
      kind: 'cluster',
      cluster: CLUSTER,
      currency: 'EUR',
      billingCycle: 'monthly',
    });
    expect(order.status, order.text).toBe(201);
    expect((await ci.post(`/api/orders/${order.json.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
    const mine = () => receiver.events.filter((e) => e.data.id === order.json.id || e.data.name === 'hooked');
    await until(
      async () => mine().map((e) => e.type),
      (types) => types.includes('order.paid') && types.includes('cluster.running'),
    );
    for (const event of mine()) expect(event.verified, event.type).toBe(true);
    const paid = mine().find((e) => e.type === 'order.paid');
    expect(paid?.data).toMatchObject({ id: order.json.id, number: order.json.number, status: 'paid', currency: 'EUR' });
    // The test card's digits (6 in a row: a random id may hold "4242"), a kubeconfig, any token or secret.
    expect(JSON.stringify(mine())).not.toMatch(/424242|kubeconfig|k8s_|whsec_|sk8s_/);
  });

  it('changes, turns off and deletes an endpoint; another organization gets 404; only owners manage them', async () => {
    const org = await team(server.url);
    const created = await org.owner.post('/api/webhooks', { url: receiver.url, events: ['invoice.issued'] });
    const id = created.json.id as string;
    const patched = await org.owner.patch(`/api/webhooks/${id}`, {
      events: ['invoice.issued', 'invoice.payment_failed'],
      enabled: false,
    });
    expect(patched.json).toMatchObject({
      events: ['invoice.issued', 'invoice.payment_failed'],
      enabled: false,
      disabledReason: 'Disabled by a member.',
    });
    expect((await org.owner.patch(`/api/webhooks/${id}`, { enabled: true })).json).toMatchObject({
      enabled: true,
      disabledReason: null,
    });
    const rotated = await org.owner.post(`/api/webhooks/${id}/rotate-secret`, { overlapHours: 2 });
    expect(rotated.json).toMatchObject({
      secret: expect.stringMatching(/^whsec_/),
      previousSecretExpiresAt: expect.any(String),
    });
    expect((await org.member.get('/api/webhooks')).status).toBe(403);
    const stranger = await registeredCustomer(server.url);
    expect((await stranger.get(`/api/webhooks/${id}`)).status).toBe(404);
    expect((await stranger.post(`/api/webhooks/${id}/test`)).status).toBe(404);
    expect((await stranger.delete(`/api/webhooks/${id}`)).status).toBe(404);
    const bad = await org.owner.post('/api/webhooks', { url: 'ftp://example.eu/x', events: ['order.paid'] });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.url).toBeTruthy();
    expect(
      (await org.owner.post('/api/webhooks', { url: receiver.url, events: ['order.shipped'] })).json.fields,
    ).toHaveProperty('events.0');
    expect((await org.owner.delete(`/api/webhooks/${id}`)).status).toBe(204);
    expect((await org.owner.get('/api/webhooks')).json).toEqual([]);
  });
});

describe('private destinations', () => {
  it('are refused without WEBHOOK_ALLOW_PRIVATE=1, over http too', async () => {
    const strict = await startServer();
    try {
      const owner = await registeredCustomer(strict.url);
      const loopback = await owner.post('/api/webhooks', { url: 'https://127.0.0.1:9/hook', events: ['order.paid'] });
      expect(loopback.status).toBe(400);
      expect(loopback.json.fields.url).toMatch(/private, loopback or reserved/);
      const local = await owner.post('/api/webhooks', { url: 'https://localhost/hook', events: ['order.paid'] });
      expect(local.json.fields.url).toMatch(/private, loopback or reserved/);
      expect((await owner.post('/api/webhooks', { url: receiver.url, events: ['order.paid'] })).json.fields.url).toBe(
        'Use an https:// URL.',
      );
    } finally {
      await strict.stop();
    }
  });
});
