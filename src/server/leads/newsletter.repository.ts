import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { NewsletterSubscriptionRecord } from '../../shared/leads/newsletter.schemas.ts';

type Patch = Partial<Omit<NewsletterSubscriptionRecord, 'id' | 'email' | 'createdAt'>>;

/** Storage of newsletter subscriptions, one per address. */
export interface NewsletterRepository {
  findByEmail(email: string): Promise<NewsletterSubscriptionRecord | undefined>;
  findByConfirmTokenHash(hash: string): Promise<NewsletterSubscriptionRecord | undefined>;
  findByUnsubscribeTokenHash(hash: string): Promise<NewsletterSubscriptionRecord | undefined>;
  /** Stores a new subscription; false (and nothing stored) when the address already has one. */
  create(record: NewsletterSubscriptionRecord): Promise<boolean>;
  /**
   * Applies `change` to the current record, atomically (the single use of a token depends on
   * it); `change` returns the patch, or undefined to leave the record as it is.
   */
  update(
    id: string,
    change: (current: NewsletterSubscriptionRecord) => Patch | undefined,
  ): Promise<NewsletterSubscriptionRecord | undefined>;
  countByStatus(): Promise<Record<NewsletterSubscriptionRecord['status'], number>>;
  /** Confirmed subscriptions, oldest confirmation first. */
  listConfirmed(): Promise<NewsletterSubscriptionRecord[]>;
}

export const newsletterTable = defineTable<NewsletterSubscriptionRecord>({
  name: 'newsletter_subscriptions',
  order: { column: 'created_at', key: (s) => s.createdAt },
  indexes: {
    email: { column: 'email', key: (s) => s.email, unique: true },
    confirmToken: { column: 'confirm_token_hash', key: (s) => s.confirmTokenHash },
    unsubscribeTokens: { column: 'unsubscribe_token_hashes', keys: (s) => s.unsubscribeTokenHashes, multi: true },
    status: { column: 'status', key: (s) => s.status },
  },
});

/** NewsletterRepository over either backend. */
export function createNewsletterRepository(db: Db): NewsletterRepository {
  const subscriptions = db.collection(newsletterTable);
  return {
    findByEmail: (email) => subscriptions.findOne({ where: { email: email.trim().toLowerCase() } }),
    findByConfirmTokenHash: (hash) => subscriptions.findOne({ where: { confirmToken: hash } }),
    findByUnsubscribeTokenHash: (hash) => subscriptions.findOne({ where: { unsubscribeTokens: hash } }),
    async create(record) {
      // The unique e-mail index decides between two concurrent sign-ups of one address.
      if (await subscriptions.findOne({ where: { email: record.email } })) return false;
      try {
        await subscriptions.insert(record);
        return true;
      } catch (error) {
        if ((error as Error).name === 'UniqueViolation') return false;
        throw error;
      }
    },
    async update(id, change) {
      let applied = false;
      const result = await subscriptions.update(id, (current) => {
        const patch = change(current);
        if (!patch) return undefined;
        applied = true;
        return { ...current, ...patch, updatedAt: new Date().toISOString() };
      });
      return applied ? result : undefined;
    },
    async countByStatus() {
      const [pending, confirmed, unsubscribed] = await Promise.all(
        (['pending', 'confirmed', 'unsubscribed'] as const).map((status) => subscriptions.count({ status })),
      );
      return { pending: pending ?? 0, confirmed: confirmed ?? 0, unsubscribed: unsubscribed ?? 0 };
    },
    async listConfirmed() {
      const confirmed = await subscriptions.list({ where: { status: 'confirmed' } });
      return confirmed.sort((a, b) => (a.confirmedAt ?? '').localeCompare(b.confirmedAt ?? ''));
    },
  };
}
