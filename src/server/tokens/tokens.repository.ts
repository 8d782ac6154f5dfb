import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import type { ApiTokenRecord } from '../../shared/tokens/tokens.schemas.ts';

export const apiTokensTable = defineTable<ApiTokenRecord>({
  name: 'api_tokens',
  order: { column: 'created_at', key: (t) => t.createdAt },
  indexes: {
    token: { column: 'token_hash', key: (t) => t.tokenHash, unique: true },
    user: { column: 'user_id', key: (t) => t.userId },
    // Tokens still usable, by holder: leaving, a disabled account or a new role revokes them.
    activeUser: { column: 'active_user_id', key: (t) => (t.revokedAt ? null : t.userId) },
  },
});

/** Storage of API tokens. */
export interface ApiTokenRepository {
  create(record: ApiTokenRecord): Promise<ApiTokenRecord>;
  findByHash(tokenHash: string): Promise<ApiTokenRecord | undefined>;
  findById(id: string): Promise<ApiTokenRecord | undefined>;
  /** A user's tokens, newest first. */
  listByUser(userId: string): Promise<ApiTokenRecord[]>;
  /** Revokes one token unless it already is; returns it revoked, or undefined. */
  revoke(id: string, at: string, reason: string): Promise<ApiTokenRecord | undefined>;
  /** Revokes every token a user still holds; returns them. */
  revokeAllOf(userId: string, at: string, reason: string): Promise<ApiTokenRecord[]>;
  /** Records a use: when and from where. */
  touch(id: string, at: string, ip: string): Promise<void>;
}

/** ApiTokenRepository over either backend. */
export function createApiTokenRepository(db: Db): ApiTokenRepository {
  const tokens = db.collection(apiTokensTable);
  return {
    create: (record) => tokens.insert(record),
    findByHash: (tokenHash) => tokens.findOne({ where: { token: tokenHash } }),
    findById: (id) => tokens.get(id),
    listByUser: (userId) => tokens.list({ where: { user: userId } }),
    revoke: (id, at, reason) =>
      tokens.update(id, (current) =>
        current.revokedAt ? undefined : { ...current, revokedAt: at, revokedReason: reason },
      ),
    revokeAllOf: (userId, at, reason) =>
      tokens.updateMany({ where: { activeUser: userId } }, (current) => ({
        ...current,
        revokedAt: at,
        revokedReason: reason,
      })),
    async touch(id, at, ip) {
      await tokens.update(id, (current) => ({ ...current, lastUsedAt: at, lastUsedIp: ip }));
    },
  };
}
