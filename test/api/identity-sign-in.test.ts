import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { readStoredTables } from '../support/embedded-files.ts';
import { BearerClient, createToken } from './token-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

async function registered() {
  const account = newAccount();
  const client = new ApiClient(server.url);
  const response = await client.post('/api/register', account);
  expect(response.status).toBe(201);
  return { account, client, user: response.json };
}

describe('sign-in and sign-out', () => {
  it('signs in by username or e-mail with a new session token each time', async () => {
    const { account } = await registered();
    const first = new ApiClient(server.url);
    const byName = await first.post('/api/login', { username: account.username, password: account.password });
    expect(byName.status).toBe(200);
    expect(byName.json).toMatchObject({ username: account.username, companyName: account.companyName });
    const second = new ApiClient(server.url);
    await second.post('/api/login', { username: account.email.toUpperCase(), password: account.password });
    expect(first.cookie).toBeTruthy();
    expect(second.cookie).toBeTruthy();
    expect(first.cookie).not.toBe(second.cookie);
    expect((await first.get('/api/user')).status).toBe(200);
    expect((await second.get('/api/user')).status).toBe(200);
  });

  it('answers a wrong password and an unknown account exactly the same way', async () => {
    const { account } = await registered();
    const wrong = await new ApiClient(server.url).post('/api/login', {
      username: account.username,
      password: 'Not-The-Password-1',
    });
    const unknown = await new ApiClient(server.url).post('/api/login', {
      username: 'nobody-here',
      password: 'Not-The-Password-1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json).toEqual({ message: 'Incorrect username or password.', code: 'invalid_credentials' });
  });

  it('slows down guessing: past 5 failures for an account the next try waits, even with the right password', async () => {
    const { account } = await registered();
    for (let i = 0; i < 6; i += 1) {
      // By username or by e-mail: the same account, one count.
      const login = i % 2 === 0 ? account.username : account.email;
      const response = await new ApiClient(server.url).post('/api/login', {
        username: login,
        password: `wrong-${i}-password`,
      });
      expect(response.status).toBe(401);
    }
    const blocked = await new ApiClient(server.url).post('/api/login', {
      username: account.username,
      password: account.password,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json.code).toBe('too_many_requests');
  });

  it('writes every sign-in attempt to the audit log with time, address and result', async () => {
    const { account } = await registered();
    await new ApiClient(server.url).post('/api/login', { username: account.username, password: 'wrong-password-here' });
    await new ApiClient(server.url).post('/api/login', { username: account.username, password: account.password });
    const auditEvents = ((await readStoredTables(server.dataDir)).audit_events ?? []) as {
      action: string;
      result: string;
      ip: string;
      at: string;
      detail: string;
    }[];
    const mine = auditEvents.filter((e) => e.action === 'auth.sign_in' && e.detail.includes(account.username));
    expect(mine.map((e) => e.result)).toEqual(expect.arrayContaining(['failure', 'success']));
    for (const event of mine) {
      expect(event.ip).toMatch(/127\.0\.0\.1/);
      expect(Date.parse(event.at)).not.toBeNaN();
      expect(event.detail).not.toContain(account.password);
    }
  });

  it('logout revokes the session on the server: the old cookie no longer works', async () => {
    const { client } = await registered();
    const stolen = client.cookie;
    const response = await client.post('/api/logout');
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const replay = new ApiClient(server.url);
    replay.cookie = stolen;
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('answers 400 session_required to a logout with an API token, which stays valid until revoked', async () => {
    const { client } = await registered();
    const { token, id } = await createToken(client, ['read']);
    const bearer = new BearerClient(server.url, token);
    const refused = await bearer.post('/api/logout');
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      code: 'session_required',
      message: 'POST /api/logout ends a browser session; revoke a token with DELETE /api/tokens/{id}.',
    });
    expect((await bearer.get('/api/clusters')).status).toBe(200);
    expect((await client.delete(`/api/tokens/${id}`)).status).toBeLessThan(300);
    expect((await bearer.get('/api/clusters')).status).toBe(401);
    // The browser session is untouched by all this.
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('answers GET /api/user with 401 for no cookie and for a forged one', async () => {
    expect((await new ApiClient(server.url).get('/api/user')).status).toBe(401);
    const forged = new ApiClient(server.url);
    forged.cookie = 'session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    expect((await forged.get('/api/user')).status).toBe(401);
  });

  it('signs in several first-time development users at once without a conflict', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => new ApiClient(server.url).post('/api/dev/login', { as: 'officer' })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json.id)).size).toBe(1);
  });

  it('tells whether the user has officers access', async () => {
    const { client } = await registered();
    expect((await client.get('/api/officers/check-access')).json).toBe(false);
    expect((await new ApiClient(server.url).get('/api/officers/check-access')).status).toBe(401);
  });
});

describe('sessions and password', () => {
  it('lists sessions and revokes another device, but never another user’s session', async () => {
    const { account, client } = await registered();
    const laptop = new ApiClient(server.url);
    await laptop.request(
      'POST',
      '/api/login',
      { username: account.username, password: account.password },
      { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    );
    const list = await client.get('/api/auth/sessions');
    expect(list.json).toHaveLength(2);
    const other = (list.json as { id: string; current: boolean; device: string }[]).find((s) => !s.current);
    expect(other?.device).toBe('Firefox on Linux');
    const intruder = (await registered()).client;
    expect((await intruder.delete(`/api/auth/sessions/${other?.id}`)).status).toBe(404);
    expect((await laptop.get('/api/user')).status).toBe(200);
    expect((await client.delete(`/api/auth/sessions/${other?.id}`)).status).toBe(204);
    expect((await laptop.get('/api/user')).status).toBe(401);
  });

  it('changes the password after checking the current one and signs out the other sessions', async () => {
    const { account, client } = await registered();
    const phone = new ApiClient(server.url);
    await phone.post('/api/login', { username: account.username, password: account.password });
    const wrong = await client.post('/api/auth/password', {
      currentPassword: 'nope-nope-nope',
      newPassword: 'Another-Good-Passphrase-9',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.fields).toEqual({ currentPassword: expect.any(String) });
    const common = await client.post('/api/auth/password', {
      currentPassword: account.password,
      newPassword: 'qwerty123',
    });
    expect(common.json.fields).toEqual({ newPassword: expect.stringMatching(/too common/) });
    const changed = await client.post('/api/auth/password', {
      currentPassword: account.password,
      newPassword: 'Another-Good-Passphrase-9',
    });
    expect(changed.status).toBe(204);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    const relogin = await new ApiClient(server.url).post('/api/login', {
      username: account.username,
      password: 'Another-Good-Passphrase-9',
    });
    expect(relogin.status).toBe(200);
  });

  it('saves the profile name and preferences to the account', async () => {
    const { client } = await registered();
    expect((await client.patch('/api/user/profile', { name: 'Émilie du Châtelet' })).json.name).toBe(
      'Émilie du Châtelet',
    );
    expect((await client.patch('/api/user/profile', { name: '<b>x</b>' })).status).toBe(400);
    const saved = await client.put('/api/user/preferences', { currency: 'GBP', billingCycle: 'yearly', theme: 'dark' });
    // The account keeps the language it was opened in (English here) when a body leaves it out.
    expect(saved.json.preferences).toEqual({ currency: 'GBP', billingCycle: 'yearly', theme: 'dark', language: 'en' });
    expect(
      (await client.put('/api/user/preferences', { currency: 'JPY', billingCycle: 'yearly', theme: 'dark' })).status,
    ).toBe(400);
    expect(
      (
        await client.put('/api/user/preferences', {
          currency: 'GBP',
          billingCycle: 'yearly',
          theme: 'dark',
          language: 'de',
        })
      ).status,
    ).toBe(400);
    expect((await client.get('/api/user')).json.preferences.currency).toBe('GBP');
    // The preference wins over Accept-Language, for messages too.
    const french = await client.put('/api/user/preferences', {
      currency: 'GBP',
      billingCycle: 'yearly',
      theme: 'dark',
      language: 'fr',
    });
    expect(french.json.preferences.language).toBe('fr');
    const english = await client.request(
      'PUT',
      '/api/user/preferences',
      { currency: 'JPY', billingCycle: 'yearly', theme: 'dark' },
      { 'Accept-Language': 'en' },
    );
    expect(english.status).toBe(400);
    expect(english.json.message).toBe('Certains champs sont manquants ou non valides.');
  });

  it('refuses account endpoints without a session', async () => {
    const anonymous = new ApiClient(server.url);
    for (const [method, path] of [
      ['GET', '/api/auth/sessions'],
      ['POST', '/api/auth/password'],
      ['PATCH', '/api/user/profile'],
      ['PUT', '/api/user/preferences'],
      ['POST', '/api/auth/mfa/setup'],
    ]) {
      expect(
        (await anonymous.request(method ?? 'GET', path ?? '/', method === 'GET' ? undefined : {})).status,
        path,
      ).toBe(401);
    }
    // Staff endpoints do not reveal themselves, not even with a 401.
    expect((await anonymous.get('/api/admin/pending-registrations')).status).toBe(404);
  });
});
