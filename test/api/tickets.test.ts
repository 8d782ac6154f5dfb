import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.ts';
import { devClient, mailsTo, uniqueEmail } from './forms-client.ts';
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

type Ticket = {
  id: string;
  trackingCode: string;
  status: string;
  requesterEmail: string;
  messages: { author: string; body: string }[];
};
const adminTickets = async (query = '') =>
  (await admin.get(`/api/admin/tickets${query}`)).json as unknown as { items: Ticket[]; nextCursor: string | null };
const ticket = (overrides: Record<string, unknown> = {}) => ({
  name: 'Inès Dupont',
  email: uniqueEmail('ticket'),
  subject: 'PersistentVolumeClaim stuck in Pending',
  category: 'technical',
  priority: 'high',
  message: 'My PVC has been Pending for an hour in fr-par-1. <b>Not bold</b> & more.',
  ...overrides,
});

/** Opens a ticket and reads its tracking code from the confirmation e-mail. */
async function opened(overrides: Record<string, unknown> = {}) {
  const body = ticket(overrides);
  const response = await visitor.post('/api/support/tickets', body);
  expect(response.status).toBe(201);
  const mail = (await mailsTo(server.url, body.email))[0];
  const mailedCode = /TCK-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(mail?.text ?? '')?.[0];
  expect(mailedCode).toBe(response.json.trackingCode);
  return { body, trackingCode: mailedCode ?? '' };
}

describe('visitor tickets', () => {
  it('opens a ticket, e-mails the code, and tracks it with code and e-mail', async () => {
    const { body, trackingCode } = await opened();
    const tracked = await visitor.post('/api/support/tickets/track', {
      trackingCode: trackingCode.toLowerCase(),
      email: body.email.toUpperCase(),
    });
    expect(tracked.status).toBe(200);
    expect(tracked.json).toMatchObject({
      trackingCode,
      status: 'open',
      subject: body.subject,
      category: 'technical',
      priority: 'high',
      canReply: true,
      messages: [{ author: 'customer', body: body.message }],
    });
    expect((await adminTickets()).items.find((t) => t.trackingCode === trackingCode)).toMatchObject({
      requesterEmail: body.email,
      status: 'open',
    });
  });

  it('answers a wrong e-mail and an unknown code with the very same 404', async () => {
    const { trackingCode, body } = await opened();
    const wrongEmail = await visitor.post('/api/support/tickets/track', { trackingCode, email: 'other@example.eu' });
    const unknownCode = await visitor.post('/api/support/tickets/track', {
      trackingCode: 'TCK-0000-0000-0000',
      email: body.email,
    });
    expect(wrongEmail.status).toBe(404);
    expect(unknownCode.status).toBe(404);
    expect(unknownCode.text).toBe(wrongEmail.text);
    const malformed = await visitor.post('/api/support/tickets/track', { trackingCode: 'hello', email: body.email });
    expect(malformed.json.fields).toEqual({ trackingCode: expect.stringMatching(/tracking code/) });
  });

  it('follows the conversation: support replies, the visitor answers', async () => {
    const { body, trackingCode } = await opened({ category: 'billing', priority: 'low' });
    const id = (await adminTickets()).items.find((t) => t.trackingCode === trackingCode)?.id;
    const replied = await admin.post(`/api/admin/tickets/${id}/reply`, {
      message: 'Which invoice number is it about?',
    });
    expect(replied.json.status).toBe('awaiting_customer');
    expect((await mailsTo(server.url, body.email))[0]?.text).toContain('Which invoice number is it about?');
    const answer = await visitor.post('/api/support/tickets/reply', {
      trackingCode,
      email: body.email,
      message: 'Invoice INV-2026-0042.',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.status).toBe('awaiting_support');
    expect(answer.json.messages.map((m: { author: string }) => m.author)).toEqual(['customer', 'support', 'customer']);
    const stranger = await visitor.post('/api/support/tickets/reply', {
      trackingCode,
      email: 'x@example.eu',
      message: 'Let me in please.',
    });
    expect(stranger.status).toBe(404);
  });

  it('answers bad input with field messages and stores nothing', async () => {
    const before = (await adminTickets('?limit=100')).items.length;
    const cases: [unknown, string][] = [
      [{}, 'email'],
      [ticket({ subject: 's'.repeat(201) }), 'subject'],
      [ticket({ message: 'Too short' }), 'message'],
      [ticket({ email: 'ines@' }), 'email'],
      [ticket({ name: '<script>x</script>' }), 'name'],
      [ticket({ category: 'sales' }), 'category'],
      [ticket({ status: 'resolved' }), '_'],
    ];
    for (const [body, field] of cases) {
      const response = await visitor.post('/api/support/tickets', body);
      expect(response.status).toBe(400);
      expect(response.json.fields).toMatchObject({ [field]: expect.any(String) });
    }
    expect((await adminTickets('?limit=100')).items.length).toBe(before);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = (await adminTickets('?limit=100')).items.length;
    const body = ticket({ website: 'http://spam.example' });
    const response = await visitor.post('/api/support/tickets', body);
    expect(response.status).toBe(201);
    expect(response.json.trackingCode).toMatch(/^TCK-/);
    expect((await adminTickets('?limit=100')).items.length).toBe(before);
    expect(await mailsTo(server.url, body.email)).toEqual([]);
  });

  it('answers 429 after 5 tickets an hour from one address', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 4; i += 1)
      expect((await visitor.post('/api/support/tickets', ticket({ email }))).status).toBe(201);
    expect((await visitor.post('/api/support/tickets', ticket({ email }))).status).toBe(201);
    const limited = await visitor.post('/api/support/tickets', ticket({ email }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('lets only admins read tickets, page by page, filtered by status', async () => {
    const page = await adminTickets('?limit=2');
    expect(page.items).toHaveLength(2);
    const next = await adminTickets(`?limit=2&cursor=${page.nextCursor}`);
    expect(next.items.map((t) => t.id)).not.toContain(page.items[0]?.id);
    expect((await adminTickets('?status=awaiting_support')).items.every((t) => t.status === 'awaiting_support')).toBe(
      true,
    );
    const customer = await devClient(server.url, 'customer');
    expect((await customer.get('/api/admin/tickets')).status).toBe(404);
    expect((await customer.post('/api/admin/tickets/x/reply', { message: 'I am support now.' })).status).toBe(404);
    expect((await visitor.get('/api/admin/tickets')).status).toBe(404);
  });
});

describe('guessing tracking codes', () => {
  it('is cut off with 429 after 20 failed look-ups from one client', async () => {
    const fresh = await startServer();
    try {
      const client = new ApiClient(fresh.url);
      for (let i = 0; i < 20; i += 1) {
        const code = `TCK-0000-0000-${String(i).padStart(4, '0')}`;
        expect(
          (await client.post('/api/support/tickets/track', { trackingCode: code, email: 'guess@example.eu' })).status,
        ).toBe(404);
      }
      const limited = await client.post('/api/support/tickets/track', {
        trackingCode: 'TCK-0000-0000-9999',
        email: 'guess@example.eu',
      });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await fresh.stop();
    }
  });
});
