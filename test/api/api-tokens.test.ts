import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.ts';
import { registeredCustomer } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { team } from './team-helpers.ts';
import { BearerClient, createToken, tokenClient } from './token-helpers.ts';

// Personal API tokens as a CI job and the console's users see them: scopes within roles, the
// 401/403 codes, revocation with any change of the holder's standing, CSRF rules for cookies
// only, the per-token rate limit and the activity log.
const LIMIT = 40;
const ROOT = { email: 'root@example.eu', password: 'Root-Passphrase-For-Tests-1' };
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    API_TOKEN_REQUESTS_PER_MINUTE: String(LIMIT),
    ADMIN_EMAIL: ROOT.email,
    ADMIN_PASSWORD: ROOT.password,
  });
});
afterAll(async () => {
  await server.stop();
});

const ORDER = { kind: 'support', support: { planId: 'business' }, currency: 'EUR', billingCycle: 'monthly' };

describe('creating tokens', () => {
  it('shows the value once, in the sk8s_ shape, and lists tokens without it', async () => {
    const owner = await registeredCustomer(server.url);
    const created = await owner.post('/api/tokens', {
      name: 'CI deploy',
      scopes: ['read', 'clusters:write'],
      expiresInDays: 90,
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.json).sort()).toEqual(['expiresAt', 'id', 'name', 'scopes', 'token']);
    expect(created.json.token).toMatch(/^sk8s_[0-9A-Za-z]{36}$/);
    expect(Date.parse(created.json.expiresAt) - Date.now()).toBeGreaterThan(89 * 86_400_000);
    const list = await owner.get('/api/tokens');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(created.json.token);
    expect(list.json.tokens).toEqual([
      expect.objectContaining({
        id: created.json.id,
        name: 'CI deploy',
        scopes: ['read', 'clusters:write'],
        status: 'active',
        hint: `${created.json.token.slice(0, 9)}…`,
        lastUsedAt: null,
      }),
    ]);
    expect(list.json.availableScopes).toEqual([
      'read',
      'clusters:write',
      'kubeconfigs:write',
      'orders:write',
      'billing:read',
      'billing:write',
      'tickets:write',
      'team:write',
    ]);
  });

  it('refuses a scope beyond the holder’s role (400 naming it), a year and a day, and no scope at all', async () => {
    const org = await team(server.url);
    const beyond = await org.viewer.post('/api/tokens', {
      name: 'x',
      scopes: ['read', 'clusters:write'],
      expiresInDays: 30,
    });
    expect(beyond.status).toBe(400);
    expect(beyond.json).toMatchObject({
      code: 'scope_beyond_role',
      fields: { scopes: 'Your role (viewer) cannot hold clusters:write.' },
    });
    expect(
      (await org.billing.post('/api/tokens', { name: 'x', scopes: ['kubeconfigs:write'], expiresInDays: 30 })).json
        .code,
    ).toBe('scope_beyond_role');
    expect(
      (await org.member.post('/api/tokens', { name: 'x', scopes: ['team:write'], expiresInDays: 30 })).json.code,
    ).toBe('scope_beyond_role');
    expect(
      (
        await org.billing.post('/api/tokens', {
          name: 'x',
          scopes: ['billing:write', 'orders:write'],
          expiresInDays: 30,
        })
      ).status,
    ).toBe(201);
    const tooLong = await org.owner.post('/api/tokens', { name: 'x', scopes: ['read'], expiresInDays: 366 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.fields.expiresInDays).toMatch(/365/);
    expect(
      (await org.owner.post('/api/tokens', { name: 'x', scopes: [], expiresInDays: 30 })).json.fields.scopes,
    ).toBeTruthy();
    expect((await org.viewer.get('/api/tokens')).json.availableScopes).toEqual(['read']);
    expect((await org.billing.get('/api/tokens')).json.availableScopes).toEqual([
      'read',
      'orders:write',
      'billing:read',
      'billing:write',
      'tickets:write',
    ]);
  });
});

describe('using a token', () => {
  it('reaches what its scopes allow; anything else is 403 naming the missing scope', async () => {
    const owner = await registeredCustomer(server.url);
    const reader = await tokenClient(owner, ['read']);
    expect((await reader.get('/api/clusters')).status).toBe(200);
    const me = await reader.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json.id).toBe((await owner.get('/api/user')).json.id);
    const refused = await reader.post('/api/orders', ORDER);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'insufficient_scope',
      message: expect.stringContaining('orders:write'),
    });
    expect(refused.headers.get('www-authenticate')).toBe(
      'Bearer realm="api", error="insufficient_scope", scope="orders:write"',
    );
    expect((await reader.get('/api/billing/invoices')).json.message).toContain('billing:read');
    // The account itself (tokens, password, sessions) needs a signed-in session.
    for (const [method, path] of [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['GET', '/api/auth/sessions'],
      ['POST', '/api/auth/password'],
    ] as const) {
      const response = await reader.request(method, path, method === 'GET' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.json.code).toBe('token_not_allowed');
    }
    // Staff endpoints do not exist for a token.
    expect((await reader.get('/api/admin/users')).status).toBe(404);
    expect((await reader.get('/api/officers/queues')).status).toBe(404);
    const writer = await tokenClient(owner, ['orders:write']);
    expect((await writer.post('/api/orders', ORDER)).status).toBe(201);
  });

  it('answers 401 with a code of its own for a malformed, unknown or revoked token, also on public endpoints', async () => {
    const owner = await registeredCustomer(server.url);
    const garbage = await new BearerClient(server.url, 'not-a-token').get('/api/clusters');
    expect(garbage.status).toBe(401);
    expect(garbage.json.code).toBe('token_invalid');
    expect(garbage.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const { token, id } = await createToken(owner, ['read']);
    const flipped = token.slice(0, 10) + (token[10] === 'a' ? 'b' : 'a') + token.slice(11);
    expect((await new BearerClient(server.url, flipped).get('/api/clusters')).json.code).toBe('token_invalid');
    const client = new BearerClient(server.url, token);
    expect((await client.get('/api/catalog')).status).toBe(200);
    expect((await owner.delete(`/api/tokens/${id}`)).status).toBe(204);
    for (const path of ['/api/clusters', '/api/catalog', '/api/user']) {
      const response = await client.get(path);
      expect(response.status, path).toBe(401);
      expect(response.json).toMatchObject({
        code: 'token_revoked',
        message: expect.stringContaining('revoked by its holder'),
      });
    }
    expect((await owner.get('/api/tokens')).json.tokens[0]).toMatchObject({
      status: 'revoked',
      revokedReason: 'revoked by its holder',
    });
    // Another user's token cannot be revoked (404, as if it did not exist).
    const other = await createToken(await registeredCustomer(server.url), ['read']);
    expect((await owner.delete(`/api/tokens/${other.id}`)).status).toBe(404);
  });

  it('records last use (time and address) and each change in the activity log; reads once an hour', async () => {
    const owner = await registeredCustomer(server.url);
    const { token } = await createToken(owner, ['read', 'orders:write'], 'pipeline');
    const client = new BearerClient(server.url, token);
    await client.get('/api/clusters');
    await client.get('/api/orders');
    const order = await client.post('/api/orders', ORDER);
    expect(order.status).toBe(201);
    const listed = (await owner.get('/api/tokens')).json.tokens[0];
    expect(listed.lastUsedIp).toMatch(/127\.0\.0\.1/);
    expect(Date.now() - Date.parse(listed.lastUsedAt)).toBeLessThan(60_000);
    const activity = (
      (await owner.get('/api/organization/activity?kind=credential')).json as unknown as {
        entries: { action: string; detail: string }[];
      }
    ).entries;
    const uses = activity.filter((e) => e.action === 'token.used').map((e) => e.detail);
    expect(uses).toEqual(['"pipeline": POST /api/orders → 201', '"pipeline": first use this hour (GET /api/clusters)']);
    expect(activity.some((e) => e.action === 'token.created' && e.detail.startsWith('"pipeline"'))).toBe(true);
    // The order itself is in the log as the holder's, like any order.
    expect((await owner.get('/api/organization/activity?kind=order')).json.entries.length).toBeGreaterThan(0);
  });

  it(`limits each token to ${LIMIT} requests a minute (429 with Retry-After), without touching another token`, async () => {
    const owner = await registeredCustomer(server.url);
    const busy = await tokenClient(owner, ['read']);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i <= LIMIT; i += 1) {
      last = await busy.get('/api/catalog');
      statuses.push(last.status);
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(last?.status).toBe(429);
    expect(last?.json.code).toBe('rate_limited');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last?.headers.get('x-ratelimit-remaining')).toBe('0');
    const calm = await tokenClient(owner, ['read']);
    expect((await calm.get('/api/catalog')).headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - 1));
  });
});

describe('cookies and tokens', () => {
  it('applies the Origin rule to cookies only: a Bearer request from anywhere works, a cookie from elsewhere does not', async () => {
    const owner = await registeredCustomer(server.url);
    const writer = await tokenClient(owner, ['orders:write']);
    const fromElsewhere = { Origin: 'http://evil.example', Host: 'evil.example' };
    expect((await writer.request('POST', '/api/orders', ORDER, fromElsewhere)).status).toBe(201);
    const cookieFromElsewhere = await owner.request('POST', '/api/orders', ORDER, { Origin: 'http://evil.example' });
    expect(cookieFromElsewhere.status).toBe(403);
    expect(cookieFromElsewhere.json.message).toMatch(/Cross-origin/);
  });

  it('never falls back to the cookie a Bearer request also carries', async () => {
    const owner = await registeredCustomer(server.url);
    const withCookie = await owner.request('GET', '/api/clusters', undefined, { Authorization: 'Bearer sk8s_nope' });
    expect(withCookie.status).toBe(401);
    expect(withCookie.json.code).toBe('token_invalid');
    // And an empty Bearer header is no token, not a session.
    const empty = await owner.request('POST', '/api/orders', ORDER, {
      Authorization: 'Bearer',
      Origin: 'http://evil.example',
    });
    expect(empty.status).toBe(401);
  });
});

describe('revocation when the holder’s standing changes', () => {
  it('revokes at once when the role changes, the member is removed or leaves', async () => {
    const org = await team(server.url);
    const member = await tokenClient(org.member, ['read']);
    const viewer = await tokenClient(org.viewer, ['read']);
    const billing = await tokenClient(org.billing, ['read']);
    expect((await member.get('/api/clusters')).status).toBe(200);
    expect((await org.owner.patch(`/api/organization/members/${org.ids.member}`, { orgRole: 'viewer' })).status).toBe(
      200,
    );
    const afterRoleChange = await member.get('/api/clusters');
    expect(afterRoleChange.status).toBe(401);
    expect(afterRoleChange.json).toMatchObject({
      code: 'token_revoked',
      message: expect.stringContaining('role changed'),
    });
    expect((await org.owner.delete(`/api/organization/members/${org.ids.viewer}`)).status).toBe(204);
    expect((await viewer.get('/api/orders')).json).toMatchObject({
      code: 'token_revoked',
      message: expect.stringContaining('member removed'),
    });
    expect((await org.billing.post('/api/organization/leave')).status).toBe(204);
    expect((await billing.get('/api/orders')).json).toMatchObject({
      code: 'token_revoked',
      message: expect.stringContaining('left the organization'),
    });
  });

  it('revokes at once when staff disable the account or change its staff role', async () => {
    const admin = new ApiClient(server.url);
    expect((await admin.post('/api/login', { username: ROOT.email, password: ROOT.password })).status).toBe(200);
    const first = await registeredCustomer(server.url);
    const firstId = (await first.get('/api/user')).json.id as string;
    const firstToken = await tokenClient(first, ['read']);
    expect((await admin.post(`/api/admin/users/${firstId}/disable`)).status).toBe(200);
    expect((await firstToken.get('/api/clusters')).json).toMatchObject({
      code: 'token_revoked',
      message: expect.stringContaining('account disabled'),
    });
    const second = await registeredCustomer(server.url);
    const secondId = (await second.get('/api/user')).json.id as string;
    const secondToken = await tokenClient(second, ['read']);
    const promoted = await admin.put(`/api/admin/users/${secondId}/role`, { role: 'admin' });
    expect(promoted.status, promoted.text).toBe(200);
    expect((await secondToken.get('/api/clusters')).json).toMatchObject({
      code: 'token_revoked',
      message: expect.stringContaining('role changed'),
    });
  });
});
