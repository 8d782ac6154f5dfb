import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { BACKENDS, type ContractBackend } from '../../../test/support/storage.ts';
import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import { NotificationService } from '../notifications/notifications.service.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import type { Repositories } from '../store/repositories.ts';
import { ATTEMPT_SCHEDULE_MS, WebhookDeliverer } from './webhook-delivery.ts';
import { WEBHOOK_DELIVERY_JOB, WebhookEvents } from './webhook-events.ts';
import { endpointDisabledNotice } from './webhook-notices.ts';
import { WebhookService } from './webhooks.service.ts';

// Deliveries on a test clock against a real local receiver, on both storage backends: the retry
// schedule, disabling after a whole failed window (owners told), rotation overlap, redirects.

type Received = { headers: IncomingMessage['headers']; body: string };
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

/** A receiver on 127.0.0.1 answering `status()` (and a Location for redirects). */
async function receiver(status: (body: string) => number, location?: string) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status(body), location ? { Location: location } : {}).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  opened.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

async function world(backend: ContractBackend) {
  const store = await backend.open();
  opened.push(store);
  const { repositories } = store;
  const clock = { now: Date.UTC(2026, 10, 2, 9, 0) };
  const now = () => clock.now;
  const mails: MailMessage[] = [];
  const notifications = new NotificationService(repositories.notifications, { publish: () => {} }, now);
  const events = new WebhookEvents({ now });
  const box = new SecretBox(randomBytes(32));
  const service = new WebhookService({ repositories, events, box, allowPrivate: true, now });
  const deliverer = new WebhookDeliverer({
    repositories,
    box,
    allowPrivate: true,
    now,
    endpointDisabled: endpointDisabledNotice({
      repositories,
      notifications,
      mailer: { send: async (m) => void mails.push(m) },
      publicOrigin: 'http://localhost:4321',
    }),
  });
  const { organization, user } = await organizationWithOwner(repositories);
  /** Runs the delivery jobs due at the clock's time, as the job runner would. */
  const runDue = async () => {
    const due = await repositories.jobs.claim(
      'test',
      new Date(clock.now),
      new Date(clock.now + 60_000),
      50,
      WEBHOOK_DELIVERY_JOB,
    );
    for (const job of due) {
      await deliverer.jobHandlers()[WEBHOOK_DELIVERY_JOB]?.(job.payload, job);
      await repositories.jobs.complete(job.id, 'test', new Date(clock.now));
    }
    return due.length;
  };
  return { repositories, clock, service, events, user, organization, runDue, mails, notifications };
}

const META = { ip: '127.0.0.1', userAgent: 'test' };
const emitPaid = (repositories: Repositories, events: WebhookEvents, organizationId: string, id = 'ord-1') =>
  repositories.transaction((tx) => events.emit(tx, organizationId, 'order.paid', { id, number: id.toUpperCase() }));

describe.each(BACKENDS)('webhook deliveries (%s)', (_name, makeBackend) => {
  it('signs each delivery per Standard Webhooks and sends only subscribed events', async () => {
    const w = await world(await makeBackend());
    const hook = await receiver(() => 204);
    const created = await w.service.create(w.user, { url: hook.url, events: ['order.paid'], description: '' }, META);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
    await w.repositories.transaction((tx) => w.events.emit(tx, w.organization.id, 'cluster.running', { id: 'c' }));
    await emitPaid(w.repositories, w.events, w.organization.id);
    expect(await w.runDue()).toBe(1);
    expect(hook.received).toHaveLength(1);
    const [delivery] = hook.received as [Received];
    const body = JSON.parse(delivery.body);
    expect(body).toEqual({
      type: 'order.paid',
      timestamp: new Date(w.clock.now).toISOString(),
      data: { id: 'ord-1', number: 'ORD-1' },
    });
    expect(delivery.headers['webhook-timestamp']).toBe(String(w.clock.now / 1000));
    const expected = new Webhook(created.secret).sign(
      String(delivery.headers['webhook-id']),
      new Date(w.clock.now),
      delivery.body,
    );
    expect(delivery.headers['webhook-signature']).toBe(expected);
    const log = await w.service.deliveries(w.organization.id, created.id, { limit: 10 });
    expect(log.deliveries[0]).toMatchObject({
      eventType: 'order.paid',
      status: 'succeeded',
      attempts: [{ statusCode: 204, error: null, manual: false }],
    });
  });

  it('retries on the schedule over 24 hours, then disables the endpoint and tells the owners', async () => {
    const w = await world(await makeBackend());
    const hook = await receiver(() => 503);
    const created = await w.service.create(w.user, { url: hook.url, events: ['order.paid'], description: '' }, META);
    const start = w.clock.now;
    await emitPaid(w.repositories, w.events, w.organization.id);
    for (const offset of ATTEMPT_SCHEDULE_MS) {
      w.clock.now = start + offset - 1;
      expect(await w.runDue(), `nothing due just before +${offset} ms`).toBe(0);
      w.clock.now = start + offset;
      expect(await w.runDue(), `one attempt at +${offset} ms`).toBe(1);
    }
    expect(hook.received).toHaveLength(ATTEMPT_SCHEDULE_MS.length);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const [delivery] = (await w.service.deliveries(w.organization.id, created.id, { limit: 10 })).deliveries;
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(delivery?.attempts.map((a) => a.statusCode)).toEqual(ATTEMPT_SCHEDULE_MS.map(() => 503));
    const endpoint = await w.service.get(w.organization.id, created.id);
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('failed for 24 hours') });
    const notices = await w.repositories.notifications.list(w.user.id, { limit: 10 });
    expect(notices.items.map((n) => n.message).join()).toContain(`Webhook endpoint ${hook.url} was disabled`);
    expect(w.mails).toEqual([
      expect.objectContaining({ to: w.user.email, subject: 'A webhook endpoint was disabled' }),
    ]);
    // A disabled endpoint gets nothing more until it is turned back on.
    await emitPaid(w.repositories, w.events, w.organization.id);
    expect(await w.runDue()).toBe(0);
  });

  it('does not disable an endpoint that succeeded during the window', async () => {
    const w = await world(await makeBackend());
    // The receiver chokes on one event only; another one, two hours in, goes through.
    const hook = await receiver((body) => (body.includes('ord-1') ? 500 : 200));
    const created = await w.service.create(w.user, { url: hook.url, events: ['order.paid'], description: '' }, META);
    const start = w.clock.now;
    await emitPaid(w.repositories, w.events, w.organization.id);
    for (const offset of ATTEMPT_SCHEDULE_MS) {
      w.clock.now = start + offset;
      if (offset === 2 * 3_600_000) await emitPaid(w.repositories, w.events, w.organization.id, 'ord-2');
      await w.runDue();
    }
    const log = (await w.service.deliveries(w.organization.id, created.id, { limit: 10 })).deliveries;
    expect(log.map((d) => [d.status, d.attempts.length])).toEqual([
      ['succeeded', 1],
      ['failed', ATTEMPT_SCHEDULE_MS.length],
    ]);
    expect((await w.service.get(w.organization.id, created.id)).enabled).toBe(true);
  });

  it('signs with both secrets during a rotation overlap, then with the new one only', async () => {
    const w = await world(await makeBackend());
    const hook = await receiver(() => 200);
    const created = await w.service.create(w.user, { url: hook.url, events: ['order.paid'], description: '' }, META);
    const rotated = await w.service.rotateSecret(w.user, created.id, 24, META);
    expect(rotated.previousSecretExpiresAt).toBe(new Date(w.clock.now + 24 * 3_600_000).toISOString());
    await emitPaid(w.repositories, w.events, w.organization.id);
    await w.runDue();
    const during = hook.received[0] as Received;
    const signatures = String(during.headers['webhook-signature']).split(' ');
    const id = String(during.headers['webhook-id']);
    expect(signatures).toEqual([
      new Webhook(rotated.secret).sign(id, new Date(w.clock.now), during.body),
      new Webhook(created.secret).sign(id, new Date(w.clock.now), during.body),
    ]);
    w.clock.now += 24 * 3_600_000;
    await emitPaid(w.repositories, w.events, w.organization.id);
    await w.runDue();
    const after = hook.received[1] as Received;
    expect(after.headers['webhook-signature']).toBe(
      new Webhook(rotated.secret).sign(String(after.headers['webhook-id']), new Date(w.clock.now), after.body),
    );
  });

  it('does not follow redirects: a 3xx is a failed attempt and the other address gets nothing', async () => {
    const w = await world(await makeBackend());
    const elsewhere = await receiver(() => 200);
    const hook = await receiver(() => 302, elsewhere.url);
    const created = await w.service.create(w.user, { url: hook.url, events: ['order.paid'], description: '' }, META);
    await emitPaid(w.repositories, w.events, w.organization.id);
    await w.runDue();
    expect(hook.received).toHaveLength(1);
    expect(elsewhere.received).toHaveLength(0);
    const [delivery] = (await w.service.deliveries(w.organization.id, created.id, { limit: 10 })).deliveries;
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: [{ statusCode: 302, error: expect.stringContaining('not followed') }],
    });
  });

  it('sends a test event once, without retries, and "send again" reuses the webhook-id', async () => {
    const w = await world(await makeBackend());
    let status = 500;
    const hook = await receiver(() => status);
    const created = await w.service.create(w.user, { url: hook.url, events: ['order.paid'], description: '' }, META);
    const test = await w.service.sendTest(w.user, created.id);
    expect(test.eventType).toBe('webhook.test');
    await w.runDue();
    w.clock.now += 3_600_000;
    expect(await w.runDue()).toBe(0);
    status = 200;
    await w.service.resend(w.user, created.id, test.id);
    await w.runDue();
    expect(hook.received.map((r) => r.headers['webhook-id'])).toEqual([test.messageId, test.messageId]);
    const [delivery] = (await w.service.deliveries(w.organization.id, created.id, { limit: 10 })).deliveries;
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: [
        { statusCode: 500, manual: false },
        { statusCode: 200, manual: true },
      ],
    });
  });
});
