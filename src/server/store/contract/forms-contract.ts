import { describe, expect, it } from 'vitest';
import type { Repositories } from '../repositories.ts';
import type { ContractBackend } from './contract-backend.ts';
import type { TicketRecord } from '../../../shared/tickets/tickets.schemas.ts';
import type { LeadRecord } from '../../../shared/leads/leads.schemas.ts';
import type { NewsletterSubscriptionRecord } from '../../../shared/leads/newsletter.schemas.ts';

type Backend = ContractBackend;

const at = (minute: number) => new Date(Date.UTC(2026, 4, 4, 9, minute)).toISOString();
const lead = (id: string, minute: number, kind: 'contact' | 'sales' = 'contact'): LeadRecord =>
  kind === 'contact'
    ? {
        id,
        kind,
        name: 'Ada',
        email: 'ada@example.eu',
        company: null,
        subject: 'Hello',
        message: 'Hello there, team.',
        createdAt: at(minute),
      }
    : {
        id,
        kind,
        name: 'Ada',
        email: 'ada@example.eu',
        company: 'Acme',
        companySize: '11-50',
        expectedClusters: 2,
        budgetRange: '1k-5k',
        message: null,
        createdAt: at(minute),
      };
const subscription = (email: string): NewsletterSubscriptionRecord => ({
  id: `sub-${email}`,
  email,
  status: 'pending',
  confirmTokenHash: `hash-${email}`,
  confirmTokenExpiresAt: at(59),
  unsubscribeTokenHashes: [],
  createdAt: at(0),
  updatedAt: at(0),
  confirmedAt: null,
  unsubscribedAt: null,
});
const ticket = (id: string, code: string, minute: number): TicketRecord => ({
  id,
  trackingCode: code,
  requesterName: 'Ada',
  requesterEmail: 'ada@example.eu',
  organizationId: null,
  userId: null,
  subject: 'Help',
  category: 'technical',
  priority: 'normal',
  status: 'open',
  messages: [{ id: `${id}-m1`, author: 'customer', body: 'It broke.', at: at(minute), authorUserId: null }],
  createdAt: at(minute),
  updatedAt: at(minute),
  resolvedAt: null,
  closedAt: null,
});

/** Leads, newsletter and ticket repositories: the behaviour every storage backend must have. */
export function describeFormsContract(name: string, makeBackend: () => Promise<Backend>) {
  const withRepos = async (test: (repositories: Repositories, backend: Backend) => Promise<void>) => {
    const backend = await makeBackend();
    const { repositories, close } = await backend.open();
    try {
      await test(repositories, backend);
    } finally {
      await close();
    }
  };

  describe(`${name} forms repositories`, () => {
    it('lists leads newest first, by kind, from a cursor, and keeps them across a restart', () =>
      withRepos(async ({ leads }, backend) => {
        await leads.create(lead('a', 1));
        await leads.create(lead('b', 2, 'sales'));
        await leads.create(lead('c', 3));
        expect((await leads.list({}, { limit: 10 })).map((l) => l.id)).toEqual(['c', 'b', 'a']);
        expect((await leads.list({ kind: 'contact' }, { limit: 10 })).map((l) => l.id)).toEqual(['c', 'a']);
        expect((await leads.list({}, { limit: 10, before: { createdAt: at(2), id: 'b' } })).map((l) => l.id)).toEqual([
          'a',
        ]);
        expect(await leads.count('sales')).toBe(1);
        const reopened = await backend.open();
        expect(await reopened.repositories.leads.findById('b')).toEqual(lead('b', 2, 'sales'));
        await reopened.close();
      }));

    it('keeps one newsletter subscription per address and finds it by its token hashes', () =>
      withRepos(async ({ newsletter }) => {
        expect(await newsletter.create(subscription('ada@example.eu'))).toBe(true);
        expect(await newsletter.create({ ...subscription('ada@example.eu'), id: 'other' })).toBe(false);
        expect((await newsletter.findByConfirmTokenHash('hash-ada@example.eu'))?.id).toBe('sub-ada@example.eu');
        const updated = await newsletter.update('sub-ada@example.eu', () => ({
          status: 'confirmed',
          unsubscribeTokenHashes: ['u1'],
        }));
        expect(updated?.status).toBe('confirmed');
        expect(await newsletter.update('sub-ada@example.eu', () => undefined)).toBeUndefined();
        expect((await newsletter.findByUnsubscribeTokenHash('u1'))?.email).toBe('ada@example.eu');
        expect(await newsletter.countByStatus()).toEqual({ pending: 0, confirmed: 1, unsubscribed: 0 });
        expect((await newsletter.listConfirmed()).map((s) => s.email)).toEqual(['ada@example.eu']);
      }));

    it('finds tickets by tracking code, refuses a taken code, and updates atomically', () =>
      withRepos(async ({ tickets }) => {
        expect(await tickets.create(ticket('t1', 'TCK-AAAA-AAAA-AAAA', 1))).toBe(true);
        expect(await tickets.create(ticket('t2', 'TCK-AAAA-AAAA-AAAA', 2))).toBe(false);
        expect((await tickets.findByTrackingCode('TCK-AAAA-AAAA-AAAA'))?.id).toBe('t1');
        await expect(
          tickets.update('t1', () => {
            throw new Error('refused');
          }),
        ).rejects.toThrow('refused');
        expect((await tickets.findById('t1'))?.status).toBe('open');
        const resolved = await tickets.update('t1', (t) => ({
          ...t,
          status: 'resolved',
          resolvedAt: at(5),
          trackingCode: 'TCK-ZZZZ-ZZZZ-ZZZZ',
        }));
        expect(resolved).toMatchObject({ status: 'resolved', trackingCode: 'TCK-AAAA-AAAA-AAAA' });
        expect((await tickets.listResolvedBefore(new Date(at(6)))).map((t) => t.id)).toEqual(['t1']);
        expect(await tickets.list({ status: 'open' }, { limit: 5 })).toEqual([]);
        expect(await tickets.update('missing', (t) => t)).toBeUndefined();
      }));

    it('lists visitor tickets by address for claiming, and the tickets being worked for the queue', () =>
      withRepos(async ({ tickets }) => {
        await tickets.create(ticket('v1', 'TCK-AAAA-AAAA-AAA1', 1));
        await tickets.create({ ...ticket('o1', 'TCK-AAAA-AAAA-AAA2', 2), organizationId: 'org-1', slaDueAt: at(30) });
        await tickets.create({
          ...ticket('o2', 'TCK-AAAA-AAAA-AAA3', 3),
          organizationId: 'org-1',
          status: 'resolved',
          resolvedAt: at(4),
        });
        expect((await tickets.listVisitorTickets(' ADA@example.eu ')).map((t) => t.id)).toEqual(['v1']);
        expect((await tickets.listWorking()).map((t) => t.id).sort()).toEqual(['o1', 'v1']);
        await tickets.update('v1', (t) => ({ ...t, organizationId: 'org-2', status: 'awaiting_customer' }));
        expect(await tickets.listVisitorTickets('ada@example.eu')).toEqual([]);
        expect((await tickets.listWorking()).map((t) => t.id).sort()).toEqual(['o1', 'v1']);
        await tickets.update('o1', (t) => ({ ...t, status: 'resolved', resolvedAt: at(40) }));
        expect((await tickets.listWorking()).map((t) => t.id)).toEqual(['v1']);
      }));
  });
}
