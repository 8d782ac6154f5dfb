import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { readStoredTables } from '../support/embedded-files.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { PAY_WITH_CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { testClusterSpec } from '../support/builders.ts';

// The Officers Panel's API: hidden from everyone without officers access, queues with counts,
// actions that reuse the real paths (a retry re-runs provisioning), each audited, and live
// `officers` messages to the officers' sockets.

let server: RunningServer;
let officer: ApiClient;
beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.3' });
  officer = await signedInAs('officer');
});
afterAll(async () => {
  await server.stop();
});

async function signedInAs(as: 'customer' | 'admin' | 'officer') {
  const client = new ApiClient(server.url);
  expect((await client.post('/api/dev/login', { as })).status).toBe(200);
  return client;
}

/** Every officers endpoint, with a body a valid call would send. */
const OFFICER_ENDPOINTS: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['GET', '/api/officers/queues'],
  ['GET', '/api/officers/provisioning'],
  ['POST', '/api/officers/provisioning/x/retry'],
  ['POST', '/api/officers/provisioning/x/escalate', { note: 'Capacity is back in fr-par-1.' }],
  ['GET', '/api/officers/payments'],
  ['POST', '/api/officers/payments/x/retry'],
  ['POST', '/api/officers/organizations/x/contact-note', { note: 'Called the finance team.' }],
  ['POST', '/api/officers/organizations/x/lift-suspension'],
  ['GET', '/api/officers/custom-solutions'],
  ['POST', '/api/officers/custom-solutions/x/reply', { message: 'Here is our offer for you.' }],
  ['GET', '/api/officers/pending-registrations'],
  ['POST', '/api/officers/pending-registrations/x/approve'],
  ['POST', '/api/officers/pending-registrations/x/reject', { reason: 'Not a business.' }],
];

const spec = (name: string) => testClusterSpec({ name, kubernetesVersion: '1.36', haControlPlane: true });

async function buyCluster(client: ApiClient, name: string): Promise<string> {
  const order = await client.post('/api/orders', {
    kind: 'cluster',
    cluster: spec(name),
    currency: 'EUR',
    billingCycle: 'monthly',
  });
  expect(order.status, JSON.stringify(order.json)).toBe(201);
  expect((await client.post(`/api/orders/${order.json.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
  const withCluster = await until(
    () => client.get(`/api/orders/${order.json.id}`).then((r) => r.json),
    (o) => Boolean(o.clusterId),
  );
  return withCluster.clusterId as string;
}

type Queue = { id: string; label: string; count: number; oldestAt: string | null };
const queues = async () => (await officer.get('/api/officers/queues')).json as Queue[];
const queue = async (id: string) => (await queues()).find((q) => q.id === id);
const auditActions = async () =>
  (
    ((await readStoredTables(server.dataDir)).audit_events ?? []) as {
      action: string;
      actorId: string | null;
      result: string;
      detail: string;
    }[]
  ).filter((e) => e.action.startsWith('officer.'));

/** The messages an officer's socket receives until `stop` returns true for one. */
function officerSocket(cookie: string) {
  const socket = new WebSocket(server.url.replace('http', 'ws') + '/ws', {
    headers: { Cookie: cookie, Origin: server.url },
  });
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  return { messages, close: () => socket.close(), opened: new Promise((resolve) => socket.once('message', resolve)) };
}

describe('officers endpoints', () => {
  it('answer the unknown-path 404 to visitors, customers and admins without officers access, whatever the body', async () => {
    const callers = {
      visitor: new ApiClient(server.url),
      customer: await signedInAs('customer'),
      admin: await signedInAs('admin'),
    };
    for (const [who, client] of Object.entries(callers)) {
      for (const [method, path, body] of OFFICER_ENDPOINTS) {
        const answer = await client.request(method, path, body);
        expect(answer.status, `${who} ${method} ${path}`).toBe(404);
        expect(answer.json, `${who} ${method} ${path}`).toEqual({
          code: 'not_found',
          message: `No API endpoint at ${path}.`,
        });
        // A body the endpoint would refuse changes nothing: access is decided before the input is read.
        if (method === 'POST')
          expect((await client.request(method, path, { nonsense: true })).status, `${who} bad body ${path}`).toBe(404);
      }
    }
  });

  it('keep the check-access answer for signed-in users and the admin endpoints for admins', async () => {
    expect((await new ApiClient(server.url).get('/api/officers/check-access')).status).toBe(401);
    expect((await (await signedInAs('customer')).get('/api/officers/check-access')).json).toBe(false);
    expect((await officer.get('/api/officers/check-access')).json).toBe(true);
    expect((await (await signedInAs('admin')).get('/api/admin/pending-registrations')).status).toBe(200);
    expect((await officer.get('/api/admin/pending-registrations')).status).toBe(404);
  });
});

describe('the officers queues', () => {
  it('list every queue with its count and oldest item, in the panel order', async () => {
    const list = await queues();
    expect(list.map((q) => q.id)).toEqual(['tickets', 'provisioning', 'payments', 'custom-solutions', 'registrations']);
    for (const q of list) {
      expect(q).toEqual({
        id: q.id,
        label: expect.any(String),
        count: expect.any(Number),
        oldestAt: q.count > 0 ? expect.any(String) : null,
      });
    }
    expect((await officer.get('/api/officers/payments')).json).toEqual([]);
    expect(await queue('payments')).toMatchObject({ count: 0, oldestAt: null });
  });

  it('show a failed cluster live to officers; escalating notes it and retrying re-runs its provisioning', async () => {
    const socket = officerSocket(officer.cookie ?? '');
    await socket.opened;
    const before = (await queue('provisioning'))?.count ?? 0;
    const customer = await registeredCustomer(server.url);
    const clusterId = await buyCluster(customer, 'fail-officers');
    await until(
      () => customer.get(`/api/clusters/${clusterId}`).then((r) => r.json),
      (c) => c.status === 'failed',
    );
    await until(
      async () => socket.messages,
      (m) =>
        m.some(
          (x) =>
            (x as { type?: string; queue?: string }).type === 'officers' &&
            (x as { queue?: string }).queue === 'provisioning',
        ),
    );

    const failed = await queue('provisioning');
    expect(failed?.count).toBe(before + 1);
    expect(Date.parse(failed?.oldestAt ?? '')).not.toBeNaN();
    const items = (await officer.get('/api/officers/provisioning')).json as {
      clusterId: string;
      name: string;
      companyName: string;
      failure: { code: string };
      escalation: unknown;
    }[];
    const item = items.find((i) => i.clusterId === clusterId);
    expect(item).toMatchObject({
      name: 'fail-officers',
      companyName: expect.stringMatching(/^Company /),
      operation: 'create',
      attempt: 1,
      failure: { code: 'node_capacity', phase: 'node-pools' },
      escalation: null,
    });

    const tooShort = await officer.post(`/api/officers/provisioning/${clusterId}/escalate`, { note: 'x' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.json.fields.note).toBeTruthy();
    const escalated = await officer.post(`/api/officers/provisioning/${clusterId}/escalate`, {
      note: 'Node capacity in fr-par-1 is exhausted.',
    });
    expect(escalated.status).toBe(200);
    expect(escalated.json.escalation).toMatchObject({
      note: 'Node capacity in fr-par-1 is exhausted.',
      byName: 'Olivia Officer',
    });
    // The customer never sees the officers' note.
    expect(JSON.stringify((await customer.get(`/api/clusters/${clusterId}`)).json)).not.toContain('exhausted');

    const retried = await officer.post(`/api/officers/provisioning/${clusterId}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.json).toMatchObject({ id: clusterId, status: 'provisioning' });
    expect((await officer.post(`/api/officers/provisioning/${clusterId}/retry`)).status).toBe(409);
    await until(
      () => customer.get(`/api/clusters/${clusterId}`).then((r) => r.json),
      (c) => c.status === 'running',
    );
    expect(
      ((await officer.get('/api/officers/provisioning')).json as { clusterId: string }[]).map((i) => i.clusterId),
    ).not.toContain(clusterId);
    expect((await queue('provisioning'))?.count).toBe(before);
    const events = (await customer.get(`/api/clusters/${clusterId}/events`)).json as { message: string }[];
    expect(events.map((e) => e.message)).toContain('Retry requested.');
    socket.close();

    const audited = await auditActions();
    expect(audited).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'officer.provisioning.escalated',
          result: 'success',
          actorId: expect.any(String),
          detail: expect.stringContaining(clusterId),
        }),
        expect.objectContaining({
          action: 'officer.provisioning.retried',
          result: 'success',
          actorId: expect.any(String),
          detail: expect.stringContaining(clusterId),
        }),
      ]),
    );
  });

  it('answer 404 for an unknown cluster, invoice or organization', async () => {
    expect((await officer.post('/api/officers/provisioning/nope/retry')).status).toBe(404);
    expect((await officer.post('/api/officers/provisioning/nope/escalate', { note: 'Looking into it.' })).status).toBe(
      404,
    );
    expect((await officer.post('/api/officers/payments/nope/retry')).status).toBe(404);
    expect((await officer.post('/api/officers/organizations/nope/contact-note', { note: 'Called them.' })).status).toBe(
      404,
    );
    expect((await officer.post('/api/officers/organizations/nope/lift-suspension')).status).toBe(404);
  });

  it('count custom-solution requests waiting for an answer; an officer’s reply is audited and takes one out', async () => {
    const before = (await queue('custom-solutions'))?.count ?? 0;
    const customer = await registeredCustomer(server.url);
    const sent = await customer.post('/api/custom-solutions', {
      title: 'Sovereign AI platform',
      workloads: ['ai-ml'],
      regions: ['fr-par-1'],
      compliance: [],
      budgetRange: '5k-20k',
      description: 'GPU clusters in France for training, with HDS hosting.',
    });
    expect(sent.status, sent.text).toBe(201);
    expect((await queue('custom-solutions'))?.count).toBe(before + 1);
    expect(
      (await officer.post(`/api/officers/custom-solutions/${sent.json.id}/reply`, { message: 'short' })).status,
    ).toBe(400);
    const answered = await officer.post(`/api/officers/custom-solutions/${sent.json.id}/reply`, {
      message: 'Could you share the expected GPU hours per month?',
    });
    expect(answered.status).toBe(200);
    expect((await queue('custom-solutions'))?.count).toBe(before);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'officer.custom_solution.replied', detail: sent.json.reference }),
      ]),
    );
  });

  it('let officers decide pending registrations, counted and audited like the rest', async () => {
    const socket = officerSocket(officer.cookie ?? '');
    await socket.opened;
    const before = (await queue('registrations'))?.count ?? 0;
    const founder = await registeredCustomer(server.url);
    const company = ((await founder.get('/api/user')).json as { companyName?: string }).companyName;
    const joining = newAccount({ companyName: company ?? 'Unknown', organization: 'join' });
    expect((await new ApiClient(server.url).post('/api/register', joining)).status).toBe(202);
    await until(
      async () => socket.messages,
      (m) =>
        m.some(
          (x) =>
            (x as { type?: string; queue?: string }).type === 'officers' &&
            (x as { queue?: string }).queue === 'registrations',
        ),
    );
    expect((await queue('registrations'))?.count).toBe(before + 1);
    const entry = (
      (await officer.get('/api/officers/pending-registrations')).json as { id: string; username: string }[]
    ).find((r) => r.username === joining.username);
    expect(entry).toBeTruthy();
    expect((await officer.post(`/api/officers/pending-registrations/${entry?.id}/reject`, { reason: '' })).status).toBe(
      400,
    );
    expect(
      (
        await officer.post(`/api/officers/pending-registrations/${entry?.id}/reject`, {
          reason: 'Nobody at the company asked for you.',
        })
      ).json,
    ).toEqual({ id: entry?.id, status: 'rejected' });
    expect((await queue('registrations'))?.count).toBe(before);
    socket.close();
    expect(await auditActions()).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'officer.registration.rejected', detail: entry?.id })]),
    );
  });
});
