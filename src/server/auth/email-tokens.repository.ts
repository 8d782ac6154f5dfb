import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
import type { EmailTokenPurpose, EmailTokenRecord } from './email-tokens.schemas.ts';

/** Outcome of redeeming a token: the record, or why it cannot be used. */
export type ConsumeResult = { ok: true; token: EmailTokenRecord } | { ok: false; reason: 'invalid' | 'expired' };

/** Storage of single-use e-mail tokens (hashed). */
export interface EmailTokenRepository {
  /** Stores a token and voids the unused ones of the same purpose and subject. */
  issue(token: EmailTokenRecord): Promise<void>;
  /** Marks a token used, once; a used, unknown or wrong-purpose token is 'invalid'. */
  consume(id: string, purpose: EmailTokenPurpose, now: Date): Promise<ConsumeResult>;
  /** Removes tokens that expired before `before` (housekeeping). */
  purgeExpired(before: Date): Promise<number>;
}

/** EmailTokenRepository over the embedded JSON store. */
export class LowdbEmailTokenRepository implements EmailTokenRepository {
  #store: JsonStore<StoreDocument>;

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
  }

  async issue(token: EmailTokenRecord) {
    await this.#store.update((doc) => {
      doc.emailTokens = doc.emailTokens.filter(
        (t) => !(t.purpose === token.purpose && t.subjectId === token.subjectId && t.usedAt === null),
      );
      doc.emailTokens.push({ ...token });
    });
  }

  async consume(id: string, purpose: EmailTokenPurpose, now: Date): Promise<ConsumeResult> {
    return this.#store.update((doc): ConsumeResult => {
      const token = doc.emailTokens.find((t) => t.id === id);
      if (!token || token.purpose !== purpose || token.usedAt !== null) return { ok: false, reason: 'invalid' };
      if (Date.parse(token.expiresAt) <= now.getTime()) return { ok: false, reason: 'expired' };
      token.usedAt = now.toISOString();
      return { ok: true, token: { ...token } };
    });
  }

  async purgeExpired(before: Date) {
    const limit = before.getTime();
    if (!this.#store.data.emailTokens.some((t) => Date.parse(t.expiresAt) < limit)) return 0;
    return this.#store.update((doc) => {
      const count = doc.emailTokens.length;
      doc.emailTokens = doc.emailTokens.filter((t) => Date.parse(t.expiresAt) >= limit);
      return count - doc.emailTokens.length;
    });
  }
}
