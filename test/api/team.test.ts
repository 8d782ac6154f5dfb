import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { PAY_WITH_CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { accept, invite, team } from './team-helpers.ts';
import { WAIT_MS } from '../support/budgets.ts';
import { testClusterSpec } from '../support/builders.ts';

let server: RunningServer;
beforeAll(async () => {
  // Simulated provisioning phases of 0.3 s: a cluster runs within seconds.
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.3' });
});
afterAll(async () => {
  await server.stop();
});

const order = { kind: 'support', support: { planId: 'business' }, currency: 'EUR', billingCycle: 'monthly' };

describe('organization members', () => {
  it('makes a new registration the owner, and shows the role in GET /api/user', async () => {
    const owner = await registeredCustomer(server.url);
    expect((await owner.get('/api/user')).json.orgRole).toBe('owner');
    const members = (await owner.get('/api/organization/members')).json as { orgRole: string }[];
    expect(members.map((m) => m.orgRole)).toEqual(['owner']);
  });

  it('invites by e-mail: the link shows the invitation, creates the account once, in the organization', async () => {
    const owner = await registeredCustomer(server.url);
    const email = newAccount().email;
    const token = await invite(owner, email, 'viewer');
    const preview = await new ApiClient(server.url).get(`/api/invitations/preview?token=${token}`);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ email, orgRole: 'viewer' });
    const { client } = await accept(server.url, token);
    const me = (await client.get('/api/user')).json;
    expect(me).toMatchObject({
      email,
      orgRole: 'viewer',
      emailVerified: true,
      companyName: (await owner.get('/api/user')).json.companyName,
    });
    // Single use: the same link neither previews nor creates another account.
    expect((await new ApiClient(server.url).get(`/api/invitations/preview?token=${token}`)).status).toBe(404);
    const again = await new ApiClient(server.url).post('/api/invitations/accept', { token, ...pick(newAccount()) });
    expect(again.status).toBe(404);
    expect(again.json.message).toMatch(/already used, revoked, or has expired/);
    const invitations = (await owner.get('/api/organization/invitations')).json as { email: string; status: string }[];
    expect(invitations.find((i) => i.email === email)?.status).toBe('accepted');
  });

  it('revokes an invitation: its link stops working', async () => {
    const owner = await registeredCustomer(server.url);
    const email = newAccount().email;
    const token = await invite(owner, email, 'member');
    const [pending] = (await owner.get('/api/organization/invitations')).json as { id: string }[];
    expect((await owner.delete(`/api/organization/invitations/${pending!.id}`)).status).toBe(204);
    expect(
      (await new ApiClient(server.url).post('/api/invitations/accept', { token, ...pick(newAccount()) })).status,
    ).toBe(404);
    expect((await owner.delete(`/api/organization/invitations/${pending!.id}`)).status).toBe(409);
  });

  it('refuses to invite an address that already has an account (an account belongs to one organization)', async () => {
    const owner = await registeredCustomer(server.url);
    const other = newAccount();
    expect((await new ApiClient(server.url).post('/api/register', other)).status).toBe(201);
    const response = await owner.post('/api/organization/invitations', { email: other.email, orgRole: 'member' });
    expect(response.status).toBe(409);
    expect(response.json.fields.email).toMatch(/already has an account/);
  });

  it('keeps an owner: the last one cannot be demoted, removed or leave (400)', async () => {
    const owner = await registeredCustomer(server.url);
    const ownerId = (await owner.get('/api/user')).json.id;
    const demote = await owner.patch(`/api/organization/members/${ownerId}`, { orgRole: 'member' });
    expect(demote.status).toBe(400);
    expect(demote.json.message).toMatch(/at least one owner/);
    expect((await owner.delete(`/api/organization/members/${ownerId}`)).status).toBe(400);
    expect((await owner.post('/api/organization/leave')).status).toBe(400);
    expect((await owner.get('/api/user')).json.orgRole).toBe('owner');
  });

  it('changes roles at once and removes a member: their session ends', async () => {
    const org = await team(server.url);
    expect((await org.viewer.post('/api/orders', order)).status).toBe(403);
    const promoted = await org.owner.patch(`/api/organization/members/${org.ids.viewer}`, { orgRole: 'member' });
    expect(promoted.json.orgRole).toBe('member');
    expect((await org.viewer.post('/api/orders', order)).status).toBe(201);
    // A second owner may then demote the first.
    await org.owner.patch(`/api/organization/members/${org.ids.member}`, { orgRole: 'owner' });
    expect((await org.member.patch(`/api/organization/members/${org.ids.owner}`, { orgRole: 'billing' })).status).toBe(
      200,
    );
    expect((await org.owner.get('/api/user')).json.orgRole).toBe('billing');
    expect((await org.member.delete(`/api/organization/members/${org.ids.viewer}`)).status).toBe(204);
    expect((await org.viewer.get('/api/user')).status).toBe(401);
    const ids = ((await org.member.get('/api/organization/members')).json as { id: string }[]).map((m) => m.id);
    expect(ids).not.toContain(org.ids.viewer);
  });

  it('lets a member pay only the orders they placed, without saving a card', async () => {
    const org = await team(server.url);
    const ownersOrder = (await org.owner.post('/api/orders', order)).json;
    const refused = await org.member.post(`/api/orders/${ownersOrder.id}/pay`, PAY_WITH_CARD);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/only the orders you placed/);
    const own = (await org.member.post('/api/orders', order)).json;
    expect((await org.member.post(`/api/orders/${own.id}/pay`, { ...PAY_WITH_CARD, save: true })).status).toBe(403);
    expect((await org.member.post(`/api/orders/${own.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
    // Billing pays anyone's order.
    expect((await org.billing.post(`/api/orders/${ownersOrder.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
  });
  it('revokes a removed member’s cluster credentials at once', async () => {
    const org = await team(server.url);
    const cluster = testClusterSpec({ name: 'team-prod', kubernetesVersion: '1.36', haControlPlane: true });
    const placed = await org.member.post('/api/orders', {
      kind: 'cluster',
      cluster,
      currency: 'EUR',
      billingCycle: 'monthly',
    });
    expect(placed.status, placed.text).toBe(201);
    expect((await org.member.post(`/api/orders/${placed.json.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
    const { clusterId } = await until(
      () => org.owner.get(`/api/orders/${placed.json.id}`).then((r) => r.json),
      (o) => Boolean(o.clusterId),
    );
    await until(
      () => org.owner.get(`/api/clusters/${clusterId}`).then((r) => r.json),
      (c) => c.status === 'running',
      WAIT_MS,
    );
    expect((await org.viewer.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 24 })).status).toBe(403);
    const issued = await org.member.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 24 });
    expect(issued.status, issued.text).toBe(201);
    expect((await org.owner.delete(`/api/organization/members/${org.ids.member}`)).status).toBe(204);
    const inventory = (await org.owner.get(`/api/clusters/${clusterId}/kubeconfigs`)).json as {
      id: string;
      revokedAt: string | null;
    }[];
    expect(inventory.find((k) => k.id === issued.json.id)?.revokedAt).toEqual(expect.any(String));
    const activity = (await page(org.owner, '/api/organization/activity?kind=credential')).entries.map((e) => e.action);
    expect(activity).toContain('kubeconfig.issued');
    expect((await page(org.owner, '/api/organization/activity?kind=member')).entries.map((e) => e.action)).toContain(
      'member.removed',
    );
  });
});

describe('organization activity', () => {
  it('records member changes, orders and payments, filters by kind, member and date, pages by cursor and exports CSV', async () => {
    const org = await team(server.url);
    const placed = (await org.member.post('/api/orders', order)).json;
    expect((await org.member.post(`/api/orders/${placed.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
    await org.owner.patch(`/api/organization/members/${org.ids.viewer}`, { orgRole: 'billing' });

    const all = await page(org.owner, '/api/organization/activity');
    const actions = all.entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'member.invited',
        'member.joined',
        'order.created',
        'payment.order_paid',
        'invoice.issued',
        'member.role_changed',
      ]),
    );
    // The invoice of the payment, recorded as issued with its number, under billing.
    const issued = all.entries.find((e) => e.action === 'invoice.issued');
    expect(issued).toMatchObject({ kind: 'billing', actorId: null, targetId: expect.any(String) });

    // The Business plan just paid for keeps entries whole a year (pay as you go: 90 days), money
    // ones 10 years; nothing here is erased yet.
    expect(all.retention).toEqual({ days: 365, moneyYears: 10 });
    expect(all.entries.every((e) => e.redacted === false)).toBe(true);

    const orders = (await page(org.owner, '/api/organization/activity?kind=order')).entries;
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((e) => e.kind === 'order')).toBe(true);
    expect(orders[0]!.targetId).toBe(placed.id);

    const byMember = (await page(org.owner, `/api/organization/activity?actorId=${org.ids.member}`)).entries;
    expect(byMember.length).toBeGreaterThan(0);
    expect(byMember.every((e) => e.actorId === org.ids.member)).toBe(true);
    expect((await page(org.owner, '/api/organization/activity?to=2000-01-01')).entries).toEqual([]);
    expect((await page(org.owner, '/api/organization/activity?from=2000-01-01')).entries.length).toBe(
      all.entries.length,
    );

    const first = await page(org.owner, '/api/organization/activity?limit=2');
    expect(first.entries).toHaveLength(2);
    const second = await page(org.owner, `/api/organization/activity?limit=2&cursor=${first.nextCursor}`);
    expect(second.entries[0]?.id).not.toBe(first.entries[1]?.id);
    expect([...first.entries, ...second.entries].map((e) => e.id)).toEqual(all.entries.slice(0, 4).map((e) => e.id));
    expect((await org.owner.get('/api/organization/activity?cursor=nonsense')).status).toBe(400);

    const csv = await org.owner.get('/api/organization/activity.csv?kind=member');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('time,kind,action,result,member,target type,target id,detail,ip');
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'member')).toBe(true);

    // Another organization sees none of it; a viewer may not read it.
    const stranger = await registeredCustomer(server.url);
    const theirs = (await page(stranger, '/api/organization/activity')).entries;
    expect(theirs.some((e) => e.targetId === placed.id)).toBe(false);
    expect((await org.billing.get('/api/organization/activity')).status).toBe(403);
  });
});

function pick(account: ReturnType<typeof newAccount>) {
  return { username: account.username, name: account.name, password: account.password };
}
type Entry = {
  id: string;
  action: string;
  kind: string;
  actorId: string | null;
  actorName: string | null;
  targetId: string | null;
  redacted: boolean;
};
type ActivityPage = { entries: Entry[]; nextCursor: string | null; retention: { days: number; moneyYears: number } };
async function page(client: ApiClient, path: string): Promise<ActivityPage> {
  const response = await client.get(path);
  expect(response.status, response.text).toBe(200);
  return response.json as unknown as ActivityPage;
}
