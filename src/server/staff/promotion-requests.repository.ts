import { UniqueViolation, type Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { PromotionRequestRecord, PromotionStatus } from '../../shared/staff/promotion-requests.schemas.ts';

/** Storage of promotion requests; a user has at most one pending request (unique index). */
export interface PromotionRequestRepository {
  /** Stores a new request; false when the user already has one pending. */
  create(record: PromotionRequestRecord): Promise<boolean>;
  findById(id: string): Promise<PromotionRequestRecord | undefined>;
  findPendingFor(userId: string): Promise<PromotionRequestRecord | undefined>;
  listForUser(userId: string): Promise<PromotionRequestRecord[]>;
  /** Every request with this status (all when undefined), newest first. */
  list(status?: PromotionStatus, limit?: number): Promise<PromotionRequestRecord[]>;
  /** Decides a request still pending; undefined when it was decided already. */
  decide(
    id: string,
    patch: Pick<PromotionRequestRecord, 'status' | 'decidedBy' | 'decidedAt' | 'decisionReason'>,
  ): Promise<PromotionRequestRecord | undefined>;
}

export const promotionRequestsTable = defineTable<PromotionRequestRecord>({
  name: 'promotion_requests',
  order: { column: 'created_at', key: (r) => r.createdAt },
  indexes: {
    user: { column: 'user_id', key: (r) => r.userId },
    status: { column: 'status', key: (r) => r.status },
    pendingUser: { column: 'pending_user', key: (r) => (r.status === 'pending' ? r.userId : null), unique: true },
  },
});

/** PromotionRequestRepository over either backend. */
export function createPromotionRequestRepository(db: Db): PromotionRequestRepository {
  const requests = db.collection(promotionRequestsTable);
  return {
    async create(record) {
      try {
        await requests.insert(record);
        return true;
      } catch (error) {
        if (error instanceof UniqueViolation && error.index === 'pendingUser') return false;
        throw error;
      }
    },
    findById: (id) => requests.get(id),
    findPendingFor: (userId) => requests.findOne({ where: { pendingUser: userId } }),
    listForUser: (userId) => requests.list({ where: { user: userId } }),
    list: (status, limit = 500) => requests.list({ where: { status }, limit }),
    async decide(id, patch) {
      let applied = false;
      const result = await requests.update(id, (current) => {
        if (current.status !== 'pending') return undefined;
        applied = true;
        return { ...current, ...patch, id };
      });
      return applied ? result : undefined;
    },
  };
}
