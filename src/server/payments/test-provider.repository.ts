import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';

/** What the built-in test provider remembers: vaulted cards and mandates, charges, challenges. */
export type TestProviderRecord = {
  id: string;
  kind: 'card' | 'mandate' | 'charge' | 'challenge' | 'refund' | 'payout';
  createdAt: string;
  /** card: how charges on it behave (from its test number: 4242… succeeds, …0002 declined). */
  behaviour?: 'succeed' | 'decline' | 'insufficient_funds' | 'three_d_secure';
  /** charge/challenge: the amount and the result a retry gets. */
  amount?: number;
  currency?: string;
  status?: 'succeeded' | 'requires_action' | 'declined' | 'failed' | 'refunded' | 'paid';
  chargeId?: string;
  expiresAt?: string;
  /** charge: the key it was made under, what it pays (`order:<id>`), when the money was taken, when it was refunded. */
  idempotencyKey?: string;
  reference?: string | null;
  succeededAt?: string | null;
  refundedAt?: string | null;
};

export const testProviderTable = defineTable<TestProviderRecord>({
  name: 'test_provider_records',
  order: { column: 'created_at', key: (r) => r.createdAt },
  indexes: {
    kind: { column: 'kind', key: (r) => r.kind },
    // Charges that took the money, by when: what reconciliation lists.
    succeeded: { column: 'succeeded_at', key: (r) => (r.kind === 'charge' && r.succeededAt ? r.succeededAt : null) },
  },
});

/** The test provider's vault: the provider's side of the world, kept in our store for the demo. */
export function testProviderVault(db: Db) {
  return db.collection(testProviderTable);
}
