import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotpCode } from '../../src/server/mfa/totp.ts';
import { openStorage } from '../../src/server/store/storage.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { team } from './team-helpers.ts';
import { BearerClient, createToken } from './token-helpers.ts';

// Two-factor authentication required by the organization: the owner's switch (owners only, a
// recent sign-in, their own two-factor first), what a member without two-factor may still do,
// API tokens made before two-factor, and the audit trail of the switch. On both backends.

/** Every account of newAccount() has this password. */
const PASSWORD = newAccount().password;

/** Turns two-factor on for a signed-in client with a fresh session; answers the secret. */
async function enableTwoFactor(client: ApiClient): Promise<string> {
  const setup = await client.post('/api/auth/mfa/setup');
  expect(setup.status, setup.text).toBe(200);
  const secret = setup.json.secret as string;
  const enabled = await client.post('/api/auth/mfa/enable', { code: currentTotpCode(secret) });
  expect(enabled.status, enabled.text).toBe(200);
  return secret;
}

/** The 403 of a member who must set up two-factor first. */
function expectTwoFactorRequired(response: { status: number; json: Record<string, unknown> }, what: string) {
  expect(response.status, what).toBe(403);
  expect(response.json.code, what).toBe('two_factor_required');
  expect(response.json.message, what).toMatch(/two-factor/);
}

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`two-factor required by the organization (${backend})`, () => {
    let server: RunningServer;
    let env: Record<string, string>;
    let schema: string | undefined;

    beforeAll(async () => {
      schema = backend === 'postgres' ? await createSchema() : undefined;
      env = {
        API_TOKEN_REQUESTS_PER_MINUTE: '100000',
        ...(schema ? { DATABASE_URL: `${postgresUrl()}?search_path=${schema}` } : {}),
      };
      server = await startServer(env);
    });
    afterAll(async () => {
      await server.stop();
    });

    it('is the owner’s to turn on, once they use two-factor themselves; every member reads it; the audit log keeps each change', async () => {
      const org = await team(server.url);
      for (const role of ['owner', 'member', 'billing', 'viewer'] as const) {
        const read = await org[role].get('/api/organization/security');
        expect(read.status, role).toBe(200);
        expect(read.json, role).toEqual({ requireTwoFactor: false });
      }
      for (const role of ['member', 'billing', 'viewer'] as const) {
        const refused = await org[role].put('/api/organization/security', { requireTwoFactor: true });
        expect(refused.status, role).toBe(403);
        expect(refused.json.code, role).toBe('forbidden');
      }
      // A token never changes it, whatever its scopes.
      const ownerToken = new BearerClient(server.url, (await createToken(org.owner, ['read', 'team:write'])).token);
      const byToken = await ownerToken.put('/api/organization/security', { requireTwoFactor: true });
      expect(byToken.status).toBe(403);
      expect(byToken.json.code).toBe('token_not_allowed');

      const withoutTwoFactor = await org.owner.put('/api/organization/security', { requireTwoFactor: true });
      expect(withoutTwoFactor.status).toBe(400);
      expect(withoutTwoFactor.json.message).toMatch(/your own account first/);
      expect(withoutTwoFactor.json.fields.requireTwoFactor).toBeTruthy();
      expect((await org.owner.get('/api/organization/security')).json).toEqual({ requireTwoFactor: false });
      expect(
        (await org.owner.put('/api/organization/security', { requireTwoFactor: 'yes' })).status,
        'a boolean only',
      ).toBe(400);

      await enableTwoFactor(org.owner);
      const on = await org.owner.put('/api/organization/security', { requireTwoFactor: true });
      expect(on.status, on.text).toBe(200);
      expect(on.json).toEqual({ requireTwoFactor: true });
      expect((await org.viewer.get('/api/organization/security')).json).toEqual({ requireTwoFactor: true });
      // Setting what is set changes nothing and records nothing.
      expect((await org.owner.put('/api/organization/security', { requireTwoFactor: true })).status).toBe(200);
      expect((await org.owner.get('/api/user')).json.twoFactorSetupRequired).toBe(false);
      const off = await org.owner.put('/api/organization/security', { requireTwoFactor: false });
      expect(off.json).toEqual({ requireTwoFactor: false });

      const audit = await org.owner.get('/api/organization/audit?format=jsonl');
      expect(audit.status).toBe(200);
      const actions = audit.text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { action: string; actor: { id: string } | null; target: unknown })
        .filter((entry) => entry.action.startsWith('organization.two_factor'));
      expect(actions.map((entry) => entry.action)).toEqual([
        'organization.two_factor_enforced',
        'organization.two_factor_relaxed',
      ]);
      expect(actions[0]?.actor?.id).toBe(org.ids.owner);
      // The organization's activity log files them under sign-ins.
      const activity = await org.owner.get('/api/organization/activity?kind=auth');
      expect(
        (activity.json.entries as unknown as { action: string }[])
          .map((entry) => entry.action)
          .filter((action) => action.startsWith('organization.')),
      ).toEqual(['organization.two_factor_relaxed', 'organization.two_factor_enforced']);
    });

    it('leaves a member without two-factor reading, setting it up and signing out, and nothing else until they have', async () => {
      const org = await team(server.url);
      await enableTwoFactor(org.owner);
      expect((await org.owner.put('/api/organization/security', { requireTwoFactor: true })).status).toBe(200);

      const user = await org.member.get('/api/user');
      expect(user.status).toBe(200);
      expect(user.json).toMatchObject({ mfaEnabled: false, twoFactorSetupRequired: true });
      expect((await org.member.get('/api/organization/members')).status).toBe(200);
      expect((await org.member.get('/api/organization/security')).json).toEqual({ requireTwoFactor: true });
      expect((await org.member.get('/api/auth/sessions')).status).toBe(200);

      expectTwoFactorRequired(await org.member.patch('/api/user/profile', { name: 'Ada' }), 'profile');
      expectTwoFactorRequired(
        await org.member.post('/api/tokens', { name: 'CI', scopes: ['read'], expiresInDays: 30 }),
        'token creation',
      );
      expectTwoFactorRequired(
        await org.member.post('/api/tickets', { subject: 'Help', message: 'Something is wrong here.' }),
        'a ticket',
      );
      expectTwoFactorRequired(
        await org.billing.put('/api/billing/profile', { legalName: 'X' }),
        'refused before the body is read',
      );
      // The language (and the other display choices) the set-up is read in stays theirs to choose.
      const french = await org.viewer.put('/api/user/preferences', {
        currency: 'EUR',
        billingCycle: 'monthly',
        theme: 'system',
        language: 'fr',
      });
      expect(french.status, french.text).toBe(200);
      // Re-authenticating (needed for the set-up after 10 minutes) stays open.
      expect((await org.member.post('/api/auth/reauthenticate', { password: PASSWORD })).status).toBe(204);

      await enableTwoFactor(org.member);
      expect((await org.member.get('/api/user')).json).toMatchObject({
        mfaEnabled: true,
        twoFactorSetupRequired: false,
      });
      const renamed = await org.member.patch('/api/user/profile', { name: 'Ada Lovelace' });
      expect(renamed.status, renamed.text).toBe(200);
      // While it is required, two-factor cannot be turned off.
      const disable = await org.member.post('/api/auth/mfa/disable', { password: PASSWORD });
      expect(disable.status).toBe(409);
      expect(disable.json.message).toMatch(/requires two-factor/);

      // Signing out stays open: a new sign-in is sent to the set-up again.
      expect((await org.viewer.post('/api/logout')).status).toBe(204);
      expect((await org.viewer.get('/api/user')).status).toBe(401);

      // Once the owner stops requiring it, the billing member acts again without two-factor.
      expect((await org.owner.put('/api/organization/security', { requireTwoFactor: false })).status).toBe(200);
      expect((await org.billing.get('/api/user')).json.twoFactorSetupRequired).toBe(false);
      expect((await org.billing.patch('/api/user/profile', { name: 'Grace' })).status).toBe(200);
    });

    it('accepts an API token only from a holder with two-factor who made it afterwards, and again once it is no longer required', async () => {
      const org = await team(server.url);
      const before = new BearerClient(server.url, (await createToken(org.owner, ['read'])).token);
      const memberBefore = new BearerClient(server.url, (await createToken(org.member, ['read'])).token);
      await enableTwoFactor(org.owner);
      const after = new BearerClient(server.url, (await createToken(org.owner, ['read'])).token);
      for (const client of [before, after, memberBefore])
        expect((await client.get('/api/organization/members')).status).toBe(200);

      expect((await org.owner.put('/api/organization/security', { requireTwoFactor: true })).status).toBe(200);
      expect((await after.get('/api/organization/members')).status).toBe(200);
      expect((await after.get('/api/user')).json.twoFactorSetupRequired).toBe(false);
      const old = await before.get('/api/organization/members');
      expectTwoFactorRequired(old, 'a token from before two-factor');
      expect(old.json.message).toMatch(/created before/);
      const holderWithout = await memberBefore.get('/api/user');
      expectTwoFactorRequired(holderWithout, 'a token whose holder has no two-factor');
      expect(holderWithout.json.message).toMatch(/has not set up/);

      // The member sets two-factor up: their old token still does not work, a new one does.
      await enableTwoFactor(org.member);
      expectTwoFactorRequired(await memberBefore.get('/api/organization/members'), 'still from before');
      const memberAfter = new BearerClient(server.url, (await createToken(org.member, ['read'])).token);
      expect((await memberAfter.get('/api/organization/members')).status).toBe(200);

      expect((await org.owner.put('/api/organization/security', { requireTwoFactor: false })).status).toBe(200);
      for (const client of [before, memberBefore])
        expect((await client.get('/api/organization/members')).status).toBe(200);
    });

    it('asks the owner for a recent sign-in; the password given again lets the change through', async () => {
      const owner = new ApiClient(server.url);
      expect((await owner.post('/api/register', newAccount())).status).toBe(201);
      const ownerId = (await owner.get('/api/user')).json.id as string;
      await enableTwoFactor(owner);
      // Move the session's authentication 11 minutes back (the embedded store needs the server stopped).
      if (backend === 'embedded') await server.stop();
      const store = await openStorage({
        dataDir: server.dataDir,
        ...(schema ? { databaseUrl: postgresUrl(), postgres: { searchPath: schema, max: 2 } } : {}),
      });
      for (const session of await store.repositories.sessions.listByUser(ownerId)) {
        await store.repositories.sessions.markAuthenticated(
          session.id,
          new Date(Date.now() - 11 * 60_000).toISOString(),
        );
      }
      await store.close();
      let client = owner;
      if (backend === 'embedded') {
        server = await startServer(env, server.dataDir);
        client = new ApiClient(server.url);
        client.cookie = owner.cookie;
      }
      const stale = await client.put('/api/organization/security', { requireTwoFactor: true });
      expect(stale.status).toBe(403);
      expect(stale.json.code).toBe('reauthentication_required');
      expect((await client.post('/api/auth/reauthenticate', { password: PASSWORD })).status).toBe(204);
      const on = await client.put('/api/organization/security', { requireTwoFactor: true });
      expect(on.status, on.text).toBe(200);
    });
  });
}
