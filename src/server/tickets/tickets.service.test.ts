import { afterEach, describe, expect, it } from 'vitest';
import { failureOf, manualClock, MemoryMailer, metaFrom, openTestBackend } from '../../../test/support/forms.ts';
import type { VisitorTicketInput } from '../../shared/tickets/tickets.schemas.ts';
import { TicketService } from './tickets.service.ts';

const DAY = 24 * 60 * 60 * 1000;
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function setup() {
  const backend = await openTestBackend();
  close = () => backend.close();
  const mailer = new MemoryMailer();
  const clock = manualClock();
  const service = new TicketService({
    tickets: backend.repositories.tickets,
    mailer,
    rateLimits: backend.repositories.rateLimits,
    publicOrigin: 'https://console.example.eu',
    trackFailures: { limit: 3, windowMs: 15 * 60 * 1000 },
    now: clock.now,
  });
  return { service, mailer, clock, repository: backend.repositories.tickets };
}

let n = 0;
const input = (overrides: Partial<VisitorTicketInput> = {}): VisitorTicketInput => ({
  name: 'Inès Dupont',
  email: `ines${(n += 1)}@example.eu`,
  subject: 'Nodes stuck in NotReady',
  category: 'technical',
  priority: 'high',
  message: 'Since this morning two nodes of my cluster stay NotReady.',
  ...overrides,
});

describe('TicketService', () => {
  it('opens a ticket and e-mails its tracking code, not the message body', async () => {
    const { service, mailer } = await setup();
    const ticket = input();
    const { trackingCode } = await service.createVisitorTicket(ticket, metaFrom());
    expect(trackingCode).toMatch(/^TCK-\w{4}-\w{4}-\w{4}$/);
    const mail = mailer.last(ticket.email);
    expect(mail?.subject).toContain(trackingCode);
    expect(mail?.text).toContain(`/track-ticket?code=${trackingCode}`);
    expect(mail?.text).not.toContain(ticket.message);
    const view = await service.track(trackingCode, ticket.email.toUpperCase(), metaFrom());
    expect(view).toMatchObject({ status: 'open', subject: ticket.subject, canReply: true });
    expect(view.messages).toEqual([expect.objectContaining({ author: 'customer', body: ticket.message })]);
  });

  it('answers an unknown code and a wrong address with the same 404', async () => {
    const { service } = await setup();
    const ticket = input();
    const { trackingCode } = await service.createVisitorTicket(ticket, metaFrom());
    const wrongEmail = await failureOf(service.track(trackingCode, 'someone@example.eu', metaFrom('198.51.100.1')));
    const unknownCode = await failureOf(service.track('TCK-0000-0000-0000', ticket.email, metaFrom('198.51.100.2')));
    expect(wrongEmail).toMatchObject({ status: 404 });
    expect(unknownCode).toEqual(wrongEmail);
  });

  it('limits failed look-ups per client, not successful ones', async () => {
    const { service } = await setup();
    const ticket = input();
    const { trackingCode } = await service.createVisitorTicket(ticket, metaFrom());
    for (let i = 0; i < 5; i += 1) await service.track(trackingCode, ticket.email, metaFrom('198.51.100.9'));
    for (let i = 0; i < 3; i += 1)
      await failureOf(service.track(trackingCode, 'x@example.eu', metaFrom('198.51.100.9')));
    const blocked = await failureOf(service.track(trackingCode, ticket.email, metaFrom('198.51.100.9')));
    expect(blocked).toMatchObject({ status: 429, headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } });
    expect((await service.track(trackingCode, ticket.email, metaFrom('198.51.100.10'))).status).toBe('open');
  });

  it('stores nothing when the honeypot is filled, yet answers alike', async () => {
    const { service, mailer, repository } = await setup();
    const answer = await service.createVisitorTicket(input({ website: 'https://spam.example' }), metaFrom());
    expect(answer.trackingCode).toMatch(/^TCK-/);
    expect(await repository.list({}, { limit: 10 })).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it('limits new tickets per e-mail address and per client with 429', async () => {
    const { service } = await setup();
    const email = 'flood@example.eu';
    for (let i = 0; i < 5; i += 1) await service.createVisitorTicket(input({ email }), metaFrom(`192.0.2.${i}`));
    expect(await failureOf(service.createVisitorTicket(input({ email }), metaFrom('192.0.2.99')))).toMatchObject({
      status: 429,
    });
    for (let i = 0; i < 20; i += 1) await service.createVisitorTicket(input(), metaFrom('192.0.2.200'));
    expect(await failureOf(service.createVisitorTicket(input(), metaFrom('192.0.2.200')))).toMatchObject({
      status: 429,
    });
  });

  it('runs a conversation: support replies and e-mails, the visitor answers, states follow', async () => {
    const { service, mailer } = await setup();
    const ticket = input();
    const { trackingCode } = await service.createVisitorTicket(ticket, metaFrom());
    const id = (await service.list({ limit: 1 })).items[0]?.id ?? '';
    const replied = await service.supportReply(id, 'Please send the output of kubectl describe node.', 'staff-1');
    expect(replied.status).toBe('awaiting_customer');
    expect(mailer.last(ticket.email)?.text).toContain('kubectl describe node');
    const answered = await service.visitorReply(
      trackingCode,
      ticket.email,
      'Here it is: DiskPressure=True on both.',
      metaFrom(),
    );
    expect(answered.status).toBe('awaiting_support');
    expect(answered.messages.map((m) => m.author)).toEqual(['customer', 'support', 'customer']);
    expect(answered.messages[1]).not.toHaveProperty('authorUserId');
  });

  it('reopens on a reply within 14 days of resolution, and closes for good after', async () => {
    const { service, clock } = await setup();
    const ticket = input();
    const { trackingCode } = await service.createVisitorTicket(ticket, metaFrom());
    const id = (await service.list({ limit: 1 })).items[0]?.id ?? '';
    await service.transition(id, 'resolve');
    clock.advance(13 * DAY);
    expect(
      (await service.visitorReply(trackingCode, ticket.email, 'It happened again tonight.', metaFrom())).status,
    ).toBe('awaiting_support');
    await service.transition(id, 'resolve');
    clock.advance(15 * DAY);
    expect((await service.track(trackingCode, ticket.email, metaFrom())).canReply).toBe(false);
    expect(await service.closeStale()).toBe(1);
    expect((await service.track(trackingCode, ticket.email, metaFrom())).status).toBe('closed');
    expect(await failureOf(service.visitorReply(trackingCode, ticket.email, 'Still there?', metaFrom()))).toMatchObject(
      {
        status: 409,
        code: 'ticket_closed',
      },
    );
  });

  it('lists tickets newest first, page by page, filtered by status', async () => {
    const { service } = await setup();
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await service.createVisitorTicket(input(), metaFrom(`10.0.0.${i}`))).trackingCode);
    const first = await service.list({ limit: 2 });
    const second = await service.list({ limit: 2, cursor: first.nextCursor ?? '' });
    const third = await service.list({ limit: 2, cursor: second.nextCursor ?? '' });
    expect([...first.items, ...second.items, ...third.items].map((t) => t.trackingCode)).toEqual(codes.reverse());
    expect(third.nextCursor).toBeNull();
    expect((await service.list({ limit: 10, status: 'resolved' })).items).toEqual([]);
    expect(await failureOf(service.list({ limit: 2, cursor: 'not-a-cursor' }))).toMatchObject({ status: 400 });
  });
});
