import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../../../test/support/storage.ts';
import { withRepositories } from '../store/contract/contract-backend.ts';
import type { PromotionRequestRecord } from '../../shared/staff/promotion-requests.schemas.ts';

const request = (id: string, userId: string, createdAt: string): PromotionRequestRecord => ({
  id,
  userId,
  organizationId: 'org',
  kind: 'officers_access',
  reason: 'I run the support queue.',
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  createdAt,
});

describe.each(BACKENDS)('promotion requests on the %s store', (_name, makeBackend) => {
  it('keeps one pending request per user, decides once, and survives a restart', async () => {
    await withRepositories(makeBackend, async ({ promotionRequests }, backend) => {
      expect(await promotionRequests.create(request('a', 'u1', '2026-01-01T00:00:00.000Z'))).toBe(true);
      expect(await promotionRequests.create(request('b', 'u1', '2026-01-02T00:00:00.000Z'))).toBe(false);
      expect(await promotionRequests.create(request('c', 'u2', '2026-01-03T00:00:00.000Z'))).toBe(true);
      expect((await promotionRequests.findPendingFor('u1'))?.id).toBe('a');

      const decision = {
        status: 'approved' as const,
        decidedBy: 'admin',
        decidedAt: '2026-01-04T00:00:00.000Z',
        decisionReason: null,
      };
      expect((await promotionRequests.decide('a', decision))?.status).toBe('approved');
      expect(await promotionRequests.decide('a', { ...decision, status: 'rejected' })).toBeUndefined();
      // Decided, the user may ask again.
      expect(await promotionRequests.create(request('d', 'u1', '2026-01-05T00:00:00.000Z'))).toBe(true);

      expect((await promotionRequests.list('pending')).map((r) => r.id)).toEqual(['d', 'c']);
      expect((await promotionRequests.list()).map((r) => r.id)).toEqual(['d', 'c', 'a']);
      expect((await promotionRequests.listForUser('u1')).map((r) => r.id)).toEqual(['d', 'a']);

      const reopened = await backend.open();
      try {
        expect((await reopened.repositories.promotionRequests.findById('a'))?.status).toBe('approved');
        expect((await reopened.repositories.promotionRequests.findPendingFor('u1'))?.id).toBe('d');
      } finally {
        await reopened.close();
      }
    });
  });
});
