import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../src/server/store/storage.ts';
import { TOKEN_SCOPES } from '../../src/shared/token-scopes.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { registeredCustomer } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { accept, invite, team } from './team-helpers.ts';
import { BearerClient, createToken, tokenClient } from './token-helpers.ts';

// Token reach: a leaked token cannot take over an organization. The outside
// assessment's attack, the re-authentication of sessions older than 10 minutes, and a walk of
// every operation of /api/openapi.json with a token of each scope (README's table).
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ API_TOKEN_REQUESTS_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await server?.stop();
});

describe('the assessment’s attack', () => {
  it('a team:write token cannot invite an owner, nor a role beyond its scopes', async () => {
    const owner = await registeredCustomer(server.url);
    const leaked = await tokenClient(owner, ['team:write']);
    const asOwner = await leaked.post('/api/organization/invitations', { email: newAccount().email, orgRole: 'owner' });
    expect(asOwner.status, asOwner.text).toBe(403);
    expect(asOwner.json.code).toBe('token_not_allowed');
    // A viewer reads clusters, orders, usage…: beyond team:write alone.
    const asViewer = await leaked.post('/api/organization/invitations', {
      email: newAccount().email,
      orgRole: 'viewer',
    });
    expect(asViewer.status).toBe(403);
    expect(asViewer.json).toMatchObject({ code: 'token_not_allowed', message: expect.stringContaining('read') });
    // With read as well, a viewer is within the token's reach.
    const wider = await tokenClient(owner, ['read', 'team:write']);
    expect(
      (await wider.post('/api/organization/invitations', { email: newAccount().email, orgRole: 'viewer' })).status,
    ).toBe(201);
    const asMember = await wider.post('/api/organization/invitations', {
      email: newAccount().email,
      orgRole: 'member',
    });
    expect(asMember.status).toBe(403);
    expect(asMember.json.code).toBe('token_not_allowed');
  });

  it('an owner acting through a token with every scope cannot demote, promote or remove an owner', async () => {
    const org = await team(server.url);
    // The attacker's way in before the fix: an owner invited by the real owner (signed in, recently).
    const second = await accept(server.url, await invite(org.owner, newAccount().email, 'owner'));
    const everything = await tokenClient(second.client, [...TOKEN_SCOPES]);
    for (const [method, path, body] of [
      ['PATCH', `/api/organization/members/${org.ids.owner}`, { orgRole: 'viewer' }],
      ['PATCH', `/api/organization/members/${org.ids.owner}`, { orgRole: 'member' }],
      ['PATCH', `/api/organization/members/${org.ids.member}`, { orgRole: 'owner' }],
      ['DELETE', `/api/organization/members/${org.ids.owner}`, undefined],
      ['POST', '/api/organization/invitations', { email: newAccount().email, orgRole: 'owner' }],
    ] as const) {
      const refused = await everything.request(method, path, body);
      expect(refused.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(403);
      expect(refused.json.code).toBe('token_not_allowed');
    }
    const members = (await org.owner.get('/api/organization/members')).json as { id: string; orgRole: string }[];
    expect(members.find((m) => m.id === org.ids.owner)?.orgRole).toBe('owner');
    expect(members.find((m) => m.id === org.ids.member)?.orgRole).toBe('member');
    // Within its reach a token still manages the team: a viewer made a member and back.
    expect((await everything.patch(`/api/organization/members/${org.ids.viewer}`, { orgRole: 'member' })).status).toBe(
      200,
    );
    expect((await everything.patch(`/api/organization/members/${org.ids.viewer}`, { orgRole: 'viewer' })).status).toBe(
      200,
    );
    // A person signed in just now does it all.
    expect(
      (await second.client.patch(`/api/organization/members/${org.ids.member}`, { orgRole: 'owner' })).status,
    ).toBe(200);
  });
});

describe('a recent session', () => {
  it('is needed past 10 minutes after sign-in for owner changes, tokens and two-factor; the password given again restores it', async () => {
    const account = newAccount();
    let client = new ApiClient(server.url);
    expect((await client.post('/api/register', account)).status).toBe(201);
    const userId = (await client.get('/api/user')).json.id as string;
    // Age the session: stop the server, move its authentication 11 minutes back, start again.
    const dataDir = server.dataDir;
    await server.stop();
    const store = await openStorage({ dataDir });
    for (const session of await store.repositories.sessions.listByUser(userId)) {
      await store.repositories.sessions.markAuthenticated(session.id, new Date(Date.now() - 11 * 60_000).toISOString());
    }
    await store.close();
    server = await startServer({ API_TOKEN_REQUESTS_PER_MINUTE: '100000' }, dataDir);
    const cookie = client.cookie;
    client = new ApiClient(server.url);
    client.cookie = cookie;
    expect((await client.get('/api/user')).status).toBe(200);
    for (const [path, body] of [
      ['/api/tokens', { name: 'CI', scopes: ['read'], expiresInDays: 30 }],
      ['/api/organization/invitations', { email: newAccount().email, orgRole: 'owner' }],
      ['/api/auth/mfa/setup', undefined],
      ['/api/auth/mfa/enable', { code: '123456' }],
      ['/api/auth/mfa/disable', { password: account.password }],
      ['/api/auth/mfa/recovery-codes', { code: '123456' }],
    ] as const) {
      const refused = await client.post(path, body);
      expect(refused.status, path).toBe(403);
      expect(refused.json.code, path).toBe('reauthentication_required');
    }
    // What a token could not do anyway is not asked again of the person: a member invitation.
    expect(
      (await client.post('/api/organization/invitations', { email: newAccount().email, orgRole: 'member' })).status,
    ).toBe(201);
    const wrong = await client.post('/api/auth/reauthenticate', { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields.password).toBeTruthy();
    expect((await client.post('/api/auth/reauthenticate', { code: '123456' })).status).toBe(400);
    expect((await client.post('/api/auth/reauthenticate', { password: account.password })).status).toBe(204);
    expect((await client.post('/api/tokens', { name: 'CI', scopes: ['read'], expiresInDays: 30 })).status).toBe(201);
    expect(
      (await client.post('/api/organization/invitations', { email: newAccount().email, orgRole: 'owner' })).status,
    ).toBe(201);
    // A token never re-authenticates.
    const token = await tokenClient(client, ['read']);
    const byToken = await token.post('/api/auth/reauthenticate', { password: account.password });
    expect(byToken.status).toBe(403);
    expect(byToken.json.code).toBe('token_not_allowed');
  });

  it('slows wrong passwords down like the other password checks', async () => {
    const client = await registeredCustomer(server.url);
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await client.post('/api/auth/reauthenticate', { password: `wrong-${i}` })).status);
    // 3 free, then waits (429) — or the session ends at the fifth wrong answer (401).
    expect(answers.slice(0, 3)).toEqual([400, 400, 400]);
    expect(answers.slice(3).every((status) => status === 400 || status === 429 || status === 401)).toBe(true);
    expect(answers).toContain(429);
  });
});

type OpenApiOperation = {
  'x-access': string;
  'x-token-scope'?: string | null;
  'x-recent-session'?: boolean;
  requestBody?: unknown;
};

/** README's table: each scope (or "none") with the operations it opens. */
function readmeTable(): Map<string, string> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('<!-- token-reach-table -->');
  const end = readme.indexOf('<!-- /token-reach-table -->');
  expect(start, 'README has the token reach table').toBeGreaterThan(0);
  const byOperation = new Map<string, string>();
  for (const line of readme.slice(start, end).split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const scope = /^`([^`]+)`/.exec(cells[1] ?? '')?.[1];
    if (!scope) continue;
    for (const [, operation] of (cells[2] ?? '').matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^`]+)`/g))
      byOperation.set(operation!, scope);
  }
  return byOperation;
}

describe('every operation with a token of each scope', () => {
  it('answers what README’s table says: its scope reaches it, any other scope gets 403', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const owner = await registeredCustomer(server.url);
    const tokens = new Map<string, BearerClient>();
    for (const scope of TOKEN_SCOPES)
      tokens.set(scope, new BearerClient(server.url, (await createToken(owner, [scope], `only ${scope}`)).token));
    const table = readmeTable();
    const failures: string[] = [];
    let walked = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (op['x-access'] !== 'user') continue;
        const scope = op['x-recent-session'] ? 'session' : (op['x-token-scope'] ?? 'session');
        // The development tools are not listed in production's document, nor in the table.
        if (!path.startsWith('/api/dev/') && table.get(name) !== scope)
          failures.push(`${name}: README says ${table.get(name) ?? 'nothing'}, the API ${scope}`);
        const concrete = path.replace(/\{[^}]+\}/g, 'x');
        const body = method === 'get' || method === 'delete' ? undefined : {};
        const answers = await Promise.all(
          [...tokens].map(
            async ([held, client]) => [held, await client.request(method.toUpperCase(), concrete, body)] as const,
          ),
        );
        for (const [held, response] of answers) {
          walked += 1;
          const allowed = scope === 'any' || scope === held;
          if (allowed ? response.status === 403 || response.status === 401 : response.status !== 403) {
            failures.push(`${name} with ${held}: ${response.status} ${response.text.slice(0, 160)}`);
          } else if (!allowed && scope === 'session' && response.json?.code !== 'token_not_allowed') {
            failures.push(`${name} with ${held}: ${response.json?.code}, not token_not_allowed`);
          } else if (!allowed && scope !== 'session' && response.json?.code !== 'insufficient_scope') {
            failures.push(`${name} with ${held}: ${response.json?.code}, not insufficient_scope`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(walked).toBeGreaterThan(500);
    // The operations that depend on the role given, and the account's own, with any token: a token
    // with team:write is refused as a token (token_not_allowed), one without it for its scope.
    const ownerId = (await owner.get('/api/user')).json.id as string;
    for (const [held, client] of tokens) {
      for (const [method, path, body, team] of [
        ['POST', '/api/organization/invitations', { email: newAccount().email, orgRole: 'owner' }, true],
        ['PATCH', `/api/organization/members/${ownerId}`, { orgRole: 'viewer' }, true],
        ['DELETE', `/api/organization/members/${ownerId}`, undefined, true],
        ['POST', '/api/tokens', { name: 'x', scopes: ['read'], expiresInDays: 1 }, false],
        ['POST', '/api/auth/mfa/setup', undefined, false],
        ['POST', '/api/auth/mfa/disable', { password: 'x' }, false],
        ['POST', '/api/auth/reauthenticate', { password: 'x' }, false],
      ] as const) {
        const response = await client.request(method, path, body);
        expect(response.status, `${method} ${path} with ${held}`).toBe(403);
        expect(response.json.code, `${method} ${path} with ${held}`).toBe(
          team && held !== 'team:write' ? 'insufficient_scope' : 'token_not_allowed',
        );
      }
    }
    expect((await owner.get('/api/organization/members')).json).toContainEqual(
      expect.objectContaining({ id: ownerId, orgRole: 'owner' }),
    );
  });
});
