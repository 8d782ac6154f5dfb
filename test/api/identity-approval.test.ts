import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

const ADMIN = { email: 'root@example.eu', password: 'Root-Passphrase-For-Tests-1' };
let server: RunningServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer({
    REGISTRATION_MODE: 'approval',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
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

const queue = async () =>
  (await admin.get('/api/admin/pending-registrations')).json as { id: string; username: string; status: string }[];

describe('registration approval (REGISTRATION_MODE=approval)', () => {
  it('waits for e-mail confirmation and an administrator, then the applicant can sign in', async () => {
    const account = await applied();
    const early = await new ApiClient(server.url).post('/api/login', {
      username: account.username,
      password: account.password,
    });
    expect(early.status).toBe(403);
    expect(early.json.code).toBe('registration_pending');
    const notPending = await new ApiClient(server.url).post('/api/login', {
      username: account.username,
      password: 'wrong-password-1',
    });
    expect(notPending.json.code).toBe('invalid_credentials');

    const { token } = await latestMail(server.url, account.email, /registration/i);
    const confirmed = await new ApiClient(server.url).post('/api/auth/verify-registration-email', { token });
    expect(confirmed.status).toBe(200);
    const entry = (await queue()).find((r) => r.username === account.username);
    expect(entry).toMatchObject({ status: 'awaiting_approval', joinsExistingOrganization: false });

    const approved = await admin.post(`/api/admin/pending-registrations/${entry?.id}/approve`);
    expect(approved.json).toEqual({ id: entry?.id, status: 'approved' });
    expect((await latestMail(server.url, account.email, /approved/i)).mail.text).toContain('/auth');
    const login = await new ApiClient(server.url).post('/api/login', {
      username: account.username,
      password: account.password,
    });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ emailVerified: true, companyName: account.companyName });
    expect((await admin.post(`/api/admin/pending-registrations/${entry?.id}/approve`)).status).toBe(409);
  });

  it('rejects with a reason that reaches the applicant by e-mail', async () => {
    const account = await applied();
    const entry = (await queue()).find((r) => r.username === account.username);
    expect((await admin.post(`/api/admin/pending-registrations/${entry?.id}/reject`, { reason: '' })).status).toBe(400);
    const rejected = await admin.post(`/api/admin/pending-registrations/${entry?.id}/reject`, {
      reason: 'We could not verify the company.',
    });
    expect(rejected.json.status).toBe('rejected');
    expect((await latestMail(server.url, account.email, /registration/i)).mail.text).toContain(
      'We could not verify the company.',
    );
    expect((await queue()).some((r) => r.username === account.username)).toBe(false);
    expect((await admin.post(`/api/admin/pending-registrations/${entry?.id}/reject`, { reason: 'again' })).status).toBe(
      409,
    );
  });

  it('answers the applicant in the language they registered in, whatever the deciding admin’s', async () => {
    const french = async () => {
      const account = newAccount();
      const response = await new ApiClient(server.url).request('POST', '/api/register', account, {
        'Accept-Language': 'fr-FR,fr;q=0.9',
      });
      expect(response.status).toBe(202);
      return { account, id: (await queue()).find((r) => r.username === account.username)?.id };
    };
    const approvedOne = await french();
    expect((await admin.post(`/api/admin/pending-registrations/${approvedOne.id}/approve`)).status).toBe(200);
    expect((await latestMail(server.url, approvedOne.account.email, /approuvée/)).mail.text).toContain('/auth');
    const member = new ApiClient(server.url);
    const login = await member.post('/api/login', {
      username: approvedOne.account.username,
      password: approvedOne.account.password,
    });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ preferences: { language: 'fr' } });

    const rejectedOne = await french();
    expect(
      (
        await admin.post(`/api/admin/pending-registrations/${rejectedOne.id}/reject`, {
          reason: 'Société introuvable.',
        })
      ).status,
    ).toBe(200);
    expect((await latestMail(server.url, rejectedOne.account.email, /n’a pas été approuvée/)).mail.text).toContain(
      'Société introuvable.',
    );
  });

  it('keeps the queue to admins: customers and strangers get the unknown-path 404, as do unknown ids', async () => {
    const customer = new ApiClient(server.url);
    await customer.post('/api/dev/login', { as: 'customer' });
    const hidden = await customer.get('/api/admin/pending-registrations');
    expect(hidden.status).toBe(404);
    expect(hidden.json).toMatchObject({
      code: 'not_found',
      message: 'No API endpoint at /api/admin/pending-registrations.',
    });
    expect((await customer.post('/api/admin/pending-registrations/x/reject', { reason: '' })).status).toBe(404);
    expect((await new ApiClient(server.url).get('/api/admin/pending-registrations')).status).toBe(404);
    expect((await admin.post('/api/admin/pending-registrations/no-such-id/approve')).status).toBe(404);
  });

  it('holds a username claimed by a pending registration', async () => {
    const account = await applied();
    const clash = await new ApiClient(server.url).post('/api/register', newAccount({ username: account.username }));
    expect(clash.status).toBe(409);
  });
});

describe('choosing to create or join an organization (open mode)', () => {
  let open: RunningServer;
  let openAdmin: ApiClient;
  beforeAll(async () => {
    open = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    openAdmin = new ApiClient(open.url);
    expect((await openAdmin.post('/api/login', { username: ADMIN.email, password: ADMIN.password })).status).toBe(200);
  });
  afterAll(async () => {
    await open.stop();
  });

  const register = (overrides: Record<string, string>) =>
    new ApiClient(open.url).post('/api/register', newAccount(overrides));
  const openQueue = async () =>
    (await openAdmin.get('/api/admin/pending-registrations')).json as {
      id: string;
      username: string;
      joinsExistingOrganization: boolean;
    }[];

  it('creates a separate organization, with its own companyId, when the name is already in use', async () => {
    const founder = await register({});
    expect(founder.status).toBe(201);
    for (const organization of ['new', undefined]) {
      const other = await register({
        companyName: founder.json.companyName.toUpperCase(),
        ...(organization ? { organization } : {}),
      });
      expect(other.status).toBe(201);
      expect(other.json.companyName).toBe(founder.json.companyName.toUpperCase());
      expect(other.json.companyId).toMatch(/^ORG-/);
      expect(other.json.companyId).not.toBe(founder.json.companyId);
    }
  });

  it('answers a join request the same whether or not the organization exists', async () => {
    const founder = await register({});
    const toExisting = newAccount({ companyName: founder.json.companyName.toLowerCase(), organization: 'join' });
    const toUnknown = newAccount({ companyName: `Nobody ${Date.now()} GmbH`, organization: 'join' });
    const answers = [
      await new ApiClient(open.url).post('/api/register', toExisting),
      await new ApiClient(open.url).post('/api/register', toUnknown),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    expect(answers[0]?.json).toEqual(answers[1]?.json);
    expect(answers[0]?.json).toEqual({ pendingApproval: true, message: expect.stringMatching(/administrator/) });

    // Only the administrators learn which request names an existing organization.
    const queued = await openQueue();
    expect(queued.find((r) => r.username === toExisting.username)?.joinsExistingOrganization).toBe(true);
    expect(queued.find((r) => r.username === toUnknown.username)?.joinsExistingOrganization).toBe(false);
  });

  it('puts an approved joiner in the existing organization, as a member (its founder owns it)', async () => {
    const founder = await register({});
    const joiner = newAccount({ companyName: founder.json.companyName, organization: 'join' });
    expect((await new ApiClient(open.url).post('/api/register', joiner)).status).toBe(202);
    const entry = (await openQueue()).find((r) => r.username === joiner.username);
    expect((await openAdmin.post(`/api/admin/pending-registrations/${entry?.id}/approve`)).status).toBe(200);
    const login = await new ApiClient(open.url).post('/api/login', {
      username: joiner.username,
      password: joiner.password,
    });
    expect(login.json).toMatchObject({
      companyId: founder.json.companyId,
      companyName: founder.json.companyName,
      orgRole: 'member',
    });
    expect(founder.json.orgRole).toBe('owner');
  });

  it('refuses an unknown choice with a field message and stores nothing', async () => {
    const account = newAccount({ organization: 'merge' });
    const refused = await new ApiClient(open.url).post('/api/register', account);
    expect(refused.status).toBe(400);
    expect(refused.json.fields).toEqual({ organization: expect.any(String) });
    expect((await register({ username: account.username })).status).toBe(201);
  });
});
