import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTotpCode } from '../../src/server/mfa/totp.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

/** Registers and turns MFA on; returns the secret and recovery codes. */
async function enrolled() {
  const account = newAccount();
  const client = new ApiClient(server.url);
  await client.post('/api/register', account);
  const setup = await client.post('/api/auth/mfa/setup');
  expect(setup.status).toBe(200);
  const secret = setup.json.secret as string;
  expect(setup.json.otpauthUrl).toContain(`secret=${secret}`);
  expect(setup.json.qrSvg).toMatch(/^<svg[^>]+aria-label="QR code for your authenticator app"/);
  expect((await client.post('/api/auth/mfa/enable', { code: '000000' })).status).toBe(400);
  const enabled = await client.post('/api/auth/mfa/enable', { code: currentTotpCode(secret) });
  expect(enabled.status).toBe(200);
  const recoveryCodes = enabled.json.recoveryCodes as string[];
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  expect((await client.get('/api/user')).json.mfaEnabled).toBe(true);
  return { account, client, secret, recoveryCodes };
}

async function passwordStep(account: { username: string; password: string }) {
  const client = new ApiClient(server.url);
  const response = await client.post('/api/login', { username: account.username, password: account.password });
  expect(response.status).toBe(200);
  expect(response.json).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  expect(client.cookie).toBeUndefined();
  return { client, mfaToken: response.json.mfaToken as string };
}

describe('two-factor authentication (TOTP)', () => {
  it('asks for a second factor after the password, and signs in with a valid code', async () => {
    const { account, secret } = await enrolled();
    const { client, mfaToken } = await passwordStep(account);
    const wrong = await client.post('/api/auth/mfa/verify', { mfaToken, code: '123456' });
    expect(wrong.status).toBe(401);
    // The code used to enrol is spent: the next time step's code (within the allowed drift) is needed.
    const next = currentTotpCode(secret, Date.now() + 30_000);
    const ok = await client.post('/api/auth/mfa/verify', { mfaToken, code: next });
    expect(ok.status).toBe(200);
    expect(ok.json.username).toBe(account.username);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('accepts a code once: replaying it in another sign-in is refused', async () => {
    const { account, secret } = await enrolled();
    const code = currentTotpCode(secret, Date.now() + 30_000);
    const first = await passwordStep(account);
    expect((await first.client.post('/api/auth/mfa/verify', { mfaToken: first.mfaToken, code })).status).toBe(200);
    const second = await passwordStep(account);
    const replay = await second.client.post('/api/auth/mfa/verify', { mfaToken: second.mfaToken, code });
    expect(replay.status).toBe(401);
    expect(replay.json.code).toBe('invalid_code');
  });

  it('accepts each recovery code once', async () => {
    const { account, recoveryCodes } = await enrolled();
    const code = recoveryCodes[0] ?? '';
    const first = await passwordStep(account);
    expect(
      (await first.client.post('/api/auth/mfa/verify', { mfaToken: first.mfaToken, code: code.toUpperCase() })).status,
    ).toBe(200);
    const second = await passwordStep(account);
    expect((await second.client.post('/api/auth/mfa/verify', { mfaToken: second.mfaToken, code })).status).toBe(401);
  });

  it("refuses one user's code on another user's sign-in, and a forged token", async () => {
    const alice = await enrolled();
    const bob = await enrolled();
    const { client, mfaToken } = await passwordStep(alice.account);
    const bobsCode = currentTotpCode(bob.secret, Date.now() + 30_000);
    expect((await client.post('/api/auth/mfa/verify', { mfaToken, code: bobsCode })).status).toBe(401);
    const forged = await client.post('/api/auth/mfa/verify', { mfaToken: 'a'.repeat(32), code: bobsCode });
    expect(forged.json.code).toBe('mfa_token_invalid');
  });

  it('drops the second-factor step after five wrong codes', async () => {
    const { account, secret } = await enrolled();
    const { client, mfaToken } = await passwordStep(account);
    for (let i = 0; i < 5; i += 1) await client.post('/api/auth/mfa/verify', { mfaToken, code: '000000' });
    const late = await client.post('/api/auth/mfa/verify', {
      mfaToken,
      code: currentTotpCode(secret, Date.now() + 30_000),
    });
    expect(late.json.code).toBe('mfa_token_invalid');
  });

  it('turns off only with the password or a fresh code', async () => {
    const { account, client } = await enrolled();
    expect((await client.post('/api/auth/mfa/disable', { password: 'wrong-password-x' })).status).toBe(400);
    expect((await client.post('/api/auth/mfa/disable', {})).status).toBe(400);
    expect((await client.post('/api/auth/mfa/disable', { password: account.password })).status).toBe(204);
    expect((await client.get('/api/user')).json.mfaEnabled).toBe(false);
    const login = await new ApiClient(server.url).post('/api/login', {
      username: account.username,
      password: account.password,
    });
    expect(login.json.username).toBe(account.username);
  });

  it('refuses to start a second enrolment while MFA is on', async () => {
    const { client } = await enrolled();
    expect((await client.post('/api/auth/mfa/setup')).status).toBe(409);
  });
});
