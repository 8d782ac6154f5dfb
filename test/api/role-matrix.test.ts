import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyOperation, EndpointModule, HttpMethod } from '../../src/server/http/api-route.ts';
import { listEndpointFiles } from '../../src/server/http/endpoint-files.ts';
import { can, ORG_ROLES, PERMISSIONS, type OrgRole } from '../../src/shared/permissions.ts';
import type { ApiClient } from './api-client.ts';
import { registeredCustomer } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { team, type Role } from './team-helpers.ts';
import { SLOW_TEST_MS } from '../support/budgets.ts';
import { scopeFor } from '../../src/shared/token-scopes.ts';
import { tokenClient } from './token-helpers.ts';

// Every operation of every endpoint file, read from the files themselves: an endpoint added
// later is in this matrix without anyone listing it.
type Entry = { apiPath: string; method: HttpMethod; operation: AnyOperation };
async function allOperations(): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const file of await listEndpointFiles()) {
    const module = (await import(pathToFileURL(file.file).href)) as EndpointModule;
    for (const [method, operation] of Object.entries(module.operations)) {
      if (operation) entries.push({ apiPath: file.apiPath, method: method as HttpMethod, operation });
    }
  }
  return entries;
}

// Calls that would change the caller's own standing (leaving the organization) are tested
// on their own below; every other call in the matrix is sent with unknown ids or an empty
// body, so an allowed call is a 2xx, 400, 404 or 409 and changes nothing that matters.
const NOT_IN_MATRIX = new Set(['POST /api/organization/leave']);

let server: RunningServer;
let entries: Entry[];
let org: Record<Role, ApiClient> & { ids: Record<Role, string> };
let stranger: ApiClient;
let orderId: string;

beforeAll(async () => {
  entries = await allOperations();
  // The token matrix sends a request per operation within a minute: room for all of them.
  server = await startServer({ API_TOKEN_REQUESTS_PER_MINUTE: '100000' });
  org = await team(server.url);
  stranger = await registeredCustomer(server.url);
  const order = await org.owner.post('/api/orders', {
    kind: 'support',
    support: { planId: 'business' },
    currency: 'EUR',
    billingCycle: 'monthly',
  });
  expect(order.status, order.text).toBe(201);
  orderId = order.json.id as string;
});
afterAll(async () => {
  await server?.stop();
});

const concrete = (apiPath: string) => apiPath.replace(/\{[^}]+\}/g, () => randomUUID());
const bodyFor = (method: HttpMethod) => (method === 'GET' ? undefined : {});

describe('every customer endpoint declares what an organization role needs', () => {
  it('names a known permission on each access: user operation (a new endpoint without one fails here)', async () => {
    const list = entries.length ? entries : await allOperations();
    const missing = list
      .filter(
        (e) => e.operation.access === 'user' && !(e.operation.permission && e.operation.permission in PERMISSIONS),
      )
      .map((e) => `${e.method} ${e.apiPath}`);
    expect(missing).toEqual([]);
    expect(list.filter((e) => e.operation.access === 'user').length).toBeGreaterThan(60);
  });
});

describe('the role × endpoint matrix, on the running server', () => {
  it(
    'answers 403 with the role’s refusal exactly where the role lacks the permission',
    async () => {
      const failures: string[] = [];
      for (const entry of entries.filter(
        (e) => e.operation.access === 'user' && !NOT_IN_MATRIX.has(`${e.method} ${e.apiPath}`),
      )) {
        for (const role of ORG_ROLES) {
          const path = concrete(entry.apiPath);
          const response = await org[role].request(entry.method, path, bodyFor(entry.method));
          const allowed = can(role, entry.operation.permission!);
          const label = `${role} ${entry.method} ${entry.apiPath} → ${response.status}`;
          if (allowed && [401, 403, 500].includes(response.status))
            failures.push(`${label} (allowed) ${response.text.slice(0, 120)}`);
          if (
            !allowed &&
            (response.status !== 403 ||
              response.json?.code !== 'forbidden' ||
              !String(response.json?.message).startsWith(`Your role (${role}) cannot`))
          ) {
            failures.push(`${label} (refused) ${response.text.slice(0, 120)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    SLOW_TEST_MS,
  );

  // The rules of the issue, written out independently of the permission table.
  const RULES: [Role, HttpMethod, string, 'allowed' | 'forbidden'][] = [
    ['viewer', 'GET', '/api/clusters', 'allowed'],
    ['viewer', 'GET', '/api/orders', 'allowed'],
    ['viewer', 'GET', '/api/usage', 'allowed'],
    ['viewer', 'POST', '/api/orders', 'forbidden'],
    ['viewer', 'POST', '/api/orders/x/pay', 'forbidden'],
    ['viewer', 'PATCH', '/api/clusters/x', 'forbidden'],
    ['viewer', 'POST', '/api/clusters/x/kubeconfigs', 'forbidden'],
    ['viewer', 'GET', '/api/billing/payment-methods', 'forbidden'],
    ['viewer', 'GET', '/api/billing/profile', 'forbidden'],
    ['billing', 'GET', '/api/billing/payment-methods', 'allowed'],
    ['billing', 'PUT', '/api/billing/profile', 'allowed'],
    ['billing', 'GET', '/api/orders', 'allowed'],
    ['billing', 'GET', '/api/usage', 'allowed'],
    ['billing', 'GET', '/api/clusters', 'forbidden'],
    ['billing', 'GET', '/api/clusters/x/kubeconfigs', 'forbidden'],
    ['billing', 'DELETE', '/api/clusters/x', 'forbidden'],
    ['billing', 'POST', '/api/orders', 'forbidden'],
    ['member', 'POST', '/api/orders', 'allowed'],
    ['member', 'PATCH', '/api/clusters/x', 'allowed'],
    ['member', 'POST', '/api/billing/payment-methods', 'forbidden'],
    ['member', 'PUT', '/api/billing/profile', 'forbidden'],
    ['member', 'POST', '/api/organization/invitations', 'forbidden'],
    ['member', 'GET', '/api/organization/activity', 'allowed'],
    ['viewer', 'GET', '/api/organization/activity', 'forbidden'],
    ['billing', 'PATCH', '/api/organization/members/x', 'forbidden'],
    ['owner', 'POST', '/api/organization/invitations', 'allowed'],
  ];
  it.each(RULES)('%s %s %s is %s', async (role, method, path, expected) => {
    const response = await org[role].request(method, path, bodyFor(method));
    if (expected === 'forbidden') {
      expect(response.status).toBe(403);
      expect(response.json.message).toMatch(new RegExp(`^Your role \\(${role}\\) cannot `));
    } else {
      expect(response.status).not.toBe(403);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('answers 404 for another organization’s objects, whatever the caller’s role there', async () => {
    expect((await org.viewer.get(`/api/orders/${orderId}`)).status).toBe(200);
    expect((await stranger.get(`/api/orders/${orderId}`)).status).toBe(404);
    expect((await stranger.post(`/api/orders/${orderId}/cancel`)).status).toBe(404);
    expect((await stranger.patch(`/api/organization/members/${org.ids.viewer}`, { orgRole: 'owner' })).status).toBe(
      404,
    );
    expect((await stranger.delete(`/api/organization/members/${org.ids.viewer}`)).status).toBe(404);
    const strangerMembers = (await stranger.get('/api/organization/members')).json as { id: string }[];
    expect(strangerMembers.map((m) => m.id)).not.toContain(org.ids.viewer);
    expect((await org.viewer.get('/api/user')).json.orgRole).toBe('viewer');
  });

  it('refuses staff endpoints to every customer role', async () => {
    const staff = entries.filter(
      (e) => e.operation.access === 'admin' || e.operation.access === 'officer' || e.operation.permission === 'staff',
    );
    expect(staff.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const entry of staff) {
      for (const role of ORG_ROLES as readonly OrgRole[]) {
        const response = await org[role].request(entry.method, concrete(entry.apiPath), bodyFor(entry.method));
        const officerCheck = entry.apiPath === '/api/officers/check-access';
        const ok = officerCheck
          ? response.status === 200 && response.text === 'false'
          : [403, 404].includes(response.status);
        if (!ok)
          failures.push(`${role} ${entry.method} ${entry.apiPath} → ${response.status} ${response.text.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the token scope × endpoint matrix, on the running server', () => {
  it(
    'lets a read-only token of an owner reach exactly the operations whose permission `read` grants',
    async () => {
      const reader = await tokenClient(org.owner, ['read']);
      const failures: string[] = [];
      for (const entry of entries.filter(
        (e) => !NOT_IN_MATRIX.has(`${e.method} ${e.apiPath}`) && !e.apiPath.startsWith('/api/dev/'),
      )) {
        const response = await reader.request(entry.method, concrete(entry.apiPath), bodyFor(entry.method));
        const { access, permission, scope: declared, recentSession } = entry.operation;
        const label = `${entry.method} ${entry.apiPath} → ${response.status} ${response.text.slice(0, 100)}`;
        if (access === 'admin' || access === 'officer') {
          if (response.status !== 404) failures.push(`${label} (staff: hidden)`);
          continue;
        }
        if (access !== 'user') continue;
        // An operation for recently authenticated sessions only is closed to every token (x-token-scope null).
        const scope = recentSession ? null : (declared ?? (permission ? scopeFor(permission) : null));
        if (scope === null) {
          if (response.status !== 403 || response.json?.code !== 'token_not_allowed')
            failures.push(`${label} (no token may)`);
        } else if (scope === 'read' || scope === 'any') {
          if ([401, 403, 500].includes(response.status)) failures.push(`${label} (allowed)`);
        } else if (
          response.status !== 403 ||
          response.json?.code !== 'insufficient_scope' ||
          !String(response.json?.message).includes(scope)
        ) {
          failures.push(`${label} (needs ${scope})`);
        }
      }
      expect(failures).toEqual([]);
    },
    SLOW_TEST_MS,
  );
});
