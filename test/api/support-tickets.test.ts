import { request as httpRequest } from 'node:http';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, postgresUrl, schemaClient } from '../support/storage.ts';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { until } from './commerce-helpers.ts';
import { mailsTo } from './forms-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

// The signed-in support desk and the officers' ticket queue, on PostgreSQL (the test moves a
// resolution date back in the database to cross the 14-day reopen window).
let server: RunningServer;
let sql: pg.Client;
let officer: ApiClient;

beforeAll(async () => {
  const schema = await createSchema();
  server = await startServer({ DATABASE_URL: `${postgresUrl()}?search_path=${schema}` });
  sql = await schemaClient(schema);
  officer = new ApiClient(server.url);
  expect((await officer.post('/api/dev/login', { as: 'officer' })).status).toBe(200);
});
afterAll(async () => {
  await sql?.end();
  await server?.stop();
});

/** A new customer whose e-mail address is verified. */
async function customer() {
  const account = newAccount();
  const client = new ApiClient(server.url);
  expect((await client.post('/api/register', account)).status).toBe(201);
  const { token } = await latestMail(server.url, account.email, /Confirm your e-mail/);
  expect((await new ApiClient(server.url).post('/api/auth/verify-email', { token })).status).toBe(200);
  return { client, account };
}

/** A provider test cluster of the customer's organization (no order, no payment). */
async function cluster(client: ApiClient, name: string) {
  const created = await client.post('/api/gcp-clusters', {
    name,
    tierId: 'standard',
    providerId: 'gcp',
    regionId: 'europe-west9',
    kubernetesVersion: '1.36',
    haControlPlane: true,
    nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 3 }],
    addonIds: [],
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json.id as string;
}

const ticketInput = (extra: Record<string, unknown> = {}) => ({
  subject: 'Ingress returns 502 since the upgrade',
  category: 'technical',
  priority: 'high',
  message: 'Since this morning every request through the ingress answers 502.',
  ...extra,
});

async function upload(client: ApiClient, name: string, bytes: Buffer) {
  const response = await fetch(`${client.base}/api/attachments?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { Origin: client.base, Cookie: client.cookie ?? '', 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => undefined)) as Record<string, string> | undefined,
  };
}

/** Declares a body over 10 MB and sends none: the server refuses it from the header alone. */
function declaredUpload(client: ApiClient, name: string, length: number) {
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(new URL(`/api/attachments?name=${encodeURIComponent(name)}`, client.base), {
      method: 'POST',
      headers: {
        Origin: client.base,
        Cookie: client.cookie ?? '',
        'Content-Type': 'text/plain',
        'Content-Length': String(length),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

describe('customer tickets', () => {
  it('are the organization’s own: another organization gets 404 on every route', async () => {
    const { client } = await customer();
    const created = await client.post('/api/tickets', ticketInput());
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({
      status: 'open',
      priority: 'high',
      canReply: true,
      canRate: false,
      sla: { breached: false },
    });
    expect(created.json.sla.hours).toBeGreaterThan(0);
    expect(Date.parse(created.json.sla.dueAt) - Date.parse(created.json.createdAt)).toBe(
      created.json.sla.hours * 3600_000,
    );
    const id = created.json.id as string;
    expect(((await client.get('/api/tickets')).json as unknown as { id: string }[]).map((t) => t.id)).toEqual([id]);

    const { client: other } = await customer();
    expect((await other.get(`/api/tickets/${id}`)).status).toBe(404);
    expect(
      (await other.post(`/api/tickets/${id}/messages`, { message: 'Can I read someone else’s ticket?' })).status,
    ).toBe(404);
    expect((await other.post(`/api/tickets/${id}/reopen`)).status).toBe(404);
    expect((await other.post(`/api/tickets/${id}/rating`, { score: 1 })).status).toBe(404);
    expect((await other.get(`/api/tickets/${id}/snapshot`)).status).toBe(404);
    expect((await other.delete(`/api/tickets/${id}/snapshot`)).status).toBe(404);
    expect((await other.get('/api/tickets')).json).toEqual([]);
    const clusterId = await cluster(client, 'mine');
    expect((await other.get(`/api/clusters/${clusterId}/diagnostic-snapshot`)).status).toBe(404);
    const foreign = await other.post('/api/tickets', ticketInput({ clusterId, shareSnapshot: true }));
    expect(foreign.status).toBe(400);
    expect(foreign.json.fields.clusterId).toBe('Choose one of your organization’s clusters.');
  });

  it('take files of allowed types up to 10 MB, and refuse others with nothing attached', async () => {
    const { client } = await customer();
    const fake = await upload(client, 'invoice.pdf', Buffer.from('MZ this is a program, not a PDF'));
    expect(fake.status).toBe(400);
    expect(fake.json?.fields).toMatchObject({ file: expect.any(String) });
    const exe = await upload(client, 'tool.exe', Buffer.from('MZ\x90\x00'));
    expect(exe.status).toBe(400);
    expect(await declaredUpload(client, 'big.log', 10 * 1024 * 1024 + 1)).toBe(413);
    const log = await upload(client, 'ingress.log', Buffer.from('2026-05-20T10:00:00Z 502 upstream reset\n'));
    expect(log.status).toBe(201);
    const created = await client.post('/api/tickets', ticketInput({ attachmentIds: [log.json?.id] }));
    expect(created.status).toBe(201);
    expect(created.json.messages[0].attachments).toMatchObject([
      { id: log.json?.id, name: 'ingress.log', contentType: 'text/plain' },
    ]);
    const file = await client.get(`/api/attachments/${log.json?.id}`);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="ingress.log"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const reused = await client.post(`/api/tickets/${created.json.id}/messages`, {
      message: 'The same file once more.',
      attachmentIds: [log.json?.id],
    });
    expect(reused.status).toBe(400);
    expect(reused.json.fields['attachmentIds.0']).toBe('Upload this file again.');
    expect((await client.get(`/api/tickets/${created.json.id}`)).json.messages).toHaveLength(1);
  });

  it('follow the states, reopen within 14 days only, and take a rating only once resolved', async () => {
    const { client } = await customer();
    const { id } = (await client.post('/api/tickets', ticketInput())).json as unknown as { id: string };
    expect((await client.post(`/api/tickets/${id}/rating`, { score: 5 })).json.code).toBe('not_resolved');
    expect((await client.post(`/api/tickets/${id}/reopen`)).json.code).toBe('invalid_transition');
    expect((await officer.post(`/api/officers/tickets/${id}/claim`)).json).toMatchObject({
      status: 'awaiting_support',
    });
    expect(
      (await officer.post(`/api/officers/tickets/${id}/reply`, { message: 'Which ingress controller version?' })).json
        .status,
    ).toBe('awaiting_customer');
    expect(
      (await client.post(`/api/tickets/${id}/messages`, { message: 'ingress-nginx 1.12, thank you.' })).json,
    ).toMatchObject({ status: 'awaiting_support' });
    expect((await officer.patch(`/api/officers/tickets/${id}`, { event: 'resolve' })).json.status).toBe('resolved');
    const rated = await client.post(`/api/tickets/${id}/rating`, { score: 6 });
    expect(rated.status).toBe(400);
    expect(rated.json.fields.score).toBe('Choose 1 to 5.');
    expect(
      (await client.post(`/api/tickets/${id}/rating`, { score: 4, comment: 'Quick and precise.' })).json.rating,
    ).toMatchObject({ score: 4, comment: 'Quick and precise.' });
    const reopened = await client.post(`/api/tickets/${id}/reopen`);
    expect(reopened.json).toMatchObject({ status: 'awaiting_support', canRate: false });
    expect(reopened.json.sla.dueAt).not.toBeNull();
    expect((await officer.patch(`/api/officers/tickets/${id}`, { event: 'resolve' })).json.status).toBe('resolved');

    const fifteenDaysAgo = new Date(Date.now() - 15 * 24 * 3600_000).toISOString();
    await sql.query(
      `UPDATE tickets SET data = jsonb_set(data, '{resolvedAt}', to_jsonb($1::text)), resolved_at = $1 WHERE id = $2`,
      [fifteenDaysAgo, id],
    );
    const late = await client.get(`/api/tickets/${id}`);
    expect(late.json).toMatchObject({ canReopen: false, canReply: false, canRate: true });
    expect((await client.post(`/api/tickets/${id}/reopen`)).json).toMatchObject({ code: 'ticket_closed' });
    expect(
      (await client.post(`/api/tickets/${id}/messages`, { message: 'It is broken again, please reopen.' })).status,
    ).toBe(409);
    expect((await client.get(`/api/tickets/${id}`)).json.status).toBe('resolved');
  });

  it('bring a visitor ticket with the same verified e-mail into the organization', async () => {
    const { client, account } = await customer();
    const visitor = new ApiClient(server.url);
    const opened = await visitor.post('/api/support/tickets', {
      name: 'Zoë Ørsted',
      email: account.email,
      subject: 'Question before signing in',
      category: 'billing',
      message: 'Can I pay by bank transfer every quarter?',
    });
    expect(opened.status).toBe(201);
    expect((await client.post('/api/tickets/claim')).json).toEqual({ claimed: 1 });
    expect(
      ((await client.get('/api/tickets')).json as unknown as { trackingCode: string }[]).map((t) => t.trackingCode),
    ).toEqual([opened.json.trackingCode]);
    expect((await client.post('/api/tickets/claim')).json).toEqual({ claimed: 0 });
    const { client: stranger } = await customer();
    expect((await stranger.post('/api/tickets/claim')).json).toEqual({ claimed: 0 });
  });
});

describe('diagnostic snapshots', () => {
  it('are previewed, shared only with consent, never carry secrets, and vanish for support once revoked', async () => {
    const { client } = await customer();
    const clusterId = await cluster(client, 'shop-prod');
    await client.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 24 });
    const preview = await client.get(`/api/clusters/${clusterId}/diagnostic-snapshot`);
    expect(preview.status).toBe(200);
    expect(preview.json.cluster).toMatchObject({ id: clusterId, name: 'shop-prod', kubernetesVersion: '1.36' });
    expect(Array.isArray(preview.json.events)).toBe(true);
    expect(preview.text).not.toMatch(/token|secret|password|BEGIN|client-key|endpoint/i);

    const withoutConsent = await client.post('/api/tickets', ticketInput({ clusterId }));
    expect(withoutConsent.json).toMatchObject({ clusterId, snapshots: [] });

    const created = await client.post('/api/tickets', ticketInput({ clusterId, shareSnapshot: true }));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.id as string;
    const shared = created.json.snapshots[0];
    expect(shared).toMatchObject({ clusterId, revokedAt: null, content: { cluster: { id: clusterId } } });
    expect(created.json.messages[0].snapshotId).toBe(shared.id);
    expect(JSON.stringify(shared)).not.toMatch(/token|secret|BEGIN/i);
    const seen = await officer.get(`/api/officers/tickets/${id}`);
    expect(seen.json.snapshots).toMatchObject([{ id: shared.id, content: { cluster: { name: 'shop-prod' } } }]);

    const revoked = await client.delete(`/api/tickets/${id}/snapshot`);
    expect(revoked.json.snapshots).toMatchObject([{ id: shared.id, content: null }]);
    expect(revoked.json.snapshots[0].revokedAt).not.toBeNull();
    const after = await officer.get(`/api/officers/tickets/${id}`);
    expect(after.json.snapshots).toEqual([]);
    expect(after.json.messages[0].snapshotId).toBeNull();
    expect(after.text).not.toContain('shop-prod');
    expect(
      ((await officer.get('/api/officers/tickets')).json as unknown as { id: string; snapshots: unknown[] }[]).find(
        (t) => t.id === id,
      )?.snapshots,
    ).toEqual([]);
  });
});

describe('the officers’ ticket queue', () => {
  it('answers 404 to anyone without officers access', async () => {
    const { client } = await customer();
    const { id } = (await client.post('/api/tickets', ticketInput())).json as unknown as { id: string };
    expect((await client.get('/api/officers/tickets')).status).toBe(404);
    expect((await client.get('/api/officers/tickets/summary')).status).toBe(404);
    expect((await client.get(`/api/officers/tickets/${id}`)).status).toBe(404);
    expect((await client.patch(`/api/officers/tickets/${id}`, { priority: 'urgent' })).status).toBe(404);
    expect((await client.post(`/api/officers/tickets/${id}/claim`)).status).toBe(404);
    expect((await client.post(`/api/officers/tickets/${id}/reply`, { message: 'I am not support.' })).status).toBe(404);
    expect((await client.post(`/api/officers/tickets/${id}/notes`, { message: 'Nor this.' })).status).toBe(404);
    expect((await new ApiClient(server.url).get('/api/officers/tickets')).status).toBe(404);
    expect((await client.get(`/api/tickets/${id}`)).json).toMatchObject({
      priority: 'high',
      messages: [{ author: 'customer' }],
    });
  });

  it('keeps internal notes from the customer, e-mails replies, and lists past-due tickets first', async () => {
    const { client, account } = await customer();
    const { id } = (await client.post('/api/tickets', ticketInput({ subject: 'Nodes NotReady' }))).json as unknown as {
      id: string;
    };
    const noted = await officer.post(`/api/officers/tickets/${id}/notes`, {
      message: 'INTERNAL: customer is on the old CNI, check first.',
    });
    expect(noted.json.notes).toMatchObject([{ body: 'INTERNAL: customer is on the old CNI, check first.' }]);
    expect((await client.get(`/api/tickets/${id}`)).text).not.toContain('INTERNAL');
    expect((await client.get('/api/tickets')).text).not.toContain('INTERNAL');

    const changed = await officer.patch(`/api/officers/tickets/${id}`, { priority: 'urgent' });
    expect(changed.json.priority).toBe('urgent');
    expect((await officer.patch(`/api/officers/tickets/${id}`, { event: 'close' })).json.code).toBe(
      'invalid_transition',
    );
    expect((await officer.patch(`/api/officers/tickets/${id}`, {})).status).toBe(400);

    const replied = await officer.post(`/api/officers/tickets/${id}/reply`, {
      message: 'Please run kubectl get nodes -o wide and paste the output.',
    });
    expect(replied.json).toMatchObject({ status: 'awaiting_customer', sla: { dueAt: null, breached: false } });
    const mails = await until(
      () => mailsTo(server.url, account.email),
      (m) => m.some((mail) => /New reply/.test(mail.subject)),
    );
    const mail = mails.find((m) => /New reply/.test(m.subject));
    expect(mail?.text).toContain('kubectl get nodes -o wide');
    expect(mail?.text).toContain(`/orders/support/${id}`);
    expect(mail?.text).not.toContain('INTERNAL');
    const { rows: audited } = await sql.query<{ action: string; actor: string; result: string }>(
      `SELECT data->>'action' AS action, data->>'actorId' AS actor, data->>'result' AS result FROM audit_events WHERE data->>'detail' LIKE $1`,
      [`%${id}%`],
    );
    const officerId = (await officer.get('/api/user')).json.id as string;
    expect(audited.map((a) => a.action).sort()).toEqual([
      'officer.ticket_note',
      'officer.ticket_priority',
      'officer.ticket_reply',
    ]);
    expect(audited.every((a) => a.actor === officerId && a.result === 'success')).toBe(true);
    const notices = (await client.get('/api/notifications')).json;
    expect(JSON.stringify(notices)).toContain('Support replied to your ticket');

    // Past due: the response time has passed for the second ticket.
    const late = (await client.post('/api/tickets', ticketInput({ subject: 'Late one' }))).json as unknown as {
      id: string;
    };
    const anHourAgo = new Date(Date.now() - 3600_000).toISOString();
    await sql.query(
      `UPDATE tickets SET data = jsonb_set(data, '{slaDueAt}', to_jsonb($1::text)), queue_due = $1 WHERE id = $2`,
      [anHourAgo, late.id],
    );
    const queue = (await officer.get('/api/officers/tickets')).json as unknown as {
      id: string;
      sla: { breached: boolean };
    }[];
    expect(queue[0]).toMatchObject({ id: late.id, sla: { breached: true } });
    expect(queue.findIndex((t) => t.id === id)).toBeGreaterThan(0);
    expect((await client.get(`/api/tickets/${late.id}`)).json.sla.breached).toBe(true);
    const summary = (await officer.get('/api/officers/tickets/summary')).json;
    expect(summary.breached).toBeGreaterThanOrEqual(1);
    expect(summary.count).toBeGreaterThanOrEqual(1);
    expect(typeof summary.oldestAt).toBe('string');
  });
});
