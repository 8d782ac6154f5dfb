import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { SupportSubscriptionRecord } from '../../shared/subscriptions/support-subscriptions.schemas.ts';

export const supportSubscriptionsTable = defineTable<SupportSubscriptionRecord>({
  name: 'support_subscriptions',
  order: { column: 'created_at', key: (s) => s.createdAt },
  indexes: {
    // The renewal sweep: active subscriptions by the end of their period.
    renewAt: { column: 'renew_at', key: (s) => (s.state === 'active' ? s.periodEnd : null) },
  },
});

/** Storage of support-plan subscriptions (one per organization, its id the organization's). */
export interface SupportSubscriptionRepository {
  create(record: SupportSubscriptionRecord): Promise<SupportSubscriptionRecord>;
  /** The organization's subscription, active or ended. */
  find(organizationId: string): Promise<SupportSubscriptionRecord | undefined>;
  /** Active subscriptions whose period ended by `at`, oldest first. */
  listDue(at: string, limit: number): Promise<SupportSubscriptionRecord[]>;
  /** Atomic read-check-write: `change` answers the new record, or undefined to leave it. */
  update(
    organizationId: string,
    change: (current: SupportSubscriptionRecord) => SupportSubscriptionRecord | undefined,
  ): Promise<SupportSubscriptionRecord | undefined>;
}

/** SupportSubscriptionRepository over either backend. */
export function createSupportSubscriptionRepository(db: Db): SupportSubscriptionRepository {
  const subscriptions = db.collection(supportSubscriptionsTable);
  return {
    create: (record) => subscriptions.insert(record),
    find: (organizationId) => subscriptions.get(organizationId),
    listDue: (at, limit) => subscriptions.list({ where: { renewAt: { lte: at } }, limit, direction: 'asc' }),
    update: (organizationId, change) => subscriptions.update(organizationId, change),
  };
}
