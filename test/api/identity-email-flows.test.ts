import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
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
  await client.post('/api/register', account);
  return { account, client };
}

describe('e-mail verification', () => {
  it('verifies the address with the e-mailed link, once', async () => {
    const { account, client } = await registered();
    const { token } = await latestMail(server.url, account.email, /Confirm your e-mail/);
    const verified = await new ApiClient(server.url).post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect((await client.get('/api/user')).json.emailVerified).toBe(true);
    const reused = await new ApiClient(server.url).post('/api/auth/verify-email', { token });
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe('token_invalid');
  });

  it('refuses forged and empty tokens with a clear code', async () => {
    const forged = await new ApiClient(server.url).post('/api/auth/verify-email', {
      token: 'abcdefghijklmnopqrstuvwxyz234567',
    });
    expect(forged.json).toMatchObject({ code: 'token_invalid', message: expect.stringMatching(/new one/) });
    expect((await new ApiClient(server.url).post('/api/auth/verify-email', { token: '' })).status).toBe(400);
  });

  it('resends a link with the same answer whatever the address, and the old link stops working', async () => {
    const { account } = await registered();
    const { token: old } = await latestMail(server.url, account.email);
    const known = await new ApiClient(server.url).post('/api/auth/resend-verification', { email: account.email });
    const unknown = await new ApiClient(server.url).post('/api/auth/resend-verification', {
      email: 'nobody@example.eu',
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.json).toEqual(unknown.json);
    const { token: fresh } = await latestMail(server.url, account.email);
    expect(fresh).not.toBe(old);
    expect((await new ApiClient(server.url).post('/api/auth/verify-email', { token: old })).json.code).toBe(
      'token_invalid',
    );
    expect((await new ApiClient(server.url).post('/api/auth/verify-email', { token: fresh })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses, resets once, and signs out every session', async () => {
    const { account, client } = await registered();
    const known = await new ApiClient(server.url).post('/api/auth/forgot-password', { email: account.email });
    const unknown = await new ApiClient(server.url).post('/api/auth/forgot-password', { email: 'ghost@example.eu' });
    expect(known.status).toBe(202);
    expect(known.json).toEqual(unknown.json);
    const { token, mail } = await latestMail(server.url, account.email, /Reset/i);
    expect(mail.text).toContain('/reset-password?token=');
    const weak = await new ApiClient(server.url).post('/api/auth/reset-password', { token, password: 'iloveyou' });
    expect(weak.json.fields).toEqual({ password: expect.stringMatching(/too common/) });
    const reset = await new ApiClient(server.url).post('/api/auth/reset-password', {
      token,
      password: 'Brand-New-Passphrase-5',
    });
    expect(reset.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    expect(
      (await new ApiClient(server.url).post('/api/auth/reset-password', { token, password: 'Brand-New-Passphrase-6' }))
        .json.code,
    ).toBe('token_invalid');
    const login = await new ApiClient(server.url).post('/api/login', {
      username: account.username,
      password: 'Brand-New-Passphrase-5',
    });
    expect(login.status).toBe(200);
  });

  it('does not let one user reset another user’s password with their own link', async () => {
    const alice = await registered();
    const bob = await registered();
    await new ApiClient(server.url).post('/api/auth/forgot-password', { email: bob.account.email });
    const { token } = await latestMail(server.url, bob.account.email, /Reset/i);
    await new ApiClient(server.url).post('/api/auth/reset-password', { token, password: 'Bobs-New-Passphrase-1' });
    // Bob's link changed Bob's password only: Alice signs in as before.
    const alice2 = await new ApiClient(server.url).post('/api/login', {
      username: alice.account.username,
      password: alice.account.password,
    });
    expect(alice2.status).toBe(200);
  });
});

describe('magic link', () => {
  it('signs in with a 15-minute single-use link and verifies the address', async () => {
    const { account } = await registered();
    const request = await new ApiClient(server.url).post('/api/auth/magic-link', { email: account.email });
    expect(request.status).toBe(202);
    const { token, mail } = await latestMail(server.url, account.email, /sign-in link/i);
    expect(mail.text).toMatch(/15 minutes/);
    const browser = new ApiClient(server.url);
    const signedIn = await browser.post('/api/auth/magic-link/verify', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ username: account.username, emailVerified: true });
    expect((await browser.get('/api/user')).status).toBe(200);
    expect((await new ApiClient(server.url).post('/api/auth/magic-link/verify', { token })).json.code).toBe(
      'token_invalid',
    );
  });

  it('rate limits link requests per address with 429', async () => {
    const email = `flood-${Date.now()}@example.eu`;
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await new ApiClient(server.url).post('/api/auth/magic-link', { email })).status);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
  });
});

describe('e-mail change', () => {
  it('re-authenticates, e-mails the new address and changes it only when the link is opened', async () => {
    const { account, client } = await registered();
    const other = await registered();
    expect(
      (await client.post('/api/user/email', { password: 'wrong-one-here', newEmail: 'new@example.eu' })).status,
    ).toBe(400);
    const taken = await client.post('/api/user/email', { password: account.password, newEmail: other.account.email });
    expect(taken.status).toBe(409);
    const newEmail = `moved-${Date.now()}@example.eu`;
    expect((await client.post('/api/user/email', { password: account.password, newEmail })).status).toBe(202);
    expect((await client.get('/api/user')).json.email).toBe(account.email);
    const { token } = await latestMail(server.url, newEmail);
    expect((await new ApiClient(server.url).post('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await client.get('/api/user')).json).toMatchObject({ email: newEmail, emailVerified: true });
  });
});
