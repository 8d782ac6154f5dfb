import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

const ADMIN = { email: 'root@example.eu', password: 'Root-Passphrase-For-Tests-1' };
let server: RunningServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer({ REGISTRATION_MODE: 'approval', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = new ApiClient(server.url);
  expect((await admin.post('/api/login', { username: ADMIN.email, password: ADMIN.password })).status).toBe(200);
});
afterAll(async () => {
  await server.stop();
});

async function applied() {
  const account = newAccount();
  const response = await new ApiClient(server.url).post('/api/register', account);
  expect(response.status).toBe(202);
  expect(response.json).toEqual({ pendingApproval: true, message: expect.stringMatching(/administrator/) });
  return account;
}

const queue = async () => (await admin.get('/api/admin/pending-registrations')).json as { id: string; username: string; status: string }[];

describe('registration approval (REGISTRATION_MODE=approval)', () => {
  it('waits for e-mail confirmation and an administrator, then the applicant can sign in', async () => {
    const account = await applied();
    const early = await new ApiClient(server.url).post('/api/login', { username: account.username, password: account.password });
    expect(early.status).toBe(403);
    expect(early.json.code).toBe('registration_pending');
    const notPending = await new ApiClient(server.url).post('/api/login', { username: account.username, password: 'wrong-password-1' });
    expect(notPending.json.code).toBe('invalid_credentials');

    const { token } = await latestMail(server.url, account.email, /registration/i);
    const confirmed = await new ApiClient(server.url).post('/api/auth/verify-registration-email', { token });
    expect(confirmed.status).toBe(200);
    const entry = (await queue()).find((r) => r.username === account.username);
    expect(entry).toMatchObject({ status: 'awaiting_approval', joinsExistingOrganization: false });

    const approved = await admin.post(`/api/admin/pending-registrations/${entry?.id}/approve`);
    expect(approved.json).toEqual({ id: entry?.id, status: 'approved' });
    expect((await latestMail(server.url, account.email, /approved/i)).mail.text).toContain('/auth');
    const login = await new ApiClient(server.url).post('/api/login', { username: account.username, password: account.password });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ emailVerified: true, companyName: account.companyName });
    expect((await admin.post(`/api/admin/pending-registrations/${entry?.id}/approve`)).status).toBe(409);
  });

  it('rejects with a reason that reaches the applicant by e-mail', async () => {
    const account = await applied();
    const entry = (await queue()).find((r) => r.username === account.username);
    expect((await admin.post(`/api/admin/pending-registrations/${entry?.id}/reject`, { reason: '' })).status).toBe(400);
    const rejected = await admin.post(`/api/admin/pending-registrations/${entry?.id}/reject`, { reason: 'We could not verify the company.' });
    expect(rejected.json.status).toBe('rejected');
    expect((await latestMail(server.url, account.email, /registration/i)).mail.text).toContain('We could not verify the company.');
    expect((await queue()).some((r) => r.username === account.username)).toBe(false);
    expect((await admin.post(`/api/admin/pending-registrations/${entry?.id}/reject`, { reason: 'again' })).status).toBe(409);
  });

  it('keeps the queue to admins: customers get 403, strangers 401, unknown ids 404', async () => {
    const customer = new ApiClient(server.url);
    await customer.post('/api/dev/login', { as: 'customer' });
    expect((await customer.get('/api/admin/pending-registrations')).status).toBe(403);
    expect((await new ApiClient(server.url).get('/api/admin/pending-registrations')).status).toBe(401);
    expect((await admin.post('/api/admin/pending-registrations/no-such-id/approve')).status).toBe(404);
  });

  it('holds a username claimed by a pending registration', async () => {
    const account = await applied();
    const clash = await new ApiClient(server.url).post('/api/register', newAccount({ username: account.username }));
    expect(clash.status).toBe(409);
  });
});

describe('joining an existing organization in open mode', () => {
  it('waits for approval when the company already exists', async () => {
    const open = await startServer();
    try {
      const founder = newAccount();
      expect((await new ApiClient(open.url).post('/api/register', founder)).status).toBe(201);
      const joiner = await new ApiClient(open.url).post('/api/register', newAccount({ companyName: founder.companyName.toUpperCase() }));
      expect(joiner.status).toBe(202);
      expect(joiner.json.pendingApproval).toBe(true);
    } finally {
      await open.stop();
    }
  });
});
