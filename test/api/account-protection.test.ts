// The guessing attacks an outside probe ran against sign-in, re-authentication and registration,
// replayed: each must now fail for the attacker while the owner keeps a way in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotpCode } from '../../src/server/mfa/totp.ts';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

async function registered() {
  const client = new ApiClient(server.url);
  const account = newAccount();
  expect((await client.post('/api/register', account)).status).toBe(201);
  return { client, account };
}

describe('second factor', () => {
  it('counts wrong codes per account across fresh challenges, makes the next try wait, and tells the owner', async () => {
    const { client, account } = await registered();
    const secret = (await client.post('/api/auth/mfa/setup')).json.secret as string;
    expect((await client.post('/api/auth/mfa/enable', { code: currentTotpCode(secret) })).status).toBe(200);
    const guess = async (code: string) => {
      // A new challenge each time, as the attacker did: the password is known.
      const challenge = (
        await new ApiClient(server.url).post('/api/login', { username: account.username, password: account.password })
      ).json;
      expect(challenge.mfaRequired).toBe(true);
      return new ApiClient(server.url).post('/api/auth/mfa/verify', { mfaToken: challenge.mfaToken, code });
    };
    for (let i = 0; i < 4; i += 1) expect((await guess('000000')).status).toBe(401);
    const slowed = await guess(currentTotpCode(secret, Date.now() + 30_000));
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(slowed.json.message).toMatch(/Too many wrong codes/);
    await sleep(Number(slowed.headers.get('retry-after')) * 1000 + 100);
    const fifth = await guess('111111');
    expect(fifth.status).toBe(401);
    expect(fifth.json.message).toMatch(/Wait \d+ seconds/);
    const { mail } = await latestMail(server.url, account.email, /failed the second factor/);
    expect(mail.text).toMatch(/5 wrong two-factor codes/);
  });
});

describe('current-password re-checks', () => {
  it('slows a stolen session down, then signs it out and tells the owner', async () => {
    const { client, account } = await registered();
    const owner = new ApiClient(server.url);
    await owner.post('/api/login', { username: account.username, password: account.password });
    const wrong = (n: number) => ({
      currentPassword: `not-the-password-${n}`,
      newPassword: 'A-Brand-New-Passphrase-9',
    });
    for (let i = 0; i < 3; i += 1) expect((await client.post('/api/auth/password', wrong(i))).status).toBe(400);
    // The e-mail change asks for the same password and shares the count.
    const fourth = await client.post('/api/user/email', {
      password: 'not-the-password-3',
      newEmail: 'elsewhere@example.eu',
    });
    expect(fourth.status).toBe(400);
    expect(fourth.json.fields).toEqual({ password: expect.any(String) });
    const waiting = await client.post('/api/auth/password', wrong(4));
    expect(waiting.status).toBe(429);
    // The whole account waits, not only the guessing session.
    expect((await owner.post('/api/auth/password', wrong(5))).status).toBe(429);
    await sleep(Number(waiting.headers.get('retry-after')) * 1000 + 100);
    const ended = await client.post('/api/auth/password', wrong(6));
    expect(ended.status).toBe(401);
    expect(ended.json.code).toBe('session_ended');
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await owner.get('/api/user')).status).toBe(200);
    expect((await latestMail(server.url, account.email, /signed out a session/)).mail.text).toMatch(
      /wrong current password/,
    );
  });
});

describe('password sign-in', () => {
  it('lets the owner in with an e-mailed link while password sign-in is slowed down', async () => {
    const { account } = await registered();
    for (let i = 0; i < 6; i += 1)
      await new ApiClient(server.url).post('/api/login', { username: account.email, password: `guess-${i}-password` });
    const blocked = await new ApiClient(server.url).post('/api/login', {
      username: account.username,
      password: account.password,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const owner = new ApiClient(server.url);
    expect((await owner.post('/api/auth/magic-link', { email: account.email })).status).toBe(202);
    const { token } = await latestMail(server.url, account.email, /sign-in link/);
    expect((await owner.post('/api/auth/magic-link/verify', { token })).status).toBe(200);
    expect((await owner.get('/api/user')).json.username).toBe(account.username);
    // The link proved ownership: password sign-in works again at once.
    expect(
      (await new ApiClient(server.url).post('/api/login', { username: account.username, password: account.password }))
        .status,
    ).toBe(200);
  });
});

describe('registration', () => {
  it('answers an address that has an account like a new one, and e-mails its owner instead', async () => {
    const { account } = await registered();
    const again = new ApiClient(server.url);
    const second = newAccount({ email: account.email.toUpperCase() });
    const fresh = await new ApiClient(server.url).post('/api/register', newAccount());
    const taken = await again.post('/api/register', second);
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.json).sort()).toEqual(Object.keys(fresh.json).sort());
    expect(taken.json).toMatchObject({ username: second.username, emailVerified: false });
    // No half-working session: a new account is signed in, a taken address gets no cookie at all.
    expect(fresh.headers.get('set-cookie')).toMatch(/session=/);
    expect(taken.headers.get('set-cookie') ?? '').not.toMatch(/session=/);
    expect(again.cookie ?? '').not.toMatch(/session=/);
    // Nothing was created: no session, and its username is still free.
    expect((await again.get('/api/user')).status).toBe(401);
    expect(
      (await new ApiClient(server.url).post('/api/login', { username: second.username, password: second.password }))
        .status,
    ).toBe(401);
    expect((await latestMail(server.url, account.email, /already have/)).mail.text).toMatch(
      /tried to create a new .* account with this e-mail address. It already has one, so nothing was created/,
    );
  });

  it('limits registrations per client address and per e-mail domain', async () => {
    const limited = await startServer({ REGISTRATIONS_PER_ADDRESS: '3', REGISTRATIONS_PER_DOMAIN: '100000' });
    const byDomain = await startServer({ REGISTRATIONS_PER_ADDRESS: '100000', REGISTRATIONS_PER_DOMAIN: '2' });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await new ApiClient(limited.url).post('/api/register', newAccount())).status).toBe(201);
      const refused = await new ApiClient(limited.url).post('/api/register', newAccount());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

      for (let i = 0; i < 2; i += 1)
        expect((await new ApiClient(byDomain.url).post('/api/register', newAccount())).status).toBe(201);
      expect((await new ApiClient(byDomain.url).post('/api/register', newAccount())).status).toBe(429);
      const other = newAccount();
      expect(
        (
          await new ApiClient(byDomain.url).post('/api/register', {
            ...other,
            email: other.email.replace('@example.eu', '@acme.example'),
          })
        ).status,
      ).toBe(201);
    } finally {
      await Promise.all([limited.stop(), byDomain.stop()]);
    }
  });
});
