import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { EmailTokenPurpose, EmailTokenRecord } from '../../shared/auth/email-tokens.schemas.ts';

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

export const emailTokensTable = defineTable<EmailTokenRecord>({
  name: 'email_tokens',
  order: { column: 'created_at', key: (t) => t.createdAt },
  indexes: {
    unusedSubject: { column: 'unused_subject', key: (t) => (t.usedAt === null ? `${t.purpose}:${t.subjectId}` : null) },
    expires: { column: 'expires_at', key: (t) => t.expiresAt },
  },
});

/** EmailTokenRepository over either backend. */
export function createEmailTokenRepository(db: Db): EmailTokenRepository {
  const tokens = db.collection(emailTokensTable);
  return {
    issue(token) {
      return db.transaction(async (tx) => {
        const own = tx.collection(emailTokensTable);
        await own.deleteMany({ unusedSubject: `${token.purpose}:${token.subjectId}` });
        await own.insert(token);
      });
    },
    async consume(id, purpose, now) {
      let result: ConsumeResult = { ok: false, reason: 'invalid' };
      await tokens.update(id, (token) => {
        if (token.purpose !== purpose || token.usedAt !== null) return undefined;
        if (Date.parse(token.expiresAt) <= now.getTime()) {
          result = { ok: false, reason: 'expired' };
          return undefined;
        }
        const used = { ...token, usedAt: now.toISOString() };
        result = { ok: true, token: used };
        return used;
      });
      return result;
    },
    purgeExpired: (before) => tokens.deleteMany({ expires: { lt: before.toISOString() } }),
  };
}
