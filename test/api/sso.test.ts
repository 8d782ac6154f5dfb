import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../src/server/store/storage.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';
import {
  CookieJar,
  signInAtProvider,
  startTestProvider,
  visit,
  type TestProvider,
} from '../support/oidc-test-provider.ts';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { accept, invite } from './team-helpers.ts';
import { tokenClient } from './token-helpers.ts';

// Single sign-on per organization against a real OpenID provider (oidc-provider) started here:
// authorization code + PKCE through the provider's own login and consent forms, and each way the
// console must refuse an answer (state, nonce, replay, signature, expiry, issuer, unverified e-mail).

let counter = 0;
/** A domain of its own for each test: a domain belongs to one organization. */
const newDomain = () => `acme${Date.now().toString(36)}${++counter}.example.eu`;

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`single sign-on (${backend})`, () => {
    let server: RunningServer;
    let idp: TestProvider;
    let schema: string | undefined;
    let redirectUri: string;
    beforeAll(async () => {
      schema = backend === 'postgres' ? await createSchema() : undefined;
      server = await startServer(schema ? { DATABASE_URL: `${postgresUrl()}?search_path=${schema}` } : {});
      // The console names itself by its public origin (localhost) in the redirect URI.
      redirectUri = `http://localhost:${new URL(server.url).port}/api/auth/sso/callback`;
      idp = await startTestProvider([redirectUri]);
    });
    afterAll(async () => {
      await server.stop();
      await idp.close();
    });

    /** A new organization whose owner's verified address is in `domain`; signed in. */
    async function ownerIn(domain: string) {
      const account = newAccount({ email: `owner.${Date.now().toString(36)}${++counter}@${domain}` });
      const owner = new ApiClient(server.url);
      expect((await owner.post('/api/register', account)).status).toBe(201);
      const { token } = await latestMail(server.url, account.email, /Confirm your e-mail/);
      expect((await new ApiClient(server.url).post('/api/auth/verify-email', { token })).status).toBe(200);
      return { owner, account };
    }

    const settings = (domain: string, extra: Record<string, unknown> = {}) => ({
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      domains: [domain],
      enforce: false,
      defaultRole: 'member',
      groupRoles: { finance: 'billing', readers: 'viewer' },
      ...extra,
    });

    /** An organization with single sign-on set up for its own domain. */
    async function ssoOrganization(extra: Record<string, unknown> = {}) {
      const domain = newDomain();
      const { owner, account } = await ownerIn(domain);
      const saved = await owner.put('/api/organization/sso', settings(domain, extra));
      expect(saved.status, saved.text).toBe(200);
      return { owner, account, domain };
    }

    /** Starts a sign-in for `email` and goes through the provider as `login`; answers the callback URL. */
    async function throughProvider(jar: CookieJar, email: string, login = email) {
      const start = await visit(jar, new URL(`/api/auth/sso/start?email=${encodeURIComponent(email)}`, server.url));
      expect(start.response.status, start.text).toBe(303);
      expect(start.location?.origin).toBe(idp.issuer);
      expect(start.location?.searchParams.get('code_challenge_method')).toBe('S256');
      expect(start.location?.searchParams.get('state')).toBeTruthy();
      expect(start.location?.searchParams.get('nonce')).toBeTruthy();
      const callback = await signInAtProvider(jar, start.location as URL, login);
      expect(callback.pathname).toBe('/api/auth/sso/callback');
      // The provider redirects to the public origin's name; the test reaches the same server by address.
      return new URL(`${callback.pathname}${callback.search}`, server.url);
    }

    /** A whole sign-in; answers the callback's answer and the jar holding its cookies. */
    async function ssoSignIn(email: string, login = email) {
      const jar = new CookieJar();
      const callback = await throughProvider(jar, email, login);
      const flow = jar.get(callback, 'sso_flow');
      const finish = await visit(jar, callback);
      return { jar, callback, flow, finish };
    }

    const userOf = async (jar: CookieJar) => {
      const url = new URL('/api/user', server.url);
      return (await visit(jar, url)).response.status === 200 ? JSON.parse((await visit(jar, url)).text) : undefined;
    };

    it('signs a new member in with code + PKCE, creates them with the role their groups map to, and links them afterwards', async () => {
      const { owner, domain } = await ssoOrganization();
      const read = await owner.get('/api/organization/sso');
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({ issuer: idp.issuer, clientSecretSet: true, domains: [domain], redirectUri });
      expect(read.text).not.toContain(idp.clientSecret);

      const email = `ada@${domain}`;
      idp.identity(email, { email, email_verified: true, name: 'Ada Lovelace', groups: ['engineering', 'finance'] });
      const { jar, finish } = await ssoSignIn(email);
      expect(finish.response.status, finish.text).toBe(303);
      expect(finish.location?.pathname).toBe('/dashboard');
      const user = await userOf(jar);
      expect(user).toMatchObject({ email, name: 'Ada Lovelace', orgRole: 'billing', emailVerified: true });
      const ownerUser = (await owner.get('/api/user')).json;
      expect(user.companyId).toBe(ownerUser.companyId);
      const members = (await owner.get('/api/organization/members')).json as Array<{ email: string; orgRole: string }>;
      expect(members.find((m) => m.email === email)?.orgRole).toBe('billing');

      // Signing in again links the same account; a member without mapped groups gets the default role.
      const again = await ssoSignIn(email);
      expect(again.finish.response.status).toBe(303);
      expect((await userOf(again.jar)).id).toBe(user.id);
      const plain = `grace@${domain}`;
      idp.identity(plain, { email: plain, email_verified: true, groups: ['unknown'] });
      const second = await ssoSignIn(plain);
      expect((await userOf(second.jar)).orgRole).toBe('member');

      // The audit log records the settings change and the sign-ins.
      const audit = await owner.get('/api/organization/audit?format=jsonl');
      expect(audit.status, audit.text).toBe(200);
      expect(audit.text).toContain('organization.sso_updated');
      expect(audit.text).toContain('signed in (single sign-on');
    });

    it('binds a member to their provider account: a new e-mail there signs the same member in, another account with the address is refused', async () => {
      const { domain } = await ssoOrganization();
      const email = `linus@${domain}`;
      idp.identity('linus-account', { email, email_verified: true, name: 'Linus' });
      const first = await ssoSignIn(email, 'linus-account');
      expect(first.finish.response.status, first.finish.text).toBe(303);
      const member = await userOf(first.jar);

      // The provider now sends another address of the domain for the same account (subject).
      const renamed = `torvalds@${domain}`;
      idp.identity('linus-account', { email: renamed, email_verified: true, name: 'Linus' });
      const again = await ssoSignIn(renamed, 'linus-account');
      expect(again.finish.response.status, again.finish.text).toBe(303);
      expect(await userOf(again.jar)).toMatchObject({ id: member.id, email });

      // Another account of the provider claiming the member's address does not become the member.
      idp.identity('someone-else', { email, email_verified: true });
      const impostor = await ssoSignIn(email, 'someone-else');
      expect(impostor.finish.response.status).toBe(409);
      expect(JSON.parse(impostor.finish.text)).toMatchObject({
        code: 'sso_subject_mismatch',
        message: expect.stringContaining('another account of your identity provider'),
      });
      expect(await userOf(impostor.jar)).toBeUndefined();
    });

    it('refuses an issuer that is no OpenID provider at once, on the issuer field', async () => {
      const domain = newDomain();
      const { owner } = await ownerIn(domain);
      for (const issuer of ['http://127.0.0.1:9/', `${server.url}/`]) {
        const refused = await owner.put('/api/organization/sso', settings(domain, { issuer }));
        expect(refused.status, issuer).toBe(400);
        expect(refused.json.code).toBe('bad_request');
        expect(refused.json.fields.issuer).toMatch(/OpenID provider/);
      }
      const noSecret = await owner.put('/api/organization/sso', settings(domain, { clientSecret: '' }));
      expect(noSecret.status).toBe(400);
      expect(noSecret.json.fields.clientSecret).toBeTruthy();
      const ownerRole = await owner.put('/api/organization/sso', settings(domain, { groupRoles: { admins: 'owner' } }));
      expect(ownerRole.status).toBe(400);
      expect((await owner.get('/api/organization/sso')).json).toBeNull();
    });

    it('accepts only domains of an owner’s verified address, and each domain for one organization', async () => {
      const { domain } = await ssoOrganization();
      const other = await ownerIn(domain);
      const taken = await other.owner.put('/api/organization/sso', settings(domain));
      expect(taken.status).toBe(409);
      expect(taken.json.code).toBe('sso_domain_taken');
      expect(taken.json.fields.domains).toContain(domain);

      const elsewhere = await other.owner.put('/api/organization/sso', settings(newDomain()));
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.json.code).toBe('sso_domain_not_verified');
      const publicMail = await other.owner.put('/api/organization/sso', settings('gmail.com'));
      expect(publicMail.status).toBe(400);
      expect(publicMail.json.fields.domains).toMatch(/public/);
    });

    it('refuses a state or a nonce that is not this sign-in’s, a replayed ID token and a replayed code', async () => {
      const { domain } = await ssoOrganization();
      const email = `lin@${domain}`;
      idp.identity(email, { email, email_verified: true });

      const jar = new CookieJar();
      const callback = await throughProvider(jar, email);
      callback.searchParams.set('state', 'not-the-state-of-this-sign-in');
      const state = await visit(jar, callback);
      expect(state.response.status).toBe(400);
      expect(JSON.parse(state.text)).toMatchObject({
        code: 'sso_state_mismatch',
        message: expect.stringMatching(/state/),
      });

      idp.tamper({ claims: (c) => ({ ...c, nonce: 'another-sign-ins-nonce' }) });
      const nonce = await ssoSignIn(email);
      idp.tamper(undefined);
      expect(nonce.finish.response.status).toBe(401);
      expect(JSON.parse(nonce.finish.text).code).toBe('sso_nonce_mismatch');
      expect(await userOf(nonce.jar)).toBeUndefined();

      // An ID token of an earlier, successful sign-in, answered again: its nonce is not this one's.
      const first = await ssoSignIn(email);
      expect(first.finish.response.status).toBe(303);
      idp.replay(idp.idTokens.at(-1));
      const replayed = await ssoSignIn(email);
      expect(replayed.finish.response.status).toBe(401);
      expect(JSON.parse(replayed.finish.text).code).toBe('sso_nonce_mismatch');

      // The same callback twice: the flow cookie is gone; brought back, the provider refuses the used code.
      const twice = await visit(first.jar, first.callback);
      expect(JSON.parse(twice.text).code).toBe('sso_flow_missing');
      first.jar.set(first.callback, 'sso_flow', first.flow as string);
      const reused = await visit(first.jar, first.callback);
      expect(reused.response.status).toBe(400);
      expect(JSON.parse(reused.text).code).toBe('sso_code_invalid');

      // A browser is sent back to the sign-in page, which explains the code.
      const page = await visit(first.jar, first.callback, { accept: 'text/html' });
      expect(page.response.status).toBe(303);
      expect(page.location?.pathname).toBe('/auth');
      expect(page.location?.searchParams.get('ssoError')).toBe('sso_flow_missing');
    });

    it('refuses a bad signature, an expired ID token, another issuer and an unverified e-mail', async () => {
      const { domain } = await ssoOrganization();
      const email = `mo@${domain}`;
      idp.identity(email, { email, email_verified: true });
      const refusedWith = async (tamper: Parameters<TestProvider['tamper']>[0]) => {
        idp.tamper(tamper);
        try {
          const { finish, jar } = await ssoSignIn(email);
          expect(await userOf(jar)).toBeUndefined();
          return JSON.parse(finish.text) as { code: string; message: string };
        } finally {
          idp.tamper(undefined);
        }
      };
      expect((await refusedWith({ signature: 'broken' })).code).toBe('sso_bad_signature');
      const now = Math.floor(Date.now() / 1000);
      expect((await refusedWith({ claims: (c) => ({ ...c, iat: now - 7200, exp: now - 3600 }) })).code).toBe(
        'sso_token_expired',
      );
      expect((await refusedWith({ claims: (c) => ({ ...c, iss: 'https://idp.attacker.example' }) })).code).toBe(
        'sso_wrong_issuer',
      );

      const unverified = `eve@${domain}`;
      idp.identity(unverified, { email: unverified, email_verified: false });
      const { finish } = await ssoSignIn(unverified);
      expect(finish.response.status).toBe(403);
      expect(JSON.parse(finish.text)).toMatchObject({
        code: 'sso_email_unverified',
        message: expect.stringMatching(/verified/),
      });

      // An address of another organization's account is not taken over.
      const stranger = newAccount();
      expect((await new ApiClient(server.url).post('/api/register', stranger)).status).toBe(201);
      idp.identity('stranger', { email: stranger.email, email_verified: true });
      const outside = await ssoSignIn(`x@${domain}`, 'stranger');
      expect(JSON.parse(outside.finish.text).code).toBe('sso_email_domain');
    });

    it('with SSO required, refuses a member’s password and magic link but lets the owner in with the password', async () => {
      const { owner, account: ownerAccount, domain } = await ssoOrganization();
      const memberEmail = `pat@${domain}`;
      const member = await accept(server.url, await invite(owner, memberEmail, 'member'));
      const memberPassword = 'Sovereign-Cloud-42!';
      expect(member.id).toBeTruthy();
      const enforced = await owner.put(
        '/api/organization/sso',
        settings(domain, { enforce: true, clientSecret: undefined }),
      );
      expect(enforced.status, enforced.text).toBe(200);
      expect(enforced.json).toMatchObject({ enforce: true, clientSecretSet: true });

      const password = await new ApiClient(server.url).post('/api/login', {
        username: memberEmail,
        password: memberPassword,
      });
      expect(password.status).toBe(403);
      expect(password.json).toMatchObject({ code: 'sso_required', message: expect.stringMatching(/Sign in with SSO/) });
      const link = await new ApiClient(server.url).post('/api/auth/magic-link', { email: memberEmail });
      expect(link.status).toBe(403);
      expect(link.json.code).toBe('sso_required');
      // Break-glass: the owner still signs in with the password.
      const ownerLogin = await new ApiClient(server.url).post('/api/login', {
        username: ownerAccount.email,
        password: ownerAccount.password,
      });
      expect(ownerLogin.status, ownerLogin.text).toBe(200);
      // The member signs in through the provider instead.
      idp.identity(memberEmail, { email: memberEmail, email_verified: true });
      const sso = await ssoSignIn(memberEmail);
      expect(sso.finish.response.status).toBe(303);
      expect((await userOf(sso.jar)).id).toBe(member.id);

      // Removed, the domain is free and passwords work again.
      expect((await owner.delete('/api/organization/sso')).status).toBe(204);
      const back = await new ApiClient(server.url).post('/api/login', {
        username: memberEmail,
        password: memberPassword,
      });
      expect(back.status).toBe(200);
      const noSso = await visit(new CookieJar(), new URL(`/api/auth/sso/start?email=${memberEmail}`, server.url));
      expect(noSso.response.status).toBe(404);
      expect(JSON.parse(noSso.text).code).toBe('sso_not_configured');
    });

    // Last: on the embedded store the server restarts (on another port) to age the session.
    it('needs a recent sign-in to change the settings, and never a token', async () => {
      const { owner, account, domain } = await ssoOrganization();
      const token = await tokenClient(owner, ['read', 'team:write']);
      const byToken = await token.put('/api/organization/sso', settings(domain));
      expect(byToken.status).toBe(403);
      expect(byToken.json.code).toBe('token_not_allowed');

      const ownerId = (await owner.get('/api/user')).json.id as string;
      if (backend === 'embedded') await server.stop();
      const store = await openStorage({
        dataDir: server.dataDir,
        ...(schema ? { databaseUrl: postgresUrl(), postgres: { searchPath: schema, max: 2 } } : {}),
      });
      for (const session of await store.repositories.sessions.listByUser(ownerId))
        await store.repositories.sessions.markAuthenticated(
          session.id,
          new Date(Date.now() - 11 * 60_000).toISOString(),
        );
      await store.close();
      let client = owner;
      if (backend === 'embedded') {
        server = await startServer({}, server.dataDir);
        client = new ApiClient(server.url);
        client.cookie = owner.cookie;
      }
      for (const [method, body] of [
        ['PUT', settings(domain, { enforce: true })],
        ['DELETE', undefined],
      ] as const) {
        const stale = await client.request(method, '/api/organization/sso', body);
        expect(stale.status, method).toBe(403);
        expect(stale.json.code).toBe('reauthentication_required');
      }
      expect((await client.post('/api/auth/reauthenticate', { password: account.password })).status).toBe(204);
      const saved = await client.put('/api/organization/sso', settings(domain, { enforce: true }));
      expect(saved.status, saved.text).toBe(200);
    });
  });
}
