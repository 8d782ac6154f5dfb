import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.ts';
import { devClient, inDays, mailsTo, uniqueEmail } from './forms-client.ts';
import { startServer, type RunningServer } from './server-harness.ts';

let server: RunningServer;
let admin: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = await devClient(server.url, 'admin');
  visitor = new ApiClient(server.url);
});
afterAll(async () => {
  await server.stop();
});

const leads = async (query = '') =>
  (await admin.get(`/api/admin/leads${query}`)).json as unknown as {
    items: Record<string, unknown>[];
    nextCursor: string | null;
  };
const person = (prefix: string) => ({ name: 'Zoë Ørsted', email: uniqueEmail(prefix) });
const samples = () => ({
  contact: {
    kind: 'contact',
    ...person('contact'),
    subject: 'Data residency',
    message: 'Where are etcd backups stored?',
  },
  demo: {
    kind: 'demo',
    ...person('demo'),
    company: 'Acme SAS',
    preferredDate: inDays(5),
    timeWindow: 'morning',
    timeZone: 'Europe/Paris',
  },
  sales: {
    kind: 'sales',
    ...person('sales'),
    company: 'Acme SAS',
    companySize: '201-1000',
    expectedClusters: 12,
    budgetRange: '20k-100k',
  },
  quote: {
    kind: 'quote',
    ...person('quote'),
    company: 'Acme SAS',
    clusters: [
      { type: 'standard', nodes: 3 },
      { type: 'ai-ml', nodes: 2 },
    ],
    regions: ['fr-par-1'],
    compliance: ['HDS'],
    term: '1-year',
  },
  migration: {
    kind: 'migration',
    ...person('migration'),
    company: 'Acme SAS',
    currentPlatform: 'gke',
    clusterCount: 5,
    workloads: ['stateful'],
    targetDate: inDays(90),
  },
});

describe('POST /api/leads', () => {
  it('stores each kind, confirms by e-mail, and admins read it', async () => {
    for (const [kind, body] of Object.entries(samples())) {
      const response = await visitor.post('/api/leads', body);
      expect(response.status).toBe(201);
      expect(response.json).toEqual({ id: expect.any(String), message: expect.stringMatching(/^Thank you/) });
      const mail = (await mailsTo(server.url, body.email))[0];
      expect(mail?.subject).toMatch(/^We received your/);
      const stored = (await leads(`?kind=${kind}`)).items.find((lead) => lead.id === response.json.id);
      expect(stored).toMatchObject({ ...body, createdAt: expect.any(String) });
    }
  });

  it('answers bad input with field messages and stores nothing', async () => {
    const before = (await leads('?limit=100')).items.length;
    const { contact } = samples();
    const cases: [unknown, string][] = [
      [{ kind: 'contact' }, 'email'],
      [{ ...contact, name: 'n'.repeat(101) }, 'name'],
      [{ ...contact, message: 'm'.repeat(5001) }, 'message'],
      [{ ...contact, email: 'not-an-address' }, 'email'],
      [{ ...contact, name: '<b>Zoë</b>' }, 'name'],
      [{ ...contact, isAdmin: true }, '_'],
      [{ ...samples().quote, clusters: [{ type: 'platinum', nodes: 3 }] }, 'clusters.0.type'],
    ];
    for (const [body, field] of cases) {
      const response = await visitor.post('/api/leads', body);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'bad_request', fields: { [field]: expect.any(String) } });
    }
    expect((await visitor.post('/api/leads', 'not json')).status).toBe(400);
    expect((await leads('?limit=100')).items.length).toBe(before);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = (await leads('?limit=100')).items.length;
    const body = { ...samples().contact, website: 'https://cheap.example' };
    const response = await visitor.post('/api/leads', body);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ id: expect.any(String), message: expect.stringMatching(/^Thank you/) });
    expect((await leads('?limit=100')).items.length).toBe(before);
    expect(await mailsTo(server.url, body.email)).toEqual([]);
  });

  it('answers 429 with Retry-After after 5 requests an hour from one address', async () => {
    const body = samples().sales;
    for (let i = 0; i < 5; i += 1) expect((await visitor.post('/api/leads', body)).status).toBe(201);
    const limited = await visitor.post('/api/leads', body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json.code).toBe('too_many_requests');
  });

  it('pages admin reads newest first and keeps them from customers and visitors', async () => {
    const first = await leads('?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await leads(`?limit=2&cursor=${first.nextCursor}`);
    const times = [...first.items, ...second.items].map((lead) => String(lead.createdAt));
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.items, ...second.items].map((lead) => lead.id)).size).toBe(4);
    expect((await admin.get('/api/admin/leads?kind=spam')).status).toBe(400);
    const customer = await devClient(server.url, 'customer');
    expect((await customer.get('/api/admin/leads')).status).toBe(404);
    expect((await customer.get('/api/admin/newsletter')).status).toBe(404);
    expect((await visitor.get('/api/admin/leads')).status).toBe(404);
  });
});

describe('newsletter double opt-in', () => {
  const overview = async () =>
    (await admin.get('/api/admin/newsletter')).json as unknown as {
      counts: Record<string, number>;
      confirmed: { email: string }[];
    };
  const linkToken = async (to: string, param: string) =>
    new RegExp(`/newsletter\\?${param}=([a-z0-9]+)`).exec((await mailsTo(server.url, to))[0]?.text ?? '')?.[1] ?? '';

  it('confirms only with the e-mailed link, once; unsubscribes with the newsletter’s link', async () => {
    const email = uniqueEmail('news');
    const subscribed = await visitor.post('/api/newsletter', { email });
    expect(subscribed.status).toBe(202);
    expect((await overview()).confirmed.some((s) => s.email === email)).toBe(false);
    const token = await linkToken(email, 'confirm');
    expect((await visitor.post('/api/newsletter/confirm', { token })).status).toBe(200);
    expect((await overview()).confirmed.some((s) => s.email === email)).toBe(true);
    expect((await visitor.post('/api/newsletter/confirm', { token })).json.code).toBe('token_invalid');
    const again = await visitor.post('/api/newsletter', { email });
    expect(again.json).toEqual(subscribed.json);
    const unsubscribe = await linkToken(email, 'unsubscribe');
    expect((await visitor.post('/api/newsletter/unsubscribe', { token: unsubscribe })).status).toBe(200);
    expect((await overview()).confirmed.some((s) => s.email === email)).toBe(false);
  });

  it('answers bad addresses with a field message and a honeypot with the usual answer', async () => {
    expect((await visitor.post('/api/newsletter', { email: 'nope' })).json.fields).toEqual({
      email: expect.any(String),
    });
    const before = await overview();
    const email = uniqueEmail('bot');
    expect((await visitor.post('/api/newsletter', { email, website: 'x' })).status).toBe(202);
    expect(await overview()).toEqual(before);
    expect(await mailsTo(server.url, email)).toEqual([]);
  });
});

describe('per-client limit', () => {
  it('answers 429 after 20 requests an hour from one client, whatever the addresses', async () => {
    const fresh = await startServer();
    try {
      const client = new ApiClient(fresh.url);
      for (let i = 0; i < 20; i += 1) expect((await client.post('/api/leads', samples().contact)).status).toBe(201);
      const limited = await client.post('/api/leads', samples().contact);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await fresh.stop();
    }
  });
});
