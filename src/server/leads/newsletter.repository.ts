import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
import type { NewsletterSubscriptionRecord } from './newsletter.schemas.ts';

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
  update(id: string, change: (current: NewsletterSubscriptionRecord) => Patch | undefined): Promise<NewsletterSubscriptionRecord | undefined>;
  countByStatus(): Promise<Record<NewsletterSubscriptionRecord['status'], number>>;
  /** Confirmed subscriptions, oldest confirmation first. */
  listConfirmed(): Promise<NewsletterSubscriptionRecord[]>;
}

/** NewsletterRepository over the embedded JSON store. */
export class LowdbNewsletterRepository implements NewsletterRepository {
  #store: JsonStore<StoreDocument>;

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
  }

  #all() {
    return this.#store.data.newsletterSubscriptions;
  }

  async findByEmail(email: string) {
    const key = email.trim().toLowerCase();
    return copy(this.#all().find((s) => s.email === key));
  }

  async findByConfirmTokenHash(hash: string) {
    return copy(this.#all().find((s) => s.confirmTokenHash === hash));
  }

  async findByUnsubscribeTokenHash(hash: string) {
    return copy(this.#all().find((s) => s.unsubscribeTokenHashes.includes(hash)));
  }

  async create(record: NewsletterSubscriptionRecord) {
    return this.#store.update((doc) => {
      // Checked inside the synchronous change so two concurrent sign-ups cannot both create one.
      if (doc.newsletterSubscriptions.some((s) => s.email === record.email)) return false;
      doc.newsletterSubscriptions.push(copy(record) as NewsletterSubscriptionRecord);
      return true;
    });
  }

  async update(id: string, change: (current: NewsletterSubscriptionRecord) => Patch | undefined) {
    return this.#store.update((doc) => {
      const record = doc.newsletterSubscriptions.find((s) => s.id === id);
      if (!record) return undefined;
      const patch = change(copy(record) as NewsletterSubscriptionRecord);
      if (!patch) return undefined;
      Object.assign(record, patch, { updatedAt: new Date().toISOString() });
      return copy(record);
    });
  }

  async countByStatus() {
    const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
    for (const s of this.#all()) counts[s.status] += 1;
    return counts;
  }

  async listConfirmed() {
    return this.#all()
      .filter((s) => s.status === 'confirmed')
      .sort((a, b) => (a.confirmedAt ?? '').localeCompare(b.confirmedAt ?? ''))
      .map((s) => copy(s) as NewsletterSubscriptionRecord);
  }
}

function copy(record: NewsletterSubscriptionRecord | undefined): NewsletterSubscriptionRecord | undefined {
  return record && { ...record, unsubscribeTokenHashes: [...record.unsubscribeTokenHashes] };
}
