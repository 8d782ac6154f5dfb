import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';

/** What the built-in test provider remembers: vaulted cards and mandates, charges, challenges. */
export type TestProviderRecord = {
  id: string;
  kind: 'card' | 'mandate' | 'charge' | 'challenge' | 'refund';
  createdAt: string;
  /** card: how charges on it behave (from DESIGN.md's test numbers). */
  behaviour?: 'succeed' | 'decline' | 'insufficient_funds' | 'three_d_secure';
  /** charge/challenge: the amount and the result a retry gets. */
  amount?: number;
  currency?: string;
  status?: 'succeeded' | 'requires_action' | 'declined' | 'failed' | 'refunded';
  chargeId?: string;
  expiresAt?: string;
};

export const testProviderTable = defineTable<TestProviderRecord>({
  name: 'test_provider_records',
  order: { column: 'created_at', key: (r) => r.createdAt },
  indexes: { kind: { column: 'kind', key: (r) => r.kind } },
});

/** The test provider's vault: the provider's side of the world, kept in our store for the demo. */
export function testProviderVault(db: Db) {
  return db.collection(testProviderTable);
}
