import { describe, expect, it } from 'vitest';
import type { EmailTokenRecord } from '../../../shared/auth/email-tokens.schemas.ts';
import type { PendingRegistrationRecord } from '../../../shared/registrations/registrations.schemas.ts';
import type { SessionRecord } from '../../../shared/sessions/sessions.schemas.ts';
import type { Repositories } from '../repositories.ts';
import type { ContractBackend } from './contract-backend.ts';
import { MS_PER_HOUR } from '../../../shared/time.ts';

const session = (id: string, userId: string): SessionRecord => ({
  id,
  userId,
  createdAt: new Date().toISOString(),
  lastSeenAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + MS_PER_HOUR).toISOString(),
  ip: '127.0.0.1',
  userAgent: 'test',
});
const token = (id: string, overrides: Partial<EmailTokenRecord> = {}): EmailTokenRecord => ({
  id,
  purpose: 'password-reset',
  subjectId: 'user-1',
  email: 'ada@example.eu',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + MS_PER_HOUR).toISOString(),
  usedAt: null,
  ...overrides,
});

/** Identity repositories: the same behaviour is required of every backend. */
export function describeIdentityContract(name: string, makeBackend: () => Promise<ContractBackend>) {
  const withRepos = async (test: (repositories: Repositories) => Promise<void>) => {
    const { repositories, close } = await (await makeBackend()).open();
    try {
      await test(repositories);
    } finally {
      await close();
    }
  };

  describe(`${name} identity repositories`, () => {
    it('keeps sessions per user and revokes all but one', () =>
      withRepos(async ({ sessions }) => {
        await sessions.create(session('s1', 'u1'));
        await sessions.create(session('s2', 'u1'));
        await sessions.create(session('s3', 'u2'));
        expect((await sessions.listByUser('u1')).map((s) => s.id).sort()).toEqual(['s1', 's2']);
        await sessions.touch('s1', '2030-01-01T00:00:00.000Z');
        expect((await sessions.findById('s1'))?.lastSeenAt).toBe('2030-01-01T00:00:00.000Z');
        expect(await sessions.deleteByUser('u1', 's2')).toEqual(['s1']);
        expect(await sessions.findById('s1')).toBeUndefined();
        expect(await sessions.findById('s2')).toBeDefined();
        expect(await sessions.findById('s3')).toBeDefined();
        expect(await sessions.delete('s3')).toBe(true);
        expect(await sessions.delete('s3')).toBe(false);
      }));

    it('redeems an e-mail token once, for its purpose, before it expires', () =>
      withRepos(async ({ emailTokens }) => {
        const now = new Date();
        await emailTokens.issue(token('t1'));
        expect(await emailTokens.consume('t1', 'magic-link', now)).toEqual({ ok: false, reason: 'invalid' });
        const used = await emailTokens.consume('t1', 'password-reset', now);
        expect(used).toMatchObject({ ok: true, token: { id: 't1', usedAt: now.toISOString() } });
        expect(await emailTokens.consume('t1', 'password-reset', now)).toEqual({ ok: false, reason: 'invalid' });
        await emailTokens.issue(token('t2', { expiresAt: new Date(Date.now() - 1000).toISOString() }));
        expect(await emailTokens.consume('t2', 'password-reset', now)).toEqual({ ok: false, reason: 'expired' });
        expect(await emailTokens.consume('forged', 'password-reset', now)).toEqual({ ok: false, reason: 'invalid' });
      }));

    it('voids the older unused token of the same purpose when a new one is issued', () =>
      withRepos(async ({ emailTokens }) => {
        await emailTokens.issue(token('old'));
        await emailTokens.issue(token('new'));
        expect((await emailTokens.consume('old', 'password-reset', new Date())).ok).toBe(false);
        expect((await emailTokens.consume('new', 'password-reset', new Date())).ok).toBe(true);
      }));

    it('decides a pending registration only once', () =>
      withRepos(async ({ pendingRegistrations }) => {
        const record: PendingRegistrationRecord = {
          id: 'p1',
          username: 'Grace',
          email: 'grace@example.eu',
          name: 'Grace',
          companyName: 'Navy',
          passwordHash: 'x',
          organizationId: null,
          status: 'awaiting_email',
          emailVerifiedAt: null,
          decidedBy: null,
          decidedAt: null,
          reason: null,
          createdAt: new Date().toISOString(),
        };
        await pendingRegistrations.create(record);
        expect(await pendingRegistrations.findOpenByLogin('GRACE')).toMatchObject({ id: 'p1' });
        expect(await pendingRegistrations.transition('p1', ['awaiting_email'], { status: 'rejected' })).toMatchObject({
          status: 'rejected',
        });
        expect(await pendingRegistrations.transition('p1', ['awaiting_email'], { status: 'approved' })).toBeUndefined();
        expect(await pendingRegistrations.listOpen()).toEqual([]);
      }));

    it('lists audit events newest first, filtered by actor', () =>
      withRepos(async ({ audit }) => {
        for (const [i, actorId] of ['a', 'b', 'a'].entries()) {
          await audit.append({
            id: `e${i}`,
            at: new Date().toISOString(),
            actorId,
            action: 'auth.sign_in',
            result: 'success',
            ip: '::1',
            userAgent: '',
            detail: '',
          });
        }
        expect((await audit.listRecent(10, { actorId: 'a' })).map((e) => e.id)).toEqual(['e2', 'e0']);
        expect(await audit.listRecent(1)).toHaveLength(1);
      }));
  });
}
