import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { FRENCH_COMPANY, PAY_AND_SAVE_CARD, PAY_WITH_CARD, until, withBillingProfile } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { testClusterSpec } from '../support/builders.ts';

// User management, promotion requests and organizations (/api/admin/**), as the staff and the
// customers they act on see them.
const ROOT = { email: 'root@example.eu', password: 'Root-Passphrase-For-Tests-1' };
let server: RunningServer;
let superAdmin: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  // Clusters provision fast: a change can be made to a running one.
  server = await startServer({
    ADMIN_EMAIL: ROOT.email,
    ADMIN_PASSWORD: ROOT.password,
    SIMULATED_PHASE_SECONDS: '0.3',
  });
  superAdmin = new ApiClient(server.url);
  expect((await superAdmin.post('/api/login', { username: ROOT.email, password: ROOT.password })).status).toBe(200);
  admin = new ApiClient(server.url);
  expect((await admin.post('/api/dev/login', { as: 'admin' })).status).toBe(200);
});
afterAll(async () => {
  await server.stop();
});

/** A newly registered customer, signed in, with their id and organization. */
async function customer() {
  const account = newAccount();
  const client = new ApiClient(server.url);
  const registered = await client.post('/api/register', account);
  expect(registered.status).toBe(201);
  await withBillingProfile(client);
  const me = (await client.get('/api/user')).json;
  return { client, account, id: me.id as string, companyId: me.companyId as string };
}

const signIn = (account: { username: string; password: string }) =>
  new ApiClient(server.url).post('/api/login', { username: account.username, password: account.password });
const idOf = async (client: ApiClient) => (await client.get('/api/user')).json.id as string;
const organizationOf = async (companyId: string) => {
  const page = (await admin.get(`/api/admin/organizations?q=${encodeURIComponent(companyId)}`)).json;
  return page.items.find((o: { companyId: string }) => o.companyId === companyId);
};
type Document = {
  kind: 'invoice' | 'credit_note';
  orderId: string | null;
  currency: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
};
/** The organization's invoices and credit notes, as its members read them. */
const documentsOf = async (client: ApiClient) =>
  (await client.get('/api/billing/invoices')).json as unknown as Document[];
// Staff endpoints answer 404 to everyone without the role (the central access rule: their paths
// are not disclosed).
const CUSTOMER_REFUSED = 404;
const supportOrder = { kind: 'support', support: { planId: 'business' }, currency: 'EUR', billingCycle: 'monthly' };

describe('who may call the staff endpoints', () => {
  // The central rule answers 404 to signed-in customers on staff endpoints (the paths are not
  // disclosed); strangers get 401.
  it('hides every admin endpoint from customers and signed-out visitors alike (404)', async () => {
    const { client, id } = await customer();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${id}`],
      ['POST', `/api/admin/users/${id}/disable`],
      ['POST', `/api/admin/users/${id}/enable`],
      ['POST', `/api/admin/users/${id}/reset-mfa`],
      ['POST', `/api/admin/users/${id}/resend-verification`],
      ['PUT', `/api/admin/users/${id}/role`, { role: 'admin' }],
      ['PUT', `/api/admin/users/${id}/officers-access`, { officersAccess: true }],
      ['PUT', `/api/admin/users/${id}/organization`, { organizationId: 'x' }],
      ['GET', '/api/admin/promotion-requests'],
      ['POST', '/api/admin/promotion-requests/x/approve', {}],
      ['POST', '/api/admin/promotion-requests/x/reject', { reason: 'no' }],
      ['GET', '/api/admin/organizations'],
      ['POST', '/api/admin/organizations/x/suspend', { reason: 'unpaid' }],
      ['POST', '/api/admin/organizations/x/unsuspend'],
    ];
    for (const [method, path, body] of calls) {
      expect((await client.request(method, path, body)).status, `${method} ${path}`).toBe(CUSTOMER_REFUSED);
      expect((await new ApiClient(server.url).request(method, path, body)).status, `${method} ${path} signed out`).toBe(
        404,
      );
    }
    const me = (await client.get('/api/user')).json;
    expect(me).toMatchObject({ role: 'user', officersAccess: false });
  });
});

describe('user management', () => {
  it('lists, searches and filters users a page at a time', async () => {
    const { account, id } = await customer();
    const found = (await admin.get(`/api/admin/users?q=${account.username.toUpperCase()}`)).json;
    expect(found.items).toEqual([
      expect.objectContaining({ id, username: account.username, role: 'user', disabled: false, mfaEnabled: false }),
    ]);
    expect(
      (await admin.get(`/api/admin/users?q=${encodeURIComponent(account.companyName)}`)).json.items.map(
        (u: { id: string }) => u.id,
      ),
    ).toEqual([id]);
    const admins = (await admin.get('/api/admin/users?role=super_admin')).json.items;
    expect(admins.map((u: { email: string }) => u.email)).toEqual([ROOT.email]);
    expect((await admin.get(`/api/admin/users?q=${account.username}&verified=true`)).json.items).toEqual([]);

    const first = (await admin.get('/api/admin/users?limit=1')).json;
    expect(first.items).toHaveLength(1);
    const second = (await admin.get(`/api/admin/users?limit=1&cursor=${first.nextCursor}`)).json;
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await admin.get('/api/admin/users?role=owner')).status).toBe(400);
    expect((await admin.get('/api/admin/users?cursor=nonsense')).status).toBe(400);
  });

  it('lets a super admin, not an admin, grant and remove the admin roles; nobody changes their own', async () => {
    const { client, id } = await customer();
    const byAdmin = await admin.put(`/api/admin/users/${id}/role`, { role: 'admin' });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.json.message).toBe('Only a super admin can grant or remove the admin and super admin roles.');
    expect((await client.get('/api/user')).json.role).toBe('user');

    const granted = await superAdmin.put(`/api/admin/users/${id}/role`, { role: 'admin' });
    expect(granted.status).toBe(200);
    expect(granted.json).toMatchObject({ id, role: 'admin' });
    // The promoted user's own session sees it at once, and may now read the staff endpoints.
    expect((await client.get('/api/user')).json.role).toBe('admin');
    expect((await client.get('/api/admin/users')).status).toBe(200);
    // An admin cannot demote another admin.
    expect((await admin.put(`/api/admin/users/${id}/role`, { role: 'user' })).status).toBe(403);

    const adminId = await idOf(admin);
    const rootId = await idOf(superAdmin);
    const own = await admin.put(`/api/admin/users/${adminId}/officers-access`, { officersAccess: true });
    expect(own.status).toBe(400);
    expect(own.json.message).toBe(
      'You cannot change the officers access of your own account: ask another administrator.',
    );
    expect((await superAdmin.put(`/api/admin/users/${rootId}/role`, { role: 'user' })).status).toBe(400);
    expect((await superAdmin.post(`/api/admin/users/${rootId}/disable`)).status).toBe(400);
    expect((await superAdmin.get('/api/user')).json.role).toBe('super_admin');

    expect((await superAdmin.put(`/api/admin/users/${id}/role`, { role: 'user' })).json.role).toBe('user');
    expect((await client.get('/api/admin/users')).status).toBe(CUSTOMER_REFUSED);
  });

  it('lets an admin grant and remove officers access, and tells the user', async () => {
    const { client, id } = await customer();
    expect((await client.get('/api/officers/check-access')).json).toBe(false);
    expect(
      (await admin.put(`/api/admin/users/${id}/officers-access`, { officersAccess: true })).json.officersAccess,
    ).toBe(true);
    expect((await client.get('/api/officers/check-access')).json).toBe(true);
    const notifications = (await client.get('/api/notifications')).json as { message: string }[];
    expect(notifications.map((n) => n.message)).toContain(
      'You now have officers access: the Officers Panel is in your user menu.',
    );
    expect(
      (await admin.put(`/api/admin/users/${id}/officers-access`, { officersAccess: false })).json.officersAccess,
    ).toBe(false);
    expect((await client.get('/api/officers/check-access')).json).toBe(false);
  });

  it('disabling a user ends their session at once; enabling lets them sign in again', async () => {
    const { client, account, id } = await customer();
    expect((await admin.get(`/api/admin/users/${id}`)).json.sessions).toHaveLength(1);
    const disabled = await admin.post(`/api/admin/users/${id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.json).toMatchObject({ id, disabled: true });
    expect((await client.get('/api/user')).status).toBe(401);
    const detail = (await admin.get(`/api/admin/users/${id}`)).json;
    expect(detail).toMatchObject({ disabled: true, sessions: [] });
    expect((await signIn(account)).status).not.toBe(200);
    expect((await latestMail(server.url, account.email, /disabled/)).mail.text).toContain('signed out everywhere');
    expect((await admin.get('/api/admin/users?disabled=true')).json.items.map((u: { id: string }) => u.id)).toContain(
      id,
    );

    expect((await admin.post(`/api/admin/users/${id}/enable`)).json.disabled).toBe(false);
    expect((await signIn(account)).status).toBe(200);
    expect((await admin.get(`/api/admin/users/${id}`)).json.lastSignInAt).toEqual(expect.any(String));
  });

  it('counts the session opened by registration as the last sign-in, not "never"', async () => {
    const { id } = await customer();
    const detail = (await admin.get(`/api/admin/users/${id}`)).json;
    expect(detail.sessions).toHaveLength(1);
    expect(detail.lastSignInAt).toBe(detail.sessions[0].createdAt);
  });

  it('resends the verification e-mail to an unverified address only', async () => {
    const { account, id } = await customer();
    const mailsTo = async () =>
      ((await (await fetch(`${server.url}/api/dev/mailbox`)).json()) as { to: string }[]).filter(
        (m) => m.to === account.email,
      ).length;
    const before = await mailsTo();
    expect((await admin.post(`/api/admin/users/${id}/resend-verification`)).status).toBe(200);
    expect(await mailsTo()).toBe(before + 1);
    expect((await latestMail(server.url, account.email)).token).toEqual(expect.any(String));
    const rootId = await idOf(superAdmin);
    const verified = await admin.post(`/api/admin/users/${rootId}/resend-verification`);
    expect(verified.status).toBe(409);
    expect((await admin.post(`/api/admin/users/${id}/reset-mfa`)).status).toBe(409);
    expect((await admin.get('/api/admin/users/no-such-user')).status).toBe(404);
  });

  it('moves a user to another organization: their session ends and they keep their account', async () => {
    const mover = await customer();
    const host = await customer();
    const destination = await organizationOf(host.companyId);
    expect(
      (await admin.put(`/api/admin/users/${mover.id}/organization`, { organizationId: 'nope' })).json.fields,
    ).toEqual({
      organizationId: 'Choose an existing organization.',
    });
    const moved = await admin.put(`/api/admin/users/${mover.id}/organization`, { organizationId: destination.id });
    expect(moved.status).toBe(200);
    expect(moved.json.organization).toMatchObject({ id: destination.id, companyId: host.companyId });
    expect((await mover.client.get('/api/user')).status).toBe(401);
    const again = await signIn(mover.account);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: mover.id, companyId: host.companyId });
    const members = (await organizationOf(host.companyId)).members.map((m: { id: string }) => m.id);
    expect(members).toEqual(expect.arrayContaining([host.id, mover.id]));
    // The screen sends the company ID the staff read; moving to where they are is refused.
    expect(
      (await admin.put(`/api/admin/users/${mover.id}/organization`, { organizationId: host.companyId })).status,
    ).toBe(400);
    const back = await admin.put(`/api/admin/users/${mover.id}/organization`, { organizationId: mover.companyId });
    expect(back.json.organization.companyId).toBe(mover.companyId);
  });
});

describe('promotion requests', () => {
  it('checks the request, keeps one pending, and approving officers access applies it and tells the requester', async () => {
    const { client, account, id } = await customer();
    const invalid = await client.post('/api/user/promotion-requests', { kind: 'root', reason: 'short' });
    expect(invalid.status).toBe(400);
    expect(invalid.json.fields).toEqual({
      kind: 'Choose what you are asking for.',
      reason: 'Enter why you need it (at least 10 characters).',
    });
    const asked = await client.post('/api/user/promotion-requests', {
      kind: 'officers_access',
      reason: 'I run the support queue for our team.',
    });
    expect(asked.status).toBe(201);
    expect(asked.json).toMatchObject({ kind: 'officers_access', status: 'pending', user: { id } });
    const twice = await client.post('/api/user/promotion-requests', {
      kind: 'admin',
      reason: 'I also want to manage the users.',
    });
    expect(twice.status).toBe(409);
    expect(twice.json.fields.kind).toBe('You already have a request waiting for a decision.');

    const list = (await admin.get('/api/admin/promotion-requests')).json as { id: string; status: string }[];
    expect(list.find((r) => r.id === asked.json.id)?.status).toBe('pending');
    const firstDecided = list.findIndex((r) => r.status !== 'pending');
    const lastPending = list.map((r) => r.status).lastIndexOf('pending');
    expect(firstDecided === -1 || firstDecided > lastPending).toBe(true);

    const approved = await admin.post(`/api/admin/promotion-requests/${asked.json.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: 'approved', decidedBy: { id: await idOf(admin) } });
    expect((await client.get('/api/officers/check-access')).json).toBe(true);
    const notifications = (await client.get('/api/notifications')).json as { message: string; type: string }[];
    expect(notifications.find((n) => n.message.startsWith('Your request for officers access was approved'))?.type).toBe(
      'success',
    );
    expect((await latestMail(server.url, account.email, /approved/)).mail.subject).toBe(
      'Your request for officers access was approved',
    );
    expect(
      (await admin.post(`/api/admin/promotion-requests/${asked.json.id}/reject`, { reason: 'Too late.' })).status,
    ).toBe(409);
    expect((await client.get('/api/user/promotion-requests')).json[0]).toMatchObject({
      id: asked.json.id,
      status: 'approved',
    });
    const pending = (await admin.get('/api/admin/promotion-requests?status=pending')).json as { id: string }[];
    expect(pending.some((r) => r.id === asked.json.id)).toBe(false);
  });

  it('grants the admin role only through a super admin, and a rejection carries its reason', async () => {
    const { client, account } = await customer();
    const asked = (
      await client.post('/api/user/promotion-requests', {
        kind: 'admin',
        reason: 'I manage our platform team and its users.',
      })
    ).json;
    const byAdmin = await admin.post(`/api/admin/promotion-requests/${asked.id}/approve`, {});
    expect(byAdmin.status).toBe(403);
    expect((await client.get('/api/user')).json.role).toBe('user');
    expect(
      (await superAdmin.post(`/api/admin/promotion-requests/${asked.id}/approve`, { reason: 'Welcome aboard.' })).json
        .status,
    ).toBe('approved');
    expect((await client.get('/api/user')).json.role).toBe('admin');

    const other = await customer();
    const second = (
      await other.client.post('/api/user/promotion-requests', {
        kind: 'officers_access',
        reason: 'I would like to see the order queues.',
      })
    ).json;
    const empty = await admin.post(`/api/admin/promotion-requests/${second.id}/reject`, { reason: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.json.fields.reason).toBe('Enter the reason; the requester receives it.');
    const rejected = await admin.post(`/api/admin/promotion-requests/${second.id}/reject`, {
      reason: 'Officers access is for our own staff.',
    });
    expect(rejected.json).toMatchObject({
      status: 'rejected',
      decisionReason: 'Officers access is for our own staff.',
    });
    expect((await other.client.get('/api/officers/check-access')).json).toBe(false);
    expect((await latestMail(server.url, other.account.email, /not approved/)).mail.text).toContain(
      'Officers access is for our own staff.',
    );
    // Decided, the user may ask again.
    expect(
      (
        await other.client.post('/api/user/promotion-requests', {
          kind: 'officers_access',
          reason: 'My role changed: I now run the queues.',
        })
      ).status,
    ).toBe(201);
    expect(account.username).toBeTruthy();
  });
});

describe('organizations', () => {
  it('shows members, billing identity and currency, plan, clusters and what was billed, and finds them by search', async () => {
    const { client, account, companyId } = await customer();
    expect(await organizationOf(companyId)).toMatchObject({
      companyName: account.companyName,
      billingProfile: {
        legalName: FRENCH_COMPANY.legalName,
        city: FRENCH_COMPANY.city,
        country: 'FR',
        vatNumber: FRENCH_COMPANY.vatNumber,
      },
      plan: { id: 'pay-as-you-go', name: expect.any(String) },
      clusterCount: 0,
      billingCurrency: null,
      billedBeforeVat: null,
      suspension: null,
      members: [expect.objectContaining({ username: account.username, role: 'user' })],
    });
    const paid = (await client.post('/api/orders', supportOrder)).json;
    const unpaid = (await client.post('/api/orders', { ...supportOrder, support: { planId: 'enterprise' } })).json;
    expect((await client.post(`/api/orders/${paid.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
    // Only the paid order is invoiced: its amount before VAT, in the currency it fixed.
    expect(unpaid.totalUsdCents).toBeGreaterThan(0);
    const [invoice, ...others] = await documentsOf(client);
    expect(others).toEqual([]);
    expect(invoice?.orderId).toBe(paid.id);
    expect(await organizationOf(companyId)).toMatchObject({
      billingCurrency: 'EUR',
      billedBeforeVat: { amount: (invoice?.subtotal ?? 0) - (invoice?.discount ?? 0), currency: 'EUR' },
    });
    expect(
      (await admin.get(`/api/admin/organizations?q=${account.username}`)).json.items.map(
        (o: { companyId: string }) => o.companyId,
      ),
    ).toEqual([companyId]);
  });

  it('says what an organization was billed before VAT in its billing currency, change invoices and credit notes included', async () => {
    const { client, companyId } = await customer();
    // The first paid order is in euros: it fixes the billing currency.
    const pools = (count: number) => ({ nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count }] });
    const order = await client.post('/api/orders', {
      kind: 'cluster',
      cluster: testClusterSpec({ name: 'billed-web', ...pools(3) }),
      currency: 'EUR',
      billingCycle: 'monthly',
    });
    expect(order.status, order.text).toBe(201);
    expect((await client.post(`/api/orders/${order.json.id}/pay`, PAY_AND_SAVE_CARD)).status).toBe(200);
    const clusterId = (
      await until(
        () => client.get(`/api/orders/${order.json.id}`),
        (r) => Boolean(r.json.clusterId),
      )
    ).json.clusterId as string;
    await until(
      () => client.get(`/api/clusters/${clusterId}`),
      (r) => r.json.status === 'running',
    );
    // A raise is charged at once (a change invoice, no order); lowering it back is a credit note.
    const raised = await client.patch(`/api/clusters/${clusterId}`, pools(5));
    expect(raised.status, raised.text).toBe(202);
    await until(
      () => client.get(`/api/clusters/${clusterId}`),
      (r) => r.json.status === 'running',
    );
    const lowered = await client.patch(`/api/clusters/${clusterId}`, pools(4));
    expect(lowered.status, lowered.text).toBe(202);

    const documents = await documentsOf(client);
    const change = documents.find((d) => d.kind === 'invoice' && d.orderId === null);
    const credit = documents.find((d) => d.kind === 'credit_note');
    expect(change?.currency).toBe('EUR');
    expect(credit?.currency).toBe('EUR');
    expect(documents.every((d) => d.currency === 'EUR')).toBe(true);
    const net = (d: Document) => d.subtotal - d.discount;
    const billed = documents.reduce((sum, d) => sum + (d.kind === 'credit_note' ? -net(d) : net(d)), 0);
    // Before VAT: neither the VAT-included totals nor the order alone.
    expect(billed).toBeGreaterThan(net(documents.find((d) => d.orderId === order.json.id) as Document));
    expect(billed).not.toBe(documents.reduce((sum, d) => sum + (d.kind === 'credit_note' ? -d.total : d.total), 0));

    const organization = await organizationOf(companyId);
    expect(organization).toMatchObject({
      billingCurrency: 'EUR',
      billedBeforeVat: { amount: billed, currency: 'EUR' },
      clusterCount: 1,
    });
    expect(organization).not.toHaveProperty('spendUsdCents');
  });

  it('suspending an organization blocks its orders until it is lifted', async () => {
    const { client, companyId } = await customer();
    const organization = await organizationOf(companyId);
    const waiting = (await client.post('/api/orders', supportOrder)).json;
    expect(
      (await admin.post(`/api/admin/organizations/${organization.id}/suspend`, { reason: '' })).json.fields.reason,
    ).toBe('Enter the reason (at least 3 characters).');
    const suspended = await admin.post(`/api/admin/organizations/${organization.id}/suspend`, {
      reason: 'Chargeback under review.',
    });
    expect(suspended.json.suspension).toMatchObject({ reason: 'Chargeback under review.' });
    const refused = await client.post('/api/orders', supportOrder);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'organization_suspended' });
    const payment = await client.post(`/api/orders/${waiting.id}/pay`, PAY_WITH_CARD);
    expect(payment.status).toBe(403);
    expect(payment.json.code).toBe('organization_suspended');
    // Members still sign in and read.
    expect((await client.get('/api/user')).status).toBe(200);
    expect(((await client.get('/api/notifications')).json as { message: string }[]).map((n) => n.message)).toContain(
      'Your organization was suspended: new orders and payments are refused. Reason: Chargeback under review.',
    );
    expect((await admin.post(`/api/admin/organizations/${organization.id}/suspend`, { reason: 'Again.' })).status).toBe(
      409,
    );

    expect((await admin.post(`/api/admin/organizations/${organization.id}/unsuspend`)).json.suspension).toBeNull();
    expect((await client.post(`/api/orders/${waiting.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
  });

  it('does not let an administrator suspend their own organization', async () => {
    const adminCompany = (await admin.get('/api/user')).json.companyId as string;
    const own = await organizationOf(adminCompany);
    const refused = await admin.post(`/api/admin/organizations/${own.id}/suspend`, { reason: 'Testing.' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('You cannot suspend your own organization: ask another administrator.');
  });
});
