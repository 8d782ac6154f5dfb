import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { readStoredTables, readStoreText } from '../support/embedded-files.ts';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe('POST /api/register', () => {
  it('creates the user and organization, signs in with a safe cookie and e-mails a verification link', async () => {
    const client = new ApiClient(server.url);
    const account = newAccount();
    const response = await client.post('/api/register', account);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(String),
      username: account.username,
      email: account.email,
      name: 'Zoë Ørsted',
      role: 'user',
      companyName: account.companyName,
      companyId: expect.stringMatching(/^ORG-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      emailVerified: false,
      mfaEnabled: false,
      twoFactorSetupRequired: false,
      officersAccess: false,
      orgRole: 'owner',
      // The language of the page the account was opened from (none asked: English).
      preferences: { currency: 'EUR', billingCycle: 'monthly', theme: 'system', language: 'en' },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=[a-z2-7]{32};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await client.get('/api/user')).json).toMatchObject({ username: account.username });
    const { mail, token } = await latestMail(server.url, account.email);
    expect(mail.subject).toMatch(/Confirm your e-mail/);
    expect(token).toBeTruthy();
  });

  it('opens an account in French from a French page: its language, its e-mails and the lang cookie', async () => {
    const client = new ApiClient(server.url);
    const account = newAccount();
    const response = await client.request('POST', '/api/register', account, {
      Cookie: 'lang=fr',
      'Accept-Language': 'en',
    });
    expect(response.status).toBe(201);
    expect(response.json.preferences.language).toBe('fr');
    expect(response.headers.get('set-cookie')).toMatch(/lang=fr/);
    const { mail } = await latestMail(server.url, account.email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toMatch(/^Bonjour Zoë Ørsted,/);
  });

  it('refuses a taken username, whatever the case, with a 409 naming the field', async () => {
    const first = newAccount();
    await new ApiClient(server.url).post('/api/register', first);
    const sameName = await new ApiClient(server.url).post(
      '/api/register',
      newAccount({ username: first.username.toUpperCase() }),
    );
    expect(sameName.status).toBe(409);
    expect(sameName.json.fields).toEqual({ username: expect.any(String) });
  });

  it('refuses a common password, and passwords under 8 or over 128 characters', async () => {
    for (const [password, message] of [
      ['password123', /too common/],
      ['Short1!', /at least 8/],
      ['x'.repeat(129), /at most 128/],
    ] as const) {
      const response = await new ApiClient(server.url).post('/api/register', newAccount({ password }));
      expect(response.status).toBe(400);
      expect(response.json.fields.password).toMatch(message);
    }
  });

  it('answers bad input with 400 and field messages, and stores nothing', async () => {
    const base = newAccount();
    const cases: [unknown, string][] = [
      [{ ...base, username: undefined }, 'username'],
      [{ ...base, extra: 'field' }, '_'],
      [{ ...base, email: 42 }, 'email'],
      [{ ...base, email: 'not-an-email' }, 'email'],
      [{ ...base, name: '' }, 'name'],
      [{ ...base, name: 'x'.repeat(10_000) }, 'name'],
      [{ ...base, name: '<script>alert(1)</script>' }, 'name'],
      [{ ...base, companyName: "Robert'); DROP TABLE users;--\u0000" }, 'companyName'],
      [{ ...base, username: "admin' OR 1=1 --" }, 'username'],
      [{ ...base, username: 'zoë' }, 'username'],
    ];
    for (const [body, field] of cases) {
      const response = await new ApiClient(server.url).post('/api/register', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json.fields ?? {})).toContain(field);
    }
    const malformed = await new ApiClient(server.url).request('POST', '/api/register', '{"username":');
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('invalid_json');
    const users = (await readStoredTables(server.dataDir)).users ?? [];
    expect(users.map((u) => u.username)).not.toContain(base.username);
  });

  it('refuses a registration posted from another origin', async () => {
    const client = new ApiClient(server.url);
    const response = await client.request('POST', '/api/register', newAccount(), { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('never stores the password or returns its hash', async () => {
    const account = newAccount({ password: 'A-Unique-Secret-Phrase-77' });
    const response = await new ApiClient(server.url).post('/api/register', account);
    expect(response.text).not.toMatch(/argon2|passwordHash/);
    expect(await readStoreText(server.dataDir)).not.toContain('A-Unique-Secret-Phrase-77');
  });
});
